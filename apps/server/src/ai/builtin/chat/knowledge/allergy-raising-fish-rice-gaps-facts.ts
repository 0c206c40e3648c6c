import { CULINARY, entry, type KnowledgeEntry } from './knowledge-entry.ts';

const ALLERGEN_CROSS_CONTACT =
  'UK Food Standards Agency, "Allergen guidance: preventing cross-contamination"; FARE, "Avoiding cross-contact"';
const YEAST =
  'King Arthur Baking and Fleischmann’s yeast guides (liquid temperatures for fresh, active dry and instant yeast)';
const LEAVENING =
  'King Arthur Baking, "Baking soda vs. baking powder"; McGee, "On Food and Cooking" (chemical leaveners)';
const RAW_FISH =
  'EU Regulation 853/2004 and AESAN, anisakis advice (freezing fish eaten raw or marinated); standard Peruvian culinary references for ceviche';
const FREEZING_TOMATOES =
  'National Center for Home Food Preservation (University of Georgia), "Freezing Tomatoes"';

/**
 * Issue 34: everyday kitchen knowledge the thirteenth chat set (tuning data since its one measure)
 * showed missing, each written for the general question any cook asks rather than the set's rows:
 * cooking for an allergic eater in shared pans, how warm the liquid for yeast is, dough made a day
 * or more ahead, baking soda against baking powder, ceviche's marinating and keeping, freezing raw
 * tomatoes and gluey risotto. Each with its source.
 */
