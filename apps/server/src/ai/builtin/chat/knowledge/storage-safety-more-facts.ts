import {
  CULINARY,
  entry,
  FSIS_LEFTOVERS,
  FSIS_STORAGE,
  FSIS_TEMPERATURES,
  FSIS_THAWING,
  type KnowledgeEntry,
} from './knowledge-entry.ts';

const AESAN = 'AESAN (Agencia Española de Seguridad Alimentaria y Nutrición), consumer food-safety guidance';
const AESAN_ANISAKIS = 'AESAN, "Anisakis" consumer page (heat treatment and home freezing)';
const AESAN_MERCURY = 'AESAN, recommendations on fish consumption because of mercury (2019 update)';
const AESAN_PREGNANCY = 'AESAN, food-safety recommendations during pregnancy (Listeria, Toxoplasma)';
const AESAN_TRICHINELLA =
  'AESAN and Real Federación Española de Caza, leaflet on Trichinella in wild boar for own consumption';
const EGG_SAUCES =
  'Real Decreto 1254/1991 (Spain) on egg-based sauces and AESAN consumer advice on homemade mayonnaise';
const FSA = 'UK Food Standards Agency, "Storing food safely", "Chilling" and "Freezing and defrosting"';
const FSA_COOKING = 'UK Food Standards Agency, "Cooking your food" (burgers, whole cuts, chicken livers)';
const FSA_BEANS =
  'UK Food Standards Agency and US FDA "Bad Bug Book" (phytohaemagglutinin in raw red kidney beans)';
const FSA_FROZEN_VEG =
  'UK Food Standards Agency and EFSA/ECDC (2018 Listeria outbreak linked to frozen vegetables)';
const INFANT_HONEY =
  'UK NHS and Food Standards Agency, and AESAN: no honey for babies under 12 months (botulism)';
const FSIS_DANGER_ZONE = 'USDA FSIS, "Danger Zone (40 °F - 140 °F)" and "Food Safety Basics: Refrigeration"';
const FSIS_FREEZING = 'USDA FSIS, "Freezing and Food Safety"';
const FSIS_OUTAGE = 'USDA FSIS and FoodSafety.gov, "Food Safety During Power Outages"';
const FSIS_MOLDS = 'USDA FSIS, "Molds on Food: Are They Dangerous?"';
const FSIS_MARINATING = 'USDA FSIS, "Marinating Meat and Poultry" (Ask USDA)';
const FSIS_CUTTING_BOARDS = 'USDA FSIS, "Cutting Boards and Food Safety"';
const FSIS_THERMOMETERS = 'USDA FSIS, "Kitchen Thermometers" and the FoodKeeper cooking tips';
const FSIS_SLOW_COOKER = 'USDA FSIS, "Slow Cookers and Food Safety"';
const FSIS_MICROWAVE = 'USDA FSIS, "Cooking with Microwave Ovens" and "Leftovers and Food Safety"';
const FSIS_HAM = 'USDA FSIS, "Ham and Food Safety" and FoodKeeper cooking tips';
const FSIS_EGGS = 'USDA FSIS, "Shell Eggs from Farm to Table"';
const FSIS_OUTDOORS = 'USDA FSIS and FoodSafety.gov, food safety for picnics and summer outdoor eating';
const USDA_CANNING = 'USDA "Complete Guide to Home Canning" (National Center for Home Food Preservation)';
const GARLIC_IN_OIL =
  'Health Canada, "Garlic-in-oil" safety advice, and Penn State Extension, "Preserving Foods in Oil"';
const FDA_FLOUR = 'US FDA, "Handling Flour Safely" and CDC advice on raw dough and batter';
const FDA_PRODUCE = 'US FDA, "Selecting and Serving Produce Safely"; AESAN advice on produce eaten raw';
const FDA_SEAFOOD = 'US FDA, "Fresh and Frozen Seafood: Selecting and Serving It Safely"';
const CDC_HANDS = 'US CDC, "Clean Hands" (handwashing steps, at least 20 seconds)';
const EFSA_POTATOES =
  'EFSA CONTAM Panel opinion on glycoalkaloids in food (2020) and BfR consumer advice on green potatoes';

/**
 * More storage times (fridge, freezer, pantry) by food, food-safety rules and safe internal
 * temperatures: USDA FSIS and FoodKeeper, AESAN, UK FSA and the other bodies named in each source.
 */
