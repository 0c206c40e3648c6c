import { CULINARY, entry, type KnowledgeEntry, MEASURES } from './knowledge-entry.ts';

const FSIS_RICE_COOKER =
  'USDA FSIS, "Danger Zone" (hot food held at 60 °C / 140 °F or above) and EFSA on Bacillus cereus in cooked rice';
const FSIS_CURED =
  'USDA FSIS, "Sausages and Food Safety" (dry and semi-dry sausages) and ACSA guidance on embotits curats';
const FDA_CRAB = 'US FDA, "Fresh and Frozen Seafood" and FoodKeeper (cooked crab and shellfish meat)';
const NHS_BABY = 'NHS, "Baby food: storing and reheating" and ACSA guidance for nursery kitchens';
const ALTITUDE = 'USDA FSIS, "High Altitude Cooking and Food Safety"';

/**
 * Issue 34: what the tenth set showed missing, written by food family and general rule rather than
 * by its dishes (storage 5 of 15, swaps 4 of 15, troubleshooting 4 of 15 to the point): food kept
 * warm in a rice cooker, cured sausages out of the fridge, cooked crab meat, a baby's leftover
 * purées, boiling at altitude, liqueurs and chillies swapped, sweet peppers under their regional
 * names, starchy roots for a stew, tortillas and flatbreads that come out hard, cut vegetables
 * that go dark, and British and American pints. Each with its source.
 */
