import { food, type LexiconEntry } from './define-food.ts';

/** Flours, grains, pasta, bread, dried legumes, sugars, chocolate and baking goods, as bought (dry). */
export const PANTRY: readonly LexiconEntry[] = [
  food(
    '20081',
    'farina|harina|flour|farina de blat|harina de trigo|wheat flour|all-purpose flour|farina de rebosteria|harina de repostería',
    {
      density: 0.53,
    },
  ),
  food('20083', 'farina de força|harina de fuerza|bread flour', { density: 0.57 }),
  food('20080', 'farina integral|harina integral|whole wheat flour|wholemeal flour', { density: 0.5 }),
  food('20084', 'farina fluixa|harina floja|cake flour', { density: 0.57 }),
  food('20082', 'farina amb llevat|harina con levadura|self-raising flour|self-rising flour', {
    density: 0.53,
  }),
  food('20027', 'maicena|fècula de blat de moro|maizena|cornstarch|corn starch|midó de blat de moro', {
    density: 0.53,
  }),
  food('20022', 'farina de blat de moro|harina de maíz|cornmeal|polenta|sèmola de blat de moro', {
    density: 0.65,
  }),
  food('16157', 'farina de cigró|harina de garbanzo|chickpea flour|gram flour', { density: 0.38 }),
  food('20061', 'farina d’arròs|harina de arroz|rice flour', { density: 0.66 }),
  food('20064', 'farina de sègol|harina de centeno|rye flour', { density: 0.43 }),
  food('20011', 'farina de fajol|harina de trigo sarraceno|buckwheat flour|fajol|trigo sarraceno|buckwheat', {
    density: 0.5,
  }),
  food('11413', 'fècula de patata|potato starch|potato flour', { density: 0.67 }),
  food(
    '20044',
    'arròs|arroz|rice|arròs llarg|arroz largo|long grain rice|arròs basmati|arroz basmati|basmati',
    {
      density: 0.85,
    },
  ),
  food(
    '20050',
    'arròs rodó|arroz redondo|arròs bomba|arroz bomba|arroz para paella|arròs per paella|arborio|arroz arborio|risotto rice|arròs sènia|arroz de valencia',
    {
      density: 0.85,
    },
  ),
  food('20040', 'arròs integral|arroz integral|brown rice', { density: 0.8 }),
  food('20054', 'arròs glutinós|arroz glutinoso|sticky rice|arroz para sushi|sushi rice', { density: 0.78 }),
  food(
    '20120',
    'pasta|pasta seca|dry pasta|espagueti|espaguetti|spaghetti|macarró|macarrón|macaroni|penne|fideu|fideo|fideus gruixuts|noodle|tallarina|tallarín|tagliatelle|fettuccine|lasanya|lasaña|lasagna|placa de lasanya|canelo|canelón|cannelloni|fusilli|tirabuixó|hélice|galets|rigatoni|farfalle|llacet|lazo|maravilla|estrelletes',
    {
      density: 0.38,
    },
  ),
  food('20093', 'pasta fresca|ravioli|raviolis|tortellini|gnocchi|ñoqui', { density: 0.45 }),
  food('20109', 'fideus d’ou|fideos de huevo|egg noodle', { density: 0.38 }),
  food('20133', 'fideus d’arròs|fideos de arroz|rice noodle', { density: 0.38 }),
  food('20028', 'cuscús|couscous|cus-cus|cous cous', { density: 0.72 }),
  food('20035', 'quinoa|quinua', { density: 0.71 }),
  food('20012', 'bulgur|burgol', { density: 0.58 }),
  food('20066', 'sèmola|semolina', { density: 0.7 }),
  food('20038', 'civada|avena|oat|flocs de civada|copos de avena|rolled oat|oatmeal', { density: 0.34 }),
  food('20005', 'ordi|cebada|barley|ordi perlat|cebada perlada', { density: 0.83 }),
  food('20031', 'mill|mijo|millet', { density: 0.83 }),
  food(
    '18029',
    'pa|pan|bread|barra de pa|barra de pan|baguette|pa de pagès|pan de payés|pa rodó|pa blanc|pan blanco|llesca|rebanada de pan|pa torrat|pan tostado',
    {
      piece: 40,
    },
  ),
  food('18069', 'pa de motlle|pan de molde|sliced bread|white bread|llesca de pa de motlle|pan de sándwich', {
    piece: 29,
  }),
  food('18075', 'pa integral|pan integral|wholemeal bread|whole wheat bread', { piece: 32 }),
  food('18060', 'pa de sègol|pan de centeno|rye bread', { piece: 32 }),
  food('18079', 'pa ratllat|pan rallado|breadcrumb|bread crumb|panko', { density: 0.45 }),
  food('18364', 'tortilla de blat|tortilla de trigo|tortilla mexicana|wrap|flour tortilla|fajita', {
    piece: 45,
  }),
  food('18363', 'tortilla de blat de moro|tortilla de maíz|corn tortilla|taco', { piece: 26 }),
  food('18337', 'pasta de full|hojaldre|masa de hojaldre|puff pastry|làmina de pasta de full', {
    piece: 230,
  }),
  food('18334', 'pasta brisa|masa quebrada|shortcrust pastry|pastry|pie crust|base de tarta|pasta trencada', {
    piece: 230,
  }),
  food('18338', 'pasta filo|masa filo|phyllo|filo pastry|full de pasta filo', { piece: 19 }),
  food(
    '18155',
    'galeta|galleta|biscuit|cookie|galeta maria|galleta maría|melindro|soletilla|savoiardi|ladyfinger',
    {
      piece: 7,
    },
  ),
  food('18080', 'bastonet de pa|palito de pan|picos|breadstick|grissini', { piece: 5 }),
  food('16056', 'cigró|garbanzo|chickpea|cigró sec|garbanzo seco|dried chickpea', { density: 0.83 }),
  food(
    '16359',
    'cigró cuit|garbanzo cocido|cooked chickpea|canned chickpea|cigró en conserva|garbanzos de bote',
    {
      density: 0.6,
    },
  ),
  food(
    '16069',
    'llentia|lenteja|lentil|llentia pardina|lenteja pardina|llentia vermella|lenteja roja|red lentil',
    {
      density: 0.8,
    },
  ),
  food('16070', 'llentia cuita|lenteja cocida|cooked lentil|canned lentil|lentejas de bote', {
    density: 0.82,
  }),
  food(
    '16049',
    'mongeta blanca|alubia blanca|judía blanca|white bean|fesol|mongeta del ganxet|haricot bean|cannellini',
    {
      density: 0.83,
    },
  ),
  food(
    '16051',
    'mongeta cuita|alubia cocida|judía cocida|cooked bean|canned bean|mongeta blanca cuita|mongetes de bot|alubias de bote',
    {
      density: 0.73,
    },
  ),
  food('16027', 'mongeta vermella|alubia roja|judía roja|kidney bean|red bean|fesol vermell', {
    density: 0.77,
  }),
  food('16014', 'mongeta negra|alubia negra|frijol negro|black bean|fesol negre', { density: 0.8 }),
  food('16052', 'fava seca|haba seca|dried broad bean', { density: 0.63 }),
  food('16085', 'pèsol sec|guisante seco|split pea|pèsol partit', { density: 0.82 }),
  food('16108', 'soja|soja seca|soybean|soya', { density: 0.78 }),
  food('16427', 'tofu|tofu ferm|tofu firme|firm tofu', { density: 1.0 }),
  food('16158', 'hummus|humus', { density: 1.03 }),
  food('16112', 'miso|pasta de miso', { density: 1.15 }),
  food(
    '19335',
    'sucre|azúcar|sugar|sucre blanc|azúcar blanco|white sugar|granulated sugar|caster sugar|sucre de canya',
    {
      density: 0.85,
    },
  ),
  food('19334', 'sucre moreno|azúcar moreno|brown sugar|sucre morè|panela', { density: 0.9 }),
  food('19336', 'sucre llustre|azúcar glas|azúcar glass|icing sugar|powdered sugar|confectioners sugar', {
    density: 0.5,
  }),
  food('19296', 'mel|miel|honey', { density: 1.42 }),
  food('19353', 'xarop d’auró|sirope de arce|maple syrup|xarop d’arce', { density: 1.32 }),
  food('19304', 'melassa|melaza|molasses', { density: 1.4 }),
  food('19297', 'melmelada|mermelada|jam|confitura|compota|codonyat|dulce de membrillo|membrillo', {
    density: 1.33,
  }),
  food('19165', 'cacau|cacao|cocoa|cacau en pols|cacao en polvo|cocoa powder|cacau pur|cacao puro', {
    density: 0.36,
  }),
  food(
    '19904',
    'xocolata negra|chocolate negro|dark chocolate|xocolata 70%|xocolata de postres|chocolate fondant|xocolata fondant|chocolate para postres|cobertura de chocolate|bittersweet chocolate',
    {
      density: 0.55,
    },
  ),
  food('19120', 'xocolata amb llet|chocolate con leche|milk chocolate', { density: 0.55 }),
  food(
    '19903',
    'xocolata|chocolate|xocolata a la tassa|chocolate a la taza|semisweet chocolate|gotes de xocolata|pepitas de chocolate|chocolate chip',
    {
      density: 0.55,
    },
  ),
  food('18369', 'llevat químic|levadura química|impulsor|baking powder|polvo de hornear|royal|gasificant', {
    density: 0.92,
  }),
  food(
    '18372',
    'bicarbonat|bicarbonato|baking soda|bicarbonat sòdic|bicarbonato sódico|bicarbonate of soda',
    {
      density: 0.92,
    },
  ),
  food(
    '18375',
    'llevat sec|levadura seca|dry yeast|llevat de forner sec|levadura de panadero seca|instant yeast|active dry yeast',
    {
      density: 0.6,
    },
  ),
  food('18374', 'llevat|levadura|yeast|llevat fresc|levadura fresca|llevat de forner|levadura de panadero', {
    density: 0.6,
  }),
  food('19177', 'gelatina|gelatin|gelatine|full de gelatina|hoja de gelatina|cola de peix|cola de pescado', {
    density: 0.7,
    piece: 2,
  }),
  food('19095', 'gelat|helado|ice cream|gelat de vainilla|helado de vainilla', { density: 0.55 }),
];
