import { entry, FSIS_LEFTOVERS, FSIS_STORAGE, type KnowledgeEntry } from './knowledge-entry.ts';

const FSA_NHS =
  'Food Standards Agency, "Chilling", "Cooking and reheating" and NHS, "How to store food and leftovers safely"';
const FSIS_EMERGENCY =
  'USDA FSIS, "Keeping Food Safe During an Emergency" and "Food Safety for Picnics and Coolers"';
const VULNERABLE =
  'AESAN (Agencia Española de Seguridad Alimentaria y Nutrición) and ACSA (Agència Catalana de Seguretat Alimentària) advice for pregnancy and vulnerable people; NHS "Foods to avoid in pregnancy"; USDA FSIS "People at Risk of Foodborne Illness"';
const ACSA_HOME =
  'ACSA (Agència Catalana de Seguretat Alimentària), bones pràctiques d’higiene a la llar; EFSA on Bacillus cereus and Listeria';
const FOODKEEPER = 'USDA FSIS FoodKeeper app tables (homemade sauces, baked goods, cooked meats)';

/**
 * Issue 34: storage and food safety in the voices the last blind set asked them (4 of its 15 to the
 * point): the base had the rule for most, but not for the person asking (a patient, a party, a
 * fisherman), the place (a cool box, a pot on the hob, a tin left open) or the food family (sweets,
 * homemade sauces, cured cooked pork, dishes in vinegar). Each with its source.
 */
