import {
  CATALAN_CUISINE,
  CULINARY,
  entry,
  FSIS_TEMPERATURES,
  type KnowledgeEntry,
} from './knowledge-entry.ts';

const PRESSURE_COOKER =
  'Manufacturers’ pressure-cooker time tables (Fagor, WMF, Instant Pot) and standard culinary references';
const SOUS_VIDE =
  'Douglas Baldwin, "A Practical Guide to Sous Vide Cooking", and Serious Eats sous-vide guides';
const AIR_FRYER = 'Air-fryer manufacturers’ time charts (Philips, Cosori) and standard culinary references';
const BAKING = 'Standard baking references (King Arthur Baking guides; Gisslen, "Professional Baking")';
const NCHFP_BLANCHING =
  'National Center for Home Food Preservation (USDA), blanching times for freezing vegetables';
const FSIS_TURKEY = 'USDA FSIS, "Let’s Talk Turkey — A Consumer Guide to Safely Roasting a Turkey"';
const FSIS_COLOUR = 'USDA FSIS, "Color of Meat and Poultry" and "Safe Minimum Internal Temperature Chart"';
const NEAPOLITAN_PIZZA = 'AVPN (Associazione Verace Pizza Napoletana) international regulations';

/**
 * More cooking times and signs of doneness, food by food and method by method (eggs, rice, pasta,
 * legumes, vegetables, fish and shellfish, meats, bakes, frying, pressure cooker, microwave, air
 * fryer, sous-vide), complementing the broader facts of doneness-facts.ts.
 */
