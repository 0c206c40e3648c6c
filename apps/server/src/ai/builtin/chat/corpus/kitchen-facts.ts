/**
 * Curated answers of the builtin chat, in Catalan. `keys` are accent-free word starts in
 * Catalan, Spanish and English; a fact answers when its kind's question is asked and one
 * of its keys is named. Figures: common kitchen references (USDA, Fundació Alícia tables).
 */
export type FactKind = 'substitution' | 'conversion' | 'oven' | 'time';

export interface KitchenFact {
  kind: FactKind;
  keys: readonly string[];
  text: string;
}

const fact = (kind: FactKind, keys: string, text: string): KitchenFact => ({
  kind,
  keys: keys.split('|'),
  text,
});

export const KITCHEN_FACTS: readonly KitchenFact[] = [
  fact(
    'substitution',
    'ou|ous|huevo|egg',
    "Ou: en pastissos, 1 ou = 1 cullerada de llavors de lli mòlt + 3 cullerades d'aigua (10 minuts de repòs), o mig plàtan aixafat, o 60 g de iogurt. Per arrebossar, una barreja de farina i aigua.",
  ),
  fact(
    'substitution',
    'mantega|mantequilla|butter',
    'Mantega: 100 g de mantega = 80 ml d’oli d’oliva suau o de gira-sol. En pastissos també serveixen 100 g de iogurt grec o de puré de poma (queden més humits).',
  ),
  fact(
    'substitution',
    'llet|leche|milk',
    'Llet: la mateixa quantitat de beguda de civada, de soja o d’ametlla; per a beixamel, millor soja o civada sense sucre. 250 ml de llet = 125 ml d’aigua + 125 ml de nata líquida, si en tens.',
  ),
  fact(
    'substitution',
    'farina|harina|flour',
    'Farina de blat: per espessir, 1 cullerada de farina = 1/2 cullerada de midó de blat de moro. Sense gluten: barreja de farina d’arròs (70 %) i midó (30 %), amb 1 culleradeta de psyllium per cada 250 g si és per a pa.',
  ),
  fact(
    'substitution',
    'sucre|azucar|sugar',
    'Sucre: 100 g de sucre = 75 g de mel o de xarop d’auró (treu 20 ml de líquid de la recepta i baixa el forn 10 °C), o 2 plàtans madurs aixafats en galetes i magdalenes.',
  ),
  fact(
    'substitution',
    'nata|cream',
    'Nata per cuinar: 200 ml = 150 ml de llet + 50 g de mantega fosa, o iogurt grec allargat amb una mica de llet (afegeix-lo fora del foc perquè no es talli).',
  ),
  fact(
    'substitution',
    'llevat|levadura|yeast',
    'Llevat: 25 g de llevat fresc = 8 g de llevat sec de forner. Per a pastissos sense llevat químic, 1 culleradeta de bicarbonat + 2 cullerades de suc de llimona per cada 250 g de farina.',
  ),
  fact(
    'conversion',
    'cullerada|cucharada|tablespoon|tbsp',
    'Una cullerada = 15 ml (unes 3 culleradetes): 15 g d’aigua o llet, 8 g de farina, 12 g de sucre, 14 g de mantega, 13 g d’oli.',
  ),
  fact(
    'conversion',
    'culleradeta|cucharadita|teaspoon|tsp',
    'Una culleradeta = 5 ml: 5 g de sal o de sucre (4 g), 3 g de farina, 4 g de llevat químic.',
  ),
  fact(
    'conversion',
    'tassa|taza|cup',
    'Una tassa = 240 ml: 120-125 g de farina, 200 g de sucre, 120 g de sucre llustre, 225 g de mantega, 185-200 g d’arròs cru, 90 g de flocs de civada, 245 g de llet.',
  ),
  fact(
    'conversion',
    'got|vaso|glass',
    'Un got d’aigua = uns 200-250 ml; a les receptes antigues sol voler dir 200 ml (uns 110 g de farina o 180 g de sucre).',
  ),
  fact(
    'conversion',
    'pessic|pizca|pinch',
    'Un pessic és el que agafes amb dos dits: menys d’1/8 de culleradeta, uns 0,3-0,5 g de sal.',
  ),
  fact(
    'conversion',
    'onza|ounce|oz|lliura|libra|pound',
    'Mesures angleses: 1 unça (oz) = 28 g; 1 lliura (lb) = 454 g; 1 unça líquida (fl oz) = 30 ml.',
  ),
  fact(
    'oven',
    'pastis|bizcocho|pastel|cake|magdalen|muffin',
    'Pastissos i magdalenes: forn a 180 °C, dalt i baix, sense ventilador; 35-45 minuts un pastís, 18-20 minuts les magdalenes. Està fet quan un escuradents en surt sec.',
  ),
  fact(
    'oven',
    'pa|pan|bread',
    'Pa: forn ben calent a 230 °C amb un bol d’aigua per fer vapor els primers 15 minuts, després a 210 °C fins a 35-40 minuts en total.',
  ),
  fact(
    'oven',
    'pizza',
    'Pizza: el forn al màxim (250-275 °C), ben escalfat 20 minuts abans; 8-12 minuts a la part baixa.',
  ),
  fact(
    'oven',
    'galet|gallet|cookie|biscuit',
    'Galetes: 180 °C, 10-12 minuts; surten encara toves i s’endureixen en refredar-se.',
  ),
  fact(
    'oven',
    'pollastre|pollo|chicken|gall dindi|pavo|turkey',
    'Pollastre al forn: 190-200 °C, uns 20 minuts per cada 500 g (1 h 20 min un pollastre de 2 kg), fins que l’interior arribi a 74 °C.',
  ),
  fact(
    'oven',
    'peix|pescado|fish|salmo|lluc|merluza|orada|dorada|llobarro|lubina',
    'Peix al forn: 200 °C, uns 10 minuts per cada 2 cm de gruix; un orada o un llobarro sencers, 20-25 minuts.',
  ),
  fact(
    'oven',
    'verdur|verdura|vegetable|patat|potato|escalivad',
    'Verdures i patates al forn: 200-220 °C, 30-45 minuts, girant-les a mitja cocció; l’escalivada, 45-60 minuts a 200 °C.',
  ),
  fact(
    'oven',
    'lasany|lasaña|lasagna|canelon|canelons|gratinat|gratinado',
    'Lasanya i canelons: 180-190 °C, 25-30 minuts, i 5 minuts de gratinador al final.',
  ),
  fact(
    'oven',
    'porc|cerdo|pork|xai|cordero|lamb|vedella|ternera|beef|rostit|asado|roast',
    'Rostits de carn: 180 °C; porc, uns 30 minuts per cada 500 g (interior a 63-71 °C); xai, 25-30 minuts per cada 500 g; rosbif, 20 minuts per cada 500 g per a un punt rosat (55-57 °C).',
  ),
  fact(
    'time',
    'arros|arroz|rice',
    'Arròs blanc: 18-20 minuts a foc baix i tapat, amb el doble d’aigua que d’arròs, i 5 minuts de repòs. Una paella, 17-18 minuts des que s’afegeix el brou; arròs integral, 35-40 minuts.',
  ),
  fact(
    'time',
    'pasta|espaguet|macarron|spaghetti|fideu|fideo|noodle',
    'Pasta seca: 8-12 minuts en aigua bullint abundant (1 litre per cada 100 g, amb 10 g de sal); tasta-la un minut abans del temps del paquet. Pasta fresca: 2-4 minuts.',
  ),
  fact(
    'time',
    'ou|ous|huevo|egg',
    'Ous des que l’aigua arrenca el bull: passats per aigua 3-4 minuts, mollets 6 minuts, durs 10-12 minuts (i després aigua freda perquè es pelin bé). Ou escalfat (poché): 3 minuts.',
  ),
  fact(
    'time',
    'pollastre|pollo|chicken',
    'Pollastre: pit a la planxa 6-8 minuts per banda; cuixes al forn 40-45 minuts a 200 °C; bullit per a brou, 1 hora. Sempre fins a 74 °C a l’interior.',
  ),
  fact(
    'time',
    'llenti|lenteja|lentil',
    'Llenties: 25-30 minuts les pardines (sense remull), 35-45 minuts les rosses; en olla a pressió, 10-12 minuts.',
  ),
  fact(
    'time',
    'cigro|garbanzo|chickpea',
    'Cigrons secs: 12 hores de remull i 1 h 30 min - 2 h de bullit (20-25 minuts en olla a pressió). Els cuits de pot només cal escalfar-los.',
  ),
  fact(
    'time',
    'mongeta|judia|alubia|bean',
    'Mongetes seques: remull d’una nit i 1-1 h 30 min de cocció; mongeta tendra, 8-10 minuts bullida o 6 minuts al vapor.',
  ),
  fact(
    'time',
    'broquil|brocoli|broccoli|coliflor|cauliflower',
    'Bròquil i coliflor: 5-7 minuts al vapor o 4-5 minuts bullits en aigua amb sal, perquè quedin al dente.',
  ),
  fact(
    'time',
    'patat|potato',
    'Patates: senceres bullides 20-25 minuts (segons la mida); a daus, 10-12 minuts; fregides, dues vegades: 6-8 minuts a 160 °C i 2-3 minuts a 190 °C.',
  ),
  fact(
    'time',
    'salmo|salmon|peix|pescado|fish|lluc|merluza',
    'Peix a la planxa: 3-4 minuts per banda per a un filet de 2 cm (el salmó, 4 minuts de pell i 2 de carn); al vapor, 8-10 minuts.',
  ),
  fact(
    'time',
    'bistec|filete|steak|entrecot|vedella|ternera|beef',
    'Bistec de 2 cm a la planxa ben calenta: 2 minuts per banda poc fet, 3 al punt, 4-5 ben fet; deixa’l reposar 3 minuts abans de tallar.',
  ),
];
