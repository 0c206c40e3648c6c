import { CULINARY, entry, type KnowledgeEntry, MEASURES } from './knowledge-entry.ts';

/** Kitchen measures (USDA/NIST, King Arthur weight chart). */
export const CONVERSION_FACTS: readonly KnowledgeEntry[] = [
  entry(
    'convert-cup',
    'conversion',
    MEASURES,
    {
      ca: 'quants grams té una tassa de farina | una tassa de sucre quants grams | tassa en mil·lilitres | quantes cullerades té una tassa',
      es: 'cuántos gramos tiene una taza de harina | una taza de azúcar cuántos gramos | taza en mililitros | cuántas cucharadas tiene una taza',
      en: 'how many grams in a cup of flour | cup of sugar in grams | cup in millilitres | how many tablespoons in a cup',
    },
    {
      ca: 'Una tassa = 240 ml: 120-125 g de farina, 200 g de sucre, 120 g de sucre llustre, 225 g de mantega, 185-200 g d’arròs cru, 90 g de flocs de civada, 245 g de llet. Una tassa són 16 cullerades.',
      es: 'Una taza = 240 ml: 120-125 g de harina, 200 g de azúcar, 120 g de azúcar glas, 225 g de mantequilla, 185-200 g de arroz crudo, 90 g de copos de avena, 245 g de leche. Una taza son 16 cucharadas.',
      en: 'One cup = 240 ml: 120-125 g flour, 200 g sugar, 120 g icing sugar, 225 g butter, 185-200 g raw rice, 90 g rolled oats, 245 g milk. A cup is 16 tablespoons.',
    },
  ),
  entry(
    'convert-spoons',
    'conversion',
    MEASURES,
    {
      ca: 'quants grams té una cullerada | quants ml té una culleradeta | cullerada de sucre en grams | cullerada de farina grams',
      es: 'cuántos gramos tiene una cucharada | cuántos ml tiene una cucharadita | cucharada de azúcar en gramos | cucharada de harina gramos',
      en: 'how many grams in a tablespoon | how many ml in a teaspoon | tablespoon of sugar in grams | teaspoons in a tablespoon',
    },
    {
      ca: 'Una cullerada = 15 ml (3 culleradetes): 15 g d’aigua o llet, 8 g de farina, 12 g de sucre, 14 g de mantega, 13 g d’oli. Una culleradeta = 5 ml: 5 g de sal, 4 g de sucre, 3 g de farina, 4 g de llevat químic.',
      es: 'Una cucharada = 15 ml (3 cucharaditas): 15 g de agua o leche, 8 g de harina, 12 g de azúcar, 14 g de mantequilla, 13 g de aceite. Una cucharadita = 5 ml: 5 g de sal, 4 g de azúcar, 3 g de harina, 4 g de levadura química.',
      en: 'One tablespoon = 15 ml (3 teaspoons): 15 g water or milk, 8 g flour, 12 g sugar, 14 g butter, 13 g oil. One teaspoon = 5 ml: 5 g salt, 4 g sugar, 3 g flour, 4 g baking powder.',
    },
  ),
  entry(
    'convert-glass-pinch',
    'conversion',
    MEASURES,
    {
      ca: 'quants ml té un got | quant és un pessic de sal | got de farina en grams',
      es: 'cuántos ml tiene un vaso | cuánto es una pizca de sal | vaso de harina en gramos',
      en: 'how much is a glass in ml | how much is a pinch of salt | glass of flour in grams',
    },
    {
      ca: 'Un got d’aigua = uns 200-250 ml; a les receptes antigues sol voler dir 200 ml (uns 110 g de farina o 180 g de sucre). Un pessic és el que agafes amb dos dits: menys d’1/8 de culleradeta, uns 0,3-0,5 g de sal.',
      es: 'Un vaso de agua = unos 200-250 ml; en las recetas antiguas suele querer decir 200 ml (unos 110 g de harina o 180 g de azúcar). Una pizca es lo que coges con dos dedos: menos de 1/8 de cucharadita, unos 0,3-0,5 g de sal.',
      en: 'A glass = about 200-250 ml; in old Spanish and Catalan recipes it usually means 200 ml (about 110 g flour or 180 g sugar). A pinch is what you hold between two fingers: under 1/8 teaspoon, about 0.3-0.5 g salt.',
    },
  ),
  entry(
    'convert-imperial',
    'conversion',
    MEASURES,
    {
      ca: 'quants grams és una unça | una lliura en grams | passar graus fahrenheit a centígrads | 350 f a graus',
      es: 'cuántos gramos es una onza | una libra en gramos | pasar grados fahrenheit a centígrados | 350 f a grados',
      en: 'how many grams in an ounce | pound to grams | convert fahrenheit to celsius | 350 f in celsius',
    },
    {
      ca: 'Mesures angleses: 1 unça (oz) = 28 g; 1 lliura (lb) = 454 g; 1 unça líquida (fl oz) = 30 ml. Forn: °C = (°F − 32) × 5/9; 350 °F = 175-180 °C, 400 °F = 200 °C, 425 °F = 220 °C.',
      es: 'Medidas inglesas: 1 onza (oz) = 28 g; 1 libra (lb) = 454 g; 1 onza líquida (fl oz) = 30 ml. Horno: °C = (°F − 32) × 5/9; 350 °F = 175-180 °C, 400 °F = 200 °C, 425 °F = 220 °C.',
      en: 'Imperial measures: 1 ounce (oz) = 28 g; 1 pound (lb) = 454 g; 1 fluid ounce = 30 ml. Oven: °C = (°F − 32) × 5/9; 350 °F = 175-180 °C, 400 °F = 200 °C, 425 °F = 220 °C.',
    },
  ),
];

