import { CATALAN_CUISINE, CULINARY, entry, FSIS_LEFTOVERS, type KnowledgeEntry } from './knowledge-entry.ts';

const FSIS_DANGER_ZONE = 'USDA FSIS, "Danger Zone (40 °F - 140 °F)" and "Leftovers and Food Safety"';
const FSIS_SHELF_STABLE = 'USDA FSIS, "Shelf-Stable Food Safety" (opened canned foods)';
const AESAN_EGGS =
  'AESAN, consumer advice on eggs (Reglamento (CE) 589/2008: sold unrefrigerated, kept in the fridge at home)';
const KING_ARTHUR = 'King Arthur Baking, ingredient guides (flours, sugars) and baking troubleshooting';
const CALCOT_VALLS = 'IGP Calçot de Valls (protected geographical indication, season from November to April)';

/**
 * Everyday facts the second held-out chat set showed the base lacked (issue 34, tuning on set 2):
 * cooked food left out, an opened can, eggs in the fridge, bread flour, egg-free coating, cooking
 * cream, lactose-free béchamel, brown sugar, an oversalted soup, a grey steak, whites that will not
 * whip, a stick-blender mayonnaise, meat for a barbecue, scaling a recipe, calçot season, "mar i
 * muntanya", what to cook with stale bread or very ripe bananas. Each with its source.
 */
