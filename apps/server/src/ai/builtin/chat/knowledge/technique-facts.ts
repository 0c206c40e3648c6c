import { CATALAN_CUISINE, CULINARY, entry, type KnowledgeEntry } from './knowledge-entry.ts';

/** Emulsions, doughs, sauces and preparations (standard culinary references). */
export const TECHNIQUE_FACTS: readonly KnowledgeEntry[] = [
  entry(
    'technique-allioli',
    'technique',
    CATALAN_CUISINE,
    {
      ca: 'com es fa l’allioli | l’allioli se m’ha tallat | allioli al morter | com arreglo un allioli tallat',
      es: 'cómo se hace el alioli | se me ha cortado el alioli | alioli en mortero | cómo arreglo un alioli cortado',
      en: 'how to make allioli | my aioli split | garlic and oil emulsion in a mortar | fix broken aioli',
    },
    {
      ca: 'Allioli: al morter, pica 2 grans d’all amb un pessic de sal fins a fer-ne una pasta; afegeix l’oli (uns 200 ml) a fil molt prim, sense parar de girar sempre en el mateix sentit. Si es talla, comença en un altre morter amb un all (o una cullerada de rovell) i hi incorpores l’allioli tallat a poc a poc.',
      es: 'Alioli: en el mortero, maja 2 dientes de ajo con una pizca de sal hasta hacer una pasta; añade el aceite (unos 200 ml) en un hilo muy fino, sin dejar de girar siempre en el mismo sentido. Si se corta, empieza en otro mortero con un ajo (o una cucharada de yema) e incorpora el alioli cortado poco a poco.',
      en: 'Allioli: in a mortar, pound 2 garlic cloves with a pinch of salt to a paste; add the oil (about 200 ml) in a very thin stream, stirring always in the same direction. If it splits, start again in a clean mortar with a garlic clove (or a spoonful of egg yolk) and work the split sauce in little by little.',
    },
  ),
  entry(
    'technique-mayonnaise',
    'technique',
    CULINARY,
    {
      ca: 'com es fa la maionesa casolana | maionesa amb la batedora | la maionesa se m’ha tallat',
      es: 'cómo se hace la mayonesa casera | mayonesa con la batidora | se me ha cortado la mayonesa',
      en: 'how to make homemade mayonnaise | mayonnaise with a stick blender | my mayonnaise split',
    },
    {
      ca: 'Maionesa: 1 ou a temperatura ambient, 250 ml d’oli suau, sal i un raig de llimona o vinagre al got de la batedora; batedora al fons, sense moure-la, fins que emulsioni, i després puja-la a poc a poc. Si es talla, comença amb un rovell nou i afegeix-hi la tallada a fil. A la nevera, 1-2 dies.',
      es: 'Mayonesa: 1 huevo a temperatura ambiente, 250 ml de aceite suave, sal y un chorrito de limón o vinagre en el vaso de la batidora; batidora al fondo, sin moverla, hasta que emulsione, y luego súbela poco a poco. Si se corta, empieza con una yema nueva y añade la cortada en hilo. En la nevera, 1-2 días.',
      en: 'Mayonnaise: 1 room-temperature egg, 250 ml mild oil, salt and a dash of lemon or vinegar in the blender cup; hold the stick blender at the bottom until it emulsifies, then lift it slowly. If it splits, start with a fresh yolk and drizzle the split one in. Keeps 1-2 days in the fridge.',
    },
  ),
  entry(
    'technique-pil-pil',
    'technique',
    CATALAN_CUISINE,
    {
      ca: 'com es fa el bacallà al pil pil | lligar el pil pil | salsa pil pil',
      es: 'cómo se hace el bacalao al pil pil | ligar el pil pil | salsa pil pil',
      en: 'how to make cod pil pil | emulsify pil pil sauce | bacalao al pil pil',
    },
    {
      ca: 'Pil-pil: confita el bacallà dessalat amb la pell cap amunt en oli amb all a 60-70 °C, 5-8 minuts; treu-lo i deixa entebeir l’oli. Torna-hi el bacallà (pell avall) i mou la cassola en cercles, o bat l’oli amb un colador, fins que la gelatina de la pell el lligui en una salsa espessa.',
      es: 'Pil pil: confita el bacalao desalado con la piel hacia arriba en aceite con ajo a 60-70 °C, 5-8 minutos; sácalo y deja templar el aceite. Vuelve a poner el bacalao (piel abajo) y mueve la cazuela en círculos, o bate el aceite con un colador, hasta que la gelatina de la piel lo ligue en una salsa espesa.',
      en: 'Pil pil: gently poach the desalted cod skin side up in garlic oil at 60-70 °C for 5-8 minutes; lift it out and let the oil cool slightly. Put the cod back skin side down and swirl the pan, or whisk the oil with a sieve, until the gelatin from the skin binds it into a thick sauce.',
    },
  ),
  entry(
    'technique-desalt-cod',
    'technique',
    CATALAN_CUISINE,
    {
      ca: 'com es dessala el bacallà | quant temps per dessalar bacallà | dessalar bacallà ràpid',
      es: 'cómo se desala el bacalao | cuánto tiempo para desalar bacalao | desalar bacalao rápido',
      en: 'how to desalt salt cod | how long to soak salt cod | remove salt from bacalao',
    },
    {
      ca: 'Bacallà: en aigua freda abundant a la nevera, la pell cap amunt, canviant l’aigua cada 8 hores: 24 hores els trossos prims o l’esqueixat, 36-48 hores els lloms gruixuts. Tasta’n un bocinet abans de cuinar-lo.',
      es: 'Bacalao: en agua fría abundante en la nevera, con la piel hacia arriba, cambiando el agua cada 8 horas: 24 horas los trozos finos o desmigado, 36-48 horas los lomos gruesos. Prueba un trocito antes de cocinarlo.',
      en: 'Salt cod: in plenty of cold water in the fridge, skin side up, changing the water every 8 hours: 24 hours for thin pieces or flakes, 36-48 hours for thick loins. Taste a small piece before cooking.',
    },
  ),
  entry(
    'technique-blanching',
    'technique',
    CULINARY,
    {
      ca: 'com s’escalden les verdures | escaldar tomàquets per pelar-los | blanquejar mongeta tendra | aigua amb gel',
      es: 'cómo se escaldan las verduras | escaldar tomates para pelarlos | blanquear judías verdes | agua con hielo',
      en: 'how to blanch vegetables | blanch tomatoes to peel them | blanching green beans | ice bath',
    },
    {
      ca: 'Escaldar: aigua bullint amb sal abundant, 1-3 minuts les verdures (mongeta tendra 2-3, espinacs 30 segons) i tot seguit a aigua amb gel perquè quedin verdes i cruixents. Tomàquets per pelar: fes-los una creu a la base, 15-30 segons a l’aigua bullint i aigua freda; la pell surt sola.',
      es: 'Escaldar: agua hirviendo con sal abundante, 1-3 minutos las verduras (judías verdes 2-3, espinacas 30 segundos) y enseguida a agua con hielo para que queden verdes y crujientes. Tomates para pelar: hazles una cruz en la base, 15-30 segundos en el agua hirviendo y agua fría; la piel sale sola.',
      en: 'Blanching: plenty of boiling salted water, 1-3 minutes for vegetables (green beans 2-3, spinach 30 seconds), then straight into iced water so they stay green and crisp. Tomatoes to peel: score a cross in the base, 15-30 seconds in the boiling water, then cold water; the skin slips off.',
    },
  ),
  entry(
    'technique-bechamel',
    'technique',
    CULINARY,
    {
      ca: 'com faig una beixamel sense grumolls | salsa sense grumolls | la beixamel té grumolls | espessir una salsa',
      es: 'cómo hago una bechamel sin grumos | salsa sin grumos | la bechamel tiene grumos | espesar una salsa',
      en: 'how to make a roux without lumps | lump free white sauce | bechamel has lumps | thicken a sauce',
    },
    {
      ca: 'Beixamel sense grumolls: fon 50 g de mantega, afegeix-hi 50 g de farina i cou-la 2-3 minuts remenant (el roux); aboca-hi 500 ml de llet tèbia a poc a poc sense parar de batre amb les varetes i deixa-la coure 8-10 minuts. Si en té, passa-la per la batedora o pel colador. Per espessir sense grumolls, desfés el midó en aigua freda abans.',
      es: 'Bechamel sin grumos: derrite 50 g de mantequilla, añade 50 g de harina y cuécela 2-3 minutos removiendo (el roux); vierte 500 ml de leche templada poco a poco sin dejar de batir con las varillas y déjala cocer 8-10 minutos. Si tiene grumos, pásala por la batidora o el colador. Para espesar sin grumos, disuelve la maicena en agua fría antes.',
      en: 'Lump-free béchamel: melt 50 g butter, stir in 50 g flour and cook 2-3 minutes (the roux); pour in 500 ml warm milk a little at a time, whisking all the time, and simmer 8-10 minutes. If it has lumps, blend or sieve it. To thicken without lumps, mix starch with cold water first.',
    },
  ),
  entry(
    'technique-dough',
    'technique',
    CULINARY,
    {
      ca: 'com es pasta la massa de pa | massa de pizza casolana | quant temps ha de fermentar la massa | la massa no puja',
      es: 'cómo se amasa la masa de pan | masa de pizza casera | cuánto tiempo fermenta la masa | la masa no sube',
      en: 'how to knead bread dough | homemade pizza dough | how long should dough rise | my dough is not rising',
    },
    {
      ca: 'Massa de pa o pizza: 500 g de farina, 300-325 ml d’aigua tèbia, 10 g de sal i 7 g de llevat sec (o 20 g de fresc). Pasta-la 10 minuts, fins que sigui elàstica i s’estiri fina sense trencar-se; deixa-la fermentar tapada fins que dobli el volum (1-2 hores a 24 °C, o 24 hores a la nevera). Si no puja: llevat vell, aigua massa calenta (més de 40 °C) o una cuina freda.',
      es: 'Masa de pan o pizza: 500 g de harina, 300-325 ml de agua templada, 10 g de sal y 7 g de levadura seca (o 20 g de fresca). Amásala 10 minutos, hasta que sea elástica y se estire fina sin romperse; déjala fermentar tapada hasta que doble su volumen (1-2 horas a 24 °C, o 24 horas en la nevera). Si no sube: levadura vieja, agua demasiado caliente (más de 40 °C) o una cocina fría.',
      en: 'Bread or pizza dough: 500 g flour, 300-325 ml warm water, 10 g salt and 7 g dry yeast (or 20 g fresh). Knead 10 minutes, until elastic and it stretches thin without tearing; let it rise covered until doubled (1-2 hours at 24 °C, or 24 hours in the fridge). If it does not rise: old yeast, water too hot (over 40 °C) or a cold kitchen.',
    },
  ),
  entry(
    'technique-sofregit',
    'technique',
    CATALAN_CUISINE,
    {
      ca: 'com es fa un bon sofregit | sofregit per a l’arròs | quant temps el sofregit',
      es: 'cómo se hace un buen sofrito | sofrito para el arroz | cuánto tiempo el sofrito',
      en: 'how to make sofrito | sofregit for paella | how long to cook sofrito',
    },
    {
      ca: 'Sofregit: ceba ben picada amb oli d’oliva a foc baix 20-30 minuts (fins a 45 en el sofregit de tota la vida), fins que sigui ben daurada i melosa; afegeix-hi tomàquet ratllat i deixa-ho 20-30 minuts més, fins que l’oli se separi i quedi fosc i confitat: de tres quarts a més d’una hora en total, amb un raig d’aigua si s’enganxa. Per a l’arròs, pots afegir-hi all i pebre vermell al final. És el sofrito castellà fet més a poc a poc i més fosc (el sofrito sovint hi posa all i pebrot); el soffritto italià és ceba, pastanaga i api.',
      es: 'Sofrito: cebolla bien picada con aceite de oliva a fuego bajo 20-30 minutos (hasta 45 en el sofregit catalán), hasta que esté bien dorada y melosa; añade tomate rallado y déjalo 20-30 minutos más, hasta que el aceite se separe y quede oscuro y confitado: de tres cuartos de hora a más de una hora en total, con un chorrito de agua si se pega. Para el arroz, puedes añadir ajo y pimentón al final. El sofregit catalán es el mismo sofrito hecho más despacio y más oscuro (el sofrito suele llevar también ajo y pimiento); el soffritto italiano es cebolla, zanahoria y apio.',
      en: 'Sofrito: finely chopped onion in olive oil on low heat for 20-30 minutes (up to 45 for a Catalan sofregit) until deep golden and soft; add grated tomato and cook 20-30 minutes more, until the oil separates and it is dark and jammy: 45 minutes to over an hour in all, with a splash of water if it catches. For rice dishes, add garlic and paprika at the end. Catalan sofregit is the same base cooked slower and darker (a Spanish sofrito often adds garlic and peppers); Italian soffritto is onion, carrot and celery.',
    },
  ),
  entry(
    'technique-frying',
    'technique',
    CULINARY,
    {
      ca: 'a quina temperatura ha d’estar l’oli per fregir | com sé si l’oli està calent | fregir sense que quedi oliós | reutilitzar l’oli de fregir',
      es: 'a qué temperatura debe estar el aceite para freír | cómo sé si el aceite está caliente | freír sin que quede aceitoso | reutilizar el aceite de freír',
      en: 'oil temperature for deep frying | how do I know the oil is hot | fried food not greasy | reuse frying oil',
    },
    {
      ca: 'Per fregir, l’oli a 170-180 °C: un dau de pa s’hi ha de daurar en uns 60 segons. Fregeix poca quantitat cada vegada perquè l’oli no es refredi i escorre sobre paper. L’oli d’oliva es pot reutilitzar 3-4 vegades si el coles i no ha fumejat.',
      es: 'Para freír, el aceite a 170-180 °C: un dado de pan debe dorarse en unos 60 segundos. Fríe poca cantidad cada vez para que el aceite no se enfríe y escurre sobre papel. El aceite de oliva se puede reutilizar 3-4 veces si lo cuelas y no ha humeado.',
      en: 'For frying, oil at 170-180 °C (340-355 °F): a cube of bread should brown in about 60 seconds. Fry small batches so the oil does not cool, and drain on paper. Olive oil can be reused 3-4 times if strained and it has not smoked.',
    },
  ),
  entry(
    'technique-whipping',
    'technique',
    CULINARY,
    {
      ca: 'com es munta la nata | muntar clares a punt de neu | la nata no es munta',
      es: 'cómo se monta la nata | montar claras a punto de nieve | la nata no se monta',
      en: 'how to whip cream | beat egg whites to stiff peaks | cream will not whip',
    },
    {
      ca: 'Nata: de 35 % de greix com a mínim, ben freda (i el bol també); bat-la a velocitat mitjana i para quan faci puntes. Clares: a temperatura ambient, en un bol net i sense gens de rovell; un pessic de sal o unes gotes de llimona les ajuden.',
      es: 'Nata: de un 35 % de grasa como mínimo, bien fría (y el bol también); bátela a velocidad media y para cuando haga picos. Claras: a temperatura ambiente, en un bol limpio y sin nada de yema; una pizca de sal o unas gotas de limón ayudan.',
      en: 'Cream: at least 35 % fat, well chilled (the bowl too); whip at medium speed and stop at soft or stiff peaks. Egg whites: at room temperature, in a clean bowl with no trace of yolk; a pinch of salt or a few drops of lemon help.',
    },
  ),
];