/** Wine and herbs with food (culinary references). */
export const PAIRING_FACTS: readonly KnowledgeEntry[] = [
  entry(
    'pairing-wine',
    'pairing',
    CULINARY,
    {
      ca: 'quin vi va bé amb el peix | vi per a la carn vermella | quin vi serveixo amb el formatge | maridatge de vins',
      es: 'qué vino va bien con el pescado | vino para la carne roja | qué vino sirvo con el queso | maridaje de vinos',
      en: 'what wine goes with fish | wine for red meat | wine with cheese | wine pairing',
    },
    {
      ca: 'Peix i marisc: blancs secs i frescos (xarel·lo, albariño, un cava brut); el peix blau també accepta un negre lleuger. Carn vermella i caça: negres amb cos (ull de llebre, garnatxa, cabernet). Formatges curats: negres o un dolç; frescos i de cabra, blancs.',
      es: 'Pescado y marisco: blancos secos y frescos (albariño, verdejo, un cava brut); el pescado azul también acepta un tinto ligero. Carne roja y caza: tintos con cuerpo (tempranillo, garnacha, cabernet). Quesos curados: tintos o un dulce; frescos y de cabra, blancos.',
      en: 'Fish and seafood: dry, crisp whites (albariño, sauvignon blanc, a brut cava); oily fish also takes a light red. Red meat and game: full-bodied reds (tempranillo, grenache, cabernet). Aged cheeses: reds or a sweet wine; fresh and goat cheeses, whites.',
    },
  ),
  entry(
    'pairing-herbs',
    'pairing',
    CULINARY,
    {
      ca: 'quines herbes van bé amb el xai | espècies per al peix | quina herba poso al pollastre | herbes aromàtiques combinacions',
      es: 'qué hierbas van bien con el cordero | especias para el pescado | qué hierba pongo al pollo | hierbas aromáticas combinaciones',
      en: 'which herbs go with lamb | spices for fish | what herb for chicken | herb pairings',
    },
    {
      ca: 'Xai: romaní, farigola, all. Peix: anet, julivert, llimona, fonoll. Pollastre: farigola, romaní, estragó, pebre vermell. Tomàquet: alfàbrega, orenga. Llegums: comí, llorer. Xocolata: canyella, taronja.',
      es: 'Cordero: romero, tomillo, ajo. Pescado: eneldo, perejil, limón, hinojo. Pollo: tomillo, romero, estragón, pimentón. Tomate: albahaca, orégano. Legumbres: comino, laurel. Chocolate: canela, naranja.',
      en: 'Lamb: rosemary, thyme, garlic. Fish: dill, parsley, lemon, fennel. Chicken: thyme, rosemary, tarragon, paprika. Tomato: basil, oregano. Beans and lentils: cumin, bay leaf. Chocolate: cinnamon, orange.',
    },
  ),
];