export const STORAGE_SAFETY_MORE_FACTS: readonly KnowledgeEntry[] = [
  // ——— Storage: meat, fish and shellfish ———
  entry(
    'ss2-bacon',
    'storage',
    FSIS_STORAGE,
    {
      ca: 'quant dura el bacó a la nevera | quants dies aguanta el bacon obert | es pot congelar el bacó | cansalada fumada nevera quant temps',
      es: 'cuánto dura el bacon en la nevera | cuántos días aguanta el beicon abierto | se puede congelar el bacon | panceta ahumada nevera cuánto tiempo',
      en: 'how long does bacon last in the fridge | opened bacon how many days | can you freeze bacon | how long is bacon good for',
    },
    {
      ca: 'Bacó cru: 7 dies a la nevera (obert o no, si no diu menys l’envàs) i 1 mes al congelador, ben embolicat. El bacó cuit sobrant, 3-4 dies a la nevera.',
      es: 'Bacon crudo: 7 días en la nevera (abierto o no, si el envase no dice menos) y 1 mes en el congelador, bien envuelto. El bacon cocinado que sobra, 3-4 días en la nevera.',
      en: 'Raw bacon: 7 days in the fridge (opened or not, unless the pack says less) and 1 month in the freezer, well wrapped. Leftover cooked bacon keeps 3-4 days in the fridge.',
    },
  ),
  entry(
    'ss2-raw-sausages',
    'storage',
    FSIS_STORAGE,
    {
      ca: 'quant dura la botifarra crua a la nevera | salsitxes fresques quants dies aguanten | es pot congelar la botifarra | xoriço fresc nevera quant temps | frankfurts oberts quant duren',
      es: 'cuánto duran las salchichas frescas en la nevera | butifarra cruda cuántos días aguanta | se pueden congelar las salchichas | chorizo fresco nevera cuánto tiempo | salchichas frankfurt abiertas cuánto duran',
      en: 'how long do raw sausages last in the fridge | fresh sausages how many days | can you freeze raw sausages | fresh chorizo fridge | opened hot dogs how long',
    },
    {
      ca: 'Botifarra crua, salsitxes i xoriço fresc: 1-2 dies a la nevera i 1-2 mesos al congelador. Els frankfurts (ja cuits), 2 setmanes tancats i 1 setmana un cop oberts.',
      es: 'Butifarra cruda, salchichas frescas y chorizo fresco: 1-2 días en la nevera y 1-2 meses en el congelador. Las salchichas tipo frankfurt (ya cocidas), 2 semanas cerradas y 1 semana una vez abiertas.',
      en: 'Raw fresh sausages (including fresh chorizo): 1-2 days in the fridge and 1-2 months in the freezer. Pre-cooked hot dogs: 2 weeks unopened and 1 week once opened.',
    },
  ),
  entry(
    'ss2-offal',
    'storage',
    FSIS_STORAGE,
    {
      ca: 'quant dura el fetge a la nevera | menuts ronyons llengua quants dies | es pot congelar el fetge | fetge de porc cru quant temps aguanta',
      es: 'cuánto dura el hígado en la nevera | casquería riñones lengua cuántos días | se puede congelar el hígado | hígado de cerdo crudo cuánto aguanta',
      en: 'how long does liver last in the fridge | offal kidneys tongue how many days | can you freeze liver | raw liver storage',
    },
    {
      ca: 'Menuts crus (fetge, ronyons, llengua, cor, freixura): 1-2 dies a la nevera i 3-4 mesos al congelador. Són més peribles que la carn en peces: cuina’ls o congela’ls aviat.',
      es: 'Casquería cruda (hígado, riñones, lengua, corazón): 1-2 días en la nevera y 3-4 meses en el congelador. Es más perecedera que la carne en piezas: cocínala o congélala pronto.',
      en: 'Raw offal (liver, kidneys, tongue, heart): 1-2 days in the fridge and 3-4 months in the freezer. It spoils faster than whole cuts, so cook or freeze it soon.',
    },
  ),
  entry(
    'ss2-rabbit',
    'storage',
    FSIS_STORAGE,
    {
      ca: 'quant dura el conill a la nevera | conill cru quants dies aguanta | es pot congelar el conill | conill congelat quant temps',
      es: 'cuánto dura el conejo en la nevera | conejo crudo cuántos días aguanta | se puede congelar el conejo | conejo congelado cuánto tiempo',
      en: 'how long does rabbit last in the fridge | raw rabbit how many days | can you freeze rabbit | frozen rabbit how long',
    },
    {
      ca: 'Conill cru: 2 dies a la nevera i fins a 9 mesos al congelador. Un cop cuit (amb ceba, a la brasa…), 3-4 dies a la nevera.',
      es: 'Conejo crudo: 2 días en la nevera y hasta 9 meses en el congelador. Una vez cocinado (guisado, a la brasa…), 3-4 días en la nevera.',
      en: 'Raw rabbit: 2 days in the fridge and up to 9 months in the freezer. Once cooked, 3-4 days in the fridge.',
    },
  ),
  entry(
    'ss2-cooked-roast-meat',
    'storage',
    FSIS_LEFTOVERS,
    {
      ca: 'quant dura el rostit de porc a la nevera | carn rostida d’ahir quants dies | vedella estofada es pot congelar | fricandó del dia abans quant aguanta | carn cuita nevera',
      es: 'cuánto dura el asado de cerdo en la nevera | carne asada que sobra cuántos días | ternera estofada se puede congelar | carne guisada sobrante cuánto aguanta | carne cocinada cuántos días',
      en: 'how long does leftover roast pork last | cooked beef in the fridge how many days | can you freeze leftover roast | leftover pot roast how long | cooked meat leftovers days',
    },
    {
      ca: 'Carn cuita (rostits, estofats, fricandó, carn a la brasa): 3-4 dies a la nevera i 2-3 mesos al congelador; si la congeles coberta amb el seu suc o brou, aguanta bé fins a 6 mesos. Talla les peces grans perquè es refredin de pressa.',
      es: 'Carne cocinada (asados, estofados, guisos, carne a la brasa): 3-4 días en la nevera y 2-3 meses en el congelador; si la congelas cubierta con su salsa o caldo, aguanta bien hasta 6 meses. Corta las piezas grandes para que se enfríen rápido.',
      en: 'Cooked meat (roasts, stews, braises, grilled meat): 3-4 days in the fridge and 2-3 months in the freezer; frozen covered in its gravy or broth it keeps well up to 6 months. Slice large pieces so they cool quickly.',
    },
  ),
  entry(
    'ss2-marinated-meat',
    'storage',
    FSIS_MARINATING,
    {
      ca: 'quant temps pot estar la carn marinant a la nevera | carn adobada quants dies aguanta | pollastre marinat quant temps | costelles en adob nevera',
      es: 'cuánto tiempo puede estar la carne marinando en la nevera | carne adobada cuántos días aguanta | pollo marinado cuánto tiempo | costillas en adobo nevera',
      en: 'how long can meat marinate in the fridge | marinated chicken how many days | how long can you keep marinated steak | pork in marinade fridge',
    },
    {
      ca: 'A la nevera, el pollastre i la carn a daus poden estar marinant fins a 2 dies; els rostits, costelles i bistecs de vedella, porc o xai, fins a 5 dies. Sempre a la nevera, mai al marbre.',
      es: 'En la nevera, el pollo y la carne en dados pueden marinar hasta 2 días; los asados, chuletas y filetes de ternera, cerdo o cordero, hasta 5 días. Siempre en la nevera, nunca en la encimera.',
      en: 'In the fridge, poultry and cubed meat can marinate up to 2 days; beef, pork, veal and lamb roasts, chops and steaks up to 5 days. Always in the fridge, never on the counter.',
    },
  ),
  entry(
    'ss2-thawed-meat-fridge',
    'storage',
    FSIS_THAWING,
    {
      ca: 'quant dura la carn descongelada a la nevera | un cop descongelat el pollastre quants dies aguanta | carn descongelada quant temps abans de cuinar | peix descongelat quant dura',
      es: 'cuánto dura la carne descongelada en la nevera | una vez descongelado el pollo cuántos días aguanta | carne descongelada cuánto tiempo antes de cocinar | pescado descongelado cuánto dura',
      en: 'how long does thawed meat last in the fridge | thawed chicken how many days | defrosted meat how long before cooking | thawed fish how long',
    },
    {
      ca: 'Descongelat a la nevera: pollastre, carn picada, carn per estofar i peix, 1-2 dies més abans de cuinar-los; rostits, bistecs i costelles, 3-5 dies. El que has descongelat en aigua freda o al microones, cuina’l de seguida.',
      es: 'Descongelado en la nevera: pollo, carne picada, carne para guisar y pescado, 1-2 días más antes de cocinarlos; asados, filetes y chuletas, 3-5 días. Lo descongelado en agua fría o en el microondas, cocínalo enseguida.',
      en: 'Thawed in the fridge: poultry, minced meat, stewing meat and fish keep 1-2 more days before cooking; roasts, steaks and chops 3-5 days. Anything thawed in cold water or the microwave should be cooked right away.',
    },
  ),
  entry(
    'ss2-raw-shellfish',
    'storage',
    FSIS_STORAGE,
    {
      ca: 'quant duren les gambes crues a la nevera | calamars frescos quants dies aguanten | es pot congelar la sípia | llagostins crus nevera | pop fresc quant dura',
      es: 'cuánto duran las gambas crudas en la nevera | calamares frescos cuántos días aguantan | se puede congelar la sepia | langostinos crudos nevera | pulpo fresco cuánto dura',
      en: 'how long do raw prawns last in the fridge | fresh squid how many days | can you freeze raw shrimp | raw king prawns fridge | fresh octopus how long',
    },
    {
      ca: 'Gambes, llagostins, calamars, sípia i pop frescos: 1-2 dies a la nevera, ben freds. Congelats, 3-6 mesos per a la millor qualitat.',
      es: 'Gambas, langostinos, calamares, sepia y pulpo frescos: 1-2 días en la nevera, bien fríos. Congelados, 3-6 meses para la mejor calidad.',
      en: 'Fresh raw prawns/shrimp, squid, cuttlefish and octopus: 1-2 days in the fridge, kept very cold. Frozen, 3-6 months for best quality.',
    },
  ),
  entry(
    'ss2-live-mussels-clams',
    'storage',
    FDA_SEAFOOD,
    {
      ca: 'com es guarden els musclos vius | quant duren les cloïsses a la nevera | musclos frescos quants dies aguanten | guardar escopinyes a la nevera amb aigua',
      es: 'cómo se guardan los mejillones vivos | cuánto duran las almejas en la nevera | mejillones frescos cuántos días aguantan | guardar berberechos en la nevera con agua',
      en: 'how to store live mussels | how long do clams last in the fridge | fresh mussels how many days | store clams in water in the fridge',
    },
    {
      ca: 'Musclos, cloïsses i escopinyes vius: 1-2 dies a la nevera, en un recipient obert tapat amb un drap humit. No els posis en aigua ni en una bossa tancada, que s’ofeguen.',
      es: 'Mejillones, almejas y berberechos vivos: 1-2 días en la nevera, en un recipiente abierto tapado con un paño húmedo. No los pongas en agua ni en una bolsa cerrada, que se ahogan.',
      en: 'Live mussels and clams: 1-2 days in the fridge, in an open container covered with a damp cloth. Do not keep them in water or in a sealed bag, or they suffocate.',
    },
  ),
  entry(
    'ss2-cooked-shellfish',
    'storage',
    FSIS_STORAGE,
    {
      ca: 'quant duren les gambes cuites a la nevera | marisc bullit quants dies aguanta | es pot congelar el marisc cuit | musclos cuinats sobrants quant temps',
      es: 'cuánto duran las gambas cocidas en la nevera | marisco cocido cuántos días aguanta | se puede congelar el marisco cocido | mejillones cocinados que sobran cuánto tiempo',
      en: 'how long do cooked prawns last in the fridge | cooked shellfish how many days | can you freeze cooked shrimp | leftover cooked mussels how long',
    },
    {
      ca: 'Marisc cuit (gambes, llagostins, musclos, cloïsses): 3-4 dies a la nevera i 1-3 mesos al congelador. Els musclos i cloïsses, millor sense closca si els congeles.',
      es: 'Marisco cocido (gambas, langostinos, mejillones, almejas): 3-4 días en la nevera y 1-3 meses en el congelador. Los mejillones y almejas, mejor sin concha si los congelas.',
      en: 'Cooked shellfish (prawns, mussels, clams): 3-4 days in the fridge and 1-3 months in the freezer. Take mussels and clams out of their shells before freezing.',
    },
  ),
  entry(
    'ss2-smoked-salmon',
    'storage',
    FSIS_STORAGE,
    {
      ca: 'quant dura el salmó fumat a la nevera | salmó fumat obert quants dies | es pot congelar el salmó fumat | bacallà fumat envasat quant temps',
      es: 'cuánto dura el salmón ahumado en la nevera | salmón ahumado abierto cuántos días | se puede congelar el salmón ahumado | pescado ahumado envasado cuánto tiempo',
      en: 'how long does smoked salmon last in the fridge | opened smoked salmon how many days | can you freeze smoked salmon | vacuum packed smoked fish how long',
    },
    {
      ca: 'Peix fumat envasat al buit: fins a la data de l’envàs (unes 2 setmanes) a la nevera, i 2 mesos al congelador. Un cop obert, tapa’l bé i menja’l en pocs dies, seguint l’etiqueta.',
      es: 'Pescado ahumado envasado al vacío: hasta la fecha del envase (unas 2 semanas) en la nevera, y 2 meses en el congelador. Una vez abierto, tápalo bien y cómelo en pocos días, siguiendo la etiqueta.',
      en: 'Vacuum-packed smoked fish: up to the date on the pack (about 2 weeks) in the fridge, and 2 months in the freezer. Once opened, wrap it well and eat it within a few days, as the label says.',
    },
  ),
  entry(
    'ss2-opened-canned-fish',
    'storage',
    FSIS_STORAGE,
    {
      ca: 'quant dura la tonyina de llauna oberta | llauna de sardines oberta a la nevera | anxoves obertes quants dies | es pot guardar la tonyina a la llauna',
      es: 'cuánto dura el atún de lata abierto | lata de sardinas abierta en la nevera | anchoas abiertas cuántos días | se puede guardar el atún en la lata',
      en: 'how long does opened canned tuna last | opened tin of sardines fridge | opened anchovies how many days | can I keep tuna in the open can',
    },
    {
      ca: 'Tonyina, sardines o anxoves de llauna obertes: 3-4 dies a la nevera, passades a un recipient de vidre o plàstic tapat (no a la llauna). Fora de la llauna es poden congelar 2 mesos.',
      es: 'Atún, sardinas o anchoas de lata abiertas: 3-4 días en la nevera, pasadas a un recipiente de vidrio o plástico tapado (no en la lata). Fuera de la lata se pueden congelar 2 meses.',
      en: 'Opened canned tuna, sardines or anchovies: 3-4 days in the fridge, moved to a covered glass or plastic container (not the open can). Out of the can they freeze for 2 months.',
    },
  ),
  // ——— Storage: eggs and dairy ———
  entry(
    'ss2-raw-yolks-whites',
    'storage',
    FSIS_STORAGE,
    {
      ca: 'clares crues que m’han quedat quants dies aguanten | rovells crus guardats d’un dia per l’altre | on guardo les clares que no he fet servir | rovells crus quant temps',
      es: 'claras crudas que me han quedado cuántos días aguantan | yemas crudas guardadas de un día para otro | dónde guardo las claras que no he usado | yemas crudas cuánto tiempo',
      en: 'spare raw egg whites how many days | keeping separated yolks until tomorrow | where to keep unused egg whites | raw yolks how long',
    },
    {
      ca: 'Clares o rovells crus separats: 2-4 dies a la nevera, en un pot tapat (els rovells, coberts amb una mica d’aigua perquè no facin crosta).',
      es: 'Claras o yemas crudas separadas: 2-4 días en la nevera, en un bote tapado (las yemas, cubiertas con un poco de agua para que no hagan costra).',
      en: 'Separated raw egg whites or yolks: 2-4 days in the fridge in a covered jar (cover yolks with a little water so they do not form a skin).',
    },
  ),
  entry(
    'ss2-eggs-where',
    'storage',
    FSIS_EGGS,
    {
      ca: 'on es guarden els ous a la nevera | cal rentar els ous abans de guardar-los | ous a la porta de la nevera | els ous fora de la nevera',
      es: 'dónde se guardan los huevos en la nevera | hay que lavar los huevos antes de guardarlos | huevos en la puerta de la nevera | los huevos fuera de la nevera',
      en: 'where to store eggs in the fridge | should I wash eggs before storing them | eggs in the fridge door | can eggs be kept out of the fridge',
    },
    {
      ca: 'Guarda els ous a la nevera, dins el seu envàs i en un prestatge de dins, no a la porta, on la temperatura puja cada cop que obres. No els rentis abans de guardar-los: treus la capa protectora de la closca; si cal, renta’ls just abans de fer-los servir.',
      es: 'Guarda los huevos en la nevera, en su envase y en un estante interior, no en la puerta, donde la temperatura sube cada vez que abres. No los laves antes de guardarlos: quitas la capa protectora de la cáscara; si hace falta, lávalos justo antes de usarlos.',
      en: 'Keep eggs in the fridge, in their carton, on an inside shelf rather than the door, which warms up every time it opens. Do not wash them before storing: that removes the shell’s protective layer; if needed, wash them just before use.',
    },
  ),
  entry(
    'ss2-yogurt',
    'storage',
    FSIS_STORAGE,
    {
      ca: 'quant dura el iogurt a la nevera | iogurt caducat es pot menjar | es pot congelar el iogurt | iogurt obert quants dies',
      es: 'cuánto dura el yogur en la nevera | yogur caducado se puede comer | se puede congelar el yogur | yogur abierto cuántos días',
      en: 'how long does yogurt last in the fridge | is expired yogurt ok | can you freeze yogurt | opened yoghurt how many days',
    },
    {
      ca: 'Iogurt: 1-2 setmanes a la nevera des que el compres (la data del iogurt és de consum preferent); obert, tapa’l i acaba’l en pocs dies. Es pot congelar 1-2 mesos, però queda més granulós: millor per a batuts o pastissos.',
      es: 'Yogur: 1-2 semanas en la nevera desde que lo compras (la fecha del yogur es de consumo preferente); abierto, tápalo y termínalo en pocos días. Se puede congelar 1-2 meses, pero queda más granuloso: mejor para batidos o bizcochos.',
      en: 'Yogurt: 1-2 weeks in the fridge from purchase; once opened, cover it and finish it within a few days. It freezes for 1-2 months but turns grainy, so use it in smoothies or baking.',
    },
  ),
  entry(
    'ss2-cream-cheese-ricotta',
    'storage',
    FSIS_STORAGE,
    {
      ca: 'formatge d’untar obert quants dies | mató obert quants dies aguanta | ricotta oberta a la nevera | formatge tipus philadelphia obert',
      es: 'queso crema abierto cuántos días | requesón abierto cuántos días aguanta | ricotta abierta en la nevera | queso de untar tipo philadelphia',
      en: 'cream cheese after opening | opened ricotta shelf life | cottage cheese in the fridge | philadelphia spread once opened',
    },
    {
      ca: 'Formatge d’untar (tipus crema): unes 2 setmanes a la nevera. Ricotta, mató, requesó o cottage oberts: 1 setmana, ben tapats; el mató i el requesó frescos, millor en 2-3 dies.',
      es: 'Queso crema o de untar: unas 2 semanas en la nevera. Ricotta, requesón o cottage abiertos: 1 semana, bien tapados.',
      en: 'Cream cheese: about 2 weeks in the fridge. Opened ricotta or cottage cheese: 1 week, well covered.',
    },
  ),
  entry(
    'ss2-grated-cheese',
    'storage',
    FSIS_STORAGE,
    {
      ca: 'quant dura el formatge ratllat obert | bossa de formatge ratllat a la nevera | es pot congelar el formatge ratllat | parmesà ratllat quant temps',
      es: 'cuánto dura el queso rallado abierto | bolsa de queso rallado en la nevera | se puede congelar el queso rallado | parmesano rallado cuánto tiempo',
      en: 'how long does shredded cheese last | opened bag of grated cheese fridge | can you freeze grated cheese | grated parmesan how long',
    },
    {
      ca: 'Formatge ratllat tou (mozzarella, emmental, cheddar): 1 mes a la nevera i 3-4 mesos congelat, es fon igual de bé. El parmesà ratllat sec aguanta fins a 12 mesos a la nevera.',
      es: 'Queso rallado blando (mozzarella, emmental, cheddar): 1 mes en la nevera y 3-4 meses congelado; se funde igual de bien. El parmesano rallado seco aguanta hasta 12 meses en la nevera.',
      en: 'Shredded cheese (mozzarella, cheddar, Swiss): 1 month in the fridge and 3-4 months frozen; it melts just as well. Dry grated parmesan keeps up to 12 months in the fridge.',
    },
  ),
  entry(
    'ss2-butter-counter',
    'storage',
    FSIS_STORAGE,
    {
      ca: 'es pot deixar la mantega fora de la nevera | mantega a temperatura ambient quants dies | mantega tova fora de la nevera',
      es: 'se puede dejar la mantequilla fuera de la nevera | mantequilla a temperatura ambiente cuántos días | mantequilla blanda fuera de la nevera',
      en: 'can butter be left out of the fridge | is butter safe at room temperature | keeping butter on the counter overnight',
    },
    {
      ca: 'Sí, però poc: la mantega pot estar 1-2 dies a temperatura ambient, tapada i lluny de la calor; la resta, a la nevera (1-2 mesos) o al congelador (6-9 mesos). A l’estiu, o si fa olor de ranci, guarda-la al fred.',
      es: 'Sí, pero poco: la mantequilla puede estar 1-2 días a temperatura ambiente, tapada y lejos del calor; el resto, en la nevera (1-2 meses) o en el congelador (6-9 meses). En verano, o si huele a rancio, guárdala en frío.',
      en: 'Yes, briefly: butter can sit at room temperature for 1-2 days, covered and away from heat; keep the rest in the fridge (1-2 months) or freezer (6-9 months). In hot weather, or if it smells rancid, keep it cold.',
    },
  ),
  entry(
    'ss2-whipped-cream',
    'storage',
    FSIS_STORAGE,
    {
      ca: 'quant dura la nata muntada a la nevera | crema chantilly d’un dia per l’altre | es pot congelar la chantilly',
      es: 'cuánto dura la nata montada en la nevera | crema chantilly de un día para otro | se puede congelar la chantilly',
      en: 'how long does whipped cream keep in the fridge | chantilly cream made the day before | can you freeze chantilly',
    },
    {
      ca: 'Nata muntada amb sucre casolana: 1 dia a la nevera, tapada (es va desmuntant). Congelada en cullerades sobre paper de forn, 1-2 mesos.',
      es: 'Nata montada casera con azúcar: 1 día en la nevera, tapada (se va bajando). Congelada en cucharadas sobre papel de horno, 1-2 meses.',
      en: 'Homemade sweetened whipped cream: 1 day in the fridge, covered (it slowly deflates). Frozen in dollops on baking paper, 1-2 months.',
    },
  ),
  entry(
    'ss2-uht-milk',
    'storage',
    FSIS_STORAGE,
    {
      ca: 'la llet de brik sense obrir ha d’anar a la nevera | llet UHT oberta quants dies | brik de llet UHT al rebost | llet uht fora de la nevera',
      es: 'la leche de brik sin abrir tiene que ir a la nevera | leche UHT abierta cuántos días | brik de leche UHT en la despensa | leche uht fuera de la nevera',
      en: 'does unopened UHT milk need the fridge | UHT milk after opening days | shelf stable milk carton in the cupboard | long life milk out of the fridge',
    },
    {
      ca: 'La llet UHT de brik tancada aguanta 6-12 mesos al rebost, fora de la nevera. Un cop oberta, a la nevera i 5-7 dies.',
      es: 'La leche UHT de brik cerrada aguanta 6-12 meses en la despensa, fuera de la nevera. Una vez abierta, a la nevera y 5-7 días.',
      en: 'Unopened UHT (long-life) milk keeps 6-12 months in the cupboard, out of the fridge. Once opened, refrigerate it and use within 5-7 days.',
    },
  ),
  entry(
    'ss2-plant-milk',
    'storage',
    FSIS_STORAGE,
    {
      ca: 'quant dura la beguda de civada oberta | llet de soja oberta quants dies | beguda d’ametlla a la nevera | beguda vegetal oberta quant temps',
      es: 'cuánto dura la bebida de avena abierta | leche de soja abierta cuántos días | bebida de almendra en la nevera | bebida vegetal abierta cuánto tiempo',
      en: 'oat milk after opening days | opened soy milk how many days | almond milk fridge | plant based drink once opened',
    },
    {
      ca: 'Begudes vegetals (soja, civada, ametlla, arròs) obertes: 7-10 dies a la nevera. Tancades, les de brik aguanten al rebost fins a la data.',
      es: 'Bebidas vegetales (soja, avena, almendra, arroz) abiertas: 7-10 días en la nevera. Cerradas, las de brik aguantan en la despensa hasta la fecha.',
      en: 'Opened plant milks (soy, oat, almond, rice): 7-10 days in the fridge. Unopened shelf-stable cartons keep in the cupboard until their date.',
    },
  ),
  entry(
    'ss2-custards',
    'storage',
    FSIS_STORAGE,
    {
      ca: 'quant dura la crema catalana a la nevera | flam casolà quants dies aguanta | natilles casolanes quant duren | crema pastissera nevera',
      es: 'cuánto dura la crema catalana en la nevera | flan casero cuántos días aguanta | natillas caseras cuánto duran | crema pastelera nevera',
      en: 'how long does homemade custard last | crème caramel flan how many days | crema catalana fridge | homemade pastry cream days',
    },
    {
      ca: 'Flam, natilles, crema catalana i crema pastissera casolanes: 3-4 dies a la nevera, tapats (són plats d’ou). Refreda’ls de pressa i no els deixis fora més de 2 hores.',
      es: 'Flan, natillas, crema catalana y crema pastelera caseras: 3-4 días en la nevera, tapados (son platos de huevo). Enfríalos rápido y no los dejes fuera más de 2 horas.',
      en: 'Homemade flan, custard, crema catalana and pastry cream: 3-4 days in the fridge, covered (they are egg dishes). Cool them quickly and never leave them out more than 2 hours.',
    },
  ),
  // ——— Storage: baking, pasta and the pantry ———
  entry(
    'ss2-sponge-cakes-muffins',
    'storage',
    FSIS_STORAGE,
    {
      ca: 'quant dura el pa de pessic casolà | magdalenes casolanes quants dies aguanten | coca de llardons quant dura | es pot congelar el pa de pessic | on guardo les magdalenes',
      es: 'cuánto dura un bizcocho casero | magdalenas caseras cuántos días aguantan | se puede congelar un bizcocho | dónde guardo las magdalenas | bizcocho en la nevera',
      en: 'how long does homemade cake last | homemade muffins how many days | can you freeze sponge cake | should cake go in the fridge | how to store muffins',
    },
    {
      ca: 'Pa de pessic, coques i magdalenes casolanes sense farciment: 3-7 dies a temperatura ambient, en una capsa o ben tapats; la nevera els asseca. Congelats, 2-3 mesos.',
      es: 'Bizcochos y magdalenas caseras sin relleno: 3-7 días a temperatura ambiente, en una caja o bien tapados; la nevera los seca. Congelados, 2-3 meses.',
      en: 'Plain homemade sponge cakes and muffins: 3-7 days at room temperature in a tin or well covered; the fridge dries them out. Frozen, 2-3 months.',
    },
  ),
  entry(
    'ss2-cream-cakes',
    'storage',
    FSIS_STORAGE,
    {
      ca: 'quant dura un pastís de nata a la nevera | braç de gitano de crema quants dies | lioneses quant duren | pastís de formatge a la nevera quant temps',
      es: 'cuánto dura una tarta de nata en la nevera | brazo de gitano de crema cuántos días | petisús cuánto duran | tarta de queso en la nevera cuánto tiempo',
      en: 'how long does a cream cake last in the fridge | custard filled pastries how many days | eclairs how long | cheesecake in the fridge how long',
    },
    {
      ca: 'Sempre a la nevera: lioneses i dolços farcits de nata o crema, 2-3 dies; pastissos de crema, 3-4 dies; pastís de formatge, 5-7 dies. No els deixis més de 2 hores a temperatura ambient.',
      es: 'Siempre en la nevera: petisús y dulces rellenos de nata o crema, 2-3 días; tartas de crema, 3-4 días; tarta de queso, 5-7 días. No los dejes más de 2 horas a temperatura ambiente.',
      en: 'Always in the fridge: cream- or custard-filled pastries and eclairs, 2-3 days; cream pies, 3-4 days; cheesecake, 5-7 days. Do not leave them out more than 2 hours.',
    },
  ),
  entry(
    'ss2-fresh-pasta',
    'storage',
    FSIS_STORAGE,
    {
      ca: 'quant dura la pasta fresca a la nevera | pasta fresca casolana quants dies | es pot congelar la pasta fresca | raviolis frescos quant temps',
      es: 'cuánto dura la pasta fresca en la nevera | pasta fresca casera cuántos días | se puede congelar la pasta fresca | raviolis frescos cuánto tiempo',
      en: 'how long does fresh pasta last in the fridge | homemade fresh pasta how many days | can you freeze fresh pasta | fresh ravioli how long',
    },
    {
      ca: 'Pasta fresca crua (casolana o oberta): 1-2 dies a la nevera; la comprada tancada, fins a la data de l’envàs. Es congela bé 2 mesos i es cou directament congelada, sense descongelar.',
      es: 'Pasta fresca cruda (casera o abierta): 1-2 días en la nevera; la comprada cerrada, hasta la fecha del envase. Se congela bien 2 meses y se cuece directamente congelada, sin descongelar.',
      en: 'Raw fresh pasta (homemade or opened): 1-2 days in the fridge; sealed shop-bought, until its date. It freezes well for 2 months and cooks straight from frozen.',
    },
  ),
  entry(
    'ss2-dry-pantry-staples',
    'storage',
    FSIS_STORAGE,
    {
      ca: 'quant dura la pasta seca oberta | l’arròs es fa malbé | llenties seques quant temps aguanten | cigrons secs caducats | llegums secs al rebost quant duren',
      es: 'cuánto dura la pasta seca abierta | el arroz se estropea | lentejas secas cuánto tiempo aguantan | garbanzos secos caducados | legumbres secas en la despensa cuánto duran',
      en: 'how long does dry pasta last once opened | does rice go bad | how long do dried lentils keep | dried chickpeas past date | dried beans shelf life',
    },
    {
      ca: 'Al rebost, en un pot tancat: pasta seca, 2 anys tancada i 1 any oberta; arròs blanc, 2 anys (l’integral, 1); llegums secs, 1-2 anys (les llenties, 1). Amb els anys no es fan perillosos, però els llegums vells triguen més a coure’s.',
      es: 'En la despensa, en un bote cerrado: pasta seca, 2 años cerrada y 1 año abierta; arroz blanco, 2 años (el integral, 1); legumbres secas, 1-2 años (las lentejas, 1). Con los años no se vuelven peligrosas, pero las legumbres viejas tardan más en cocerse.',
      en: 'In the pantry, in a closed jar: dry pasta 2 years unopened and 1 year opened; white rice 2 years (brown rice 1); dried beans 1-2 years (lentils 1). They do not become unsafe, but old beans take longer to cook.',
    },
  ),
  entry(
    'ss2-flour',
    'storage',
    FSIS_STORAGE,
    {
      ca: 'quant dura la farina oberta | la farina caduca | farina integral on es guarda | es pot guardar la farina a la nevera | farina amb corcs',
      es: 'cuánto dura la harina abierta | la harina caduca | harina integral dónde se guarda | se puede guardar la harina en la nevera | harina con bichos',
      en: 'how long does flour last once opened | does flour expire | how to store whole wheat flour | can you keep flour in the fridge | bugs in flour',
    },
    {
      ca: 'Farina blanca: 6-12 mesos tancada al rebost i 6-8 mesos oberta, en un pot hermètic (a la nevera, 1 any). La integral es torna rància abans: 3-6 mesos al rebost o 6-8 a la nevera. Si té olor de ranci o bestioles, llença-la.',
      es: 'Harina blanca: 6-12 meses cerrada en la despensa y 6-8 meses abierta, en un bote hermético (en la nevera, 1 año). La integral se enrancia antes: 3-6 meses en la despensa o 6-8 en la nevera. Si huele a rancio o tiene bichos, tírala.',
      en: 'White flour: 6-12 months unopened in the pantry and 6-8 months opened, in an airtight jar (1 year in the fridge). Whole wheat goes rancid sooner: 3-6 months in the pantry or 6-8 in the fridge. Throw it out if it smells rancid or has bugs.',
    },
  ),
  entry(
    'ss2-oil',
    'storage',
    FSIS_STORAGE,
    {
      ca: 'quant dura l’oli d’oliva obert | l’oli es fa malbé | on es guarda l’oli | oli de gira-sol obert quant temps | oli ranci',
      es: 'cuánto dura el aceite de oliva abierto | el aceite se estropea | dónde se guarda el aceite | aceite de girasol abierto cuánto tiempo | aceite rancio',
      en: 'how long does olive oil last once opened | does cooking oil go bad | where to store olive oil | opened sunflower oil how long | rancid oil',
    },
    {
      ca: 'Oli d’oliva o de gira-sol: 6-12 mesos tancat i 3-5 mesos obert, ben tapat, en un lloc fosc i lluny del foc. No es fa perillós, però es torna ranci (olor de cera o de fruits secs vells).',
      es: 'Aceite de oliva o de girasol: 6-12 meses cerrado y 3-5 meses abierto, bien tapado, en un lugar oscuro y lejos del fuego. No se vuelve peligroso, pero se enrancia (olor a cera o a frutos secos viejos).',
      en: 'Olive or sunflower oil: 6-12 months unopened and 3-5 months opened, tightly closed, in a dark place away from the stove. It does not become unsafe, but it turns rancid (a waxy, stale-nut smell).',
    },
  ),
  entry(
    'ss2-used-frying-oil',
    'storage',
    FSIS_STORAGE,
    {
      ca: 'quant dura l’oli de fregir colat | oli de la fregidora quant temps el puc tenir | oli de fregir usat a la nevera | reaprofitar l’oli de fregir quant temps',
      es: 'cuánto dura el aceite de freír colado | aceite de la freidora cuánto tiempo lo puedo tener | aceite de freír usado en la nevera | reaprovechar el aceite de freír cuánto tiempo',
      en: 'how to store used frying oil | how long does strained frying oil keep | deep fryer oil how long can I keep it | store used oil in the fridge',
    },
    {
      ca: 'Oli de fregir usat: cola’l quan sigui fred, guarda’l tapat i fes-lo servir en 1 mes (a la nevera) o congela’l fins a 6-9 mesos. Llença’l si fa escuma, és fosc i espès o fa olor de ranci.',
      es: 'Aceite de freír usado: cuélalo cuando esté frío, guárdalo tapado y úsalo en 1 mes (en la nevera) o congélalo hasta 6-9 meses. Tíralo si hace espuma, está oscuro y espeso o huele a rancio.',
      en: 'Used frying oil: strain it once cool, keep it covered and use it within 1 month (in the fridge), or freeze it for 6-9 months. Discard it if it foams, is dark and thick, or smells rancid.',
    },
  ),
  entry(
    'ss2-spices',
    'storage',
    FSIS_STORAGE,
    {
      ca: 'les espècies caduquen | quant duren les espècies mòltes | pebre vermell caducat es pot fer servir | herbes seques quant temps',
      es: 'las especias caducan | cuánto duran las especias molidas | pimentón caducado se puede usar | hierbas secas cuánto tiempo',
      en: 'do spices expire | how long do ground spices last | can I use old paprika | dried herbs shelf life',
    },
    {
      ca: 'Espècies mòltes: 2-3 anys; senceres (grans de pebre, clau, nou moscada), 3-4 anys; herbes seques, 1-2 anys. No es fan perilloses, però perden aroma: guarda-les tancades, lluny de la llum i del vapor dels fogons.',
      es: 'Especias molidas: 2-3 años; enteras (pimienta en grano, clavo, nuez moscada), 3-4 años; hierbas secas, 1-2 años. No se vuelven peligrosas, pero pierden aroma: guárdalas cerradas, lejos de la luz y del vapor de los fogones.',
      en: 'Ground spices: 2-3 years; whole spices (peppercorns, cloves, nutmeg), 3-4 years; dried herbs, 1-2 years. They do not become unsafe but lose aroma, so keep them closed, away from light and stove steam.',
    },
  ),
  entry(
    'ss2-nuts',
    'storage',
    FSIS_STORAGE,
    {
      ca: 'quant duren les nous pelades | ametlles al rebost quant temps | els pinyons es tornen rancis | es poden congelar els fruits secs | on guardo els fruits secs',
      es: 'cuánto duran las nueces peladas | almendras en la despensa cuánto tiempo | los piñones se ponen rancios | se pueden congelar los frutos secos | dónde guardo los frutos secos',
      en: 'how long do shelled walnuts last | almonds in the pantry how long | do pine nuts go rancid | can you freeze nuts | best way to store nuts',
    },
    {
      ca: 'Al rebost es tornen rancis aviat: nous i pinyons, 2-4 setmanes; ametlles pelades, 4 mesos. A la nevera, en un pot tancat, duren molt més (nous 9-12 mesos, ametlles 8, pinyons 3) i al congelador, encara més.',
      es: 'En la despensa se enrancian pronto: nueces y piñones, 2-4 semanas; almendras peladas, 4 meses. En la nevera, en un bote cerrado, duran mucho más (nueces 9-12 meses, almendras 8, piñones 3) y en el congelador, aún más.',
      en: 'In the pantry they go rancid fast: walnuts and pine nuts 2-4 weeks, shelled almonds 4 months. In a closed jar in the fridge they last much longer (walnuts 9-12 months, almonds 8, pine nuts 3), and longer still frozen.',
    },
  ),
  entry(
    'ss2-sugar-honey-salt-vinegar',
    'storage',
    FSIS_STORAGE,
    {
      ca: 'la mel caduca | el sucre es fa malbé | el vinagre caduca | la mel s’ha cristal·litzat | quant dura la sal | la sal caduca',
      es: 'la miel caduca | el azúcar se estropea | el vinagre caduca | la miel se ha cristalizado | cuánto dura la sal',
      en: 'does honey expire | does sugar go bad | does vinegar expire | my honey crystallised | does salt go off',
    },
    {
      ca: 'El sucre i la sal no es fan malbé (el sucre, millor abans de 2 anys d’obert); la mel i el vinagre, uns 2 anys al rebost per a la millor qualitat. La mel cristal·litzada és normal: escalfa-la al bany maria.',
      es: 'El azúcar y la sal no se estropean (el azúcar, mejor antes de 2 años de abierto); la miel y el vinagre, unos 2 años en la despensa para la mejor calidad. La miel cristalizada es normal: caliéntala al baño maría.',
      en: 'Sugar and salt do not spoil (sugar is best within 2 years of opening); honey and vinegar keep about 2 years in the pantry for best quality. Crystallised honey is normal: warm it gently in a water bath.',
    },
  ),
  entry(
    'ss2-jam-opened',
    'storage',
    FSIS_STORAGE,
    {
      ca: 'quant dura la melmelada oberta | melmelada a la nevera o fora | confitura oberta quants mesos | melmelada casolana oberta',
      es: 'cuánto dura la mermelada abierta | mermelada en la nevera o fuera | confitura abierta cuántos meses | mermelada casera abierta',
      en: 'how long does jam last once opened | does jam need to be refrigerated | opened jam how many months | homemade jam after opening',
    },
    {
      ca: 'Melmelada tancada: 6-18 mesos al rebost. Oberta, a la nevera i 6-12 mesos; les casolanes o amb poc sucre, menys. Fes-la servir amb una cullera neta.',
      es: 'Mermelada cerrada: 6-18 meses en la despensa. Abierta, en la nevera y 6-12 meses; las caseras o con poco azúcar, menos. Sírvela con una cuchara limpia.',
      en: 'Unopened jam: 6-18 months in the pantry. Once opened, refrigerate it and use within 6-12 months; homemade or low-sugar jams keep less. Always use a clean spoon.',
    },
  ),
  entry(
    'ss2-opened-tins',
    'storage',
    FSIS_STORAGE,
    {
      ca: 'quant dura una llauna oberta de blat de moro | pèsols de llauna oberts quants dies | fruita en almívar oberta quants dies | es pot guardar menjar a la llauna oberta',
      es: 'cuánto dura una lata abierta de maíz | guisantes de lata abiertos nevera | fruta en almíbar abierta cuántos días | se puede guardar comida en la lata abierta',
      en: 'how long does an opened can of sweetcorn last | opened tin of peas fridge | opened canned fruit how many days | can you store food in an open tin',
    },
    {
      ca: 'Conserves obertes poc àcides (blat de moro, pèsols, mongetes, carn, sopes): 3-4 dies a la nevera; àcides (fruita en almívar, tomàquet, escabetxos): 5-7 dies. Passa-les sempre a un recipient tapat: a la llauna oberta el metall dona gust i s’hi poden desprendre substàncies.',
      es: 'Conservas abiertas poco ácidas (maíz, guisantes, alubias, carne, sopas): 3-4 días en la nevera; ácidas (fruta en almíbar, tomate, escabeches): 5-7 días. Pásalas siempre a un recipiente tapado: en la lata abierta el metal da sabor y pueden desprenderse sustancias.',
      en: 'Opened low-acid canned food (sweetcorn, peas, beans, meat, soup): 3-4 days in the fridge; high-acid (fruit in syrup, tomatoes, pickled foods): 5-7 days. Always move it to a covered container: in an open can the metal taints the food.',
    },
  ),
  entry(
    'ss2-tomato-paste',
    'storage',
    FSIS_STORAGE,
    {
      ca: 'quant dura el tomàquet concentrat obert | tub de concentrat de tomàquet obert | es pot congelar el concentrat de tomàquet',
      es: 'cuánto dura el tomate concentrado abierto | tubo de tomate concentrado en la nevera | se puede congelar el concentrado de tomate',
      en: 'how long does tomato paste last once opened | opened tube of tomato puree fridge | can you freeze tomato paste',
    },
    {
      ca: 'Tomàquet concentrat obert: 5 dies a la nevera (el de tub, tapat, una mica més). Per no llençar-lo, congela’l a cullerades 2-3 mesos.',
      es: 'Tomate concentrado abierto: 5 días en la nevera (el de tubo, tapado, algo más). Para no tirarlo, congélalo a cucharadas 2-3 meses.',
      en: 'Opened tomato paste: 5 days in the fridge (a capped tube a little longer). To avoid waste, freeze it by the tablespoon for 2-3 months.',
    },
  ),
  entry(
    'ss2-olives-pickles',
    'storage',
    FSIS_STORAGE,
    {
      ca: 'quant duren les olives obertes | pot d’olives obert a la nevera | olives farcides obertes quants dies | cogombrets en vinagre oberts quant temps | tàperes obertes quant duren',
      es: 'cuánto duran las aceitunas abiertas | bote de aceitunas abierto en la nevera | pepinillos en vinagre abiertos cuánto tiempo | alcaparras abiertas cuánto duran',
      en: 'how long do olives last once opened | opened jar of olives fridge | opened pickles how long | capers after opening',
    },
    {
      ca: 'Olives obertes: unes 2 setmanes a la nevera, sempre cobertes amb el seu líquid. Cogombrets i altres encurtits oberts: 1-3 mesos a la nevera.',
      es: 'Aceitunas abiertas: unas 2 semanas en la nevera, siempre cubiertas con su líquido. Pepinillos y otros encurtidos abiertos: 1-3 meses en la nevera.',
      en: 'Opened olives: about 2 weeks in the fridge, always covered in their brine. Opened pickles: 1-3 months in the fridge.',
    },
  ),
  entry(
    'ss2-ketchup-mustard',
    'storage',
    FSIS_STORAGE,
    {
      ca: 'quant dura el quètxup obert | la mostassa oberta va a la nevera | ketchup fora de la nevera | salsa barbacoa oberta quant temps',
      es: 'cuánto dura el kétchup abierto | la mostaza abierta va en la nevera | ketchup fuera de la nevera | salsa barbacoa abierta cuánto tiempo',
      en: 'how long does ketchup last once opened | does mustard need to be refrigerated | ketchup out of the fridge | opened barbecue sauce how long',
    },
    {
      ca: 'Oberts i a la nevera: quètxup, 6 mesos; mostassa, 1 any; salsa barbacoa, 4 mesos. Fora de la nevera no es fan perillosos, però perden qualitat abans.',
      es: 'Abiertos y en la nevera: kétchup, 6 meses; mostaza, 1 año; salsa barbacoa, 4 meses. Fuera de la nevera no se vuelven peligrosos, pero pierden calidad antes.',
      en: 'Opened and refrigerated: ketchup 6 months, mustard 1 year, barbecue sauce 4 months. They are not unsafe out of the fridge, but lose quality sooner.',
    },
  ),
  entry(
    'ss2-allioli',
    'storage',
    `${FSIS_STORAGE}; ${EGG_SAUCES}`,
    {
      ca: 'quant dura l’allioli casolà a la nevera | allioli d’un dia per l’altre | es pot congelar l’allioli | allioli amb ou quant aguanta',
      es: 'cuánto dura el alioli casero en la nevera | alioli de un día para otro | se puede congelar el alioli | alioli con huevo cuánto aguanta',
      en: 'how long does homemade aioli last in the fridge | can I keep allioli overnight | can you freeze aioli | garlic mayonnaise with raw egg how long',
    },
    {
      ca: 'Allioli casolà: a la nevera i tapat, com a màxim 3-4 dies segons la FoodKeeper de l’USDA; si porta ou cru, la recomanació espanyola és menjar-lo en 24 hores. No es congela bé: es talla.',
      es: 'Alioli casero: en la nevera y tapado, como máximo 3-4 días según la FoodKeeper del USDA; si lleva huevo crudo, la recomendación española es consumirlo en 24 horas. No se congela bien: se corta.',
      en: 'Homemade aioli: covered in the fridge, at most 3-4 days according to USDA FoodKeeper; if it contains raw egg, Spanish guidance is to eat it within 24 hours. It does not freeze well: it splits.',
    },
  ),
  entry(
    'ss2-pesto',
    'storage',
    FSIS_STORAGE,
    {
      ca: 'quant dura el pesto obert | pesto casolà quants dies a la nevera | es pot congelar el pesto | pot de pesto obert',
      es: 'cuánto dura el pesto abierto | pesto casero cuántos días en la nevera | se puede congelar el pesto | bote de pesto abierto',
      en: 'how long does pesto last once opened | homemade pesto how many days in the fridge | can you freeze pesto | opened jar of pesto',
    },
    {
      ca: 'Pesto de pot obert: 3 dies a la nevera, cobert amb un fil d’oli. El casolà (all i alfàbrega en oli), com a molt el mateix, sempre a la nevera; per guardar-lo més, congela’l en glaçons fins a 1 mes.',
      es: 'Pesto de bote abierto: 3 días en la nevera, cubierto con un hilo de aceite. El casero (ajo y albahaca en aceite), como mucho lo mismo, siempre en la nevera; para guardarlo más, congélalo en cubitos hasta 1 mes.',
      en: 'Opened jarred pesto: 3 days in the fridge, topped with a film of oil. Homemade pesto (garlic and basil in oil) no longer, always refrigerated; to keep it longer, freeze it in ice-cube trays for up to 1 month.',
    },
  ),
  entry(
    'ss2-bechamel',
    'storage',
    `${FSIS_LEFTOVERS}; ${FSIS_FREEZING}`,
    {
      ca: 'quant dura la beixamel a la nevera | beixamel sobrant es pot congelar | beixamel d’un dia per l’altre | salsa beixamel feta quants dies',
      es: 'cuánto dura la bechamel en la nevera | bechamel sobrante se puede congelar | bechamel de un día para otro | salsa bechamel hecha cuántos días',
      en: 'how long does béchamel last in the fridge | can you freeze white sauce | make béchamel the day before | leftover bechamel how many days',
    },
    {
      ca: 'Beixamel: 3-4 dies a la nevera, amb film tocant la superfície perquè no faci crosta. Congelada aguanta 1-2 mesos, però es pot tallar: escalfa-la a poc a poc remenant amb les varetes.',
      es: 'Bechamel: 3-4 días en la nevera, con film tocando la superficie para que no haga costra. Congelada aguanta 1-2 meses, pero se puede cortar: caliéntala poco a poco removiendo con las varillas.',
      en: 'Béchamel: 3-4 days in the fridge, with cling film touching the surface so no skin forms. It freezes for 1-2 months but may separate: reheat it slowly, whisking.',
    },
  ),
  entry(
    'ss2-homemade-stock',
    'storage',
    FSIS_STORAGE,
    {
      ca: 'quant dura el brou casolà a la nevera | es pot congelar el brou | brou de pollastre quants dies aguanta | brou de brik obert quant dura | fons de peix nevera',
      es: 'cuánto dura el caldo casero en la nevera | se puede congelar el caldo | caldo de pollo cuántos días aguanta | caldo de brik abierto cuánto dura | fumet de pescado nevera',
      en: 'how long does homemade stock last in the fridge | can you freeze broth | chicken stock how many days | opened carton of stock how long | fish stock fridge',
    },
    {
      ca: 'Brou casolà (de carn, pollastre, peix o verdura): 3-4 dies a la nevera i 2-3 mesos al congelador, en porcions. El de brik, un cop obert, també 3-4 dies; escalfa’l fins que bulli abans de fer-lo servir.',
      es: 'Caldo casero (de carne, pollo, pescado o verdura): 3-4 días en la nevera y 2-3 meses en el congelador, en raciones. El de brik, una vez abierto, también 3-4 días; caliéntalo hasta que hierva antes de usarlo.',
      en: 'Homemade stock (meat, chicken, fish or vegetable): 3-4 days in the fridge and 2-3 months in the freezer, in portions. Opened cartons also keep 3-4 days; bring it to the boil before using.',
    },
  ),
  entry(
    'ss2-tomato-sauce-sofregit',
    'storage',
    FSIS_LEFTOVERS,
    {
      ca: 'quant dura la salsa de tomàquet casolana | sofregit fet quants dies aguanta | es pot congelar el sofregit | salsa de tomàquet casolana a la nevera',
      es: 'cuánto dura la salsa de tomate casera | sofrito hecho cuántos días aguanta | se puede congelar el sofrito | tomate frito casero en la nevera',
      en: 'how long does homemade tomato sauce last | sofrito how many days in the fridge | can you freeze tomato sauce | homemade marinara fridge',
    },
    {
      ca: 'Salsa de tomàquet casolana o sofregit: 3-4 dies a la nevera, en un pot tapat. Es congela molt bé en porcions, 1-2 mesos per a la millor qualitat.',
      es: 'Salsa de tomate casera o sofrito: 3-4 días en la nevera, en un bote tapado. Se congela muy bien en raciones, 1-2 meses para la mejor calidad.',
      en: 'Homemade tomato sauce or sofrito: 3-4 days in the fridge in a covered jar. It freezes very well in portions, 1-2 months for best quality.',
    },
  ),
  entry(
    'ss2-cooked-vegetables',
    'storage',
    FSIS_STORAGE,
    {
      ca: 'verdura bullida quants dies aguanta | escalivada quants dies aguanta | espinacs cuits d’un dia per l’altre | es pot congelar la verdura cuita | mongeta tendra bullida quants dies aguanta',
      es: 'verdura cocida cuántos días aguanta | escalivada cuántos días aguanta | espinacas cocinadas de un día para otro | se puede congelar la verdura cocida | judías verdes hervidas cuántos días aguantan',
      en: 'cooked vegetables how many days | roasted peppers and aubergine in oil how many days | leftover cooked spinach | can you freeze cooked vegetables',
    },
    {
      ca: 'Verdura cuita (bullida, al forn, saltada): 3-4 dies a la nevera i 1-2 mesos al congelador. L’escalivada i les verdures en oli, també 3-4 dies, sempre a la nevera.',
      es: 'Verdura cocinada (hervida, al horno, salteada): 3-4 días en la nevera y 1-2 meses en el congelador. La escalivada y las verduras en aceite, también 3-4 días, siempre en la nevera.',
      en: 'Cooked vegetables (boiled, roasted, sautéed): 3-4 days in the fridge and 1-2 months in the freezer. Roasted vegetables kept in oil also 3-4 days, always refrigerated.',
    },
  ),
  entry(
    'ss2-potato-pasta-salads',
    'storage',
    FSIS_STORAGE,
    {
      ca: 'quant dura l’ensalada russa a la nevera | amanida de pasta quants dies aguanta | es pot congelar l’ensalada russa | amanida d’arròs d’un dia per l’altre',
      es: 'cuánto dura la ensaladilla rusa en la nevera | ensalada de pasta cuántos días aguanta | se puede congelar la ensaladilla | ensalada de arroz de un día para otro',
      en: 'how long does potato salad last in the fridge | pasta salad how many days | can you freeze potato salad | rice salad next day',
    },
    {
      ca: 'Ensalada russa i amanides de pasta, d’arròs, de tonyina o d’ou: 3-5 dies a la nevera, tapades, i mai més de 2 hores fora. No es congelen bé: la maionesa es talla i la patata es torna aiguosa.',
      es: 'Ensaladilla rusa y ensaladas de pasta, de arroz, de atún o de huevo: 3-5 días en la nevera, tapadas, y nunca más de 2 horas fuera. No se congelan bien: la mayonesa se corta y la patata se vuelve aguada.',
      en: 'Potato salad and pasta, rice, tuna or egg salads: 3-5 days in the fridge, covered, and never more than 2 hours out. They do not freeze well: the mayonnaise splits and the potato turns watery.',
    },
  ),
  entry(
    'ss2-cooked-potatoes',
    'storage',
    FSIS_STORAGE,
    {
      ca: 'quant duren les patates bullides a la nevera | puré de patates sobrant | es pot congelar el puré de patata | patates cuites d’un dia per l’altre',
      es: 'cuánto duran las patatas cocidas en la nevera | puré de patatas sobrante | se puede congelar el puré de patatas | patatas cocidas de un día para otro',
      en: 'boiled potatoes in the fridge how many days | leftover mashed potatoes | can you freeze mashed potatoes | cooked potatoes next day',
    },
    {
      ca: 'Patates cuites (bullides, al forn) i puré: 3-4 dies a la nevera. El puré es congela bé, fins a 10-12 mesos; les patates bullides senceres queden farinoses en descongelar-se.',
      es: 'Patatas cocinadas (cocidas, al horno) y puré: 3-4 días en la nevera. El puré se congela bien, hasta 10-12 meses; las patatas cocidas enteras quedan harinosas al descongelarse.',
      en: 'Cooked potatoes (boiled, baked) and mash: 3-4 days in the fridge. Mashed potato freezes well, up to 10-12 months; whole boiled potatoes turn mealy when thawed.',
    },
  ),
  // ——— Storage: fruit, vegetables and herbs ———
  entry(
    'ss2-avocado',
    'storage',
    FSIS_STORAGE,
    {
      ca: 'l’alvocat va a la nevera | com faig madurar un alvocat | alvocat madur quants dies aguanta | quant dura el guacamole | mig alvocat tallat com es guarda',
      es: 'el aguacate va en la nevera | cómo hago madurar un aguacate | aguacate maduro cuántos días aguanta | cuánto dura el guacamole | medio aguacate cortado cómo se guarda',
      en: 'should avocados go in the fridge | how to ripen an avocado | ripe avocado how many days | how long does guacamole last | how to store half an avocado',
    },
    {
      ca: 'L’alvocat madura fora de la nevera; un cop madur, a la nevera aguanta 3-4 dies. Mig alvocat, amb el pinyol, llimona i film; el guacamole, 3-4 dies a la nevera amb film tocant la superfície, o 3-4 mesos congelat.',
      es: 'El aguacate madura fuera de la nevera; una vez maduro, en la nevera aguanta 3-4 días. Medio aguacate, con el hueso, limón y film; el guacamole, 3-4 días en la nevera con film tocando la superficie, o 3-4 meses congelado.',
      en: 'Avocados ripen out of the fridge; once ripe they keep 3-4 days in the fridge. Store a cut half with the stone, lemon juice and cling film; guacamole keeps 3-4 days refrigerated with film on its surface, or 3-4 months frozen.',
    },
  ),
  entry(
    'ss2-tomatoes',
    'storage',
    FSIS_STORAGE,
    {
      ca: 'els tomàquets van a la nevera | tomàquets a la nevera o fora | quant duren els tomàquets madurs | on es guarden els tomàquets | tomàquets cherry a la nevera',
      es: 'los tomates van en la nevera | dónde se guardan los tomates | cuánto duran los tomates maduros | tomates cherry nevera o fuera',
      en: 'should tomatoes go in the fridge | where to store tomatoes | how long do ripe tomatoes last | cherry tomatoes fridge or counter',
    },
    {
      ca: 'Els tomàquets, fora de la nevera: deixa’ls madurar a temperatura ambient i, un cop madurs, aguanten uns 7 dies (els cherry, 10); el fred els fa perdre gust i textura. Si ja són molt madurs, la nevera els allarga uns dies: treu-los una estona abans de menjar-los.',
      es: 'Fuera de la nevera: déjalos madurar a temperatura ambiente y, una vez maduros, aguantan unos 7 días (los cherry, 10); el frío les hace perder sabor y textura. Si ya están muy maduros, la nevera los alarga unos días: sácalos un rato antes de comerlos.',
      en: 'Out of the fridge: let them ripen at room temperature; once ripe they keep about 7 days (cherry tomatoes 10), and cold dulls their flavour and texture. Very ripe ones can go in the fridge for a few more days: take them out a while before eating.',
    },
  ),
  entry(
    'ss2-bananas',
    'storage',
    FSIS_STORAGE,
    {
      ca: 'els plàtans van a la nevera | per què es posen negres els plàtans a la nevera | com es congelen els plàtans | plàtans madurs quant duren',
      es: 'los plátanos van en la nevera | por qué se ponen negros los plátanos en la nevera | cómo se congelan los plátanos | plátanos maduros cuánto duran',
      en: 'should bananas go in the fridge | why do bananas turn black in the fridge | how to freeze bananas | how long do ripe bananas last',
    },
    {
      ca: 'Deixa madurar els plàtans fora de la nevera; un cop madurs, a la nevera aguanten 3 dies més: la pell es posa negra, però la polpa està bé. Pelats i a trossos, es congelen 2-3 mesos (per a batuts i pastissos).',
      es: 'Deja madurar los plátanos fuera de la nevera; una vez maduros, en la nevera aguantan 3 días más: la piel se pone negra, pero la pulpa está bien. Pelados y a trozos, se congelan 2-3 meses (para batidos y bizcochos).',
      en: 'Ripen bananas out of the fridge; once ripe, the fridge buys 3 more days: the skin turns black but the flesh is fine. Peeled and sliced, they freeze for 2-3 months (for smoothies and baking).',
    },
  ),
  entry(
    'ss2-fresh-herbs',
    'storage',
    FSIS_STORAGE,
    {
      ca: 'com es guarda el julivert fresc | quant dura l’alfàbrega | herbes fresques a la nevera quant temps | romaní fresc quant dura | coriandre fresc com el guardo',
      es: 'cómo se guarda el perejil fresco | cuánto dura la albahaca | hierbas frescas en la nevera cuánto tiempo | romero fresco cuánto dura | cilantro fresco cómo lo guardo',
      en: 'how to store fresh parsley | how long does fresh basil last | fresh herbs in the fridge how long | fresh rosemary how long | how to keep coriander fresh',
    },
    {
      ca: 'Herbes fresques a la nevera, embolicades en paper humit dins una bossa: en general 7-10 dies; romaní, farigola i menta, fins a 2-3 setmanes, i el julivert, només 2-3 dies. L’alfàbrega, fora de la nevera amb les tiges en un got d’aigua (uns 5 dies): el fred l’ennegreix.',
      es: 'Hierbas frescas en la nevera, envueltas en papel húmedo dentro de una bolsa: en general 7-10 días; romero, tomillo y menta, hasta 2-3 semanas, y el perejil, solo 2-3 días. La albahaca, fuera de la nevera con los tallos en un vaso de agua (unos 5 días): el frío la ennegrece.',
      en: 'Fresh herbs in the fridge, wrapped in damp paper inside a bag: generally 7-10 days; rosemary, thyme and mint up to 2-3 weeks, parsley only 2-3 days. Keep basil out of the fridge with its stems in water (about 5 days): cold turns it black.',
    },
  ),
  entry(
    'ss2-garlic',
    'storage',
    FSIS_STORAGE,
    {
      ca: 'com es guarden els alls | quant duren els grans d’all pelats | el cap d’all va a la nevera | es poden congelar els grans d’all',
      es: 'cómo se guardan los ajos | cuánto duran los dientes de ajo pelados | los ajos van en la nevera | se pueden congelar los ajos',
      en: 'how to store garlic | how long do peeled garlic cloves last | should garlic go in the fridge | can you freeze garlic',
    },
    {
      ca: 'Caps d’all sencers, fora de la nevera en un lloc fresc, sec i airejat (almenys 1 mes). Els grans pelats, a la nevera 3-14 dies, o congelats 1 mes. No els guardis coberts d’oli a temperatura ambient (risc de botulisme).',
      es: 'Cabezas de ajo enteras, fuera de la nevera en un lugar fresco, seco y aireado (al menos 1 mes). Los dientes pelados, en la nevera 3-14 días, o congelados 1 mes. No los guardes cubiertos de aceite a temperatura ambiente (riesgo de botulismo).',
      en: 'Whole garlic bulbs: out of the fridge in a cool, dry, airy place (at least 1 month). Peeled cloves: 3-14 days in the fridge, or 1 month frozen. Never keep them covered in oil at room temperature (botulism risk).',
    },
  ),
  entry(
    'ss2-citrus-apples',
    'storage',
    FSIS_STORAGE,
    {
      ca: 'les taronges van a la nevera | quant duren les pomes | llimones a la nevera o fora | mandarines quant aguanten',
      es: 'las naranjas van en la nevera | cuánto duran las manzanas | limones en la nevera o fuera | mandarinas cuánto aguantan',
      en: 'should oranges go in the fridge | how long do apples last | lemons fridge or counter | how long do clementines keep',
    },
    {
      ca: 'Taronges, mandarines i llimones: uns 10 dies fora i 10-21 dies a la nevera. Pomes: 3 setmanes a temperatura ambient i 4-6 setmanes a la nevera; separa-les d’altres fruites, que les fan madurar.',
      es: 'Naranjas, mandarinas y limones: unos 10 días fuera y 10-21 días en la nevera. Manzanas: 3 semanas a temperatura ambiente y 4-6 semanas en la nevera; sepáralas de otras frutas, que las hacen madurar.',
      en: 'Oranges, clementines and lemons: about 10 days out and 10-21 days in the fridge. Apples: 3 weeks at room temperature and 4-6 weeks in the fridge; keep them apart from other fruit, which they ripen.',
    },
  ),
  entry(
    'ss2-stone-fruit-pears',
    'storage',
    FSIS_STORAGE,
    {
      ca: 'els préssecs van a la nevera | com faig madurar les peres | nectarines madures quants dies | prunes a la nevera o fora | albercocs quant duren',
      es: 'los melocotones van en la nevera | cómo hago madurar las peras | nectarinas maduras cuántos días | ciruelas en la nevera o fuera | albaricoques cuánto duran',
      en: 'should peaches go in the fridge | how to ripen pears | ripe nectarines how many days | plums fridge or counter | how long do apricots last',
    },
    {
      ca: 'Préssecs, nectarines, prunes, albercocs i peres: deixa’ls madurar fora de la nevera; madurs, aguanten 1-2 dies més a fora o 3-5 dies a la nevera. Els albercocs madurs, 2-5 dies a la nevera.',
      es: 'Melocotones, nectarinas, ciruelas, albaricoques y peras: déjalos madurar fuera de la nevera; maduros, aguantan 1-2 días más fuera o 3-5 días en la nevera. Los albaricoques maduros, 2-5 días en la nevera.',
      en: 'Peaches, nectarines, plums, apricots and pears: ripen them out of the fridge; once ripe they keep 1-2 more days out or 3-5 days in the fridge (ripe apricots 2-5 days).',
    },
  ),
  entry(
    'ss2-cut-melon-fruit',
    'storage',
    FSIS_STORAGE,
    {
      ca: 'quant dura el meló tallat | síndria tallada quants dies | fruita tallada quant aguanta | macedònia d’un dia per l’altre',
      es: 'cuánto dura el melón cortado en la nevera | sandía cortada cuántos días | fruta cortada cuánto aguanta | macedonia en la nevera',
      en: 'how long does cut melon last in the fridge | cut watermelon how many days | how long does cut fruit last | fruit salad fridge',
    },
    {
      ca: 'Meló o síndria tallats: 2-4 dies a la nevera, tapats amb film; la fruita tallada en general, uns 4 dies. Un cop tallats, no els deixis a temperatura ambient més de 2 hores.',
      es: 'Melón o sandía cortados: 2-4 días en la nevera, tapados con film; la fruta cortada en general, unos 4 días. Una vez cortados, no los dejes a temperatura ambiente más de 2 horas.',
      en: 'Cut melon or watermelon: 2-4 days in the fridge, covered with cling film; cut fruit in general, about 4 days. Once cut, do not leave it at room temperature more than 2 hours.',
    },
  ),
  entry(
    'ss2-berries',
    'storage',
    FSIS_STORAGE,
    {
      ca: 'quant duren les maduixes a la nevera | cal rentar les maduixes abans de guardar-les | gerds quants dies aguanten | es poden congelar les maduixes | cireres nevera',
      es: 'cuánto duran las fresas en la nevera | hay que lavar las fresas antes de guardarlas | frambuesas cuántos días aguantan | se pueden congelar las fresas | cerezas nevera',
      en: 'how long do strawberries last in the fridge | should I wash berries before storing | raspberries how many days | can you freeze strawberries | how long do cherries keep in the fridge',
    },
    {
      ca: 'Maduixes, gerds i cireres: 2-3 dies a la nevera (els nabius, 1-2 setmanes). Renta’ls just abans de menjar-los, no abans de guardar-los; congelats, 8-12 mesos.',
      es: 'Fresas, frambuesas y cerezas: 2-3 días en la nevera (los arándanos, 1-2 semanas). Lávalos justo antes de comerlos, no antes de guardarlos; congelados, 8-12 meses.',
      en: 'Strawberries, raspberries and cherries: 2-3 days in the fridge (blueberries 1-2 weeks). Wash them just before eating, not before storing; frozen, 8-12 months.',
    },
  ),
  entry(
    'ss2-mushrooms',
    'storage',
    FSIS_STORAGE,
    {
      ca: 'quant duren els xampinyons a la nevera | com es guarden els bolets | bolets frescos quants dies | es poden congelar els xampinyons',
      es: 'cuánto duran los champiñones en la nevera | cómo se guardan las setas | setas frescas cuántos días | se pueden congelar los champiñones',
      en: 'how long do mushrooms last in the fridge | how to store mushrooms | fresh wild mushrooms how many days | can you freeze mushrooms',
    },
    {
      ca: 'Xampinyons i bolets: 3-7 dies a la nevera, en una bossa de paper o un recipient obert (en plàstic tancat es fan llefiscosos); no els rentis fins que els cuinis. Per congelar-los, millor saltats abans.',
      es: 'Champiñones y setas: 3-7 días en la nevera, en una bolsa de papel o un recipiente abierto (en plástico cerrado se vuelven viscosos); no los laves hasta cocinarlos. Para congelarlos, mejor salteados antes.',
      en: 'Mushrooms: 3-7 days in the fridge in a paper bag or open container (sealed plastic makes them slimy); do not wash them until you cook them. To freeze them, sauté them first.',
    },
  ),
  entry(
    'ss2-bagged-salad',
    'storage',
    FSIS_STORAGE,
    {
      ca: 'quant dura una bossa d’enciam oberta | amanida de bossa oberta quants dies | canonges de bossa oberta | enciam de bossa cal rentar-lo',
      es: 'cuánto dura una bolsa de lechuga abierta | ensalada de bolsa abierta cuántos días | canónigos de bolsa abiertos | lechuga de bolsa hay que lavarla',
      en: 'how long does bagged salad last once opened | opened bag of lettuce how many days | opened bag of spinach | do you need to wash bagged salad',
    },
    {
      ca: 'Amanida de bossa oberta: 2 dies a la nevera, ben tancada; sense obrir, fins a la data. Si diu “rentada i llesta per menjar”, no cal tornar-la a rentar.',
      es: 'Ensalada de bolsa abierta: 2 días en la nevera, bien cerrada; sin abrir, hasta la fecha. Si pone “lavada y lista para consumir”, no hace falta volver a lavarla.',
      en: 'Opened bagged salad: 2 days in the fridge, sealed again; unopened, until its date. If labelled “washed and ready to eat”, it does not need washing again.',
    },
  ),
  entry(
    'ss2-peppers-courgettes-aubergines',
    'storage',
    FSIS_STORAGE,
    {
      ca: 'quant duren els pebrots a la nevera | carbassó quants dies aguanta | albergínia a la nevera o fora | cogombre quant dura',
      es: 'cuánto duran los pimientos en la nevera | calabacín cuántos días aguanta | berenjena en la nevera o fuera | pepino cuánto dura',
      en: 'how long do peppers last in the fridge | how long does courgette zucchini keep | aubergine eggplant fridge or counter | how long do cucumbers last',
    },
    {
      ca: 'Al calaix de la nevera: pebrots, 4-14 dies; albergínia, 4-7 dies; cogombre, 4-6 dies; carbassó, 4-5 dies. Guarda’ls secs i sense tallar fins que els facis servir.',
      es: 'En el cajón de la nevera: pimientos, 4-14 días; berenjena, 4-7 días; pepino, 4-6 días; calabacín, 4-5 días. Guárdalos secos y sin cortar hasta usarlos.',
      en: 'In the fridge crisper: peppers 4-14 days; aubergine (eggplant) 4-7 days; cucumber 4-6 days; courgette (zucchini) 4-5 days. Keep them dry and uncut until you use them.',
    },
  ),
  entry(
    'ss2-opened-wine',
    'storage',
    FSIS_STORAGE,
    {
      ca: 'quant dura una ampolla de vi oberta | vi obert per cuinar quants dies | es pot congelar el vi per cuinar | vi ranci per cuinar es pot fer servir',
      es: 'cuánto dura una botella de vino abierta | vino abierto para cocinar cuántos días | se puede congelar el vino para cocinar | vino abierto hace días se puede usar',
      en: 'how long does opened wine last | leftover wine for cooking how many days | can you freeze wine for cooking | is week old opened wine ok for cooking',
    },
    {
      ca: 'Vi obert, tapat i a la nevera: 1-3 dies per beure’l. Per cuinar, congela el que sobri en glaçons i fes-lo servir directament en guisats i salses; si fa olor de vinagre, ja no el facis servir.',
      es: 'Vino abierto, tapado y en la nevera: 1-3 días para beberlo. Para cocinar, congela lo que sobre en cubitos y úsalo directamente en guisos y salsas; si huele a vinagre, ya no lo uses.',
      en: 'Opened wine, stoppered in the fridge: 1-3 days for drinking. For cooking, freeze leftovers in ice-cube trays and add them straight to stews and sauces; if it smells of vinegar, do not use it.',
    },
  ),
  entry(
    'ss2-yeast-baking-powder',
    'storage',
    FSIS_STORAGE,
    {
      ca: 'quant dura el llevat sec obert | el llevat químic caduca | sobre de llevat de forner obert on el guardo | bicarbonat obert quant dura',
      es: 'cuánto dura la levadura seca abierta | la levadura química caduca | sobre de levadura de panadería abierto dónde lo guardo | bicarbonato abierto cuánto dura',
      en: 'how long does dried yeast last once opened | does baking powder expire | where to store opened yeast | opened baking soda how long',
    },
    {
      ca: 'Llevat sec de forner obert: a la nevera 4 mesos o al congelador 6, ben tancat. Llevat químic obert: 3-6 mesos al rebost; bicarbonat obert, 6 mesos. Si el llevat no fa bombolles en aigua tèbia amb sucre, ja no serveix.',
      es: 'Levadura seca de panadería abierta: en la nevera 4 meses o en el congelador 6, bien cerrada. Levadura química abierta: 3-6 meses en la despensa; bicarbonato abierto, 6 meses. Si la levadura no hace burbujas en agua tibia con azúcar, ya no sirve.',
      en: 'Opened dried yeast: 4 months in the fridge or 6 in the freezer, tightly sealed. Opened baking powder: 3-6 months in the pantry; opened baking soda, 6 months. If yeast does not bubble in warm sugared water, it is dead.',
    },
  ),
  entry(
    'ss2-fresh-orange-juice',
    'storage',
    FSIS_STORAGE,
    {
      ca: 'quant dura el suc de taronja natural a la nevera | suc de taronja acabat de fer d’un dia per l’altre | suc natural quant aguanta',
      es: 'cuánto dura el zumo de naranja natural en la nevera | zumo de naranja recién exprimido de un día para otro | zumo natural cuánto aguanta',
      en: 'how long does fresh orange juice last in the fridge | freshly squeezed juice next day | homemade juice how long',
    },
    {
      ca: 'Suc de taronja acabat d’esprémer: 2-3 dies a la nevera, en una ampolla tapada (perd vitamina C i gust a cada hora). El de brik obert, 7-10 dies a la nevera.',
      es: 'Zumo de naranja recién exprimido: 2-3 días en la nevera, en una botella tapada (pierde vitamina C y sabor con las horas). El de brik abierto, 7-10 días en la nevera.',
      en: 'Freshly squeezed orange juice: 2-3 days in the fridge in a closed bottle (it loses vitamin C and flavour by the hour). Opened shop-bought cartons: 7-10 days in the fridge.',
    },
  ),
  // ——— Storage: freezing, labelling and batch cooking ———
  entry(
    'ss2-freezer-temperature-labels',
    'storage',
    FSIS_FREEZING,
    {
      ca: 'quant temps es pot tenir el menjar congelat | el menjar congelat caduca mai | menjar congelat fa més d’un any es pot menjar | cal etiquetar el que congelo',
      es: 'cuánto tiempo se puede tener la comida congelada | la comida congelada caduca alguna vez | comida congelada hace más de un año se puede comer | hay que etiquetar lo que congelo',
      en: 'how long can you keep food frozen | does frozen food expire | is food frozen for over a year safe | should I label frozen food',
    },
    {
      ca: 'A −18 °C o menys el menjar congelat és segur indefinidament: els temps que es donen (mesos) són de qualitat, perquè s’asseca i perd gust. Etiqueta cada paquet amb el nom i la data i fes servir primer el més antic.',
      es: 'A −18 °C o menos la comida congelada es segura indefinidamente: los tiempos que se dan (meses) son de calidad, porque se seca y pierde sabor. Etiqueta cada paquete con el nombre y la fecha y usa primero lo más antiguo.',
      en: 'At −18 °C (0 °F) or below, frozen food stays safe indefinitely: the times given (months) are for quality, as it dries out and loses flavour. Label each pack with its name and date, and use the oldest first.',
    },
  ),
  entry(
    'ss2-freezer-burn',
    'storage',
    FSIS_FREEZING,
    {
      ca: 'carn amb cremades de congelador es pot menjar | taques blanques a la carn congelada | el menjar congelat té gel i està sec | cremada de congelació',
      es: 'carne con quemaduras de congelador se puede comer | manchas blancas en la carne congelada | la comida congelada tiene escarcha y está seca | quemadura por congelación',
      en: 'is freezer burned or freezer burnt meat safe to eat | white patches on frozen meat | frozen food with ice crystals and dry spots | what is freezer burn',
    },
    {
      ca: 'Sí, és segur: les cremades de congelador (taques blanquinoses i seques a la carn, el pollastre o el peix) són aire que ha assecat la superfície. Talla aquestes parts, abans o després de cuinar; per evitar-les, embolica bé i treu l’aire de les bosses.',
      es: 'Sí, es seguro: las quemaduras de congelador (manchas blanquecinas y secas en la carne, el pollo o el pescado) son aire que ha secado la superficie. Corta esas partes, antes o después de cocinar; para evitarlas, envuelve bien y saca el aire de las bolsas.',
      en: 'Yes, it is safe: freezer burn (dry, greyish-white patches on meat, chicken or fish) is air drying out the surface. Cut those parts away before or after cooking; to prevent it, wrap tightly and press the air out of bags.',
    },
  ),
  entry(
    'ss2-foods-that-dont-freeze',
    'storage',
    FSIS_FREEZING,
    {
      ca: 'quins aliments no es poden congelar | es pot congelar la maionesa | es pot congelar l’enciam | congelar ous amb closca | què no s’ha de congelar',
      es: 'qué alimentos no se pueden congelar | se puede congelar la mayonesa | se puede congelar la lechuga | se pueden congelar los huevos con cáscara | qué no se debe congelar',
      en: 'what foods cannot be frozen | can you freeze mayonnaise | can you freeze lettuce | can you freeze eggs in the shell | what not to freeze',
    },
    {
      ca: 'No es congelen bé la maionesa i les salses de nata o d’ou (es tallen), l’enciam i les verdures crues d’amanida (es panseixen) i les llaunes tancades. Els ous amb closca no es congelen: esclaten; bat-los abans.',
      es: 'No se congelan bien la mayonesa y las salsas de nata o de huevo (se cortan), la lechuga y las verduras crudas de ensalada (quedan blandas) y las latas cerradas. Los huevos con cáscara no se congelan: revientan; bátelos antes.',
      en: 'Mayonnaise and cream or egg sauces (they split), lettuce and raw salad vegetables (they go limp) and unopened cans do not freeze well. Never freeze eggs in the shell: they crack; beat them first.',
    },
  ),
  entry(
    'ss2-how-to-freeze',
    'storage',
    `${FSIS_FREEZING}; ${FSA}`,
    {
      ca: 'com es congela bé el menjar | cal deixar refredar el menjar abans de congelar-lo | bosses o carmanyoles per congelar | congelar en porcions',
      es: 'cómo se congela bien la comida | hay que dejar enfriar la comida antes de congelarla | bolsas o táperes para congelar | congelar en raciones',
      en: 'how to freeze food properly | should food cool before freezing | bags or containers for freezing | freezing in portions',
    },
    {
      ca: 'Refreda el menjar de pressa (a la nevera, no a fora) i congela’l en porcions petites i planes: es congela i es descongela abans. Fes servir bosses o carmanyoles per a congelador, treu-ne l’aire i deixa un dit d’espai per als líquids, que s’inflen.',
      es: 'Enfría la comida rápido (en la nevera, no fuera) y congélala en raciones pequeñas y planas: se congela y se descongela antes. Usa bolsas o táperes para congelador, saca el aire y deja un dedo de espacio para los líquidos, que se expanden.',
      en: 'Cool food quickly (in the fridge, not on the counter) and freeze it in small, flat portions: it freezes and thaws faster. Use freezer bags or containers, press the air out and leave a little headroom for liquids, which expand.',
    },
  ),
  entry(
    'ss2-batch-cooking',
    'storage',
    `${FSIS_LEFTOVERS}; ${FSIS_FREEZING}`,
    {
      ca: 'batch cooking quants dies aguanta el menjar a la nevera | cuinar per a tota la setmana és segur | menjar de diumenge fins a divendres | carmanyoles per a tota la setmana',
      es: 'batch cooking cuántos días aguanta la comida en la nevera | cocinar para toda la semana es seguro | comida del domingo hasta el viernes | táperes para toda la semana',
      en: 'batch cooking how long does food keep in the fridge | is it safe to meal prep for the whole week | meal prep Sunday to Friday | how long do meal prep containers last',
    },
    {
      ca: 'El menjar cuinat aguanta 3-4 dies a la nevera: del que cuinis diumenge, guarda a la nevera el fins a dimecres i congela la resta en porcions etiquetades. Descongela cada carmanyola a la nevera la nit abans i escalfa-la fins a 74 °C.',
      es: 'La comida cocinada aguanta 3-4 días en la nevera: de lo que cocines el domingo, guarda en la nevera lo de hasta el miércoles y congela el resto en raciones etiquetadas. Descongela cada táper en la nevera la noche antes y caliéntalo hasta 74 °C.',
      en: 'Cooked food keeps 3-4 days in the fridge: of what you cook on Sunday, refrigerate the meals up to Wednesday and freeze the rest in labelled portions. Thaw each container in the fridge the night before and reheat to 74 °C (165 °F).',
    },
  ),
  entry(
    'ss2-freeze-by-use-by',
    'storage',
    FSA,
    {
      ca: 'es pot congelar el dia que caduca | congelar carn el dia de la data de caducitat | congelar abans de la data de caducitat | un cop descongelat quant tinc per menjar-ho',
      es: 'se puede congelar el día que caduca | congelar carne el día de la fecha de caducidad | congelar antes de la fecha de caducidad | una vez descongelado cuánto tengo para comerlo',
      en: 'can you freeze food on the use by date | freeze meat on its use-by date | freeze before the expiry date | after defrosting how long do I have to eat it',
    },
    {
      ca: 'Sí: pots congelar un aliment envasat fins al mateix dia de la seva data de caducitat. Com que ja és al límit, un cop descongelat (a la nevera) menja’l en 24 hores.',
      es: 'Sí: puedes congelar un alimento envasado hasta el mismo día de su fecha de caducidad. Como ya está al límite, una vez descongelado (en la nevera) cómelo en 24 horas.',
      en: 'Yes: you can freeze pre-packed food right up to its use-by date. As it is already at its limit, once defrosted (in the fridge) eat it within 24 hours.',
    },
  ),
  // ——— Safety: temperatures of storage, cooling and thawing ———
  entry(
    'ss2-danger-zone',
    'safety',
    FSIS_DANGER_ZONE,
    {
      ca: 'què és la zona de perill de temperatura | a quina temperatura creixen els bacteris | entre quines temperatures es fa malbé el menjar | zona de perill aliments',
      es: 'qué es la zona de peligro de temperatura | a qué temperatura crecen las bacterias | entre qué temperaturas se estropea la comida | zona de peligro alimentos',
      en: 'what is the danger zone for food | at what temperature do bacteria grow | temperature range where food spoils | food danger zone',
    },
    {
      ca: 'La zona de perill va de 4 a 60 °C: en aquest interval els bacteris poden doblar-se en només 20 minuts. Per això el menjar fred s’ha de guardar a 4 °C o menys, el calent s’ha de mantenir a 60 °C o més, i res no ha de passar més de 2 hores entremig.',
      es: 'La zona de peligro va de 4 a 60 °C: en ese intervalo las bacterias pueden duplicarse en solo 20 minutos. Por eso la comida fría se guarda a 4 °C o menos, la caliente se mantiene a 60 °C o más, y nada debe pasar más de 2 horas entremedias.',
      en: 'The danger zone is 4-60 °C (40-140 °F): in that range bacteria can double in as little as 20 minutes. Keep cold food at 4 °C or below, hot food at 60 °C or above, and nothing in between for more than 2 hours.',
    },
  ),
  entry(
    'ss2-fridge-freezer-temperature',
    'safety',
    `${FSIS_STORAGE}; ${FSA}`,
    {
      ca: 'a quina temperatura ha d’estar la nevera | quants graus ha de tenir la nevera | temperatura correcta de la nevera i el congelador | la meva nevera està a 8 graus',
      es: 'a qué temperatura debe estar la nevera | cuántos grados debe tener el frigorífico | temperatura correcta de la nevera y el congelador | mi nevera está a 8 grados',
      en: 'what temperature should my fridge be | how cold should a refrigerator be | correct fridge and freezer temperature | my fridge is at 8 degrees',
    },
    {
      ca: 'La nevera, entre 0 i 5 °C (l’USDA recomana 4 °C o menys), i el congelador a −18 °C o menys. Comprova-ho amb un termòmetre de nevera: a 8 °C els aliments frescos es fan malbé molt més de pressa.',
      es: 'La nevera, entre 0 y 5 °C (el USDA recomienda 4 °C o menos), y el congelador a −18 °C o menos. Compruébalo con un termómetro de nevera: a 8 °C los alimentos frescos se estropean mucho más rápido.',
      en: 'Fridge between 0 and 5 °C (USDA says 4 °C/40 °F or below) and freezer at −18 °C (0 °F) or below. Check with a fridge thermometer: at 8 °C fresh food spoils much faster.',
    },
  ),
  entry(
    'ss2-power-outage',
    'safety',
    FSIS_OUTAGE,
    {
      ca: 'se n’ha anat la llum quant aguanta la nevera | apagada elèctrica menjar del congelador | s’ha espatllat la nevera què llenço | tall de llum congelador quantes hores',
      es: 'se ha ido la luz cuánto aguanta la nevera | apagón comida del congelador | se ha estropeado la nevera qué tiro | corte de luz congelador cuántas horas',
      en: 'power cut how long does the fridge stay cold | power outage freezer food | fridge broke what should I throw away | how long does a freezer keep food without power',
    },
    {
      ca: 'Amb la porta tancada, la nevera manté el fred unes 4 hores; el congelador ple, unes 48 hores (24 si és mig buit). Llença la carn, el peix, els ous, els làctics i les sobres que hagin passat més de 2 hores per sobre de 4 °C; el que encara té cristalls de gel es pot tornar a congelar.',
      es: 'Con la puerta cerrada, la nevera mantiene el frío unas 4 horas; el congelador lleno, unas 48 horas (24 si está medio vacío). Tira la carne, el pescado, los huevos, los lácteos y las sobras que hayan pasado más de 2 horas por encima de 4 °C; lo que aún tiene cristales de hielo se puede volver a congelar.',
      en: 'With the door shut, a fridge stays cold about 4 hours; a full freezer about 48 hours (24 if half full). Discard meat, fish, eggs, dairy and leftovers held above 4 °C (40 °F) for over 2 hours; food that still has ice crystals can be refrozen.',
    },
  ),
  entry(
    'ss2-cooling-hot-food',
    'safety',
    `${FSIS_LEFTOVERS}; ${FSA}`,
    {
      ca: 'es pot posar el menjar calent a la nevera | cal esperar que es refredi abans de posar-ho a la nevera | com refredo una olla gran de brou | refredar el menjar ràpid',
      es: 'se puede meter la comida caliente en la nevera | hay que esperar a que se enfríe antes de meterlo en la nevera | cómo enfrío una olla grande de caldo | enfriar la comida rápido',
      en: 'can you put hot or warm food in the fridge | should food cool down before refrigerating | how to cool a big pot of stock | cooling food quickly',
    },
    {
      ca: 'Sí, es pot posar calent a la nevera: el que no s’ha de fer és deixar-lo refredar hores al marbre. Per refredar-lo en menys de 2 hores, reparteix-lo en recipients baixos i petits i, si és una olla gran, posa-la abans en un bany d’aigua amb gel remenant.',
      es: 'Sí, se puede meter caliente en la nevera: lo que no hay que hacer es dejarlo enfriar horas en la encimera. Para enfriarlo en menos de 2 horas, repártelo en recipientes bajos y pequeños y, si es una olla grande, ponla antes en un baño de agua con hielo removiendo.',
      en: 'Yes, hot food can go straight into the fridge: what you should not do is leave it cooling on the counter for hours. To cool it within 2 hours, divide it into small, shallow containers and sit a large pot of soup or stock in an ice-water bath, stirring.',
    },
  ),
  entry(
    'ss2-cook-from-frozen',
    'safety',
    FSIS_THAWING,
    {
      ca: 'es pot cuinar la carn congelada sense descongelar | cuinar pollastre congelat directament | fer al forn carn congelada | cal descongelar abans de cuinar',
      es: 'se puede cocinar la carne congelada sin descongelar | cocinar pollo congelado directamente | hacer al horno carne congelada | hay que descongelar antes de cocinar',
      en: 'can you cook meat from frozen | cook frozen chicken without thawing | roast meat straight from the freezer | do I need to thaw before cooking',
    },
    {
      ca: 'Sí, és segur cuinar carn, pollastre o peix directament congelats, al forn, a la cassola o a la planxa: tarden un 50 % més. No ho facis a l’olla lenta, i comprova que el centre arribi a la temperatura segura.',
      es: 'Sí, es seguro cocinar carne, pollo o pescado directamente congelados, al horno, en cazuela o a la plancha: tardan un 50 % más. No lo hagas en la olla lenta, y comprueba que el centro llegue a la temperatura segura.',
      en: 'Yes, meat, poultry and fish can safely be cooked from frozen in the oven, on the hob or on the grill: it takes about 50 % longer. Do not do it in a slow cooker, and check that the centre reaches its safe temperature.',
    },
  ),
  entry(
    'ss2-picnic-cool-box',
    'safety',
    FSIS_OUTDOORS,
    {
      ca: 'com porto el menjar a la platja perquè no es faci malbé | nevera portàtil pícnic | quant temps pot estar el menjar a l’excursió | carmanyola a la platja amb calor',
      es: 'cómo llevo la comida a la playa para que no se estropee | nevera portátil pícnic | cuánto tiempo puede estar la comida en la excursión | táper en la playa con calor',
      en: 'how to keep food safe at the beach | cool box for a picnic | how long can picnic food sit out | packed lunch in the heat',
    },
    {
      ca: 'A la nevera portàtil, amb acumuladors de fred, a 4 °C o menys, i a l’ombra; obre-la com menys millor. El que quedi fora més d’1 hora amb més de 32 °C (2 hores si fa menys calor) s’ha de llençar.',
      es: 'En la nevera portátil, con acumuladores de frío, a 4 °C o menos, y a la sombra; ábrela lo menos posible. Lo que quede fuera más de 1 hora con más de 32 °C (2 horas si hace menos calor) se tira.',
      en: 'In a cool box with ice packs, at 4 °C (40 °F) or below, in the shade; open it as little as possible. Anything left out more than 1 hour above 32 °C (90 °F), or 2 hours in milder weather, should be thrown away.',
    },
  ),
  // ——— Safety: botulism, preserves and raw eggs ———
  entry(
    'ss2-garlic-herbs-in-oil',
    'safety',
    GARLIC_IN_OIL,
    {
      ca: 'oli amb alls casolà és perillós | botulisme oli aromatitzat | quant dura l’oli amb herbes casolà | alls confitats en oli quant duren | oli de romaní casolà',
      es: 'aceite con ajos casero es peligroso | botulismo aceite aromatizado | cuánto dura el aceite con hierbas casero | ajos confitados en aceite cuánto duran | aceite de romero casero',
      en: 'is homemade garlic oil dangerous | botulism infused oil | how long does homemade herb oil last | garlic confit in oil how long | homemade rosemary oil',
    },
    {
      ca: 'L’all, les herbes o les verdures fresques cobertes d’oli poden criar el bacteri del botulisme si es deixen a temperatura ambient, i no fa ni olor ni gust. Fes-ne poca quantitat, guarda-la sempre a la nevera i fes-la servir en 1 setmana, o congela-la.',
      es: 'El ajo, las hierbas o las verduras frescas cubiertas de aceite pueden criar la bacteria del botulismo si se dejan a temperatura ambiente, y no da ni olor ni sabor. Haz poca cantidad, guárdala siempre en la nevera y gástala en 1 semana, o congélala.',
      en: 'Fresh garlic, herbs or vegetables covered in oil can grow botulism bacteria at room temperature, with no smell or taste. Make small batches, keep them refrigerated at all times and use them within 1 week, or freeze them.',
    },
  ),
  entry(
    'ss2-home-canning',
    'safety',
    USDA_CANNING,
    {
      ca: 'com es fan conserves casolanes segures | conserves de verdura al bany maria són segures | botulisme conserves casolanes | esterilitzar pots de conserva',
      es: 'cómo se hacen conservas caseras seguras | conservas de verdura al baño maría son seguras | botulismo conservas caseras | esterilizar botes de conserva',
      en: 'how to do home canning safely | is water bath canning safe for vegetables | botulism home canned food | sterilising jars for preserves',
    },
    {
      ca: 'El bany maria (aigua bullint) només és segur per a conserves àcides: fruita, melmelades, escabetxos i tomàquet amb llimona o àcid afegit. Les verdures, llegums, carn i peix necessiten olla a pressió (116-121 °C) per destruir el botulisme; en cas de dubte, bull la conserva casolana 10 minuts abans de tastar-la.',
      es: 'El baño maría (agua hirviendo) solo es seguro para conservas ácidas: fruta, mermeladas, escabeches y tomate con limón o ácido añadido. Las verduras, legumbres, carne y pescado necesitan olla a presión (116-121 °C) para destruir el botulismo; en caso de duda, hierve la conserva casera 10 minutos antes de probarla.',
      en: 'A boiling-water bath is only safe for acidic preserves: fruit, jams, pickles and tomatoes with added lemon juice or acid. Vegetables, beans, meat and fish need a pressure canner (116-121 °C/240-250 °F) to destroy botulism spores; if in doubt, boil home-canned low-acid food for 10 minutes before tasting it.',
    },
  ),
  entry(
    'ss2-bulging-cans',
    'safety',
    `${FSIS_STORAGE}; ${USDA_CANNING}`,
    {
      ca: 'llauna inflada es pot menjar | pot de conserva amb la tapa bombada | llauna abonyegada és perillosa | conserva que fa bombolles en obrir-la | llauna de menjar amb la tapa inflada',
      es: 'lata hinchada se puede comer | bote de conserva con la tapa abombada | lata abollada es peligrosa | conserva que hace burbujas al abrirla | lata de comida con la tapa hinchada',
      en: 'is a swollen can safe to eat | jar lid bulging | is a dented can dangerous | preserves bubbling when opened | tin with a bulging lid, can I boil it | tin of food with a swollen lid',
    },
    {
      ca: 'No: una llauna o un pot inflat, que regalima, que esquitxa o fa bombolles en obrir-lo o fa mala olor pot tenir toxina botulínica; llença’l sense tastar-lo i embolicat. Les llaunes amb cops profunds a la costura, rovellades o inflades, tampoc.',
      es: 'No: una lata o un bote hinchado, que gotea, que salpica o hace burbujas al abrirlo o huele mal puede tener toxina botulínica; tíralo sin probarlo y envuelto. Las latas con golpes profundos en la costura, oxidadas o hinchadas, tampoco.',
      en: 'No: a swollen, leaking or spurting can or jar, or one that bubbles or smells off when opened, may contain botulinum toxin; throw it away, wrapped, without tasting. The same for cans with deep dents on the seam or rust.',
    },
  ),
  entry(
    'ss2-raw-egg-sauces',
    'safety',
    EGG_SAUCES,
    {
      ca: 'maionesa casolana amb ou cru és perillosa | tiramisú amb ou cru és segur | salmonel·la allioli amb ou | mousse de xocolata amb ou cru embarassades',
      es: 'mayonesa casera con huevo crudo es peligrosa | tiramisú con huevo crudo es seguro | salmonela alioli con huevo | mousse de chocolate con huevo crudo embarazadas',
      en: 'is homemade mayonnaise with raw egg safe | tiramisu with raw eggs safe | salmonella aioli raw egg | chocolate mousse raw egg pregnancy',
    },
    {
      ca: 'Les salses i postres amb ou cru (maionesa, allioli amb ou, tiramisú, mousse) poden transmetre salmonel·la: fes servir ous molt frescos i nets, guarda-les a la nevera tot seguit i menja-les en 24 hores. Per a embarassades, infants petits, gent gran o immunodeprimits, fes-les amb ou pasteuritzat.',
      es: 'Las salsas y postres con huevo crudo (mayonesa, alioli con huevo, tiramisú, mousse) pueden transmitir salmonela: usa huevos muy frescos y limpios, guárdalas en la nevera enseguida y cómelas en 24 horas. Para embarazadas, niños pequeños, personas mayores o inmunodeprimidas, hazlas con huevo pasteurizado.',
      en: 'Sauces and desserts with raw egg (mayonnaise, aioli with egg, tiramisu, mousse) can carry Salmonella: use very fresh, clean eggs, refrigerate them straight away and eat them within 24 hours. For pregnant women, small children, older or immunocompromised people, make them with pasteurised egg.',
    },
  ),
  // ——— Safety: hygiene and cross-contamination ———
  entry(
    'ss2-cutting-boards',
    'safety',
    FSIS_CUTTING_BOARDS,
    {
      ca: 'puc fer servir la mateixa taula per tallar pollastre i verdura | contaminació creuada a la cuina | com es desinfecta la taula de tallar | taula de fusta o de plàstic',
      es: 'puedo usar la misma tabla para cortar pollo y verdura | contaminación cruzada en la cocina | cómo se desinfecta la tabla de cortar | tabla de madera o de plástico',
      en: 'can I use the same cutting board for chicken and vegetables | cross contamination in the kitchen | how to sanitise a chopping board | wood or plastic cutting board',
    },
    {
      ca: 'Fes servir una taula per a la carn, el pollastre i el peix crus i una altra per a la verdura, el pa i el que ja és cuit. Renta-les amb aigua calenta i sabó després de cada ús; per desinfectar, 1 cullerada de lleixiu sense perfum per cada 4 litres d’aigua, i esbandeix. Canvia les que tenen solcs profunds.',
      es: 'Usa una tabla para la carne, el pollo y el pescado crudos y otra para la verdura, el pan y lo ya cocinado. Lávalas con agua caliente y jabón después de cada uso; para desinfectar, 1 cucharada de lejía sin perfume por cada 4 litros de agua, y aclara. Cambia las que tengan surcos profundos.',
      en: 'Use one board for raw meat, poultry and seafood and another for vegetables, bread and cooked food. Wash them in hot soapy water after each use; to sanitise, 1 tablespoon of unscented bleach per gallon (about 4 litres) of water, then rinse. Replace boards with deep grooves.',
    },
  ),
  entry(
    'ss2-fridge-shelf-order',
    'safety',
    FSA,
    {
      ca: 'on es posa la carn crua a la nevera | com s’ha d’ordenar la nevera | carn crua a la part de baix de la nevera | peix cru al costat de les sobres',
      es: 'dónde se pone la carne cruda en la nevera | cómo hay que ordenar la nevera | carne cruda en la parte de abajo de la nevera | pescado crudo junto a las sobras',
      en: 'where should raw meat go in the fridge | how to organise the fridge safely | raw meat on the bottom shelf | raw fish next to leftovers',
    },
    {
      ca: 'La carn, el pollastre i el peix crus, tapats i al prestatge de baix de tot, perquè no degotin sobre res. A dalt, el que ja és cuit o es menja tal qual (sobres, formatge, embotit); no omplis massa la nevera perquè hi circuli l’aire fred.',
      es: 'La carne, el pollo y el pescado crudos, tapados y en el estante de más abajo, para que no goteen sobre nada. Arriba, lo ya cocinado o lo que se come tal cual (sobras, queso, embutido); no llenes demasiado la nevera para que circule el aire frío.',
      en: 'Raw meat, poultry and fish covered, on the bottom shelf, so they cannot drip onto anything. Cooked and ready-to-eat food (leftovers, cheese, deli meats) above; do not overfill the fridge, so cold air can circulate.',
    },
  ),
  entry(
    'ss2-hand-washing',
    'safety',
    CDC_HANDS,
    {
      ca: 'quant temps m’he de rentar les mans per cuinar | cal rentar-se les mans després de tocar pollastre cru | rentar-se les mans a la cuina | mans i carn crua',
      es: 'cuánto tiempo me tengo que lavar las manos para cocinar | hay que lavarse las manos después de tocar pollo crudo | lavarse las manos en la cocina | manos y carne cruda',
      en: 'how long should I wash my hands when cooking | wash hands after touching raw chicken | hand washing in the kitchen | hands and raw meat',
    },
    {
      ca: 'Almenys 20 segons amb aigua i sabó (el temps de cantar dues vegades “Per molts anys”), i eixuga-te-les amb un drap net o paper. Fes-ho abans de cuinar i cada cop que toquis carn, pollastre, peix o ous crus.',
      es: 'Al menos 20 segundos con agua y jabón (lo que dura cantar dos veces “Cumpleaños feliz”), y sécalas con un paño limpio o papel. Hazlo antes de cocinar y cada vez que toques carne, pollo, pescado o huevos crudos.',
      en: 'At least 20 seconds with soap and water (two rounds of “Happy Birthday”), then dry them on a clean towel or paper. Do it before cooking and every time you touch raw meat, poultry, fish or eggs.',
    },
  ),
  entry(
    'ss2-marinade-safety',
    'safety',
    FSIS_MARINATING,
    {
      ca: 'es pot reaprofitar l’adob de la carn crua com a salsa | marinar al marbre fora de la nevera | fer servir el suc de marinar el pollastre | adob de carn crua bullir',
      es: 'se puede reutilizar el adobo de la carne cruda como salsa | marinar fuera de la nevera | usar el jugo de marinar el pollo | marinada de carne cruda hervir',
      en: 'can I use the marinade from raw meat as a sauce | marinating on the counter | reuse chicken marinade | should I boil used marinade',
    },
    {
      ca: 'Marina sempre a la nevera, mai al marbre. L’adob que ha tocat carn o peix crus no el facis servir com a salsa si no el bulls abans; millor aparta’n una part abans d’hi posar la carn.',
      es: 'Marina siempre en la nevera, nunca en la encimera. El adobo que ha tocado carne o pescado crudos no lo uses como salsa si no lo hierves antes; mejor aparta una parte antes de poner la carne.',
      en: 'Always marinate in the fridge, never on the counter. Do not use marinade that has touched raw meat or fish as a sauce unless you boil it first; better, set some aside before adding the meat.',
    },
  ),
  entry(
    'ss2-washing-produce',
    'safety',
    FDA_PRODUCE,
    {
      ca: 'com s’han de rentar les verdures | cal rentar la fruita amb sabó | desinfectar l’enciam amb lleixiu | rentar fruita i verdura abans de menjar',
      es: 'cómo hay que lavar las verduras | hay que lavar la fruta con jabón | desinfectar la lechuga con lejía | lavar fruta y verdura antes de comer',
      en: 'how to wash vegetables properly | should you wash fruit with soap | disinfect lettuce with bleach | washing fruit and vegetables before eating',
    },
    {
      ca: 'Renta la fruita i la verdura sota l’aigua de l’aixeta fregant-la (les dures, amb un raspall), just abans de fer-la servir, i sense sabó ni detergent. Per a la que es menja crua, l’AESAN admet desinfectar-la amb lleixiu apte per a aigua de beguda a la dosi de l’etiqueta, i esbandir-la bé.',
      es: 'Lava la fruta y la verdura bajo el grifo frotándola (las duras, con un cepillo), justo antes de usarla, y sin jabón ni detergente. Para la que se come cruda, la AESAN admite desinfectarla con lejía apta para agua de bebida a la dosis de la etiqueta, y aclararla bien.',
      en: 'Rinse fruit and vegetables under running tap water, rubbing them (scrub firm ones with a brush), just before use, and without soap or detergent. For produce eaten raw, Spain’s AESAN accepts disinfecting with bleach labelled for drinking water at the label dose, then rinsing well.',
    },
  ),
  // ——— Safety: mould ———
  entry(
    'ss2-mould-cheese',
    'safety',
    FSIS_MOLDS,
    {
      ca: 'el formatge té floridura es pot menjar | treure el floridura del formatge curat | formatge fresc amb floridura | taca de floridura al formatge',
      es: 'el queso tiene moho se puede comer | quitar el moho del queso curado | queso fresco con moho | mancha de moho en el queso',
      en: 'is cheese with mould safe to eat | cut mould off hard cheese | soft cheese with mould | mold spot on cheese',
    },
    {
      ca: 'Formatge curat o dur: talla almenys 2,5 cm al voltant i per sota de la taca, sense tocar la floridura amb el ganivet, i la resta es pot menjar. Formatge tendre, fresc, ratllat o a llesques amb floridura: llença’l sencer.',
      es: 'Queso curado o duro: corta al menos 2,5 cm alrededor y por debajo de la mancha, sin tocar el moho con el cuchillo, y el resto se puede comer. Queso tierno, fresco, rallado o en lonchas con moho: tíralo entero.',
      en: 'Hard cheese: cut off at least 2.5 cm (1 inch) around and below the spot, keeping the knife out of the mould, and eat the rest. Soft, fresh, grated or sliced cheese with mould: throw it all away.',
    },
  ),
  entry(
    'ss2-mould-bread-jam',
    'safety',
    FSIS_MOLDS,
    {
      ca: 'el pa té floridura puc treure el tros | melmelada amb floridura es pot aprofitar | iogurt amb floridura | fruita tova amb floridura',
      es: 'el pan tiene moho puedo quitar el trozo | mermelada con moho se puede aprovechar | yogur con moho | fruta blanda con moho',
      en: 'bread has mould can I cut it off | mouldy jam can I scrape it | yogurt with mold | soft fruit with mould',
    },
    {
      ca: 'No: el pa, els pastissos, la melmelada, el iogurt, les salses i la fruita tova amb floridura s’han de llençar sencers, perquè les arrels del floridura hi penetren i algunes fan toxines. Només es poden aprofitar, tallant-ne 2,5 cm, el formatge dur i les verdures dures com la pastanaga o la col.',
      es: 'No: el pan, los bizcochos, la mermelada, el yogur, las salsas y la fruta blanda con moho se tiran enteros, porque las raíces del moho penetran y algunos producen toxinas. Solo se pueden aprovechar, cortando 2,5 cm, el queso duro y las verduras duras como la zanahoria o la col.',
      en: 'No: mouldy bread, cakes, jam, yogurt, sauces and soft fruit must be thrown away whole, as mould roots spread through them and some make toxins. Only hard cheese and firm vegetables such as carrots or cabbage can be saved by cutting off 2.5 cm (1 inch).',
    },
  ),
  entry(
    'ss2-mould-cured-sausage',
    'safety',
    FSIS_MOLDS,
    {
      ca: 'el fuet té floridura blanca és normal | pernil salat amb floridura a la pell | llonganissa amb floridura es pot menjar | taques blanques al fuet',
      es: 'el fuet tiene moho blanco es normal | jamón serrano con moho en la corteza | salchichón con moho se puede comer | manchas blancas en el fuet',
      en: 'white mould on salami is it normal | cured ham with mould on the rind | can you eat salami with mould | white powder on dry sausage',
    },
    {
      ca: 'És normal que els embotits curats (fuet, llonganissa) i el pernil salat tinguin floridura a la superfície: frega-la o treu la pell i la resta es pot menjar. Si és verda, negra o peluda i fa mala olor, o és en embotit cuit o a llesques, llença’l.',
      es: 'Es normal que los embutidos curados (fuet, salchichón) y el jamón curado tengan moho en la superficie: frótalo o quita la piel y el resto se puede comer. Si es verde, negro o peludo y huele mal, o está en embutido cocido o en lonchas, tíralo.',
      en: 'Surface mould is normal on dry-cured sausages (salami, fuet) and dry-cured ham: scrub it off or peel the casing and eat the rest. If it is green, black or fuzzy and smells bad, or it is on cooked or sliced meats, throw it away.',
    },
  ),
  // ——— Safety: natural toxins, parasites and raw ingredients ———
  entry(
    'ss2-green-sprouted-potatoes',
    'safety',
    EFSA_POTATOES,
    {
      ca: 'es poden menjar les patates grilades | patates verdes són tòxiques | patata amb brots què faig | solanina patates',
      es: 'se pueden comer las patatas con brotes | patatas verdes son tóxicas | patata grillada qué hago | solanina patatas',
      en: 'can you eat sprouted potatoes | are green potatoes poisonous | what to do with a sprouting potato | solanine in potatoes',
    },
    {
      ca: 'Les parts verdes i els grills de la patata tenen solanina (glicoalcaloides), que no desapareix en coure-la. Pela-la i treu amb generositat els brots i el verd; si és molt verda, arrugada o amarga, llença-la. Guarda-les a les fosques perquè no es tornin verdes.',
      es: 'Las partes verdes y los brotes de la patata tienen solanina (glicoalcaloides), que no desaparece al cocerla. Pélala y quita con generosidad los brotes y lo verde; si está muy verde, arrugada o amarga, tírala. Guárdalas a oscuras para que no se pongan verdes.',
      en: 'Green parts and sprouts of potatoes contain solanine (glycoalkaloids), which cooking does not destroy. Peel them and cut out sprouts and green areas generously; if a potato is very green, shrivelled or tastes bitter, throw it away. Store them in the dark so they do not turn green.',
    },
  ),
  entry(
    'ss2-raw-flour-dough',
    'safety',
    FDA_FLOUR,
    {
      ca: 'es pot menjar la massa de galetes crua | tastar la massa del pastís crua | la farina crua és perillosa | menjar massa crua',
      es: 'se puede comer la masa de galletas cruda | probar la masa del bizcocho cruda | la harina cruda es peligrosa | comer masa cruda',
      en: 'is it safe to eat raw cookie dough | tasting raw cake batter | is raw flour dangerous | eating raw dough',
    },
    {
      ca: 'No és recomanable: la farina és un producte cru que pot dur E. coli (i l’ou cru, salmonel·la); només la cocció la fa segura. No tastis masses crues ni deixis que els infants mengin pasta de modelar casolana de farina.',
      es: 'No es recomendable: la harina es un producto crudo que puede llevar E. coli (y el huevo crudo, salmonela); solo la cocción la hace segura. No pruebes masas crudas ni dejes que los niños coman plastilina casera de harina.',
      en: 'Not recommended: flour is a raw ingredient that can carry E. coli (and raw egg, Salmonella); only baking or cooking makes it safe. Do not taste raw dough or batter, and do not let children eat homemade flour play dough.',
    },
  ),
  entry(
    'ss2-kidney-beans',
    'safety',
    FSA_BEANS,
    {
      ca: 'mongetes vermelles crues són tòxiques | cal bullir les mongetes seques | mongetes a l’olla lenta sense bullir | com es couen les mongetes vermelles seques',
      es: 'alubias rojas crudas son tóxicas | hay que hervir las alubias secas | judías rojas en la olla lenta sin hervir | cómo se cuecen las alubias rojas secas',
      en: 'are raw kidney beans toxic | do you need to boil dried beans | kidney beans in the slow cooker | how to cook dried red kidney beans safely',
    },
    {
      ca: 'Sí: les mongetes vermelles seques crues o poc cuites tenen una lectina que fa vomitar. Posa-les en remull (tota la nit), llença l’aigua i bull-les fort almenys 10 minuts abans de deixar-les a foc lent; l’olla lenta sola no n’hi ha prou. Les de pot ja són cuites.',
      es: 'Sí: las alubias rojas secas crudas o poco cocidas tienen una lectina que provoca vómitos. Ponlas en remojo (toda la noche), tira el agua y hiérvelas fuerte al menos 10 minutos antes de dejarlas a fuego lento; la olla lenta sola no basta. Las de bote ya están cocidas.',
      en: 'Yes: raw or undercooked dried red kidney beans contain a lectin that causes vomiting. Soak them (overnight), drain and boil them hard for at least 10 minutes before simmering; a slow cooker alone is not enough. Canned beans are already cooked.',
    },
  ),
  entry(
    'ss2-anisakis',
    'safety',
    AESAN_ANISAKIS,
    {
      ca: 'com s’elimina l’anisakis | quants dies s’ha de congelar el peix per al sushi | seitons o boquerons en vinagre cal congelar-los | anisakis congelar peix cru | ceviche cal congelar el peix',
      es: 'cómo se elimina el anisakis | cuántos días hay que congelar el pescado para sushi | boquerones en vinagre hay que congelarlos | anisakis congelar pescado crudo | ceviche hay que congelar el pescado',
      en: 'how to kill anisakis in fish | how long to freeze fish for sushi | do I need to freeze anchovies for pickling | anisakis freezing raw fish | freeze fish for ceviche',
    },
    {
      ca: 'El peix i els cefalòpodes que es mengin crus o poc fets (sushi, seitons en vinagre, ceviche, marinats) s’han de congelar abans: al congelador de casa, a −15 °C o menys, compta 5 dies. Cuinats, l’anisakis mor si tota la peça arriba a 60 °C durant 1 minut (uns 10 minuts en total per a 2,5 cm de gruix).',
      es: 'El pescado y los cefalópodos que se coman crudos o poco hechos (sushi, boquerones en vinagre, ceviche, marinados) se congelan antes: en el congelador de casa, a −15 °C o menos, cuenta 5 días. Cocinados, el anisakis muere si toda la pieza llega a 60 °C durante 1 minuto (unos 10 minutos en total para 2,5 cm de grosor).',
      en: 'Fish and squid eaten raw or lightly cooked (sushi, pickled anchovies, ceviche, marinades) must be frozen first: in a home freezer at −15 °C or colder, allow 5 days. When cooked, anisakis dies once the whole piece reaches 60 °C for 1 minute (about 10 minutes in total for a 2.5 cm thick piece).',
    },
  ),
  entry(
    'ss2-pregnancy-foods',
    'safety',
    AESAN_PREGNANCY,
    {
      ca: 'què no puc menjar si estic embarassada | embarassada puc menjar formatge | listèria embaràs aliments | embarassada pernil i embotit | toxoplasmosi què evitar',
      es: 'qué no puedo comer si estoy embarazada | embarazada puedo comer queso | listeria embarazo alimentos | embarazada jamón y embutido | toxoplasmosis qué evitar',
      en: 'what foods to avoid when pregnant | can I eat cheese while pregnant | listeria pregnancy foods | cured ham during pregnancy | toxoplasmosis what to avoid',
    },
    {
      ca: 'Durant l’embaràs, evita la llet crua i els formatges de llet crua o tous de pell florida (brie, camembert, blau) si no són ben calents, el peix fumat i els patés refrigerats, la carn i el peix crus o poc fets i els embotits crus curats. Renta bé la verdura crua i treu la pell dels formatges.',
      es: 'Durante el embarazo, evita la leche cruda y los quesos de leche cruda o blandos de corteza enmohecida (brie, camembert, azul) si no están bien calientes, el pescado ahumado y los patés refrigerados, la carne y el pescado crudos o poco hechos y los embutidos crudos curados. Lava bien la verdura cruda y quita la corteza de los quesos.',
      en: 'During pregnancy avoid raw milk and raw-milk or soft mould-ripened cheeses (brie, camembert, blue) unless piping hot, refrigerated smoked fish and pâtés, raw or undercooked meat and fish, and raw cured sausages. Wash raw vegetables well and cut the rind off cheese.',
    },
  ),
  entry(
    'ss2-mercury-fish',
    'safety',
    AESAN_MERCURY,
    {
      ca: 'quin peix no poden menjar els nens | peix espasa embarassada | tonyina vermella mercuri | quin peix té mercuri | emperador nens petits',
      es: 'qué pescado no pueden comer los niños | pez espada embarazada | atún rojo mercurio | qué pescado tiene mercurio | emperador niños pequeños',
      en: 'which fish should children avoid | swordfish during pregnancy | bluefin tuna mercury | which fish are high in mercury | shark fish for kids',
    },
    {
      ca: 'Peix espasa (emperador), tonyina vermella, tauró (caçó, marraix, tintorera) i lluç de riu tenen molt mercuri: les embarassades, les dones que ho volen ser o que donen el pit i els infants de menys de 10 anys no n’han de menjar; de 10 a 14 anys, com a màxim 120 g al mes. La resta de peix, 3-4 cops per setmana, alternant blanc i blau.',
      es: 'Pez espada (emperador), atún rojo, tiburón (cazón, marrajo, tintorera) y lucio tienen mucho mercurio: las embarazadas, las que planean estarlo o dan el pecho y los niños menores de 10 años no deben comerlos; de 10 a 14 años, como máximo 120 g al mes. El resto del pescado, 3-4 veces por semana, alternando blanco y azul.',
      en: 'Swordfish, bluefin tuna, shark and pike are high in mercury: pregnant or breastfeeding women, those planning a pregnancy and children under 10 should not eat them; children aged 10-14, at most 120 g a month (Spanish AESAN advice). Other fish, 3-4 times a week, alternating white and oily.',
    },
  ),
  entry(
    'ss2-honey-babies',
    'safety',
    INFANT_HONEY,
    {
      ca: 'a partir de quina edat poden menjar mel els nadons | mel per a un bebè de 6 mesos | botulisme mel nadons | posar mel al xumet | li puc donar mel al nadó a les farinetes',
      es: 'a partir de qué edad pueden comer miel los bebés | miel para un bebé de 6 meses | botulismo miel bebés | poner miel en el chupete | le puedo dar miel a la papilla de mi bebé',
      en: 'when can babies have honey | honey for a 6 month old | infant botulism honey | honey on a dummy pacifier | can I give my baby honey in their food',
    },
    {
      ca: 'Cap mel als nadons de menys de 12 mesos, ni cuita en pastissos ni al xumet: pot dur espores de botulisme que el seu intestí encara no pot frenar. A partir de l’any ja la poden prendre.',
      es: 'Nada de miel a los bebés menores de 12 meses, ni cocinada en bizcochos ni en el chupete: puede llevar esporas de botulismo que su intestino aún no puede frenar. A partir del año ya pueden tomarla.',
      en: 'No honey for babies under 12 months, not even baked into food or on a dummy: it can carry botulism spores their gut cannot yet handle. From their first birthday it is fine.',
    },
  ),
  entry(
    'ss2-raw-milk',
    'safety',
    AESAN,
    {
      ca: 'cal bullir la llet crua | llet de vaca acabada de munyir es pot beure | llet sense pasteuritzar és perillosa | llet de granja crua',
      es: 'hay que hervir la leche cruda | leche de vaca recién ordeñada se puede beber | leche sin pasteurizar es peligrosa | leche de granja cruda',
      en: 'do you need to boil raw milk | can you drink milk straight from the cow | is unpasteurised milk dangerous | raw farm milk safety',
    },
    {
      ca: 'Sí: la llet crua (sense pasteuritzar) pot dur bacteris com E. coli, salmonel·la o listèria, i s’ha de bullir abans de beure-la. Els infants, les embarassades i la gent gran no l’haurien de prendre crua.',
      es: 'Sí: la leche cruda (sin pasteurizar) puede llevar bacterias como E. coli, salmonela o listeria, y hay que hervirla antes de beberla. Los niños, las embarazadas y las personas mayores no deberían tomarla cruda.',
      en: 'Yes: raw (unpasteurised) milk can carry bacteria such as E. coli, Salmonella or Listeria and should be boiled before drinking. Children, pregnant women and older people should not drink it raw.',
    },
  ),
  entry(
    'ss2-frozen-vegetables-raw',
    'safety',
    FSA_FROZEN_VEG,
    {
      ca: 'es pot menjar verdura congelada sense coure | blat de moro congelat cru a l’amanida | pèsols congelats sense cuinar | fruita congelada cal bullir-la',
      es: 'se puede comer verdura congelada sin cocinar | maíz congelado crudo en la ensalada | guisantes congelados sin cocinar | fruta congelada hay que hervirla',
      en: 'can you eat frozen vegetables without cooking | frozen sweetcorn raw in salad | eating frozen peas uncooked | do frozen berries need cooking',
    },
    {
      ca: 'La verdura congelada s’ha de coure abans de menjar-la (fins que sigui ben calenta), tret que l’envàs digui que està llesta per menjar: no la posis crua a amanides. S’hi ha trobat listèria, que el congelador no mata.',
      es: 'La verdura congelada hay que cocinarla antes de comerla (hasta que esté bien caliente), salvo que el envase diga que está lista para consumir: no la pongas cruda en ensaladas. Se ha encontrado listeria en ella, que el congelador no mata.',
      en: 'Frozen vegetables should be cooked until piping hot before eating, unless the pack says they are ready to eat: do not add them raw to salads. Listeria, which freezing does not kill, has been found in them.',
    },
  ),
  entry(
    'ss2-mussels-open-closed',
    'safety',
    FDA_SEAFOOD,
    {
      ca: 'musclos oberts abans de cuinar es poden menjar | musclos que no s’obren després de bullir | cloïsses obertes crues | com sé si un musclo és viu',
      es: 'mejillones abiertos antes de cocinar se pueden comer | mejillones que no se abren después de cocer | almejas abiertas crudas | cómo sé si un mejillón está vivo',
      en: 'can you eat mussels that are open before cooking | mussels that don’t open after cooking | open raw clams | how to tell if a mussel is alive',
    },
    {
      ca: 'Abans de cuinar-los, llença els musclos i les cloïsses amb la closca trencada o que estiguin oberts i no es tanquin quan els dones un copet: són morts. Després de cuinar-los, llença també els que no s’hagin obert.',
      es: 'Antes de cocinarlos, tira los mejillones y las almejas con la concha rota o que estén abiertos y no se cierren al darles un golpecito: están muertos. Después de cocinarlos, tira también los que no se hayan abierto.',
      en: 'Before cooking, throw away mussels and clams with broken shells, or open ones that do not close when tapped: they are dead. After cooking, also discard any that did not open.',
    },
  ),
  entry(
    'ss2-wild-boar-trichinella',
    'safety',
    AESAN_TRICHINELLA,
    {
      ca: 'carn de senglar cal analitzar-la | triquina senglar de caça | embotit de senglar casolà és segur | matança del porc anàlisi de triquina',
      es: 'carne de jabalí hay que analizarla | triquina jabalí de caza | embutido de jabalí casero es seguro | matanza del cerdo análisis de triquina',
      en: 'does wild boar meat need testing | trichinella wild boar hunting | homemade wild boar sausage safe | home pig slaughter trichinella test',
    },
    {
      ca: 'La carn de senglar de caça i la del porc de matança casolana ha de passar l’anàlisi veterinària de triquina abans de menjar-la; la triquinosi pot ser greu. Ni congelar-la, ni curar-la, ni fer-ne embotit no elimina el risc: espera el resultat abans de preparar-la.',
      es: 'La carne de jabalí de caza y la del cerdo de matanza casera debe pasar el análisis veterinario de triquina antes de comerla; la triquinosis puede ser grave. Ni congelarla, ni curarla, ni hacer embutido con ella eliminan el riesgo: espera el resultado antes de prepararla.',
      en: 'Hunted wild boar and home-slaughtered pork must pass a veterinary Trichinella test before eating; trichinosis can be serious. Freezing, curing or making sausages does not remove the risk: wait for the result before preparing the meat.',
    },
  ),
  // ——— Safety: thermometers and internal temperatures ———
  entry(
    'ss2-thermometer-how-to',
    'safety',
    FSIS_THERMOMETERS,
    {
      ca: 'com es fa servir un termòmetre de cuina | on es clava el termòmetre a la carn | on poso el termòmetre | termòmetre de punxa com s’utilitza | mesurar la temperatura interior d’una hamburguesa',
      es: 'cómo se usa un termómetro de cocina | dónde se pincha el termómetro en la carne | termómetro de sonda cómo se utiliza | medir la temperatura interior de una hamburguesa',
      en: 'how to use a meat thermometer | where to insert a meat thermometer | how to use a probe thermometer | checking the temperature of a burger',
    },
    {
      ca: 'Clava la punta a la part més gruixuda de la peça, sense tocar l’os, el greix ni els cartílags; en peces primes (hamburgueses, costelles), clava-la de costat fins al centre. Mira-ho cap al final de la cocció, en més d’un punt si la peça és irregular, i renta la sonda amb aigua calenta i sabó després de cada ús.',
      es: 'Clava la punta en la parte más gruesa de la pieza, sin tocar el hueso, la grasa ni los cartílagos; en piezas finas (hamburguesas, chuletas), clávala de lado hasta el centro. Mídelo hacia el final de la cocción, en más de un punto si la pieza es irregular, y lava la sonda con agua caliente y jabón después de cada uso.',
      en: 'Insert the tip into the thickest part, away from bone, fat and gristle; for thin items (burgers, chops), insert it sideways into the centre. Check near the end of cooking, in more than one spot for irregular pieces, and wash the probe in hot soapy water after each use.',
    },
  ),
  entry(
    'ss2-thermometer-calibration',
    'safety',
    FSIS_THERMOMETERS,
    {
      ca: 'com sé si el meu termòmetre de cuina marca bé | calibrar el termòmetre de cuina | prova del termòmetre en un got de glaç | comprovar el termòmetre amb aigua bullint',
      es: 'cómo sé si mi termómetro de cocina marca bien | calibrar el termómetro de cocina | prueba del termómetro en un vaso de hielo picado | comprobar el termómetro con agua hirviendo',
      en: 'how do I know my meat thermometer is accurate | calibrate a kitchen thermometer | ice water thermometer test | check thermometer in boiling water',
    },
    {
      ca: 'Posa la sonda en un got ple de gel picat amb una mica d’aigua freda, sense tocar el vidre: ha de marcar 0 °C. També pots provar-ho en aigua bullint, que a nivell del mar marca 100 °C (una mica menys en alçada); si no quadra, ajusta’l o tingues en compte la diferència.',
      es: 'Mete la sonda en un vaso lleno de hielo picado con un poco de agua fría, sin tocar el vidrio: debe marcar 0 °C. También puedes probarlo en agua hirviendo, que a nivel del mar marca 100 °C (algo menos en altura); si no cuadra, ajústalo o ten en cuenta la diferencia.',
      en: 'Put the probe in a glass packed with crushed ice and a little cold water, not touching the glass: it should read 0 °C (32 °F). You can also test it in boiling water, 100 °C (212 °F) at sea level (a little less at altitude); if it is off, adjust it or allow for the difference.',
    },
  ),
  entry(
    'ss2-poultry-where-to-probe',
    'safety',
    FSIS_THERMOMETERS,
    {
      ca: 'on poso el termòmetre al pollastre sencer | temperatura del farciment del pollastre | gall dindi farcit a quina temperatura | on es mira la temperatura del pollastre rostit',
      es: 'dónde pongo el termómetro en el pollo entero | temperatura del relleno del pollo | pavo relleno a qué temperatura | dónde se mira la temperatura del pollo asado',
      en: 'where to put the thermometer in a whole chicken | stuffing temperature inside a turkey | stuffed turkey safe temperature | where to check roast chicken temperature',
    },
    {
      ca: 'En un pollastre o gall dindi sencer, mira-ho a la part interior de la cuixa, a l’interior de l’ala i a la part més gruixuda del pit: tot ha d’arribar a 74 °C. Si és farcit, el centre del farciment també ha d’arribar a 74 °C; compta 15-30 minuts més de forn.',
      es: 'En un pollo o pavo entero, mídelo en la parte interior del muslo, en el interior del ala y en la parte más gruesa de la pechuga: todo debe llegar a 74 °C. Si está relleno, el centro del relleno también debe llegar a 74 °C; cuenta 15-30 minutos más de horno.',
      en: 'In a whole chicken or turkey, check the innermost part of the thigh, the innermost part of the wing and the thickest part of the breast: all must reach 74 °C (165 °F). If stuffed, the centre of the stuffing must also reach 74 °C; allow 15-30 minutes more in the oven.',
    },
  ),
  entry(
    'ss2-egg-dishes-temperature',
    'safety',
    FSIS_EGGS,
    {
      ca: 'a quina temperatura està feta la truita | l’ou amb el rovell líquid és segur | temperatura interior de la quiche | ous ben quallats per a embarassades',
      es: 'a qué temperatura está hecha la tortilla | el huevo con la yema líquida es seguro | temperatura interior de la quiche | huevos bien cuajados para embarazadas',
      en: 'what temperature is an omelette cooked to | are runny eggs safe | quiche internal temperature | fully cooked eggs for pregnancy',
    },
    {
      ca: 'Els plats d’ou (truites, quiches, flams, pastissos salats) són segurs a 71 °C al centre. Per als ous ferrats o bullits, la pauta segura és que la clara i el rovell quedin quallats; sobretot per a embarassades, infants petits i gent gran.',
      es: 'Los platos de huevo (tortillas, quiches, flanes, pasteles salados) son seguros a 71 °C en el centro. Para los huevos fritos o cocidos, la pauta segura es que la clara y la yema queden cuajadas; sobre todo para embarazadas, niños pequeños y personas mayores.',
      en: 'Egg dishes (omelettes, quiches, custards, savoury bakes) are safe at 71 °C (160 °F) in the centre. For fried or boiled eggs, the safe rule is to cook until both white and yolk are firm, especially for pregnant women, small children and older people.',
    },
  ),
  entry(
    'ss2-ham-reheat',
    'safety',
    FSIS_HAM,
    {
      ca: 'a quina temperatura s’escalfa el pernil cuit al forn | pernil dolç sencer al forn temperatura interior | pernil fresc cru temperatura segura | escalfar pernil de Nadal',
      es: 'a qué temperatura se calienta el jamón cocido al horno | jamón cocido entero al horno temperatura interior | pierna de cerdo fresca temperatura segura | calentar jamón asado de Navidad',
      en: 'what temperature to reheat a cooked ham | glazed ham internal temperature | fresh raw ham safe temperature | reheating a Christmas ham',
    },
    {
      ca: 'Pernil cuit d’envàs tancat de fàbrica: escalfa’l fins a 60 °C al centre; si és d’un altre origen o ja estava tallat i manipulat, fins a 74 °C. Una cuixa de porc crua (pernil fresc) s’ha de coure fins a 63 °C i reposar 3 minuts.',
      es: 'Jamón cocido de envase cerrado de fábrica: caliéntalo hasta 60 °C en el centro; si es de otro origen o ya estaba cortado y manipulado, hasta 74 °C. Una pierna de cerdo cruda (jamón fresco) se cocina hasta 63 °C y reposa 3 minutos.',
      en: 'Fully cooked ham in its sealed factory packaging: reheat to 60 °C (140 °F) in the centre; any other cooked ham, or one already sliced and handled, to 74 °C (165 °F). A raw fresh ham (leg of pork) must reach 63 °C (145 °F) and rest 3 minutes.',
    },
  ),
  entry(
    'ss2-shellfish-doneness',
    'safety',
    FSIS_TEMPERATURES,
    {
      ca: 'com sé si les gambes estan fetes | quan estan cuits els musclos | vieires fetes com es nota | llagostins al punt',
      es: 'cómo sé si las gambas están hechas | cuándo están cocidos los mejillones | vieiras hechas cómo se nota | langostinos en su punto',
      en: 'how do I know when prawns are cooked | when are mussels done | how to tell scallops are cooked | are my shrimp cooked',
    },
    {
      ca: 'Gambes, llagostins, escamarlans i llagosta: quan la carn passa de translúcida a opaca i nacrada. Musclos, cloïsses i ostres: quan s’obren les closques (llença els que no s’obren). Vieires: quan són blanc llet, opaques i fermes.',
      es: 'Gambas, langostinos, cigalas y langosta: cuando la carne pasa de translúcida a opaca y nacarada. Mejillones, almejas y ostras: cuando se abren las conchas (tira los que no se abren). Vieiras: cuando están blanco leche, opacas y firmes.',
      en: 'Prawns/shrimp, langoustines and lobster: when the flesh turns from translucent to pearly and opaque. Mussels, clams and oysters: when the shells open (discard any that stay shut). Scallops: when milky white, opaque and firm.',
    },
  ),
  entry(
    'ss2-rare-steak-safe',
    'safety',
    FSA_COOKING,
    {
      ca: 'és segur menjar el bistec poc fet | carn vermella marcada per fora i crua per dins | entrecot poc fet perill | per què el bistec es pot menjar cru per dins i l’hamburguesa no',
      es: 'es seguro comer el filete poco hecho | carne roja sellada por fuera y cruda por dentro | entrecot poco hecho peligro | por qué el filete se puede comer crudo por dentro y la hamburguesa no',
      en: 'is it safe to eat rare steak | seared outside raw inside beef | medium rare steak risk | why can steak be rare but not burgers',
    },
    {
      ca: 'Sí: els bistecs i les peces senceres de vedella o de xai es poden menjar poc fets si l’exterior està ben marcat, perquè els bacteris són a la superfície. La carn picada, les broquetes de carn trossejada, els rotllos lligats, el porc i l’aviram s’han de fer del tot.',
      es: 'Sí: los filetes y las piezas enteras de ternera o de cordero se pueden comer poco hechos si el exterior está bien sellado, porque las bacterias están en la superficie. La carne picada, las brochetas de carne troceada, los rollos atados, el cerdo y el pollo se hacen del todo.',
      en: 'Yes: steaks and whole cuts of beef or lamb can be eaten rare as long as the outside is well seared, because bacteria sit on the surface. Minced meat, kebabs of cut-up meat, rolled joints, pork and poultry must be cooked through.',
    },
  ),
  entry(
    'ss2-pink-burger',
    'safety',
    `${FSA_COOKING}; ${FSIS_TEMPERATURES}`,
    {
      ca: 'es pot menjar l’hamburguesa rosada per dins | hamburguesa poc feta és perillosa | mandonguilles rosades al mig | hamburguesa al punt a casa',
      es: 'se puede comer la hamburguesa rosada por dentro | hamburguesa poco hecha es peligrosa | albóndigas rosadas en el centro | hamburguesa al punto en casa',
      en: 'can you eat a burger pink in the middle | is a rare burger dangerous | meatballs pink inside | medium rare burger at home',
    },
    {
      ca: 'A casa, no: en picar la carn, els bacteris de la superfície queden repartits per dins. Fes les hamburgueses i mandonguilles fins a 71 °C al centre (74 °C si són de pollastre o gall dindi): sense rosat i amb el suc clar.',
      es: 'En casa, no: al picar la carne, las bacterias de la superficie quedan repartidas por dentro. Haz las hamburguesas y albóndigas hasta 71 °C en el centro (74 °C si son de pollo o pavo): sin rosa y con el jugo claro.',
      en: 'Not at home: mincing spreads surface bacteria all through the meat. Cook burgers and meatballs to 71 °C (160 °F) in the centre (74 °C/165 °F for chicken or turkey): no pink, with clear juices.',
    },
  ),
  entry(
    'ss2-pink-pork',
    'safety',
    FSIS_TEMPERATURES,
    {
      ca: 'el porc es pot menjar rosat | llom de porc rosat per dins és segur | filet de porc al punt | secret ibèric poc fet',
      es: 'el cerdo se puede comer rosado | lomo de cerdo rosado por dentro es seguro | solomillo de cerdo al punto | secreto ibérico poco hecho',
      en: 'can pork be pink | is pink pork loin safe | pork tenderloin medium | pork chop slightly pink inside',
    },
    {
      ca: 'Sí: les peces senceres de porc (llom, filet, costelles, secret) són segures a 63 °C al centre amb 3 minuts de repòs, encara que quedin una mica rosades. La carn de porc picada i les botifarres, fins a 71 °C.',
      es: 'Sí: las piezas enteras de cerdo (lomo, solomillo, chuletas, secreto) son seguras a 63 °C en el centro con 3 minutos de reposo, aunque queden algo rosadas. La carne de cerdo picada y las salchichas, hasta 71 °C.',
      en: 'Yes: whole cuts of pork (loin, tenderloin, chops) are safe at 63 °C (145 °F) in the centre with a 3-minute rest, even if still slightly pink. Minced pork and sausages need 71 °C (160 °F).',
    },
  ),
  entry(
    'ss2-sausages-temperature',
    'safety',
    FSIS_TEMPERATURES,
    {
      ca: 'a quina temperatura està feta la botifarra | com sé si les salsitxes són fetes per dins | botifarra a la brasa crua per dins | salsitxes de pollastre temperatura',
      es: 'a qué temperatura está hecha la butifarra | cómo sé si las salchichas están hechas por dentro | butifarra a la brasa poco hecha en el centro | salchichas de pollo temperatura',
      en: 'what temperature are sausages cooked to | how do I know sausages are done inside | barbecued sausages raw in the middle | chicken sausages temperature',
    },
    {
      ca: 'Botifarra i salsitxes fresques de porc o vedella: 71 °C al centre; de pollastre o gall dindi, 74 °C. Sense termòmetre, talla’n una: no ha de quedar rosada i el suc ha de sortir clar; a la brasa, millor a foc mitjà perquè no es cremin per fora i quedin crues per dins.',
      es: 'Butifarra y salchichas frescas de cerdo o ternera: 71 °C en el centro; de pollo o pavo, 74 °C. Sin termómetro, corta una: no debe quedar rosada y el jugo debe salir claro; a la brasa, mejor a fuego medio para que no se quemen por fuera y queden crudas por dentro.',
      en: 'Fresh pork or beef sausages: 71 °C (160 °F) in the centre; chicken or turkey sausages, 74 °C (165 °F). Without a thermometer, cut one open: no pink and clear juices; on the barbecue use medium heat so they do not char outside while raw inside.',
    },
  ),
  entry(
    'ss2-lamb-temperature',
    'safety',
    `${FSIS_TEMPERATURES}; ${CULINARY}`,
    {
      ca: 'a quina temperatura interior està fet el xai | cuixa de xai rosada temperatura | costelles de xai al punt | xai poc fet és segur',
      es: 'a qué temperatura interior está hecho el cordero | pierna de cordero rosada temperatura | chuletas de cordero al punto | cordero poco hecho es seguro',
      en: 'what internal temperature is lamb done | pink leg of lamb temperature | lamb chops medium rare | is rare lamb safe',
    },
    {
      ca: 'Xai en peces senceres: la temperatura segura de l’USDA és 63 °C i 3 minuts de repòs; a la cuina, rosat és cap a 57-60 °C, acceptable en una peça sencera ben marcada per fora. El xai picat (mandonguilles, kefta), fins a 71 °C.',
      es: 'Cordero en piezas enteras: la temperatura segura del USDA es 63 °C y 3 minutos de reposo; en cocina, rosado es hacia 57-60 °C, aceptable en una pieza entera bien sellada por fuera. El cordero picado (albóndigas, kefta), hasta 71 °C.',
      en: 'Whole cuts of lamb: USDA’s safe temperature is 63 °C (145 °F) plus a 3-minute rest; cooks take pink lamb to about 57-60 °C, acceptable for a whole cut well seared outside. Minced lamb (meatballs, kofta) needs 71 °C (160 °F).',
    },
  ),
  entry(
    'ss2-hot-holding',
    'safety',
    FSIS_DANGER_ZONE,
    {
      ca: 'com mantinc el menjar calent fins que arribin els convidats | a quina temperatura s’ha de mantenir el menjar calent | bufet menjar calent quant temps | deixar l’olla al foc baix tota la tarda',
      es: 'cómo mantengo la comida caliente hasta que lleguen los invitados | a qué temperatura hay que mantener la comida caliente | bufé comida caliente cuánto tiempo | dejar la olla a fuego bajo toda la tarde',
      en: 'how to keep food hot until guests arrive | what temperature to keep hot food at | buffet hot food how long | keeping a pot warm all afternoon',
    },
    {
      ca: 'El menjar calent s’ha de mantenir a 60 °C o més (al forn baix, en un escalfaplats o al foc mínim); si baixa d’aquí, no el deixis més de 2 hores. Si l’has de guardar més estona, refreda’l, posa’l a la nevera i torna’l a escalfar fins a 74 °C.',
      es: 'La comida caliente se mantiene a 60 °C o más (en el horno bajo, en un calientaplatos o a fuego mínimo); si baja de ahí, no la dejes más de 2 horas. Si la tienes que guardar más rato, enfríala, métela en la nevera y vuelve a calentarla hasta 74 °C.',
      en: 'Keep hot food at 60 °C (140 °F) or above (a low oven, a warming tray or the lowest heat); below that, do not leave it more than 2 hours. If it must wait longer, cool it, refrigerate it and reheat it to 74 °C (165 °F).',
    },
  ),
  entry(
    'ss2-slow-cooker',
    'safety',
    FSIS_SLOW_COOKER,
    {
      ca: 'es pot posar carn congelada a l’olla lenta | olla lenta és segura | quant he d’omplir l’olla lenta | reescalfar menjar a l’olla lenta',
      es: 'se puede poner carne congelada en la olla lenta | olla lenta es segura | cuánto hay que llenar la olla lenta | recalentar comida en la olla lenta',
      en: 'can you put frozen meat in a slow cooker | is a slow cooker safe | how full should a slow cooker be | reheating leftovers in a slow cooker',
    },
    {
      ca: 'Descongela sempre la carn abans de posar-la a l’olla lenta, omple-la entre la meitat i dos terços i no aixequis la tapa sense necessitat; si pots, engega-la la primera hora a potència alta. No hi reescalfis menjar ja cuinat: fes-ho al foc o al microones fins a 74 °C.',
      es: 'Descongela siempre la carne antes de ponerla en la olla lenta, llénala entre la mitad y dos tercios y no levantes la tapa sin necesidad; si puedes, ponla la primera hora a potencia alta. No recalientes comida ya cocinada en ella: hazlo al fuego o en el microondas hasta 74 °C.',
      en: 'Always thaw meat before it goes into a slow cooker, fill it between half and two-thirds full and do not lift the lid needlessly; if you can, run it on high for the first hour. Do not reheat leftovers in it: reheat them on the hob or in the microwave to 74 °C (165 °F).',
    },
  ),
  entry(
    'ss2-chicken-livers',
    'safety',
    FSA_COOKING,
    {
      ca: 'els fetges de pollastre es poden menjar rosats | paté de fetge de pollastre casolà cocció | fetgets de pollastre poc fets | temperatura del fetge de pollastre',
      es: 'los hígados de pollo se pueden comer rosados | paté de hígado de pollo casero cocción | higaditos de pollo poco hechos | temperatura del hígado de pollo',
      en: 'can chicken livers be pink | homemade chicken liver pâté cooking | undercooked chicken livers | chicken liver safe temperature',
    },
    {
      ca: 'No: els fetges de pollastre poden dur campilobacter per dins, no només a la superfície, i s’han de coure fins que no quedi gens de rosat al centre (la referència britànica és 70 °C durant 2 minuts), també per fer paté. No n’hi ha prou de marcar-los i deixar-los rosats.',
      es: 'No: los hígados de pollo pueden llevar campylobacter por dentro, no solo en la superficie, y hay que cocinarlos hasta que no quede nada de rosa en el centro (la referencia británica es 70 °C durante 2 minutos), también para hacer paté. Marcarlos y dejarlos rosados no basta.',
      en: 'No: chicken livers can carry Campylobacter inside, not just on the surface, so cook them until no pink remains in the centre (the UK benchmark is 70 °C for 2 minutes), including for pâté. Searing them and leaving them pink is not enough.',
    },
  ),
  entry(
    'ss2-microwave-reheating',
    'safety',
    FSIS_MICROWAVE,
    {
      ca: 'com s’escalfen bé les sobres al microones | el menjar queda fred pel mig al microones | escalfar carmanyola al microones segur | cal tapar el menjar al microones',
      es: 'cómo se recalientan bien las sobras en el microondas | la comida queda fría por el centro en el microondas | calentar táper en el microondas seguro | hay que tapar la comida en el microondas',
      en: 'how to reheat leftovers safely in the microwave | food still cold in the middle after microwaving | reheating a lunch box in the microwave | should I cover food in the microwave',
    },
    {
      ca: 'Tapa el plat (deixant sortir el vapor), remena o gira’l a mitja cocció i deixa’l reposar un parell de minuts perquè la calor s’iguali. Comprova que arribi a 74 °C, o que faci fum, en diversos punts: el microones deixa zones fredes on sobreviuen bacteris.',
      es: 'Tapa el plato (dejando salir el vapor), remueve o dale la vuelta a media cocción y déjalo reposar un par de minutos para que el calor se iguale. Comprueba que llegue a 74 °C, o que humee, en varios puntos: el microondas deja zonas frías donde sobreviven bacterias.',
      en: 'Cover the dish (venting the steam), stir or turn it halfway and let it stand a couple of minutes so the heat evens out. Check it reaches 74 °C (165 °F), or is steaming, in several spots: microwaves leave cold spots where bacteria survive.',
    },
  ),
  entry(
    'ss2-reheat-sauces-soups',
    'safety',
    `${FSIS_LEFTOVERS}; ${FSA}`,
    {
      ca: 'com s’escalfa una sopa del dia abans | cal fer bullir el brou en escalfar-lo | escalfar salsa del dia abans | reescalfar crema de verdures',
      es: 'cómo se recalienta una sopa que sobra | hay que hervir el caldo al recalentarlo | recalentar salsa del día anterior | recalentar crema de verduras',
      en: 'how to reheat leftover soup | should stock be boiled when reheating | reheating yesterday’s sauce | reheat vegetable soup',
    },
    {
      ca: 'Les sopes, cremes, brous i salses sobrants s’han d’escalfar fins que arrenquin el bull, remenant. Escalfa només la part que et menjaràs: millor escalfar-ho una sola vegada.',
      es: 'Las sopas, cremas, caldos y salsas que sobran se recalientan hasta que rompan a hervir, removiendo. Calienta solo la parte que te vas a comer: mejor recalentar las sobras una sola vez.',
      en: 'Leftover soups, stocks and sauces should be reheated to a rolling boil, stirring. Heat only what you will eat: leftovers are best reheated only once.',
    },
  ),
];
