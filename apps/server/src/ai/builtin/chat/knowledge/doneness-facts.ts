import { CULINARY, entry, FSIS_TEMPERATURES, type KnowledgeEntry } from './knowledge-entry.ts';

/** Cooking times and doneness by food and method, oven temperatures (culinary references, FSIS). */
export const DONENESS_FACTS: readonly KnowledgeEntry[] = [
  entry(
    'time-rice',
    'doneness',
    CULINARY,
    {
      ca: 'quant temps es cou l’arròs | quanta aigua per a l’arròs blanc | temps de la paella | arròs integral quant temps',
      es: 'cuánto tiempo se cuece el arroz | cuánta agua para el arroz blanco | tiempo de la paella | arroz integral cuánto tiempo',
      en: 'how long to cook rice | how much water for white rice | paella cooking time | brown rice cooking time',
    },
    {
      ca: 'Arròs blanc: 18-20 minuts a foc baix i tapat, amb el doble d’aigua que d’arròs, i 5 minuts de repòs. Una paella, 17-18 minuts des que s’afegeix el brou; arròs integral, 35-40 minuts.',
      es: 'Arroz blanco: 18-20 minutos a fuego bajo y tapado, con el doble de agua que de arroz, y 5 minutos de reposo. Una paella, 17-18 minutos desde que se añade el caldo; arroz integral, 35-40 minutos.',
      en: 'White rice: 18-20 minutes covered on low heat, with twice as much water as rice, then 5 minutes’ rest. Paella, 17-18 minutes from adding the stock; brown rice, 35-40 minutes.',
    },
  ),
  entry(
    'time-pasta',
    'doneness',
    CULINARY,
    {
      ca: 'quant temps es bull la pasta | temps dels espaguetis macarrons | pasta fresca quants minuts | quanta sal a l’aigua de la pasta',
      es: 'cuánto tiempo se hierve la pasta | tiempo de los espaguetis macarrones | pasta fresca cuántos minutos | cuánta sal en el agua de la pasta',
      en: 'how long to boil pasta | spaghetti cooking time | fresh pasta how many minutes | how much salt in pasta water',
    },
    {
      ca: 'Pasta seca: 8-12 minuts en aigua bullint abundant (1 litre per cada 100 g, amb 10 g de sal); tasta-la un minut abans del temps del paquet. Pasta fresca: 2-4 minuts.',
      es: 'Pasta seca: 8-12 minutos en agua hirviendo abundante (1 litro por cada 100 g, con 10 g de sal); pruébala un minuto antes del tiempo del paquete. Pasta fresca: 2-4 minutos.',
      en: 'Dried pasta: 8-12 minutes in plenty of boiling water (1 litre per 100 g, with 10 g salt); taste it a minute before the packet time. Fresh pasta: 2-4 minutes.',
    },
  ),
  entry(
    'time-eggs',
    'doneness',
    CULINARY,
    {
      ca: 'quant temps es couen els ous durs | ou passat per aigua minuts | ou mollet | ou escalfat poché',
      es: 'cuánto tiempo se cuecen los huevos duros | huevo pasado por agua minutos | huevo mollet | huevo escalfado poché',
      en: 'how long to boil eggs | soft boiled egg minutes | hard boiled egg time | poached egg time',
    },
    {
      ca: 'Ous des que l’aigua arrenca el bull: passats per aigua 3-4 minuts, mollets 6 minuts, durs 10-12 minuts (i després aigua freda perquè es pelin bé). Ou escalfat (poché): 3 minuts.',
      es: 'Huevos desde que el agua rompe a hervir: pasados por agua 3-4 minutos, mollets 6 minutos, duros 10-12 minutos (y después agua fría para que se pelen bien). Huevo escalfado (poché): 3 minutos.',
      en: 'Eggs from when the water boils: soft-boiled 3-4 minutes, jammy 6 minutes, hard-boiled 10-12 minutes (then cold water so they peel easily). Poached egg: 3 minutes.',
    },
  ),
  entry(
    'time-chicken',
    'doneness',
    FSIS_TEMPERATURES,
    {
      ca: 'quant temps es cou el pollastre al forn | a quina temperatura es fa un pollastre al forn | pit de pollastre a la planxa quants minuts | cuixes de pollastre temps',
      es: 'cuánto tiempo se hace el pollo al horno | a qué temperatura se hornea un pollo | pechuga a la plancha cuántos minutos | muslos de pollo tiempo',
      en: 'how long to roast a chicken | oven temperature for roast chicken | chicken breast pan minutes | chicken thighs cooking time',
    },
    {
      ca: 'Pollastre al forn: 190-200 °C, uns 20 minuts per cada 500 g (1 h 20 min un pollastre de 2 kg); cuixes, 40-45 minuts a 200 °C; pit a la planxa, 6-8 minuts per banda. Sempre fins a 74 °C a l’interior.',
      es: 'Pollo al horno: 190-200 °C, unos 20 minutos por cada 500 g (1 h 20 min un pollo de 2 kg); muslos, 40-45 minutos a 200 °C; pechuga a la plancha, 6-8 minutos por lado. Siempre hasta 74 °C en el interior.',
      en: 'Roast chicken: 190-200 °C (375-400 °F), about 20 minutes per 500 g (1 h 20 min for a 2 kg bird); thighs, 40-45 minutes at 200 °C; a pan-fried breast, 6-8 minutes a side. Always to 74 °C (165 °F) inside.',
    },
  ),
  entry(
    'time-steak',
    'doneness',
    FSIS_TEMPERATURES,
    {
      ca: 'quant temps per fer un bistec al punt | com sé si la carn està poc feta al punt o ben feta | entrecot a la planxa minuts',
      es: 'cuánto tiempo para un filete al punto | cómo sé si la carne está poco hecha al punto o bien hecha | entrecot a la plancha minutos',
      en: 'how long to cook a steak medium rare | steak doneness temperatures | how do I know if steak is medium',
    },
    {
      ca: 'Bistec de 2 cm a la planxa ben calenta: 2 minuts per banda poc fet (52 °C a dins), 3 al punt (57 °C), 4-5 ben fet (63-70 °C); deixa’l reposar 3 minuts abans de tallar. Al tacte: poc fet cedeix com el palmell relaxat, al punt és més ferm.',
      es: 'Filete de 2 cm en la plancha bien caliente: 2 minutos por lado poco hecho (52 °C dentro), 3 al punto (57 °C), 4-5 bien hecho (63-70 °C); déjalo reposar 3 minutos antes de cortar. Al tacto: poco hecho cede como la palma relajada, al punto es más firme.',
      en: 'A 2 cm (3/4 in) steak in a very hot pan: 2 minutes a side for rare (52 °C inside), 3 for medium-rare (57 °C), 4-5 for medium to well done (63-70 °C); rest it 3 minutes before slicing. USDA’s safe minimum for whole cuts is 63 °C.',
    },
  ),
  entry(
    'time-roasts',
    'doneness',
    FSIS_TEMPERATURES,
    {
      ca: 'quant temps es rosteix el porc al forn | xai al forn temps | rosbif temperatura | rostit de vedella',
      es: 'cuánto tiempo se asa el cerdo al horno | cordero al horno tiempo | rosbif temperatura | asado de ternera',
      en: 'how long to roast pork | roast lamb time | roast beef temperature | oven roast time per pound',
    },
    {
      ca: 'Rostits de carn: 180 °C; porc, uns 30 minuts per cada 500 g (interior a 63-71 °C); xai, 25-30 minuts per cada 500 g; rosbif, 20 minuts per cada 500 g per a un punt rosat (55-57 °C).',
      es: 'Asados de carne: 180 °C; cerdo, unos 30 minutos por cada 500 g (interior a 63-71 °C); cordero, 25-30 minutos por cada 500 g; rosbif, 20 minutos por cada 500 g para un punto rosado (55-57 °C).',
      en: 'Meat roasts at 180 °C (350 °F): pork, about 30 minutes per 500 g (63-71 °C inside); lamb, 25-30 minutes per 500 g; roast beef, 20 minutes per 500 g for pink (55-57 °C).',
    },
  ),
  entry(
    'time-fish',
    'doneness',
    CULINARY,
    {
      ca: 'quant temps es cou el peix al forn | salmó a la planxa minuts | peix al vapor temps | orada al forn',
      es: 'cuánto tiempo se hace el pescado al horno | salmón a la plancha minutos | pescado al vapor tiempo | dorada al horno',
      en: 'how long to bake fish | salmon in a pan minutes | steamed fish time | whole fish in the oven',
    },
    {
      ca: 'Peix al forn: 200 °C, uns 10 minuts per cada 2 cm de gruix; una orada o un llobarro sencers, 20-25 minuts. A la planxa, 3-4 minuts per banda per a un filet de 2 cm (el salmó, 4 de pell i 2 de carn); al vapor, 8-10 minuts.',
      es: 'Pescado al horno: 200 °C, unos 10 minutos por cada 2 cm de grosor; una dorada o una lubina enteras, 20-25 minutos. A la plancha, 3-4 minutos por lado para un filete de 2 cm (el salmón, 4 de piel y 2 de carne); al vapor, 8-10 minutos.',
      en: 'Baked fish: 200 °C (400 °F), about 10 minutes per 2 cm (3/4 in) of thickness; a whole sea bream or bass, 20-25 minutes. In a pan, 3-4 minutes a side for a 2 cm fillet (salmon, 4 skin side and 2 flesh side); steamed, 8-10 minutes.',
    },
  ),
  entry(
    'time-potatoes',
    'doneness',
    CULINARY,
    {
      ca: 'quant temps es bullen les patates | patates fregides com | patates al forn temps | aigua freda o calenta per bullir patates',
      es: 'cuánto tiempo se hierven las patatas | patatas fritas cómo | patatas al horno tiempo | agua fría o caliente para cocer patatas',
      en: 'how long to boil potatoes | how to make crispy fries | roast potatoes time | start potatoes in cold water',
    },
    {
      ca: 'Patates: posa-les en aigua freda amb sal; senceres, 20-25 minuts des del bull (segons la mida), a daus 10-12. Al forn, 200-220 °C, 35-45 minuts. Fregides, dues vegades: 6-8 minuts a 160 °C i 2-3 minuts a 190 °C.',
      es: 'Patatas: ponlas en agua fría con sal; enteras, 20-25 minutos desde que hierve (según el tamaño), en dados 10-12. Al horno, 200-220 °C, 35-45 minutos. Fritas, dos veces: 6-8 minutos a 160 °C y 2-3 minutos a 190 °C.',
      en: 'Potatoes: start them in cold salted water; whole, 20-25 minutes from the boil (depending on size), diced 10-12. Roasted, 200-220 °C (400-425 °F), 35-45 minutes. Fries, twice: 6-8 minutes at 160 °C, then 2-3 minutes at 190 °C.',
    },
  ),
  entry(
    'time-vegetables',
    'doneness',
    CULINARY,
    {
      ca: 'quant temps es bull el bròquil | mongeta tendra minuts | verdures al vapor temps | coliflor bullida | verdures al forn',
      es: 'cuánto tiempo se hierve el brócoli | judías verdes minutos | verduras al vapor tiempo | coliflor cocida | verduras al horno',
      en: 'how long to steam broccoli | green beans boiling time | steamed vegetables time | roasted vegetables temperature',
    },
    {
      ca: 'Verdures al dente: bròquil i coliflor, 4-5 minuts bullits o 5-7 al vapor; mongeta tendra, 8-10 bullida o 6 al vapor; espinacs, 1-2 minuts. Al forn, 200-220 °C, 25-45 minuts, girant-les a mitja cocció.',
      es: 'Verduras al dente: brócoli y coliflor, 4-5 minutos hervidos o 5-7 al vapor; judías verdes, 8-10 hervidas o 6 al vapor; espinacas, 1-2 minutos. Al horno, 200-220 °C, 25-45 minutos, dándoles la vuelta a media cocción.',
      en: 'Vegetables, crisp-tender: broccoli and cauliflower, 4-5 minutes boiled or 5-7 steamed; green beans, 8-10 boiled or 6 steamed; spinach, 1-2 minutes. Roasted, 200-220 °C (400-425 °F), 25-45 minutes, turned halfway.',
    },
  ),
  entry(
    'time-legumes',
    'doneness',
    CULINARY,
    {
      ca: 'quant temps es couen les llenties | cigrons secs remull i cocció | mongetes seques temps | olla a pressió llegums',
      es: 'cuánto tiempo se cuecen las lentejas | garbanzos secos remojo y cocción | alubias secas tiempo | olla exprés legumbres',
      en: 'how long to cook lentils | dried chickpeas soaking and cooking | dried beans cooking time | pressure cooker beans',
    },
    {
      ca: 'Llenties: 25-30 minuts les pardines (sense remull), 35-45 les rosses. Cigrons secs: 12 hores de remull i 1 h 30 min - 2 h de bullit. Mongetes seques: remull d’una nit i 1-1 h 30 min. En olla a pressió, un terç del temps.',
      es: 'Lentejas: 25-30 minutos las pardinas (sin remojo), 35-45 las rubias. Garbanzos secos: 12 horas de remojo y 1 h 30 min - 2 h de cocción. Alubias secas: remojo de una noche y 1-1 h 30 min. En olla exprés, un tercio del tiempo.',
      en: 'Lentils: 25-30 minutes for small brown ones (no soaking), 35-45 for large green ones. Dried chickpeas: soak 12 hours, then 1 h 30 min - 2 h. Dried beans: soak overnight, then 1-1 h 30 min. In a pressure cooker, about a third of the time.',
    },
  ),
  entry(
    'oven-baking',
    'doneness',
    CULINARY,
    {
      ca: 'a quina temperatura es fa un pastís | quant temps al forn les magdalenes | com sé si el pastís és fet | temperatura del forn per a galetes | pizza forn',
      es: 'a qué temperatura se hace un bizcocho | cuánto tiempo al horno las magdalenas | cómo sé si el bizcocho está hecho | temperatura del horno para galletas | pizza horno',
      en: 'oven temperature for a cake | how long to bake muffins | how do I know a cake is done | cookies oven temperature | pizza oven',
    },
    {
      ca: 'Pastissos: 180 °C, dalt i baix, 35-45 minuts; està fet quan un escuradents en surt sec. Magdalenes, 18-20 minuts; galetes, 10-12 minuts a 180 °C (surten toves i s’endureixen en refredar-se). Pizza: forn al màxim (250-275 °C), 8-12 minuts a la part baixa.',
      es: 'Bizcochos: 180 °C, arriba y abajo, 35-45 minutos; está hecho cuando un palillo sale seco. Magdalenas, 18-20 minutos; galletas, 10-12 minutos a 180 °C (salen blandas y se endurecen al enfriarse). Pizza: horno al máximo (250-275 °C), 8-12 minutos en la parte baja.',
      en: 'Cakes: 180 °C (350 °F), 35-45 minutes; done when a toothpick comes out clean. Muffins, 18-20 minutes; cookies, 10-12 minutes at 180 °C (they come out soft and firm up as they cool). Pizza: the oven at its hottest (250-275 °C), 8-12 minutes on the lowest rack.',
    },
  ),
  entry(
    'oven-bread-lasagna',
    'doneness',
    CULINARY,
    {
      ca: 'a quina temperatura es cou el pa | temps de forn del pa | lasanya canelons forn temps | gratinar',
      es: 'a qué temperatura se cuece el pan | tiempo de horno del pan | lasaña canelones horno tiempo | gratinar',
      en: 'bread baking temperature | how long to bake bread | lasagna oven time | how long to gratin',
    },
    {
      ca: 'Pa: forn ben calent a 230 °C amb vapor els primers 15 minuts, després a 210 °C fins a 35-40 minuts en total; sona buit si el piques per sota. Lasanya i canelons: 180-190 °C, 25-30 minuts, i 5 minuts de gratinador.',
      es: 'Pan: horno bien caliente a 230 °C con vapor los primeros 15 minutos, después a 210 °C hasta 35-40 minutos en total; suena hueco si lo golpeas por debajo. Lasaña y canelones: 180-190 °C, 25-30 minutos, y 5 minutos de gratinador.',
      en: 'Bread: a hot oven at 230 °C (450 °F) with steam for the first 15 minutes, then 210 °C, 35-40 minutes in all; it sounds hollow when tapped underneath. Lasagna: 180-190 °C, 25-30 minutes, plus 5 minutes under the grill.',
    },
  ),
];