export const STORAGE_SAFETY_GAPS_FACTS: readonly KnowledgeEntry[] = [
  entry(
    'sg-leftovers-vulnerable',
    'safety',
    VULNERABLE,
    {
      ca: 'quants dies pot menjar sobres una persona immunodeprimida | restes per a una embarassada o una persona gran | menjar per a un malalt amb quimioteràpia, quant dura a la nevera | sobres per a un nadó',
      es: 'cuántos días puede comer restos una persona inmunodeprimida | sobras para una embarazada o una persona mayor | comida para un enfermo con quimioterapia, cuánto dura en la nevera | restos para un bebé',
      en: 'how long can leftovers keep for someone immunocompromised | leftovers for a pregnant woman or an elderly person | food for a chemo patient how long in the fridge | leftovers for a baby',
    },
    {
      ca: 'Per a persones vulnerables (embarassades, gent gran, nadons, immunodeprimits o en quimioteràpia): refreda les sobres de pressa, guarda-les a 4 °C o menys i menja-les en 1-2 dies (3 com a màxim); escalfa-les fins que fumegin (75 °C al centre) i només un cop; el que no es mengi aviat, congela-ho en racions. Evita els embotits i patés freds, els formatges tous i de llet crua i els ous poc fets.',
      es: 'Para personas vulnerables (embarazadas, mayores, bebés, inmunodeprimidos o en quimioterapia): enfría las sobras deprisa, guárdalas a 4 °C o menos y cómelas en 1-2 días (3 como máximo); caliéntalas hasta que humeen (75 °C en el centro) y solo una vez; lo que no se coma pronto, congélalo en raciones. Evita embutidos y patés fríos, quesos blandos y de leche cruda y huevos poco hechos.',
      en: 'For vulnerable people (pregnant, elderly, babies, immunocompromised or on chemotherapy): cool leftovers quickly, keep them at 4 °C (40 °F) or below and eat them within 1-2 days (3 at most); reheat until steaming hot (75 °C/165 °F in the centre) and only once; freeze in portions what will not be eaten soon. Avoid cold deli meats and pâtés, soft and raw-milk cheeses and runny eggs.',
    },
  ),
  entry(
    'sg-cool-box-melted-ice',
    'safety',
    FSIS_EMERGENCY,
    {
      ca: 'el gel de la nevera portàtil s’ha fos, la carn es pot menjar | nevera de platja sense gel dos dies | la carn crua ha estat calenta a la nevereta | la nevera portàtil ja no fa fred | el gel s’ha fos a la nevera de càmping, llenço la carn o el pollastre',
      es: 'el hielo de la nevera portátil se ha derretido, la carne se puede comer | nevera de playa sin hielo dos días | la carne cruda ha estado caliente en la nevera de camping | la nevera portátil ya no enfría | se derritió el hielo de la nevera de camping, tiro la carne o el pollo',
      en: 'the ice in the cooler melted is the meat still ok | cool box without ice for two days | raw meat got warm in the cooler | the esky is not cold anymore | the ice melted in the cool box with raw chicken, do i throw it out',
    },
    {
      ca: 'Si el gel s’ha fos i la carn, el peix, els làctics o els plats cuinats han estat per sobre de 4-5 °C més de 2 hores, llença’ls, encara que facin bona olor: les bactèries que emmalalteixen no fan olor. El que encara és fred (per sota de 4 °C, amb gel) es pot cuinar de seguida. A la nevera portàtil: molt de gel, la carn crua a baix i ben tancada, i obrir-la poc.',
      es: 'Si el hielo se ha derretido y la carne, el pescado, los lácteos o los platos cocinados han estado por encima de 4-5 °C más de 2 horas, tíralos, aunque huelan bien: las bacterias que enferman no huelen. Lo que aún está frío (por debajo de 4 °C, con hielo) se puede cocinar enseguida. En la nevera portátil: mucho hielo, la carne cruda abajo y bien cerrada, y abrirla poco.',
      en: 'If the ice melted and meat, fish, dairy or cooked food sat above 4-5 °C (40 °F) for more than 2 hours, throw them away, even if they smell fine: the bacteria that make you ill have no smell. What is still cold (below 4 °C, with ice) can be cooked at once. In a cool box: plenty of ice, raw meat sealed at the bottom, and open it rarely.',
    },
  ),
  entry(
    'sg-hot-holding-party',
    'safety',
    FSA_NHS,
    {
      ca: 'com mantinc calent el menjar per a una festa | quantes hores pot estar el menjar en un bufet | mantenir calent un plat per a molta gent | es pot escalfar dues vegades el menjar',
      es: 'cómo mantengo caliente la comida para una fiesta | cuántas horas puede estar la comida en un bufé | mantener caliente un guiso para mucha gente | se puede recalentar dos veces la comida',
      en: 'how to keep food hot for a party | how long can food sit on a buffet | keeping a big pot warm for guests | can you reheat food twice',
    },
    {
      ca: 'Per servir calent: escalfa-ho primer fins a 75 °C (que bulli), i mantén-ho a 63 °C o més (fogó baix, forn a 70-80 °C, olla de cocció lenta en calent, bany maria). Un bufet a temperatura ambient, 2 hores com a màxim; el fred, damunt de gel. No escalfis el menjar més d’un cop: el que sobri al final, llença’l.',
      es: 'Para servir caliente: calienta primero hasta 75 °C (que hierva), y mantenlo a 63 °C o más (fuego bajo, horno a 70-80 °C, olla de cocción lenta en caliente, baño maría). Un bufé a temperatura ambiente, 2 horas como máximo; lo frío, sobre hielo. No recalientes la comida más de una vez: lo que sobre al final, tíralo.',
      en: 'To serve hot: first reheat to 75 °C/165 °F (until boiling), then hold at 63 °C (145 °F) or above (low hob, oven at 70-80 °C, slow cooker on warm, chafing dish). A buffet at room temperature, 2 hours at most; cold food over ice. Do not reheat food more than once: throw away what is left at the end.',
    },
  ),
  entry(
    'sg-opened-can-in-tin',
    'storage',
    FSIS_STORAGE,
    {
      ca: 'es pot guardar una llauna oberta a la nevera | llauna de llegums o de mongetes oberta fa dies | quant dura la llauna oberta de tomàquet | deixar el menjar dins la llauna a la nevera',
      es: 'se puede guardar una lata abierta en la nevera | lata de garbanzos abierta desde hace días | cuánto dura la lata abierta de tomate | dejar la comida dentro de la lata en la nevera',
      en: 'can you keep an opened tin in the fridge | opened can of beans for days | how long does an opened can of tomatoes last | leaving food in the can in the fridge',
    },
    {
      ca: 'Un cop oberta, passa la conserva a un recipient de vidre o plàstic tapat (la llauna oberta pot passar gust i metall a l’aliment, sobretot si és àcid) i a la nevera: llegums, verdures, peix i carn en conserva, 3-4 dies; tomàquet i fruita, 5-7 dies. Si fa més dies, fa mala olor o hi ha floridura, llença-la.',
      es: 'Una vez abierta, pasa la conserva a un recipiente de vidrio o plástico tapado (la lata abierta puede pasar sabor y metal al alimento, sobre todo si es ácido) y a la nevera: legumbres, verduras, pescado y carne en conserva, 3-4 días; tomate y fruta, 5-7 días. Si hace más días, huele mal o hay moho, tírala.',
      en: 'Once opened, move canned food to a covered glass or plastic container (an open tin can give the food a metallic taste, especially acidic food) and refrigerate: beans, vegetables, fish and meat, 3-4 days; tomatoes and fruit, 5-7 days. If it has been longer, it smells off or shows mould, throw it away.',
    },
  ),
  entry(
    'sg-sweets-pastries',
    'storage',
    FOODKEEPER,
    {
      ca: 'quants dies aguanten els panellets | on guardo les galetes casolanes perquè no s’estovin | quant dura un pastís amb crema o nata | com conservo els torrons i la coca',
      es: 'cuántos días aguantan las galletas caseras | dónde guardo los dulces caseros | cuánto dura una tarta con crema o nata | cómo conservo los turrones y el roscón',
      en: 'how long do homemade cookies keep | where to store homemade sweets | how long does a cream cake last | how to store a sponge cake',
    },
    {
      ca: 'Dolços secs (galetes, panellets, carquinyolis, coques, bescuit sense farcir): en una llauna o un pot hermètic en lloc fresc, 3-5 dies els panellets (s’assequen i els pinyons es tornen rancis) i 1-2 setmanes les galetes; es congelen bé 2-3 mesos. Pastissos amb crema, nata, mató o formatge: a la nevera, tapats, 2-3 dies. Torrons, tancats i lluny de la calor.',
      es: 'Dulces secos (galletas, panellets, carquiñoles, bizcocho sin relleno): en una lata o un bote hermético en lugar fresco, 3-5 días los panellets (se secan y los piñones se enrancian) y 1-2 semanas las galletas; se congelan bien 2-3 meses. Tartas con crema, nata, requesón o queso: en la nevera, tapadas, 2-3 días. Turrones, cerrados y lejos del calor.',
      en: 'Dry sweets (cookies, almond marzipan balls, biscotti, plain sponge): in an airtight tin in a cool place, 3-5 days for the marzipan balls (they dry out, pine nuts go rancid) and 1-2 weeks for cookies; they freeze well for 2-3 months. Cakes with custard, cream or cheese: in the fridge, covered, 2-3 days. Nougat, sealed and away from heat.',
    },
  ),
  entry(
    'sg-homemade-sauces',
    'storage',
    FOODKEEPER,
    {
      ca: 'quants dies dura la salsa casolana a la nevera | quant aguanta el pesto casolà | la salsa de tomàquet feta a casa quant dura | el romesco o el guacamole casolà quants dies',
      es: 'cuántos días dura la salsa casera en la nevera | cuánto aguanta el pesto casero | la salsa verde o la salsa de tomate casera cuánto dura en la nevera | el guacamole casero cuántos días',
      en: 'how long does homemade salsa last in the fridge | how long does homemade pesto keep | homemade tomato sauce how many days | how long does guacamole last',
    },
    {
      ca: 'Salses casolanes, en un pot tapat a la nevera: cuinades (tomàquet, salsa verda de tomatillo, romesco) 4-5 dies; crues (pico de gallo, salsa fresca) 2-3 dies; pesto 3-5 dies, cobert d’oli; guacamole 1-2 dies, amb film tocant la superfície; maionesa i allioli casolans, 1-2 dies. Les cuinades i el pesto es congelen bé 3-4 mesos.',
      es: 'Salsas caseras, en un bote tapado en la nevera: cocinadas (tomate, salsa verde de tomatillo, romesco) 4-5 días; crudas (pico de gallo, salsa fresca) 2-3 días; pesto 3-5 días, cubierto de aceite; guacamole 1-2 días, con film tocando la superficie; mayonesa y alioli caseros, 1-2 días. Las cocinadas y el pesto se congelan bien 3-4 meses.',
      en: 'Homemade sauces, in a closed jar in the fridge: cooked ones (tomato sauce, salsa verde, romesco) 4-5 days; raw salsa (pico de gallo) 2-3 days; pesto 3-5 days under a layer of oil; guacamole 1-2 days, with film pressed on the surface; homemade mayonnaise and alioli 1-2 days. Cooked sauces and pesto freeze well for 3-4 months.',
    },
  ),
  entry(
    'sg-cooked-cured-pork',
    'storage',
    FSIS_STORAGE,
    {
      ca: 'quant dura el pernil cuit o l’espatlla cuita a la nevera | puc penjar el lacón cuit al rebost | la carn cuita a la nevera quants dies | costella de porc cuita quant aguanta',
      es: 'cuánto dura el lacón cocido en la nevera | puedo colgar el lacón cocido en la despensa | la carne cocida en la nevera cuántos días | jamón cocido abierto cuánto aguanta',
      en: 'how long does cooked ham keep in the fridge | can i hang cooked ham in the pantry | roast pork how many days in the fridge | how long does gammon last',
    },
    {
      ca: 'La carn cuita (lacón, espatlla o pernil cuit, costella, rostit) dura 3-4 dies a la nevera, tapada o embolicada; per a més temps, congela-la en talls 2-3 mesos. La carn cuita no es penja al rebost: només el pernil i l’embotit curats i sencers aguanten fora de la nevera. El pernil cuit envasat, un cop obert, 3-5 dies.',
      es: 'La carne cocida (lacón, paleta o jamón cocido, costilla, asado) dura 3-4 días en la nevera, tapada o envuelta; para más tiempo, congélala en lonchas 2-3 meses. La carne cocida no se cuelga en la despensa: solo el jamón y los embutidos curados y enteros aguantan fuera de la nevera. El jamón cocido envasado, una vez abierto, 3-5 días.',
      en: 'Cooked meat (cooked ham, gammon, pork shoulder, ribs, a roast) keeps 3-4 days in the fridge, covered or wrapped; for longer, freeze it sliced for 2-3 months. Cooked meat is never hung in a pantry: only whole dry-cured hams and sausages keep out of the fridge. Packaged cooked ham, once opened, 3-5 days.',
    },
  ),
  entry(
    'sg-vinegar-dishes',
    'storage',
    FSIS_LEFTOVERS,
    {
      ca: 'el vinagre conserva el menjar més dies | quant dura un escabetx a la nevera | un plat amb vinagre aguanta una setmana | el pollastre amb vinagre es conserva més',
      es: 'el vinagre conserva la comida más días | cuánto dura un escabeche en la nevera | un plato con vinagre aguanta una semana | el adobo de pollo aguanta más en la nevera',
      en: 'does vinegar make leftovers last longer | how long does chicken adobo keep | can i keep a vinegar stew for a week | does the acid preserve cooked meat',
    },
    {
      ca: 'El vinagre d’un plat ajuda poc: compta-ho com la carn o el peix cuits, 3-4 dies a la nevera, congelat per a més temps i escalfat fins que fumegi. Només un escabetx de veritat (el peix o la carn ben coberts d’un líquid amb molt de vinagre) aguanta 1-2 setmanes a la nevera.',
      es: 'El vinagre de un guiso ayuda poco: cuéntalo como carne o pescado cocinados, 3-4 días en la nevera, congelado para más tiempo y recalentado hasta que humee. Solo un escabeche de verdad (el pescado o la carne bien cubiertos de un líquido con mucho vinagre) aguanta 1-2 semanas en la nevera.',
      en: 'The vinegar in a stew such as adobo helps only a little: treat it as cooked meat or fish, 3-4 days in the fridge, frozen for longer and reheated until steaming. Only a true escabeche (the fish or meat fully covered in a strongly vinegary liquid) keeps 1-2 weeks in the fridge.',
    },
  ),
  entry(
    'sg-fresh-caught-fish',
    'storage',
    FSA_NHS,
    {
      ca: 'com conservo el peix que he pescat | he pescat uns peixos, com els guardo fins a casa | peix fresc acabat de pescar quant dura | netejar el peix abans de guardar-lo',
      es: 'cómo conservo el pescado que he pescado | he pescado unos peces, cómo los guardo hasta casa | pescado recién pescado cuánto dura | limpiar el pescado antes de guardarlo',
      en: 'how to keep fish i caught | i caught some fish how do i keep them until home | how long does freshly caught fish last | should i gut fish before storing',
    },
    {
      ca: 'Peix acabat de pescar: destripa’l i neteja’l aviat, posa’l en molt de gel (o gel i aigua de mar) a 0-4 °C, escorrent l’aigua de fusió, i a casa a la part més freda de la nevera: 1-2 dies, o congela’l (a -20 °C almenys 5 dies si s’ha de menjar cru o poc fet, per l’anisakis). Si el gel s’ha fos i el peix s’ha escalfat, llença’l.',
      es: 'Pescado recién pescado: destrípalo y límpialo pronto, ponlo en mucho hielo (o hielo y agua de mar) a 0-4 °C, escurriendo el agua de deshielo, y en casa en la parte más fría de la nevera: 1-2 días, o congélalo (a -20 °C al menos 5 días si se va a comer crudo o poco hecho, por el anisakis). Si el hielo se derritió y el pescado se calentó, tíralo.',
      en: 'Freshly caught fish: gut and clean it soon, keep it on plenty of ice (or an ice slurry) at 0-4 °C, draining the meltwater, and at home in the coldest part of the fridge: 1-2 days, or freeze it (at -20 °C for at least 5 days if eaten raw or rare, for parasites). If the ice melted and the fish got warm, throw it away.',
    },
  ),
  entry(
    'sg-fridge-vs-freezer-by-family',
    'storage',
    FSIS_STORAGE,
    {
      ca: 'quant dura la carn crua i la cuita a la nevera | taula de dies a la nevera i mesos al congelador | quant temps es pot tenir la carn al congelador | quant dura el menjar cuinat congelat',
      es: 'cuánto dura la carne cruda y la cocinada en la nevera | tabla de días en la nevera y meses en el congelador | cuánto tiempo se puede tener la carne en el congelador | cuánto dura la comida cocinada congelada',
      en: 'how long do raw meat and leftovers last in the fridge | fridge and freezer storage chart | how long can meat stay in the freezer | how long do leftovers last frozen',
    },
    {
      ca: 'Nevera (4 °C): carn picada, aviram i peix crus 1-2 dies; talls de carn crus 3-5 dies; menjar cuinat i sobres 3-4 dies. Congelador (-18 °C, segur indefinidament; aquests temps són de qualitat): carn crua en peces 4-12 mesos, aviram 9-12, carn picada 3-4, peix magre 6, peix blau 2-3, plats cuinats, brous i guisats 2-6 mesos.',
      es: 'Nevera (4 °C): carne picada, aves y pescado crudos 1-2 días; piezas de carne cruda 3-5 días; comida cocinada y sobras 3-4 días. Congelador (-18 °C, seguro indefinidamente; estos tiempos son de calidad): carne cruda en piezas 4-12 meses, aves 9-12, carne picada 3-4, pescado blanco 6, pescado azul 2-3, platos cocinados, caldos y guisos 2-6 meses.',
      en: 'Fridge (40 °F/4 °C): raw mince, poultry and fish 1-2 days; raw steaks, chops and roasts 3-5 days; cooked food and leftovers 3-4 days. Freezer (0 °F/-18 °C, safe indefinitely; these times are for quality): raw joints and steaks 4-12 months, poultry 9-12, mince 3-4, lean fish 6, oily fish 2-3, cooked dishes, stocks and stews 2-6 months.',
    },
  ),
  entry(
    'sg-smell-test',
    'safety',
    FSIS_LEFTOVERS,
    {
      ca: 'si fa bona olor es pot menjar | fa olor bé però ha passat la data | ensumar el menjar per saber si és bo | no fa pudor, el puc menjar',
      es: 'si huele bien se puede comer | huele bien pero ha pasado la fecha | oler la comida para saber si está buena | no huele mal, me lo puedo comer',
      en: 'if it smells fine is it safe to eat | it smells ok but it is past the date | can you tell if food is bad by smell | it does not smell off can i eat it',
    },
    {
      ca: 'L’olor no diu si és segur: les bactèries que fan malbé el menjar (olor, llim) no són les que emmalalteixen (salmonel·la, listèria, E. coli), que no fan olor ni gust. Segueix els temps: 3-4 dies per a les sobres, 2 hores com a màxim fora de la nevera, i la data de caducitat de la carn, el peix i els làctics frescos; en cas de dubte, llença-ho.',
      es: 'El olor no dice si es seguro: las bacterias que estropean la comida (olor, limo) no son las que enferman (salmonela, listeria, E. coli), que no huelen ni saben a nada. Sigue los tiempos: 3-4 días para las sobras, 2 horas como máximo fuera de la nevera, y la fecha de caducidad de la carne, el pescado y los lácteos frescos; ante la duda, tíralo.',
      en: 'Smell does not tell you it is safe: the bacteria that spoil food (smell, slime) are not the ones that make you ill (salmonella, listeria, E. coli), which have no smell or taste. Go by time: 3-4 days for leftovers, 2 hours at most out of the fridge, and the use-by date on meat, fish and fresh dairy; when in doubt, throw it out.',
    },
  ),
  entry(
    'sg-eggs-cracked-past-date',
    'safety',
    ACSA_HOME,
    {
      ca: 'puc fer servir un ou esquerdat | els ous han passat la data de consum preferent | un ou trencat es pot fer servir',
      es: 'puedo usar un huevo roto o agrietado | los huevos han pasado la fecha de consumo preferente | un huevo con la cáscara rota se puede usar',
      en: 'can i use a cracked egg | eggs past their best before date | is an egg with a broken shell safe',
    },
    {
      ca: 'Un ou esquerdat, llença’l o fes-lo servir de seguida ben cuit (mai en salses ni postres crues). Passada la data de consum preferent (28 dies de la posta), encara es poden menjar uns dies ben cuits, no crus.',
      es: 'Un huevo agrietado, tíralo o úsalo enseguida bien cocinado (nunca en salsas ni postres crudos). Pasada la fecha de consumo preferente (28 días desde la puesta), aún se pueden comer unos días bien cocinados, no crudos.',
      en: 'A cracked egg: throw it away or use it at once, fully cooked (never in raw sauces or desserts). Past the best-before date (28 days from laying in the EU), they can still be eaten for a few days fully cooked, not raw.',
    },
  ),
  entry(
    'sg-dishes-that-dont-freeze',
    'storage',
    FSA_NHS,
    {
      ca: 'es pot congelar un plat amb maionesa | congelar una amanida de patata o una ensaladilla | es pot congelar l’alvocat o el guacamole | congelar un plat muntat amb salsa i verdura crua',
      es: 'se puede congelar un plato con mayonesa | congelar una ensaladilla rusa o una causa | se puede congelar el aguacate o la palta | congelar un plato armado con salsa y verdura cruda',
      en: 'can you freeze a dish with mayonnaise | can i freeze potato salad | can avocado be frozen | freezing an assembled dish with raw vegetables',
    },
    {
      ca: 'No és recomanable: la maionesa i l’allioli se separen en descongelar-los, la patata bullida es torna aigualida, l’alvocat s’ennegreix i la verdura crua (enciam, cogombre, tomàquet) queda tova. Una ensaladilla o un plat muntat, guarda’l tapat a la nevera i menja’l en 1-2 dies; si vols congelar, congela les parts per separat (el puré, la carn o el peix) i munta-ho el dia que el serveixis.',
      es: 'No es recomendable: la mayonesa se separa al descongelarla, la patata cocida se vuelve aguada, el aguacate (palta) se ennegrece y la verdura cruda (lechuga, pepino, tomate) queda blanda. Una ensaladilla, una causa o un plato armado, guárdalo tapado en la nevera y cómelo en 1-2 días; si quieres congelar, congela las partes por separado (el puré, la carne o el pescado) y ármalo el día que lo sirvas.',
      en: 'Not recommended: mayonnaise separates once thawed, boiled potato turns watery, avocado blackens and raw vegetables (lettuce, cucumber, tomato) go limp. Keep a potato salad or an assembled dish covered in the fridge and eat it within 1-2 days; to freeze, freeze the parts separately (the mash, the meat or fish) and assemble on the day.',
    },
  ),
  entry(
    'sg-stock-soup-freezer',
    'storage',
    FOODKEEPER,
    {
      ca: 'quant dura el brou casolà al congelador | quant aguanta el caldo a la nevera | congelar brou de pollastre o de peix | brou d’ossos quants mesos congelat',
      es: 'cuánto dura el caldo casero en el congelador | cuánto aguanta el caldo en la nevera | congelar caldo de pollo o de pescado | caldo de huesos cuántos meses congelado',
      en: 'how long does homemade stock last in the freezer | how long does broth keep in the fridge | freezing chicken or fish stock | bone broth how many months frozen',
    },
    {
      ca: 'Brou casolà: refreda’l de pressa (olla en aigua freda), treu el greix si vols, i a la nevera 3-4 dies; congelat en recipients hermètics o glaçoneres, 4-6 mesos (el de peix, 2-3). Abans d’usar-lo, fes-lo bullir. Si ha passat més dies a la nevera, bull-lo de nou 5 minuts per allargar-lo 2-3 dies més, o llença’l.',
      es: 'Caldo casero: enfríalo deprisa (olla en agua fría), quita la grasa si quieres, y en la nevera 3-4 días; congelado en recipientes herméticos o cubiteras, 4-6 meses (el de pescado, 2-3). Antes de usarlo, hazlo hervir. Si lleva más días en la nevera, hiérvelo de nuevo 5 minutos para alargarlo 2-3 días más, o tíralo.',
      en: 'Homemade stock: cool it fast (pot in cold water), skim the fat if you like, and keep it 3-4 days in the fridge; frozen in airtight containers or ice-cube trays, 4-6 months (fish stock 2-3). Bring it to the boil before use. If it has been longer in the fridge, boil it again for 5 minutes to give it 2-3 more days, or throw it away.',
    },
  ),
  entry(
    'sg-reheat-how-hot',
    'safety',
    FSA_NHS,
    {
      ca: 'com escalfo les sobres perquè siguin segures | fins a quina temperatura s’han d’escalfar les restes | escalfar menjar congelat sense descongelar | escalfar les sobres al microones',
      es: 'cómo recaliento las sobras para que sean seguras | a qué temperatura hay que recalentar los restos | recalentar comida congelada sin descongelar | recalentar las sobras en el microondas',
      en: 'how to reheat leftovers safely | what temperature to reheat leftovers to | reheating frozen food without thawing | reheating leftovers in the microwave',
    },
    {
      ca: 'Escalfa les sobres fins que fumegin a tot arreu, 75 °C al centre (les salses i sopes, fins que bullin), remenant a mitja cocció al microones i deixant reposar un minut. Es poden escalfar directament congelades, amb més temps. Escalfa només el que menjaràs i un sol cop; l’arròs, dins d’un dia.',
      es: 'Recalienta las sobras hasta que humeen por todas partes, 75 °C en el centro (salsas y sopas, hasta que hiervan), removiendo a media cocción en el microondas y dejando reposar un minuto. Se pueden recalentar directamente congeladas, con más tiempo. Recalienta solo lo que vayas a comer y una sola vez; el arroz, dentro del día.',
      en: 'Reheat leftovers until steaming hot all the way through, 75 °C/165 °F in the centre (sauces and soups until boiling), stirring halfway in the microwave and letting them stand a minute. They can be reheated straight from frozen, for longer. Reheat only what you will eat, and only once; rice within a day.',
    },
  ),
];
