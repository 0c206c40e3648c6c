/**
 * Words and phrases that point to a category or a cuisine of the catalogue, accent-free, in Catalan,
 * Spanish and English: kinds of dish, main ingredients, dishes of a place and its demonyms, separated
 * by commas. Keys are the catalogue's names, accent-free and lowercase; a catalogue without one of
 * them never gets it proposed.
 */
export const CATEGORY_WORDS: Readonly<Record<string, string>> = {
  postres: `postres, postre, dessert, pastis, pastel, tarta, cake, flam, flan, crema catalana, mousse,
    galetes, galletas, cookies, brownie, bizcocho, pa de pessic, magdalenes, magdalenas, muffins,
    panellets, crumble, gelat, helado, ice cream, xocolata, chocolate, natillas, arroz con leche,
    arros amb llet, tiramisu, cheesecake, banana bread, coca de llardons, pastis de formatge`,
  arrossos: `arros, arroz, rice, paella, risotto, arros negre, arroz negro`,
  pasta: `pasta, macarrons, macarrones, espaguetis, spaghetti, fideus, fideua, canelons, lasanya, lasana,
    lasagna, tallarines, noodles, penne, carbonara, ravioli, gnocchi`,
  'sopes i cremes': `sopa, sopas, soup, crema de, brou, caldo, gaspatxo, gazpacho, escudella, pure,
    consome, salmorejo`,
  amanides: `amanida, amanides, ensalada, salad`,
  carns: `carn, carne, meat, pollastre, pollo, chicken, vedella, ternera, beef, porc, cerdo, pork, xai,
    cordero, lamb, botifarra, botifarres, llom, lomo, costelles, chuletas, galtes, fricando,
    mandonguilles, albondigas, conill, conejo, mince, minced, chorizo, pinchos morunos`,
  'peix i marisc': `peix, pescado, fish, salmo, salmon, bacalla, bacalao, cod, lluc, merluza, hake, tonyina,
    atun, tuna, gambes, gambas, prawns, shrimp, musclos, mejillones, mussels, calamars, calamares,
    sipia, sepia, sardines, sardinas, llobarro, lubina, dorada, rap, rape`,
  esmorzars: `esmorzar, desayuno, breakfast, torrades, tostadas, tostas, toast, pancakes, crepes, oats,
    porridge, granola, ous remenats, huevos revueltos, scrambled, batut, smoothie, overnight oats`,
  entrants: `entrant, entrante, starter, aperitiu, aperitivo, tapa, tapes, tapas, croquetes, croquetas,
    hummus, guacamole, pa amb tomaquet, dip, canapes`,
  vegetaria: `vegetaria, vegetariano, vegetarian, vegan, verdures, verduras, vegetables, llenties,
    lentejas, lentils, cigrons, garbanzos, chickpeas, tofu, carbassa, calabaza, espinacs, espinacas`,
};

/** Categories of the foods a vegetarian dish leaves out: with them, it is not vegetarian. */
export const NOT_VEGETARIAN = ['carns', 'peix i marisc'];

export const CUISINE_WORDS: Readonly<Record<string, string>> = {
  catalunya: `catalunya, catalana, catala, catalan, a la catalana, pa amb tomaquet, escalivada, samfaina,
    fricando, botifarra, calcots, panellets, crema catalana, escudella, fideua, romesco, allioli,
    coca de llardons, mongetes amb botifarra, canelons, musclos, galtes`,
  espanya: `espanya, espana, spain, spanish, espanola, espanol, tortilla de patatas, gazpacho, paella,
    patatas bravas, a lo pobre, huevos rotos, pinchos morunos, chorizo, jamon, lentejas, salmorejo,
    fabada, salsa verde, al ajillo, cocido, pisto`,
  italia: `italia, italy, italian, italiana, italiano, pasta, espaguetis, spaghetti, risotto, pesto,
    parmesa, parmesano, parmesan, mozzarella, pizza, carbonara, lasanya, lasana, lasagna, tiramisu,
    gnocchi, bolonyesa, bolognesa`,
  franca: `franca, francia, france, french, francesa, frances, crepes, quiche, ratatouille, croissant,
    souffle, sopa de ceba, sopa de cebolla, onion soup, gratin`,
  japo: `japo, japon, japan, japanese, japonesa, japones, sushi, ramen, miso, teriyaki, tempura, gyoza,
    wasabi`,
  xina: `xina, china, chinese, xinesa, chino, wok, salsa de soja, soy sauce, fried rice, arros fregit,
    dim sum, agredolc, agridulce`,
  india: `india, indian, hindu, curry, masala, tandoori, dal, garam, naan, chutney, biryani`,
  mexic: `mexic, mexico, mexican, mexicana, mexicano, guacamole, tacos, burritos, nachos, enchiladas,
    quesadilla, chilli con carne, chili con carne, jalapeno, mole`,
  tailandia: `tailandia, thailand, thai, tailandesa, pad thai, lemongrass, llet de coco, leche de coco,
    coconut milk, fish sauce`,
  grecia: `grecia, greece, greek, grega, griega, feta, tzatziki, moussaka, souvlaki`,
  marroc: `marroc, marruecos, morocco, moroccan, marroquina, cuscus, couscous, tajine, harissa,
    ras el hanout, shakshuka`,
  'estats units': `estats units, estados unidos, american, americana, burger, hamburguesa, brownie,
    pancakes, cheesecake, banana bread, mac and cheese, barbecue, cookies, apple pie, crumble`,
  peru: `peru, peruvian, peruana, ceviche, lomo saltado, aji, causa, pisco`,
  liban: `liban, libano, lebanon, lebanese, libanesa, hummus, falafel, tabule, tabbouleh, baba ganoush,
    shawarma`,
};