export const STORAGE_SWAPS_FIXES_GAPS_FACTS: readonly KnowledgeEntry[] = [
  entry(
    'g10-rice-cooker-keep-warm',
    'storage',
    FSIS_RICE_COOKER,
    {
      ca: 'quant temps pot estar l’arròs a l’olla arrossera en mode mantenir calent | arròs tot el dia a l’arrossera | mantenir l’arròs calent quantes hores',
      es: 'cuánto tiempo puede estar el arroz en la arrocera en mantener caliente | arroz todo el día en la arrocera | arrocera en modo mantener cuántas horas',
      en: 'how long can rice stay on keep warm in a rice cooker | rice on the warm setting all day | keeping cooked rice warm for hours',
    },
    {
      ca: 'En mode mantenir calent l’arrossera guarda l’arròs per sobre de 60 °C, i així és segur diverses hores; passades unes 12 hores s’asseca i agafa mal gust. Si l’aparell s’apaga i l’arròs es refreda per sota de 60 °C, no el tinguis més de 2 hores fora: a la nevera i menja’l en 1 dia.',
      es: 'En modo mantener caliente la arrocera guarda el arroz por encima de 60 °C, y así es seguro varias horas; pasadas unas 12 horas se seca y coge mal sabor. Si se apaga y el arroz se enfría por debajo de 60 °C, no lo tengas más de 2 horas fuera: a la nevera y cómelo en 1 día.',
      en: 'On keep warm a rice cooker holds the rice above 60 °C (140 °F), which is safe for several hours; after about 12 hours it dries out and tastes stale. If it is switched off and the rice cools below 60 °C, no more than 2 hours out: refrigerate it and eat it within a day.',
    },
  ),
  entry(
    'g10-cured-sausage-pantry',
    'storage',
    FSIS_CURED,
    {
      ca: 'la llonganissa curada aguanta fora de la nevera | el fuet ha d’anar a la nevera | xoriço curat penjat al rebost quant dura | embotit sec a temperatura ambient',
      es: 'el chorizo curado aguanta fuera de la nevera | el fuet tiene que ir a la nevera | longaniza curada colgada en la despensa cuánto dura | embutido seco a temperatura ambiente',
      en: 'does dry cured sausage need to be refrigerated | can salami be kept out of the fridge | hanging cured chorizo in the pantry how long | dry sausage at room temperature',
    },
    {
      ca: 'L’embotit curat i sec (llonganissa, fuet, xoriço, secallona) aguanta setmanes sencer, penjat en un lloc fresc, sec i ventilat; si s’asseca massa, és qüestió de textura. Un cop tallat, tapa el tall i millor a la nevera (2-3 setmanes). L’embotit fresc o tendre (botifarra crua, xoriço fresc, llonganissa per coure) sempre a la nevera i cuinat en 1-2 dies.',
      es: 'El embutido curado y seco (longaniza, fuet, chorizo, salchichón) aguanta semanas entero, colgado en un lugar fresco, seco y ventilado; si se seca demasiado, es cuestión de textura. Una vez cortado, tapa el corte y mejor en la nevera (2-3 semanas). El embutido fresco o tierno (longaniza fresca, chorizo fresco, butifarra cruda) siempre en la nevera y cocinado en 1-2 días.',
      en: 'Dry cured sausage (salami, chorizo, fuet, longaniza) keeps for weeks whole, hung in a cool, dry, airy place; if it dries too much it is only a matter of texture. Once cut, cover the cut end and keep it in the fridge (2-3 weeks). Fresh or semi-cured sausage (raw chorizo, fresh sausages) always goes in the fridge and is cooked within 1-2 days.',
    },
  ),
  entry(
    'g10-crab-meat',
    'storage',
    FDA_CRAB,
    {
      ca: 'quant dura la carn de cranc cuita a la nevera | es pot congelar la carn de cranc | marisc cuit pelat quants dies',
      es: 'cuánto dura la carne de cangrejo cocida en la nevera | se puede congelar la carne de cangrejo | marisco cocido pelado cuántos días',
      en: 'how long does cooked crab meat last in the fridge | can you freeze picked crab meat | cooked lobster meat how many days',
    },
    {
      ca: 'Carn de cranc (o de llamàntol) cuita i pelada: uns 3 dies a la nevera (com a molt 3-5), en un recipient tancat a 4 °C o menys. Per a més temps, congela-la ben tapada fins a 3 mesos; en descongelar-se queda més tova i aiguosa, millor per a pastissets, truites o salses.',
      es: 'Carne de cangrejo (o de bogavante) cocida y pelada: unos 3 días en la nevera (como mucho 3-5), en un recipiente cerrado a 4 °C o menos. Para más tiempo, congélala bien tapada hasta 3 meses; al descongelarse queda más blanda y acuosa, mejor para croquetas, tortillas o salsas.',
      en: 'Cooked, picked crab (or lobster) meat: about 3 days in the fridge (3-5 at most), sealed, at 4 °C (40 °F) or below. For longer, freeze it well wrapped for up to 3 months; thawed it is softer and wetter, best for crab cakes, omelettes or sauces.',
    },
  ),
  entry(
    'g10-baby-food-leftovers',
    'safety',
    NHS_BABY,
    {
      ca: 'puc guardar el puré que ha sobrat del nadó | triturat del bebè per a l’endemà | les sobres del plat del nadó s’han de llençar',
      es: 'puedo guardar el puré que ha sobrado del bebé | triturado del bebé para el día siguiente | las sobras del plato del bebé se tiran',
      en: 'can I keep my baby’s leftover puree | baby food for the next day | leftovers from the baby’s bowl throw away',
    },
    {
      ca: 'El puré que no ha tocat la cullera del nadó: refreda’l de pressa, tapa’l i a la nevera; es pot donar l’endemà (en 24 hores, com a molt 48) ben reescalfat i remenat, i després deixat refredar. El que queda al plat on ha menjat, llença’l: la saliva hi porta bacteris. Congelat en porcions, 1-2 mesos.',
      es: 'El puré que no ha tocado la cuchara del bebé: enfríalo rápido, tápalo y a la nevera; se puede dar al día siguiente (en 24 horas, como mucho 48) bien recalentado y removido, y luego dejado templar. Lo que queda en el plato donde ha comido, tíralo: la saliva lleva bacterias. Congelado en porciones, 1-2 meses.',
      en: 'Purée the baby’s spoon has not touched: cool it quickly, cover it and refrigerate; it can be given the next day (within 24 hours, 48 at most) reheated until steaming, stirred, then left to cool. What is left in the bowl they ate from goes in the bin: saliva carries bacteria into it. Frozen in portions, 1-2 months.',
    },
  ),
  entry(
    'g10-altitude-boiling',
    'doneness',
    ALTITUDE,
    {
      ca: 'a l’alta muntanya l’aigua bull a menys graus, cal coure més estona | cuinar a molta altitud arròs i llegums | per què a l’altura no es couen els cigrons',
      es: 'en la altura el agua hierve a menos grados, hay que cocer más tiempo | cocinar a mucha altitud arroz y legumbres | por qué en la altura no se cuecen los garbanzos',
      en: 'cooking at high altitude takes longer | cooking rice and lentils at altitude | why won’t beans soften in the mountains',
    },
    {
      ca: 'Sí: a 3.000-3.500 m l’aigua bull a uns 88-90 °C, i tot el que es bull triga més (llegums i arròs, fàcilment el doble) i pot demanar més aigua, perquè se n’evapora més. Tapa l’olla; l’olla a pressió ho resol, perquè torna a coure per sobre de 100 °C. Els pastissos també canvien: menys llevat i una mica més de forn.',
      es: 'Sí: a 3.000-3.500 m el agua hierve a unos 88-90 °C, y todo lo que se hierve tarda más (legumbres y arroz, fácilmente el doble) y puede pedir más agua, porque se evapora más. Tapa la olla; la olla a presión lo resuelve, porque vuelve a cocer por encima de 100 °C. Los bizcochos también cambian: menos levadura y algo más de horno.',
      en: 'Yes: at 3,000-3,500 m water boils at about 88-90 °C (190-194 °F), so anything boiled takes longer (pulses and rice easily twice as long) and may need more water, as more evaporates. Keep the lid on; a pressure cooker solves it, since it cooks above 100 °C again. Cakes change too: less raising agent and a little more oven.',
    },
  ),
  entry(
    'g10-salt-boiling-point',
    'technique',
    CULINARY,
    {
      ca: 'la sal fa que l’aigua bulli abans | a quina temperatura bull l’aigua amb sal | posar sal a l’aigua abans o després de bullir',
      es: 'la sal hace que el agua hierva antes | a qué temperatura hierve el agua con sal | echar la sal al agua antes o después de hervir',
      en: 'does salt make water boil faster | boiling point of salted water | salt the water before or after it boils',
    },
    {
      ca: 'No: la sal apuja una mica el punt d’ebullició (amb la sal d’una olla de pasta, una fracció de grau), no el baixa. Les bombolles que fa en tirar-la són l’aire que allibera, no un bull més ràpid. Sala l’aigua quan ja bull, per gust: uns 10 g per litre.',
      es: 'No: la sal sube un poco el punto de ebullición (con la sal de una olla de pasta, una fracción de grado), no lo baja. Las burbujas que hace al echarla son el aire que libera, no un hervor más rápido. Sala el agua cuando ya hierve, por sabor: unos 10 g por litro.',
      en: 'No: salt raises the boiling point slightly (with the salt of a pasta pot, a fraction of a degree); it does not lower it. The fizz when you add it is air being released, not faster boiling. Salt the water once it boils, for taste: about 10 g per litre.',
    },
  ),
  entry(
    'g10-liqueur-swap',
    'substitution',
    CULINARY,
    {
      ca: 'substitut de l’anís en una massa | substitut del licor en una massa dolça | sense rom ni conyac per als bunyols',
      es: 'sustituto del anís en una masa | sustituto del licor en una masa dulce | sin ron ni coñac para los buñuelos',
      en: 'anise liqueur substitute in baking | substitute for liqueur in a sweet dough | no rum or brandy for fritters',
    },
    {
      ca: 'El licor d’una massa dolça és aroma: posa-hi un altre licor (moscatell, ratafia, rom, conyac, licor de taronja) en la mateixa quantitat, o uns grans d’anís o matafaluga en infusió a la llet, o ratlladura de llimona o de taronja. Sense alcohol, la mateixa quantitat de llet o d’aigua i una mica més d’aroma.',
      es: 'El licor de una masa dulce es aroma: pon otro licor (moscatel, ron, coñac, licor de naranja) en la misma cantidad, o unos granos de anís o matalahúva en infusión en la leche, o ralladura de limón o de naranja. Sin alcohol, la misma cantidad de leche o de agua y algo más de aroma.',
      en: 'The liqueur in a sweet dough is there for aroma: use another (muscat, rum, brandy, orange liqueur) in the same amount, or a few anise seeds infused in the milk, or lemon or orange zest. Without alcohol, the same amount of milk or water and a little extra flavouring.',
    },
  ),
  entry(
    'g10-sweet-pepper-names',
    'substitution',
    CULINARY,
    {
      ca: 'chiltoma substitut | pimiento morrón substitut | pebrot verd o vermell en lloc d’un pebrot dolç estranger',
      es: 'chiltoma sustituto | qué es el chile dulce y con qué lo cambio | pimiento morrón en vez de ají dulce',
      en: 'chiltoma substitute | sweet chile or aji dulce substitute | bell pepper instead of a sweet pepper from another country',
    },
    {
      ca: 'La chiltoma (Nicaragua), el chile dulce (Amèrica Central), l’ají dulce (Carib) i el pimiento morrón són pebrots dolços, sense picant: qualsevol pebrot verd o vermell d’aquí fa el mateix paper, tallat igual; l’ají dulce és més aromàtic, així que un pessic de comí o de coriandre ajuda.',
      es: 'La chiltoma (Nicaragua), el chile dulce (Centroamérica), el ají dulce (Caribe) y el pimiento morrón son pimientos dulces, sin picante: cualquier pimiento verde o rojo hace el mismo papel, cortado igual; el ají dulce es más aromático, así que una pizca de comino o de cilantro ayuda.',
      en: 'Chiltoma (Nicaragua), chile dulce (Central America), ají dulce (Caribbean) and pimiento morrón are sweet, mild peppers: any green or red bell pepper does the same job, cut the same way; ají dulce is more aromatic, so a pinch of cumin or coriander helps.',
    },
  ),
  entry(
    'g10-starchy-roots-swap',
    'substitution',
    CULINARY,
    {
      ca: 'substitut del nyam en un guisat | substitut de la iuca o la malanga | patata en lloc de tubercles tropicals',
      es: 'sustituto del ñame en un guiso | sustituto de la yuca o la malanga | patata en vez de tubérculos tropicales',
      en: 'yam substitute in a stew | substitute for cassava or taro | potato instead of tropical roots',
    },
    {
      ca: 'Els tubercles farinosos dels guisats (nyam, iuca, malanga, taro, moniato) es canvien entre ells: la iuca i la malanga són els més semblants al nyam, es troben a les botigues llatines i asiàtiques, i també congelats. Si no, patata de carn ferma (o moniato, més dolç), tallada gran i afegida a mitja cocció perquè no es desfaci.',
      es: 'Los tubérculos harinosos de los guisos (ñame, yuca, malanga, taro, boniato) se cambian entre sí: la yuca y la malanga son los más parecidos al ñame, se encuentran en tiendas latinas y asiáticas, también congelados. Si no, patata de carne firme (o boniato, más dulce), cortada grande y añadida a media cocción para que no se deshaga.',
      en: 'The starchy roots of stews (yam, cassava, taro, malanga, sweet potato) swap for one another: cassava and malanga are closest to yam and are sold in Latin and Asian shops, also frozen. Otherwise waxy potato (or sweet potato, sweeter), cut large and added halfway so it does not fall apart.',
    },
  ),
  entry(
    'g10-flatbreads-hard',
    'technique',
    CULINARY,
    {
      ca: 'tortillas de blat o chapatis durs, què falla | pa pla dur com cartró | com fer que les tortillas de farina quedin toves',
      es: 'tortillas de harina duras, qué falla | chapatis duros como cartón | cómo hacer que el pan plano quede suave',
      en: 'hard flour tortillas | hard chewy chapatis | how to keep flatbreads soft',
    },
    {
      ca: 'Pa pla dur (tortillas de farina, chapatis, paratha): massa amb poca aigua o poc greix, sense reposar, o massa estona a la paella. Fes una massa tova amb aigua tèbia i una mica d’oli o de llard, deixa-la reposar tapada 20-30 minuts, estira-la prima, i cou-la poca estona (30 segons - 1 minut per cara) a la paella ben calenta; guarda-les apilades dins un drap perquè el vapor les estovi.',
      es: 'Pan plano duro (tortillas de harina, chapatis, paratha): masa con poca agua o poca grasa, sin reposar, o demasiado tiempo en el comal. Haz una masa suave con agua tibia y un poco de aceite o manteca, déjala reposar tapada 20-30 minutos, estírala fina y cuécela poco rato (30 segundos - 1 minuto por lado) en el comal bien caliente; guárdalas apiladas dentro de un paño para que el vapor las ablande.',
      en: 'Hard flatbreads (flour tortillas, chapatis, paratha): too little water or fat in the dough, no rest, or too long in the pan. Make a soft dough with warm water and a little oil or lard, rest it covered 20-30 minutes, roll it thin, and cook briefly (30 seconds to 1 minute a side) on a very hot pan; stack them in a cloth so the steam keeps them soft. For flaky chapatis, oil and coil the rounds before rolling.',
    },
  ),
  entry(
    'g10-cut-vegetables-darken',
    'technique',
    CULINARY,
    {
      ca: 'com evitar que les carxofes s’oxidin | com evitar que la poma o l’alvocat s’ennegreixin | verdura tallada que s’oxida',
      es: 'cómo evitar que las alcachofas se oxiden | cómo evitar que la manzana o el aguacate se oxiden | verdura cortada que se ennegrece',
      en: 'how to stop artichokes oxidising | how to stop apples or avocado browning | cut vegetables going dark',
    },
    {
      ca: 'És oxidació. Frega cada tall amb llimona i posa les peces en aigua freda amb suc de llimona (o un grapat de julivert, o una cullerada de farina) a mesura que les tallis; cuina-les en aigua amb llimona. La poma i l’alvocat, amb llimona per sobre i tapats amb film tocant la superfície.',
      es: 'Es oxidación. Frota cada corte con limón y pon las piezas en agua fría con zumo de limón (o un puñado de perejil, o una cucharada de harina) según las cortas; cuécelas en agua con limón. La manzana y el aguacate, con limón por encima y tapados con film tocando la superficie.',
      en: 'It is oxidation. Rub each cut with lemon and drop the pieces into cold water with lemon juice (or a handful of parsley, or a spoonful of flour) as you cut them; cook them in lemony water. Apples and avocado: lemon juice on top and cling film touching the surface.',
    },
  ),
  entry(
    'g10-pints-quarts',
    'conversion',
    MEASURES,
    {
      ca: 'quants mil·lilitres té una pinta | pinta anglesa i americana en ml | un quart de galó en litres',
      es: 'cuántos mililitros tiene una pinta | pinta inglesa y americana en ml | un cuarto de galón en litros',
      en: 'how many ml in a pint | british pint vs us pint | how many litres in a quart',
    },
    {
      ca: 'Una pinta britànica són 568 ml (20 unces líquides); la pinta americana, 473 ml (16 unces líquides). Un quart americà són 946 ml (gairebé 1 litre) i un galó americà, 3,8 litres; el galó britànic, 4,5 litres.',
      es: 'Una pinta británica son 568 ml (20 onzas líquidas); la pinta americana, 473 ml (16 onzas líquidas). Un cuarto americano son 946 ml (casi 1 litro) y un galón americano, 3,8 litros; el galón británico, 4,5 litros.',
      en: 'A British (imperial) pint is 568 ml (20 fl oz); a US pint is 473 ml (16 fl oz). A US quart is 946 ml (almost 1 litre) and a US gallon 3.8 litres; an imperial gallon is 4.5 litres.',
    },
  ),
];