export const ALLERGY_RAISING_FISH_RICE_GAPS_FACTS: readonly KnowledgeEntry[] = [
  entry(
    'g13-allergen-cross-contact',
    'safety',
    ALLERGEN_CROSS_CONTACT,
    {
      ca: 'cuinar per a un al·lèrgic a la mateixa paella | n’hi ha prou d’esbandir els estris per a un al·lèrgic | com evito la contaminació creuada d’al·lèrgens | puc fer servir la mateixa taula de tallar per a un al·lèrgic | fregir en el mateix oli per a un celíac o un al·lèrgic',
      es: 'cocinar para un alérgico en la misma sartén | basta con enjuagar los utensilios para un alérgico | cómo evito la contaminación cruzada de alérgenos | puedo usar la misma tabla de cortar para un alérgico | freír en el mismo aceite para un celíaco o un alérgico',
      en: 'cooking for someone with an allergy in the same pan | is rinsing utensils enough for an allergy | how to avoid allergen cross-contact | can I use the same chopping board for an allergic child | frying in the same oil for a coeliac or allergic person',
    },
    {
      ca: 'Per a un al·lèrgic, esbandir amb aigua no n’hi ha prou: la proteïna (de l’ou, de la llet, dels fruits secs, el gluten) queda enganxada a la paella i als estris. Renta-ho tot amb aigua calenta i sabó, fregant, o al rentaplats, i millor encara tingues estris i taula a part. Cuina primer el plat sense l’al·lergen i tapa’l, renta’t les mans entre l’un i l’altre, i no comparteixis l’oli de fregir ni la cullera de tastar. La cocció no destrueix l’al·lergen.',
      es: 'Para un alérgico, enjuagar con agua no basta: la proteína (del huevo, de la leche, de los frutos secos, el gluten) queda pegada a la sartén y a los utensilios. Lávalo todo con agua caliente y jabón, frotando, o en el lavavajillas, y mejor aún ten utensilios y tabla aparte. Cocina primero el plato sin el alérgeno y tápalo, lávate las manos entre uno y otro, y no compartas el aceite de freír ni la cuchara de probar. La cocción no destruye el alérgeno.',
      en: 'For someone with an allergy, rinsing with water is not enough: the protein (egg, milk, nuts, gluten) sticks to the pan and utensils. Wash everything in hot soapy water, scrubbing, or in the dishwasher, and better still keep separate utensils and a separate board. Cook the allergen-free dish first and cover it, wash your hands in between, and never share the frying oil or the tasting spoon. Cooking does not destroy the allergen.',
    },
  ),
  entry(
    'g13-yeast-liquid-temperature',
    'technique',
    YEAST,
    {
      ca: 'llet o aigua per al llevat a quina temperatura | aigua tèbia per desfer el llevat quants graus | el llevat es mor amb la llet calenta | temperatura del líquid d’una massa amb llevat',
      es: 'leche o agua para la levadura a qué temperatura | agua tibia para disolver la levadura cuántos grados | la levadura se muere con la leche caliente | temperatura del líquido de una masa con levadura',
      en: 'milk or water for yeast what temperature | lukewarm water for yeast how many degrees | does hot milk kill yeast | liquid temperature for a yeast dough',
    },
    {
      ca: 'Líquid per al llevat (aigua o llet): tebi, a uns 30-37 °C, que amb prou feines notis calent a la part interior del canell, com un biberó. Per sobre de 50 °C el llevat s’afebleix i a 60 °C es mor; el líquid fred només l’alenteix (la massa triga més a pujar). La llet escalfada per a una massa rica (coca, brioix) s’ha de deixar refredar fins que sigui tèbia abans d’afegir-hi el llevat; el llevat sec instantani es pot barrejar directament amb la farina.',
      es: 'Líquido para la levadura (agua o leche): tibio, a unos 30-37 °C, que apenas notes caliente en la parte interior de la muñeca, como un biberón. Por encima de 50 °C la levadura se debilita y a 60 °C muere; el líquido frío solo la ralentiza (la masa tarda más en subir). La leche calentada para una masa enriquecida (coca, brioche) debe enfriarse hasta que esté tibia antes de añadir la levadura; la levadura seca instantánea se puede mezclar directamente con la harina.',
      en: 'Liquid for yeast (water or milk): lukewarm, about 30-37 °C (85-100 °F), barely warm on the inside of your wrist, like a baby’s bottle. Above about 50 °C (120 °F) it weakens the yeast and at 60 °C (140 °F) kills it; cold liquid only slows it (a longer rise). Milk warmed for an enriched dough (brioche, a sweet coca) should cool to lukewarm before the yeast goes in; instant yeast can be mixed straight into the flour.',
    },
  ),
  entry(
    'g13-dough-ahead',
    'storage',
    YEAST,
    {
      ca: 'massa de pizza feta amb antelació | quant temps pot estar la massa de pa a la nevera | fermentació en fred de la massa | massa de pizza d’un dia per l’altre a la nevera',
      es: 'masa de pizza hecha con antelación | cuánto tiempo puede estar la masa de pan en la nevera | fermentación en frío de la masa | masa de pizza de un día para otro en la nevera',
      en: 'pizza dough made ahead | how long can bread dough stay in the fridge | cold fermentation of dough | pizza dough overnight in the fridge',
    },
    {
      ca: 'Sí: la massa de pa o de pizza aguanta bé a la nevera, i una fermentació lenta en fred li dona més gust. Pasta-la, posa-la en un recipient untat d’oli i tapat (en boles, la de pizza) i a la nevera de seguida o després d’1 hora a temperatura ambient: 24-72 hores la de pizza, 12-48 la de pa. Treu-la 1-2 hores abans de formar-la perquè s’atemperi i acabi de pujar. Si la fas amb més d’un dia d’antelació, posa-hi una mica menys de llevat; per a més temps, congela les boles (fins a 3 mesos) i descongela-les a la nevera d’un dia per l’altre.',
      es: 'Sí: la masa de pan o de pizza aguanta bien en la nevera, y una fermentación lenta en frío le da más sabor. Amásala, ponla en un recipiente untado de aceite y tapado (en bolas, la de pizza) y a la nevera enseguida o tras 1 hora a temperatura ambiente: 24-72 horas la de pizza, 12-48 la de pan. Sácala 1-2 horas antes de formarla para que se atempere y acabe de subir. Si la haces con más de un día de antelación, pon algo menos de levadura; para más tiempo, congela las bolas (hasta 3 meses) y descongélalas en la nevera de un día para otro.',
      en: 'Yes: bread or pizza dough keeps well in the fridge, and a slow cold rise gives it more flavour. Knead it, put it in an oiled, covered container (in balls for pizza) and refrigerate it straight away or after 1 hour at room temperature: 24-72 hours for pizza, 12-48 for bread. Take it out 1-2 hours before shaping so it warms up and finishes rising. More than a day ahead, use a little less yeast; for longer, freeze the balls (up to 3 months) and thaw them in the fridge overnight.',
    },
  ),
  entry(
    'g13-baking-soda-vs-powder',
    'substitution',
    LEAVENING,
    {
      ca: 'diferència entre bicarbonat i llevat químic | puc posar bicarbonat en lloc de llevat químic | és el mateix el bicarbonat que el llevat Royal | llevat químic en lloc de bicarbonat | el baking soda és bicarbonat',
      es: 'diferencia entre bicarbonato y levadura química | puedo poner bicarbonato en vez de levadura química | es lo mismo el bicarbonato que la levadura Royal | levadura química en vez de bicarbonato | el baking soda es bicarbonato',
      en: 'difference between baking soda and baking powder | can I use baking soda instead of baking powder | is bicarbonate of soda the same as baking powder | baking powder instead of baking soda',
    },
    {
      ca: 'No són el mateix. El bicarbonat sòdic és només l’alcalí: necessita un ingredient àcid a la massa (iogurt, suc de llimona, mel, cacau natural, sèrum de llet) per fer gas i és unes 3-4 vegades més fort. El llevat químic (Royal, impulsor) ja porta bicarbonat, un àcid i midó, i funciona sol amb la humitat i la calor. Per canviar-los: 1 culleradeta de llevat químic ≈ 1/4 de culleradeta de bicarbonat més un àcid; en lloc de 1/4 de culleradeta de bicarbonat, 1 culleradeta de llevat químic. El llevat de forner (fresc o sec) és un altre producte i no substitueix cap dels dos.',
      es: 'No son lo mismo. El bicarbonato sódico es solo el álcali: necesita un ingrediente ácido en la masa (yogur, zumo de limón, miel, cacao natural, suero de leche) para hacer gas y es unas 3-4 veces más fuerte. La levadura química (Royal, impulsor) ya lleva bicarbonato, un ácido y almidón, y funciona sola con la humedad y el calor. Para cambiarlos: 1 cucharadita de levadura química ≈ 1/4 de cucharadita de bicarbonato más un ácido; en lugar de 1/4 de cucharadita de bicarbonato, 1 cucharadita de levadura química. La levadura de panadería (fresca o seca) es otro producto y no sustituye a ninguno de los dos.',
      en: 'They are not the same. Baking soda (bicarbonate of soda) is only the alkali: it needs an acidic ingredient in the batter (yogurt, buttermilk, lemon juice, honey, natural cocoa) to make gas and is about 3-4 times stronger. Baking powder already holds soda, an acid and starch, and works on its own with moisture and heat. To swap: 1 teaspoon baking powder ≈ 1/4 teaspoon baking soda plus an acid; for 1/4 teaspoon soda, 1 teaspoon baking powder. Baker’s yeast (fresh or dried) is something else and replaces neither.',
    },
  ),
  entry(
    'g13-ceviche',
    'safety',
    RAW_FISH,
    {
      ca: 'quanta estona deixo el peix a la llima per al ceviche | quant temps es marina el ceviche | quant dura el ceviche a la nevera | la llima fa segur el peix cru del ceviche',
      es: 'cuánto rato dejo el pescado en el limón para el ceviche | cuánto tiempo se marina el cebiche | cuánto dura el ceviche en la nevera | el limón hace seguro el pescado crudo del ceviche',
      en: 'how long to marinate fish in lime for ceviche | how long does ceviche keep in the fridge | does lime juice make raw fish safe in ceviche',
    },
    {
      ca: 'Ceviche: peix blanc molt fresc (corbina, llobarro, llenguado), congelat abans contra l’anisakis (5 dies al congelador de casa, o comprat congelat), a daus, amb suc de llima acabat d’esprémer només 2-10 minuts, fins que per fora es torna blanc; més estona queda gomós i sec. L’àcid canvia la textura però no mata bacteris ni paràsits com la calor: fes-lo just abans de menjar-lo, mantén-lo fred i menja’l en poques hores; no el guardis per a l’endemà.',
      es: 'Ceviche: pescado blanco muy fresco (corvina, lubina, lenguado), congelado antes contra el anisakis (5 días en el congelador de casa, o comprado congelado), en dados, con zumo de lima recién exprimido solo 2-10 minutos, hasta que por fuera se vuelve blanco; más rato queda gomoso y seco. El ácido cambia la textura pero no mata bacterias ni parásitos como el calor: hazlo justo antes de comerlo, mantenlo frío y cómelo en pocas horas; no lo guardes para el día siguiente.',
      en: 'Ceviche: very fresh white fish (corvina, sea bass, sole), frozen first against parasites (5 days in a home freezer, or bought frozen), cut in cubes and left in freshly squeezed lime juice only 2-10 minutes, until the outside turns white; longer and it goes rubbery and dry. The acid changes the texture but does not kill bacteria or parasites as heat does: make it just before eating, keep it cold and eat it within a few hours; do not keep it for the next day.',
    },
  ),
  entry(
    'g13-freeze-raw-tomatoes',
    'storage',
    FREEZING_TOMATOES,
    {
      ca: 'es poden congelar tomàquets crus sencers | congelar tomàquets amb pell | com congelo molts tomàquets de l’hort | quant duren els tomàquets congelats',
      es: 'se pueden congelar tomates crudos enteros | congelar tomates con piel | cómo congelo muchos tomates de la huerta | cuánto duran los tomates congelados',
      en: 'can I freeze whole raw tomatoes | freezing tomatoes with the skin on | how to freeze lots of garden tomatoes | how long do frozen tomatoes last',
    },
    {
      ca: 'Sí: renta’ls i eixuga’ls, treu-los el cor i congela’ls sencers en una safata i després en bosses; aguanten 6-8 mesos. Si els passes per aigua tèbia encara congelats, la pell surt sola. Descongelats queden tous i aigualits: per a salses, sofregits, sopes i guisats, no per a amanides. També es poden congelar pelats i trossejats, o ja fets salsa, que ocupa menys.',
      es: 'Sí: lávalos y sécalos, quítales el corazón y congélalos enteros en una bandeja y después en bolsas; aguantan 6-8 meses. Si los pasas por agua templada aún congelados, la piel sale sola. Descongelados quedan blandos y aguados: para salsas, sofritos, sopas y guisos, no para ensaladas. También se pueden congelar pelados y troceados, o ya hechos salsa, que ocupa menos.',
      en: 'Yes: wash and dry them, core them and freeze them whole on a tray, then in bags; they keep 6-8 months. Run them under warm water while still frozen and the skins slip off. Thawed they are soft and watery: for sauces, soups and stews, not salads. You can also freeze them peeled and chopped, or cooked into sauce, which takes less room.',
    },
  ),
  entry(
    'g13-risotto-gluey',
    'technique',
    CULINARY,
    {
      ca: 'per què el risotto queda enganxós i pastós | el risotto m’ha quedat com un puré | risotto massa espès què he fet malament',
      es: 'por qué el risotto queda pegajoso y pastoso | el risotto me ha quedado como un puré | risotto demasiado espeso qué he hecho mal',
      en: 'why is my risotto gluey | risotto turned stodgy and thick | what went wrong with my mushy risotto',
    },
    {
      ca: 'Un risotto enganxós i pastós s’ha passat de cocció o ha reposat massa: treu-lo del foc quan el gra encara és al dente (16-18 minuts) i el risotto encara fa onades en moure la cassola (all’onda), una mica més clar del que el vols, perquè espesseix en pocs minuts. Fes servir arborio, carnaroli o vialone nano sense rentar, afegeix el brou calent cullerot a cullerot, lliga’l fora del foc amb mantega freda i parmesà ratllat, deixa’l reposar 1-2 minuts i serveix-lo de seguida en plats calents.',
      es: 'Un risotto pegajoso y pastoso se ha pasado de cocción o ha reposado demasiado: apártalo del fuego cuando el grano aún está al dente (16-18 minutos) y el risotto todavía hace olas al mover la cazuela (all’onda), algo más suelto de lo que lo quieres, porque espesa en pocos minutos. Usa arborio, carnaroli o vialone nano sin lavar, añade el caldo caliente cazo a cazo, lígalo fuera del fuego con mantequilla fría y parmesano rallado, déjalo reposar 1-2 minutos y sírvelo enseguida en platos calientes.',
      en: 'Gluey, stodgy risotto is overcooked or has stood too long: take it off the heat while the grain is still al dente (16-18 minutes) and the risotto still flows in a wave when you shake the pan (all’onda), a little looser than you want, as it thickens within minutes. Use unrinsed arborio, carnaroli or vialone nano, add hot stock a ladle at a time, beat in cold butter and grated Parmesan off the heat, rest it 1-2 minutes and serve at once on warm plates.',
    },
  ),
];