export const EVERYDAY_GAPS_FACTS: readonly KnowledgeEntry[] = [
  entry(
    'gap-cooked-left-out',
    'safety',
    FSIS_DANGER_ZONE,
    {
      ca: 'he deixat el menjar cuinat tota la nit fora de la nevera, el llenço | menjar cuit fora de la nevera tota la nit es pot menjar | quantes hores pot estar el menjar fora de la nevera | si fa fred a la cuina es pot deixar fora el menjar | el menjar ha passat tota la nit fora, encara es pot menjar',
      es: 'dejé la comida cocinada toda la noche fuera de la nevera, la tiro | comida fuera de la nevera toda la noche se puede comer | cuántas horas puede estar la comida fuera de la nevera | si hace frío en la cocina se puede dejar fuera la comida',
      en: 'left cooked food out overnight is it safe | food left out of the fridge all night | how long can cooked food sit out | is it ok to leave food out if the kitchen is cold',
    },
    {
      ca: 'Llença’l: el menjar cuinat no pot estar més de 2 hores a temperatura ambient (1 hora si fa més de 32 °C). Els bacteris que s’hi multipliquen fan toxines que escalfar-lo ni bullir-lo no destrueix, encara que faci bona olor i encara que sigui hivern: una cuina no és una nevera.',
      es: 'Tírala: la comida cocinada no debe pasar más de 2 horas a temperatura ambiente (1 hora si hace más de 32 °C). Las bacterias que crecen producen toxinas que recalentar ni hervir no destruye, aunque huela bien y aunque sea invierno: una cocina no es una nevera.',
      en: 'Throw it out: cooked food should not sit at room temperature for more than 2 hours (1 hour above 32 °C/90 °F). Bacteria that grow make toxins that reheating or boiling does not destroy, even if it smells fine and even in winter: a kitchen is not a fridge.',
    },
  ),
  entry(
    'gap-opened-can',
    'storage',
    FSIS_SHELF_STABLE,
    {
      ca: 'puc guardar la llauna oberta a la nevera | tomàquet de llauna obert quant dura | es pot deixar el menjar dins la llauna oberta',
      es: 'puedo guardar la lata abierta en la nevera | tomate de lata abierto cuánto dura | se puede dejar la comida en la lata abierta',
      en: 'can i keep an opened can in the fridge | opened canned tomatoes how long | leave food in the open can',
    },
    {
      ca: 'Passa-ho a un recipient de vidre o de plàstic tapat: a la llauna oberta els àcids (tomàquet, fruita) agafen gust metàl·lic. A la nevera, el tomàquet i la fruita de llauna aguanten 5-7 dies; les verdures, el peix i la carn de llauna, 3-4 dies.',
      es: 'Pásalo a un recipiente de vidrio o plástico tapado: en la lata abierta lo ácido (tomate, fruta) coge sabor metálico. En la nevera, el tomate y la fruta de lata aguantan 5-7 días; las verduras, el pescado y la carne de lata, 3-4 días.',
      en: 'Move it to a covered glass or plastic container: acidic food (tomatoes, fruit) picks up a metallic taste in the open can. In the fridge, canned tomatoes and fruit keep 5-7 days; canned vegetables, fish and meat 3-4 days.',
    },
  ),
  entry(
    'gap-eggs-fridge',
    'storage',
    AESAN_EGGS,
    {
      ca: 'els ous van a la nevera | al súper no tenen els ous a la nevera, a casa cal | on guardo els ous',
      es: 'los huevos van en la nevera | en el súper no tienen los huevos en la nevera, en casa hay que refrigerarlos | dónde guardo los huevos',
      en: 'do eggs go in the fridge | shops do not refrigerate eggs should i | where should i keep eggs',
    },
    {
      ca: 'Sí, a casa a la nevera, a temperatura constant i millor dins el seu envàs (no a la porta). A Europa es venen sense refrigerar perquè no els canviïs de temperatura pel camí: condensar aigua a la closca ajuda els bacteris a entrar. Consumeix-los abans de la data de consum preferent (28 dies des de la posta).',
      es: 'Sí, en casa en la nevera, a temperatura constante y mejor en su envase (no en la puerta). En Europa se venden sin refrigerar para que no cambien de temperatura por el camino: el agua que se condensa en la cáscara ayuda a entrar a las bacterias. Consúmelos antes de la fecha de consumo preferente (28 días desde la puesta).',
      en: 'Yes, at home keep them in the fridge at a steady temperature, ideally in their box (not the door). In Europe they are sold unrefrigerated so they do not warm up and sweat on the way: condensation on the shell helps bacteria in. Use them by the best-before date (28 days from laying).',
    },
  ),
  entry(
    'gap-bread-flour',
    'substitution',
    KING_ARTHUR,
    {
      ca: 'puc fer pa sense farina de força | farina de força o de tot ús per al pa | no tinc farina de força per al pa',
      es: 'puedo hacer pan sin harina de fuerza | harina de fuerza o de todo uso para el pan | no tengo harina de fuerza para el pan',
      en: 'can i use plain flour instead of bread flour | bread flour or all purpose flour for bread | no strong flour',
    },
    {
      ca: 'Sí: amb farina normal (menys proteïna, menys gluten) el pa surt més tou, puja una mica menys i té menys mossegada. Posa-hi un 5 % menys d’aigua, pasta-la bé i, si vols, afegeix-hi 1 cullerada de gluten per cada 500 g.',
      es: 'Sí: con harina normal (menos proteína, menos gluten) el pan sale más tierno, sube algo menos y tiene menos mordida. Pon un 5 % menos de agua, amasa bien y, si quieres, añade 1 cucharada de gluten por cada 500 g.',
      en: 'Yes: with plain (all-purpose) flour, which has less protein and gluten, bread comes out softer, rises a little less and is less chewy. Use about 5 % less water, knead well and, if you like, add 1 tablespoon of vital wheat gluten per 500 g.',
    },
  ),
  entry(
    'gap-coating-without-egg',
    'substitution',
    CULINARY,
    {
      ca: 'com arrebosso sense ou | arrebossat sense ou per a al·lèrgics | què faig servir en lloc d’ou per arrebossar',
      es: 'cómo rebozo sin huevo | rebozado sin huevo para alérgicos | qué uso en vez de huevo para rebozar',
      en: 'how to bread without egg | egg free breading | what to use instead of egg for coating',
    },
    {
      ca: 'Sense ou: passa la peça per una pasta de farina i aigua freda (o beguda vegetal) espessa com una nata líquida, o per aquafaba (l’aigua dels cigrons de pot), i després pel pa ratllat. Per fregir sense pa, farina sola o farina amb aigua amb gas.',
      es: 'Sin huevo: pasa la pieza por una pasta de harina y agua fría (o bebida vegetal) espesa como una nata líquida, o por aquafaba (el agua de los garbanzos de bote), y luego por el pan rallado. Para freír sin pan, solo harina o harina con agua con gas.',
      en: 'Without egg: dip the pieces in a batter of flour and cold water (or plant milk) as thick as single cream, or in aquafaba (the liquid from canned chickpeas), then in the breadcrumbs. To fry without crumbs, flour alone or flour with sparkling water.',
    },
  ),
  entry(
    'gap-cooking-cream-whip',
    'substitution',
    CULINARY,
    {
      ca: 'la nata per cuinar es pot muntar | serveix la nata de cuina per muntar | per què no munta la nata per cuinar',
      es: 'la nata para cocinar se puede montar | sirve la nata de cocinar para montar | por qué no monta la nata para cocinar',
      en: 'can cooking cream be whipped | will single cream whip | why does light cream not whip',
    },
    {
      ca: 'No: la nata per cuinar té un 18-20 % de greix i per muntar-la en cal un 30-35 % o més. Fes servir nata per muntar ben freda, o bé crema de coco freda o mascarpone batut amb una mica de llet.',
      es: 'No: la nata para cocinar tiene un 18-20 % de grasa y para montar hace falta un 30-35 % o más. Usa nata para montar bien fría, o crema de coco fría o mascarpone batido con un poco de leche.',
      en: 'No: cooking or single cream has 18-20 % fat, and whipping needs 30-35 % or more. Use chilled whipping or double cream, or chilled coconut cream, or mascarpone beaten with a little milk.',
    },
  ),
  entry(
    'gap-lactose-free-bechamel',
    'substitution',
    CULINARY,
    {
      ca: 'beixamel sense lactosa | com faig la beixamel per a un intolerant a la lactosa | beixamel sense llet de vaca',
      es: 'bechamel sin lactosa | cómo hago la bechamel para un intolerante a la lactosa | bechamel sin leche de vaca',
      en: 'lactose free bechamel | white sauce for someone lactose intolerant | bechamel without dairy',
    },
    {
      ca: 'Amb llet sense lactosa surt igual, en la mateixa quantitat. Sense làctics: beguda de civada o de soja sense sucre i oli d’oliva suau en lloc de mantega (50 g de farina i 50 ml d’oli per litre); per a croquetes, fes-la més espessa, amb 90-100 g de farina per litre.',
      es: 'Con leche sin lactosa sale igual, en la misma cantidad. Sin lácteos: bebida de avena o de soja sin azúcar y aceite de oliva suave en vez de mantequilla (50 g de harina y 50 ml de aceite por litro); para croquetas, más espesa, con 90-100 g de harina por litro.',
      en: 'Lactose-free milk works the same, in the same amount. Dairy-free: unsweetened oat or soy drink and mild olive oil instead of butter (50 g flour and 50 ml oil per litre); for croquettes make it thicker, 90-100 g flour per litre.',
    },
  ),
  entry(
    'gap-brown-sugar-cookies',
    'substitution',
    KING_ARTHUR,
    {
      ca: 'puc posar sucre moreno en lloc de sucre blanc a les galetes | sucre moreno o blanc per a galetes',
      es: 'azúcar moreno en vez de blanco en las galletas | azúcar moreno o blanco para galletas',
      en: 'white or brown sugar for cookies | what does brown sugar do to cookies | swapping the sugar in a cookie recipe',
    },
    {
      ca: 'Sí, pes per pes: les galetes surten més tovetes, humides i fosques, amb gust de caramel, i s’escampen una mica menys. Amb meitat i meitat tens el punt entremig.',
      es: 'Sí, peso por peso: las galletas salen más tiernas, húmedas y oscuras, con sabor a caramelo, y se extienden algo menos. Mitad y mitad da el punto intermedio.',
      en: 'Yes, weight for weight: cookies come out chewier, moister and darker, with a caramel taste, and spread a little less. Half and half gives something in between.',
    },
  ),
  entry(
    'gap-oversalted',
    'technique',
    CULINARY,
    {
      ca: 'm’he passat de sal a la sopa, com ho arreglo | el guisat ha quedat salat | com es treu la sal d’un brou',
      es: 'me he pasado de sal en la sopa, cómo lo arreglo | el guiso me ha quedado salado | cómo se quita la sal de un caldo',
      en: 'how do i fix an oversalted soup | too much salt in the soup what to do | my stew is too salty',
    },
    {
      ca: 'Dilueix-ho: afegeix-hi aigua o brou sense sal, o una part més de la base sense salar (verdura, patata, llegums, nata o llet a les cremes) i redueix si queda clar. La patata crua només absorbeix una mica de sal; un raig de llimona o de vinagre disfressa el gust salat.',
      es: 'Dilúyelo: añade agua o caldo sin sal, o más parte de la base sin salar (verdura, patata, legumbres, nata o leche en las cremas) y reduce si queda aguado. La patata cruda solo absorbe un poco de sal; un chorrito de limón o vinagre disimula el gusto salado.',
      en: 'Dilute it: add water or unsalted stock, or more of the unsalted base (vegetables, potato, pulses, cream or milk in a purée soup) and reduce if it gets thin. A raw potato only takes up a little salt; a squeeze of lemon or a dash of vinegar masks the saltiness.',
    },
  ),
  entry(
    'gap-grey-steak',
    'technique',
    CULINARY,
    {
      ca: 'per què el filet queda gris i no es daura | la carn no es rosseja i treu aigua | com daurar bé un bistec',
      es: 'por qué el filete sale gris y no se dora | la carne no se dora y suelta agua | cómo dorar bien un filete',
      en: 'why is my steak grey | meat turns grey instead of browning | how to get a good crust on a steak',
    },
    {
      ca: 'Carn grisa: la paella no era prou calenta, la carn era humida o freda de la nevera, o n’hi havia massa i es coïa al vapor. Eixuga-la amb paper, treu-la de la nevera 20-30 minuts abans, escalfa la paella fins que fumegi amb poc oli i posa-hi poques peces, sense moure-les fins que es desenganxin.',
      es: 'Carne gris: la sartén no estaba bastante caliente, la carne estaba húmeda o fría de la nevera, o había demasiada y se cocía al vapor. Sécala con papel, sácala de la nevera 20-30 minutos antes, calienta la sartén hasta que humee con poco aceite y pon pocas piezas, sin moverlas hasta que se despeguen.',
      en: 'Grey meat: the pan was not hot enough, the meat was wet or fridge-cold, or the pan was crowded so it steamed. Pat it dry, take it out of the fridge 20-30 minutes ahead, heat the pan until it smokes with a little oil and cook a few pieces at a time, without moving them until they release.',
    },
  ),
  entry(
    'gap-whites-wont-whip',
    'technique',
    CULINARY,
    {
      ca: 'per què les clares no es munten | les clares no pugen a punt de neu | clares que no es munten què he fet malament',
      es: 'por qué las claras no se montan | las claras no suben a punto de nieve | claras que no montan qué he hecho mal',
      en: 'why won’t my egg whites whip | egg whites not forming peaks | whites will not stiffen',
    },
    {
      ca: 'Hi ha greix: una mica de rovell, un bol o unes varetes amb greix o de plàstic. Separa els ous en freds, munta les clares a temperatura ambient en un bol de vidre o metall ben net (frega’l amb llimona) i afegeix-hi un pessic de sal o unes gotes de llimona; el sucre, quan ja fan escuma.',
      es: 'Hay grasa: algo de yema, un bol o unas varillas con grasa o de plástico. Separa los huevos en frío, monta las claras a temperatura ambiente en un bol de vidrio o metal bien limpio (frótalo con limón) y añade una pizca de sal o unas gotas de limón; el azúcar, cuando ya hagan espuma.',
      en: 'There is fat: a trace of yolk, or a greasy or plastic bowl or whisk. Separate the eggs cold, whip the whites at room temperature in a spotless glass or metal bowl (wipe it with lemon) with a pinch of salt or a few drops of lemon; add sugar once they are foamy.',
    },
  ),
  entry(
    'gap-stick-blender-mayo',
    'technique',
    CULINARY,
    {
      ca: 'maionesa amb batedora de braç que no lliga | la maionesa no s’espesseix amb la batedora | com es fa la maionesa amb el túrmix',
      es: 'mayonesa con batidora de mano que no liga | la mayonesa no espesa con la batidora | cómo se hace la mayonesa con la minipimer',
      en: 'mayonnaise with a stick blender will not thicken | hand blender mayo stays runny | how to make mayonnaise with a hand blender',
    },
    {
      ca: 'Al got estret de la batedora: l’ou sencer a temperatura ambient, sal, un raig de llimona i tot l’oli a sobre; posa la batedora al fons i no l’aixequis fins que vegis que s’emulsiona, i després puja-la a poc a poc. Si no lliga, comença amb un altre ou al got net i afegeix-hi la barreja a poc a poc.',
      es: 'En el vaso estrecho de la batidora: el huevo entero a temperatura ambiente, sal, un chorrito de limón y todo el aceite encima; pon la batidora al fondo y no la levantes hasta que veas que emulsiona, y luego súbela poco a poco. Si no liga, empieza con otro huevo en el vaso limpio y añade la mezcla poco a poco.',
      en: 'In the blender’s narrow beaker: a room-temperature whole egg, salt, a squeeze of lemon and all the oil on top; put the blender at the bottom and do not lift it until it emulsifies, then raise it slowly. If it will not thicken, start again with a new egg in a clean beaker and add the thin mixture slowly.',
    },
  ),
  entry(
    'gap-meat-per-person-bbq',
    'conversion',
    CULINARY,
    {
      ca: 'quanta carn per persona per a una barbacoa | quants grams de carn per cap a la brasa | carn per persona en una graellada',
      es: 'cuánta carne por persona para una barbacoa | cuántos gramos de carne por cabeza a la brasa | carne por persona en una parrillada',
      en: 'how much meat do i need per person for a barbecue | how many grams of meat per guest at a bbq | barbecue meat per head',
    },
    {
      ca: 'Per a una barbacoa on la carn és el plat principal: 250-300 g de carn sense os per adult (200 g si hi ha molts entrants), o 400-500 g amb os (costelles, pollastre a trossos). Per a nens, la meitat.',
      es: 'Para una barbacoa en la que la carne es el plato principal: 250-300 g de carne sin hueso por adulto (200 g si hay muchos entrantes), o 400-500 g con hueso (costillas, pollo troceado). Para niños, la mitad.',
      en: 'For a barbecue where meat is the main course: 250-300 g (about 1/2 lb) boneless meat per adult (200 g with plenty of sides), or 400-500 g bone-in (ribs, chicken pieces). Half that for children.',
    },
  ),
  entry(
    'gap-scale-recipe',
    'conversion',
    CULINARY,
    {
      ca: 'la recepta és per a 4 i som 10, ho multiplico tot | com adapto una recepta a més persones | doblar una recepta també el temps',
      es: 'la receta es para 4 y somos 10, lo multiplico todo | cómo adapto una receta a más personas | doblar una receta también el tiempo',
      en: 'how to scale a recipe for more people | multiply a recipe for more servings | doubling a recipe cooking time',
    },
    {
      ca: 'Multiplica els ingredients pel factor (10/4 = 2,5), però no el temps: depèn del gruix, no de la quantitat (en recipients més grans o més plens, una mica més). La sal, les espècies, el picant i el llevat, una mica per sota i rectifica al final; fes servir recipients més grans o dues tandes, i per a la pastisseria, pesa-ho tot.',
      es: 'Multiplica los ingredientes por el factor (10/4 = 2,5), pero no el tiempo: depende del grosor, no de la cantidad (en recipientes más grandes o más llenos, algo más). La sal, las especias, el picante y la levadura, algo por debajo y rectifica al final; usa recipientes más grandes o dos tandas, y en repostería pésalo todo.',
      en: 'Multiply the ingredients by the factor (10/4 = 2.5), but not the time: it depends on thickness, not quantity (a little longer in bigger or fuller pans). Salt, spices, chilli and leavening slightly under and adjust at the end; use bigger pans or two batches, and weigh everything for baking.',
    },
  ),
  entry(
    'gap-calcot-season',
    'technique',
    CALCOT_VALLS,
    {
      ca: 'quan és la temporada de calçots | quins mesos hi ha calçots | quan es fan les calçotades',
      es: 'cuándo es la temporada de calçots | en qué meses hay calçots | cuándo se hacen las calçotadas',
      en: 'calçot season months | when are calçots harvested | when do calçotadas take place',
    },
    {
      ca: 'Els calçots són de novembre a abril, amb el millor moment entre gener i març; la Gran Festa de la Calçotada de Valls se celebra l’últim diumenge de gener.',
      es: 'Los calçots son de noviembre a abril, con el mejor momento entre enero y marzo; la Gran Festa de la Calçotada de Valls se celebra el último domingo de enero.',
      en: 'Calçots are in season from November to April, at their best from January to March; the Gran Festa de la Calçotada in Valls is held on the last Sunday of January.',
    },
  ),
  entry(
    'gap-mar-i-muntanya',
    'technique',
    CATALAN_CUISINE,
    {
      ca: 'què és un plat de mar i muntanya | mar i muntanya què vol dir | exemples de mar i muntanya',
      es: 'qué es un plato de mar y montaña | mar i muntanya qué significa | ejemplos de mar y montaña',
      en: 'what does mar i muntanya mean | catalan surf and turf dishes | examples of mar i muntanya',
    },
    {
      ca: 'Mar i muntanya és la cuina catalana que ajunta al mateix plat un producte de mar i un de terra: pollastre amb escamarlans o gambes, mandonguilles amb sípia, peus de porc amb escamarlans, conill amb llagosta; sovint amb sofregit i picada.',
      es: 'Mar i muntanya es la cocina catalana que junta en el mismo plato un producto de mar y uno de tierra: pollo con cigalas o gambas, albóndigas con sepia, manitas de cerdo con cigalas, conejo con langosta; a menudo con sofrito y picada.',
      en: 'Mar i muntanya ("sea and mountain") is Catalan cooking that puts seafood and meat in one dish: chicken with langoustines or prawns, meatballs with cuttlefish, pig’s trotters with langoustines, rabbit with lobster; usually with a sofregit and a picada.',
    },
  ),
  entry(
    'gap-stale-bread',
    'technique',
    CATALAN_CUISINE,
    {
      ca: 'què faig amb pa sec | idees per aprofitar el pa dur | receptes amb pa de l’altre dia',
      es: 'qué hago con pan duro | ideas para aprovechar el pan del día anterior | recetas con pan seco',
      en: 'what to do with stale bread | ideas for leftover dry bread | recipes using old bread',
    },
    {
      ca: 'Pa sec: torrades de Santa Teresa (pa sucat en llet, arrebossat en ou i fregit), sopa d’all, pa ratllat (ratllat o triturat; es congela), crostons per a sopes i amanides, pudin de pa, engrunes o migas, o el pa del salmorejo i del gaspatxo.',
      es: 'Pan duro: torrijas, sopa de ajo, pan rallado (rallado o triturado; se congela), picatostes para sopas y ensaladas, pudin de pan, migas, o el pan del salmorejo y el gazpacho.',
      en: 'Stale bread: French toast (torrijas), garlic soup, breadcrumbs (grate or blitz them; they freeze), croutons for soups and salads, bread pudding, migas, or the bread of salmorejo and gazpacho.',
    },
  ),
  entry(
    'gap-ripe-bananas',
    'technique',
    CULINARY,
    {
      ca: 'què faig amb plàtans molt madurs | plàtans massa madurs idees | aprofitar plàtans negres',
      es: 'qué hago con plátanos muy maduros | plátanos pasados ideas | aprovechar plátanos negros',
      en: 'what to do with very ripe bananas | overripe bananas ideas | use up black bananas',
    },
    {
      ca: 'Plàtans molt madurs: pa de plàtan (banana bread: 3 plàtans, 250 g de farina, 100 g de sucre, 2 ous, 80 g de mantega, 1 culleradeta de bicarbonat; 50-60 minuts a 175 °C), creps, galetes de civada, batuts, o congela’ls pelats a trossos per fer «gelat» triturat.',
      es: 'Plátanos muy maduros: pan de plátano (banana bread: 3 plátanos, 250 g de harina, 100 g de azúcar, 2 huevos, 80 g de mantequilla, 1 cucharadita de bicarbonato; 50-60 minutos a 175 °C), tortitas, galletas de avena, batidos, o congélalos pelados en trozos para un «helado» triturado.',
      en: 'Very ripe bananas: banana bread (3 bananas, 250 g flour, 100 g sugar, 2 eggs, 80 g butter, 1 tsp baking soda; 50-60 minutes at 175 °C/350 °F), pancakes, oat cookies, smoothies, or freeze them peeled in chunks for blended "nice cream".',
    },
  ),
  entry(
    'gap-make-ahead-crema-catalana',
    'storage',
    FSIS_LEFTOVERS,
    {
      ca: 'puc fer la crema catalana el dia abans | quant dura la crema catalana a la nevera | es pot deixar feta la crema catalana',
      es: 'puedo hacer la crema catalana el día antes | cuánto dura la crema catalana en la nevera | se puede dejar hecha la crema catalana',
      en: 'can i make crema catalana the day before | how long does crema catalana keep | make crema catalana ahead',
    },
    {
      ca: 'Sí: la crema catalana (i les natilles i els flams) aguanta 2-3 dies a la nevera, tapada amb film tocant la superfície. Crema el sucre just abans de servir-la, que si no es fon i queda tou.',
      es: 'Sí: la crema catalana (y las natillas y los flanes) aguanta 2-3 días en la nevera, tapada con film tocando la superficie. Quema el azúcar justo antes de servirla, que si no se funde y queda blando.',
      en: 'Yes: crema catalana (like custards and flans) keeps 2-3 days in the fridge, with cling film touching the surface. Caramelise the sugar just before serving, or it melts and goes soft.',
    },
  ),
];
