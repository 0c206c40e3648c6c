import { CATALAN_CUISINE, CULINARY, entry, type KnowledgeEntry } from './knowledge-entry.ts';

const WINE_PAIRING =
  'Standard wine-pairing guides (Wine Folly; Institut Català de la Vinya i el Vi and the DO guides)';
const FLAVOR_BIBLE = 'Page and Dornenburg, "The Flavor Bible" (pairings and sides by food)';
const BEER_PAIRING = 'Cicerone Certification Program and Brewers Association beer and food pairing guides';
const WORLD_CUISINES =
  'Standard culinary references on world cuisines (Larousse Gastronomique; The Oxford Companion to Food)';

/**
 * Issue 34: what goes with what, by food family rather than by dish, so that a question on an unseen
 * dish still meets the family it belongs to (a red-meat stew, a fried fish, a spicy taco): the
 * drink (wine, beer, something without alcohol), the sides and the dessert. The last blind set
 * answered 1 of its 14 pairings; the facts before these covered wine for meat and fish and a few
 * Catalan dishes only. Each with its source.
 */
export const PAIRING_MORE_FACTS: readonly KnowledgeEntry[] = [
  entry(
    'pm-sides-red-meat',
    'pairing',
    FLAVOR_BIBLE,
    {
      ca: 'quina guarnició poso amb un entrecot | què serveixo amb la vedella rostida | acompanyament per a la carn vermella | què hi poso al costat d’un filet',
      es: 'qué guarnición pongo con un entrecot | qué sirvo con el rosbif o la ternera al horno | acompañamiento para la carne roja | qué le pongo al lado a un solomillo',
      en: 'what sides go with steak | what to serve with roast beef | side dish for red meat | what goes with a sirloin',
    },
    {
      ca: 'Carn vermella (entrecot, filet, vedella rostida): patates (fregides, al forn, panadera o puré), pebrots del padró o escalivada, bolets saltejats, espàrrecs o verdures a la brasa, una amanida verda amb ceba; de salsa, pebre, romesco o chimichurri. Per beure, un negre amb cos.',
      es: 'Carne roja (entrecot, solomillo, rosbif): patatas (fritas, al horno, panadera o puré), pimientos de padrón o verduras al horno, setas salteadas, espárragos o verduras a la brasa, una ensalada verde con cebolla; de salsa, pimienta, romesco o chimichurri. Para beber, un tinto con cuerpo.',
      en: 'Red meat (steak, sirloin, roast beef): potatoes (chips, roast, sliced and baked, or mash), blistered padrón peppers or roasted vegetables, sautéed mushrooms, asparagus or grilled vegetables, a green salad with onion; for a sauce, peppercorn, romesco or chimichurri. To drink, a full-bodied red.',
    },
  ),
  entry(
    'pm-lamb-kid',
    'pairing',
    WINE_PAIRING,
    {
      ca: 'què acompanya bé el xai rostit | guarnició per al cabrit al forn | quin vi amb les costelletes de xai | amb què serveixo una espatlla de xai',
      es: 'qué acompaña bien al cordero asado | guarnición para el ternasco o el cabrito | qué vino con las chuletillas de cordero | con qué sirvo una paletilla de cordero',
      en: 'what goes with roast lamb | sides for a leg of lamb | what wine with lamb chops | what to serve with lamb shoulder',
    },
    {
      ca: 'Xai i cabrit al forn: patates a la panadera o a lo pobre (amb ceba i pebrot), una amanida verda o d’enciam i ceba, allioli, mongetes seques o carxofes; herbes: romaní, farigola, all, menta. Vi: un negre amb cos de la zona (Priorat, Montsant, Somontano, Campo de Borja, Rioja, Ribera del Duero).',
      es: 'Cordero, ternasco y cabrito asados: patatas panadera o a lo pobre (con cebolla y pimiento), una ensalada verde o de lechuga y cebolla, ajoaceite o alioli, judías o alcachofas; hierbas: romero, tomillo, ajo, menta. Vino: un tinto con cuerpo de la zona (Somontano, Campo de Borja, Cariñena, Rioja, Ribera del Duero, Priorat).',
      en: 'Roast lamb or kid: potatoes baked with onion and pepper (Spanish "a lo pobre"), a green salad, garlic mayonnaise (alioli), white beans or artichokes; herbs: rosemary, thyme, garlic, mint. Wine: a full-bodied red (Rioja, Ribera del Duero, Priorat, Somontano, a Rhône or a cabernet).',
    },
  ),
  entry(
    'pm-poultry-sides',
    'pairing',
    FLAVOR_BIBLE,
    {
      ca: 'què serveixo amb el pollastre rostit | guarnició per al pollastre | amb què acompanyo unes pitrugues de pollastre | què hi poso al costat del gall dindi',
      es: 'qué sirvo con el pollo asado | guarnición para el pollo | con qué acompaño unas pechugas de pollo | qué pongo al lado del pavo',
      en: 'what to serve with roast chicken | sides for chicken | what goes with chicken breasts | side dishes for turkey',
    },
    {
      ca: 'Pollastre i gall dindi: patates rostides al mateix forn, arròs blanc o pilaf, verdures al forn (carbassa, pastanaga, ceba), una amanida, puré, bolets; al forn, prunes i pinyons o poma; per sucar, el seu suc amb un raig de vi. Vi: blanc amb cos, rosat o un negre lleuger.',
      es: 'Pollo y pavo: patatas asadas en el mismo horno, arroz blanco o pilaf, verduras al horno (calabaza, zanahoria, cebolla), una ensalada, puré, setas; al horno, ciruelas y piñones o manzana; para mojar, su jugo con un chorro de vino. Vino: blanco con cuerpo, rosado o un tinto ligero.',
      en: 'Chicken and turkey: potatoes roasted in the same oven, plain rice or pilaf, roast vegetables (squash, carrot, onion), a salad, mash, mushrooms; in the tin, prunes and pine nuts or apple; the pan juices with a splash of wine as gravy. Wine: a full white, a rosé or a light red.',
    },
  ),
  entry(
    'pm-pork',
    'pairing',
    FLAVOR_BIBLE,
    {
      ca: 'què va bé amb el llom de porc | guarnició per a les costelles de porc | quin vi amb el garrí o el porc rostit | amb què serveixo el porc',
      es: 'qué va bien con el lomo de cerdo | guarnición para las costillas de cerdo | qué vino con el cochinillo o el cerdo asado | con qué sirvo el cerdo',
      en: 'what goes with pork loin | sides for pork ribs or pork chops | what wine with roast pork or suckling pig | what to serve with pulled pork',
    },
    {
      ca: 'Porc: poma (al forn o en compota), prunes, col o col llombarda, puré de patata o de moniato, mongetes, pebrots; les costelles i el porc desfilat, amb amanida de col (coleslaw), blat de moro i pa. Per beure: un negre lleuger o un rosat, un blanc amb cos, sidra o una cervesa.',
      es: 'Cerdo: manzana (asada o en compota), ciruelas, col o lombarda, puré de patata o de boniato, judías, pimientos; las costillas y el cerdo desmenuzado, con ensalada de col (coleslaw), mazorca y pan. Para beber: un tinto ligero o un rosado, un blanco con cuerpo, sidra o una cerveza.',
      en: 'Pork: apple (baked or as sauce), prunes, cabbage or red cabbage, mashed potato or sweet potato, beans, peppers; ribs and pulled pork with coleslaw, corn on the cob and bread or buns. To drink: a light red or a rosé, a full white, cider or a beer.',
    },
  ),
  entry(
    'pm-fish-sides',
    'pairing',
    FLAVOR_BIBLE,
    {
      ca: 'guarnició per al peix a la planxa | què serveixo amb un lluç o un llobarro al forn | amb què acompanyo el peix | què hi poso al costat del peix fregit',
      es: 'guarnición para el pescado a la plancha | qué sirvo con una merluza o una lubina al horno | con qué acompaño el pescado | qué pongo con el pescado frito',
      en: 'what sides go with fish | what to serve with baked sea bass or hake | side dish for grilled fish | what goes with fried fish',
    },
    {
      ca: 'Peix: patates a la panadera o bullides, verdures al vapor o a la planxa (carbassó, espàrrecs, mongeta tendra), una amanida, arròs blanc; salses: allioli, romesco, salsa verda, mantega amb llimona. El peix fregit, amb llimona, amanida i salsa tàrtara. Per beure, un blanc sec o un cava.',
      es: 'Pescado: patatas panadera o cocidas, verduras al vapor o a la plancha (calabacín, espárragos, judía verde), una ensalada, arroz blanco; salsas: alioli, romesco, salsa verde, mantequilla con limón. El pescado frito, con limón, ensalada y salsa tártara. Para beber, un blanco seco o un cava.',
      en: 'Fish: sliced baked or new potatoes, steamed or griddled vegetables (courgette, asparagus, green beans), a salad, plain rice; sauces: alioli, romesco, salsa verde, lemon butter. Fried fish with lemon, salad, tartare sauce or chips and mushy peas. To drink, a dry white or a cava.',
    },
  ),
  entry(
    'pm-shellfish-drink',
    'pairing',
    WINE_PAIRING,
    {
      ca: 'quin vi amb les gambes o les ostres | què beure amb unes musclos | amb què acompanyo una mariscada | vi per al pop a la gallega',
      es: 'qué vino con las gambas o las ostras | qué beber con unos mejillones | con qué acompaño una mariscada | vino para el pulpo a la gallega',
      en: 'what wine with prawns or oysters | what to drink with mussels | what goes with a seafood platter | wine for octopus',
    },
    {
      ca: 'Marisc: blancs secs i salins (albariño, xarel·lo, godello, un Ribeiro), un cava o un xampany brut nature (ostres), un fino o una manzanilla; una cervesa lager. Els musclos, amb patates fregides o pa per sucar; el pop a la gallega, amb cachelos (patata bullida) i un negre jove de mencía o un albariño.',
      es: 'Marisco: blancos secos y salinos (albariño, godello, ribeiro, xarel·lo), un cava o un champán brut nature (ostras), un fino o una manzanilla; una cerveza lager. Los mejillones, con patatas fritas o pan para mojar; el pulpo a la gallega, con cachelos y un tinto joven de mencía o un albariño.',
      en: 'Shellfish: dry, saline whites (albariño, muscadet, chablis, godello), a brut nature cava or champagne (oysters), a fino or manzanilla sherry; a lager. Mussels with chips or bread to mop up; Galician octopus with boiled potatoes and a young mencía red or an albariño.',
    },
  ),
  entry(
    'pm-pasta-wine',
    'pairing',
    WINE_PAIRING,
    {
      ca: 'quin vi amb la pasta | vi per als macarrons o la lasanya | què beure amb uns espaguetis a la carbonara | vi per a la pasta amb marisc',
      es: 'qué vino con la pasta | vino para los macarrones o la lasaña | qué beber con unos espaguetis a la carbonara | vino para la pasta con marisco',
      en: 'what wine with pasta | wine for lasagne or bolognese | what to drink with carbonara | wine for seafood pasta',
    },
    {
      ca: 'Pasta: amb salsa de tomàquet o carn (bolonyesa, lasanya, macarrons), un negre jove i àcid (sangiovese, garnatxa, tempranillo jove); amb salses cremoses, de formatge o carbonara, un blanc amb cos (chardonnay, garnatxa blanca); amb pesto o verdures, un blanc aromàtic (vermentino, sauvignon); amb marisc, un blanc sec o un cava.',
      es: 'Pasta: con salsa de tomate o carne (boloñesa, lasaña, macarrones), un tinto joven y ácido (sangiovese, garnacha, tempranillo joven); con salsas cremosas, de queso o carbonara, un blanco con cuerpo (chardonnay, garnacha blanca); con pesto o verduras, un blanco aromático (vermentino, verdejo, sauvignon); con marisco, un blanco seco o un cava.',
      en: 'Pasta: with tomato or meat sauce (bolognese, lasagne), a young, crisp red (chianti or sangiovese, barbera, a young grenache); with cream, cheese or carbonara, a fuller white (chardonnay, pinot grigio, white grenache); with pesto or vegetables, an aromatic white (vermentino, sauvignon blanc); with seafood, a dry white or a sparkling wine.',
    },
  ),
  entry(
    'pm-pizza-burger-drink',
    'pairing',
    BEER_PAIRING,
    {
      ca: 'què es beu amb la pizza | quina cervesa amb una hamburguesa | quin vi va amb la pizza | beguda per a un sopar de pizza',
      es: 'qué se bebe con la pizza | qué cerveza con una hamburguesa | qué vino va con la pizza | bebida para una cena de pizza',
      en: 'what to drink with pizza | what beer goes with a burger | what wine goes with pizza | drinks for a pizza night',
    },
    {
      ca: 'Pizza i hamburguesa: una cervesa lager o pale ale, o un negre jove i fresc (garnatxa, sangiovese, lambrusco); amb pizza blanca o de marisc, un blanc sec. Per acompanyar, una amanida verda o de col; l’hamburguesa, amb patates i cogombrets. Sense alcohol: llimonada, aigua amb gas, te fred.',
      es: 'Pizza y hamburguesa: una cerveza lager o pale ale, o un tinto joven y fresco (garnacha, sangiovese, lambrusco); con pizza blanca o de marisco, un blanco seco. Para acompañar, una ensalada verde o de col; la hamburguesa, con patatas y pepinillos. Sin alcohol: limonada, agua con gas, té frío.',
      en: 'Pizza and burgers: a lager or pale ale, or a young, fresh red (grenache, sangiovese, lambrusco); a white or seafood pizza with a dry white. On the side, a green salad or coleslaw; burgers with fries and pickles. Without alcohol: lemonade, sparkling water, iced tea.',
    },
  ),
  entry(
    'pm-cheese-wine-by-type',
    'pairing',
    WINE_PAIRING,
    {
      ca: 'quin vi va amb el formatge de cabra | vi per al formatge blau | què beure amb un manxec curat | quin vi amb el brie o el camembert',
      es: 'qué vino va con el queso de cabra | vino para el queso azul o el cabrales | qué beber con un manchego curado | qué vino con el brie o el camembert',
      en: 'what wine with goat cheese | wine for blue cheese | what to drink with aged cheddar or manchego | wine with brie or camembert',
    },
    {
      ca: 'Formatge i vi: fresc i de cabra, un blanc sec i àcid (sauvignon blanc, xarel·lo); tous de crosta florida (brie, camembert), un cava o un chardonnay; curats (manxec, ovella, comté, parmesà), un negre amb cos o un oloroso; blaus (rocafort, cabrales, formatge blau), un vi dolç (Pedro Ximénez, porto, garnatxa dolça, sauternes). Més cremós o salat, més àcid o dolç el vi.',
      es: 'Queso y vino: fresco y de cabra, un blanco seco y ácido (verdejo, sauvignon blanc); blandos de corteza florida (brie, camembert), un cava o un chardonnay; curados (manchego, oveja, idiazábal, parmesano), un tinto con cuerpo o un oloroso; azules (cabrales, roquefort, valdeón), un vino dulce (Pedro Ximénez, oporto, sauternes). Cuanto más cremoso o salado, más ácido o dulce el vino.',
      en: 'Cheese and wine: fresh and goat cheeses, a crisp dry white (sauvignon blanc, sancerre); bloomy rinds (brie, camembert), a sparkling wine or a chardonnay; aged cheeses (cheddar, manchego, comté, parmesan), a full red or an oloroso sherry; blue cheeses (stilton, roquefort, gorgonzola), a sweet wine (port, sauternes, Pedro Ximénez). The creamier or saltier, the crisper or sweeter the wine.',
    },
  ),
  entry(
    'pm-dessert-wine',
    'pairing',
    WINE_PAIRING,
    {
      ca: 'quin vi amb les postres | què beure amb la crema catalana | vi dolç per al tiramisú | quin vi amb un pastís de fruita o amb els panellets',
      es: 'qué vino con el postre | qué beber con la crema catalana o el flan | vino dulce para el tiramisú | qué vino con una tarta de frutas o los turrones',
      en: 'what wine with dessert | what to drink with crème brûlée | dessert wine for tiramisu | what wine goes with fruit tart',
    },
    {
      ca: 'Postres: el vi ha de ser almenys tan dolç com les postres. Crema catalana, flam i pastissos de fruita: un moscatell, un cava semisec o un vi dolç de verema tardana; panellets i torrons: moscatell, garnatxa dolça o vi ranci; tiramisú i cafè: un marsala, un Pedro Ximénez o un licor de cafè; xocolata: porto, Banyuls o PX.',
      es: 'Postres: el vino tiene que ser al menos tan dulce como el postre. Crema catalana, flan y tartas de fruta: un moscatel, un cava semiseco o un vendimia tardía; turrones y mazapán: moscatel, Pedro Ximénez o un oloroso dulce; tiramisú y café: un marsala, un PX o un licor de café; chocolate: oporto, Banyuls o PX.',
      en: 'Dessert: the wine should be at least as sweet as the dessert. Custards, crème brûlée and fruit tarts: a moscato or muscat, a demi-sec sparkling wine or a late-harvest wine; nut sweets and nougat: muscat, tawny port or a sweet sherry; tiramisu and coffee desserts: marsala, Pedro Ximénez or a coffee liqueur; chocolate: port, Banyuls or PX.',
    },
  ),
  entry(
    'pm-beer-by-dish',
    'pairing',
    BEER_PAIRING,
    {
      ca: 'quina cervesa va bé amb la carn | cervesa per al marisc o el peix | quina cervesa amb menjar picant | maridatge de cerveses',
      es: 'qué cerveza va bien con un guiso | cerveza para el marisco o el pescado | qué cerveza con comida picante | maridaje de cervezas',
      en: 'what beer goes with stew | beer with seafood or fish | what beer with spicy food | beer pairing',
    },
    {
      ca: 'Cervesa i plats: guisats de carn i rostits, una negra seca (stout) o una torrada (ale vermella, bock); marisc i peix, una de blat o una pils; menjar picant (curri, mexicà), una IPA o una lager ben freda; fregits i tapes, una lager; formatges, una belga (abadia) o una ale; postres de xocolata, una stout o porter.',
      es: 'Cerveza y platos: guisos de carne, estofados y asados, una negra seca (stout) o una tostada (red ale, bock); marisco y pescado, una de trigo o una pilsner; comida picante (curry, mexicana), una IPA o una lager bien fría; fritos y tapas, una lager; quesos, una belga (abadía) o una ale; postres de chocolate, una stout o porter.',
      en: 'Beer and food: beef stews, casseroles and roasts, a dry stout or a malty red ale or bock; seafood and fish, a wheat beer or a pilsner; spicy food (curry, Mexican), an IPA or a cold lager; fried food and snacks, a lager; cheese, a Belgian abbey ale; chocolate desserts, a stout or porter.',
    },
  ),
  entry(
    'pm-mexican-latin',
    'pairing',
    WORLD_CUISINES,
    {
      ca: 'què es beu amb els tacos | beguda per a un sopar mexicà | què serveixo amb les fajites o el burrito | què acompanya el ceviche',
      es: 'qué se bebe con los tacos | bebida para una cena mexicana | qué sirvo con las fajitas o el burrito | qué acompaña al ceviche',
      en: 'what to drink with tacos | drinks for a mexican dinner | what to serve with fajitas or burritos | what goes with ceviche',
    },
    {
      ca: 'Cuina mexicana: aigües fresques (orxata, jamaica, tamarinde), una cervesa lager lleugera amb llima o una michelada, una margarita; de costat, arròs vermell, frijoles, guacamole, pico de gallo i nachos. El ceviche i els plats peruans: moniato, blat de moro, una amanida, salsa criolla, i chicha morada o un blanc sec.',
      es: 'Cocina mexicana: aguas frescas (horchata, jamaica, tamarindo), una cerveza lager ligera con lima o una michelada, una margarita; de guarnición, arroz rojo, frijoles, guacamole, pico de gallo y totopos. El ceviche y los platos peruanos: camote, choclo, una ensalada, salsa criolla, y chicha morada o un blanco seco.',
      en: 'Mexican food: aguas frescas (horchata, hibiscus/jamaica, tamarind), a light lager with lime or a michelada, a margarita; on the side, Mexican red rice, refried beans, guacamole, pico de gallo and tortilla chips. Ceviche and Peruvian dishes: sweet potato, corn, a salad, salsa criolla, and chicha morada or a dry white.',
    },
  ),
  entry(
    'pm-asian',
    'pairing',
    WORLD_CUISINES,
    {
      ca: 'què beure amb el sushi | quin vi va amb el menjar xinès o tailandès | què serveixo amb un curri | acompanyament per a un plat al wok',
      es: 'qué beber con el sushi | qué vino va con la comida china o tailandesa | qué sirvo con un curry | acompañamiento para un salteado al wok',
      en: 'what to drink with sushi | what wine goes with chinese or thai food | what to serve with curry | side dish for a stir fry',
    },
    {
      ca: 'Cuina asiàtica: sushi, amb te verd, sake, un cava brut o un blanc sec; menjar xinès, tailandès o indi, un riesling o un gewürztraminer (un punt dolç calma el picant), un rosat o una cervesa lager. El curri, amb arròs basmati, pa naan, raita i chutney; el wok, amb arròs jasmí o fideus.',
      es: 'Cocina asiática: sushi, con té verde, sake, un cava brut o un blanco seco; comida china, tailandesa o india, un riesling o un gewürztraminer (un punto dulce calma el picante), un rosado o una cerveza lager. El curry, con arroz basmati, pan naan, raita y chutney; el wok, con arroz jazmín o fideos.',
      en: 'Asian food: sushi with green tea, sake, a brut sparkling wine or a dry white; Chinese, Thai or Indian food with an off-dry riesling or gewürztraminer (a touch of sweetness calms the heat), a rosé or a lager. Curry with basmati rice, naan, raita and chutney; a stir-fry with jasmine rice or noodles.',
    },
  ),
  entry(
    'pm-rice-dish-sides',
    'pairing',
    WORLD_CUISINES,
    {
      ca: 'què serveixo amb un arròs | guarnició per a l’arròs fregit o el jollof | amb què acompanyo un plat d’arròs en una festa | què hi poso al costat de l’arròs',
      es: 'qué sirvo con un arroz | guarnición para el arroz frito o el jollof | con qué acompaño un plato de arroz en una fiesta | qué pongo al lado del arroz',
      en: 'what to serve with jollof rice | sides for fried rice | what goes with a rice dish at a party',
    },
    {
      ca: 'Un plat d’arròs com a principal (paella, arròs fregit, jollof): una amanida verda o de tomàquet, plàtan mascle fregit, pollastre a la brasa o fregit, amanida de col, ou ferrat, verdures saltejades; de primer, uns entrants lleugers. A la paella no cal guarnició: amanida i allioli a taula.',
      es: 'Un plato de arroz como principal (paella, arroz frito, jollof): una ensalada verde o de tomate, plátano macho frito, pollo a la brasa o frito, ensalada de col, huevo frito, verduras salteadas; de primero, unos entrantes ligeros. La paella no pide guarnición: ensalada y alioli en la mesa.',
      en: 'A rice dish as the main (jollof, fried rice, chicken and rice, paella): a green or tomato salad, fried plantain (dodo), grilled or fried chicken, coleslaw, a fried egg, stir-fried greens; bean cakes (moin moin) with jollof. Paella needs no side: a salad and alioli on the table.',
    },
  ),
  entry(
    'pm-catalan-stews-wine',
    'pairing',
    WINE_PAIRING,
    {
      ca: 'quin vi amb el fricandó | quina guarnició faig per al fricandó | vi per a un guisat de vedella o un civet | quin vi amb el conill guisat | vi per als canelons',
      es: 'qué vino con el fricandó o la ternera guisada | vino para un estofado o un civet | qué vino con el conejo guisado | vino para los canelones',
      en: 'what wine with beef stew | wine for a rabbit casserole | what wine with a Catalan fricandó | wine for game stew',
    },
    {
      ca: 'Guisats catalans (fricandó amb moixernons, vedella guisada, civet, conill guisat, canelons): de guarnició, patates (fregides a daus o puré) o arròs blanc, i pa per sucar la salsa. Per beure, un negre de cos mitjà, de garnatxa, samsó o merlot, del Montsant, el Priorat, l’Empordà, la Conca de Barberà o el Penedès.',
      es: 'Guisos catalanes y de carne (fricandó, estofado de ternera, civet, conejo guisado, canelones): de guarnición, patatas (fritas a dados o puré) o arroz blanco, y pan para mojar la salsa. Para beber, un tinto de cuerpo medio, de garnacha, cariñena o merlot (Montsant, Priorat, Empordà, Rioja, Navarra).',
      en: 'Meat stews and Catalan casseroles (fricandó with mushrooms, beef stew, game civet, rabbit casserole, cannelloni): on the side, chips, mash or plain rice and bread to mop up the sauce. To drink, a medium-bodied red, grenache, carignan or merlot (Montsant, Priorat, Empordà, a Côtes du Rhône).',
    },
  ),
  entry(
    'pm-spanish-regional-classics',
    'pairing',
    WINE_PAIRING,
    {
      ca: 'quin vi amb el cocido o la fabada | què beure amb el lacón amb grelos | vi per al pop o el marisc gallec | quin vi va amb els plats de cuchara',
      es: 'qué vino con el cocido madrileño | qué beber con la fabada asturiana | qué vino pongo con el lacón con grelos | vino para los platos de cuchara',
      en: 'what wine with fabada or spanish stew | what to drink with cocido | wine for lacón with turnip greens | wine for hearty spanish bean stews',
    },
    {
      ca: 'Plats de cullera i de la terra, amb el vi de la terra: lacón amb grelos i pop, un negre jove de mencía (Bierzo, Ribeira Sacra) o un blanc de Ribeiro o albariño; fabada, sidra natural asturiana o un negre jove; cocido madrileny, un negre jove de Madrid o de Toro; ternasco, Somontano o Campo de Borja.',
      es: 'Platos de cuchara y de la tierra, con el vino de la tierra: lacón con grelos y pulpo, un tinto joven de mencía (Bierzo, Ribeira Sacra) o un blanco de Ribeiro o albariño; fabada, sidra natural asturiana o un tinto joven; cocido madrileño, un tinto joven de Madrid o de Toro; ternasco, Somontano o Campo de Borja.',
      en: 'Spanish regional dishes go with their own region’s drink: lacón with turnip greens and Galician octopus, a young mencía red (Bierzo, Ribeira Sacra) or a Ribeiro or albariño white; fabada, natural Asturian cider or a young red; cocido madrileño, a young red from Madrid or Toro; roast ternasco, a Somontano or Campo de Borja red.',
    },
  ),
  entry(
    'pm-mountain-winter-dishes',
    'pairing',
    CATALAN_CUISINE,
    {
      ca: 'què acompanya el trinxat | amb què serveixo una escudella | què hi poso amb el trinxat de la Cerdanya | guarnició per a un plat de muntanya',
      es: 'qué acompaña al trinxat | con qué sirvo una escudella | qué pongo con un plato de montaña | guarnición para el trinxat',
      en: 'what goes with trinxat | what to serve with a hearty winter stew | side for cabbage and potato hash | what to serve with escudella',
    },
    {
      ca: 'Trinxat (col i patata): amb rosta de cansalada i all, botifarra a la brasa o negra, o un ou ferrat, i un negre robust. Escudella: primer la sopa, després la carn d’olla amb les verdures i la pilota, amb pa i un negre; de postres, fruita o taronja. Plats de muntanya: negres amb cos del Pirineu, del Bages o del Priorat.',
      es: 'Trinxat (col y patata): con torreznos de panceta y ajo, butifarra a la brasa o negra, o un huevo frito, y un tinto robusto. Escudella: primero la sopa, luego la carne con las verduras y la pelota, con pan y un tinto; de postre, fruta o naranja. Platos de montaña: tintos con cuerpo.',
      en: 'Trinxat (cabbage and potato): with crisp pork belly rashers and garlic, grilled or black botifarra sausage, or a fried egg, and a robust red. Escudella: first the soup, then the meat with the vegetables and the meatball, with bread and a red; fruit or oranges for dessert. Mountain dishes: full reds.',
    },
  ),
  entry(
    'pm-soup-cream-vegetables',
    'pairing',
    WINE_PAIRING,
    {
      ca: 'quin vi amb una crema de carbassa | què poso a sobre d’una crema de verdures | vi per a una sopa | cava o vi blanc amb una crema',
      es: 'qué vino con una crema de calabaza | qué pongo encima de una crema de verduras | vino para una sopa | cava o vino blanco con una crema',
      en: 'what wine with butternut squash soup | what to top a vegetable soup with | wine for soup | what goes with pumpkin soup',
    },
    {
      ca: 'Cremes i sopes: per sobre, crostons, llavors torrades (carbassa, pipes), un raig d’oli, formatge ratllat, pernil cruixent o nata. Vi: amb carbassa, gingebre o espècies, un blanc aromàtic o amb un punt dolç (gewürztraminer, moscatell sec, xarel·lo, riesling); un cava brut també hi va; amb cremes de bolets, un blanc amb cos o un fino.',
      es: 'Cremas y sopas: por encima, picatostes, semillas tostadas (calabaza, pipas), un chorro de aceite, queso rallado, jamón crujiente o nata. Vino: con calabaza, jengibre o especias, un blanco aromático o con un punto dulce (gewürztraminer, moscatel seco, riesling); un cava brut también va; con cremas de setas, un blanco con cuerpo o un fino.',
      en: 'Soups: topped with croutons, toasted seeds, a drizzle of oil, grated cheese, crisp ham or cream. Wine: with squash, ginger or spices, an aromatic or off-dry white (gewürztraminer, dry muscat, riesling, viognier); a brut sparkling wine works too; with mushroom soups, a fuller white or a fino sherry.',
    },
  ),
  entry(
    'pm-eggs-tapas-vermouth',
    'pairing',
    CATALAN_CUISINE,
    {
      ca: 'què serveixo amb la truita de patates | què acompanya unes tapes o el vermut | què beure amb uns ous estrellats | aperitiu per al vermut',
      es: 'qué sirvo con la tortilla de patatas | qué acompaña unas tapas o el vermut | qué beber con unos huevos rotos | aperitivo para el vermut',
      en: 'what to serve with spanish omelette | what goes with tapas | what to drink with eggs | snacks to go with vermouth',
    },
    {
      ca: 'Truita de patates i plats d’ou: pa amb tomàquet, una amanida, pebrots del padró o pebrots escalivats, pernil. Tapes i vermut: olives, anxoves, escopinyes i musclos en llauna amb salsa Espinaler, patates xips, seitons. Per beure, vermut, un cava, un fino o manzanilla, un rosat o una canya.',
      es: 'Tortilla de patatas y platos de huevo: pan con tomate, una ensalada, pimientos de padrón o asados, jamón. Tapas y vermut: aceitunas, anchoas, berberechos y mejillones en lata, patatas chips, boquerones. Para beber, vermut, un cava, un fino o manzanilla, un rosado o una caña.',
      en: 'Spanish omelette and egg dishes: bread rubbed with tomato, a salad, padrón or roasted peppers, cured ham. Tapas and vermouth: olives, anchovies, tinned cockles and mussels, crisps, marinated anchovies. To drink: vermouth, cava, a fino or manzanilla sherry, a rosé or a small beer.',
    },
  ),
  entry(
    'pm-no-alcohol',
    'pairing',
    CULINARY,
    {
      ca: 'què beure sense alcohol amb el sopar | beguda sense alcohol per maridar | què poso per beure als nens | alternativa al vi per a un dinar',
      es: 'qué beber sin alcohol con la cena | bebida sin alcohol para maridar | qué pongo de beber a los niños | alternativa al vino para una comida',
      en: 'non alcoholic drink to pair with dinner | what to drink instead of wine | drinks for kids with the meal | alcohol free pairing',
    },
    {
      ca: 'Sense alcohol: aigua amb gas amb llimona (va amb tot), most de raïm (negre amb carn, blanc amb peix), te fred o kombutxa, llimonada, sucs de poma o de tomàquet, orxata o aigua de jamaica amb el picant, cervesa o vi desalcoholitzats. La idea és la mateixa que amb el vi: àcid i bombolles amb els greixos i fregits, dolç amb les postres.',
      es: 'Sin alcohol: agua con gas y limón (va con todo), mosto (tinto con carne, blanco con pescado), té frío o kombucha, limonada, zumos de manzana o de tomate, horchata o agua de jamaica con el picante, cerveza o vino sin alcohol. La idea es la misma que con el vino: ácido y burbujas con las grasas y fritos, dulce con los postres.',
      en: 'Without alcohol: sparkling water with lemon (goes with anything), grape juice (red with meat, white with fish), iced tea or kombucha, lemonade, apple or tomato juice, horchata or hibiscus water with spicy food, alcohol-free beer or wine. The idea is the same as with wine: acid and bubbles with rich and fried food, sweet with dessert.',
    },
  ),
  entry(
    'pm-game-duck',
    'pairing',
    WINE_PAIRING,
    {
      ca: 'quin vi amb l’ànec | què serveixo amb el senglar o la caça | guarnició per al magret d’ànec | vi per al conill o la perdiu',
      es: 'qué vino con el pato | qué sirvo con el jabalí o la caza | guarnición para el magret de pato | vino para la perdiz o el venado',
      en: 'what wine with duck | what to serve with venison or wild boar | sides for duck breast | wine for game birds',
    },
    {
      ca: 'Ànec i caça: fruita (peres, figues, taronja, cireres, prunes), puré de castanyes o de moniato, bolets, col llombarda; salses de vi negre o de porto. Vi: ànec i caça de ploma, un pinot noir, una garnatxa o un merlot; senglar, cérvol i civets, un negre potent (Priorat, Ribera del Duero, syrah).',
      es: 'Pato y caza: fruta (peras, higos, naranja, cerezas, ciruelas), puré de castañas o de boniato, setas, lombarda; salsas de vino tinto o de oporto. Vino: pato y caza de pluma (perdiz, codorniz), un pinot noir, una garnacha o un merlot; jabalí, venado y civets, un tinto potente (Priorat, Ribera del Duero, Toro, syrah).',
      en: 'Duck and game: fruit (pears, figs, orange, cherries, plums), chestnut or sweet potato purée, mushrooms, red cabbage; red wine or port sauces. Wine: duck and game birds, a pinot noir, a grenache or a merlot; wild boar, venison and game stews, a powerful red (syrah, Priorat, Ribera del Duero, a northern Rhône).',
    },
  ),
  entry(
    'pm-stews-world-sides',
    'pairing',
    WORLD_CUISINES,
    {
      ca: 'què serveixo amb un guisat de carn | acompanyament per a un estofat | amb què es menja un guisat de cua de bou | pa o arròs amb l’estofat',
      es: 'qué sirvo con un guiso de carne | acompañamiento para un estofado | con qué se come el rabo de toro | pan o arroz con el estofado',
      en: 'what to serve with stew | sides for beef stew or oxtail | what goes with irish stew | bread or mash with a casserole',
    },
    {
      ca: 'Guisats i estofats de carn (vedella, cua de bou, xai): puré de patata, arròs blanc, polenta, cuscús o pa per sucar, i una amanida o verdura verda per contrastar; als guisats africans i caribenys, arròs, polenta de blat de moro (pap, ugali) o pa d’olla. Per beure, un negre amb cos o una cervesa negra.',
      es: 'Guisos y estofados de carne (ternera, rabo de toro, cordero): puré de patata, arroz blanco, polenta, cuscús o pan para mojar, y una ensalada o verdura verde para contrastar; en los guisos africanos y caribeños, arroz, polenta de maíz (pap, ugali) o pan de olla. Para beber, un tinto con cuerpo o una cerveza negra.',
      en: 'Meat stews (beef, oxtail, lamb, Irish stew, potjie): mashed potato, plain rice, polenta, couscous or crusty bread, and a green salad or greens for contrast; with African and Caribbean stews, rice, maize porridge (pap, ugali), pot bread or chakalaka. To drink, a full red or a dry stout.',
    },
  ),
  entry(
    'pm-filipino-adobo-sides',
    'pairing',
    WORLD_CUISINES,
    {
      ca: 'què serveixo amb el pollastre adobo | acompanyament per a un plat filipí | què hi poso a més d’arròs blanc',
      es: 'qué sirvo con el adobo de pollo | acompañamiento para un plato filipino | qué pongo además de arroz blanco',
      en: 'what to serve with chicken adobo | sides for filipino food | what to serve besides plain rice',
    },
    {
      ca: 'Adobo i plats filipins: arròs fregit amb all (sinangag), un ou ferrat, atchara (papaia en vinagre), verdura saltejada (kangkong, mongeta tendra, bok choy) o una amanida de tomàquet i ceba; els àcids i els encurtits tallen el greix i la salsa de soja i vinagre.',
      es: 'Adobo y platos filipinos: arroz frito con ajo (sinangag), un huevo frito, atchara (papaya encurtida), verdura salteada (kangkong, judía verde, bok choy) o una ensalada de tomate y cebolla; los ácidos y encurtidos cortan la grasa y la salsa de soja y vinagre.',
      en: 'Adobo and Filipino dishes: garlic fried rice (sinangag), a fried egg, atchara (pickled green papaya), sautéed greens (water spinach, green beans, bok choy) or a tomato and onion salad; pickles and acidity cut through the fat and the soy-vinegar sauce.',
    },
  ),
  entry(
    'pm-vegetable-legume-dishes',
    'pairing',
    WINE_PAIRING,
    {
      ca: 'quin vi amb un plat de verdures | què beure amb les llenties o els cigrons | vi per a les carxofes o els espàrrecs | quin vi amb un plat vegetarià',
      es: 'qué vino con un plato de verduras | qué beber con las lentejas o los garbanzos | vino para las alcachofas o los espárragos | qué vino con un plato vegetariano',
      en: 'what wine with vegetables | what to drink with lentils or chickpeas | wine for artichokes or asparagus | wine with a vegetarian dish',
    },
    {
      ca: 'Verdures i llegums: amanides i verdura fresca, un blanc jove o un rosat; verdures a la brasa i escalivada, un rosat o un negre lleuger; llenties i cigrons cuinats, un negre jove; carxofes i espàrrecs (fan el vi metàl·lic), un blanc sec sense fusta, un fino o una manzanilla; amb formatge o nata, un blanc amb cos.',
      es: 'Verduras y legumbres: ensaladas y verdura fresca, un blanco joven o un rosado; verduras a la brasa, un rosado o un tinto ligero; lentejas y garbanzos guisados, un tinto joven; alcachofas y espárragos (vuelven el vino metálico), un blanco seco sin madera, un fino o una manzanilla; con queso o nata, un blanco con cuerpo.',
      en: 'Vegetables and pulses: salads and fresh vegetables, a young white or a rosé; grilled vegetables, a rosé or a light red; lentil and chickpea stews, a young red; artichokes and asparagus (they make wine taste metallic), an unoaked dry white such as grüner veltliner or sauvignon, or a fino sherry; with cheese or cream, a fuller white.',
    },
  ),
  entry(
    'pm-caribbean',
    'pairing',
    WORLD_CUISINES,
    {
      ca: 'què serveixo amb el pollastre jerk | acompanyament per a un plat caribeny | guarnició per a un menjar de Jamaica',
      es: 'qué sirvo con el pollo jerk | acompañamiento para un plato caribeño | guarnición para una comida jamaicana',
      en: 'what sides go with jerk chicken | what to serve with caribbean food | side dishes for a jamaican dinner',
    },
    {
      ca: 'Cuina del Carib (pollastre o porc jerk, curri de cabra, peix escabetxat): arròs amb mongetes vermelles i llet de coco (rice and peas), plàtan mascle fregit, festival o bammy (pa fregit de blat de moro o de iuca), amanida de col i pa dolç; per beure, una lager freda, cervesa de gingebre o suc de sorrel (jamaica).',
      es: 'Cocina del Caribe (pollo o cerdo jerk, curry de cabra, pescado en escabeche): arroz con frijoles rojos y leche de coco (rice and peas), plátano macho frito, festival o bammy (pan frito de maíz o de yuca), ensalada de col y pan dulce; para beber, una lager fría, cerveza de jengibre o agua de jamaica.',
      en: 'Caribbean food (jerk chicken or pork, curry goat, escovitch fish): rice and peas cooked in coconut milk, fried plantain, festival or bammy (fried cornmeal or cassava bread), coleslaw and hard-dough bread; to drink, a cold lager, ginger beer or sorrel.',
    },
  ),
  entry(
    'pm-peruvian-colombian',
    'pairing',
    WORLD_CUISINES,
    {
      ca: 'què serveixo amb un plat peruà | amb què acompanyo les arepes | acompanyament per a un esmorzar colombià o veneçolà | què va bé amb el llom saltat',
      es: 'qué sirvo con un plato peruano | con qué acompaño las arepas | acompañamiento para un desayuno colombiano o venezolano | qué va bien con el lomo saltado',
      en: 'what to serve with peruvian food | what goes with arepas | sides for a colombian or venezuelan breakfast | what goes with lomo saltado',
    },
    {
      ca: 'Cuina peruana (llom saltat, causa, ají de gallina): arròs blanc i patates fregides, salsa criolla (ceba morada amb llima i ají), una amanida fresca; per beure, chicha morada o una cervesa freda. Arepes per esmorzar: formatge fresc ratllat, ous remenats amb tomàquet i ceba (perico), mongetes negres, alvocat, mantega o pernil; amb xocolata calenta o cafè.',
      es: 'Cocina peruana (lomo saltado, causa, ají de gallina): arroz blanco y papas fritas, salsa criolla (cebolla morada con limón y ají), una ensalada fresca; para beber, chicha morada o una cerveza fría. Arepas de desayuno: queso blanco rallado o quesito, huevos pericos, caraotas o frijoles negros, hogao, aguacate, mantequilla o jamón; con chocolate caliente o un tinto.',
      en: 'Peruvian food (lomo saltado, causa, ají de gallina): white rice and fries, salsa criolla (red onion with lime and chilli), a fresh salad; to drink, chicha morada or a cold beer. Arepas for breakfast: grated white cheese, scrambled eggs with tomato and onion (perico), black beans, avocado, butter or ham; with hot chocolate or coffee.',
    },
  ),
];
