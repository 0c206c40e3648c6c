import { CULINARY, entry, type KnowledgeEntry } from './knowledge-entry.ts';

/** What to use instead of a missing ingredient (standard culinary references). */
export const SUBSTITUTION_FACTS: readonly KnowledgeEntry[] = [
  entry(
    'substitute-egg',
    'substitution',
    CULINARY,
    {
      ca: 'com substitueixo l’ou en un pastís | què poso en lloc d’ou | recepta sense ou per arrebossar | substitut de l’ou vegà',
      es: 'cómo sustituyo el huevo en un bizcocho | qué pongo en vez de huevo | rebozar sin huevo | sustituto del huevo vegano',
      en: 'egg substitute for baking | what can I use instead of eggs | eggless breading | vegan egg replacement',
    },
    {
      ca: "Ou: en pastissos, 1 ou = 1 cullerada de llavors de lli mòlt + 3 cullerades d'aigua (10 minuts de repòs), o mig plàtan aixafat, o 60 g de iogurt. Per arrebossar, una barreja de farina i aigua.",
      es: 'Huevo: en bizcochos, 1 huevo = 1 cucharada de linaza molida + 3 cucharadas de agua (10 minutos de reposo), o medio plátano chafado, o 60 g de yogur. Para rebozar, una mezcla de harina y agua.',
      en: 'Egg: in cakes, 1 egg = 1 tablespoon ground flaxseed + 3 tablespoons water (rest 10 minutes), or half a mashed banana, or 60 g yogurt. For breading, a flour-and-water batter.',
    },
  ),
  entry(
    'substitute-butter',
    'substitution',
    CULINARY,
    {
      ca: 'què poso en lloc de mantega | substituir la mantega per oli | pastís sense mantega',
      es: 'qué pongo en vez de mantequilla | sustituir mantequilla por aceite | bizcocho sin mantequilla',
      en: 'what can I use instead of butter | replace butter with oil | butter substitute in baking',
    },
    {
      ca: 'Mantega: 100 g de mantega = 80 ml d’oli d’oliva suau o de gira-sol. En pastissos també serveixen 100 g de iogurt grec o de puré de poma (queden més humits).',
      es: 'Mantequilla: 100 g de mantequilla = 80 ml de aceite de oliva suave o de girasol. En bizcochos también sirven 100 g de yogur griego o de puré de manzana (quedan más húmedos).',
      en: 'Butter: 100 g butter = 80 ml mild olive or sunflower oil. In cakes, 100 g Greek yogurt or apple purée also work (the crumb is moister).',
    },
  ),
  entry(
    'substitute-buttermilk',
    'substitution',
    CULINARY,
    {
      ca: 'què poso en lloc de buttermilk | substitut de la llet de mantega | llet agra casolana',
      es: 'qué pongo en vez de buttermilk | sustituto del suero de mantequilla | leche agria casera',
      en: 'buttermilk substitute | what to use instead of buttermilk | make buttermilk at home',
    },
    {
      ca: 'Buttermilk (llet de mantega): 250 ml de llet + 1 cullerada de suc de llimona o de vinagre; remena i deixa-ho 10 minuts, fins que s’espesseixi. També: iogurt natural allargat amb llet (3 parts de iogurt per 1 de llet).',
      es: 'Buttermilk (suero de mantequilla): 250 ml de leche + 1 cucharada de zumo de limón o de vinagre; remueve y déjalo 10 minutos, hasta que espese. También: yogur natural aclarado con leche (3 partes de yogur por 1 de leche).',
      en: 'Buttermilk: 1 cup (250 ml) milk + 1 tablespoon lemon juice or vinegar; stir and let it stand 10 minutes until it thickens. Or plain yogurt thinned with milk (3 parts yogurt to 1 part milk).',
    },
  ),
  entry(
    'substitute-milk',
    'substitution',
    CULINARY,
    {
      ca: 'què poso en lloc de llet | beixamel sense llet | substituir la llet per beguda vegetal',
      es: 'qué pongo en vez de leche | bechamel sin leche | sustituir leche por bebida vegetal',
      en: 'what can I use instead of milk | dairy free milk substitute | replace milk in a recipe',
    },
    {
      ca: 'Llet: la mateixa quantitat de beguda de civada, de soja o d’ametlla; per a beixamel, millor soja o civada sense sucre. 250 ml de llet = 125 ml d’aigua + 125 ml de nata líquida, si en tens.',
      es: 'Leche: la misma cantidad de bebida de avena, de soja o de almendra; para bechamel, mejor soja o avena sin azúcar. 250 ml de leche = 125 ml de agua + 125 ml de nata líquida, si tienes.',
      en: 'Milk: the same amount of oat, soy or almond drink; for béchamel, unsweetened soy or oat works best. 250 ml milk = 125 ml water + 125 ml cream, if you have it.',
    },
  ),
  entry(
    'substitute-cream',
    'substitution',
    CULINARY,
    {
      ca: 'què poso en lloc de nata per cuinar | substitut de la nata | salsa sense nata',
      es: 'qué pongo en vez de nata para cocinar | sustituto de la nata | salsa sin nata',
      en: 'heavy cream substitute | what to use instead of cream in a sauce | replace cooking cream',
    },
    {
      ca: 'Nata per cuinar: 200 ml = 150 ml de llet + 50 g de mantega fosa, o iogurt grec allargat amb una mica de llet (afegeix-lo fora del foc perquè no es talli).',
      es: 'Nata para cocinar: 200 ml = 150 ml de leche + 50 g de mantequilla derretida, o yogur griego aclarado con un poco de leche (añádelo fuera del fuego para que no se corte).',
      en: 'Cooking cream: 200 ml = 150 ml milk + 50 g melted butter, or Greek yogurt thinned with a little milk (stir it in off the heat so it does not split).',
    },
  ),
  entry(
    'substitute-yeast',
    'substitution',
    CULINARY,
    {
      ca: 'no tinc llevat què hi poso | llevat fresc a llevat sec | substitut del llevat químic | impulsor',
      es: 'no tengo levadura qué pongo | levadura fresca a seca | sustituto de la levadura química | polvo de hornear',
      en: 'yeast substitute | fresh yeast to dry yeast | no baking powder what to use | replace yeast',
    },
    {
      ca: 'Llevat: 25 g de llevat fresc = 8 g de llevat sec de forner. Sense llevat químic: 1 culleradeta de bicarbonat + 2 cullerades de suc de llimona (o 1/2 culleradeta de crémor tàrtar) per cada 250 g de farina. Per a pa sense llevat de forner, una massa mare o un pa de soda amb bicarbonat i iogurt.',
      es: 'Levadura: 25 g de levadura fresca = 8 g de levadura seca de panadero. Sin levadura química: 1 cucharadita de bicarbonato + 2 cucharadas de zumo de limón (o 1/2 cucharadita de crémor tártaro) por cada 250 g de harina. Para pan sin levadura de panadero, una masa madre o un pan de soda con bicarbonato y yogur.',
      en: 'Yeast: 25 g fresh yeast = 8 g active dry yeast. No baking powder: 1 teaspoon baking soda + 2 tablespoons lemon juice (or 1/2 teaspoon cream of tartar) per 250 g flour. For bread without baker’s yeast, a sourdough starter or a soda bread with baking soda and yogurt.',
    },
  ),
  entry(
    'substitute-flour',
    'substitution',
    CULINARY,
    {
      ca: 'què poso en lloc de farina per espessir | farina sense gluten | substituir la farina de blat | maizena en lloc de farina',
      es: 'qué pongo en vez de harina para espesar | harina sin gluten | sustituir la harina de trigo | maicena en vez de harina',
      en: 'flour substitute for thickening | gluten free flour | replace wheat flour | cornstarch instead of flour',
    },
    {
      ca: 'Farina de blat: per espessir, 1 cullerada de farina = 1/2 cullerada de midó de blat de moro. Sense gluten: barreja de farina d’arròs (70 %) i midó (30 %), amb 1 culleradeta de psyllium per cada 250 g si és per a pa.',
      es: 'Harina de trigo: para espesar, 1 cucharada de harina = 1/2 cucharada de maicena. Sin gluten: mezcla de harina de arroz (70 %) y almidón (30 %), con 1 cucharadita de psyllium por cada 250 g si es para pan.',
      en: 'Wheat flour: to thicken, 1 tablespoon flour = 1/2 tablespoon cornstarch. Gluten-free: a mix of rice flour (70 %) and starch (30 %), with 1 teaspoon psyllium per 250 g for bread.',
    },
  ),
  entry(
    'substitute-sugar',
    'substitution',
    CULINARY,
    {
      ca: 'què poso en lloc de sucre | substituir el sucre per mel | pastís sense sucre',
      es: 'qué pongo en vez de azúcar | sustituir azúcar por miel | bizcocho sin azúcar',
      en: 'sugar substitute | replace sugar with honey | what can I use instead of sugar',
    },
    {
      ca: 'Sucre: 100 g de sucre = 75 g de mel o de xarop d’auró (treu 20 ml de líquid de la recepta i baixa el forn 10 °C), o 2 plàtans madurs aixafats en galetes i magdalenes.',
      es: 'Azúcar: 100 g de azúcar = 75 g de miel o de sirope de arce (quita 20 ml de líquido de la receta y baja el horno 10 °C), o 2 plátanos maduros chafados en galletas y magdalenas.',
      en: 'Sugar: 100 g sugar = 75 g honey or maple syrup (take 20 ml liquid out of the recipe and lower the oven by 10 °C), or 2 mashed ripe bananas in cookies and muffins.',
    },
  ),
  entry(
    'substitute-wine',
    'substitution',
    CULINARY,
    {
      ca: 'què poso en lloc de vi blanc | cuinar sense vi | substitut del vi negre en un guisat',
      es: 'qué pongo en vez de vino blanco | cocinar sin vino | sustituto del vino tinto en un guiso',
      en: 'substitute for white wine in cooking | cook without wine | red wine substitute in a stew',
    },
    {
      ca: 'Vi: el mateix volum de brou amb 1 cullerada de vinagre o de suc de llimona per cada 250 ml (vi blanc), o de brou amb una mica de vinagre de vi negre o suc de raïm (vi negre).',
      es: 'Vino: el mismo volumen de caldo con 1 cucharada de vinagre o de zumo de limón por cada 250 ml (vino blanco), o de caldo con un poco de vinagre de vino tinto o zumo de uva (vino tinto).',
      en: 'Wine: the same volume of stock with 1 tablespoon vinegar or lemon juice per cup (white wine), or stock with a splash of red wine vinegar or grape juice (red wine).',
    },
  ),
  entry(
    'substitute-sour-cream-yogurt',
    'substitution',
    CULINARY,
    {
      ca: 'què poso en lloc de crema agra | substitut del iogurt grec | mascarpone formatge crema substitut',
      es: 'qué pongo en vez de nata agria | sustituto del yogur griego | sustituto del queso crema',
      en: 'sour cream substitute | Greek yogurt substitute | cream cheese replacement',
    },
    {
      ca: 'Crema agra: la mateixa quantitat de iogurt grec, o de nata amb 1 cullerada de suc de llimona per cada 250 ml. Formatge crema: mató o requesón escorregut i triturat amb una mica de mantega.',
      es: 'Nata agria: la misma cantidad de yogur griego, o de nata con 1 cucharada de zumo de limón por cada 250 ml. Queso crema: requesón escurrido y triturado con un poco de mantequilla.',
      en: 'Sour cream: the same amount of Greek yogurt, or cream with 1 tablespoon lemon juice per cup. Cream cheese: drained ricotta or cottage cheese blended with a little butter.',
    },
  ),
  entry(
    'substitute-baking-soda-cornstarch',
    'substitution',
    CULINARY,
    {
      ca: 'què poso en lloc de bicarbonat | substitut del midó de blat de moro | no tinc maizena',
      es: 'qué pongo en vez de bicarbonato | sustituto de la maicena | no tengo maicena',
      en: 'what can I use instead of baking soda | cornstarch substitute | no cornstarch',
    },
    {
      ca: 'Bicarbonat: 1/4 de culleradeta = 1 culleradeta de llevat químic (impulsor); si la recepta porta bicarbonat per un ingredient àcid, treu una mica d’aquest àcid. Midó de blat de moro: 1 cullerada = 2 cullerades de farina (cou-la 2 minuts més) o 1 cullerada de fècula de patata o d’arrel de tapioca.',
      es: 'Bicarbonato: 1/4 de cucharadita = 1 cucharadita de levadura química (polvo de hornear); si la receta lleva bicarbonato por un ingrediente ácido, quita un poco de ese ácido. Maicena: 1 cucharada = 2 cucharadas de harina (cuécela 2 minutos más) o 1 cucharada de fécula de patata o de tapioca.',
      en: 'Baking soda: 1/4 teaspoon = 1 teaspoon baking powder; if the recipe uses soda to balance an acid, reduce that acid a little. Cornstarch: 1 tablespoon = 2 tablespoons flour (cook it 2 minutes longer) or 1 tablespoon potato or tapioca starch.',
    },
  ),
  entry(
    'substitute-breadcrumbs-lemon',
    'substitution',
    CULINARY,
    {
      ca: 'què poso en lloc de pa ratllat | arrebossar sense pa ratllat | substitut del suc de llimona',
      es: 'qué pongo en vez de pan rallado | rebozar sin pan rallado | sustituto del zumo de limón',
      en: 'breadcrumbs substitute | coating without breadcrumbs | lemon juice substitute',
    },
    {
      ca: 'Pa ratllat: galetes salades o cornflakes triturats, flocs de civada, fruits secs picats o pa sec ratllat. Suc de llimona: la meitat de vinagre de vi blanc o de poma (1 cullerada de suc = 1/2 cullerada de vinagre), o suc de llima.',
      es: 'Pan rallado: galletas saladas o copos de maíz triturados, copos de avena, frutos secos picados o pan duro rallado. Zumo de limón: la mitad de vinagre de vino blanco o de manzana (1 cucharada de zumo = 1/2 cucharada de vinagre), o zumo de lima.',
      en: 'Breadcrumbs: crushed crackers or cornflakes, rolled oats, chopped nuts or grated stale bread. Lemon juice: half as much white wine or cider vinegar (1 tablespoon juice = 1/2 tablespoon vinegar), or lime juice.',
    },
  ),
];