export const DONENESS_MORE_FACTS: readonly KnowledgeEntry[] = [
  // ── Eggs ──────────────────────────────────────────────────────────────────────────────────
  entry(
    'dn2-egg-soft-boiled',
    'doneness',
    CULINARY,
    {
      ca: 'quants minuts per a un ou passat per aigua | ou amb el rovell líquid quant temps | ou per sucar-hi pa minuts | com faig un ou passat per aigua',
      es: 'cuántos minutos para un huevo pasado por agua | huevo con la yema líquida cuánto tiempo | huevo para mojar pan cuánto rato | cómo hago un huevo pasado por agua',
      en: 'how long for a soft boiled egg | runny yolk egg minutes | dippy egg how long | soft boiled egg with soldiers time',
    },
    {
      ca: 'Ou passat per aigua (ou gran tret de la nevera, dins l’aigua ja bullint): 5-6 minuts per tenir la clara quallada i el rovell líquid; 3-4 minuts si t’agrada la clara encara tremolosa. Passa’l per aigua freda 30 segons perquè no es continuï coent.',
      es: 'Huevo pasado por agua (huevo grande recién sacado de la nevera, en el agua ya hirviendo): 5-6 minutos para tener la clara cuajada y la yema líquida; 3-4 minutos si te gusta la clara aún temblorosa. Pásalo por agua fría 30 segundos para que no siga cociéndose.',
      en: 'Soft-boiled egg (a large egg straight from the fridge, lowered into already boiling water): 5-6 minutes for a set white and a runny yolk; 3-4 minutes if you like the white still a little wobbly. Give it 30 seconds in cold water so it stops cooking.',
    },
  ),
  entry(
    'dn2-egg-jammy',
    'doneness',
    CULINARY,
    {
      ca: 'quant temps per a un ou mollet | ou amb el rovell cremós minuts | ou per a ramen quant temps | ou mig dur',
      es: 'cuánto tiempo para un huevo mollet | huevo con la yema cremosa minutos | huevo para ramen cuánto tiempo | huevo medio duro cuánto rato',
      en: 'how long for a jammy egg | medium boiled egg minutes | ramen egg how long to boil | egg with a soft creamy yolk time',
    },
    {
      ca: 'Ou mollet (ou gran, dins l’aigua ja bullint): 6-7 minuts, i tot seguit 2 minuts en aigua amb gel; la clara queda ferma i el rovell cremós, com una melmelada. Es pela millor sota l’aixeta d’aigua freda.',
      es: 'Huevo mollet (huevo grande, en el agua ya hirviendo): 6-7 minutos, y enseguida 2 minutos en agua con hielo; la clara queda firme y la yema cremosa, como una mermelada. Se pela mejor bajo el grifo de agua fría.',
      en: 'Jammy egg (a large egg lowered into boiling water): 6-7 minutes, then straight into iced water for 2 minutes; the white is firm and the yolk thick and creamy. It peels best under cold running water.',
    },
  ),
  entry(
    'dn2-egg-hard-boiled',
    'doneness',
    CULINARY,
    {
      ca: 'quant temps per fer un ou dur | ou dur minuts des que bull | per què el rovell surt verd | l’ou dur té una vora grisa',
      es: 'cuánto tiempo para hacer un huevo duro | huevo duro minutos desde que hierve | por qué la yema sale verde | el huevo duro tiene un borde gris',
      en: 'how long to hard boil an egg | hard boiled egg minutes after boiling | why is my egg yolk green | grey ring around hard boiled yolk',
    },
    {
      ca: 'Ou dur: 10-12 minuts des que l’aigua torna a bullir (ou gran) i després aigua freda. Si el deixes més de 15 minuts, al voltant del rovell hi surt una vora verdosa i la clara queda de goma: és un ou passat de cocció, no dolent.',
      es: 'Huevo duro: 10-12 minutos desde que el agua vuelve a hervir (huevo grande) y después agua fría. Si lo dejas más de 15 minutos, alrededor de la yema sale un borde verdoso y la clara queda gomosa: es un huevo pasado de cocción, no malo.',
      en: 'Hard-boiled egg: 10-12 minutes from when the water returns to the boil (large egg), then cold water. Past 15 minutes a green-grey ring forms around the yolk and the white turns rubbery: it is overcooked, not spoiled.',
    },
  ),
  entry(
    'dn2-egg-spin-test',
    'doneness',
    CULINARY,
    {
      ca: 'com sé si un ou és dur o cru sense trencar-lo | ou cuit o cru com ho sé | truc de fer girar l’ou',
      es: 'cómo sé si un huevo está duro o crudo sin romperlo | huevo cocido o crudo cómo saberlo | truco de hacer girar el huevo',
      en: 'how to tell if an egg is hard boiled or raw without cracking it | spin test boiled egg | is this egg cooked or raw',
    },
    {
      ca: 'Fes girar l’ou sobre la taula: si és dur, gira ràpid i estable com una baldufa; si és cru, gira lent i trontollant, i si l’atures amb el dit i l’amolles, torna a moure’s perquè el líquid de dins continua girant.',
      es: 'Haz girar el huevo sobre la mesa: si está duro, gira rápido y estable como una peonza; si está crudo, gira lento y tambaleándose, y si lo paras con el dedo y lo sueltas, vuelve a moverse porque el líquido de dentro sigue girando.',
      en: 'Spin the egg on the counter: a hard-boiled egg spins fast and steadily like a top; a raw one spins slowly and wobbles, and if you stop it with a finger and let go it starts moving again because the liquid inside is still turning.',
    },
  ),
  entry(
    'dn2-egg-poached',
    'doneness',
    CULINARY,
    {
      ca: 'quants minuts per a un ou escalfat | com sé si l’ou poché és fet | ou poché temps i vinagre | l’ou escalfat se m’escampa',
      es: 'cuántos minutos para un huevo escalfado | cómo sé si el huevo poché está hecho | huevo poché tiempo y vinagre | se me desparrama el huevo poché',
      en: 'how long to poach an egg | how do I know a poached egg is done | poached egg vinegar and time | my poached egg spreads out',
    },
    {
      ca: 'Ou escalfat: 3-4 minuts en aigua que just bull a borbolls petits (no a bull fort), amb un raig de vinagre i l’ou ben fresc. És fet quan la clara és blanca i opaca del tot però, si el toques amb la cullera, el rovell encara es mou.',
      es: 'Huevo escalfado: 3-4 minutos en agua que apenas borbotea (no a hervor fuerte), con un chorrito de vinagre y el huevo bien fresco. Está hecho cuando la clara es blanca y opaca del todo pero, si lo tocas con la cuchara, la yema aún se mueve.',
      en: 'Poached egg: 3-4 minutes in barely simmering water (not a rolling boil), with a splash of vinegar and a very fresh egg. It is done when the white is completely opaque but the yolk still jiggles when you nudge it with the spoon.',
    },
  ),
  entry(
    'dn2-egg-fried',
    'doneness',
    CULINARY,
    {
      ca: 'quant temps es fregeix un ou | ou ferrat amb puntilla | com sé si l’ou ferrat és fet | ou fregit amb el rovell cru',
      es: 'cuánto tarda en freírse un huevo | huevo frito con puntilla | cómo sé si el huevo frito está hecho | huevo frito con la yema cruda',
      en: 'how long to fry an egg | crispy fried egg spanish style | how do I know a fried egg is done | fried egg runny yolk time',
    },
    {
      ca: 'Ou ferrat: 1-2 minuts en oli abundant ben calent (uns 180 °C), tirant-hi oli per sobre de la clara amb l’escumadora, per tenir puntilla i rovell líquid; a la paella amb poc oli i foc mitjà, 2-3 minuts. És fet quan la clara és blanca del tot, també al voltant del rovell.',
      es: 'Huevo frito: 1-2 minutos en aceite abundante bien caliente (unos 180 °C), echando aceite por encima de la clara con la espumadera, para tener puntilla y yema líquida; en la sartén con poco aceite y fuego medio, 2-3 minutos. Está hecho cuando la clara es blanca del todo, también alrededor de la yema.',
      en: 'Fried egg: 1-2 minutes in plenty of very hot oil (about 180 °C/355 °F), basting the white with oil, for crisp lacy edges and a runny yolk; in a lightly oiled pan over medium heat, 2-3 minutes. It is done when the white is fully opaque, including around the yolk.',
    },
  ),
  entry(
    'dn2-egg-scrambled',
    'doneness',
    CULINARY,
    {
      ca: 'quant temps es fan els ous remenats | com sé si els ous remenats són fets | ous remenats cremosos | remenat d’ous quan el trec del foc',
      es: 'cuánto tiempo se hacen los huevos revueltos | cómo sé si el revuelto está hecho | huevos revueltos cremosos | cuándo saco el revuelto del fuego',
      en: 'how long to cook scrambled eggs | how do I know scrambled eggs are done | creamy scrambled eggs | when to take scrambled eggs off the heat',
    },
    {
      ca: 'Ous remenats: 2-4 minuts a foc mitjà-baix, remenant sense parar. Treu-los del foc quan encara estan una mica brillants i humits, perquè la calor de la paella els acaba de quallar; si esperes que semblin secs, quedaran secs.',
      es: 'Huevos revueltos: 2-4 minutos a fuego medio-bajo, removiendo sin parar. Apártalos del fuego cuando aún están un poco brillantes y húmedos, porque el calor de la sartén los acaba de cuajar; si esperas a que parezcan secos, quedarán secos.',
      en: 'Scrambled eggs: 2-4 minutes over medium-low heat, stirring constantly. Take them off the heat while they still look slightly glossy and wet, because the heat of the pan finishes setting them; if you wait until they look dry, they will be dry.',
    },
  ),
  entry(
    'dn2-egg-omelette',
    'doneness',
    CULINARY,
    {
      ca: 'quant temps es fa una truita francesa | truita francesa sucosa per dins | quan la plego la truita | minuts truita de dos ous',
      es: 'cuánto tarda una tortilla francesa | tortilla francesa jugosa por dentro | cuándo doblo la tortilla francesa | minutos tortilla de dos huevos',
      en: 'how long to cook an omelette | french omelette soft inside | when do I fold an omelette | two egg omelette minutes',
    },
    {
      ca: 'Truita francesa de 2-3 ous: 1-2 minuts en una paella de 20 cm a foc mitjà-alt amb una mica de mantega o oli, movent els ous els primers segons. Plega-la quan la base ha quallat i la superfície encara és una mica humida: s’acaba de fer amb la seva calor.',
      es: 'Tortilla francesa de 2-3 huevos: 1-2 minutos en una sartén de 20 cm a fuego medio-alto con un poco de mantequilla o aceite, moviendo los huevos los primeros segundos. Dóblala cuando la base ha cuajado y la superficie aún está algo húmeda: se termina de hacer con su propio calor.',
      en: 'A 2-3 egg omelette: 1-2 minutes in a 20 cm (8 in) pan over medium-high heat with a little butter or oil, stirring the eggs for the first few seconds. Fold it when the base has set and the top is still slightly wet: it finishes cooking in its own heat.',
    },
  ),
  entry(
    'dn2-truita-patates',
    'doneness',
    CATALAN_CUISINE,
    {
      ca: 'quant temps es fa la truita de patates a la paella | quants minuts per cada costat la truita de patates | truita de patates sucosa | quant temps confitar les patates per a la truita',
      es: 'cuánto tiempo se hace la tortilla de patatas en la sartén | cuántos minutos por cada lado la tortilla de patatas | tortilla de patatas jugosa | cuánto tiempo pochar las patatas para la tortilla',
      en: 'how long to cook a spanish omelette | tortilla de patatas minutes each side | how do I know the potato omelette is done | how long to fry potatoes for tortilla',
    },
    {
      ca: 'Truita de patates (5-6 ous, paella de 24 cm): primer les patates a foc mitjà-baix en oli abundant 15-20 minuts, fins que siguin tendres però no rosses; després, amb l’ou, 2-3 minuts per la primera cara a foc mitjà, gira-la i 1-2 minuts més per l’altra si la vols sucosa (3-4 minuts per cara si la vols quallada del tot). Si la premes pel mig i no cedeix, ja és ben feta.',
      es: 'Tortilla de patatas (5-6 huevos, sartén de 24 cm): primero las patatas a fuego medio-bajo en aceite abundante 15-20 minutos, hasta que estén tiernas pero no doradas; después, con el huevo, 2-3 minutos por la primera cara a fuego medio, dale la vuelta y 1-2 minutos más por la otra si la quieres jugosa (3-4 minutos por cara si la quieres cuajada del todo). Si la presionas en el centro y no cede, ya está bien hecha.',
      en: 'Spanish potato omelette (5-6 eggs, 24 cm/9 in pan): first the potatoes over medium-low heat in plenty of oil for 15-20 minutes, until tender but not browned; then, with the egg, 2-3 minutes on the first side over medium heat, flip it and 1-2 minutes on the other for a juicy centre (3-4 minutes a side for fully set). If the centre no longer gives when pressed, it is well done.',
    },
  ),

  // ── Rice and grains ───────────────────────────────────────────────────────────────────────
  entry(
    'dn2-rice-long-grain-boiled',
    'doneness',
    CULINARY,
    {
      ca: 'quant temps es bull l’arròs llarg | arròs llarg escorregut minuts | arròs per a amanida quant temps | arròs llarg en aigua abundant',
      es: 'cuánto tiempo se cuece el arroz largo | arroz largo escurrido minutos | arroz para ensalada cuánto tiempo | arroz largo en agua abundante',
      en: 'how long to boil long grain rice | long grain rice drained method minutes | rice for salad how long | long grain rice in lots of water',
    },
    {
      ca: 'Arròs llarg bullit en aigua abundant amb sal (com la pasta): 12-15 minuts des que torna a bullir, segons la varietat (mira el paquet), i escorre’l. És fet quan el gra és tendre però no té el centre blanc i dur; per a amanida, passa’l per aigua freda.',
      es: 'Arroz largo hervido en agua abundante con sal (como la pasta): 12-15 minutos desde que vuelve a hervir, según la variedad (mira el paquete), y escúrrelo. Está hecho cuando el grano está tierno pero sin el centro blanco y duro; para ensalada, pásalo por agua fría.',
      en: 'Long-grain rice boiled in plenty of salted water (like pasta): 12-15 minutes from when it returns to the boil, depending on the variety (check the packet), then drain. It is done when the grain is tender with no hard white centre; for a salad, rinse it under cold water.',
    },
  ),
  entry(
    'dn2-rice-bomba-paella',
    'doneness',
    CATALAN_CUISINE,
    {
      ca: 'quant brou per a l’arròs bomba | temps de l’arròs bomba a la paella | arròs negre quant temps | arròs a banda minuts | com es fa el socarrat',
      es: 'cuánto caldo para el arroz bomba | tiempo del arroz bomba en la paella | arroz negro cuánto tiempo | arroz a banda minutos | cómo se hace el socarrat',
      en: 'how much stock for bomba rice | bomba rice paella cooking time | black rice arros negre how long | how to get socarrat',
    },
    {
      ca: 'Arròs bomba a la paella (també l’arròs negre o a banda): unes 3 parts de brou per 1 d’arròs (en volum) i 18-20 minuts, uns 10 a foc viu i la resta a foc baix, sense remenar; després 5 minuts de repòs tapat amb un drap. Per al socarrat, l’últim minut a foc fort fins que sentis espetegar el fons.',
      es: 'Arroz bomba en la paella (también el arroz negro o a banda): unas 3 partes de caldo por 1 de arroz (en volumen) y 18-20 minutos, unos 10 a fuego vivo y el resto a fuego bajo, sin remover; después 5 minutos de reposo tapado con un paño. Para el socarrat, el último minuto a fuego fuerte hasta que oigas crepitar el fondo.',
      en: 'Bomba rice in a paella (also black rice or arròs a banda): about 3 parts stock to 1 part rice by volume and 18-20 minutes, about 10 on high heat and the rest on low, without stirring; then rest 5 minutes under a cloth. For socarrat, give it the last minute on high until you hear the bottom crackle.',
    },
  ),
  entry(
    'dn2-rice-caldos',
    'doneness',
    CATALAN_CUISINE,
    {
      ca: 'quant temps es fa un arròs caldós | arròs melós quants minuts | quant brou per a un arròs caldós | arròs caldós de llamàntol temps',
      es: 'cuánto tiempo se hace un arroz caldoso | arroz meloso cuántos minutos | cuánto caldo para un arroz caldoso | arroz caldoso de bogavante tiempo',
      en: 'how long to cook soupy rice | arroz caldoso cooking time | creamy arroz meloso minutes | how much stock for brothy rice',
    },
    {
      ca: 'Arròs caldós: 16-18 minuts a foc mitjà amb unes 4 parts de brou per 1 d’arròs; el melós, amb unes 3 parts i remenant de tant en tant. Treu-lo del foc quan el gra encara és una mica ferm i serveix-lo de seguida, perquè continua xuclant brou al plat.',
      es: 'Arroz caldoso: 16-18 minutos a fuego medio con unas 4 partes de caldo por 1 de arroz; el meloso, con unas 3 partes y removiendo de vez en cuando. Apártalo del fuego cuando el grano aún está un poco firme y sírvelo enseguida, porque sigue absorbiendo caldo en el plato.',
      en: 'Soupy rice (arroz caldoso): 16-18 minutes over medium heat with about 4 parts stock to 1 part rice; the creamier meloso, about 3 parts, stirred now and then. Take it off the heat while the grain is still slightly firm and serve at once, because it keeps soaking up stock on the plate.',
    },
  ),
  entry(
    'dn2-rice-al-forn',
    'doneness',
    CATALAN_CUISINE,
    {
      ca: 'quant temps es fa l’arròs al forn | arròs al forn temperatura | quant brou per a l’arròs al forn | arròs al forn a la cassola',
      es: 'cuánto tiempo se hace el arroz al horno | arroz al horno temperatura | cuánto caldo para el arroz al horno | arroz al horno en cazuela',
      en: 'how long to bake arroz al horno | baked rice oven temperature | how much stock for oven baked rice | valencian baked rice time',
    },
    {
      ca: 'Arròs al forn: uns 20 minuts a 200-220 °C en una cassola de fang, amb unes 2 parts de brou calent per 1 d’arròs, i 5 minuts de repòs. És fet quan el brou s’ha absorbit i el gra de la superfície és tendre.',
      es: 'Arroz al horno: unos 20 minutos a 200-220 °C en una cazuela de barro, con unas 2 partes de caldo caliente por 1 de arroz, y 5 minutos de reposo. Está hecho cuando el caldo se ha absorbido y el grano de la superficie está tierno.',
      en: 'Arroz al horno (baked rice): about 20 minutes at 200-220 °C (400-425 °F) in an earthenware dish, with about 2 parts hot stock to 1 part rice, then 5 minutes’ rest. It is done when the stock is absorbed and the grains on top are tender.',
    },
  ),
  entry(
    'dn2-risotto',
    'doneness',
    CULINARY,
    {
      ca: 'quant temps es fa un risotto | risotto quants minuts | com sé si el risotto és fet | risotto arròs carnaroli temps',
      es: 'cuánto tiempo se hace un risotto | risotto cuántos minutos | cómo sé si el risotto está hecho | risotto arroz carnaroli tiempo',
      en: 'how long does risotto take | risotto cooking time | how do I know when risotto is done | carnaroli arborio rice minutes',
    },
    {
      ca: 'Risotto (arròs arbori o carnaroli): 16-18 minuts des que hi tires el primer cullerot de brou calent, afegint-ne a poc a poc i remenant. És fet quan el gra és tendre amb un punt ferm al centre i, en sacsejar la cassola, ondula com una onada; fora del foc, 1-2 minuts per lligar-lo amb mantega i formatge.',
      es: 'Risotto (arroz arborio o carnaroli): 16-18 minutos desde que echas el primer cucharón de caldo caliente, añadiéndolo poco a poco y removiendo. Está hecho cuando el grano está tierno con un punto firme en el centro y, al sacudir la cazuela, ondula como una ola; fuera del fuego, 1-2 minutos para ligarlo con mantequilla y queso.',
      en: 'Risotto (arborio or carnaroli rice): 16-18 minutes from the first ladle of hot stock, adding it gradually and stirring. It is done when the grain is tender with a slight bite at the centre and the risotto ripples like a wave when you shake the pan; off the heat, 1-2 minutes to beat in butter and cheese.',
    },
  ),
  entry(
    'dn2-rice-brown',
    'doneness',
    CULINARY,
    {
      ca: 'quanta aigua per a l’arròs integral | per què l’arròs integral triga tant | arròs integral tapat quant temps | arròs integral quan és a punt',
      es: 'cuánta agua para el arroz integral | por qué tarda tanto el arroz integral | arroz integral tapado cuánto tiempo | arroz integral cuándo está listo',
      en: 'how much water for brown rice | why does brown rice take so long | brown rice covered pot how long | when is brown rice ready',
    },
    {
      ca: 'Arròs integral: 2-2,5 parts d’aigua per 1 d’arròs, 35-45 minuts a foc baix i tapat, i 10 minuts de repòs tapat fora del foc; triga més perquè conserva el segó. És fet quan ha absorbit l’aigua i el gra és tendre però encara mastegable, sense esclatar.',
      es: 'Arroz integral: 2-2,5 partes de agua por 1 de arroz, 35-45 minutos a fuego bajo y tapado, y 10 minutos de reposo tapado fuera del fuego; tarda más porque conserva el salvado. Está hecho cuando ha absorbido el agua y el grano está tierno pero aún masticable, sin reventar.',
      en: 'Brown rice: 2-2.5 parts water to 1 part rice, 35-45 minutes covered on low heat, then 10 minutes’ rest covered off the heat; it takes longer because the bran is still on. It is done when the water is absorbed and the grain is tender but still chewy, not burst.',
    },
  ),
  entry(
    'dn2-rice-basmati',
    'doneness',
    CULINARY,
    {
      ca: 'quant temps es cou el basmati | quanta aigua per al basmati | com faig que el basmati quedi solt | jazmín o basmati temps',
      es: 'cuánto tiempo se cuece el basmati | cuánta agua para el basmati | cómo hago que el basmati quede suelto | jazmín o basmati tiempo',
      en: 'how long to cook basmati | basmati water ratio | fluffy basmati | jasmine or basmati cooking time',
    },
    {
      ca: 'Arròs basmati: renta’l fins que l’aigua surti clara, posa-hi 1,5 parts d’aigua per 1 d’arròs, porta-ho a bull i deixa’l 10-12 minuts a foc mínim i tapat, més 5-10 minuts de repòs sense destapar. Després esgrana’l amb una forquilla; el jazmín es fa igual.',
      es: 'Arroz basmati: lávalo hasta que el agua salga clara, ponle 1,5 partes de agua por 1 de arroz, llévalo a ebullición y déjalo 10-12 minutos a fuego mínimo y tapado, más 5-10 minutos de reposo sin destapar. Después suéltalo con un tenedor; el jazmín se hace igual.',
      en: 'Basmati rice: rinse until the water runs clear, add 1.5 parts water to 1 part rice, bring to the boil, then 10-12 minutes covered on the lowest heat and 5-10 minutes’ rest without lifting the lid. Fluff it with a fork; jasmine rice is cooked the same way.',
    },
  ),
  entry(
    'dn2-rice-sushi',
    'doneness',
    CULINARY,
    {
      ca: 'com es prepara l’arròs de sushi | quanta aigua per fer sushi | repòs de l’arròs japonès | sushi casolà l’arròs quants minuts',
      es: 'cómo se prepara el arroz de sushi | cuánta agua para hacer sushi | reposo del arroz japonés | sushi casero el arroz cuántos minutos',
      en: 'how to make sushi rice | water ratio for sushi | japanese rice resting time | homemade sushi rice minutes',
    },
    {
      ca: 'Arròs per a sushi: renta’l fins que l’aigua surti clara, deixa’l escórrer 30 minuts i posa-hi 1,1-1,2 parts d’aigua per 1 d’arròs (en volum); porta-ho a bull, 12-15 minuts a foc mínim i tapat i 10-15 minuts de repòs tapat. Amaneix-lo amb el vinagre d’arròs encara calent.',
      es: 'Arroz para sushi: lávalo hasta que el agua salga clara, déjalo escurrir 30 minutos y ponle 1,1-1,2 partes de agua por 1 de arroz (en volumen); llévalo a ebullición, 12-15 minutos a fuego mínimo y tapado y 10-15 minutos de reposo tapado. Alíñalo con el vinagre de arroz aún caliente.',
      en: 'Sushi rice: rinse until the water runs clear, drain for 30 minutes and add 1.1-1.2 parts water to 1 part rice by volume; bring to the boil, then 12-15 minutes covered on the lowest heat and 10-15 minutes’ covered rest. Season it with the rice vinegar while still warm.',
    },
  ),
  entry(
    'dn2-rice-done-signs',
    'doneness',
    CULINARY,
    {
      ca: 'com sé si l’arròs és fet | l’arròs encara és dur al centre | quan és a punt l’arròs blanc | arròs amb forats a la superfície',
      es: 'cómo sé si el arroz está hecho | el arroz aún está duro en el centro | cuándo está listo el arroz blanco | arroz con agujeros en la superficie',
      en: 'how do I know when rice is done | rice still hard in the middle | when is white rice ready | holes on top of the rice',
    },
    {
      ca: 'L’arròs blanc per absorció és fet (uns 18 minuts) quan no queda aigua al fons, a la superfície s’hi veuen foradets i un gra mossegat no té el centre blanc i dur. Deixa’l reposar 5-10 minuts tapat fora del foc perquè el vapor l’acabi; si encara és dur, afegeix-hi 2-3 cullerades d’aigua calenta i tapa-ho 5 minuts més.',
      es: 'El arroz blanco por absorción está hecho (unos 18 minutos) cuando no queda agua en el fondo, en la superficie se ven agujeritos y un grano mordido no tiene el centro blanco y duro. Déjalo reposar 5-10 minutos tapado fuera del fuego para que el vapor lo termine; si aún está duro, añade 2-3 cucharadas de agua caliente y tápalo 5 minutos más.',
      en: 'Absorption-method white rice is done (about 18 minutes) when no water is left at the bottom, small steam holes show on the surface and a bitten grain has no hard white centre. Rest it 5-10 minutes covered off the heat so the steam finishes it; if it is still hard, add 2-3 tablespoons of hot water and cover for 5 more minutes.',
    },
  ),
  entry(
    'dn2-couscous',
    'doneness',
    CULINARY,
    {
      ca: 'quant temps es fa el cuscús | quanta aigua per al cuscús | cuscús quants minuts tapat | com es fa el cuscús perquè quedi solt | com cuino el cuscús',
      es: 'cuánto tiempo se hace el cuscús | cuánta agua para el cuscús | cuscús cuántos minutos tapado | cómo se hace el cuscús para que quede suelto | cómo cocino el cuscús',
      en: 'how long to cook couscous | couscous water ratio | couscous how many minutes covered | how to make fluffy couscous | how do I cook couscous',
    },
    {
      ca: 'Cuscús (precuit, el del súper): el mateix volum d’aigua o brou bullint que de cuscús, amb sal i un raig d’oli, tapat 5 minuts fora del foc. Després esgrana’l amb una forquilla perquè quedi solt.',
      es: 'Cuscús (precocido, el del súper): el mismo volumen de agua o caldo hirviendo que de cuscús, con sal y un chorrito de aceite, tapado 5 minutos fuera del fuego. Después suéltalo con un tenedor para que quede suelto.',
      en: 'Couscous (the instant kind sold in shops): pour over the same volume of boiling water or stock, with salt and a little oil, and leave covered off the heat for 5 minutes. Then fluff it with a fork.',
    },
  ),
  entry(
    'dn2-quinoa',
    'doneness',
    CULINARY,
    {
      ca: 'quant temps es cou la quinoa | quanta aigua per a la quinoa | com sé si la quinoa és feta | quinoa amarga',
      es: 'cuánto tiempo se cuece la quinoa | cuánta agua para la quinoa | cómo sé si la quinoa está hecha | quinoa amarga',
      en: 'how long to cook quinoa | quinoa water ratio | how do I know quinoa is done | bitter quinoa rinse',
    },
    {
      ca: 'Quinoa: renta-la bé (treu l’amargor de la saponina), 2 parts d’aigua per 1 de quinoa, 15 minuts a foc baix i tapada i 5 minuts de repòs. És feta quan el gra és translúcid i se’n desprèn un filet blanc en forma d’espiral (el germen).',
      es: 'Quinoa: lávala bien (quita el amargor de la saponina), 2 partes de agua por 1 de quinoa, 15 minutos a fuego bajo y tapada y 5 minutos de reposo. Está hecha cuando el grano es translúcido y se le suelta un hilito blanco en espiral (el germen).',
      en: 'Quinoa: rinse it well (this removes the bitter saponin), 2 parts water to 1 part quinoa, 15 minutes covered on low heat and 5 minutes’ rest. It is done when the grains turn translucent and the little white spiral of the germ comes away.',
    },
  ),
  entry(
    'dn2-polenta',
    'doneness',
    CULINARY,
    {
      ca: 'quant temps es cou la polenta | polenta instantània minuts | quanta aigua per a la polenta | polenta tradicional temps',
      es: 'cuánto tiempo se cuece la polenta | polenta instantánea minutos | cuánta agua para la polenta | polenta tradicional tiempo',
      en: 'how long to cook polenta | instant polenta minutes | polenta water ratio | traditional coarse polenta time',
    },
    {
      ca: 'Polenta: unes 4 parts d’aigua per 1 de sèmola de blat de moro; la tradicional (gruixuda), 40-50 minuts a foc baix remenant sovint, i la instantània, 1-5 minuts. És feta quan ja no és granulosa a la boca i es desenganxa de les parets de l’olla.',
      es: 'Polenta: unas 4 partes de agua por 1 de sémola de maíz; la tradicional (gruesa), 40-50 minutos a fuego bajo removiendo a menudo, y la instantánea, 1-5 minutos. Está hecha cuando ya no es granulosa en la boca y se despega de las paredes de la olla.',
      en: 'Polenta: about 4 parts water to 1 part cornmeal; traditional coarse polenta, 40-50 minutes on low heat, stirring often, and instant polenta, 1-5 minutes. It is done when it no longer feels gritty and pulls away from the sides of the pot.',
    },
  ),
  entry(
    'dn2-porridge-oats',
    'doneness',
    CULINARY,
    {
      ca: 'quant temps es couen els flocs de civada | farinetes de civada quants minuts | porridge temps | civada amb llet quant temps',
      es: 'cuánto tiempo se cuecen los copos de avena | gachas de avena cuántos minutos | porridge tiempo | avena con leche cuánto rato',
      en: 'how long to cook porridge | rolled oats cooking time | steel cut oats how long | oatmeal on the stove minutes',
    },
    {
      ca: 'Farinetes de civada: flocs de civada amb el doble de llet o aigua, 3-5 minuts a foc mitjà remenant; la civada tallada (steel-cut), 20-30 minuts. Són fetes quan els flocs són tous i la barreja s’ha espessit; en refredar-se encara espesseix més.',
      es: 'Gachas de avena: copos de avena con el doble de leche o agua, 3-5 minutos a fuego medio removiendo; la avena cortada (steel-cut), 20-30 minutos. Están hechas cuando los copos están blandos y la mezcla ha espesado; al enfriarse espesa aún más.',
      en: 'Porridge: rolled oats with twice their volume of milk or water, 3-5 minutes over medium heat, stirring; steel-cut oats, 20-30 minutes. It is done when the oats are soft and the mixture has thickened; it thickens further as it cools.',
    },
  ),

  // ── Pasta ─────────────────────────────────────────────────────────────────────────────────
  entry(
    'dn2-pasta-al-dente',
    'doneness',
    CULINARY,
    {
      ca: 'com sé si la pasta és al dente | què vol dir al dente | quan escorro la pasta si l’acabo a la salsa | la pasta m’ha quedat tova',
      es: 'cómo sé si la pasta está al dente | qué significa al dente | cuándo escurro la pasta si la termino en la salsa | la pasta me ha quedado blanda',
      en: 'how do I know pasta is al dente | what does al dente mean | when to drain pasta if finishing it in the sauce | my pasta is mushy',
    },
    {
      ca: 'Pasta al dente: tasta-la 1-2 minuts abans del temps del paquet; ha de ser tendra però fer una mica de resistència a la dent, i si en talles un tros s’hi veu un puntet blanc molt fi al centre. Si l’acabes a la salsa, escorre-la 1-2 minuts abans i fes-la 1-2 minuts més a la paella amb una mica d’aigua de cocció.',
      es: 'Pasta al dente: pruébala 1-2 minutos antes del tiempo del paquete; tiene que estar tierna pero ofrecer algo de resistencia al morder, y si cortas un trozo se ve un puntito blanco muy fino en el centro. Si la terminas en la salsa, escúrrela 1-2 minutos antes y hazla 1-2 minutos más en la sartén con un poco de agua de cocción.',
      en: 'Al dente pasta: taste it 1-2 minutes before the packet time; it should be tender but still resist your teeth a little, and a cut piece shows a very thin white dot at the centre. If you finish it in the sauce, drain it 1-2 minutes early and toss it in the pan for 1-2 minutes with a splash of the cooking water.',
    },
  ),
  entry(
    'dn2-pasta-fresh',
    'doneness',
    CULINARY,
    {
      ca: 'quant temps es cou la pasta fresca d’ou | tallarines fresques quants minuts | pasta fresca casolana temps | papardelle fresques quant temps',
      es: 'cuánto tiempo se cuece la pasta fresca al huevo | tallarines frescos cuántos minutos | pasta fresca casera tiempo | pappardelle frescas cuánto tiempo',
      en: 'how long to cook fresh egg pasta | fresh tagliatelle minutes | homemade fresh pasta cooking time | fresh pappardelle how long',
    },
    {
      ca: 'Pasta fresca d’ou (tallarines, fettuccine): 2-3 minuts en aigua bullint amb sal; les formes més gruixudes com les papardelle, 3-4 minuts. Tasta-la al cap de 2 minuts: és feta quan és tendra i ha perdut el punt cru i farinós.',
      es: 'Pasta fresca al huevo (tallarines, fettuccine): 2-3 minutos en agua hirviendo con sal; las formas más gruesas como las pappardelle, 3-4 minutos. Pruébala a los 2 minutos: está hecha cuando está tierna y ha perdido el punto crudo y harinoso.',
      en: 'Fresh egg pasta (tagliatelle, fettuccine): 2-3 minutes in boiling salted water; thicker shapes such as pappardelle, 3-4 minutes. Taste it after 2 minutes: it is done when tender and no longer raw or floury.',
    },
  ),
  entry(
    'dn2-pasta-filled',
    'doneness',
    CULINARY,
    {
      ca: 'quant temps es couen els raviolis frescos | tortellini quants minuts | pasta farcida quant temps | els raviolis se m’obren',
      es: 'cuánto tiempo se cuecen los raviolis frescos | tortellini cuántos minutos | pasta rellena cuánto tiempo | se me abren los raviolis',
      en: 'how long to boil fresh ravioli | tortellini cooking time | filled pasta how long | my ravioli burst open',
    },
    {
      ca: 'Pasta farcida fresca (raviolis, tortellini): 3-5 minuts (les casolanes, 2-4) en aigua que bulli suau, no a borbolls forts, perquè no s’obrin. És feta quan suren i la vora, on la pasta és més gruixuda, és tendra; la farcida seca (de paquet no refrigerat) triga molt més: segueix el paquet.',
      es: 'Pasta rellena fresca (raviolis, tortellini): 3-5 minutos (la casera, 2-4) en agua que hierva suave, no a borbotones, para que no se abran. Está hecha cuando flota y el borde, donde la pasta es más gruesa, está tierno; la rellena seca (de paquete no refrigerado) tarda mucho más: sigue el paquete.',
      en: 'Fresh filled pasta (ravioli, tortellini): 3-5 minutes (homemade, 2-4) in gently boiling water, not a rolling boil, so they do not burst. It is done when it floats and the sealed edges, where the pasta is thickest, are tender; dried shelf-stable filled pasta takes much longer: follow the packet.',
    },
  ),
  entry(
    'dn2-gnocchi',
    'doneness',
    CULINARY,
    {
      ca: 'quant temps es couen els gnocchi | ñoquis quants minuts | com sé si els gnocchi són fets | gnocchi suren',
      es: 'cuánto tiempo se cuecen los ñoquis | gnocchi cuántos minutos | cómo sé si los ñoquis están hechos | los ñoquis flotan',
      en: 'how long to boil gnocchi | gnocchi cooking time | how do I know gnocchi are done | gnocchi float when cooked',
    },
    {
      ca: 'Gnocchi de patata: 2-3 minuts en aigua bullint amb sal; són fets quan pugen a la superfície, i els deixes 30-60 segons més abans de treure’ls amb l’escumadora. Si es couen massa, es desfan i queden enganxosos.',
      es: 'Ñoquis de patata: 2-3 minutos en agua hirviendo con sal; están hechos cuando suben a la superficie, y los dejas 30-60 segundos más antes de sacarlos con la espumadera. Si se cuecen demasiado, se deshacen y quedan pegajosos.',
      en: 'Potato gnocchi: 2-3 minutes in boiling salted water; they are done when they rise to the surface, then give them another 30-60 seconds before lifting them out with a slotted spoon. Overcooked, they fall apart and turn gluey.',
    },
  ),
  entry(
    'dn2-fideua',
    'doneness',
    CATALAN_CUISINE,
    {
      ca: 'quant temps es fa la fideuà | fideus a la cassola quants minuts | fideuà sota el grill | fideuà els fideus de punta',
      es: 'cuánto tiempo se hace la fideuá | fideos a la cazuela cuántos minutos | fideuá bajo el grill | fideuá los fideos de punta',
      en: 'how long to cook fideua | noodle paella cooking time | fideua noodles curl up under the grill | fideos a la cazuela time',
    },
    {
      ca: 'Fideuà (fideus del núm. 2, rossejats primer): 8-10 minuts a foc mitjà des que hi tires el brou bullint, fins que l’han absorbit; després 2-3 minuts sota el gratinador o uns minuts de repòs perquè els fideus s’aixequin de punta i quedin cruixents. Els fideus a la cassola es fan igual, però amb més brou i sense gratinar.',
      es: 'Fideuá (fideos del n.º 2, dorados primero): 8-10 minutos a fuego medio desde que echas el caldo hirviendo, hasta que lo han absorbido; después 2-3 minutos bajo el gratinador o unos minutos de reposo para que los fideos se levanten de punta y queden crujientes. Los fideos a la cazuela se hacen igual, pero con más caldo y sin gratinar.',
      en: 'Fideuà (thin no. 2 noodles, toasted first): 8-10 minutes over medium heat from when you add the boiling stock, until it is absorbed; then 2-3 minutes under the grill or a few minutes’ rest so the noodles curl up and turn crisp. Fideus a la cassola are made the same way, with more stock and no grilling.',
    },
  ),

  // ── Legumes ───────────────────────────────────────────────────────────────────────────────
  entry(
    'dn2-chickpeas-pot',
    'doneness',
    CULINARY,
    {
      ca: 'quant temps es couen els cigrons a l’olla normal | com sé si els cigrons són cuits | cigrons amb aigua freda o calenta | els cigrons no s’estoven',
      es: 'cuánto tiempo se cuecen los garbanzos en olla normal | cómo sé si los garbanzos están cocidos | garbanzos con agua fría o caliente | los garbanzos no se ablandan',
      en: 'how long to simmer chickpeas in a pot | how do I know chickpeas are cooked | start chickpeas in hot or cold water | chickpeas still hard after hours',
    },
    {
      ca: 'Cigrons secs en remull (12 hores): posa’ls a l’aigua ja bullint i deixa’ls 1 h 30 min - 2 h 30 min a foc suau; si cal afegir-hi aigua, que sigui calenta. Són cuits quan un cigró es desfà fàcilment entre els dits o a la llengua i és cremós, sense centre farinós; si són vells o l’aigua és molt dura, poden trigar més.',
      es: 'Garbanzos secos en remojo (12 horas): échalos al agua ya hirviendo y déjalos 1 h 30 min - 2 h 30 min a fuego suave; si hay que añadir agua, que sea caliente. Están cocidos cuando un garbanzo se deshace fácilmente entre los dedos o en la lengua y es cremoso, sin centro harinoso; si son viejos o el agua es muy dura, pueden tardar más.',
      en: 'Soaked dried chickpeas (12 hours): add them to already boiling water and simmer 1 h 30 min - 2 h 30 min; if you need more water, add hot water. They are cooked when one crushes easily between your fingers and is creamy with no chalky centre; old chickpeas or very hard water can take longer.',
    },
  ),
  entry(
    'dn2-legumes-pressure-cooker',
    'doneness',
    PRESSURE_COOKER,
    {
      ca: 'cigrons a l’olla a pressió quants minuts | llenties a l’olla ràpida temps | mongetes seques a l’olla exprés minuts | quant temps els llegums a l’olla de pressió',
      es: 'garbanzos en olla exprés cuántos minutos | lentejas en olla rápida tiempo | alubias en olla a presión minutos | cuánto tiempo las legumbres en la olla exprés',
      en: 'chickpeas in a pressure cooker how long | lentils pressure cooker time | dried beans instant pot minutes | pressure cooking legumes times',
    },
    {
      ca: 'A l’olla a pressió (comptant des que puja la vàlvula): cigrons en remull, 15-25 minuts; mongetes seques en remull, 12-20; llenties, sense remull, 8-10; sense remull, els cigrons en demanen 35-45. Deixa baixar la pressió sola (uns 10 minuts) i, si encara són durs, tanca i dona’ls 5 minuts més.',
      es: 'En la olla exprés (contando desde que sube la válvula): garbanzos en remojo, 15-25 minutos; alubias secas en remojo, 12-20; lentejas, sin remojo, 8-10; sin remojo, los garbanzos piden 35-45. Deja que la presión baje sola (unos 10 minutos) y, si aún están duros, cierra y dales 5 minutos más.',
      en: 'In a pressure cooker (timed from when it reaches pressure): soaked chickpeas, 15-25 minutes; soaked dried beans, 12-20; lentils, unsoaked, 8-10; unsoaked chickpeas need 35-45. Let the pressure drop naturally (about 10 minutes) and, if they are still firm, seal it again for 5 more minutes.',
    },
  ),
  entry(
    'dn2-white-beans-pot',
    'doneness',
    CULINARY,
    {
      ca: 'quant temps es couen les mongetes seques | mongetes blanques a l’olla normal | espantar les mongetes | com sé si les mongetes són cuites',
      es: 'cuánto tiempo se cuecen las alubias | judías blancas en olla normal | asustar las alubias | cómo sé si las alubias están cocidas',
      en: 'how long to cook dried white beans | cannellini beans on the stove time | shocking beans with cold water | how do I know beans are cooked',
    },
    {
      ca: 'Mongetes blanques seques: remull de 8-12 hores i 1-2 hores a foc molt suau (sense bullir fort, que es pelen), segons la varietat; a l’estil tradicional s’espanten 2-3 vegades amb un raig d’aigua freda. Són cuites quan la pell és tendra i l’interior cremós; tasta’n 3 o 4, que no es couen totes igual.',
      es: 'Alubias blancas secas: remojo de 8-12 horas y 1-2 horas a fuego muy suave (sin hervir fuerte, que se pelan), según la variedad; al estilo tradicional se asustan 2-3 veces con un chorro de agua fría. Están cocidas cuando la piel está tierna y el interior cremoso; prueba 3 o 4, que no se cuecen todas igual.',
      en: 'Dried white beans: soak 8-12 hours, then 1-2 hours at a very gentle simmer (a hard boil splits their skins), depending on the variety; traditionally they are shocked 2-3 times with a splash of cold water. They are cooked when the skin is tender and the inside creamy; taste 3 or 4, as they do not all cook evenly.',
    },
  ),
  entry(
    'dn2-beans-quick-soak',
    'doneness',
    CULINARY,
    {
      ca: 'm’he oblidat de posar els cigrons en remull | remull ràpid de llegums | mongetes sense remull quant temps | es poden coure els llegums sense remull',
      es: 'se me olvidó poner los garbanzos en remojo | remojo rápido de legumbres | alubias sin remojo cuánto tiempo | se pueden cocer las legumbres sin remojo',
      en: 'forgot to soak the beans | quick soak method for beans | cooking beans without soaking time | can I cook chickpeas without soaking',
    },
    {
      ca: 'Remull ràpid: bull els llegums 2-3 minuts, apaga el foc i deixa’ls 1 hora tapats a la mateixa aigua; després escorre’ls i cou-los com si haguessin estat en remull tota la nit. Sense cap remull, les mongetes i els cigrons poden trigar fàcilment el doble a l’olla normal (la millor opció és l’olla a pressió).',
      es: 'Remojo rápido: hierve las legumbres 2-3 minutos, apaga el fuego y déjalas 1 hora tapadas en la misma agua; después escúrrelas y cuécelas como si hubieran estado en remojo toda la noche. Sin ningún remojo, las alubias y los garbanzos pueden tardar fácilmente el doble en olla normal (la mejor opción es la olla exprés).',
      en: 'Quick soak: boil the beans for 2-3 minutes, turn off the heat and leave them covered in the same water for 1 hour; then drain and cook them as if soaked overnight. With no soaking at all, beans and chickpeas can easily take twice as long in an ordinary pot (a pressure cooker is the better option).',
    },
  ),
  entry(
    'dn2-lentils-red',
    'doneness',
    CULINARY,
    {
      ca: 'llenties vermelles quant temps | llenties coral minuts | dal quant temps | les vermelles cal posar-les en remull',
      es: 'lentejas rojas cuánto tiempo | lentejas coral minutos | dal cuánto tiempo | las rojas hay que ponerlas en remojo',
      en: 'red lentils how long | split red lentils minutes | dal cooking time | do the red ones need soaking',
    },
    {
      ca: 'Llenties vermelles (coral, pelades): 15-20 minuts a foc suau, sense remull, amb unes 3 parts d’aigua; són fetes quan es desfan i fan una crema, que és el que es vol per a un dal o una crema. Si les vols senceres per a amanida, vigila-les a partir dels 5-7 minuts.',
      es: 'Lentejas rojas (coral, peladas): 15-20 minutos a fuego suave, sin remojo, con unas 3 partes de agua; están hechas cuando se deshacen y forman una crema, que es lo que se busca para un dal o una crema. Si las quieres enteras para ensalada, vigílalas a partir de los 5-7 minutos.',
      en: 'Red (split) lentils: 15-20 minutes at a gentle simmer, no soaking, with about 3 parts water; they are done when they collapse into a purée, which is what you want for dal or soup. If you want them whole for a salad, start checking at 5-7 minutes.',
    },
  ),
  entry(
    'dn2-legumes-tinned',
    'doneness',
    CULINARY,
    {
      ca: 'els cigrons de pot s’han de coure | quant temps escalfo les llenties de pot | mongetes cuites de pot quant temps al guisat | cal rentar els llegums de pot',
      es: 'los garbanzos de bote hay que cocerlos | cuánto tiempo caliento las lentejas de bote | alubias cocidas de bote cuánto tiempo en el guiso | hay que lavar las legumbres de bote',
      en: 'do tinned chickpeas need cooking | how long to heat canned lentils | canned beans in a stew how long | should I rinse canned beans',
    },
    {
      ca: 'Llegums de pot: ja són cuits; esbandeix-los amb aigua i escalfa’ls només 5-10 minuts dins el guisat o la salsa perquè agafin gust (o 2-3 minuts si només els vols calents). Si els bulls molt més estona, es desfan.',
      es: 'Legumbres de bote: ya están cocidas; enjuágalas con agua y caliéntalas solo 5-10 minutos dentro del guiso o la salsa para que tomen sabor (o 2-3 minutos si solo las quieres calientes). Si las hierves mucho más rato, se deshacen.',
      en: 'Tinned legumes are already cooked: rinse them and simmer them in the stew or sauce for just 5-10 minutes so they take on flavour (or 2-3 minutes if you only want them hot). Boiled much longer, they fall apart.',
    },
  ),
  entry(
    'dn2-chickpeas-crispy',
    'doneness',
    CULINARY,
    {
      ca: 'cigrons cruixents al forn quant temps | cigrons torrats a la fregidora d’aire | com fer cigrons cruixents | cigrons de pot al forn',
      es: 'garbanzos crujientes al horno cuánto tiempo | garbanzos tostados en freidora de aire | cómo hacer garbanzos crujientes | garbanzos de bote al horno',
      en: 'crispy roasted chickpeas oven time | air fryer chickpeas how long | how to make crunchy chickpeas | roasting canned chickpeas',
    },
    {
      ca: 'Cigrons cruixents: escorre’ls i asseca’ls molt bé, amb un raig d’oli i sal, 25-35 minuts al forn a 200 °C remenant a mitja cocció, o 12-15 minuts a la fregidora d’aire a 200 °C. Són fets quan sonen en sacsejar la safata; acaben de cruixir en refredar-se.',
      es: 'Garbanzos crujientes: escúrrelos y sécalos muy bien, con un chorrito de aceite y sal, 25-35 minutos al horno a 200 °C removiendo a media cocción, o 12-15 minutos en la freidora de aire a 200 °C. Están hechos cuando suenan al sacudir la bandeja; acaban de crujir al enfriarse.',
      en: 'Crispy chickpeas: drain and dry them very well, toss with a little oil and salt, then 25-35 minutes in the oven at 200 °C (400 °F), stirring halfway, or 12-15 minutes in the air fryer at 200 °C. They are done when they rattle on the tray; they crisp further as they cool.',
    },
  ),

  // ── Vegetables ────────────────────────────────────────────────────────────────────────────
  entry(
    'dn2-potatoes-knife-test',
    'doneness',
    CULINARY,
    {
      ca: 'com sé si les patates bullides són cuites | patates noves quant temps | prova del ganivet patates | patates petites amb pell minuts',
      es: 'cómo sé si las patatas cocidas están hechas | patatas nuevas cuánto tiempo | prueba del cuchillo patatas | patatas pequeñas con piel minutos',
      en: 'how do I know boiled potatoes are done | new potatoes boiling time | knife test for potatoes | small potatoes in their skins minutes',
    },
    {
      ca: 'Patates noves o petites amb pell: 15-20 minuts des del bull, començant en aigua freda amb sal. Són cuites quan la punta d’un ganivet hi entra fins al centre i en surt sense que la patata s’hi quedi enganxada ni faci resistència.',
      es: 'Patatas nuevas o pequeñas con piel: 15-20 minutos desde que hierve, empezando en agua fría con sal. Están hechas cuando la punta de un cuchillo entra hasta el centro y sale sin que la patata se quede enganchada ni ofrezca resistencia.',
      en: 'New or small potatoes in their skins: 15-20 minutes from the boil, starting in cold salted water. They are done when the tip of a knife slides to the centre and out again without resistance and without lifting the potato.',
    },
  ),
  entry(
    'dn2-potatoes-mash',
    'doneness',
    CULINARY,
    {
      ca: 'patates per fer puré quant temps | puré de patates quants minuts | puré de patates aigualit | patates a trossos per al puré',
      es: 'patatas para hacer puré cuánto tiempo | puré de patatas cuántos minutos | puré de patatas aguado | patatas a trozos para el puré',
      en: 'potatoes for mash how long | mashed potatoes cooking time | watery mashed potatoes | potato chunks for mash minutes',
    },
    {
      ca: 'Patates per a puré, a trossos de 4-5 cm en aigua freda amb sal: 15-20 minuts des del bull, fins que es desfan en prémer-les amb una forquilla. Escorre-les i deixa-les 1-2 minuts a l’olla calenta perquè perdin l’aigua: el puré no quedarà aigualit.',
      es: 'Patatas para puré, a trozos de 4-5 cm en agua fría con sal: 15-20 minutos desde que hierve, hasta que se deshacen al presionarlas con un tenedor. Escúrrelas y déjalas 1-2 minutos en la olla caliente para que pierdan el agua: el puré no quedará aguado.',
      en: 'Potatoes for mash, in 4-5 cm (2 in) chunks started in cold salted water: 15-20 minutes from the boil, until they fall apart when pressed with a fork. Drain and leave them 1-2 minutes in the hot pot to steam dry, so the mash is not watery.',
    },
  ),
  entry(
    'dn2-potato-baked-whole',
    'doneness',
    CULINARY,
    {
      ca: 'quant temps es fa una patata sencera al forn | patata al forn amb pell minuts | patata farcida al forn temps | patata embolicada amb paper d’alumini forn',
      es: 'cuánto tiempo se hace una patata entera al horno | patata asada con piel minutos | patata rellena al horno tiempo | patata envuelta en papel de aluminio horno',
      en: 'how long to bake a whole potato | jacket potato oven time | baked potato how do I know it is done | baked potato temperature',
    },
    {
      ca: 'Patata sencera al forn (200-300 g): 45-60 minuts a 200 °C, punxada amb una forquilla i sense paper d’alumini si vols la pell cruixent. És feta quan un ganivet la travessa sense resistència i, en prémer-la amb un drap, cedeix; a dins fa uns 96-99 °C.',
      es: 'Patata entera al horno (200-300 g): 45-60 minutos a 200 °C, pinchada con un tenedor y sin papel de aluminio si quieres la piel crujiente. Está hecha cuando un cuchillo la atraviesa sin resistencia y, al apretarla con un paño, cede; por dentro está a unos 96-99 °C.',
      en: 'A whole baked potato (200-300 g): 45-60 minutes at 200 °C (400 °F), pricked with a fork and unwrapped if you want crisp skin. It is done when a knife goes through with no resistance and it gives when squeezed in a cloth; inside it reaches about 96-99 °C (205-210 °F).',
    },
  ),
  entry(
    'dn2-potato-microwave',
    'doneness',
    CULINARY,
    {
      ca: 'patata al microones quants minuts | com es fa una patata al microones | patata bullida al microones | patates al microones temps',
      es: 'patata en el microondas cuántos minutos | cómo se hace una patata en el microondas | patata cocida en el microondas | patatas al microondas tiempo',
      en: 'how long to microwave a potato | microwave baked potato minutes | cooking potatoes in the microwave | jacket potato in the microwave',
    },
    {
      ca: 'Patata mitjana sencera al microones (800-900 W): 5-7 minuts a màxima potència, punxada amb una forquilla i girada a mitja cocció; dues patates, 8-10 minuts. Deixa-la reposar 2 minuts i comprova amb un ganivet que és tova al centre; si no, dona-li 1 minut més.',
      es: 'Patata mediana entera al microondas (800-900 W): 5-7 minutos a máxima potencia, pinchada con un tenedor y girada a media cocción; dos patatas, 8-10 minutos. Déjala reposar 2 minutos y comprueba con un cuchillo que está blanda en el centro; si no, dale 1 minuto más.',
      en: 'A medium whole potato in the microwave (800-900 W): 5-7 minutes on full power, pricked with a fork and turned halfway; two potatoes, 8-10 minutes. Rest it 2 minutes and check with a knife that the centre is soft; if not, give it another minute.',
    },
  ),
  entry(
    'dn2-chips-twice-fried',
    'doneness',
    CULINARY,
    {
      ca: 'com es fan les patates fregides cruixents | patates fregides dues vegades temperatures | per què les patates fregides queden toves | doble fregida patates minuts',
      es: 'cómo se hacen las patatas fritas crujientes | patatas fritas dos veces temperaturas | por qué las patatas fritas quedan blandas | doble fritura patatas minutos',
      en: 'how to make crispy chips at home | double fried fries temperatures | why are my fries soggy | twice fried chips minutes',
    },
    {
      ca: 'Patates fregides (bastons d’1 cm, rentades i ben seques): primera fregida a 150-160 °C, 5-7 minuts, fins que són toves però pàl·lides; escorre-les i deixa-les refredar. Segona fregida a 180-190 °C, 2-4 minuts, fins que són daurades i sonen cruixents; la sal, al final.',
      es: 'Patatas fritas (bastones de 1 cm, lavadas y bien secas): primera fritura a 150-160 °C, 5-7 minutos, hasta que estén blandas pero pálidas; escúrrelas y deja que se enfríen. Segunda fritura a 180-190 °C, 2-4 minutos, hasta que estén doradas y suenen crujientes; la sal, al final.',
      en: 'Chips (1 cm/½ in sticks, rinsed and dried well): first fry at 150-160 °C (300-320 °F) for 5-7 minutes, until soft but pale; drain and let them cool. Second fry at 180-190 °C (355-375 °F) for 2-4 minutes, until golden and crisp; salt them at the end.',
    },
  ),
  entry(
    'dn2-chips-air-fryer',
    'doneness',
    AIR_FRYER,
    {
      ca: 'patates fregides a la fregidora d’aire quant temps | patates congelades a la fregidora sense oli | airfryer patates minuts | patates casolanes a la fregidora d’aire',
      es: 'patatas fritas en freidora de aire cuánto tiempo | patatas congeladas en freidora sin aceite | airfryer patatas minutos | patatas caseras en freidora de aire',
      en: 'air fryer chips how long | frozen fries in the air fryer | air fryer french fries minutes | homemade fries air fryer time',
    },
    {
      ca: 'Patates a la fregidora d’aire: les congelades, 12-15 minuts a 200 °C; les casolanes (bastons d’1 cm, remullades 30 minuts, ben seques i amb 1 cullerada d’oli), 18-25 minuts a 180-200 °C. Sacseja la cistella cada 5 minuts i no l’omplis massa, o quedaran toves.',
      es: 'Patatas en freidora de aire: las congeladas, 12-15 minutos a 200 °C; las caseras (bastones de 1 cm, en remojo 30 minutos, bien secas y con 1 cucharada de aceite), 18-25 minutos a 180-200 °C. Sacude la cesta cada 5 minutos y no la llenes demasiado, o quedarán blandas.',
      en: 'Air-fryer chips: frozen ones, 12-15 minutes at 200 °C (400 °F); homemade (1 cm sticks, soaked 30 minutes, dried well, with 1 tablespoon of oil), 18-25 minutes at 180-200 °C. Shake the basket every 5 minutes and do not overfill it, or they will be soft.',
    },
  ),
  entry(
    'dn2-sweet-potato',
    'doneness',
    CULINARY,
    {
      ca: 'quant temps es fa el moniato al forn | moniato sencer forn minuts | moniato bullit quant temps | moniato a daus al forn',
      es: 'cuánto tiempo se hace el boniato al horno | boniato entero horno minutos | boniato cocido cuánto tiempo | boniato en dados al horno',
      en: 'how long to bake a sweet potato | whole sweet potato oven time | sweet potato chunks in water minutes | roasted sweet potato cubes',
    },
    {
      ca: 'Moniato sencer al forn (mitjà): 45-60 minuts a 200 °C, fins que és tou del tot i en surt almívar caramel·litzat; a daus de 2-3 cm, 25-30 minuts a 200-220 °C. Bullit a trossos, 15-20 minuts: és fet quan el ganivet hi entra sense esforç.',
      es: 'Boniato entero al horno (mediano): 45-60 minutos a 200 °C, hasta que está blando del todo y suelta almíbar caramelizado; en dados de 2-3 cm, 25-30 minutos a 200-220 °C. Cocido a trozos, 15-20 minutos: está hecho cuando el cuchillo entra sin esfuerzo.',
      en: 'A whole medium sweet potato: 45-60 minutes at 200 °C (400 °F), until completely soft and oozing caramelised syrup; in 2-3 cm cubes, 25-30 minutes at 200-220 °C. Boiled in chunks, 15-20 minutes: done when a knife slides in with no effort.',
    },
  ),
  entry(
    'dn2-broccoli-roasted',
    'doneness',
    CULINARY,
    {
      ca: 'quant temps es fa el bròquil al forn | bròquil rostit minuts | bròquil a la fregidora d’aire | bròquil saltejat quant temps',
      es: 'cuánto tiempo se hace el brócoli al horno | brócoli asado minutos | brócoli en freidora de aire | brócoli salteado cuánto tiempo',
      en: 'how long to roast broccoli | oven roasted broccoli minutes | air fryer broccoli time | stir fried broccoli how long',
    },
    {
      ca: 'Bròquil al forn, en ramets amb oli i sal: 20-25 minuts a 200-220 °C, fins que les puntes són torrades i la tija es punxa fàcilment; a la fregidora d’aire, 8-10 minuts a 190-200 °C. Saltejat a foc viu, 4-5 minuts.',
      es: 'Brócoli al horno, en ramilletes con aceite y sal: 20-25 minutos a 200-220 °C, hasta que las puntas estén tostadas y el tallo se pinche con facilidad; en la freidora de aire, 8-10 minutos a 190-200 °C. Salteado a fuego vivo, 4-5 minutos.',
      en: 'Roasted broccoli florets with oil and salt: 20-25 minutes at 200-220 °C (400-425 °F), until the tips are charred and the stems pierce easily; in the air fryer, 8-10 minutes at 190-200 °C. Stir-fried over high heat, 4-5 minutes.',
    },
  ),
  entry(
    'dn2-cauliflower-roasted',
    'doneness',
    CULINARY,
    {
      ca: 'quant temps es fa la coliflor al forn | coliflor sencera al forn | coliflor rostida a ramets minuts | coliflor sencera quant temps',
      es: 'cuánto tiempo se hace la coliflor al horno | coliflor entera al horno | coliflor asada en ramilletes minutos | coliflor entera cuánto tiempo',
      en: 'how long to roast cauliflower | whole roasted cauliflower time | cauliflower florets oven minutes | whole cauliflower how long',
    },
    {
      ca: 'Coliflor a ramets, al forn amb oli: 25-30 minuts a 200-220 °C, girant-la un cop, fins que és daurada per les vores. Sencera, 45-60 minuts a 200 °C (o 10-12 minuts bullida sencera); és feta quan un ganivet entra sense esforç fins al cor.',
      es: 'Coliflor en ramilletes, al horno con aceite: 25-30 minutos a 200-220 °C, dándole la vuelta una vez, hasta que esté dorada por los bordes. Entera, 45-60 minutos a 200 °C (o 10-12 minutos hervida entera); está hecha cuando un cuchillo entra sin esfuerzo hasta el corazón.',
      en: 'Cauliflower florets roasted with oil: 25-30 minutes at 200-220 °C (400-425 °F), turned once, until browned at the edges. Whole, 45-60 minutes at 200 °C (or 10-12 minutes boiled whole); it is done when a knife slides easily into the core.',
    },
  ),
  entry(
    'dn2-carrots',
    'doneness',
    CULINARY,
    {
      ca: 'quant temps es bull la pastanaga | pastanagues al forn minuts | pastanaga al vapor temps | pastanagues senceres bullides',
      es: 'cuánto tiempo se cuece la zanahoria | zanahorias al horno minutos | zanahoria al vapor tiempo | zanahorias enteras cocidas',
      en: 'how long to boil carrots | roasted carrots time | steamed carrots minutes | whole carrots boiling time',
    },
    {
      ca: 'Pastanaga: a rodanxes, 5-8 minuts bullida o 6-8 al vapor; sencera i mitjana, 10-15 minuts bullida. Al forn, a bastons o senceres petites, 25-35 minuts a 200 °C; és feta quan la forquilla hi entra amb una mica de resistència (tendra però no tova).',
      es: 'Zanahoria: en rodajas, 5-8 minutos hervida o 6-8 al vapor; entera y mediana, 10-15 minutos hervida. Al horno, en bastones o enteras pequeñas, 25-35 minutos a 200 °C; está hecha cuando el tenedor entra con algo de resistencia (tierna pero no blanda).',
      en: 'Carrots: sliced, 5-8 minutes boiled or 6-8 steamed; whole medium ones, 10-15 minutes boiled. Roasted, in sticks or small whole, 25-35 minutes at 200 °C (400 °F); done when a fork goes in with slight resistance (tender but not soft).',
    },
  ),
  entry(
    'dn2-artichokes',
    'doneness',
    CATALAN_CUISINE,
    {
      ca: 'quant temps es bullen les carxofes | com sé si les carxofes són cuites | carxofes a la brasa quant temps | cors de carxofa bullits minuts',
      es: 'cuánto tiempo se cuecen las alcachofas | cómo sé si las alcachofas están hechas | alcachofas a la brasa cuánto tiempo | corazones de alcachofa hervidos minutos',
      en: 'how long to boil artichokes | how do I know artichokes are cooked | grilled artichokes on embers time | artichoke hearts boiling minutes',
    },
    {
      ca: 'Carxofes senceres bullides: 20-30 minuts segons la mida (les molt grosses, fins a 40); els cors nets a quarts, 10-15 minuts. Són cuites quan una fulla de dins s’arrenca sense esforç i un ganivet entra fàcilment a la base; a la brasa, 20-30 minuts, fins que les fulles de fora són negres i el cor és tendre.',
      es: 'Alcachofas enteras hervidas: 20-30 minutos según el tamaño (las muy grandes, hasta 40); los corazones limpios en cuartos, 10-15 minutos. Están hechas cuando una hoja interior se arranca sin esfuerzo y un cuchillo entra fácilmente en la base; a la brasa, 20-30 minutos, hasta que las hojas de fuera estén negras y el corazón tierno.',
      en: 'Whole boiled artichokes: 20-30 minutes depending on size (very large ones up to 40); trimmed hearts in quarters, 10-15 minutes. They are cooked when an inner leaf pulls out with no effort and a knife slides easily into the base; on embers, 20-30 minutes, until the outer leaves are black and the heart is tender.',
    },
  ),
  entry(
    'dn2-asparagus',
    'doneness',
    CULINARY,
    {
      ca: 'quant temps es fan els espàrrecs verds a la planxa | espàrrecs blancs frescos quant temps bullir | espàrrecs al forn minuts | espàrrecs verds bullits',
      es: 'cuánto tiempo se hacen los espárragos trigueros a la plancha | espárragos blancos frescos cuánto tiempo cocer | espárragos al horno minutos | espárragos verdes hervidos',
      en: 'how long to grill asparagus | fresh white asparagus boiling time | roasted asparagus minutes | how long to boil green asparagus',
    },
    {
      ca: 'Espàrrecs verds: bullits 2-4 minuts (els gruixuts, 5-6), a la planxa 5-8 minuts girant-los, al forn 10-15 minuts a 200-220 °C; són fets quan es dobleguen una mica en aixecar-los per la base i són verd intens. Espàrrecs blancs frescos, pelats: 12-15 minuts bullits (els molt gruixuts, fins a 20).',
      es: 'Espárragos verdes: hervidos 2-4 minutos (los gruesos, 5-6), a la plancha 5-8 minutos dándoles la vuelta, al horno 10-15 minutos a 200-220 °C; están hechos cuando se doblan un poco al levantarlos por la base y son verde intenso. Espárragos blancos frescos, pelados: 12-15 minutos hervidos (los muy gruesos, hasta 20).',
      en: 'Green asparagus: boiled 2-4 minutes (thick spears 5-6), griddled 5-8 minutes turning, roasted 10-15 minutes at 200-220 °C (400-425 °F); done when they bend slightly when lifted by the base and are bright green. Fresh white asparagus, peeled: 12-15 minutes boiled (very thick ones up to 20).',
    },
  ),
  entry(
    'dn2-peas',
    'doneness',
    CULINARY,
    {
      ca: 'quant temps es bullen els pèsols | pèsols congelats quants minuts | pèsols frescos temps | pèsols saltejats',
      es: 'cuánto tiempo se cuecen los guisantes | guisantes congelados cuántos minutos | guisantes frescos tiempo | guisantes salteados',
      en: 'how long to boil peas | frozen peas how many minutes | fresh peas cooking time | sauteed peas how long',
    },
    {
      ca: 'Pèsols: els congelats, 2-3 minuts en aigua bullint (sense descongelar-los); els frescos desgranats, 3-5 minuts (els grossos i farinosos, alguns minuts més). Són fets quan són tendres i d’un verd viu; si es tornen verd oliva, s’han passat.',
      es: 'Guisantes: los congelados, 2-3 minutos en agua hirviendo (sin descongelarlos); los frescos desgranados, 3-5 minutos (los grandes y harinosos, algunos minutos más). Están hechos cuando están tiernos y de un verde vivo; si se vuelven verde oliva, se han pasado.',
      en: 'Peas: frozen, 2-3 minutes in boiling water (straight from frozen); fresh shelled, 3-5 minutes (large, starchy ones a few minutes more). They are done when tender and bright green; if they turn olive green they are overcooked.',
    },
  ),
  entry(
    'dn2-spinach-chard',
    'doneness',
    CULINARY,
    {
      ca: 'quant temps es fan els espinacs saltejats | espinacs a la catalana temps | quant temps es bullen les bledes | bledes amb patates minuts',
      es: 'cuánto tiempo se hacen las espinacas salteadas | espinacas a la catalana tiempo | cuánto tiempo se cuecen las acelgas | acelgas con patatas minutos',
      en: 'how long to saute spinach | wilted spinach time | how long to boil swiss chard | chard stems and leaves cooking time',
    },
    {
      ca: 'Espinacs frescos saltejats (també a la catalana, amb panses i pinyons): 2-3 minuts a foc viu, només fins que s’estovin; es redueixen a una desena part. Bledes: les penques tallades, 5-8 minuts bullides, i les fulles, 2-3; amb patates a trossos, tot junt uns 15-20 minuts.',
      es: 'Espinacas frescas salteadas (también a la catalana, con pasas y piñones): 2-3 minutos a fuego vivo, solo hasta que se ablanden; se reducen a una décima parte. Acelgas: las pencas cortadas, 5-8 minutos hervidas, y las hojas, 2-3; con patatas a trozos, todo junto unos 15-20 minutos.',
      en: 'Fresh spinach, sautéed (also Catalan-style with raisins and pine nuts): 2-3 minutes over high heat, just until wilted; it shrinks to about a tenth. Swiss chard: the sliced stems, 5-8 minutes boiled, and the leaves, 2-3; with potato chunks, all together about 15-20 minutes.',
    },
  ),
  entry(
    'dn2-aubergine',
    'doneness',
    CULINARY,
    {
      ca: 'quant temps es fa l’albergínia al forn | albergínia sencera al forn minuts | albergínia a la planxa quant temps | albergínies partides per la meitat al forn',
      es: 'cuánto tiempo se hace la berenjena al horno | berenjena entera al horno minutos | berenjena a la plancha cuánto tiempo | berenjenas partidas por la mitad al horno',
      en: 'how long to roast an aubergine | whole eggplant in the oven time | grilled aubergine slices minutes | halved aubergine oven',
    },
    {
      ca: 'Albergínia sencera al forn: 45-60 minuts a 200 °C, fins que s’ensorra i la pell és arrugada; partida per la meitat i amb la polpa tallada en quadrícula, 35-45 minuts. A rodanxes d’1 cm a la planxa, 3-4 minuts per banda: és feta quan la carn és cremosa i translúcida, no esponjosa.',
      es: 'Berenjena entera al horno: 45-60 minutos a 200 °C, hasta que se hunde y la piel está arrugada; partida por la mitad y con la pulpa cortada en cuadrícula, 35-45 minutos. En rodajas de 1 cm a la plancha, 3-4 minutos por lado: está hecha cuando la carne está cremosa y translúcida, no esponjosa.',
      en: 'A whole aubergine: 45-60 minutes at 200 °C (400 °F), until it collapses and the skin wrinkles; halved with the flesh scored, 35-45 minutes. In 1 cm slices on a griddle, 3-4 minutes a side: done when the flesh is creamy and translucent, not spongy.',
    },
  ),
  entry(
    'dn2-escalivada',
    'doneness',
    CATALAN_CUISINE,
    {
      ca: 'quant temps es fa l’escalivada al forn | escalivada minuts pebrots albergínies cebes | com sé si l’escalivada és feta | escalivar al forn temperatura',
      es: 'cuánto tiempo se hace la escalivada al horno | escalivada minutos pimientos berenjenas cebollas | cómo sé si la escalivada está hecha | escalivar al horno temperatura',
      en: 'how long to roast escalivada | escalivada peppers aubergines onions time | how do I know escalivada is done | catalan roasted vegetables oven',
    },
    {
      ca: 'Escalivada al forn a 200 °C, tot sencer i amb un raig d’oli: els pebrots, 40-50 minuts; les albergínies, 45-60; les cebes, 1 hora o més; gira-ho a mitja cocció i treu cada peça quan és tova i té la pell arrugada i torrada. Tapa-ho 15-20 minuts perquè suï i es pelarà fàcilment.',
      es: 'Escalivada al horno a 200 °C, todo entero y con un chorrito de aceite: los pimientos, 40-50 minutos; las berenjenas, 45-60; las cebollas, 1 hora o más; dale la vuelta a media cocción y saca cada pieza cuando esté blanda y con la piel arrugada y tostada. Tápalo 15-20 minutos para que sude y se pelará fácilmente.',
      en: 'Escalivada in the oven at 200 °C (400 °F), everything whole with a drizzle of oil: peppers, 40-50 minutes; aubergines, 45-60; onions, 1 hour or more; turn halfway and take out each piece when soft with wrinkled, charred skin. Cover for 15-20 minutes so they sweat, and they will peel easily.',
    },
  ),
  entry(
    'dn2-peppers-roasted',
    'doneness',
    CULINARY,
    {
      ca: 'quant temps es couen els pebrots vermells al forn | pebrots escalivats a la flama | com pelar els pebrots rostits | pebrots a la brasa minuts',
      es: 'cuánto tiempo se asan los pimientos rojos al horno | pimientos asados a la llama | cómo pelar los pimientos asados | pimientos a la brasa minutos',
      en: 'how long to roast red peppers | charring peppers over a gas flame | how to peel roasted peppers | grilled peppers on the barbecue minutes',
    },
    {
      ca: 'Pebrots vermells sencers: 40-50 minuts al forn a 200 °C, girant-los a mitja cocció, o 10-15 minuts directament sobre la flama o la brasa, girant-los fins que la pell sigui negra per tot arreu. Tanca’ls 10-15 minuts en un bol tapat i la pell sortirà sola.',
      es: 'Pimientos rojos enteros: 40-50 minutos al horno a 200 °C, dándoles la vuelta a media cocción, o 10-15 minutos directamente sobre la llama o la brasa, girándolos hasta que la piel esté negra por todas partes. Ciérralos 10-15 minutos en un bol tapado y la piel saldrá sola.',
      en: 'Whole red peppers: 40-50 minutes in the oven at 200 °C (400 °F), turned halfway, or 10-15 minutes straight over a flame or embers, turning until the skin is black all over. Shut them in a covered bowl for 10-15 minutes and the skin slips off.',
    },
  ),
  entry(
    'dn2-padron-peppers',
    'doneness',
    CULINARY,
    {
      ca: 'quant temps es fan els pebrots de Padró | pebrots del Padró fregits minuts | com es fan els pebrots de Padró | pebrots petits verds a la paella',
      es: 'cuánto tiempo se hacen los pimientos de Padrón | pimientos de Padrón fritos minutos | cómo se hacen los pimientos de Padrón | pimientos pequeños verdes en la sartén',
      en: 'how long to cook padron peppers | fried padron peppers minutes | how to make pimientos de padron | blistered small green peppers in a pan',
    },
    {
      ca: 'Pebrots de Padró: 3-4 minuts en una paella amb oli ben calent, remenant, fins que la pell fa bombolles i s’enrossa per alguns punts. Escorre’ls i posa-hi sal gruixuda al moment.',
      es: 'Pimientos de Padrón: 3-4 minutos en una sartén con aceite bien caliente, removiendo, hasta que la piel haga ampollas y se dore en algunos puntos. Escúrrelos y ponles sal gruesa al momento.',
      en: 'Padrón peppers: 3-4 minutes in a pan of very hot oil, stirring, until the skins blister and brown in spots. Drain and sprinkle with coarse salt straight away.',
    },
  ),
  entry(
    'dn2-onions-caramelised',
    'doneness',
    CULINARY,
    {
      ca: 'quant temps es triga a caramel·litzar la ceba | ceba caramel·litzada minuts | ceba confitada quant temps | com sé si la ceba és caramel·litzada',
      es: 'cuánto se tarda en caramelizar la cebolla | cebolla caramelizada minutos | cebolla confitada cuánto tiempo | cómo sé si la cebolla está caramelizada',
      en: 'how long to caramelise onions | caramelized onions minutes | slow cooked onion jam time | how do I know onions are caramelised',
    },
    {
      ca: 'Ceba caramel·litzada, tallada en juliana fina: 40-60 minuts a foc baix amb oli o mantega, remenant de tant en tant i desenganxant el fons amb un raig d’aigua si s’enganxa. És feta quan és d’un marró fosc uniforme, melosa i dolça; a foc fort en 10 minuts només se socarrima.',
      es: 'Cebolla caramelizada, cortada en juliana fina: 40-60 minutos a fuego bajo con aceite o mantequilla, removiendo de vez en cuando y despegando el fondo con un chorrito de agua si se pega. Está hecha cuando tiene un marrón oscuro uniforme, melosa y dulce; a fuego fuerte en 10 minutos solo se quema.',
      en: 'Caramelised onions, thinly sliced: 40-60 minutes on low heat with oil or butter, stirring now and then and scraping the bottom with a splash of water if it sticks. They are done when evenly deep brown, jammy and sweet; on high heat in 10 minutes they only scorch.',
    },
  ),
  entry(
    'dn2-corn-on-the-cob',
    'doneness',
    CULINARY,
    {
      ca: 'quant temps es bull una panotxa de blat de moro | blat de moro a la brasa minuts | panotxa al microones | mazorca de blat de moro temps',
      es: 'cuánto tiempo se cuece una mazorca de maíz | maíz a la brasa minutos | mazorca en el microondas | elote cuánto tiempo',
      en: 'how long to boil corn on the cob | grilled corn on the cob time | corn on the cob in the microwave | sweetcorn how many minutes',
    },
    {
      ca: 'Panotxa de blat de moro dolç: 5-7 minuts en aigua bullint (sense sal, que l’endureix); a la brasa, 10-15 minuts girant-la fins que tingui punts torrats; al microones, amb la pellofa, 3-4 minuts per panotxa. És feta quan els grans són brillants, tendres i en punxar-los deixen anar un suc lletós.',
      es: 'Mazorca de maíz dulce: 5-7 minutos en agua hirviendo (sin sal, que lo endurece); a la brasa, 10-15 minutos girándola hasta que tenga puntos tostados; al microondas, con la hoja, 3-4 minutos por mazorca. Está hecha cuando los granos están brillantes, tiernos y al pincharlos sueltan un jugo lechoso.',
      en: 'Sweetcorn on the cob: 5-7 minutes in boiling water (unsalted, as salt toughens it); on the grill, 10-15 minutes, turning, until charred in spots; in the microwave, in its husk, 3-4 minutes per cob. It is done when the kernels are bright, tender and release a milky juice when pierced.',
    },
  ),
  entry(
    'dn2-beetroot',
    'doneness',
    CULINARY,
    {
      ca: 'quant temps es bull la remolatxa | remolatxa al forn minuts | com sé si la remolatxa és cuita | remolatxa crua sencera temps',
      es: 'cuánto tiempo se cuece la remolacha | remolacha al horno minutos | cómo sé si la remolacha está cocida | remolacha cruda entera tiempo',
      en: 'how long to boil beetroot | roasted beets time | how do I know beetroot is cooked | whole raw beets cooking time',
    },
    {
      ca: 'Remolatxa crua sencera, amb pell i un tros de tija: 30-60 minuts bullida segons la mida (una de mitjana, uns 40-45), o 45-60 minuts al forn a 200 °C embolicada en paper d’alumini. És cuita quan un ganivet hi entra fins al centre sense resistència i la pell s’arrenca fregant-la amb els dits.',
      es: 'Remolacha cruda entera, con piel y un trozo de tallo: 30-60 minutos hervida según el tamaño (una mediana, unos 40-45), o 45-60 minutos al horno a 200 °C envuelta en papel de aluminio. Está cocida cuando un cuchillo entra hasta el centro sin resistencia y la piel se desprende frotándola con los dedos.',
      en: 'Whole raw beetroot, skin on with a bit of stalk: 30-60 minutes boiled depending on size (a medium one about 40-45), or 45-60 minutes at 200 °C (400 °F) wrapped in foil. It is cooked when a knife reaches the centre without resistance and the skin rubs off with your fingers.',
    },
  ),
  entry(
    'dn2-pumpkin',
    'doneness',
    CULINARY,
    {
      ca: 'quant temps es fa la carabassa al forn | carabassa a daus al forn minuts | carabassa per a crema quant temps bullir | carabassa al vapor temps',
      es: 'cuánto tiempo se hace la calabaza al horno | calabaza en dados al horno minutos | calabaza para crema cuánto tiempo hervir | calabaza al vapor tiempo',
      en: 'how long to roast pumpkin | butternut squash cubes oven time | boiling squash for soup how long | steamed pumpkin minutes',
    },
    {
      ca: 'Carabassa a daus de 2-3 cm al forn: 25-35 minuts a 200 °C, fins que les vores es caramel·litzen; una carabassa cacauera partida per la meitat, 45-60 minuts. Bullida a trossos per a crema, 15-20 minuts; al vapor, 10-15: és feta quan la forquilla hi entra sense esforç.',
      es: 'Calabaza en dados de 2-3 cm al horno: 25-35 minutos a 200 °C, hasta que los bordes se caramelicen; una calabaza cacahuete partida por la mitad, 45-60 minutos. Hervida a trozos para crema, 15-20 minutos; al vapor, 10-15: está hecha cuando el tenedor entra sin esfuerzo.',
      en: 'Pumpkin in 2-3 cm cubes, roasted: 25-35 minutes at 200 °C (400 °F), until the edges caramelise; a butternut squash halved, 45-60 minutes. Boiled in chunks for soup, 15-20 minutes; steamed, 10-15: done when a fork slides in with no effort.',
    },
  ),
  entry(
    'dn2-mushrooms',
    'doneness',
    CULINARY,
    {
      ca: 'quant temps es fan els xampinyons a la paella | bolets saltejats minuts | per què els bolets deixen anar aigua | rovellons a la planxa quant temps',
      es: 'cuánto tiempo se hacen los champiñones en la sartén | setas salteadas minutos | por qué las setas sueltan agua | níscalos a la plancha cuánto tiempo',
      en: 'how long to saute mushrooms | pan fried mushrooms minutes | why do my mushrooms release water | grilled wild mushrooms how long',
    },
    {
      ca: 'Xampinyons o bolets laminats: 5-8 minuts a foc viu en una paella ampla, sense amuntegar-los; primer deixen anar l’aigua i, quan s’evapora, es dauren. La sal, al final; els rovellons sencers a la planxa, 4-5 minuts per banda.',
      es: 'Champiñones o setas laminados: 5-8 minutos a fuego vivo en una sartén amplia, sin amontonarlos; primero sueltan el agua y, cuando se evapora, se doran. La sal, al final; los níscalos enteros a la plancha, 4-5 minutos por lado.',
      en: 'Sliced mushrooms: 5-8 minutes over high heat in a wide pan, without crowding; first they release their water and, once it evaporates, they brown. Salt them at the end; whole wild mushrooms such as saffron milk caps on a griddle, 4-5 minutes a side.',
    },
  ),
  entry(
    'dn2-courgette',
    'doneness',
    CULINARY,
    {
      ca: 'quant temps es fa el carbassó a la planxa | carbassó al forn minuts | carbassó saltejat temps | carbassó al vapor',
      es: 'cuánto tiempo se hace el calabacín a la plancha | calabacín al horno minutos | calabacín salteado tiempo | calabacín al vapor',
      en: 'how long to grill courgette | zucchini in the oven time | sauteed zucchini minutes | steamed courgette how long',
    },
    {
      ca: 'Carbassó: a rodanxes d’1 cm a la planxa, 2-3 minuts per banda; al forn a trossos, 15-20 minuts a 200-220 °C; saltejat a daus, 5 minuts; al vapor, 4-5 minuts. Retira’l quan és tendre però encara ferm, perquè si es passa queda aigualit.',
      es: 'Calabacín: en rodajas de 1 cm a la plancha, 2-3 minutos por lado; al horno a trozos, 15-20 minutos a 200-220 °C; salteado en dados, 5 minutos; al vapor, 4-5 minutos. Retíralo cuando esté tierno pero aún firme, porque si se pasa queda aguado.',
      en: 'Courgette: 1 cm slices on a griddle, 2-3 minutes a side; roasted in chunks, 15-20 minutes at 200-220 °C (400-425 °F); diced and sautéed, 5 minutes; steamed, 4-5 minutes. Take it off while tender but still firm, as overcooked it turns watery.',
    },
  ),
  entry(
    'dn2-brussels-sprouts',
    'doneness',
    CULINARY,
    {
      ca: 'quant temps es couen les cols de Brussel·les | cols de Brussel·les al forn minuts | cols de Brussel·les bullides temps | cols de Brussel·les a la paella',
      es: 'cuánto tiempo se cuecen las coles de Bruselas | coles de Bruselas al horno minutos | coles de Bruselas hervidas tiempo | coles de Bruselas a la sartén',
      en: 'how long to cook brussels sprouts | roasted brussels sprouts time | boiled sprouts minutes | pan fried brussels sprouts',
    },
    {
      ca: 'Cols de Brussel·les: partides per la meitat al forn, 20-25 minuts a 200-220 °C, amb el tall cap avall, fins que són torrades; senceres bullides, 6-8 minuts. Són fetes quan un ganivet travessa el cor fàcilment; si es passen, fan olor de sofre.',
      es: 'Coles de Bruselas: partidas por la mitad al horno, 20-25 minutos a 200-220 °C, con el corte hacia abajo, hasta que estén tostadas; enteras hervidas, 6-8 minutos. Están hechas cuando un cuchillo atraviesa el corazón con facilidad; si se pasan, huelen a azufre.',
      en: 'Brussels sprouts: halved and roasted cut side down, 20-25 minutes at 200-220 °C (400-425 °F), until browned; whole and boiled, 6-8 minutes. They are done when a knife goes through the core easily; overcooked, they smell of sulphur.',
    },
  ),
  entry(
    'dn2-calcots',
    'doneness',
    CATALAN_CUISINE,
    {
      ca: 'quant temps es couen els calçots a la brasa | calçots al forn | com sé si els calçots són fets | calçots embolicats amb paper de diari',
      es: 'cuánto tiempo se hacen los calçots a la brasa | calçots al horno | cómo sé si los calçots están hechos | calçots envueltos en papel de periódico',
      en: 'how long to grill calcots | calçots in the oven | how do I know calçots are done | calcots wrapped in newspaper',
    },
    {
      ca: 'Calçots a la brasa o a flama viva: 10-15 minuts, girant-los, fins que les capes de fora són negres; després embolica’ls en paper de diari 10-15 minuts perquè acabin de coure’s amb el vapor. Són fets quan el cor és tou i surt sencer en estirar-lo; al forn, uns 20-30 minuts a 250 °C.',
      es: 'Calçots a la brasa o a llama viva: 10-15 minutos, girándolos, hasta que las capas exteriores estén negras; después envuélvelos en papel de periódico 10-15 minutos para que terminen de hacerse con el vapor. Están hechos cuando el corazón está blando y sale entero al tirar; al horno, unos 20-30 minutos a 250 °C.',
      en: 'Calçots on a grill or open flame: 10-15 minutes, turning, until the outer layers are black; then wrap them in newspaper for 10-15 minutes to finish in their own steam. They are done when the heart is soft and slides out whole when pulled; in the oven, about 20-30 minutes at 250 °C (480 °F).',
    },
  ),
  entry(
    'dn2-garlic-roasted',
    'doneness',
    CULINARY,
    {
      ca: 'quant temps es fa un cap d’all al forn | alls rostits minuts | all confitat quant temps | cap d’alls sencer forn',
      es: 'cuánto tiempo se hace una cabeza de ajo al horno | ajos asados minutos | ajo confitado cuánto tiempo | cabeza de ajos entera horno',
      en: 'how long to roast a whole head of garlic | roasted garlic time | garlic confit how long | whole garlic bulb oven',
    },
    {
      ca: 'Cap d’alls sencer al forn: talla-li la punta, un raig d’oli, embolica’l amb paper d’alumini i 40-45 minuts a 200 °C. És fet quan els grans són daurats i tan tous que surten esclafant el cap; l’all confitat, en oli a foc molt baix, 20-30 minuts.',
      es: 'Cabeza de ajos entera al horno: córtale la punta, un chorrito de aceite, envuélvela en papel de aluminio y 40-45 minutos a 200 °C. Está hecha cuando los dientes están dorados y tan blandos que salen apretando la cabeza; el ajo confitado, en aceite a fuego muy bajo, 20-30 minutos.',
      en: 'A whole head of garlic: slice off the top, drizzle with oil, wrap in foil and roast 40-45 minutes at 200 °C (400 °F). It is done when the cloves are golden and so soft they squeeze out; garlic confit, in oil over very low heat, 20-30 minutes.',
    },
  ),

  // ── Fish and shellfish ────────────────────────────────────────────────────────────────────
  entry(
    'dn2-hake',
    'doneness',
    CULINARY,
    {
      ca: 'quant temps es fa el lluç al forn | lluç a la planxa minuts | rodanxes de lluç en salsa verda temps | lluç al vapor quant temps',
      es: 'cuánto tiempo se hace la merluza al horno | merluza a la plancha minutos | rodajas de merluza en salsa verde tiempo | merluza al vapor cuánto rato',
      en: 'how long to bake hake | pan fried hake minutes | hake steaks in green sauce time | steamed hake how long',
    },
    {
      ca: 'Lluç en rodanxes o filets de 2-3 cm: 10-12 minuts al forn a 200 °C; a la planxa, 3-4 minuts per la pell i 1-2 per la carn; en salsa verda o al vapor, 5-8 minuts. És fet quan la carn és blanca i opaca i es desfà en làmines; el lluç es passa de pressa i queda sec.',
      es: 'Merluza en rodajas o filetes de 2-3 cm: 10-12 minutos al horno a 200 °C; a la plancha, 3-4 minutos por la piel y 1-2 por la carne; en salsa verde o al vapor, 5-8 minutos. Está hecha cuando la carne es blanca y opaca y se separa en láminas; la merluza se pasa enseguida y queda seca.',
      en: 'Hake steaks or fillets 2-3 cm (1 in) thick: 10-12 minutes in the oven at 200 °C (400 °F); in a pan, 3-4 minutes skin side and 1-2 flesh side; in green sauce or steamed, 5-8 minutes. It is done when the flesh is white and opaque and flakes apart; hake overcooks quickly and dries out.',
    },
  ),
  entry(
    'dn2-sea-bream',
    'doneness',
    CULINARY,
    {
      ca: 'quant temps es fa una orada de ració al forn | orada a l’espatlla minuts | llobarro sencer al forn temps | filets d’orada a la planxa',
      es: 'cuánto tiempo se hace una dorada de ración al horno | dorada a la espalda minutos | lubina entera al horno tiempo | filetes de dorada a la plancha',
      en: 'how long to bake a whole sea bream | sea bass whole oven time | butterflied sea bream minutes | sea bream fillets in a pan',
    },
    {
      ca: 'Orada o llobarro de ració (350-500 g) sencers: 15-20 minuts al forn a 200 °C; d’1 kg, 25-30 minuts. Oberts a l’espatlla, 10-12 minuts; els filets a la planxa, 3-4 minuts per la pell i 1 per la carn.',
      es: 'Dorada o lubina de ración (350-500 g) enteras: 15-20 minutos al horno a 200 °C; de 1 kg, 25-30 minutos. Abiertas a la espalda, 10-12 minutos; los filetes a la plancha, 3-4 minutos por la piel y 1 por la carne.',
      en: 'A single-portion sea bream or sea bass (350-500 g) whole: 15-20 minutes in the oven at 200 °C (400 °F); a 1 kg fish, 25-30 minutes. Butterflied, 10-12 minutes; fillets in a pan, 3-4 minutes skin side and 1 flesh side.',
    },
  ),
  entry(
    'dn2-whole-fish-signs',
    'doneness',
    CULINARY,
    {
      ca: 'com sé si un peix sencer al forn és fet | l’aleta surt sola peix fet | l’ull del peix blanc | peix fet a l’espina',
      es: 'cómo sé si un pescado entero al horno está hecho | la aleta sale sola pescado hecho | el ojo del pescado blanco | pescado hecho en la espina',
      en: 'how do I know a whole fish is cooked | fin pulls out easily fish done | fish eye turns white | baked whole fish done at the bone',
    },
    {
      ca: 'Un peix sencer és fet quan l’aleta dorsal s’arrenca sense esforç, l’ull s’ha tornat blanc i la carn del costat de l’espina és opaca i se’n separa fàcilment; amb termòmetre, 55-60 °C a la part més gruixuda, tocant a l’espina. Si l’espina encara és rosada i la carn s’hi enganxa, necessita uns minuts més.',
      es: 'Un pescado entero está hecho cuando la aleta dorsal se arranca sin esfuerzo, el ojo se ha vuelto blanco y la carne junto a la espina es opaca y se separa con facilidad; con termómetro, 55-60 °C en la parte más gruesa, junto a la espina. Si la espina aún está rosada y la carne se pega, necesita unos minutos más.',
      en: 'A whole fish is cooked when the dorsal fin pulls out without effort, the eye has turned white and the flesh next to the backbone is opaque and lifts away easily; with a thermometer, 55-60 °C (130-140 °F) at the thickest part, by the bone. If the bone is still pink and the flesh clings to it, give it a few more minutes.',
    },
  ),
  entry(
    'dn2-fish-salt-crust',
    'doneness',
    CULINARY,
    {
      ca: 'peix a la sal quant temps | orada a la sal minuts | llobarro a la sal crosta | quanta sal per fer peix a la sal',
      es: 'pescado a la sal cuánto tiempo | dorada a la sal minutos | lubina a la sal costra | cuánta sal para hacer pescado a la sal',
      en: 'fish in a salt crust how long | salt baked sea bream time | sea bass in salt crust | how much salt for salt crusted fish',
    },
    {
      ca: 'Peix a la sal (orada o llobarro sencers, sense escatar): uns 20-25 minuts al forn a 200 °C per a un peix d’1 kg, cobert amb una capa de 1-2 cm de sal gruixuda humitejada (uns 2 kg de sal per kg de peix); les peces de ració, 15-20 minuts. És fet quan, en trencar la crosta, l’aleta dorsal s’arrenca sola.',
      es: 'Pescado a la sal (dorada o lubina enteras, sin escamar): unos 20-25 minutos al horno a 200 °C para un pescado de 1 kg, cubierto con una capa de 1-2 cm de sal gorda humedecida (unos 2 kg de sal por kg de pescado); las piezas de ración, 15-20 minutos. Está hecho cuando, al romper la costra, la aleta dorsal se arranca sola.',
      en: 'Salt-crusted fish (whole sea bream or sea bass, scales on): about 20-25 minutes at 200 °C (400 °F) for a 1 kg fish, under a 1-2 cm layer of moistened coarse salt (about 2 kg salt per kg of fish); single-portion fish, 15-20 minutes. It is done when, after cracking the crust, the dorsal fin pulls out easily.',
    },
  ),
  entry(
    'dn2-salmon-oven',
    'doneness',
    CULINARY,
    {
      ca: 'quant temps es fa el salmó al forn | salmó al forn minuts i temperatura | com sé si el salmó és fet | salmó amb taques blanques per sobre',
      es: 'cuánto tiempo se hace el salmón al horno | salmón al horno minutos y temperatura | cómo sé si el salmón está hecho | salmón con manchas blancas por encima',
      en: 'how long to bake salmon | salmon fillet oven time and temperature | how do I know salmon is done | white stuff coming out of salmon',
    },
    {
      ca: 'Filet de salmó de 2,5-3 cm: 12-15 minuts al forn a 200 °C. És fet quan el centre just ha passat de translúcid a rosa opac i es desfà en làmines (50-52 °C si el vols sucós, 60-63 °C fet del tot); si surt molta escuma blanca per sobre (albúmina), ja s’està passant.',
      es: 'Filete de salmón de 2,5-3 cm: 12-15 minutos al horno a 200 °C. Está hecho cuando el centro acaba de pasar de translúcido a rosa opaco y se separa en láminas (50-52 °C si lo quieres jugoso, 60-63 °C hecho del todo); si sale mucha espuma blanca por encima (albúmina), ya se está pasando.',
      en: 'A salmon fillet 2.5-3 cm (1 in) thick: 12-15 minutes in the oven at 200 °C (400 °F). It is done when the centre has just turned from translucent to opaque pink and flakes (50-52 °C/122-125 °F for moist, 60-63 °C/140-145 °F fully cooked); lots of white curd on the surface (albumin) means it is starting to overcook.',
    },
  ),
  entry(
    'dn2-fish-papillote',
    'doneness',
    CULINARY,
    {
      ca: 'quant temps es fa el peix en papillota | papillota de salmó minuts | peix embolicat en paper de forn temps | papillota de lluç',
      es: 'cuánto tiempo se hace el pescado en papillote | papillote de salmón minutos | pescado envuelto en papel de horno tiempo | papillote de merluza',
      en: 'how long to cook fish en papillote | salmon in parchment time | fish baked in a paper parcel minutes | hake papillote',
    },
    {
      ca: 'Peix en papillota (filets de 2-2,5 cm amb verdures fines): 12-15 minuts al forn a 200 °C. És a punt quan el paquet s’infla; obre’l amb compte pel vapor i comprova que la carn és opaca al centre.',
      es: 'Pescado en papillote (filetes de 2-2,5 cm con verduras finas): 12-15 minutos al horno a 200 °C. Está listo cuando el paquete se hincha; ábrelo con cuidado por el vapor y comprueba que la carne está opaca en el centro.',
      en: 'Fish en papillote (fillets 2-2.5 cm thick with thinly cut vegetables): 12-15 minutes in the oven at 200 °C (400 °F). It is ready when the parcel puffs up; open it carefully because of the steam and check the flesh is opaque in the centre.',
    },
  ),
  entry(
    'dn2-cod-bacalla',
    'doneness',
    CATALAN_CUISINE,
    {
      ca: 'quant temps es fa el bacallà dessalat | bacallà confitat temperatura de l’oli | bacallà al forn minuts | llom de bacallà com sé si és fet',
      es: 'cuánto tiempo se hace el bacalao desalado | bacalao confitado temperatura del aceite | bacalao al horno minutos | lomo de bacalao cómo sé si está hecho',
      en: 'how long to cook salt cod | cod confit oil temperature | baked cod loin minutes | how do I know cod is done',
    },
    {
      ca: 'Llom de bacallà dessalat de 3-4 cm: confitat en oli a 60-70 °C, 10-20 minuts segons el gruix; al forn a 180-200 °C, 10-15 minuts. És fet quan les làmines se separen en prémer-lo amb el dit però encara són sucoses i nacrades; si es couen massa, queda estopós.',
      es: 'Lomo de bacalao desalado de 3-4 cm: confitado en aceite a 60-70 °C, 10-20 minutos según el grosor; al horno a 180-200 °C, 10-15 minutos. Está hecho cuando las lascas se separan al presionarlo con el dedo pero aún están jugosas y nacaradas; si se cuece demasiado, queda estoposo.',
      en: 'A desalted salt-cod loin 3-4 cm thick: confit in oil at 60-70 °C (140-160 °F), 10-20 minutes depending on thickness; in the oven at 180-200 °C (350-400 °F), 10-15 minutes. It is done when the flakes separate under a finger but are still juicy and pearly; overcooked, it turns dry and stringy.',
    },
  ),
  entry(
    'dn2-sardines',
    'doneness',
    CULINARY,
    {
      ca: 'quant temps es fan les sardines a la brasa | sardines a la planxa minuts | com sé si les sardines són fetes | sardines al forn',
      es: 'cuánto tiempo se hacen las sardinas a la brasa | sardinas a la plancha minutos | cómo sé si las sardinas están hechas | sardinas al horno',
      en: 'how long to grill sardines | sardines in a pan minutes | how do I know sardines are cooked | baked sardines',
    },
    {
      ca: 'Sardines senceres a la brasa o a la planxa ben calenta: 2-3 minuts per banda; al forn, 8-10 minuts a 200-220 °C. Són fetes quan la pell es torra i la carn se separa de l’espina central sense esforç.',
      es: 'Sardinas enteras a la brasa o a la plancha bien caliente: 2-3 minutos por lado; al horno, 8-10 minutos a 200-220 °C. Están hechas cuando la piel se tuesta y la carne se separa de la espina central sin esfuerzo.',
      en: 'Whole sardines on the grill or a very hot griddle: 2-3 minutes a side; in the oven, 8-10 minutes at 200-220 °C (400-425 °F). They are done when the skin is charred and the flesh lifts off the backbone without effort.',
    },
  ),
  entry(
    'dn2-tuna-steak',
    'doneness',
    CULINARY,
    {
      ca: 'quant temps es fa la tonyina a la planxa | tonyina vermella poc feta per dins | tall de tonyina minuts per banda | tonyina seca com evitar-ho',
      es: 'cuánto tiempo se hace el atún a la plancha | atún rojo poco hecho por dentro | tarantelo de atún minutos por lado | atún seco cómo evitarlo',
      en: 'how long to sear a tuna steak | rare tuna inside | tuna steak minutes per side | how to keep tuna from drying out',
    },
    {
      ca: 'Tall de tonyina de 2 cm a la planxa molt calenta: 1-2 minuts per banda, perquè quedi marcat per fora i rosat per dins; fet del tot, 3-4 minuts per banda, però queda sec. Per menjar-la poc feta, fes servir tonyina apta per a cru (congelada prèviament).',
      es: 'Filete de atún de 2 cm a la plancha muy caliente: 1-2 minutos por lado, para que quede marcado por fuera y rosado por dentro; hecho del todo, 3-4 minutos por lado, pero queda seco. Para comerlo poco hecho, usa atún apto para crudo (congelado previamente).',
      en: 'A 2 cm (3/4 in) tuna steak in a very hot pan: 1-2 minutes a side, so it is seared outside and pink inside; cooked through, 3-4 minutes a side, but it turns dry. To eat it rare, use sashimi-grade tuna (previously frozen).',
    },
  ),
  entry(
    'dn2-mussels',
    'doneness',
    CULINARY,
    {
      ca: 'quant temps es fan els musclos al vapor | quant triguen a obrir-se els musclos | musclos quants minuts | què faig amb els musclos que no s’obren | musclos a la marinera temps',
      es: 'cuánto tiempo se hacen los mejillones al vapor | mejillones cuántos minutos | qué hago con los mejillones que no se abren | mejillones a la marinera tiempo',
      en: 'how long to steam mussels | mussels how many minutes | what if mussels do not open | moules marinieres cooking time',
    },
    {
      ca: 'Musclos nets a l’olla tapada a foc fort, amb un dit de vi o aigua: 3-5 minuts, sacsejant l’olla, fins que s’obren. Treu-los a mesura que s’obren (si es couen massa s’arronsen i queden de goma) i llença els que continuïn tancats.',
      es: 'Mejillones limpios en la olla tapada a fuego fuerte, con un dedo de vino o agua: 3-5 minutos, sacudiendo la olla, hasta que se abren. Sácalos a medida que se abren (si se cuecen demasiado se encogen y quedan gomosos) y desecha los que sigan cerrados.',
      en: 'Cleaned mussels in a covered pot over high heat with a splash of wine or water: 3-5 minutes, shaking the pot, until they open. Lift them out as they open (overcooked, they shrink and turn rubbery) and discard any that stay shut.',
    },
  ),
  entry(
    'dn2-clams',
    'doneness',
    CULINARY,
    {
      ca: 'quant temps es fan les cloïsses | cloïsses a la marinera minuts | com es treu la sorra de les cloïsses | cloïsses que no s’obren',
      es: 'cuánto tiempo se hacen las almejas | almejas a la marinera minutos | cómo se quita la arena de las almejas | almejas que no se abren',
      en: 'how long to cook clams | clams in white wine minutes | how to purge clams of sand | clams that do not open',
    },
    {
      ca: 'Cloïsses: primer, 30-60 minuts en aigua freda amb sal (uns 35 g per litre) perquè treguin la sorra; després, a la cassola tapada a foc viu, 2-4 minuts fins que s’obren. Retira-les en obrir-se perquè no s’assequin i llença les que no s’obrin.',
      es: 'Almejas: primero, 30-60 minutos en agua fría con sal (unos 35 g por litro) para que suelten la arena; después, en la cazuela tapada a fuego vivo, 2-4 minutos hasta que se abren. Retíralas al abrirse para que no se sequen y desecha las que no se abran.',
      en: 'Clams: first 30-60 minutes in cold salted water (about 35 g salt per litre) so they spit out the sand; then in a covered pan over high heat, 2-4 minutes until they open. Take them off as they open so they do not dry out, and discard any that stay shut.',
    },
  ),
  entry(
    'dn2-prawns-boiled',
    'doneness',
    CULINARY,
    {
      ca: 'quant temps es bullen les gambes | llagostins bullits minuts | com sé si les gambes són fetes | gambes congelades bullir quant temps',
      es: 'cuánto tiempo se cuecen las gambas | langostinos cocidos minutos | cómo sé si las gambas están hechas | gambas congeladas hervir cuánto tiempo',
      en: 'how long to boil prawns | boiled king prawns minutes | how do I know shrimp are cooked | frozen prawns how long to boil',
    },
    {
      ca: 'Gambes o llagostins bullits, en aigua amb força sal (uns 35 g per litre): 1-2 minuts des que l’aigua torna a bullir (els grossos, 2-3), i tot seguit a aigua amb gel. Són fets quan passen de grisos i translúcids a rosats i opacs i es corben en forma de C; si es tanquen en O, s’han passat.',
      es: 'Gambas o langostinos cocidos, en agua con bastante sal (unos 35 g por litro): 1-2 minutos desde que el agua vuelve a hervir (los grandes, 2-3), y enseguida a agua con hielo. Están hechos cuando pasan de grises y translúcidos a rosados y opacos y se curvan en forma de C; si se cierran en O, se han pasado.',
      en: 'Boiled prawns or king prawns, in well-salted water (about 35 g per litre): 1-2 minutes from when the water returns to the boil (large ones 2-3), then straight into iced water. They are done when they turn from grey and translucent to pink and opaque and curl into a C; curled tight into an O means overcooked.',
    },
  ),
  entry(
    'dn2-prawns-grilled',
    'doneness',
    CULINARY,
    {
      ca: 'quant temps es fan les gambes a la planxa | gambes a l’allet minuts | llagostins a la planxa per banda | gambes a la brasa temps',
      es: 'cuánto tiempo se hacen las gambas a la plancha | gambas al ajillo minutos | langostinos a la plancha por lado | gambas a la brasa tiempo',
      en: 'how long to grill prawns | garlic prawns cooking time | pan fried king prawns per side | prawns on the barbecue minutes',
    },
    {
      ca: 'Gambes a la planxa ben calenta amb sal gruixuda: 1-2 minuts per banda (les grosses o els llagostins, 2-3). A l’allet, pelades, 2-3 minuts a la cassola amb l’oli i l’all, just fins que són rosades i opaques.',
      es: 'Gambas a la plancha bien caliente con sal gorda: 1-2 minutos por lado (las grandes o los langostinos, 2-3). Al ajillo, peladas, 2-3 minutos en la cazuela con el aceite y el ajo, justo hasta que estén rosadas y opacas.',
      en: 'Prawns on a very hot griddle with coarse salt: 1-2 minutes a side (large prawns, 2-3). Garlic prawns, peeled, 2-3 minutes in the pan with the oil and garlic, just until pink and opaque.',
    },
  ),
  entry(
    'dn2-octopus',
    'doneness',
    CULINARY,
    {
      ca: 'quant temps es bull el pop | pop a la gallega minuts | com sé si el pop és tou | espantar el pop | pop de 2 kg quant temps',
      es: 'cuánto tiempo se cuece el pulpo | pulpo a la gallega minutos | cómo sé si el pulpo está tierno | asustar el pulpo | pulpo de 2 kg cuánto tiempo',
      en: 'how long to boil octopus | galician octopus cooking time | how do I know octopus is tender | dipping octopus three times | 2 kg octopus how long',
    },
    {
      ca: 'Pop (congelat prèviament, perquè s’estovi): espanta’l submergint-lo 3 vegades a l’aigua bullint i cou-lo uns 20 minuts per kg a foc mitjà (35-45 minuts un pop de 2 kg). És fet quan una broqueta entra a la part gruixuda del tentacle amb poca resistència; deixa’l 10-15 minuts a l’aigua fora del foc.',
      es: 'Pulpo (congelado previamente, para que se ablande): asústalo sumergiéndolo 3 veces en el agua hirviendo y cuécelo unos 20 minutos por kg a fuego medio (35-45 minutos un pulpo de 2 kg). Está hecho cuando una brocheta entra en la parte gruesa del tentáculo con poca resistencia; déjalo 10-15 minutos en el agua fuera del fuego.',
      en: 'Octopus (frozen beforehand so it tenderises): dip it into the boiling water 3 times, then simmer about 20 minutes per kg (35-45 minutes for a 2 kg octopus). It is done when a skewer goes into the thick part of a tentacle with little resistance; leave it 10-15 minutes in the water off the heat.',
    },
  ),
  entry(
    'dn2-squid',
    'doneness',
    CULINARY,
    {
      ca: 'quant temps es fan els calamars a la planxa | per què els calamars queden de goma | calamars guisats quant temps | calamars farcits temps',
      es: 'cuánto tiempo se hacen los calamares a la plancha | por qué los calamares quedan gomosos | calamares guisados cuánto tiempo | calamares rellenos tiempo',
      en: 'how long to cook squid | why is my squid rubbery | braised squid how long | stuffed squid cooking time',
    },
    {
      ca: 'Calamars: o molt poc o molt temps. A la planxa o saltejats a foc viu, 1-2 minuts (fins que són blancs i opacs); guisats o farcits, 30-45 minuts a foc suau fins que una forquilla hi entra sense esforç. Entre 3 minuts i mitja hora queden de goma.',
      es: 'Calamares: o muy poco o mucho tiempo. A la plancha o salteados a fuego vivo, 1-2 minutos (hasta que estén blancos y opacos); guisados o rellenos, 30-45 minutos a fuego suave hasta que un tenedor entre sin esfuerzo. Entre 3 minutos y media hora quedan gomosos.',
      en: 'Squid: either very briefly or for a long time. Griddled or stir-fried over high heat, 1-2 minutes (until white and opaque); braised or stuffed, 30-45 minutes at a gentle simmer until a fork goes in easily. Anywhere between 3 minutes and half an hour it turns rubbery.',
    },
  ),
  entry(
    'dn2-calamari-fried',
    'doneness',
    CULINARY,
    {
      ca: 'quant temps es fregeixen els calamars a la romana | calamars arrebossats temperatura de l’oli | anelles de calamar fregides minuts | rabes de calamar',
      es: 'cuánto tiempo se fríen los calamares a la romana | calamares rebozados temperatura del aceite | anillas de calamar fritas minutos | rabas de calamar',
      en: 'how long to fry calamari | fried squid rings oil temperature | battered calamari minutes | crispy calamari how long',
    },
    {
      ca: 'Calamars a la romana o enfarinats: oli a 180 °C i 1-2 minuts, en tandes petites, fins que són daurats clars. Més estona els endureix; escorre’ls sobre paper i la sal, al moment.',
      es: 'Calamares a la romana o enharinados: aceite a 180 °C y 1-2 minutos, en tandas pequeñas, hasta que estén dorado claro. Más rato los endurece; escúrrelos sobre papel y la sal, al momento.',
      en: 'Battered or floured calamari: oil at 180 °C (355 °F) and 1-2 minutes, in small batches, until pale golden. Any longer toughens them; drain on paper and salt them straight away.',
    },
  ),
  entry(
    'dn2-cuttlefish',
    'doneness',
    CATALAN_CUISINE,
    {
      ca: 'quant temps es fa la sípia a la planxa | sípia amb pèsols quant temps | sípia guisada minuts | sipionets a la planxa',
      es: 'cuánto tiempo se hace la sepia a la plancha | sepia con guisantes cuánto tiempo | sepia guisada minutos | chipirones a la plancha',
      en: 'how long to cook cuttlefish | grilled cuttlefish minutes | cuttlefish stew with peas time | baby cuttlefish in a pan',
    },
    {
      ca: 'Sípia a la planxa, a tires o a trossos: 2-3 minuts a foc molt viu (els sipionets sencers, 2-3 minuts en total). Guisada (sípia amb pèsols, amb mandonguilles), 40-60 minuts a foc suau, fins que és tendra en punxar-la.',
      es: 'Sepia a la plancha, en tiras o a trozos: 2-3 minutos a fuego muy vivo (los chipirones enteros, 2-3 minutos en total). Guisada (sepia con guisantes, con albóndigas), 40-60 minutos a fuego suave, hasta que esté tierna al pincharla.',
      en: 'Cuttlefish on a griddle, in strips or pieces: 2-3 minutes over very high heat (whole baby cuttlefish, 2-3 minutes in all). Braised (with peas, or with meatballs as in Catalan cooking), 40-60 minutes at a gentle simmer, until tender when pierced.',
    },
  ),
  entry(
    'dn2-lobster',
    'doneness',
    CULINARY,
    {
      ca: 'quant temps es bull un llamàntol | llagosta bullida minuts | llamàntol de mig quilo temps | com sé si el llamàntol és fet',
      es: 'cuánto tiempo se cuece un bogavante | langosta cocida minutos | bogavante de medio kilo tiempo | cómo sé si el bogavante está hecho',
      en: 'how long to boil a lobster | boiled lobster minutes | 500 g lobster cooking time | how do I know lobster is cooked',
    },
    {
      ca: 'Llamàntol o llagosta de 500-600 g: 8-10 minuts en aigua bullint amb força sal, comptant des que torna a bullir, i aigua amb gel per aturar la cocció; les peces més grosses, uns minuts més. És fet quan la closca és vermella del tot, la carn de la cua és blanca i opaca i ha arribat a uns 60 °C.',
      es: 'Bogavante o langosta de 500-600 g: 8-10 minutos en agua hirviendo con bastante sal, contando desde que vuelve a hervir, y agua con hielo para cortar la cocción; las piezas más grandes, unos minutos más. Está hecho cuando el caparazón está rojo del todo, la carne de la cola es blanca y opaca y ha llegado a unos 60 °C.',
      en: 'A 500-600 g (1-1¼ lb) lobster: 8-10 minutes in well-salted boiling water, timed from when it returns to the boil, then iced water to stop the cooking; bigger ones need a few minutes more. It is done when the shell is fully red and the tail meat is white, opaque and at about 60 °C (140 °F).',
    },
  ),
  entry(
    'dn2-scallops',
    'doneness',
    CULINARY,
    {
      ca: 'quant temps es fan les vieires a la planxa | vieires minuts per banda | com sé si les vieires són fetes | vieires de goma',
      es: 'cuánto tiempo se hacen las vieiras a la plancha | vieiras minutos por lado | cómo sé si las vieiras están hechas | vieiras gomosas',
      en: 'how long to sear scallops | scallops minutes per side | how do I know scallops are done | rubbery scallops',
    },
    {
      ca: 'Vieires (les nous, ben seques) a la paella molt calenta: 1,5-2 minuts per la primera cara, fins que tenen una crosta daurada, i 30-60 segons per l’altra. Són a punt quan els costats s’han tornat opacs però el centre encara és una mica translúcid; més estona queden de goma.',
      es: 'Vieiras (las nueces, bien secas) en la sartén muy caliente: 1,5-2 minutos por la primera cara, hasta que tengan una costra dorada, y 30-60 segundos por la otra. Están en su punto cuando los lados se han vuelto opacos pero el centro aún es algo translúcido; más rato quedan gomosas.',
      en: 'Scallops (patted very dry) in a very hot pan: 1½-2 minutes on the first side, until a golden crust forms, and 30-60 seconds on the other. They are ready when the sides have turned opaque but the centre is still slightly translucent; any longer and they turn rubbery.',
    },
  ),
  entry(
    'dn2-fish-fried',
    'doneness',
    CULINARY,
    {
      ca: 'a quina temperatura es fregeix el peix | fritura de peix minuts | seitons fregits quant temps | peix arrebossat temps',
      es: 'a qué temperatura se fríe el pescado | fritura de pescado minutos | boquerones fritos cuánto tiempo | pescado rebozado tiempo',
      en: 'oil temperature for frying fish | fried fish how many minutes | fried anchovies time | battered fish fillets how long',
    },
    {
      ca: 'Peix fregit: oli a 180 °C; el peix petit enfarinat (seitons, sardinetes), 1-2 minuts, i els filets o trossos de 2 cm arrebossats, 3-4 minuts, girant-los. És fet quan és daurat i cruixent i la carn de dins és opaca; fregeix poc a poc perquè l’oli no es refredi.',
      es: 'Pescado frito: aceite a 180 °C; el pescado pequeño enharinado (boquerones, chanquetes), 1-2 minutos, y los filetes o trozos de 2 cm rebozados, 3-4 minutos, dándoles la vuelta. Está hecho cuando está dorado y crujiente y la carne de dentro es opaca; fríe poco a poco para que el aceite no se enfríe.',
      en: 'Fried fish: oil at 180 °C (355 °F); small floured fish (anchovies, whitebait), 1-2 minutes, and battered fillets or 2 cm pieces, 3-4 minutes, turned. It is done when golden and crisp and the flesh inside is opaque; fry in small batches so the oil does not cool down.',
    },
  ),
  entry(
    'dn2-fish-stock',
    'doneness',
    CULINARY,
    {
      ca: 'quant temps ha de bullir el fumet de peix | brou de peix quant temps | brou de pollastre quantes hores | brou de verdures temps',
      es: 'cuánto tiempo tiene que hervir el fumet de pescado | caldo de pescado cuánto tiempo | caldo de pollo cuántas horas | caldo de verduras tiempo',
      en: 'how long to simmer fish stock | fish fumet cooking time | chicken stock how many hours | vegetable stock how long',
    },
    {
      ca: 'Fumet de peix: 20-30 minuts a foc suau, no més, perquè amb les espines agafa gust amarg; brou de verdures, 45-60 minuts; brou de pollastre, 2-3 hores; brou d’ossos de vedella, 4-6 hores. Sempre fent xup-xup, escumant, i colat de seguida.',
      es: 'Fumet de pescado: 20-30 minutos a fuego suave, no más, porque con las espinas coge sabor amargo; caldo de verduras, 45-60 minutos; caldo de pollo, 2-3 horas; caldo de huesos de ternera, 4-6 horas. Siempre a hervor suave, espumando, y colado enseguida.',
      en: 'Fish stock: 20-30 minutes at a gentle simmer, no more, as the bones turn it bitter; vegetable stock, 45-60 minutes; chicken stock, 2-3 hours; beef bone stock, 4-6 hours. Always at a bare simmer, skimmed, and strained straight away.',
    },
  ),

  // ── Meat and poultry ──────────────────────────────────────────────────────────────────────
  entry(
    'dn2-chicken-roast-by-weight',
    'doneness',
    FSIS_TEMPERATURES,
    {
      ca: 'quant temps es fa un pollastre sencer al forn | pollastre d’1,5 kg al forn quant temps | pollastre de 2 kg quantes hores | temps de forn del pollastre segons el pes | pollastre sencer al forn minuts per quilo',
      es: 'cuánto tiempo se hace un pollo entero al horno | pollo de 1,5 kg al horno cuánto tiempo | pollo de 2 kg cuántas horas | tiempo de horno del pollo según el peso | pollo entero al horno minutos por kilo',
      en: 'how long to roast a 1.5 kg chicken | 2 kg chicken roasting time | chicken roasting time by weight | whole chicken minutes per kilo',
    },
    {
      ca: 'Pollastre sencer al forn a 190-200 °C: 1,2-1,5 kg, 1 h - 1 h 15 min; 1,8-2 kg, 1 h 20 min - 1 h 30 min; 2,5 kg, 1 h 40 min - 1 h 50 min, i 10-15 minuts de repòs. És fet quan a la part gruixuda de la cuixa, sense tocar l’os, arriba a 74 °C i la cuixa es mou fluixa a l’articulació.',
      es: 'Pollo entero al horno a 190-200 °C: 1,2-1,5 kg, 1 h - 1 h 15 min; 1,8-2 kg, 1 h 20 min - 1 h 30 min; 2,5 kg, 1 h 40 min - 1 h 50 min, y 10-15 minutos de reposo. Está hecho cuando en la parte gruesa del muslo, sin tocar el hueso, llega a 74 °C y el muslo se mueve suelto en la articulación.',
      en: 'Whole chicken at 190-200 °C (375-400 °F): 1.2-1.5 kg, 1 h - 1 h 15 min; 1.8-2 kg, 1 h 20 min - 1 h 30 min; 2.5 kg, 1 h 40 min - 1 h 50 min, then rest 10-15 minutes. It is done when the thickest part of the thigh, away from the bone, reads 74 °C (165 °F) and the leg moves loosely at the joint.',
    },
  ),
  entry(
    'dn2-chicken-breast-oven',
    'doneness',
    FSIS_TEMPERATURES,
    {
      ca: 'quant temps es fa el pit de pollastre al forn | pit de pollastre sucós al forn | filets fins de pollastre quant temps per banda | pit de pollastre bullit quant temps',
      es: 'cuánto tiempo se hace la pechuga de pollo al horno | pechuga jugosa al horno | filetes finos de pollo cuánto tiempo por lado | pechuga de pollo hervida cuánto tiempo',
      en: 'how long to bake chicken breast | juicy oven baked chicken breast | thin chicken fillets minutes per side | poached chicken breast how long',
    },
    {
      ca: 'Pit de pollastre sencer (200-250 g): 20-25 minuts al forn a 200 °C i 5 minuts de repòs; en aigua a punt de bullir, 12-15 minuts. Els filets prims (1 cm) a la planxa, 2-3 minuts per banda; en tots els casos, fet a 74 °C al centre, quan el suc surt transparent.',
      es: 'Pechuga de pollo entera (200-250 g): 20-25 minutos al horno a 200 °C y 5 minutos de reposo; cocida en agua que apenas hierve, 12-15 minutos. Los filetes finos (1 cm) a la plancha, 2-3 minutos por lado; en todos los casos, hecha a 74 °C en el centro, cuando el jugo sale transparente.',
      en: 'A whole chicken breast (200-250 g): 20-25 minutes in the oven at 200 °C (400 °F) and 5 minutes’ rest; poached in barely simmering water, 12-15 minutes. Thin fillets (1 cm) in a pan, 2-3 minutes a side; in every case, done at 74 °C (165 °F) in the centre, when the juices run clear.',
    },
  ),
  entry(
    'dn2-chicken-thighs-boneless',
    'doneness',
    FSIS_TEMPERATURES,
    {
      ca: 'cuixes de pollastre desossades a la paella quant temps | contracuixes a la planxa minuts | cuixes de pollastre a la fregidora d’aire | cuixa de pollastre sense os al forn',
      es: 'contramuslos deshuesados a la sartén cuánto tiempo | contramuslos a la plancha minutos | muslos de pollo en freidora de aire | muslo de pollo sin hueso al horno',
      en: 'how long to pan fry boneless chicken thighs | boneless thighs per side | air fryer chicken thighs time | boneless chicken thighs oven',
    },
    {
      ca: 'Contracuixes desossades a la paella a foc mitjà-alt: 5-7 minuts per la pell i 4-5 per l’altra banda; al forn a 200 °C, 20-25 minuts; a la fregidora d’aire (amb os), 20-25 minuts a 190-200 °C. Són segures a 74 °C, però la cuixa queda més tendra a 80-85 °C.',
      es: 'Contramuslos deshuesados en la sartén a fuego medio-alto: 5-7 minutos por la piel y 4-5 por el otro lado; al horno a 200 °C, 20-25 minutos; en la freidora de aire (con hueso), 20-25 minutos a 190-200 °C. Son seguros a 74 °C, pero el muslo queda más tierno a 80-85 °C.',
      en: 'Boneless chicken thighs in a pan over medium-high heat: 5-7 minutes skin side and 4-5 on the other; in the oven at 200 °C (400 °F), 20-25 minutes; in the air fryer (bone-in), 20-25 minutes at 190-200 °C. They are safe at 74 °C (165 °F), but thigh meat is more tender at 80-85 °C (175-185 °F).',
    },
  ),
  entry(
    'dn2-chicken-wings-drumsticks',
    'doneness',
    FSIS_TEMPERATURES,
    {
      ca: 'quant temps es fan les ales de pollastre al forn | ales de pollastre a la fregidora d’aire | cuixetes de pollastre al forn minuts | ales cruixents temps',
      es: 'cuánto tiempo se hacen las alitas de pollo al horno | alitas en freidora de aire | jamoncitos de pollo al horno minutos | alitas crujientes tiempo',
      en: 'how long to bake chicken wings | air fryer wings time | chicken drumsticks oven minutes | crispy wings how long',
    },
    {
      ca: 'Ales de pollastre: 40-45 minuts al forn a 200-220 °C, girant-les a mitja cocció; a la fregidora d’aire, 20-25 minuts a 200 °C sacsejant la cistella. Cuixetes, 35-45 minuts a 200 °C; són fetes quan la pell és cruixent i a tocar de l’os arriben a 74 °C, sense suc rosat.',
      es: 'Alitas de pollo: 40-45 minutos al horno a 200-220 °C, dándoles la vuelta a media cocción; en la freidora de aire, 20-25 minutos a 200 °C sacudiendo la cesta. Jamoncitos, 35-45 minutos a 200 °C; están hechos cuando la piel está crujiente y junto al hueso llegan a 74 °C, sin jugo rosado.',
      en: 'Chicken wings: 40-45 minutes in the oven at 200-220 °C (400-425 °F), turned halfway; in the air fryer, 20-25 minutes at 200 °C, shaking the basket. Drumsticks, 35-45 minutes at 200 °C; done when the skin is crisp and the meat by the bone reads 74 °C (165 °F) with no pink juice.',
    },
  ),
  entry(
    'dn2-turkey-roast',
    'doneness',
    FSIS_TURKEY,
    {
      ca: 'quant temps es fa un gall dindi al forn | gall dindi de 5 kg quantes hores | temps de forn del gall dindi per pes | com sé si el gall dindi és fet',
      es: 'cuánto tiempo se hace un pavo al horno | pavo de 5 kg cuántas horas | tiempo de horno del pavo por peso | cómo sé si el pavo está hecho',
      en: 'how long to roast a turkey | 5 kg turkey how many hours | turkey roasting time by weight | how do I know the turkey is done',
    },
    {
      ca: 'Gall dindi sencer sense farcir, al forn a 163 °C: 3,5-5,5 kg, 2 h 45 min - 3 h; 5,5-6,5 kg, 3 h - 3 h 45 min; 6,5-8 kg, 3 h 45 min - 4 h 15 min. És fet quan arriba a 74 °C a la part més gruixuda de la cuixa, del pit i a l’articulació de l’ala; deixa’l reposar 20 minuts abans de trinxar-lo.',
      es: 'Pavo entero sin rellenar, al horno a 163 °C: 3,5-5,5 kg, 2 h 45 min - 3 h; 5,5-6,5 kg, 3 h - 3 h 45 min; 6,5-8 kg, 3 h 45 min - 4 h 15 min. Está hecho cuando llega a 74 °C en la parte más gruesa del muslo, de la pechuga y en la articulación del ala; déjalo reposar 20 minutos antes de trincharlo.',
      en: 'Whole unstuffed turkey at 163 °C (325 °F): 8-12 lb (3.5-5.5 kg), 2¾-3 hours; 12-14 lb (5.5-6.5 kg), 3-3¾ hours; 14-18 lb (6.5-8 kg), 3¾-4¼ hours. It is done when the thickest part of the thigh, the breast and the wing joint all reach 74 °C (165 °F); rest it 20 minutes before carving.',
    },
  ),
  entry(
    'dn2-pork-loin-roast',
    'doneness',
    FSIS_TEMPERATURES,
    {
      ca: 'quant temps es fa el llom de porc al forn | llom de porc sencer d’un quilo minuts | rostit de llom sucós | a quina temperatura treure el llom de porc',
      es: 'cuánto tiempo se hace el lomo de cerdo al horno | cinta de lomo entera de un kilo minutos | asado de lomo jugoso | a qué temperatura sacar el lomo de cerdo',
      en: 'how long to roast pork loin | 1 kg pork loin oven time | juicy roast pork loin | what temperature is pork loin done',
    },
    {
      ca: 'Llom de porc sencer desossat d’1 kg: 50-60 minuts al forn a 180 °C (uns 25-30 minuts per cada 500 g), fins a 63 °C al centre. Deixa’l reposar 10 minuts tapat amb paper d’alumini abans de tallar-lo; queda lleugerament rosat i sucós, que és correcte.',
      es: 'Cinta de lomo de cerdo entera deshuesada de 1 kg: 50-60 minutos al horno a 180 °C (unos 25-30 minutos por cada 500 g), hasta 63 °C en el centro. Déjalo reposar 10 minutos tapado con papel de aluminio antes de cortarlo; queda ligeramente rosado y jugoso, que es correcto.',
      en: 'A 1 kg boneless pork loin roast: 50-60 minutes at 180 °C (350 °F), about 25-30 minutes per 500 g, until 63 °C (145 °F) in the centre. Rest it 10 minutes loosely covered with foil before slicing; it will be slightly pink and juicy, which is correct.',
    },
  ),
  entry(
    'dn2-pork-chops',
    'doneness',
    FSIS_TEMPERATURES,
    {
      ca: 'quant temps es fan les costelles de porc a la planxa | bistecs de llom a la planxa minuts | llom a la planxa sec | costella de porc de 2 cm per banda',
      es: 'cuánto tiempo se hacen las chuletas de cerdo a la plancha | filetes de lomo a la plancha minutos | lomo a la plancha seco | chuleta de cerdo de 2 cm por lado',
      en: 'how long to cook pork chops | thin pork loin steaks pan minutes | dry pork chops | 2 cm pork chop per side',
    },
    {
      ca: 'Costella de porc de 2 cm a la planxa a foc mitjà-alt: 4-5 minuts per banda, fins a 63 °C al centre, i 3 minuts de repòs. Els bistecs prims de llom (1 cm), 1-2 minuts per banda; més estona els asseca.',
      es: 'Chuleta de cerdo de 2 cm a la plancha a fuego medio-alto: 4-5 minutos por lado, hasta 63 °C en el centro, y 3 minutos de reposo. Los filetes finos de lomo (1 cm), 1-2 minutos por lado; más rato los seca.',
      en: 'A 2 cm (3/4 in) pork chop in a pan over medium-high heat: 4-5 minutes a side, to 63 °C (145 °F) in the centre, then 3 minutes’ rest. Thin loin steaks (1 cm), 1-2 minutes a side; any longer dries them out.',
    },
  ),
  entry(
    'dn2-pork-tenderloin',
    'doneness',
    FSIS_TEMPERATURES,
    {
      ca: 'quant temps es fa el filet de porc al forn | solomillo de porc sencer minuts | filet de porc sucós | medallons de filet de porc a la planxa',
      es: 'cuánto tiempo se hace el solomillo de cerdo al horno | solomillo de cerdo entero minutos | solomillo de cerdo jugoso | medallones de solomillo a la plancha',
      en: 'how long to cook pork tenderloin | whole pork tenderloin oven time | juicy pork fillet | pork medallions pan minutes',
    },
    {
      ca: 'Filet de porc sencer (400-500 g): daura’l 4-6 minuts per tots els costats a la paella i acaba’l 10-15 minuts al forn a 200 °C, fins a 63 °C al centre; 5 minuts de repòs. En medallons de 2-3 cm, 2-3 minuts per banda a la planxa.',
      es: 'Solomillo de cerdo entero (400-500 g): dóralo 4-6 minutos por todos los lados en la sartén y termínalo 10-15 minutos al horno a 200 °C, hasta 63 °C en el centro; 5 minutos de reposo. En medallones de 2-3 cm, 2-3 minutos por lado a la plancha.',
      en: 'A whole pork tenderloin (400-500 g): brown it all over in a pan for 4-6 minutes, then 10-15 minutes in the oven at 200 °C (400 °F), to 63 °C (145 °F) in the centre; rest 5 minutes. As 2-3 cm medallions, 2-3 minutes a side in a pan.',
    },
  ),
  entry(
    'dn2-pork-ribs',
    'doneness',
    CULINARY,
    {
      ca: 'quant temps es fa la costella de porc al forn | costelles de porc tendres que es desfan | costella a la barbacoa al forn minuts | costella de porc a l’olla a pressió',
      es: 'cuánto tiempo se hace el costillar de cerdo al horno | costillas de cerdo tiernas que se deshacen | costillas barbacoa al horno minutos | costillas en olla exprés',
      en: 'how long to bake pork ribs | fall off the bone ribs time | barbecue ribs in the oven | pork ribs in a pressure cooker',
    },
    {
      ca: 'Costella de porc sencera: 2-3 hores al forn a 150-160 °C embolicada en paper d’alumini, i després 15-20 minuts destapada a 200 °C amb la salsa; a l’olla a pressió, 20-25 minuts. És tendra quan la carn s’ha retirat 1 cm dels extrems dels ossos i un os gira i se’n desprèn fàcilment (a dins, 90-95 °C).',
      es: 'Costillar de cerdo entero: 2-3 horas al horno a 150-160 °C envuelto en papel de aluminio, y después 15-20 minutos destapado a 200 °C con la salsa; en olla exprés, 20-25 minutos. Está tierno cuando la carne se ha retirado 1 cm de los extremos de los huesos y un hueso gira y se suelta fácilmente (dentro, 90-95 °C).',
      en: 'A rack of pork ribs: 2-3 hours at 150-160 °C (300-320 °F) wrapped in foil, then 15-20 minutes uncovered at 200 °C with the sauce; in a pressure cooker, 20-25 minutes. They are tender when the meat has shrunk back about 1 cm from the bone ends and a bone twists out easily (90-95 °C/195-203 °F inside).',
    },
  ),
  entry(
    'dn2-pork-shoulder-pulled',
    'doneness',
    CULINARY,
    {
      ca: 'quant temps es fa l’espatlla de porc al forn | pulled pork quantes hores | carn de porc esfilagarsada temps | espatlla de porc a baixa temperatura',
      es: 'cuánto tiempo se hace la paletilla de cerdo al horno | pulled pork cuántas horas | carne de cerdo desmechada tiempo | paleta de cerdo a baja temperatura',
      en: 'how long to cook pork shoulder for pulled pork | pulled pork how many hours | slow roasted pork shoulder time | pork butt internal temperature',
    },
    {
      ca: 'Espatlla de porc per esfilagarsar (uns 2 kg): 4-6 hores al forn a 150 °C, tapada la major part del temps. És a punt quan arriba a 90-95 °C a dins i la carn es desfà en tires amb dues forquilles; el temps depèn més de la peça que del rellotge.',
      es: 'Paletilla de cerdo para desmechar (unos 2 kg): 4-6 horas al horno a 150 °C, tapada la mayor parte del tiempo. Está lista cuando llega a 90-95 °C dentro y la carne se deshace en hebras con dos tenedores; el tiempo depende más de la pieza que del reloj.',
      en: 'Pork shoulder for pulled pork (about 2 kg): 4-6 hours at 150 °C (300 °F), covered for most of the time. It is ready when it reaches 90-95 °C (195-203 °F) inside and shreds easily with two forks; the piece matters more than the clock.',
    },
  ),
  entry(
    'dn2-steak-thick',
    'doneness',
    FSIS_TEMPERATURES,
    {
      ca: 'quant temps es fa un bistec gruixut | txuleta de 4 cm a la brasa minuts | entrecot de 3 cm al punt quant temps | filet de vedella gruixut poc fet',
      es: 'cuánto tiempo se hace un filete grueso | chuletón de 4 cm a la brasa minutos | entrecot de 3 cm al punto cuánto tiempo | solomillo de ternera grueso poco hecho',
      en: 'how long to cook a thick steak | 4 cm rib steak on the grill minutes | 3 cm steak medium rare time | thick beef fillet rare',
    },
    {
      ca: 'Bistec de 3 cm a la planxa o brasa molt calenta: 3-4 minuts per banda per deixar-lo poc fet o al punt; una txuleta de 4-5 cm, 5-6 minuts per banda (o marcada 2 minuts per banda i 5-8 minuts al forn a 200 °C). Treu-la a 50-52 °C al centre per a poc feta o 54-56 °C per al punt, i deixa-la reposar 5 minuts.',
      es: 'Filete de 3 cm a la plancha o brasa muy caliente: 3-4 minutos por lado para dejarlo poco hecho o al punto; un chuletón de 4-5 cm, 5-6 minutos por lado (o marcado 2 minutos por lado y 5-8 minutos al horno a 200 °C). Sácalo a 50-52 °C en el centro para poco hecho o 54-56 °C para al punto, y déjalo reposar 5 minutos.',
      en: 'A 3 cm (1¼ in) steak in a very hot pan or grill: 3-4 minutes a side for rare to medium-rare; a 4-5 cm rib steak, 5-6 minutes a side (or seared 2 minutes a side, then 5-8 minutes in the oven at 200 °C/400 °F). Take it off at 50-52 °C (122-126 °F) in the centre for rare or 54-56 °C (130-133 °F) for medium-rare, and rest it 5 minutes.',
    },
  ),
  entry(
    'dn2-beef-doneness-temperatures',
    'doneness',
    CULINARY,
    {
      ca: 'temperatures del punt de la carn de vedella | a quants graus és poc feta la carn | temperatura interior carn al punt | punt de la carn amb termòmetre | roast beef o rosbif a quina temperatura interior',
      es: 'temperaturas del punto de la carne de ternera | a cuántos grados está poco hecha la carne | temperatura interior carne al punto | punto de la carne con termómetro | roast beef o rosbif a qué temperatura interior',
      en: 'beef doneness temperatures chart | what temperature is rare steak | internal temperature medium steak | steak doneness with a thermometer | roast beef internal temperature',
    },
    {
      ca: 'Punt de la vedella al centre (després del repòs): blau, 46-49 °C; poc feta, 50-52 °C; al punt menys, 55-57 °C; al punt, 60-63 °C; ben feta, 70 °C o més. Treu-la del foc 3-5 °C abans, perquè en reposar continua pujant; les autoritats sanitàries recomanen un mínim de 63 °C per a peces senceres.',
      es: 'Punto de la ternera en el centro (después del reposo): vuelta y vuelta, 46-49 °C; poco hecha, 50-52 °C; al punto menos, 55-57 °C; al punto, 60-63 °C; bien hecha, 70 °C o más. Sácala del fuego 3-5 °C antes, porque al reposar sigue subiendo; las autoridades sanitarias recomiendan un mínimo de 63 °C para piezas enteras.',
      en: 'Beef doneness at the centre (after resting): blue, 46-49 °C (115-120 °F); rare, 50-52 °C (120-125 °F); medium-rare, 55-57 °C (130-135 °F); medium, 60-63 °C (140-145 °F); well done, 70 °C (160 °F) or more. Take it off 3-5 °C early, as it keeps rising while it rests; USDA’s safe minimum for whole cuts is 63 °C (145 °F).',
    },
  ),
  entry(
    'dn2-roast-beef',
    'doneness',
    CULINARY,
    {
      ca: 'quant temps es fa el rosbif al forn | rostit de vedella minuts per quilo | rosbif rosat per dins | a quina temperatura trec el rosbif',
      es: 'cuánto tiempo se hace el rosbif al horno | asado de ternera minutos por kilo | rosbif rosado por dentro | a qué temperatura saco el rosbif',
      en: 'how long to cook roast beef | beef roast minutes per kilo | pink roast beef | what temperature to take roast beef out',
    },
    {
      ca: 'Rosbif (llom o tapa de vedella d’1-1,5 kg): marca’l per tots els costats i forn a 180-190 °C uns 15-20 minuts per cada 500 g per deixar-lo rosat. Treu-lo a 50-52 °C al centre per tenir-lo al punt menys després de 15 minuts de repòs tapat.',
      es: 'Rosbif (lomo o tapa de ternera de 1-1,5 kg): márcalo por todos los lados y horno a 180-190 °C unos 15-20 minutos por cada 500 g para dejarlo rosado. Sácalo a 50-52 °C en el centro para tenerlo al punto menos tras 15 minutos de reposo tapado.',
      en: 'Roast beef (a 1-1.5 kg sirloin or topside): sear it all over, then roast at 180-190 °C (350-375 °F) for about 15-20 minutes per 500 g for pink. Take it out at 50-52 °C (122-126 °F) in the centre for medium-rare after 15 minutes’ covered rest.',
    },
  ),
  entry(
    'dn2-beef-stew',
    'doneness',
    CULINARY,
    {
      ca: 'quant temps es fa un estofat de vedella | vedella guisada quantes hores | com sé si la carn de l’estofat és tendra | estofat de vedella a l’olla a pressió',
      es: 'cuánto tiempo se hace un estofado de ternera | ternera guisada cuántas horas | cómo sé si la carne del estofado está tierna | estofado de ternera en olla exprés',
      en: 'how long to cook beef stew | braised beef how many hours | how do I know stew meat is tender | beef stew in a pressure cooker',
    },
    {
      ca: 'Estofat de vedella a daus de 4 cm (morcillo, espatlla, galta): 2-3 hores a foc molt suau i tapat (la galta, 3-4 hores); a l’olla a pressió, 30-45 minuts. És tendra quan una forquilla hi entra i en surt sense esforç i la carn es desfà; si encara és dura, necessita més temps, no més foc.',
      es: 'Estofado de ternera en dados de 4 cm (morcillo, espaldilla, carrillera): 2-3 horas a fuego muy suave y tapado (la carrillera, 3-4 horas); en olla exprés, 30-45 minutos. Está tierna cuando un tenedor entra y sale sin esfuerzo y la carne se deshace; si aún está dura, necesita más tiempo, no más fuego.',
      en: 'Beef stew in 4 cm chunks (shin, chuck, cheek): 2-3 hours at a very gentle covered simmer (cheeks, 3-4 hours); in a pressure cooker, 30-45 minutes. It is tender when a fork slides in and out with no effort and the meat falls apart; if it is still tough it needs more time, not more heat.',
    },
  ),
  entry(
    'dn2-stews-by-meat',
    'doneness',
    CULINARY,
    {
      ca: 'quant temps es fa un guisat de pollastre | galtes de porc quantes hores | xai guisat quant temps | conill guisat minuts | temps de guisat segons la carn',
      es: 'cuánto tiempo se hace un guiso de pollo | carrilleras de cerdo cuántas horas | cordero guisado cuánto tiempo | conejo guisado minutos | tiempo de guiso según la carne',
      en: 'how long to cook chicken stew | pork cheeks braising time | lamb stew how long | rabbit stew minutes | stew cooking times by meat',
    },
    {
      ca: 'Guisats a foc suau i tapat: pollastre a trossos amb os, 40-50 minuts; conill, 45-60 minuts; galtes de porc, 2-2 h 30 min; xai a trossos, 1 h 30 min - 2 h; vedella, 2-3 hores. Són fets quan la carn se separa de l’os o es talla amb la cullera.',
      es: 'Guisos a fuego suave y tapado: pollo a trozos con hueso, 40-50 minutos; conejo, 45-60 minutos; carrilleras de cerdo, 2-2 h 30 min; cordero a trozos, 1 h 30 min - 2 h; ternera, 2-3 horas. Están hechos cuando la carne se separa del hueso o se corta con la cuchara.',
      en: 'Stews at a gentle covered simmer: bone-in chicken pieces, 40-50 minutes; rabbit, 45-60 minutes; pork cheeks, 2-2½ hours; lamb pieces, 1½-2 hours; beef, 2-3 hours. They are done when the meat comes away from the bone or cuts with a spoon.',
    },
  ),
  entry(
    'dn2-meat-pressure-cooker',
    'doneness',
    PRESSURE_COOKER,
    {
      ca: 'quant temps la carn a l’olla a pressió | galtes de porc a l’olla ràpida minuts | pollastre a l’olla exprés temps | brou a l’olla a pressió quant temps',
      es: 'cuánto tiempo la carne en la olla exprés | carrilleras en olla rápida minutos | pollo en olla a presión tiempo | caldo en olla exprés cuánto tiempo',
      en: 'pressure cooker meat cooking times | pork cheeks in a pressure cooker | chicken pieces instant pot minutes | stock in a pressure cooker how long',
    },
    {
      ca: 'Olla a pressió, des que puja la vàlvula: pollastre a trossos, 10-15 minuts; costella de porc, 20-25; vedella a daus per estofar, 30-45; galtes de porc, 30-40; un brou de pollastre, 30-40 minuts. Deixa baixar la pressió sola 10 minuts (la carn queda més tendra) i, si cal, torna-la a tancar uns minuts.',
      es: 'Olla exprés, desde que sube la válvula: pollo a trozos, 10-15 minutos; costillas de cerdo, 20-25; ternera en dados para estofar, 30-45; carrilleras de cerdo, 30-40; un caldo de pollo, 30-40 minutos. Deja que la presión baje sola 10 minutos (la carne queda más tierna) y, si hace falta, vuelve a cerrarla unos minutos.',
      en: 'Pressure cooker, timed from reaching pressure: chicken pieces, 10-15 minutes; pork ribs, 20-25; beef stewing chunks, 30-45; pork cheeks, 30-40; chicken stock, 30-40 minutes. Let the pressure drop naturally for 10 minutes (the meat stays more tender) and, if needed, seal it again for a few minutes.',
    },
  ),
  entry(
    'dn2-lamb-leg',
    'doneness',
    FSIS_TEMPERATURES,
    {
      ca: 'quant temps es fa una cuixa de xai al forn | cuixa de xai de 2 kg temps | xai rosat per dins temperatura | pern de xai al forn minuts',
      es: 'cuánto tiempo se hace una pierna de cordero al horno | pierna de cordero de 2 kg tiempo | cordero rosado por dentro temperatura | pierna de cordero al horno minutos',
      en: 'how long to roast a leg of lamb | 2 kg leg of lamb time | pink lamb internal temperature | lamb leg oven minutes per kilo',
    },
    {
      ca: 'Cuixa de xai amb os: uns 20 minuts per cada 500 g al forn a 180-190 °C per deixar-la rosada (una de 2 kg, 1 h 20 min aprox.) i 15 minuts de repòs tapada. Rosada, 57-60 °C al centre; al punt, 63 °C; ben feta, 70 °C.',
      es: 'Pierna de cordero con hueso: unos 20 minutos por cada 500 g al horno a 180-190 °C para dejarla rosada (una de 2 kg, 1 h 20 min aprox.) y 15 minutos de reposo tapada. Rosada, 57-60 °C en el centro; al punto, 63 °C; bien hecha, 70 °C.',
      en: 'Bone-in leg of lamb: about 20 minutes per 500 g at 180-190 °C (350-375 °F) for pink (a 2 kg leg, about 1 h 20 min), then rest 15 minutes covered. Pink, 57-60 °C (135-140 °F) in the centre; medium, 63 °C (145 °F); well done, 70 °C (160 °F).',
    },
  ),
  entry(
    'dn2-lamb-shoulder',
    'doneness',
    CULINARY,
    {
      ca: 'quant temps es fa l’espatlla de xai al forn | paletilla de xai de llet quant temps | espatlla de xai que es desfà | xai a baixa temperatura hores',
      es: 'cuánto tiempo se hace la paletilla de cordero al horno | paletilla de cordero lechal cuánto tiempo | paletilla de cordero que se deshace | cordero a baja temperatura horas',
      en: 'how long to roast lamb shoulder | milk fed lamb shoulder oven time | slow roasted lamb shoulder falling apart | lamb shoulder low and slow hours',
    },
    {
      ca: 'Espatlla de xai de llet (700 g - 1 kg): 1 h 30 min - 2 h al forn a 160-180 °C amb un got d’aigua a la safata, i 15-20 minuts finals a 200-220 °C perquè la pell es torri. Una espatlla de xai gran, a baixa temperatura (150-160 °C), 3-4 hores tapada: és feta quan la carn se separa de l’os en estirar-la.',
      es: 'Paletilla de cordero lechal (700 g - 1 kg): 1 h 30 min - 2 h al horno a 160-180 °C con un vaso de agua en la bandeja, y 15-20 minutos finales a 200-220 °C para que la piel se tueste. Una paletilla de cordero grande, a baja temperatura (150-160 °C), 3-4 horas tapada: está hecha cuando la carne se separa del hueso al tirar.',
      en: 'Milk-fed lamb shoulder (700 g - 1 kg): 1½-2 hours at 160-180 °C (320-350 °F) with a glass of water in the tray, then a final 15-20 minutes at 200-220 °C to crisp the skin. A large lamb shoulder slow-roasted at 150-160 °C, 3-4 hours covered: done when the meat pulls away from the bone.',
    },
  ),
  entry(
    'dn2-lamb-chops',
    'doneness',
    CULINARY,
    {
      ca: 'quant temps es fan les costelletes de xai | costelletes de xai a la brasa minuts | costelles de xai a la planxa per banda | xai de costelló',
      es: 'cuánto tiempo se hacen las chuletillas de cordero | chuletillas de cordero a la brasa minutos | chuletas de cordero a la plancha por lado | costillitas de cordero',
      en: 'how long to cook lamb chops | grilled lamb chops minutes | lamb cutlets per side in a pan | lamb rib chops time',
    },
    {
      ca: 'Costelletes de xai (1,5 cm) a la brasa o a la planxa molt calenta: 2-3 minuts per banda, perquè quedin torrades per fora i rosades per dins (57-60 °C). Les més primes de xai de llet, 1-2 minuts per banda.',
      es: 'Chuletillas de cordero (1,5 cm) a la brasa o a la plancha muy caliente: 2-3 minutos por lado, para que queden tostadas por fuera y rosadas por dentro (57-60 °C). Las más finas de cordero lechal, 1-2 minutos por lado.',
      en: 'Lamb chops (1.5 cm/½ in) on a grill or very hot griddle: 2-3 minutes a side, so they are browned outside and pink inside (57-60 °C/135-140 °F). Thinner milk-fed lamb cutlets, 1-2 minutes a side.',
    },
  ),
  entry(
    'dn2-rabbit',
    'doneness',
    FSIS_TEMPERATURES,
    {
      ca: 'quant temps es fa el conill al forn | conill a la brasa minuts | conill a trossos a la planxa | com sé si el conill és fet',
      es: 'cuánto tiempo se hace el conejo al horno | conejo a la brasa minutos | conejo troceado a la plancha | cómo sé si el conejo está hecho',
      en: 'how long to roast rabbit | grilled rabbit minutes | rabbit pieces in a pan | how do I know rabbit is cooked',
    },
    {
      ca: 'Conill trossejat (1-1,2 kg) al forn: 40-50 minuts a 190-200 °C, girant-lo a mitja cocció; a la brasa o a la planxa, a trossos, 15-20 minuts a foc mitjà girant-lo sovint. És fet a 71 °C, quan la carn és blanca fins a l’os i el suc surt transparent; és una carn magra que s’asseca si es passa.',
      es: 'Conejo troceado (1-1,2 kg) al horno: 40-50 minutos a 190-200 °C, dándole la vuelta a media cocción; a la brasa o a la plancha, a trozos, 15-20 minutos a fuego medio girándolo a menudo. Está hecho a 71 °C, cuando la carne es blanca hasta el hueso y el jugo sale transparente; es una carne magra que se seca si se pasa.',
      en: 'A jointed rabbit (1-1.2 kg) roasted: 40-50 minutes at 190-200 °C (375-400 °F), turned halfway; on a grill or griddle, in pieces, 15-20 minutes over medium heat, turning often. It is done at 71 °C (160 °F), when the meat is white to the bone and the juices run clear; it is lean and dries out if overcooked.',
    },
  ),
  entry(
    'dn2-duck-breast',
    'doneness',
    CULINARY,
    {
      ca: 'quant temps es fa el magret d’ànec | magret d’ànec a la paella minuts | pit d’ànec rosat | magret per la pell quant temps',
      es: 'cuánto tiempo se hace el magret de pato | magret de pato a la sartén minutos | pechuga de pato rosada | magret por la piel cuánto tiempo',
      en: 'how long to cook duck breast | pan seared duck breast minutes | pink duck breast temperature | duck breast skin side time',
    },
    {
      ca: 'Magret d’ànec (350-450 g), amb la pell feta a quadrícula: comença en paella freda per la pell, a foc mitjà-baix, 8-12 minuts fins que ha deixat anar el greix i és cruixent, i després 2-4 minuts per la carn; 5-8 minuts de repòs. Rosat, 54-57 °C al centre (les autoritats sanitàries recomanen 74 °C per a totes les aus).',
      es: 'Magret de pato (350-450 g), con la piel cortada en cuadrícula: empieza en sartén fría por la piel, a fuego medio-bajo, 8-12 minutos hasta que haya soltado la grasa y esté crujiente, y después 2-4 minutos por la carne; 5-8 minutos de reposo. Rosado, 54-57 °C en el centro (las autoridades sanitarias recomiendan 74 °C para todas las aves).',
      en: 'Duck breast (350-450 g), skin scored in a crosshatch: start skin side down in a cold pan over medium-low heat, 8-12 minutes until the fat has rendered and the skin is crisp, then 2-4 minutes on the flesh side; rest 5-8 minutes. Pink is 54-57 °C (130-135 °F) in the centre (USDA advises 74 °C/165 °F for all poultry).',
    },
  ),
  entry(
    'dn2-meatballs',
    'doneness',
    FSIS_TEMPERATURES,
    {
      ca: 'quant temps es fan les mandonguilles | mandonguilles amb salsa quant temps han de bullir | mandonguilles al forn minuts | com sé si les mandonguilles són fetes per dins',
      es: 'cuánto tiempo se hacen las albóndigas | albóndigas en salsa cuánto tiempo tienen que cocer | albóndigas al horno minutos | cómo sé si las albóndigas están hechas por dentro',
      en: 'how long to cook meatballs | meatballs simmering in sauce how long | baked meatballs minutes | how do I know meatballs are cooked inside',
    },
    {
      ca: 'Mandonguilles de 3-4 cm: daura-les 5-8 minuts a la paella i després 15-20 minuts a foc suau dins la salsa; al forn, 15-20 minuts a 200 °C. Són fetes quan arriben a 71 °C al centre, sense cap rastre rosat.',
      es: 'Albóndigas de 3-4 cm: dóralas 5-8 minutos en la sartén y después 15-20 minutos a fuego suave dentro de la salsa; al horno, 15-20 minutos a 200 °C. Están hechas cuando llegan a 71 °C en el centro, sin ningún rastro rosado.',
      en: 'Meatballs 3-4 cm (1½ in) across: brown them 5-8 minutes in a pan, then simmer 15-20 minutes in the sauce; in the oven, 15-20 minutes at 200 °C (400 °F). They are done at 71 °C (160 °F) in the centre, with no pink left.',
    },
  ),
  entry(
    'dn2-burgers',
    'doneness',
    FSIS_TEMPERATURES,
    {
      ca: 'quant temps es fa una hamburguesa a la planxa | hamburguesa casolana minuts per banda | com sé si l’hamburguesa és feta | hamburguesa a la barbacoa temps',
      es: 'cuánto tiempo se hace una hamburguesa a la plancha | hamburguesa casera minutos por lado | cómo sé si la hamburguesa está hecha | hamburguesa a la barbacoa tiempo',
      en: 'how long to cook a burger | homemade burger minutes per side | how do I know a burger is done | burgers on the grill time',
    },
    {
      ca: 'Hamburguesa casolana de 150-180 g i 2 cm de gruix: 4-5 minuts per banda a foc mitjà-alt, sense aixafar-la, fins a 71 °C al centre. El color no és fiable (pot semblar feta i no ser-ho): fes servir un termòmetre o comprova que el suc surt transparent.',
      es: 'Hamburguesa casera de 150-180 g y 2 cm de grosor: 4-5 minutos por lado a fuego medio-alto, sin aplastarla, hasta 71 °C en el centro. El color no es fiable (puede parecer hecha y no estarlo): usa un termómetro o comprueba que el jugo sale transparente.',
      en: 'A homemade burger of 150-180 g, 2 cm (3/4 in) thick: 4-5 minutes a side over medium-high heat, without pressing it, to 71 °C (160 °F) in the centre. Colour is not reliable (it can look done and not be): use a thermometer or check that the juices run clear.',
    },
  ),
  entry(
    'dn2-botifarra-sausages',
    'doneness',
    CATALAN_CUISINE,
    {
      ca: 'quant temps es fa la botifarra a la brasa | botifarra a la planxa minuts | salsitxes a la paella quant temps | com sé si la botifarra és feta',
      es: 'cuánto tiempo se hace la butifarra a la brasa | butifarra a la plancha minutos | salchichas frescas en la sartén cuánto tiempo | cómo sé si la butifarra está hecha',
      en: 'how long to grill botifarra sausage | fresh catalan sausage in a pan minutes | how long to cook sausages | how do I know sausages are cooked',
    },
    {
      ca: 'Botifarra crua a la brasa o a la planxa: 15-20 minuts a foc mitjà, girant-la sovint (a foc fort es crema per fora i queda crua per dins); les salsitxes primes, 8-12 minuts. És feta quan és ferma en prémer-la, el suc surt transparent i arriba a 71 °C al centre.',
      es: 'Butifarra cruda a la brasa o a la plancha: 15-20 minutos a fuego medio, girándola a menudo (a fuego fuerte se quema por fuera y queda cruda por dentro); las salchichas finas, 8-12 minutos. Está hecha cuando está firme al presionarla, el jugo sale transparente y llega a 71 °C en el centro.',
      en: 'Fresh botifarra on a grill or griddle: 15-20 minutes over medium heat, turning often (high heat burns the outside and leaves the inside raw); thin sausages, 8-12 minutes. It is done when firm to the touch, the juices run clear and the centre reaches 71 °C (160 °F).',
    },
  ),
  entry(
    'dn2-escudella',
    'doneness',
    CATALAN_CUISINE,
    {
      ca: 'quant temps ha de bullir l’escudella | carn d’olla quantes hores | escudella i carn d’olla temps | quan hi poso la col i les patates a l’escudella',
      es: 'cuánto tiempo tiene que hervir la escudella | cocido catalán cuántas horas | escudella y carn d’olla tiempo | cuándo pongo la col y las patatas en la escudella',
      en: 'how long to simmer escudella | catalan meat and vegetable stew hours | carn d olla cooking time | when to add cabbage and potatoes to the stew',
    },
    {
      ca: 'Escudella i carn d’olla: 2 h 30 min - 3 hores a foc suau amb les carns, els ossos i els cigrons en remull, escumant al principi; la col i les patates, els darrers 30-40 minuts. És a punt quan els cigrons són tendres i la carn se separa de l’os.',
      es: 'Escudella y carn d’olla: 2 h 30 min - 3 horas a fuego suave con las carnes, los huesos y los garbanzos en remojo, espumando al principio; la col y las patatas, los últimos 30-40 minutos. Está lista cuando los garbanzos están tiernos y la carne se separa del hueso.',
      en: 'Escudella i carn d’olla: 2½-3 hours at a gentle simmer with the meats, bones and soaked chickpeas, skimming at the start; cabbage and potatoes go in for the last 30-40 minutes. It is ready when the chickpeas are tender and the meat comes off the bone.',
    },
  ),
  entry(
    'dn2-resting-meat',
    'doneness',
    CULINARY,
    {
      ca: 'quant temps ha de reposar la carn | per què s’ha de deixar reposar la carn | repòs del rostit abans de tallar | la carn continua coent-se en reposar',
      es: 'cuánto tiempo tiene que reposar la carne | por qué hay que dejar reposar la carne | reposo del asado antes de cortar | la carne sigue cocinándose al reposar',
      en: 'how long to rest meat | why rest meat after cooking | resting a roast before carving | carryover cooking temperature rise',
    },
    {
      ca: 'Repòs: 3-5 minuts un bistec o una costella, 10-15 minuts un pollastre o un rostit mitjà i 20-30 minuts un gall dindi o una peça gran, tapats de manera fluixa amb paper d’alumini. Durant el repòs la temperatura interior puja 3-5 °C (més en peces grans) i els sucs es redistribueixen, de manera que no s’escampen en tallar.',
      es: 'Reposo: 3-5 minutos un filete o una chuleta, 10-15 minutos un pollo o un asado mediano y 20-30 minutos un pavo o una pieza grande, tapados sin apretar con papel de aluminio. Durante el reposo la temperatura interior sube 3-5 °C (más en piezas grandes) y los jugos se redistribuyen, de modo que no se escapan al cortar.',
      en: 'Resting: 3-5 minutes for a steak or chop, 10-15 minutes for a chicken or medium roast and 20-30 minutes for a turkey or large joint, loosely tented with foil. While resting the internal temperature rises 3-5 °C (5-10 °F, more in large roasts) and the juices settle, so they do not run out when you carve.',
    },
  ),

  // ── Bakes ─────────────────────────────────────────────────────────────────────────────────
  entry(
    'dn2-bread-internal-temperature',
    'doneness',
    BAKING,
    {
      ca: 'com sé si el pa és cuit per dins | a quants graus és fet el pa per dins | el pa m’ha quedat cru per dins | pa que sona buit',
      es: 'cómo sé si el pan está cocido por dentro | a cuántos grados está hecho el pan por dentro | el pan me ha quedado crudo por dentro | pan que suena hueco',
      en: 'how do I know bread is baked through | how hot should bread be inside | my bread is raw in the middle | bread sounds hollow when tapped',
    },
    {
      ca: 'El pa és cuit quan a dins arriba a 96-99 °C si és de crosta (pagès, baguet) o a 88-90 °C si és un pa tou enriquit amb llet, mantega o ou. Sense termòmetre: crosta ben daurada i, en picar la base amb els dits, sona buit; deixa’l refredar sobre una reixa abans de tallar-lo, perquè s’acaba de fer.',
      es: 'El pan está cocido cuando por dentro llega a 96-99 °C si es de corteza (payés, baguette) o a 88-90 °C si es un pan blando enriquecido con leche, mantequilla o huevo. Sin termómetro: corteza bien dorada y, al golpear la base con los dedos, suena hueco; déjalo enfriar sobre una rejilla antes de cortarlo, porque se termina de hacer.',
      en: 'Bread is baked when the inside reaches 96-99 °C (205-210 °F) for crusty lean loaves or 88-90 °C (190 °F) for soft breads enriched with milk, butter or egg. Without a thermometer: a well-browned crust and a hollow sound when you tap the base; cool it on a rack before slicing, as it finishes setting.',
    },
  ),
  entry(
    'dn2-sandwich-loaf',
    'doneness',
    BAKING,
    {
      ca: 'pa de motlle quant temps | motlle de pa casolà minuts | brioix quant temps',
      es: 'pan de molde cuánto tiempo | molde de pan casero minutos | brioche cuánto tiempo',
      en: 'how long to bake a sandwich loaf | homemade sandwich bread oven temperature | loaf tin bread minutes | brioche baking time',
    },
    {
      ca: 'Pa de motlle (motlle d’uns 25 cm, 500 g de farina): 30-40 minuts al forn a 180-190 °C; un brioix en motlle, 25-35 minuts a 180 °C. És fet quan és ben daurat, surt fàcilment del motlle, sona buit per sota i a dins arriba a uns 88-90 °C; si es daura massa de pressa, tapa’l amb paper d’alumini.',
      es: 'Pan de molde (molde de unos 25 cm, 500 g de harina): 30-40 minutos al horno a 180-190 °C; un brioche en molde, 25-35 minutos a 180 °C. Está hecho cuando está bien dorado, sale fácilmente del molde, suena hueco por debajo y por dentro llega a unos 88-90 °C; si se dora demasiado deprisa, tápalo con papel de aluminio.',
      en: 'Sandwich loaf (a 25 cm/2 lb tin, 500 g flour): 30-40 minutes at 180-190 °C (350-375 °F); a brioche loaf, 25-35 minutes at 180 °C. It is done when well browned, it slips out of the tin, sounds hollow underneath and reads about 88-90 °C (190 °F) inside; if it browns too fast, cover it with foil.',
    },
  ),
  entry(
    'dn2-baguette',
    'doneness',
    BAKING,
    {
      ca: 'quant temps es cou una baguet | barra de pa al forn minuts | baguet casolana temperatura | barretes de pa quant temps',
      es: 'cuánto tiempo se cuece una baguette | barra de pan al horno minutos | baguette casera temperatura | barritas de pan cuánto tiempo',
      en: 'how long to bake a baguette | homemade baguette oven temperature | french stick baking time | small bread rolls how long',
    },
    {
      ca: 'Baguet (250-350 g): 20-25 minuts al forn a 240-250 °C, amb vapor els primers 10 minuts (un recipient amb aigua calenta a la base del forn). Els panets petits, 15-20 minuts a 220-230 °C; són fets quan la crosta és daurada i cruixent i sonen buits.',
      es: 'Baguette (250-350 g): 20-25 minutos al horno a 240-250 °C, con vapor los primeros 10 minutos (un recipiente con agua caliente en la base del horno). Los panecillos, 15-20 minutos a 220-230 °C; están hechos cuando la corteza está dorada y crujiente y suenan huecos.',
      en: 'Baguette (250-350 g): 20-25 minutes at 240-250 °C (465-480 °F), with steam for the first 10 minutes (a tray of hot water on the oven floor). Small rolls, 15-20 minutes at 220-230 °C; done when the crust is golden and crisp and they sound hollow.',
    },
  ),
  entry(
    'dn2-focaccia',
    'doneness',
    BAKING,
    {
      ca: 'quant temps es cou la focaccia | focaccia temperatura del forn | focaccia minuts | focaccia en safata',
      es: 'cuánto tiempo se cuece la focaccia | focaccia temperatura del horno | focaccia minutos | focaccia en bandeja',
      en: 'how long to bake focaccia | focaccia oven temperature | focaccia minutes | sheet pan focaccia',
    },
    {
      ca: 'Focaccia en safata (2-3 cm de gruix): 20-25 minuts al forn a 220 °C, fins que la superfície és daurada i la base, en aixecar-la, és cruixent i rossa.',
      es: 'Focaccia en bandeja (2-3 cm de grosor): 20-25 minutos al horno a 220 °C, hasta que la superficie está dorada y la base, al levantarla, está crujiente y dorada.',
      en: 'Focaccia in a tray (2-3 cm thick): 20-25 minutes at 220 °C (425 °F), until the top is golden and the base is crisp and browned when you lift a corner.',
    },
  ),
  entry(
    'dn2-pizza-stone-wood-oven',
    'doneness',
    NEAPOLITAN_PIZZA,
    {
      ca: 'quant temps es cou una pizza al forn de llenya | pizza napolitana temperatura | pizza sobre pedra quants minuts | pizza al forn de pizzes',
      es: 'cuánto tiempo se cuece una pizza en horno de leña | pizza napolitana temperatura | pizza sobre piedra cuántos minutos | pizza en horno de pizzas',
      en: 'how long to cook pizza in a wood fired oven | neapolitan pizza temperature | pizza on a baking stone minutes | pizza oven cooking time',
    },
    {
      ca: 'Pizza napolitana al forn de llenya a 430-485 °C: 60-90 segons, girant-la perquè es faci igual. En un forn de casa amb pedra o planxa d’acer preescalfada 45 minuts al màxim (250-275 °C), 6-8 minuts; és feta quan la vora s’infla i té taques torrades i la base és rossa.',
      es: 'Pizza napolitana en horno de leña a 430-485 °C: 60-90 segundos, girándola para que se haga igual. En un horno de casa con piedra o plancha de acero precalentada 45 minutos al máximo (250-275 °C), 6-8 minutos; está hecha cuando el borde se hincha y tiene manchas tostadas y la base está dorada.',
      en: 'Neapolitan pizza in a wood-fired oven at 430-485 °C (800-900 °F): 60-90 seconds, turned so it cooks evenly. In a home oven with a stone or steel preheated for 45 minutes at its hottest (250-275 °C/480-525 °F), 6-8 minutes; done when the rim puffs up with charred spots and the base is browned.',
    },
  ),
  entry(
    'dn2-sponge-cake',
    'doneness',
    BAKING,
    {
      ca: 'quant temps es fa un pa de pessic | com sé si el pastís és fet per dins | el pastís s’ha enfonsat al mig | pastís de iogurt quant temps al forn',
      es: 'cuánto tiempo se hace un bizcocho | cómo sé si el bizcocho está hecho por dentro | el bizcocho se ha hundido en el centro | bizcocho de yogur cuánto tiempo al horno',
      en: 'how long to bake a sponge cake | how do I know a cake is cooked inside | my cake sank in the middle | yogurt cake baking time',
    },
    {
      ca: 'Pa de pessic en motlle de 22-24 cm: 25-35 minuts al forn a 180 °C, sense obrir la porta els primers 20 minuts (s’enfonsaria); el pastís de iogurt, més dens, 35-45 minuts. És fet quan una broqueta clavada al centre surt neta, en prémer la superfície torna amunt i les vores es desenganxen del motlle.',
      es: 'Bizcocho en molde de 22-24 cm: 25-35 minutos al horno a 180 °C, sin abrir la puerta los primeros 20 minutos (se hundiría); el bizcocho de yogur, más denso, 35-45 minutos. Está hecho cuando una brocheta clavada en el centro sale limpia, al presionar la superficie vuelve hacia arriba y los bordes se despegan del molde.',
      en: 'Sponge cake in a 22-24 cm (9 in) tin: 25-35 minutes at 180 °C (350 °F), without opening the door for the first 20 minutes (it would sink); a denser yogurt cake, 35-45 minutes. It is done when a skewer in the centre comes out clean, the top springs back when pressed and the edges pull away from the tin.',
    },
  ),
  entry(
    'dn2-muffins',
    'doneness',
    BAKING,
    {
      ca: 'quant temps es couen els muffins | magdalenes al forn minuts i temperatura | cupcakes quant temps | mini magdalenes temps',
      es: 'cuánto tiempo se hornean los muffins | magdalenas al horno minutos y temperatura | cupcakes cuánto tiempo | mini magdalenas tiempo',
      en: 'how long to bake muffins | muffin oven temperature and time | how long to bake cupcakes | mini muffins baking time',
    },
    {
      ca: 'Muffins o magdalenes en motlle normal de 12: 18-22 minuts al forn a 180-190 °C; cupcakes, 18-20 minuts a 175-180 °C; les mini, 10-12 minuts. Són fetes quan són daurades, la part de dalt torna amunt en prémer-la i un escuradents en surt net.',
      es: 'Muffins o magdalenas en molde normal de 12: 18-22 minutos al horno a 180-190 °C; cupcakes, 18-20 minutos a 175-180 °C; las mini, 10-12 minutos. Están hechas cuando están doradas, la parte de arriba vuelve hacia arriba al presionarla y un palillo sale limpio.',
      en: 'Muffins in a standard 12-hole tin: 18-22 minutes at 180-190 °C (350-375 °F); cupcakes, 18-20 minutes at 175-180 °C; minis, 10-12 minutes. They are done when golden, the tops spring back when pressed and a toothpick comes out clean.',
    },
  ),
  entry(
    'dn2-cookies-signs',
    'doneness',
    BAKING,
    {
      ca: 'com sé si les galetes són fetes | les galetes surten toves del forn | galetes de xocolata quant temps | galetes de mantega minuts',
      es: 'cómo sé si las galletas están hechas | las galletas salen blandas del horno | galletas de chocolate cuánto tiempo | galletas de mantequilla minutos',
      en: 'how do I know cookies are done | cookies are soft when they come out | chocolate chip cookies how long | butter biscuits baking time',
    },
    {
      ca: 'Galetes: 10-12 minuts a 180 °C les de xocolata (treu-les quan les vores són daurades i el centre encara sembla una mica cru) i 12-15 minuts a 170-180 °C les de mantega, fins que la base és rossa. Surten toves i s’endureixen en refredar-se: deixa-les 5 minuts a la safata abans de passar-les a la reixa.',
      es: 'Galletas: 10-12 minutos a 180 °C las de chocolate (sácalas cuando los bordes estén dorados y el centro aún parezca un poco crudo) y 12-15 minutos a 170-180 °C las de mantequilla, hasta que la base esté dorada. Salen blandas y se endurecen al enfriarse: déjalas 5 minutos en la bandeja antes de pasarlas a la rejilla.',
      en: 'Cookies: 10-12 minutes at 180 °C (350 °F) for chocolate chip (take them out when the edges are golden and the centre still looks slightly underdone) and 12-15 minutes at 170-180 °C for butter biscuits, until the base is golden. They come out soft and firm up as they cool: leave them 5 minutes on the tray before moving them to a rack.',
    },
  ),
  entry(
    'dn2-brownies',
    'doneness',
    BAKING,
    {
      ca: 'quant temps es cou un brownie | com sé si el brownie és fet | brownie sucós per dins minuts | brownie motlle quadrat temps',
      es: 'cuánto tiempo se hornea un brownie | cómo sé si el brownie está hecho | brownie jugoso por dentro minutos | brownie molde cuadrado tiempo',
      en: 'how long to bake brownies | how do I know brownies are done | fudgy brownies baking time | brownies in a square tin',
    },
    {
      ca: 'Brownie en motlle quadrat de 20 cm: 20-25 minuts al forn a 175-180 °C. És fet quan les vores són fermes i la superfície té una crosteta brillant, i una broqueta al centre surt amb unes quantes molles humides (no amb massa líquida); si surt neta, ja és sec.',
      es: 'Brownie en molde cuadrado de 20 cm: 20-25 minutos al horno a 175-180 °C. Está hecho cuando los bordes están firmes y la superficie tiene una costrita brillante, y una brocheta en el centro sale con unas cuantas migas húmedas (no con masa líquida); si sale limpia, ya está seco.',
      en: 'Brownies in a 20 cm (8 in) square tin: 20-25 minutes at 175-180 °C (350 °F). They are done when the edges are set, the top has a shiny crust and a skewer in the centre comes out with a few moist crumbs (not wet batter); if it comes out clean, they are already dry.',
    },
  ),
  entry(
    'dn2-flan',
    'doneness',
    CULINARY,
    {
      ca: 'quant temps es fa el flam al forn | flam al bany maria minuts | com sé si el flam és quallat | flam amb forats',
      es: 'cuánto tiempo se hace el flan al horno | flan al baño maría minutos | cómo sé si el flan está cuajado | flan con agujeros',
      en: 'how long to bake flan | creme caramel in a water bath time | how do I know flan is set | flan full of holes',
    },
    {
      ca: 'Flam al bany maria al forn a 150-170 °C: 40-50 minuts en un motlle gran i 25-35 minuts en flamers individuals. És quallat quan, en moure’l, el centre encara tremola una mica com una gelatina i un ganivet clavat a prop del centre surt net; si l’aigua bull o el forn és massa fort, surt ple de forats.',
      es: 'Flan al baño maría en el horno a 150-170 °C: 40-50 minutos en un molde grande y 25-35 minutos en flaneras individuales. Está cuajado cuando, al moverlo, el centro aún tiembla un poco como una gelatina y un cuchillo clavado cerca del centro sale limpio; si el agua hierve o el horno está demasiado fuerte, sale lleno de agujeros.',
      en: 'Flan in a water bath in the oven at 150-170 °C (300-340 °F): 40-50 minutes in one large mould and 25-35 minutes in individual ramekins. It is set when the centre still wobbles slightly like jelly and a knife inserted near the centre comes out clean; if the water boils or the oven is too hot, it comes out full of holes.',
    },
  ),
  entry(
    'dn2-cheesecake',
    'doneness',
    BAKING,
    {
      ca: 'quant temps es fa un pastís de formatge al forn | com sé si el pastís de formatge és fet | pastís de formatge tipus la Viña temps | pastís de formatge esquerdat',
      es: 'cuánto tiempo se hace una tarta de queso al horno | cómo sé si la tarta de queso está hecha | tarta de queso tipo La Viña tiempo | tarta de queso agrietada',
      en: 'how long to bake a cheesecake | how do I know cheesecake is done | basque burnt cheesecake time | cheesecake cracked on top',
    },
    {
      ca: 'Pastís de formatge clàssic (motlle de 22-24 cm) al bany maria: 50-70 minuts a 160 °C, fins que les vores són fermes però el centre encara tremola (uns 65 °C a dins); deixa’l refredar dins el forn apagat amb la porta entreoberta 1 hora perquè no s’esquerdi. El basc cremat (tipus la Viña), 30-45 minuts a 200-220 °C, fins que la superfície és molt torrada i el centre tremolós.',
      es: 'Tarta de queso clásica (molde de 22-24 cm) al baño maría: 50-70 minutos a 160 °C, hasta que los bordes estén firmes pero el centro aún tiemble (unos 65 °C dentro); déjala enfriar dentro del horno apagado con la puerta entreabierta 1 hora para que no se agriete. La vasca quemada (tipo La Viña), 30-45 minutos a 200-220 °C, hasta que la superficie esté muy tostada y el centro tembloroso.',
      en: 'Classic baked cheesecake (22-24 cm/9 in tin) in a water bath: 50-70 minutes at 160 °C (325 °F), until the edges are set but the centre still wobbles (about 65 °C/150 °F inside); cool it in the switched-off oven with the door ajar for 1 hour so it does not crack. Basque burnt cheesecake, 30-45 minutes at 200-220 °C (400-425 °F), until the top is very dark and the centre jiggles.',
    },
  ),
  entry(
    'dn2-quiche',
    'doneness',
    BAKING,
    {
      ca: 'quant temps es fa una quiche al forn | quiche lorraine temperatura i minuts | com sé si la quiche és quallada | base de quiche en blanc quant temps',
      es: 'cuánto tiempo se hace una quiche al horno | quiche lorraine temperatura y minutos | cómo sé si la quiche está cuajada | base de quiche horneada en blanco cuánto tiempo',
      en: 'how long to bake a quiche | quiche lorraine temperature and time | how do I know quiche is set | blind baking quiche crust time',
    },
    {
      ca: 'Quiche (motlle de 24 cm): base cuita en blanc 15 minuts amb pes a 190-200 °C i 5 minuts més sense, i després, amb el farcit, 30-40 minuts a 180 °C. És quallada quan la superfície és daurada i el centre només tremola una mica; acaba de quallar-se en reposar 10 minuts.',
      es: 'Quiche (molde de 24 cm): base horneada en blanco 15 minutos con peso a 190-200 °C y 5 minutos más sin él, y después, con el relleno, 30-40 minutos a 180 °C. Está cuajada cuando la superficie está dorada y el centro solo tiembla un poco; termina de cuajar al reposar 10 minutos.',
      en: 'Quiche (24 cm/9 in tin): blind-bake the crust 15 minutes with weights at 190-200 °C (375-400 °F) and 5 more without, then with the filling 30-40 minutes at 180 °C (350 °F). It is set when the top is golden and the centre only slightly wobbles; it finishes setting as it rests for 10 minutes.',
    },
  ),
  entry(
    'dn2-coca-recapte',
    'doneness',
    CATALAN_CUISINE,
    {
      ca: 'quant temps es cou la coca de recapte | coca d’escalivada al forn minuts | coca de recapte temperatura del forn | coca salada quant temps',
      es: 'cuánto tiempo se hornea la coca de recapte | coca de escalivada al horno minutos | coca de recapte temperatura del horno | coca salada cuánto tiempo',
      en: 'how long to bake coca de recapte | catalan flatbread with roasted vegetables time | savoury coca oven temperature | coca with escalivada minutes',
    },
    {
      ca: 'Coca de recapte (massa de pa prima amb escalivada i arengada o botifarra): 20-30 minuts al forn a 200-220 °C, a la part baixa. És feta quan la vora és daurada i cruixent i la base, en aixecar-la, ja és rossa.',
      es: 'Coca de recapte (masa de pan fina con escalivada y arenque o butifarra): 20-30 minutos al horno a 200-220 °C, en la parte baja. Está hecha cuando el borde está dorado y crujiente y la base, al levantarla, ya está dorada.',
      en: 'Coca de recapte (thin bread dough topped with escalivada and herring or sausage): 20-30 minutes at 200-220 °C (400-425 °F) on the lower rack. It is done when the edge is golden and crisp and the base is browned when you lift it.',
    },
  ),
  entry(
    'dn2-coca-sant-joan',
    'doneness',
    CATALAN_CUISINE,
    {
      ca: 'quant temps es cou la coca de Sant Joan | coca de llardons al forn minuts | coca de fruita temperatura | coca de Sant Joan de crema al forn',
      es: 'cuánto tiempo se hornea la coca de Sant Joan | coca de chicharrones al horno minutos | coca de frutas temperatura | coca de Sant Joan de crema al horno',
      en: 'how long to bake coca de sant joan | catalan sweet coca with candied fruit time | coca de llardons oven | sweet brioche flatbread baking time',
    },
    {
      ca: 'Coca de Sant Joan de brioix (amb fruita confitada, crema o pinyons): 15-25 minuts al forn a 180-190 °C, fins que és ben daurada i la base, rossa; la de llardons, de pasta fullada, 15-20 minuts a 180-200 °C. Si es daura massa de pressa per dalt, tapa-la amb paper d’alumini els darrers minuts.',
      es: 'Coca de Sant Joan de brioche (con fruta confitada, crema o piñones): 15-25 minutos al horno a 180-190 °C, hasta que esté bien dorada y la base, dorada; la de chicharrones, de hojaldre, 15-20 minutos a 180-200 °C. Si se dora demasiado deprisa por arriba, tápala con papel de aluminio los últimos minutos.',
      en: 'Brioche coca de Sant Joan (with candied fruit, custard or pine nuts): 15-25 minutes at 180-190 °C (350-375 °F), until well browned on top and underneath; coca de llardons (pork crackling, puff pastry), 15-20 minutes at 180-200 °C. If the top browns too fast, cover it with foil for the last few minutes.',
    },
  ),
  entry(
    'dn2-panellets',
    'doneness',
    CATALAN_CUISINE,
    {
      ca: 'quant temps es couen els panellets | panellets de pinyons al forn minuts | panellets temperatura del forn | com sé si els panellets són fets',
      es: 'cuánto tiempo se hornean los panellets | panellets de piñones al horno minutos | panellets temperatura del horno | cómo sé si los panellets están hechos',
      en: 'how long to bake panellets | pine nut panellets oven time | panellets oven temperature | how do I know panellets are done',
    },
    {
      ca: 'Panellets: uns 10-12 minuts al forn a 200-220 °C, a mitja altura, fins que els pinyons (o l’ametlla) són daurats; vigila’ls perquè es cremen de pressa. Per dins han de quedar tous: s’endureixen en refredar-se.',
      es: 'Panellets: unos 10-12 minutos al horno a 200-220 °C, a media altura, hasta que los piñones (o la almendra) estén dorados; vigílalos porque se queman deprisa. Por dentro tienen que quedar blandos: se endurecen al enfriarse.',
      en: 'Panellets: about 10-12 minutes at 200-220 °C (400-425 °F) on the middle rack, until the pine nuts (or almonds) are golden; watch them, as they burn quickly. They should stay soft inside: they firm up as they cool.',
    },
  ),
  entry(
    'dn2-baked-apples',
    'doneness',
    CULINARY,
    {
      ca: 'quant temps es fan les pomes al forn | poma al forn minuts | pomes rostides temperatura | poma al microones quant temps',
      es: 'cuánto tiempo se hacen las manzanas asadas | manzana al horno minutos | manzanas asadas temperatura | manzana asada en el microondas cuánto tiempo',
      en: 'how long to bake apples | baked apple oven time | roasted whole apples temperature | baked apple in the microwave',
    },
    {
      ca: 'Pomes senceres al forn (sense el cor, amb sucre i un tros de mantega): 30-45 minuts a 180 °C, segons la mida i la varietat. Són fetes quan la pell s’arruga i s’esquerda i un ganivet entra sense esforç; al microones, tapades, 4-6 minuts a màxima potència per a dues pomes.',
      es: 'Manzanas enteras al horno (sin el corazón, con azúcar y un trozo de mantequilla): 30-45 minutos a 180 °C, según el tamaño y la variedad. Están hechas cuando la piel se arruga y se agrieta y un cuchillo entra sin esfuerzo; en el microondas, tapadas, 4-6 minutos a máxima potencia para dos manzanas.',
      en: 'Whole baked apples (cored, with sugar and a knob of butter): 30-45 minutes at 180 °C (350 °F), depending on size and variety. They are done when the skin wrinkles and splits and a knife slides in easily; in the microwave, covered, 4-6 minutes on full power for two apples.',
    },
  ),
  entry(
    'dn2-pastry-cream',
    'doneness',
    CULINARY,
    {
      ca: 'quant temps es cou la crema pastissera | la crema pastissera no espesseix | crema pastissera quan la trec del foc | crema catalana quan és feta',
      es: 'cuánto tiempo se cuece la crema pastelera | la crema pastelera no espesa | crema pastelera cuándo la saco del fuego | crema catalana cuándo está hecha',
      en: 'how long to cook pastry cream | my custard is not thickening | when to take pastry cream off the heat | how do I know crema catalana is cooked',
    },
    {
      ca: 'Crema pastissera (o crema catalana, que també porta midó): a foc mitjà-baix remenant sense parar; quan espesseix i arrenca el bull, 1-2 minuts més sense deixar de remenar, perquè el midó es cogui i la crema no es torni líquida en refredar-se. És feta quan napa la cullera i, en passar-hi el dit, la ratlla no es tanca.',
      es: 'Crema pastelera (o crema catalana, que también lleva almidón): a fuego medio-bajo removiendo sin parar; cuando espesa y rompe a hervir, 1-2 minutos más sin dejar de remover, para que el almidón se cueza y la crema no se vuelva líquida al enfriarse. Está hecha cuando napa la cuchara y, al pasar el dedo, la raya no se cierra.',
      en: 'Pastry cream (or crema catalana, which also has starch): over medium-low heat, stirring constantly; once it thickens and starts to bubble, keep it going 1-2 minutes more, stirring, so the starch cooks and the cream does not turn runny as it cools. It is done when it coats the spoon and a finger drawn across leaves a clean line.',
    },
  ),
  entry(
    'dn2-pancakes-crepes',
    'doneness',
    CULINARY,
    {
      ca: 'quan es gira una crep | quant temps es fan les creps per banda | tortites americanes quan les giro | pancakes minuts',
      es: 'cuándo se le da la vuelta a un crep | cuánto tiempo se hacen los creps por lado | tortitas americanas cuándo les doy la vuelta | pancakes minutos',
      en: 'when to flip a crepe | how long to cook crepes each side | when to flip pancakes | pancakes how many minutes',
    },
    {
      ca: 'Creps a foc mitjà: uns 1 minut per la primera cara, fins que les vores es desenganxen i la base és daurada, i 30 segons per l’altra. Tortites americanes: 2-3 minuts fins que la superfície s’omple de bombolles que esclaten i les vores semblen seques; gira-les i 1-2 minuts més.',
      es: 'Creps a fuego medio: alrededor de 1 minuto por la primera cara, hasta que los bordes se despegan y la base está dorada, y 30 segundos por la otra. Tortitas americanas: 2-3 minutos hasta que la superficie se llena de burbujas que revientan y los bordes parecen secos; dales la vuelta y 1-2 minutos más.',
      en: 'Crêpes over medium heat: about 1 minute on the first side, until the edges lift and the underside is golden, then 30 seconds on the other. Pancakes: 2-3 minutes until bubbles rise and pop on the surface and the edges look dry; flip and cook 1-2 minutes more.',
    },
  ),
  entry(
    'dn2-toasting-nuts',
    'doneness',
    CULINARY,
    {
      ca: 'quant temps es torren les ametlles al forn | torrar avellanes minuts | torrar pinyons a la paella | fruits secs torrats temperatura',
      es: 'cuánto tiempo se tuestan las almendras al horno | tostar avellanas minutos | tostar piñones en la sartén | frutos secos tostados temperatura',
      en: 'how long to toast almonds in the oven | toasting hazelnuts minutes | toast pine nuts in a pan | roasting nuts temperature',
    },
    {
      ca: 'Fruits secs al forn a 180 °C, en una sola capa: ametlles, 8-12 minuts; avellanes, 10-15 (després frega-les amb un drap per treure’n la pell). Els pinyons, a la paella en sec a foc mitjà-baix, 2-4 minuts remenant; són a punt quan fan olor de torrat i són daurats, i es cremen en pocs segons.',
      es: 'Frutos secos al horno a 180 °C, en una sola capa: almendras, 8-12 minutos; avellanas, 10-15 (después frótalas con un paño para quitarles la piel). Los piñones, en la sartén en seco a fuego medio-bajo, 2-4 minutos removiendo; están listos cuando huelen a tostado y están dorados, y se queman en pocos segundos.',
      en: 'Nuts in the oven at 180 °C (350 °F), in a single layer: almonds, 8-12 minutes; hazelnuts, 10-15 (then rub them in a tea towel to remove the skins). Pine nuts, in a dry pan over medium-low heat, 2-4 minutes stirring; they are ready when they smell toasted and look golden, and they burn within seconds.',
    },
  ),

  // ── Frying ────────────────────────────────────────────────────────────────────────────────
  entry(
    'dn2-croquettes',
    'doneness',
    CULINARY,
    {
      ca: 'a quina temperatura es fregeixen les croquetes | croquetes quants minuts | croquetes congelades com fregir-les | croquetes a la fregidora d’aire | se m’obren les croquetes',
      es: 'a qué temperatura se fríen las croquetas | croquetas cuántos minutos | croquetas congeladas cómo freírlas | croquetas en freidora de aire | se me abren las croquetas',
      en: 'what oil temperature for croquettes | how long to fry croquettes | frying frozen croquettes | croquettes in the air fryer | my croquettes burst',
    },
    {
      ca: 'Croquetes: oli abundant a 180-190 °C, 1,5-2 minuts les acabades de fer (ben fredes de la nevera) i 3-4 minuts les congelades, sense descongelar i a 170-180 °C perquè s’escalfin per dins. Fregeix-ne poques alhora perquè l’oli no es refredi (és quan s’obren); a la fregidora d’aire, congelades i amb un esprai d’oli, 8-12 minuts a 200 °C.',
      es: 'Croquetas: aceite abundante a 180-190 °C, 1,5-2 minutos las recién hechas (bien frías de la nevera) y 3-4 minutos las congeladas, sin descongelar y a 170-180 °C para que se calienten por dentro. Fríe pocas a la vez para que el aceite no se enfríe (es cuando se abren); en la freidora de aire, congeladas y con un espray de aceite, 8-12 minutos a 200 °C.',
      en: 'Croquettes: plenty of oil at 180-190 °C (355-375 °F), 1½-2 minutes for freshly made ones (well chilled) and 3-4 minutes for frozen, straight from the freezer and at 170-180 °C so the middle heats through. Fry a few at a time so the oil does not cool (that is when they burst); in the air fryer, frozen and sprayed with oil, 8-12 minutes at 200 °C.',
    },
  ),
  entry(
    'dn2-churros',
    'doneness',
    CULINARY,
    {
      ca: 'a quina temperatura es fregeixen els xurros | xurros quants minuts | xurros crus per dins | porres temperatura de l’oli',
      es: 'a qué temperatura se fríen los churros | churros cuántos minutos | churros crudos por dentro | porras temperatura del aceite',
      en: 'what temperature to fry churros | how long to fry churros | churros raw inside | churro oil temperature',
    },
    {
      ca: 'Xurros: oli a 180-190 °C i 2-3 minuts, girant-los, fins que són daurats per tot arreu. Si l’oli és massa calent, es dauren per fora i queden crus per dins; si és massa fred, xuclen oli i queden tous.',
      es: 'Churros: aceite a 180-190 °C y 2-3 minutos, dándoles la vuelta, hasta que estén dorados por todas partes. Si el aceite está demasiado caliente, se doran por fuera y quedan crudos por dentro; si está demasiado frío, absorben aceite y quedan blandos.',
      en: 'Churros: oil at 180-190 °C (355-375 °F) and 2-3 minutes, turning, until golden all over. If the oil is too hot they brown outside and stay raw inside; too cool, and they soak up oil and turn soggy.',
    },
  ),
  entry(
    'dn2-battered-vegetables',
    'doneness',
    CULINARY,
    {
      ca: 'a quina temperatura es fregeix la tempura | verdures arrebossades quant temps | albergínia arrebossada minuts | tempura de verdures oli',
      es: 'a qué temperatura se fríe la tempura | verduras rebozadas cuánto tiempo | berenjena rebozada minutos | tempura de verduras aceite',
      en: 'what temperature to fry tempura | battered vegetables how long | fried battered aubergine minutes | vegetable tempura oil',
    },
    {
      ca: 'Verdures arrebossades o en tempura: oli a 170-180 °C, 1-3 minuts segons el gruix (làmines de 0,5-1 cm), fins que l’arrebossat és cruixent i daurat clar. Fes la pasta amb aigua molt freda, no la treballis massa i fregeix en tandes petites; escorre-les en una reixa, no en un plat.',
      es: 'Verduras rebozadas o en tempura: aceite a 170-180 °C, 1-3 minutos según el grosor (láminas de 0,5-1 cm), hasta que el rebozado esté crujiente y dorado claro. Haz la masa con agua muy fría, no la trabajes demasiado y fríe en tandas pequeñas; escúrrelas en una rejilla, no en un plato.',
      en: 'Battered vegetables or tempura: oil at 170-180 °C (340-355 °F), 1-3 minutes depending on thickness (slices 0.5-1 cm), until the batter is crisp and pale golden. Make the batter with ice-cold water, do not overmix it and fry in small batches; drain on a rack, not a plate.',
    },
  ),
  entry(
    'dn2-fried-chicken',
    'doneness',
    FSIS_TEMPERATURES,
    {
      ca: 'quant temps es fregeix el pollastre arrebossat | pollastre fregit amb os minuts | tires de pollastre fregides temps | pollastre fregit cremat per fora',
      es: 'cuánto tiempo se fríe el pollo rebozado | pollo frito con hueso minutos | tiras de pollo fritas tiempo | pollo frito quemado por fuera',
      en: 'how long to deep fry chicken | bone-in fried chicken minutes | fried chicken strips time | fried chicken burnt outside',
    },
    {
      ca: 'Pollastre fregit: els trossos amb os (cuixes, ales), 12-15 minuts amb l’oli a 160-170 °C; les tires o daus sense os, 5-7 minuts a 170-180 °C. Fet quan arriba a 74 °C a dins; si l’oli és massa calent, l’arrebossat es crema abans que la carn sigui cuita.',
      es: 'Pollo frito: los trozos con hueso (muslos, alitas), 12-15 minutos con el aceite a 160-170 °C; las tiras o dados sin hueso, 5-7 minutos a 170-180 °C. Hecho cuando llega a 74 °C dentro; si el aceite está demasiado caliente, el rebozado se quema antes de que la carne esté cocida.',
      en: 'Fried chicken: bone-in pieces (thighs, wings), 12-15 minutes in oil at 160-170 °C (320-340 °F); boneless strips or chunks, 5-7 minutes at 170-180 °C. Done at 74 °C (165 °F) inside; if the oil is too hot, the coating burns before the meat is cooked.',
    },
  ),
  entry(
    'dn2-bunyols',
    'doneness',
    CATALAN_CUISINE,
    {
      ca: 'a quina temperatura es fregeixen els bunyols | bunyols de vent quant temps | bunyols de l’Empordà minuts | els bunyols no s’inflen',
      es: 'a qué temperatura se fríen los buñuelos | buñuelos de viento cuánto tiempo | buñuelos del Empordà minutos | los buñuelos no se hinchan',
      en: 'what temperature to fry buñuelos | catalan fritters how long | choux fritters frying time | my fritters do not puff up',
    },
    {
      ca: 'Bunyols: oli a 170-180 °C, 2-4 minuts, fins que són daurats per tot arreu; els de vent s’inflen i sovint es giren sols. Si l’oli és massa calent es dauren abans d’inflar-se i queden crus per dins; fregeix-ne pocs alhora.',
      es: 'Buñuelos: aceite a 170-180 °C, 2-4 minutos, hasta que estén dorados por todas partes; los de viento se hinchan y a menudo se dan la vuelta solos. Si el aceite está demasiado caliente se doran antes de hincharse y quedan crudos por dentro; fríe pocos a la vez.',
      en: 'Buñuelos (fritters): oil at 170-180 °C (340-355 °F), 2-4 minutes, until golden all over; choux-type ones puff up and often turn over by themselves. If the oil is too hot they brown before puffing and stay raw inside; fry a few at a time.',
    },
  ),
  entry(
    'dn2-oil-temperature-no-thermometer',
    'doneness',
    CULINARY,
    {
      ca: 'com sé si l’oli és a punt per fregir sense termòmetre | temperatura de l’oli per fregir | truc del pa per a l’oli | l’oli fumeja',
      es: 'cómo sé si el aceite está listo para freír sin termómetro | temperatura del aceite para freír | truco del pan para el aceite | el aceite humea',
      en: 'how to tell oil is hot enough without a thermometer | oil temperature for deep frying | bread cube test for oil | oil is smoking',
    },
    {
      ca: 'Temperatures: 150-160 °C per a peces gruixudes o la primera fregida de les patates, 170-180 °C per a la majoria de fregits (arrebossats, peix, croquetes) i 180-190 °C per a fregides ràpides. Sense termòmetre, tira-hi un dau de pa: si fa bombolles de seguida i es daura en menys d’un minut, l’oli és a uns 180 °C; si fumeja, és massa calent.',
      es: 'Temperaturas: 150-160 °C para piezas gruesas o la primera fritura de las patatas, 170-180 °C para la mayoría de fritos (rebozados, pescado, croquetas) y 180-190 °C para frituras rápidas. Sin termómetro, echa un dado de pan: si burbujea enseguida y se dora en menos de un minuto, el aceite está a unos 180 °C; si humea, está demasiado caliente.',
      en: 'Temperatures: 150-160 °C (300-320 °F) for thick pieces or the first fry of chips, 170-180 °C (340-355 °F) for most frying (battered food, fish, croquettes) and 180-190 °C (355-375 °F) for quick crisping. Without a thermometer, drop in a cube of bread: if it bubbles at once and browns in under a minute, the oil is about 180 °C; if it smokes, it is too hot.',
    },
  ),

  // ── Methods ───────────────────────────────────────────────────────────────────────────────
  entry(
    'dn2-microwave-vegetables',
    'doneness',
    CULINARY,
    {
      ca: 'quant temps es fan les verdures al microones | bròquil al microones minuts | verdura al microones quant temps | verdures al vapor al microones',
      es: 'cuánto tiempo se hacen las verduras en el microondas | brócoli en el microondas minutos | judías verdes en el microondas | verduras al vapor en el microondas',
      en: 'how long to microwave vegetables | broccoli in the microwave minutes | green beans in the microwave | steaming vegetables in the microwave',
    },
    {
      ca: 'Verdures al microones (300-400 g, tallades iguals, en un recipient tapat amb 2-3 cullerades d’aigua, a 800-900 W): bròquil o coliflor, 3-5 minuts; mongeta tendra, 4-6; pastanaga a rodanxes, 5-7; pèsols congelats, 3-4. Remena a mitja cocció i deixa-les reposar 1-2 minuts tapades, que s’acaben de fer.',
      es: 'Verduras en el microondas (300-400 g, cortadas iguales, en un recipiente tapado con 2-3 cucharadas de agua, a 800-900 W): brócoli o coliflor, 3-5 minutos; judías verdes, 4-6; zanahoria en rodajas, 5-7; guisantes congelados, 3-4. Remueve a media cocción y déjalas reposar 1-2 minutos tapadas, que se terminan de hacer.',
      en: 'Vegetables in the microwave (300-400 g, cut evenly, in a covered dish with 2-3 tablespoons of water, at 800-900 W): broccoli or cauliflower, 3-5 minutes; green beans, 4-6; sliced carrots, 5-7; frozen peas, 3-4. Stir halfway and let them stand covered 1-2 minutes, as they keep cooking.',
    },
  ),
  entry(
    'dn2-air-fryer-conversion',
    'doneness',
    AIR_FRYER,
    {
      ca: 'com adapto una recepta de forn a la fregidora d’aire | temps a la fregidora d’aire respecte al forn | quina temperatura a la fregidora d’aire | airfryer quant menys temps',
      es: 'cómo adapto una receta de horno a la freidora de aire | tiempo en freidora de aire respecto al horno | qué temperatura en la freidora de aire | airfryer cuánto menos tiempo',
      en: 'how to convert oven time to air fryer | air fryer temperature compared to oven | how long in the air fryer instead of the oven | air fryer conversion',
    },
    {
      ca: 'Per passar una recepta de forn a la fregidora d’aire: baixa la temperatura uns 10-20 °C i compta-hi un 20 % menys de temps, i comprova-ho abans d’hora. No omplis la cistella (l’aire ha de circular) i sacseja-la o gira el menjar a mitja cocció.',
      es: 'Para pasar una receta de horno a la freidora de aire: baja la temperatura unos 10-20 °C y cuenta un 20 % menos de tiempo, y compruébalo antes de tiempo. No llenes la cesta (el aire tiene que circular) y sacúdela o da la vuelta a la comida a media cocción.',
      en: 'To convert an oven recipe to the air fryer: lower the temperature by about 10-20 °C (25 °F) and cut the time by about 20 %, checking early. Do not overfill the basket (the air must circulate) and shake it or turn the food halfway.',
    },
  ),
  entry(
    'dn2-air-fryer-salmon-fish',
    'doneness',
    AIR_FRYER,
    {
      ca: 'salmó a la fregidora d’aire quant temps | peix a la fregidora d’aire minuts | lluç a la fregidora sense oli | filets de peix airfryer',
      es: 'salmón en freidora de aire cuánto tiempo | pescado en freidora de aire minutos | merluza en freidora sin aceite | filetes de pescado airfryer',
      en: 'air fryer salmon how long | fish in the air fryer minutes | air fryer white fish fillets | cod in the air fryer time',
    },
    {
      ca: 'Filet de salmó de 2,5 cm a la fregidora d’aire: 8-10 minuts a 180-200 °C, amb la pell a baix i sense girar-lo; els filets de peix blanc (lluç, bacallà) d’1,5-2 cm, 6-8 minuts a 180 °C. És fet quan la carn és opaca i es desfà en làmines.',
      es: 'Filete de salmón de 2,5 cm en la freidora de aire: 8-10 minutos a 180-200 °C, con la piel abajo y sin darle la vuelta; los filetes de pescado blanco (merluza, bacalao) de 1,5-2 cm, 6-8 minutos a 180 °C. Está hecho cuando la carne es opaca y se separa en láminas.',
      en: 'A 2.5 cm (1 in) salmon fillet in the air fryer: 8-10 minutes at 180-200 °C (355-400 °F), skin side down and not turned; white fish fillets (hake, cod) 1.5-2 cm thick, 6-8 minutes at 180 °C. It is done when the flesh is opaque and flakes.',
    },
  ),
  entry(
    'dn2-sous-vide-steak',
    'doneness',
    SOUS_VIDE,
    {
      ca: 'a quina temperatura es fa un bistec a baixa temperatura | sous vide vedella temps i graus | entrecot al buit quantes hores | roner temperatura carn al punt',
      es: 'a qué temperatura se hace un filete a baja temperatura | sous vide ternera tiempo y grados | entrecot al vacío cuántas horas | roner temperatura carne al punto',
      en: 'sous vide steak temperature and time | how long to sous vide a steak | medium rare sous vide temperature | sous vide beef hours',
    },
    {
      ca: 'Bistec de vedella de 2,5 cm al buit: 54-56 °C per deixar-lo al punt menys (52 °C poc fet, 60 °C al punt), durant 1-2 hores (fins a 4 hores). Després, asseca’l i marca’l 30-60 segons per banda en una paella fumejant.',
      es: 'Filete de ternera de 2,5 cm al vacío: 54-56 °C para dejarlo al punto menos (52 °C poco hecho, 60 °C al punto), durante 1-2 horas (hasta 4 horas). Después, sécalo y márcalo 30-60 segundos por lado en una sartén humeante.',
      en: 'A 2.5 cm (1 in) beef steak sous-vide: 54-56 °C (129-133 °F) for medium-rare (52 °C for rare, 60 °C for medium), for 1-2 hours (up to 4). Then pat it dry and sear 30-60 seconds a side in a smoking-hot pan.',
    },
  ),
  entry(
    'dn2-sous-vide-chicken-pork',
    'doneness',
    SOUS_VIDE,
    {
      ca: 'pit de pollastre a baixa temperatura graus i temps | pollastre sous vide quant temps | porc a baixa temperatura temperatura | filet de porc al buit hores',
      es: 'pechuga de pollo a baja temperatura grados y tiempo | pollo sous vide cuánto tiempo | cerdo a baja temperatura temperatura | solomillo de cerdo al vacío horas',
      en: 'sous vide chicken breast temperature and time | how long to sous vide chicken | sous vide pork chop temperature | sous vide pork tenderloin hours',
    },
    {
      ca: 'Pit de pollastre al buit: 63-65 °C durant 1 h 30 min - 3 hores (prou per pasteuritzar-lo a aquesta temperatura, tot i que sigui per sota de 74 °C). Porc (costella, filet): 58-62 °C durant 1-3 hores; després, marca-ho a la paella ben calenta.',
      es: 'Pechuga de pollo al vacío: 63-65 °C durante 1 h 30 min - 3 horas (suficiente para pasteurizarla a esa temperatura, aunque esté por debajo de 74 °C). Cerdo (chuleta, solomillo): 58-62 °C durante 1-3 horas; después, márcalo en la sartén bien caliente.',
      en: 'Chicken breast sous-vide: 63-65 °C (145-149 °F) for 1½-3 hours (long enough to pasteurise it at that temperature, even though it is below 74 °C). Pork chops or tenderloin: 58-62 °C (136-144 °F) for 1-3 hours; then sear in a very hot pan.',
    },
  ),
  entry(
    'dn2-sous-vide-fish-egg',
    'doneness',
    SOUS_VIDE,
    {
      ca: 'ou a baixa temperatura 63 graus quant temps | salmó sous vide temperatura | ou a 63 graus | peix al buit quant temps',
      es: 'huevo a baja temperatura 63 grados cuánto tiempo | salmón sous vide temperatura | huevo a 63 grados | pescado al vacío cuánto tiempo',
      en: 'sous vide egg 63 degrees how long | sous vide salmon temperature | onsen egg time | how long to sous vide fish',
    },
    {
      ca: 'Ou a baixa temperatura: 63-64 °C durant 45-60 minuts, amb la closca; surt amb la clara tova i el rovell cremós. Salmó de 2,5 cm al buit: 50-52 °C durant 40-60 minuts (sucós i encara translúcid); no cal marcar-lo, o només la pell.',
      es: 'Huevo a baja temperatura: 63-64 °C durante 45-60 minutos, con la cáscara; sale con la clara blanda y la yema cremosa. Salmón de 2,5 cm al vacío: 50-52 °C durante 40-60 minutos (jugoso y aún translúcido); no hace falta marcarlo, o solo la piel.',
      en: 'Slow-cooked egg: 63-64 °C (145-147 °F) for 45-60 minutes, in its shell; it comes out with a soft white and a creamy yolk. Salmon 2.5 cm (1 in) thick sous-vide: 50-52 °C (122-126 °F) for 40-60 minutes (moist and still translucent); no searing needed, or just the skin.',
    },
  ),
  entry(
    'dn2-grill-heat-hand-test',
    'doneness',
    CULINARY,
    {
      ca: 'com sé si la brasa és a punt | quan és bona la brasa de la barbacoa | prova de la mà a la barbacoa | brasa forta mitjana o suau',
      es: 'cómo sé si la brasa está lista | cuándo está buena la brasa de la barbacoa | prueba de la mano en la barbacoa | brasa fuerte media o suave',
      en: 'how do I know the barbecue coals are ready | when is the charcoal ready to cook | hand test for grill heat | high medium low heat on a grill',
    },
    {
      ca: 'La brasa és a punt quan el carbó ja no fa flama i és cobert d’una capa de cendra blanca (uns 20-30 minuts després d’encendre’l). Prova de la mà a uns 10 cm de la graella: si l’has de treure en 2-3 segons és foc fort (per a bistecs), en 5-6 segons és mitjà (pollastre, botifarra) i en 8-10 segons és suau.',
      es: 'La brasa está lista cuando el carbón ya no hace llama y está cubierto de una capa de ceniza blanca (unos 20-30 minutos después de encenderlo). Prueba de la mano a unos 10 cm de la parrilla: si la tienes que apartar en 2-3 segundos es fuego fuerte (para filetes), en 5-6 segundos es medio (pollo, butifarra) y en 8-10 segundos es suave.',
      en: 'The coals are ready when they no longer flame and are covered in white ash (about 20-30 minutes after lighting). Hand test about 10 cm (4 in) above the grate: if you must pull away within 2-3 seconds it is high heat (for steaks), 5-6 seconds is medium (chicken, sausages) and 8-10 seconds is low.',
    },
  ),
  entry(
    'dn2-barbecue-chicken',
    'doneness',
    FSIS_TEMPERATURES,
    {
      ca: 'quant temps es fa el pollastre a la brasa | contracuixes a la barbacoa minuts | pollastre a la barbacoa cremat per fora i cru per dins | pollastre obert a la brasa',
      es: 'cuánto tiempo se hace el pollo a la brasa | contramuslos a la barbacoa minutos | pollo a la barbacoa quemado por fuera y crudo por dentro | pollo abierto a la brasa',
      en: 'how long to grill chicken on the barbecue | bbq chicken thighs time | barbecued chicken burnt outside raw inside | spatchcock chicken on the grill',
    },
    {
      ca: 'Pollastre a la brasa: trossos amb os (cuixes, ales), 30-40 minuts a brasa mitjana o indirecta, girant-los sovint; un pollastre obert en papallona, 45-60 minuts a foc indirecte amb la tapa tancada. És fet a 74 °C a la part gruixuda; si es torra massa de pressa, aparta’l de la brasa directa.',
      es: 'Pollo a la brasa: trozos con hueso (muslos, alitas), 30-40 minutos a brasa media o indirecta, girándolos a menudo; un pollo abierto en mariposa, 45-60 minutos a fuego indirecto con la tapa cerrada. Está hecho a 74 °C en la parte gruesa; si se tuesta demasiado deprisa, apártalo de la brasa directa.',
      en: 'Barbecued chicken: bone-in pieces (thighs, wings), 30-40 minutes over medium or indirect heat, turning often; a spatchcocked chicken, 45-60 minutes over indirect heat with the lid closed. It is done at 74 °C (165 °F) in the thickest part; if it chars too fast, move it off the direct heat.',
    },
  ),
  entry(
    'dn2-grilled-vegetables',
    'doneness',
    CULINARY,
    {
      ca: 'quant temps es fan les verdures a la brasa | verdures a la planxa minuts | graellada de verdures temps | carbassó i albergínia a la barbacoa',
      es: 'cuánto tiempo se hacen las verduras a la brasa | verduras a la plancha minutos | parrillada de verduras tiempo | calabacín y berenjena a la barbacoa',
      en: 'how long to grill vegetables | griddled vegetables minutes | barbecue vegetables time | grilled courgette and aubergine',
    },
    {
      ca: 'Graellada de verdures a brasa mitjana o a la planxa, untades d’oli: carbassó i albergínia a rodanxes d’1 cm, 3-4 minuts per banda; pebrot a tires, 5-8 minuts; ceba a rodanxes gruixudes, 8-10 minuts; xampinyons sencers, 5-7. Són fetes quan tenen les marques torrades i són tendres però encara no es desfan.',
      es: 'Parrillada de verduras a brasa media o a la plancha, untadas de aceite: calabacín y berenjena en rodajas de 1 cm, 3-4 minutos por lado; pimiento en tiras, 5-8 minutos; cebolla en rodajas gruesas, 8-10 minutos; champiñones enteros, 5-7. Están hechas cuando tienen las marcas tostadas y están tiernas pero aún no se deshacen.',
      en: 'Grilled vegetables over medium coals or on a griddle, brushed with oil: courgette and aubergine in 1 cm slices, 3-4 minutes a side; pepper strips, 5-8 minutes; thick onion slices, 8-10 minutes; whole mushrooms, 5-7. They are done when nicely charred and tender but not falling apart.',
    },
  ),
  entry(
    'dn2-steaming-vegetables',
    'doneness',
    CULINARY,
    {
      ca: 'quant temps es fan les verdures al vapor | patates al vapor minuts | carbassó al vapor temps | taula de temps de cocció al vapor',
      es: 'cuánto tiempo se hacen las verduras al vapor | patatas al vapor minutos | calabacín al vapor tiempo | tabla de tiempos de cocción al vapor',
      en: 'how long to steam vegetables | steamed potatoes minutes | steaming times chart | how long to steam carrots and courgettes',
    },
    {
      ca: 'Al vapor, comptant des que l’aigua bull i amb la tapa posada: patates a daus de 2-3 cm, 12-15 minuts; pastanaga a rodanxes, 6-8; mongeta tendra, 5-7; carbassó, 4-5; espinacs, 2-3. Són fetes quan la punta d’un ganivet hi entra amb poca resistència.',
      es: 'Al vapor, contando desde que el agua hierve y con la tapa puesta: patatas en dados de 2-3 cm, 12-15 minutos; zanahoria en rodajas, 6-8; judías verdes, 5-7; calabacín, 4-5; espinacas, 2-3. Están hechas cuando la punta de un cuchillo entra con poca resistencia.',
      en: 'Steaming, timed from when the water boils, lid on: potatoes in 2-3 cm cubes, 12-15 minutes; sliced carrots, 6-8; green beans, 5-7; courgette, 4-5; spinach, 2-3. They are done when the tip of a knife goes in with little resistance.',
    },
  ),
  entry(
    'dn2-blanching-for-freezing',
    'doneness',
    NCHFP_BLANCHING,
    {
      ca: 'quant temps escaldar abans de congelar | congelar mongeta tendra escaldada minuts | escaldar bròquil per congelar | cal escaldar els pèsols per congelar-los',
      es: 'cuánto tiempo escaldar antes de congelar | congelar judías verdes escaldadas minutos | escaldar brócoli para congelar | hay que escaldar los guisantes para congelarlos',
      en: 'how long to blanch before freezing | blanching green beans for the freezer | blanch broccoli before freezing | do I need to blanch peas to freeze them',
    },
    {
      ca: 'Escaldar per congelar (aigua bullint i després aigua amb gel el mateix temps): pèsols, 1,5 minuts; espinacs, 2; mongeta tendra, bròquil i coliflor a ramets, 3; espàrrecs, 2-4 segons el gruix; pastanaga a rodanxes, 2, i petites senceres, 5; panotxes de blat de moro, 7-11 segons la mida. Així les verdures mantenen el color, la textura i el gust al congelador.',
      es: 'Escaldar para congelar (agua hirviendo y después agua con hielo el mismo tiempo): guisantes, 1,5 minutos; espinacas, 2; judías verdes, brócoli y coliflor en ramilletes, 3; espárragos, 2-4 según el grosor; zanahoria en rodajas, 2, y pequeñas enteras, 5; mazorcas de maíz, 7-11 según el tamaño. Así las verduras mantienen el color, la textura y el sabor en el congelador.',
      en: 'Blanching for the freezer (boiling water, then iced water for the same time): peas, 1½ minutes; spinach, 2; green beans, broccoli and cauliflower florets, 3; asparagus, 2-4 depending on thickness; sliced carrots, 2, small whole ones, 5; corn on the cob, 7-11 depending on size. This keeps their colour, texture and flavour in the freezer.',
    },
  ),
  entry(
    'dn2-frozen-vegetables',
    'doneness',
    CULINARY,
    {
      ca: 'quant temps es couen les verdures congelades | cal descongelar les verdures abans de coure-les | bròquil congelat bullit minuts | menestra congelada quant temps',
      es: 'cuánto tiempo se cuecen las verduras congeladas | hay que descongelar las verduras antes de cocerlas | brócoli congelado hervido minutos | menestra congelada cuánto tiempo',
      en: 'how long to cook frozen vegetables | should I thaw frozen vegetables first | frozen broccoli boiling time | frozen mixed vegetables how long',
    },
    {
      ca: 'Verdures congelades: cou-les directament, sense descongelar, perquè ja venen escaldades; bullides o saltejades, 3-5 minuts (pèsols, 2-3; menestra, 5-8). Si les descongeles abans, queden aigualides.',
      es: 'Verduras congeladas: cuécelas directamente, sin descongelar, porque ya vienen escaldadas; hervidas o salteadas, 3-5 minutos (guisantes, 2-3; menestra, 5-8). Si las descongelas antes, quedan aguadas.',
      en: 'Frozen vegetables: cook them straight from frozen, as they are already blanched; boiled or stir-fried, 3-5 minutes (peas, 2-3; mixed vegetables, 5-8). Thawed first, they turn watery.',
    },
  ),

  // ── Signs of doneness ─────────────────────────────────────────────────────────────────────
  entry(
    'dn2-skewer-test-cake',
    'doneness',
    BAKING,
    {
      ca: 'prova de l’escuradents al pastís | el palet surt humit del pastís | com sé si el pastís és fet sense obrir-lo | el pastís és cru al mig',
      es: 'prueba del palillo en el bizcocho | el palillo sale húmedo del bizcocho | cómo sé si el bizcocho está hecho sin abrirlo | el bizcocho está crudo en el centro',
      en: 'toothpick test for cake | skewer comes out wet from cake | how to check a cake is done without cutting | cake raw in the middle',
    },
    {
      ca: 'Prova de la broqueta: clava un escuradents o una broqueta al centre del pastís; si surt net o amb alguna molla seca, és fet; si surt amb massa humida, deixa’l 5 minuts més i torna-ho a provar. Si es daura per fora i encara és cru al mig, tapa’l amb paper d’alumini i baixa el forn 10-20 °C.',
      es: 'Prueba de la brocheta: clava un palillo o una brocheta en el centro del bizcocho; si sale limpio o con alguna miga seca, está hecho; si sale con masa húmeda, déjalo 5 minutos más y vuelve a probar. Si se dora por fuera y aún está crudo en el centro, tápalo con papel de aluminio y baja el horno 10-20 °C.',
      en: 'Skewer test: push a toothpick or skewer into the centre of the cake; if it comes out clean or with a few dry crumbs, it is done; if it comes out with wet batter, give it 5 more minutes and test again. If it browns outside while still raw in the middle, cover it with foil and lower the oven by 10-20 °C.',
    },
  ),
  entry(
    'dn2-knife-test-vegetables',
    'doneness',
    CULINARY,
    {
      ca: 'com sé si les verdures són cuites | prova del ganivet verdures | verdures al dente com ho sé | la verdura encara és crua',
      es: 'cómo sé si las verduras están hechas | prueba del cuchillo verduras | verduras al dente cómo lo sé | la verdura aún está cruda',
      en: 'how do I know vegetables are cooked | knife test for vegetables | how to tell vegetables are al dente | vegetables still raw',
    },
    {
      ca: 'Punxa la peça més grossa amb la punta d’un ganivet fi: si entra amb una lleugera resistència al centre, és al dente (bròquil, mongeta, pastanaga); si entra i surt sense cap resistència, és tendra del tot (patates, remolatxa, carabassa per a puré). El color també avisa: les verdures verdes passades es tornen verd oliva.',
      es: 'Pincha la pieza más grande con la punta de un cuchillo fino: si entra con una ligera resistencia en el centro, está al dente (brócoli, judías, zanahoria); si entra y sale sin ninguna resistencia, está tierna del todo (patatas, remolacha, calabaza para puré). El color también avisa: las verduras verdes pasadas se vuelven verde oliva.',
      en: 'Pierce the largest piece with the tip of a thin knife: slight resistance at the centre means crisp-tender (broccoli, green beans, carrots); going in and out with no resistance means fully tender (potatoes, beetroot, squash for purée). Colour also tells you: overcooked green vegetables turn olive green.',
    },
  ),
  entry(
    'dn2-meat-colour-juices',
    'doneness',
    FSIS_COLOUR,
    {
      ca: 'si el suc surt transparent la carn és feta | el pollastre és rosat per dins però és fet | la carn picada marró ja és cuita | el color de la carn indica si és feta',
      es: 'si el jugo sale transparente la carne está hecha | el pollo está rosado por dentro pero está hecho | la carne picada marrón ya está cocida | el color de la carne indica si está hecha',
      en: 'clear juices mean meat is done | chicken pink inside but cooked | brown ground beef is it cooked | can you tell doneness by colour',
    },
    {
      ca: 'El color no és una prova fiable: la carn picada pot tornar-se marró abans d’arribar a 71 °C, i el pollastre o el porc poden seguir rosats a prop de l’os encara que hagin arribat a la temperatura segura (74 °C i 63 °C). El suc transparent és una bona pista, però només el termòmetre ho confirma.',
      es: 'El color no es una prueba fiable: la carne picada puede volverse marrón antes de llegar a 71 °C, y el pollo o el cerdo pueden seguir rosados cerca del hueso aunque hayan llegado a la temperatura segura (74 °C y 63 °C). El jugo transparente es una buena pista, pero solo el termómetro lo confirma.',
      en: 'Colour is not a reliable test: ground meat can turn brown before reaching 71 °C (160 °F), and chicken or pork can stay pink near the bone even after reaching the safe temperature (74 °C/165 °F and 63 °C/145 °F). Clear juices are a good clue, but only a thermometer confirms it.',
    },
  ),
];
