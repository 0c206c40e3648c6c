import { CATALAN_CUISINE, CULINARY, entry, type KnowledgeEntry } from './knowledge-entry.ts';

const SPANISH_CUISINE =
  'Standard culinary references (Simone Ortega, "1080 recetas de cocina"; Real Academia de Gastronomía)';
const VALENCIAN_CUISINE =
  'Standard culinary references (Wikipaella; Simone Ortega, "1080 recetas de cocina")';
const ENSAIMADA_IGP = 'Consell Regulador de la IGP Ensaïmada de Mallorca (product specification)';
const AESAN_ANISAKIS =
  'AESAN (Agencia Española de Seguridad Alimentaria y Nutrición), "Anisakis" consumer recommendations';
const USDA_ALCOHOL = 'USDA, "Table of Nutrient Retention Factors", Release 6 (2007): alcohol retention';
const FOOD_LAB =
  'J. Kenji López-Alt, "The Food Lab" (2015); Standard culinary references (The Professional Chef, CIA)';

/** Catalan and Spanish home dishes and general kitchen techniques (standard culinary references). */
export const TECHNIQUE_MORE_FACTS: readonly KnowledgeEntry[] = [
  entry(
    'tq2-picada',
    'technique',
    CATALAN_CUISINE,
    {
      ca: 'com es fa una picada | com faig la picada per al guisat | què porta la picada | quan es posa la picada | picada d’ametlles i all',
      es: 'cómo se hace la picada catalana | qué lleva la picada | picada de almendras y ajo | cuándo se añade la picada',
      en: 'how to make a Catalan picada | what goes in a picada | what is a picada | when do you add the picada',
    },
    {
      ca: 'Picada: al morter, pica un all amb un pessic de sal, un grapat d’ametlles o avellanes torrades, una llesca de pa fregit i julivert; segons el plat, hi pots afegir safrà, pinyons, una galeta o un tros de xocolata. Desfés-la amb una mica del brou del guisat i afegeix-la al final, 5-10 minuts abans d’apagar el foc: espesseix i arrodoneix el gust.',
      es: 'Picada: en el mortero, maja un ajo con una pizca de sal, un puñado de almendras o avellanas tostadas, una rebanada de pan frito y perejil; según el plato, puedes añadir azafrán, piñones, una galleta o un trozo de chocolate. Deslíela con un poco del caldo del guiso y añádela al final, 5-10 minutos antes de apagar el fuego: espesa y redondea el sabor.',
      en: 'Picada: in a mortar, pound a garlic clove with a pinch of salt, a handful of toasted almonds or hazelnuts, a slice of fried bread and parsley; depending on the dish, add saffron, pine nuts, a biscuit or a piece of chocolate. Loosen it with a little of the stew’s liquid and stir it in at the end, 5-10 minutes before turning off the heat: it thickens and rounds off the flavour.',
    },
  ),
  entry(
    'tq2-picada-vs-sofregit',
    'technique',
    CATALAN_CUISINE,
    {
      ca: 'quina diferència hi ha entre picada i sofregit | picada o sofregit | el sofregit va al principi i la picada al final? | per a què serveix la picada',
      es: 'diferencia entre picada y sofrito | picada o sofrito | el sofrito va al principio y la picada al final? | para qué sirve la picada',
      en: 'difference between picada and sofregit | picada vs sofrito | does sofrito go first and picada last | why add a picada at the end',
    },
    {
      ca: 'El sofregit és la base del plat: ceba i tomàquet (i de vegades all o pebrot) cuits a poc a poc amb oli al principi de la cocció. La picada és el toc final: fruits secs, all, pa fregit i julivert picats al morter que s’afegeixen els darrers 5-10 minuts per espessir i donar aroma. Molts plats catalans, com el fricandó o el suquet, porten totes dues coses.',
      es: 'El sofrito es la base del plato: cebolla y tomate (a veces ajo o pimiento) cocinados despacio con aceite al principio de la cocción. La picada es el toque final: frutos secos, ajo, pan frito y perejil majados en el mortero que se añaden los últimos 5-10 minutos para espesar y dar aroma. Muchos platos catalanes, como el fricandó o el suquet, llevan las dos cosas.',
      en: 'The sofregit is the base of the dish: onion and tomato (sometimes garlic or pepper) cooked slowly in oil at the start. The picada is the finishing touch: nuts, garlic, fried bread and parsley pounded in a mortar and added in the last 5-10 minutes to thicken and perfume. Many Catalan dishes, such as fricandó or suquet, use both.',
    },
  ),
  entry(
    'tq2-allioli-egg',
    'technique',
    CATALAN_CUISINE,
    {
      ca: 'allioli amb ou | allioli d’ou amb batedora | salsa d’all amb rovell d’ou | es pot posar ou a l’allioli',
      es: 'alioli con huevo | alioli de huevo con batidora | salsa de ajo con yema de huevo | se puede poner huevo al alioli',
      en: 'aioli with egg | garlic mayonnaise with egg yolk and a stick blender | can you put egg in aioli | quick aioli in a blender',
    },
    {
      ca: 'Allioli amb ou: al got de la batedora, 1 ou a temperatura ambient (o un rovell), 1-2 grans d’all pelats i sense el brot, sal i uns 200-250 ml d’oli d’oliva suau; batedora al fons sense moure-la fins que emulsioni i després puja-la a poc a poc. Surt més suau i no es talla tan fàcilment; els puristes diuen que l’allioli de debò només porta all, oli i sal. A la nevera, 1-2 dies.',
      es: 'Alioli con huevo: en el vaso de la batidora, 1 huevo a temperatura ambiente (o una yema), 1-2 dientes de ajo pelados y sin el germen, sal y unos 200-250 ml de aceite de oliva suave; batidora al fondo sin moverla hasta que emulsione y luego súbela poco a poco. Sale más suave y se corta menos; los puristas dicen que el alioli auténtico solo lleva ajo, aceite y sal. En la nevera, 1-2 días.',
      en: 'Aioli with egg: in the blender cup, 1 room-temperature egg (or a yolk), 1-2 peeled garlic cloves with the green germ removed, salt and about 200-250 ml mild olive oil; hold the stick blender at the bottom until it emulsifies, then lift it slowly. It is milder and splits less easily; purists say the real thing is only garlic, oil and salt. Keeps 1-2 days in the fridge.',
    },
  ),
  entry(
    'tq2-romesco',
    'technique',
    CATALAN_CUISINE,
    {
      ca: 'com es fa la salsa romesco | què porta el romesco | quin és el secret d’un bon romesco | romesco casolà amb nyores | recepta de romesco de Tarragona',
      es: 'cómo se hace la salsa romesco | qué lleva el romesco | cuál es el secreto del romesco | romesco casero con ñoras | receta de romesco de Tarragona',
      en: 'how to make romesco sauce | what goes in romesco | homemade romesco with nyora peppers | Catalan romesco recipe',
    },
    {
      ca: 'Salsa romesco: escaliva 3-4 tomàquets i una cabeça d’alls al forn (200 °C, uns 30-40 minuts); remulla 2-3 nyores en aigua tèbia i rasca’n la polpa. Al morter o a la batedora, pica uns 50 g d’ametlles i 50 g d’avellanes torrades amb una llesca de pa fregit, la polpa de nyora, els alls i els tomàquets pelats; lliga-ho amb oli d’oliva a fil, un raig de vinagre i sal. Cada casa hi posa el seu toc (un bitxo, més o menys pa); millora d’un dia per l’altre.',
      es: 'Salsa romesco: asa 3-4 tomates y una cabeza de ajos al horno (200 °C, unos 30-40 minutos); remoja 2-3 ñoras en agua templada y ráscales la pulpa. En el mortero o la batidora, tritura unos 50 g de almendras y 50 g de avellanas tostadas con una rebanada de pan frito, la pulpa de ñora, los ajos y los tomates pelados; liga con aceite de oliva en hilo, un chorrito de vinagre y sal. Cada casa tiene su toque (una guindilla, más o menos pan); mejora de un día para otro.',
      en: 'Romesco sauce: roast 3-4 tomatoes and a head of garlic (200 °C, about 30-40 minutes); soak 2-3 dried nyora peppers in warm water and scrape out the flesh. In a mortar or blender, grind about 50 g toasted almonds and 50 g toasted hazelnuts with a slice of fried bread, the nyora flesh and the peeled garlic and tomatoes; bind with olive oil in a thin stream, a splash of vinegar and salt. Every household has its twist (a chilli, more or less bread); it is better the next day.',
    },
  ),
  entry(
    'tq2-salvitxada',
    'technique',
    CATALAN_CUISINE,
    {
      ca: 'com es fa la salsa de calçots | què porta la salvitxada | salvitxada de Valls | és el mateix que el romesco?',
      es: 'cómo se hace la salsa para calçots | qué lleva la salvitxada | salvitxada casera | la salsa de calçots es romesco?',
      en: 'how to make calçot sauce | what is salvitxada | salvitxada recipe | is calçot sauce romesco',
    },
    {
      ca: 'Salsa de calçots (salvitxada): ametlles i avellanes torrades, tomàquets i alls escalivats, la polpa d’una o dues nyores remullades, oli d’oliva, vinagre i sal (hi ha qui hi posa julivert). És de la família del romesco però més suau i més clara, sense picant i sovint sense pa, perquè en una calçotada se’n menja molta. Els noms es discuteixen: a Valls en diuen salvitxada, i cada casa la fa a la seva manera.',
      es: 'Salsa para calçots (salvitxada): almendras y avellanas tostadas, tomates y ajos asados, la pulpa de una o dos ñoras remojadas, aceite de oliva, vinagre y sal (hay quien pone perejil). Es de la familia del romesco pero más suave y más líquida, sin picante y a menudo sin pan, porque en una calçotada se toma mucha. Los nombres se discuten: en Valls la llaman salvitxada, y cada casa tiene su receta.',
      en: 'Calçot sauce (salvitxada): toasted almonds and hazelnuts, roasted tomatoes and garlic, the flesh of one or two soaked nyora peppers, olive oil, vinegar and salt (some add parsley). It belongs to the romesco family but is milder and runnier, with no chilli and often no bread, because you eat a lot of it at a calçotada. The names are disputed: in Valls it is salvitxada, and every household makes its own.',
    },
  ),
  entry(
    'tq2-calcots-grill',
    'technique',
    CATALAN_CUISINE,
    {
      ca: 'com es couen els calçots | calçots a la brasa | com es fa una calçotada | calçots al forn | quant temps a la brasa els calçots',
      es: 'cómo se hacen los calçots | cómo hacer calçots a la brasa | cómo se hace una calçotada | calçots al horno | cuánto tiempo se asan los calçots',
      en: 'how to cook calçots | grilling calçots | how to do a calçotada | calçots in the oven | how long to grill calçots',
    },
    {
      ca: 'Calçots: a la brasa viva de sarments, en rengles sobre la graella, fins que les fulles de fora quedin ben negres, girant-los un cop (uns 10-15 minuts en total). Després embolica’ls en paquets de paper de diari (o posa’ls en teules) 15-20 minuts perquè acabin de fer-se amb el seu vapor. Al forn: 250 °C uns 20-25 minuts i embolicats igual; la temporada va de novembre a abril.',
      es: 'Calçots: a la brasa viva de sarmientos, en filas sobre la parrilla, hasta que las hojas exteriores queden bien negras, girándolos una vez (unos 10-15 minutos en total). Después envuélvelos en paquetes de papel de periódico (o ponlos en tejas) 15-20 minutos para que terminen de hacerse con su vapor. Al horno: 250 °C unos 20-25 minutos y envueltos igual; la temporada va de noviembre a abril.',
      en: 'Calçots: over a lively fire of vine shoots, in rows on the grill, until the outer leaves are completely black, turning them once (about 10-15 minutes in all). Then wrap them in bundles of newspaper (or put them in roof tiles) for 15-20 minutes to finish in their own steam. In the oven: 250 °C for about 20-25 minutes, then wrap them the same way; the season runs from November to April.',
    },
  ),
  entry(
    'tq2-calcots-eat',
    'technique',
    CATALAN_CUISINE,
    {
      ca: 'com es mengen els calçots | com es pelen els calçots per menjar-los | els calçots es mengen amb les mans | com es menja un calçot',
      es: 'cómo se comen los calçots | cómo se pelan los calçots para comerlos | los calçots se comen con las manos | cómo se come un calçot',
      en: 'how do you eat calçots | how to peel calçots to eat them | eating calçots with your hands | calçot eating technique',
    },
    {
      ca: 'Agafa el calçot per les fulles verdes amb una mà i per la base cremada amb l’altra, i estira avall: la capa negra surt sencera i queda la part blanca i tendra. Suca’l a la salsa, aixeca’l i menja’l amb el cap tirat enrere. Es fa amb pitet i guants, i després solen venir carn a la brasa amb mongetes, vi de porró i postres.',
      es: 'Coge el calçot por las hojas verdes con una mano y por la base quemada con la otra, y tira para abajo: la capa negra sale entera y queda la parte blanca y tierna. Mójalo en la salsa, levántalo y llévatelo a la boca con la cabeza inclinada atrás. Se toman con babero y guantes, y después suelen venir carne a la brasa con judías, vino en porrón y postre.',
      en: 'Hold the calçot by the green leaves with one hand and the charred base with the other, and pull down: the black layer slips off and leaves the tender white part. Dip it in the sauce, lift it up and eat it with your head tilted back. Bibs and gloves are usual, and grilled meat with beans, wine from a porró and dessert usually follow.',
    },
  ),
  entry(
    'tq2-escalivada',
    'technique',
    CATALAN_CUISINE,
    {
      ca: 'com es fa l’escalivada | com faig una bona escalivada | escalivada al forn | com s’escaliven les albergínies i els pebrots | què porta l’escalivada',
      es: 'cómo se hace la escalivada | escalivada al horno | cómo se asan las berenjenas y los pimientos | qué lleva la escalivada',
      en: 'how to make escalivada | escalivada in the oven | roasted aubergine peppers and onion | what goes in escalivada',
    },
    {
      ca: 'Escalivada: albergínies, pebrots vermells i cebes (i, si vols, tomàquets) sencers, a la brasa o al forn a 200 °C uns 45-60 minuts, girant-los, fins que siguin ben tous i la pell enfosquida. Deixa’ls suar tapats 15 minuts, pela’ls, treu-ne les llavors i talla’ls a tires. Amaneix-ho amb oli d’oliva verge i sal (hi ha qui hi posa all); es menja tèbia o freda, sovint amb anxoves o sobre pa.',
      es: 'Escalivada: berenjenas, pimientos rojos y cebollas (y, si quieres, tomates) enteros, a la brasa o al horno a 200 °C unos 45-60 minutos, dándoles la vuelta, hasta que estén bien blandos y la piel oscura. Déjalos sudar tapados 15 minutos, pélalos, quítales las semillas y córtalos en tiras. Aliña con aceite de oliva virgen y sal (hay quien pone ajo); se come templada o fría, a menudo con anchoas o sobre pan.',
      en: 'Escalivada: whole aubergines, red peppers and onions (and tomatoes, if you like), on embers or in the oven at 200 °C for about 45-60 minutes, turning them, until very soft with darkened skins. Let them sweat covered for 15 minutes, peel, remove the seeds and tear or cut into strips. Dress with virgin olive oil and salt (some add garlic); eat it warm or cold, often with anchovies or on bread.',
    },
  ),
  entry(
    'tq2-samfaina',
    'technique',
    CATALAN_CUISINE,
    {
      ca: 'com es fa la samfaina | què porta la samfaina | samfaina per al bacallà | en quin ordre es posen les verdures de la samfaina',
      es: 'cómo se hace la samfaina | qué lleva la samfaina | samfaina catalana | en qué orden van las verduras de la samfaina',
      en: 'how to make samfaina | what goes in samfaina | Catalan ratatouille | order of vegetables in samfaina',
    },
    {
      ca: 'Samfaina: ceba, pebrot (vermell i verd), albergínia, carbassó i tomàquet, tot a daus, amb all i oli d’oliva. Comença per la ceba a foc baix, afegeix-hi el pebrot, després l’albergínia i el carbassó, i al final el tomàquet ratllat; deixa-ho coure lentament 45-60 minuts fins que quedi melós. Acompanya bacallà, pollastre, ous o carn a la brasa.',
      es: 'Samfaina: cebolla, pimiento (rojo y verde), berenjena, calabacín y tomate, todo en dados, con ajo y aceite de oliva. Empieza por la cebolla a fuego bajo, añade el pimiento, después la berenjena y el calabacín, y al final el tomate rallado; deja cocer despacio 45-60 minutos hasta que quede meloso. Acompaña bacalao, pollo, huevos o carne a la brasa.',
      en: 'Samfaina: onion, peppers (red and green), aubergine, courgette and tomato, all diced, with garlic and olive oil. Start with the onion on low heat, add the peppers, then the aubergine and courgette, and finally grated tomato; cook slowly for 45-60 minutes until soft and jammy. It goes with salt cod, chicken, eggs or grilled meat.',
    },
  ),
  entry(
    'tq2-fideua',
    'technique',
    CATALAN_CUISINE,
    {
      ca: 'com es fa la fideuà | quin fideu per a fideuà | quant fumet per a la fideuà | fideuà de peix | els fideus de punta',
      es: 'cómo se hace la fideuá | qué fideo para fideuá | cuánto caldo lleva la fideuá | fideuá de pescado | fideuá con fideos de punta',
      en: 'how to make fideuà | which noodles for fideua | how much stock for fideuà | fideua with noodles instead of rice',
    },
    {
      ca: 'Fideuà: a la paella, rosseja sípia o calamar i gambes amb oli (reserva les gambes), fes-hi un sofregit d’all, tomàquet i pebre vermell, i torra-hi els fideus gruixuts (núm. 2-3, o els de forat) uns minuts. Mulla amb fumet calent, uns 800 ml-1 l per 400 g de fideus, i deixa-ho coure 10-12 minuts sense remenar. Acaba-la 2-3 minuts al gratinador perquè els fideus s’aixequin de punta i serveix-la amb allioli.',
      es: 'Fideuá: en la paella, dora sepia o calamar y gambas con aceite (reserva las gambas), haz un sofrito de ajo, tomate y pimentón, y tuesta los fideos gruesos (n.º 2-3, o los de agujero) unos minutos. Moja con fumet caliente, unos 800 ml-1 l por 400 g de fideos, y deja cocer 10-12 minutos sin remover. Termínala 2-3 minutos bajo el gratinador para que los fideos se levanten de punta y sírvela con alioli.',
      en: 'Fideuà: in a paella pan, brown cuttlefish or squid and prawns in oil (set the prawns aside), make a sofrito of garlic, tomato and paprika, and toast the thick noodles (no. 2-3, or the hollow ones) for a few minutes. Add hot fish stock, about 800 ml-1 l per 400 g noodles, and cook 10-12 minutes without stirring. Finish 2-3 minutes under the grill so the noodles curl up, and serve with allioli.',
    },
  ),
  entry(
    'tq2-arros-negre',
    'technique',
    CATALAN_CUISINE,
    {
      ca: 'com es fa l’arròs negre | arròs negre amb tinta de sípia | quanta tinta porta l’arròs negre | arròs negre amb allioli',
      es: 'cómo se hace el arroz negro | arroz negro con tinta de sepia | cuánta tinta lleva el arroz negro | arroz negro con alioli',
      en: 'how to make black rice | arroz negro with squid ink | how much ink for black rice | Spanish black paella',
    },
    {
      ca: 'Arròs negre: rosseja sípia o calamar a trossets amb oli, fes-hi un sofregit de ceba, all i tomàquet, i afegeix-hi l’arròs (uns 80-100 g per persona) perquè es nacri. Mulla amb fumet calent (unes 3 parts per 1 d’arròs en paella) on hauràs desfet la tinta: 2-4 sobrets de 4 g per a 4 persones, o la bossa de la sípia. Cou 17-18 minuts sense remenar, deixa’l reposar i serveix-lo amb allioli.',
      es: 'Arroz negro: dora sepia o calamar troceado con aceite, haz un sofrito de cebolla, ajo y tomate, y añade el arroz (unos 80-100 g por persona) para que se nacare. Moja con fumet caliente (unas 3 partes por 1 de arroz en paella) en el que habrás disuelto la tinta: 2-4 sobres de 4 g para 4 personas, o la bolsa de la sepia. Cuece 17-18 minutos sin remover, déjalo reposar y sírvelo con alioli.',
      en: 'Black rice: brown diced cuttlefish or squid in oil, make a sofrito of onion, garlic and tomato, and add the rice (about 80-100 g per person) to coat it. Pour in hot fish stock (about 3 parts to 1 of rice in a paella pan) with the ink dissolved in it: 2-4 sachets of 4 g for 4 people, or the cuttlefish’s own ink sac. Cook 17-18 minutes without stirring, let it rest and serve with allioli.',
    },
  ),
  entry(
    'tq2-arros-cassola',
    'technique',
    CATALAN_CUISINE,
    {
      ca: 'com es fa l’arròs a la cassola | arròs a la cassola de carn | arròs de cassola de terrissa | arròs caldós o melós a la cassola',
      es: 'cómo se hace el arroz a la cazuela | arroz en cazuela de barro | arroz a la cazuela catalán | arroz meloso en cazuela',
      en: 'how to make Catalan rice in a clay pot | arròs a la cassola | rice cooked in a cazuela | moist rice in a casserole',
    },
    {
      ca: 'Arròs a la cassola: en cassola de terrissa, rosseja la carn (costella de porc, botifarra, pollastre o conill; a la costa, també sípia i marisc), fes-hi un sofregit de ceba i tomàquet i sofregeix-hi l’arròs. Mulla amb brou calent, unes 3 parts per 1 d’arròs (més si el vols melós o caldós), cou-lo 18-20 minuts i afegeix-hi una picada d’all, julivert i ametlles a mitja cocció. Cada casa té la seva combinació; deixa’l reposar 2-3 minuts abans de servir.',
      es: 'Arroz a la cazuela: en cazuela de barro, dora la carne (costilla de cerdo, butifarra, pollo o conejo; en la costa, también sepia y marisco), haz un sofrito de cebolla y tomate y rehoga el arroz. Moja con caldo caliente, unas 3 partes por 1 de arroz (más si lo quieres meloso o caldoso), cuécelo 18-20 minutos y añade una picada de ajo, perejil y almendras a media cocción. Cada casa tiene su combinación; déjalo reposar 2-3 minutos antes de servir.',
      en: 'Arròs a la cassola: in a clay casserole, brown the meat (pork ribs, botifarra sausage, chicken or rabbit; on the coast, also cuttlefish and shellfish), make a sofrito of onion and tomato and stir the rice in it. Add hot stock, about 3 parts to 1 of rice (more for a creamy or soupy rice), cook 18-20 minutes and stir in a picada of garlic, parsley and almonds halfway through. Every household has its own combination; rest it 2-3 minutes before serving.',
    },
  ),
  entry(
    'tq2-paella-valenciana',
    'technique',
    VALENCIAN_CUISINE,
    {
      ca: 'com es fa la paella valenciana | què porta la paella valenciana | quin és el secret de la paella | paella de pollastre i conill | la paella valenciana porta ceba?',
      es: 'cómo se hace la paella valenciana | qué lleva la paella valenciana | cuál es el secreto de la paella | paella de pollo y conejo | la paella valenciana lleva cebolla?',
      en: 'how to make paella valenciana | what goes in a Valencian paella | chicken and rabbit paella | authentic paella ingredients',
    },
    {
      ca: 'Paella valenciana: pollastre, conill, bajoqueta (mongeta plana), garrofó, tomàquet, pebre roig, safrà, oli d’oliva, aigua, sal i arròs; és un arròs de carn i verdura, sense ceba, i el romer o els caragols són opcionals segons la casa. Fregeix bé la carn amb sal, afegeix-hi la verdura, el tomàquet i el pebre roig, mulla amb aigua i bull-ho uns 20-30 minuts per fer el caldo. Tira-hi l’arròs escampat i el safrà, i cou-lo 17-18 minuts sense remenar, primer a foc fort i després més suau.',
      es: 'Paella valenciana: pollo, conejo, judía verde plana (bajoqueta), garrofón, tomate, pimentón, azafrán, aceite de oliva, agua, sal y arroz; es un arroz de carne y verdura, sin cebolla, y el romero o los caracoles son opcionales según la casa. Sofríe bien la carne con sal, añade la verdura, el tomate y el pimentón, moja con agua y hierve unos 20-30 minutos para hacer el caldo. Echa el arroz repartido y el azafrán, y cuécelo 17-18 minutos sin remover, primero a fuego fuerte y luego más suave.',
      en: 'Paella valenciana: chicken, rabbit, flat green beans, garrofó (large lima beans), tomato, sweet paprika, saffron, olive oil, water, salt and rice; a meat-and-vegetable rice with no onion, while rosemary or snails are optional depending on the household. Fry the meat well with salt, add the beans, tomato and paprika, cover with water and boil about 20-30 minutes to make the broth. Scatter in the rice and saffron and cook 17-18 minutes without stirring, first on high heat and then lower.',
    },
  ),
  entry(
    'tq2-paella-socarrat',
    'technique',
    VALENCIAN_CUISINE,
    {
      ca: 'com es fa el socarrat | per què no s’ha de remenar la paella | quan es remena l’arròs de la paella | com aconsegueixo socarrat sense cremar-la',
      es: 'cómo se hace el socarrat | por qué no se remueve la paella | se remueve el arroz de la paella? | cómo conseguir socarrat sin quemarla',
      en: 'how to get socarrat | why not stir paella | should you stir paella rice | crispy bottom of paella without burning',
    },
    {
      ca: 'Un cop repartit l’arròs a la paella ja no es remena: així el gra es cou igual, no deixa anar midó i no queda pastós. El socarrat es fa al final: quan l’arròs s’ha begut el caldo, puja el foc 1-2 minuts fins que sentis que crepita i faci olor de torrat (no de cremat), movent la paella perquè es faci igual. Després deixa-la reposar 5 minuts fora del foc, tapada amb un drap o paper de diari si vols.',
      es: 'Una vez repartido el arroz en la paella ya no se remueve: así el grano se cuece igual, no suelta almidón y no queda pastoso. El socarrat se hace al final: cuando el arroz se ha bebido el caldo, sube el fuego 1-2 minutos hasta que oigas que crepita y huela a tostado (no a quemado), moviendo la paella para que se haga igual. Después déjala reposar 5 minutos fuera del fuego, tapada con un paño o papel de periódico si quieres.',
      en: 'Once the rice is spread in the paella pan you do not stir it: the grains cook evenly, do not release starch and do not turn mushy. The socarrat comes at the end: when the rice has absorbed the broth, raise the heat for 1-2 minutes until you hear it crackle and smell toasting (not burning), moving the pan so it browns evenly. Then rest it 5 minutes off the heat, covered with a cloth or newspaper if you like.',
    },
  ),
  entry(
    'tq2-suquet',
    'technique',
    CATALAN_CUISINE,
    {
      ca: 'com es fa el suquet de peix | què porta el suquet | quin peix per al suquet | suquet de rap i patates',
      es: 'cómo se hace el suquet de pescado | qué lleva el suquet | qué pescado para suquet | suquet de rape con patatas',
      en: 'how to make suquet | Catalan fish stew with potatoes | which fish for suquet | fisherman’s stew Costa Brava',
    },
    {
      ca: 'Suquet: en una cassola, un sofregit lleuger d’all i tomàquet (hi ha qui hi posa ceba), patates a rodanxes gruixudes i fumet o aigua fins a cobrir-les; cou-ho uns 15-20 minuts. Afegeix-hi el peix a trossos (rap, lluç, rascassa, gall) i una picada d’all, julivert, ametlles i pa fregit, i deixa-ho 5-8 minuts més. No remenis: sacseja la cassola perquè la salsa lligui i el peix no es trenqui.',
      es: 'Suquet: en una cazuela, un sofrito ligero de ajo y tomate (hay quien pone cebolla), patatas en rodajas gruesas y fumet o agua hasta cubrirlas; cuece unos 15-20 minutos. Añade el pescado en trozos (rape, merluza, rascacio, gallo) y una picada de ajo, perejil, almendras y pan frito, y déjalo 5-8 minutos más. No remuevas: mueve la cazuela para que la salsa ligue y el pescado no se rompa.',
      en: 'Suquet: in a casserole, a light sofrito of garlic and tomato (some add onion), thick potato slices, and fish stock or water to cover; cook about 15-20 minutes. Add the fish in chunks (monkfish, hake, scorpionfish, John Dory) and a picada of garlic, parsley, almonds and fried bread, and cook 5-8 minutes more. Do not stir: shake the pan so the sauce binds and the fish stays whole.',
    },
  ),
  entry(
    'tq2-pop-gallega',
    'technique',
    SPANISH_CUISINE,
    {
      ca: 'com es fa el pop a la gallega | com s’espanta el pop | quant temps es bull el pop | pop a feira amb pebre vermell | perquè el pop quedi tendre',
      es: 'cómo se hace el pulpo a la gallega | cómo se asusta el pulpo | cuánto tiempo se cuece el pulpo | pulpo a feira con pimentón | para que el pulpo quede tierno',
      en: 'how to cook Galician octopus | pulpo a la gallega | why dip the octopus three times | how long to boil octopus | tender octopus',
    },
    {
      ca: 'Pop a la gallega: congela’l abans (o compra’l congelat) perquè quedi tendre. «Espanta’l»: agafa’l pel cap i submergeix-lo tres vegades uns segons a l’aigua bullint perquè els tentacles s’arrissin, i després deixa’l coure: uns 40-50 minuts per a un pop de 2 kg, fins que una broqueta hi entri fàcilment, i 10 minuts de repòs a l’aigua. Talla’l amb tisores a rodanxes sobre un plat de fusta, amb patates (cachelos) si vols, i amaneix-lo amb sal grossa, pebre vermell dolç i/o picant i oli d’oliva.',
      es: 'Pulpo a la gallega: congélalo antes (o cómpralo congelado) para que quede tierno. «Asústalo»: cógelo por la cabeza y sumérgelo tres veces unos segundos en el agua hirviendo para que los tentáculos se ricen, y luego déjalo cocer: unos 40-50 minutos para un pulpo de 2 kg, hasta que una brocheta entre con facilidad, y 10 minutos de reposo en el agua. Córtalo con tijeras en rodajas sobre un plato de madera, con cachelos si quieres, y aliña con sal gruesa, pimentón dulce y/o picante y aceite de oliva.',
      en: 'Galician octopus: freeze it first (or buy it frozen) so it turns out tender. "Scare" it: hold it by the head and dip it into the boiling water three times for a few seconds so the tentacles curl, then let it cook: about 40-50 minutes for a 2 kg octopus, until a skewer goes in easily, and 10 minutes resting in the water. Cut it into slices with scissors onto a wooden plate, over boiled potatoes if you like, and dress with coarse salt, sweet and/or hot Spanish paprika and olive oil.',
    },
  ),
  entry(
    'tq2-gaspatxo',
    'technique',
    SPANISH_CUISINE,
    {
      ca: 'com es fa el gaspatxo | com faig un bon gaspatxo | què porta el gaspatxo andalús | gaspatxo amb pa o sense | gaspatxo casolà amb la batedora',
      es: 'cómo se hace el gazpacho | qué lleva el gazpacho andaluz | gazpacho con pan o sin pan | gazpacho casero con batidora',
      en: 'how to make gazpacho | what goes in Andalusian gazpacho | gazpacho with or without bread | gazpacho recipe | cold tomato soup',
    },
    {
      ca: 'Gaspatxo: 1 kg de tomàquet madur, 1 pebrot verd, mig cogombre, 1 gra d’all, 50-100 ml d’oli d’oliva verge extra, 2-3 cullerades de vinagre de Xerès i sal; el pa sec remullat (uns 50 g) és opcional i li dona cos. Tritura-ho tot, afegint l’oli al final amb la batedora en marxa perquè emulsioni, passa-ho pel colador si el vols fi i refreda’l ben bé a la nevera. Se serveix amb daus de pa, cogombre, pebrot i ceba al costat.',
      es: 'Gazpacho: 1 kg de tomate maduro, 1 pimiento verde, medio pepino, 1 diente de ajo, 50-100 ml de aceite de oliva virgen extra, 2-3 cucharadas de vinagre de Jerez y sal; el pan duro remojado (unos 50 g) es opcional y le da cuerpo. Tritúralo todo, añadiendo el aceite al final con la batidora en marcha para que emulsione, pásalo por el colador si lo quieres fino y enfríalo bien en la nevera. Se sirve con dados de pan, pepino, pimiento y cebolla aparte.',
      en: 'Gazpacho: 1 kg ripe tomatoes, 1 green pepper, half a cucumber, 1 garlic clove, 50-100 ml extra virgin olive oil, 2-3 tablespoons sherry vinegar and salt; soaked stale bread (about 50 g) is optional and gives body. Blend everything, adding the oil last with the blender running so it emulsifies, strain it if you want it smooth and chill it well. Serve with diced bread, cucumber, pepper and onion on the side.',
    },
  ),
  entry(
    'tq2-salmorejo',
    'technique',
    SPANISH_CUISINE,
    {
      ca: 'com es fa el salmorejo | què porta el salmorejo cordovès | salmorejo espès | amb què es serveix el salmorejo',
      es: 'cómo se hace el salmorejo | qué lleva el salmorejo cordobés | salmorejo espeso | con qué se sirve el salmorejo',
      en: 'how to make salmorejo | what goes in salmorejo | salmorejo recipe | Cordoba cold tomato cream | salmorejo toppings',
    },
    {
      ca: 'Salmorejo: 1 kg de tomàquet madur, uns 200 g de pa del dia abans (molla de pa atapeït), 1 gra d’all, 100-150 ml d’oli d’oliva verge extra i sal. Tritura el tomàquet, remulla-hi el pa 10 minuts i torna-ho a triturar amb l’all, afegint l’oli a fil fins que quedi una crema espessa i fina. Es serveix ben fred amb ou dur picat i encenalls de pernil.',
      es: 'Salmorejo: 1 kg de tomate maduro, unos 200 g de pan del día anterior (miga de pan de telera), 1 diente de ajo, 100-150 ml de aceite de oliva virgen extra y sal. Tritura el tomate, remoja en él el pan 10 minutos y vuelve a triturar con el ajo, añadiendo el aceite en hilo hasta que quede una crema espesa y fina. Se sirve muy frío con huevo duro picado y virutas de jamón.',
      en: 'Salmorejo: 1 kg ripe tomatoes, about 200 g day-old dense white bread, 1 garlic clove, 100-150 ml extra virgin olive oil and salt. Blend the tomatoes, soak the bread in them for 10 minutes, then blend again with the garlic, pouring in the oil in a thin stream until you have a thick, smooth cream. Serve very cold topped with chopped hard-boiled egg and slivers of cured ham.',
    },
  ),
  entry(
    'tq2-gazpacho-vs-salmorejo',
    'technique',
    SPANISH_CUISINE,
    {
      ca: 'quina diferència hi ha entre gaspatxo i salmorejo | en què es diferencien | porta cogombre el salmorejo?',
      es: 'diferencia entre gazpacho y salmorejo | en qué se diferencian | lleva pepino el salmorejo?',
      en: 'difference between gazpacho and salmorejo | how are they different | does salmorejo have cucumber',
    },
    {
      ca: 'El gaspatxo és una sopa freda líquida per beure: tomàquet, pebrot, cogombre, all, oli i vinagre, amb poc pa o cap. El salmorejo és una crema espessa per menjar amb cullera: només tomàquet, molt pa, all, oli i sal, sense pebrot ni cogombre, i es guarneix amb ou dur i pernil. Tots dos es serveixen ben freds.',
      es: 'El gazpacho es una sopa fría líquida, para beber: tomate, pimiento, pepino, ajo, aceite y vinagre, con poco pan o ninguno. El salmorejo es una crema espesa, de cuchara: solo tomate, mucho pan, ajo, aceite y sal, sin pimiento ni pepino, y se adorna con huevo duro y jamón. Los dos se sirven muy fríos.',
      en: 'Gazpacho is a thin cold soup you can drink: tomato, pepper, cucumber, garlic, oil and vinegar, with little or no bread. Salmorejo is a thick cream eaten with a spoon: just tomato, lots of bread, garlic, oil and salt, with no pepper or cucumber, topped with hard-boiled egg and ham. Both are served very cold.',
    },
  ),
  entry(
    'tq2-ajoblanco',
    'technique',
    SPANISH_CUISINE,
    {
      ca: 'com es fa l’ajoblanco | ajo blanco d’ametlles | què porta l’ajoblanco | sopa freda d’ametlla i all',
      es: 'cómo se hace el ajoblanco | ajo blanco de almendras | qué lleva el ajoblanco malagueño | sopa fría de almendra y ajo',
      en: 'how to make ajoblanco | white gazpacho with almonds | what goes in ajo blanco | cold almond and garlic soup',
    },
    {
      ca: 'Ajoblanco: 200 g d’ametlles crues pelades, 100 g de molla de pa del dia abans remullada, 1-2 grans d’all, 100 ml d’oli d’oliva verge extra, 2-3 cullerades de vinagre de Xerès, sal i uns 750 ml d’aigua molt freda. Tritura les ametlles, el pa i l’all amb una mica d’aigua fins a fer una pasta fina, afegeix-hi l’oli a fil i després la resta d’aigua, el vinagre i la sal. Serveix-lo ben fred amb raïm o meló.',
      es: 'Ajoblanco: 200 g de almendras crudas peladas, 100 g de miga de pan del día anterior remojada, 1-2 dientes de ajo, 100 ml de aceite de oliva virgen extra, 2-3 cucharadas de vinagre de Jerez, sal y unos 750 ml de agua muy fría. Tritura las almendras, el pan y el ajo con un poco de agua hasta hacer una pasta fina, añade el aceite en hilo y luego el resto del agua, el vinagre y la sal. Sírvelo muy frío con uvas o melón.',
      en: 'Ajoblanco: 200 g blanched almonds, 100 g soaked day-old bread, 1-2 garlic cloves, 100 ml extra virgin olive oil, 2-3 tablespoons sherry vinegar, salt and about 750 ml very cold water. Blend the almonds, bread and garlic with a little water to a smooth paste, drizzle in the oil, then add the rest of the water, the vinegar and salt. Serve very cold with grapes or melon.',
    },
  ),
  entry(
    'tq2-truita-patates',
    'technique',
    SPANISH_CUISINE,
    {
      ca: 'com es fa la truita de patates | el secret d’una truita de patates sucosa | com es gira la truita | quants ous per a una truita de patates | truita espanyola',
      es: 'cómo se hace la tortilla de patatas | el secreto de una tortilla de patata jugosa | cómo se da la vuelta a la tortilla | cuántos huevos para una tortilla de patatas',
      en: 'how to make Spanish omelette | tortilla de patatas | how to flip a tortilla | how many eggs for a Spanish tortilla | juicy potato omelette',
    },
    {
      ca: 'Truita de patates: 1 kg de patates a làmines fines o daus, confitades en oli abundant a foc mitjà-baix 20-25 minuts, fins que siguin tendres (no cruixents). Escorre-les, barreja-les amb 6-8 ous batuts i sal i deixa-ho reposar 5-10 minuts. Qualla-la en una paella amb una mica d’oli, 2-3 minuts per banda a foc mitjà, i gira-la amb un plat pla més gran que la paella; per tenir-la sucosa, retira-la quan encara tremoli al mig.',
      es: 'Tortilla de patatas: 1 kg de patatas en láminas finas o dados, confitadas en aceite abundante a fuego medio-bajo 20-25 minutos, hasta que estén tiernas (no crujientes). Escúrrelas, mézclalas con 6-8 huevos batidos y sal y deja reposar 5-10 minutos. Cuájala en una sartén con un poco de aceite, 2-3 minutos por lado a fuego medio, y dale la vuelta con un plato llano más grande que la sartén; para que quede jugosa, retírala cuando aún tiemble en el centro.',
      en: 'Spanish tortilla: 1 kg potatoes in thin slices or dice, gently cooked in plenty of oil over medium-low heat for 20-25 minutes until tender (not crisp). Drain, mix with 6-8 beaten eggs and salt and let it sit 5-10 minutes. Set it in a frying pan with a little oil, 2-3 minutes a side over medium heat, flipping it with a flat plate wider than the pan; for a juicy one, take it off while the centre still wobbles.',
    },
  ),
  entry(
    'tq2-truita-ceba',
    'technique',
    SPANISH_CUISINE,
    {
      ca: 'truita de patates amb ceba o sense | la truita porta ceba? | quanta ceba a la truita | truita amb ceba o sense ceba',
      es: 'tortilla de patatas con cebolla o sin cebolla | la tortilla lleva cebolla? | cuánta cebolla en la tortilla | tortilla con o sin cebolla',
      en: 'Spanish omelette with or without onion | does tortilla have onion | how much onion in a tortilla | potato omelette with onion',
    },
    {
      ca: 'Totes dues són tradicionals i és una discussió de gust: la ceba fa la truita més dolça i sucosa; sense ceba, el gust de patata i ou és més net. Si en poses, compta una ceba mitjana per quilo de patates, tallada fina i confitada amb les patates a foc suau fins que sigui tova i daurada. La resta de la recepta no canvia.',
      es: 'Las dos son tradicionales y es cuestión de gusto: la cebolla hace la tortilla más dulce y jugosa; sin cebolla, el sabor a patata y huevo es más limpio. Si la pones, calcula una cebolla mediana por kilo de patatas, cortada fina y pochada con las patatas a fuego suave hasta que esté blanda y dorada. El resto de la receta no cambia.',
      en: 'Both are traditional and it comes down to taste: onion makes the tortilla sweeter and juicier; without it, the potato and egg taste is cleaner. If you add it, count one medium onion per kilo of potatoes, thinly sliced and cooked gently with the potatoes until soft and golden. The rest of the recipe stays the same.',
    },
  ),
  entry(
    'tq2-pa-amb-tomaquet',
    'technique',
    CATALAN_CUISINE,
    {
      ca: 'com es fa el pa amb tomàquet | quin tomàquet per sucar | pa amb tomàquet torrat o no | primer l’oli o el tomàquet | pa amb tomàquet amb all | el pa amb tomàquet queda tou i aigualit',
      es: 'cómo se hace el pan con tomate | pan tumaca | qué tomate para untar el pan | primero el aceite o el tomate | el pan con tomate queda blando y aguado',
      en: 'how to make pa amb tomàquet | Catalan tomato bread | which tomato for tomato bread | pan con tomate',
    },
    {
      ca: 'Pa amb tomàquet: pa de pagès a llesques, torrat o no (cada casa ho fa a la seva manera), i tomàquet madur i sucós, millor de penjar, partit per la meitat i refregat fins que només en quedi la pell. Després sal i un bon raig d’oli d’oliva verge. Si el pa és torrat, hi pots refregar abans un gra d’all.',
      es: 'Pan con tomate: pan de payés en rebanadas, tostado o no (cada casa lo hace a su manera), y tomate maduro y jugoso, mejor de colgar (de ramillete), partido por la mitad y frotado hasta que solo quede la piel. Después sal y un buen chorro de aceite de oliva virgen. Si el pan está tostado, puedes frotar antes un diente de ajo.',
      en: 'Pa amb tomàquet: slices of country bread, toasted or not (each household has its way), and a ripe, juicy tomato, ideally a hanging variety, halved and rubbed on until only the skin is left. Then salt and a generous drizzle of virgin olive oil. If the bread is toasted, you can rub it with a garlic clove first.',
    },
  ),
  entry(
    'tq2-crema-catalana',
    'technique',
    CATALAN_CUISINE,
    {
      ca: 'com es fa la crema catalana | com faig crema catalana | què porta la crema catalana | crema de Sant Josep | quants rovells per a la crema catalana',
      es: 'cómo se hace la crema catalana | qué lleva la crema catalana | crema de San José | cuántas yemas lleva la crema catalana',
      en: 'how to make crema catalana | what goes in crema catalana | Catalan cream recipe | crema catalana vs creme brulee',
    },
    {
      ca: 'Crema catalana: infusiona 1 l de llet amb pell de llimona i una branca de canyella. Bat 8 rovells amb 200 g de sucre i 40 g de midó de blat de moro, afegeix-hi la llet colada a poc a poc i cou-ho a foc baix remenant sense parar fins que espesseixi, sense que arrenqui el bull fort. Reparteix-la en cassoletes, deixa-la refredar a la nevera i crema-hi el sucre just abans de servir. A diferència de la crème brûlée, es fa al foc i no al forn.',
      es: 'Crema catalana: infusiona 1 l de leche con piel de limón y una rama de canela. Bate 8 yemas con 200 g de azúcar y 40 g de maicena, añade la leche colada poco a poco y cuece a fuego bajo removiendo sin parar hasta que espese, sin que llegue a hervir fuerte. Repártela en cazuelitas, déjala enfriar en la nevera y quema el azúcar justo antes de servir. A diferencia de la crème brûlée, se hace al fuego y no al horno.',
      en: 'Crema catalana: infuse 1 l milk with lemon peel and a cinnamon stick. Whisk 8 yolks with 200 g sugar and 40 g cornflour, gradually add the strained milk and cook over low heat, stirring constantly, until it thickens, without letting it boil hard. Pour into shallow dishes, chill and caramelise the sugar just before serving. Unlike crème brûlée, it is cooked on the hob, not baked.',
    },
  ),
  entry(
    'tq2-crema-catalana-cremar',
    'technique',
    CATALAN_CUISINE,
    {
      ca: 'com es crema el sucre de la crema catalana | cremar la crema sense bufador | ferro de cremar | el sucre de la crema no queda cruixent',
      es: 'cómo se quema el azúcar de la crema catalana | quemar la crema sin soplete | hierro de quemar crema | el azúcar no queda crujiente',
      en: 'how to burn the sugar on crema catalana | caramelise the top without a blowtorch | crema catalana iron | sugar topping not crunchy',
    },
    {
      ca: 'Escampa una capa fina i uniforme de sucre sobre la crema ben freda i eixuta. Crema’l amb el ferro de cremar (la pala rodona escalfada al foc fins que sigui ben roenta) o amb un bufador, fins que el sucre es fongui i quedi ambre. Fes-ho just abans de servir: amb el temps la humitat estova el caramel; el grill del forn també funciona, però escalfa la crema.',
      es: 'Espolvorea una capa fina y uniforme de azúcar sobre la crema bien fría y seca. Quémalo con el hierro de quemar (la pala redonda calentada al fuego hasta que esté al rojo) o con un soplete, hasta que el azúcar se funda y quede ámbar. Hazlo justo antes de servir: con el tiempo la humedad ablanda el caramelo; el grill del horno también sirve, pero calienta la crema.',
      en: 'Sprinkle a thin, even layer of sugar over the well-chilled, dry cream. Burn it with a crema catalana iron (the round disc heated on the flame until red hot) or a blowtorch until the sugar melts to amber. Do it just before serving: moisture softens the caramel over time; the oven grill also works, but it warms the cream.',
    },
  ),
  entry(
    'tq2-escudella',
    'technique',
    CATALAN_CUISINE,
    {
      ca: 'com es fa l’escudella i carn d’olla | què porta l’escudella | com es fa la pilota de l’escudella | escudella de Nadal amb galets | quant temps bull l’escudella',
      es: 'cómo se hace la escudella i carn d’olla | qué lleva la escudella | cómo se hace la pelota de la escudella | sopa de galets de Navidad',
      en: 'how to make escudella i carn d’olla | Catalan Christmas stew | what goes in escudella | galets soup | pilota meatball',
    },
    {
      ca: 'Escudella: a l’olla amb aigua freda, ossos (espinada, os de genoll o de canya), pota de porc, gallina o pollastre, vedella i cansalada; escuma-la quan bulli i afegeix-hi els cigrons remullats la vigília. Deixa-ho fer xup-xup unes 3 hores; la darrera hora hi van la col, la patata, la pastanaga, l’api i el nap, i els últims 30 minuts la pilota (carn picada, ou, pa, all i julivert) i les botifarres. Amb el brou colat es fa la sopa de galets o de fideus, i la carn d’olla se serveix a part.',
      es: 'Escudella: en la olla con agua fría, huesos (espinazo, hueso de rodilla o de caña), pie de cerdo, gallina o pollo, ternera y tocino; espuma cuando hierva y añade los garbanzos remojados la víspera. Déjalo hervir suave unas 3 horas; la última hora van la col, la patata, la zanahoria, el apio y el nabo, y los últimos 30 minutos la pelota (carne picada, huevo, pan, ajo y perejil) y las butifarras. Con el caldo colado se hace la sopa de galets o de fideos, y la carn d’olla se sirve aparte.',
      en: 'Escudella: in a pot of cold water, bones (backbone, knuckle or marrow bone), pig’s trotter, hen or chicken, beef and pork belly; skim when it boils and add the chickpeas soaked the night before. Simmer about 3 hours; in the last hour add cabbage, potato, carrot, celery and turnip, and in the last 30 minutes the pilota (minced meat, egg, bread, garlic and parsley) and the botifarra sausages. The strained broth makes the soup with galets or noodles, and the meat and vegetables (carn d’olla) are served separately.',
    },
  ),
  entry(
    'tq2-canelons',
    'technique',
    CATALAN_CUISINE,
    {
      ca: 'com es fan els canelons | canelons de Sant Esteve | farcit de canelons amb carn d’olla | canelons amb beixamel | com s’enrotllen els canelons',
      es: 'cómo se hacen los canelones | canelones de San Esteban | relleno de canelones de carne | canelones con bechamel | canelones caseros',
      en: 'how to make Catalan cannelloni | canelons de Sant Esteve | cannelloni filling with leftover meat | cannelloni with bechamel',
    },
    {
      ca: 'Canelons: per Sant Esteve es fan amb la carn que ha sobrat de l’escudella i del rostit (vedella, porc, pollastre; hi ha qui hi afegeix fetge de pollastre), picada i sofregida amb ceba ben confitada, i lligada amb una mica de beixamel. Bull les plaques, farceix-les i enrotlla-les, posa-les en una safata untada, cobreix-les de beixamel i formatge ratllat, i gratina-les al forn a 200 °C uns 15-20 minuts.',
      es: 'Canelones: por San Esteban (26 de diciembre) se hacen con la carne que ha sobrado de la escudella y del asado (ternera, cerdo, pollo; hay quien añade hígado de pollo), picada y rehogada con cebolla bien pochada, y ligada con un poco de bechamel. Cuece las placas, rellénalas y enróllalas, colócalas en una fuente untada, cúbrelas con bechamel y queso rallado, y gratínalas al horno a 200 °C unos 15-20 minutos.',
      en: 'Catalan cannelloni: for Sant Esteve (26 December) they are made with meat left over from the escudella and the roast (beef, pork, chicken; some add chicken livers), minced and cooked with well-softened onion, and bound with a little béchamel. Boil the pasta sheets, fill and roll them, lay them in a greased dish, cover with béchamel and grated cheese, and gratinate at 200 °C for about 15-20 minutes.',
    },
  ),
  entry(
    'tq2-fricando',
    'technique',
    CATALAN_CUISINE,
    {
      ca: 'com es fa el fricandó | fricandó amb moixernons | quina carn per al fricandó | fricandó de vedella',
      es: 'cómo se hace el fricandó | fricandó con moixernons | qué carne para el fricandó | fricandó de ternera',
      en: 'how to make fricandó | Catalan veal stew with mushrooms | which cut for fricando | fricandó with moixernons',
    },
    {
      ca: 'Fricandó: filets prims de vedella (llata o tall rodó), salpebrats, enfarinats i rossejats; reserva’ls i en el mateix oli fes un sofregit de ceba i tomàquet. Torna-hi la carn, mulla amb un raig de vi ranci o blanc i brou, i afegeix-hi moixernons secs remullats (o uns altres bolets). Cou-ho a foc lent 1-1,5 hores fins que la carn sigui tendra i acaba-ho amb una picada d’ametlles, all i julivert.',
      es: 'Fricandó: filetes finos de ternera (llata o redondo), salpimentados, enharinados y dorados; resérvalos y en el mismo aceite haz un sofrito de cebolla y tomate. Vuelve a poner la carne, moja con un chorro de vino rancio o blanco y caldo, y añade moixernons (setas de San Jorge) secos hidratados u otras setas. Cuece a fuego lento 1-1,5 horas hasta que la carne esté tierna y termina con una picada de almendras, ajo y perejil.',
      en: 'Fricandó: thin veal slices, seasoned, floured and browned; set them aside and make a sofrito of onion and tomato in the same oil. Return the meat, add a splash of rancio or white wine and stock, and the soaked dried moixernons (St George’s mushrooms) or other mushrooms. Simmer 1-1.5 hours until the meat is tender and finish with a picada of almonds, garlic and parsley.',
    },
  ),
  entry(
    'tq2-mar-i-muntanya',
    'technique',
    CATALAN_CUISINE,
    {
      ca: 'com es fa un mar i muntanya | pollastre amb gambes o llagostins | mandonguilles amb sípia | què és un mar i muntanya',
      es: 'cómo se hace un mar y montaña | pollo con langostinos | albóndigas con sepia | qué es un mar i muntanya',
      en: 'how to make mar i muntanya | surf and turf Catalan chicken with prawns | meatballs with cuttlefish | what is mar i muntanya',
    },
    {
      ca: 'Mar i muntanya: un guisat que barreja carn i marisc, com el pollastre amb llagostins o escamarlans o les mandonguilles amb sípia. Rosseja la carn, fes-hi un sofregit de ceba i tomàquet, mulla amb vi ranci o blanc i brou, i deixa-ho coure fins que la carn sigui tendra. El marisc es posa els últims minuts perquè no s’endureixi, i s’acaba amb una picada (ametlles, all, julivert i, segons la casa, una mica de xocolata).',
      es: 'Mar y montaña: un guiso que mezcla carne y marisco, como el pollo con langostinos o cigalas o las albóndigas con sepia. Dora la carne, haz un sofrito de cebolla y tomate, moja con vino rancio o blanco y caldo, y deja cocer hasta que la carne esté tierna. El marisco se añade los últimos minutos para que no se endurezca, y se termina con una picada (almendras, ajo, perejil y, según la casa, un poco de chocolate).',
      en: 'Mar i muntanya: a stew that combines meat and seafood, such as chicken with prawns or langoustines, or meatballs with cuttlefish. Brown the meat, make a sofrito of onion and tomato, add rancio or white wine and stock, and cook until the meat is tender. The shellfish goes in for the last few minutes so it does not toughen, and it is finished with a picada (almonds, garlic, parsley and, in some households, a little chocolate).',
    },
  ),
  entry(
    'tq2-botifarra-mongetes',
    'technique',
    CATALAN_CUISINE,
    {
      ca: 'com es fa la botifarra amb mongetes | mongetes saltades amb botifarra | com es cou la botifarra | botifarra a la brasa',
      es: 'cómo se hace la butifarra con judías | judías salteadas con butifarra | cómo se cocina la butifarra | butifarra a la brasa',
      en: 'how to make botifarra with beans | Catalan sausage and white beans | how to cook botifarra | sauteed white beans',
    },
    {
      ca: 'Botifarra amb mongetes: la botifarra a la brasa o a la paella amb un fil d’oli, a foc mitjà 10-15 minuts girant-la, sense punxar-la perquè no perdi el suc. Les mongetes cuites (del ganxet o similars), ben escorregudes, se salten en una paella amb oli i all (i julivert) fins que quedin una mica rossejades. Se serveix sovint amb allioli.',
      es: 'Butifarra con judías: la butifarra a la brasa o en sartén con un hilo de aceite, a fuego medio 10-15 minutos dándole la vuelta, sin pincharla para que no pierda el jugo. Las judías blancas cocidas (del ganxet o similares), bien escurridas, se saltean en una sartén con aceite y ajo (y perejil) hasta que queden algo doradas. Se sirve a menudo con alioli.',
      en: 'Botifarra with beans: grill the sausage or cook it in a pan with a little oil over medium heat for 10-15 minutes, turning it, without pricking it so it keeps its juices. Cooked white beans (ganxet or similar), well drained, are sautéed in a pan with oil and garlic (and parsley) until lightly golden. It is often served with allioli.',
    },
  ),
  entry(
    'tq2-esqueixada',
    'technique',
    CATALAN_CUISINE,
    {
      ca: 'com es fa l’esqueixada | què porta l’esqueixada de bacallà | amanida de bacallà esqueixat | esqueixada amb olives',
      es: 'cómo se hace la esqueixada | qué lleva la esqueixada de bacalao | ensalada de bacalao desmigado | esqueixada catalana',
      en: 'how to make esqueixada | Catalan salt cod salad | what goes in esqueixada | shredded cod salad',
    },
    {
      ca: 'Esqueixada: bacallà esqueixat a mà (a tires, no tallat amb ganivet), dessalat i ben escorregut, amb tomàquet madur a daus, ceba (o ceba tendra) i pebrot vermell i verd tallats petits, i olives negres. S’amaneix amb oli d’oliva verge, una mica de vinagre i poca sal, perquè el bacallà ja en té. Es menja freda; hi ha qui hi afegeix mongetes o ou dur.',
      es: 'Esqueixada: bacalao desmigado a mano (en tiras, no cortado con cuchillo), desalado y bien escurrido, con tomate maduro en dados, cebolla (o cebolleta) y pimiento rojo y verde picados, y aceitunas negras. Se aliña con aceite de oliva virgen, un poco de vinagre y poca sal, porque el bacalao ya tiene. Se come fría; hay quien añade judías o huevo duro.',
      en: 'Esqueixada: salt cod torn by hand into strips (not cut with a knife), desalted and well drained, with diced ripe tomato, onion (or spring onion), finely chopped red and green pepper and black olives. Dress with virgin olive oil, a little vinegar and very little salt, since the cod is already salty. It is eaten cold; some add white beans or hard-boiled egg.',
    },
  ),
  entry(
    'tq2-xato',
    'technique',
    CATALAN_CUISINE,
    {
      ca: 'com es fa el xató | què porta la salsa de xató | xató de Vilanova o del Vendrell | amanida d’escarola amb bacallà i salsa',
      es: 'cómo se hace el xató | qué lleva la salsa de xató | xató del Garraf y Penedès | ensalada de escarola con bacalao',
      en: 'how to make xató | what goes in xató sauce | Catalan endive salad with salt cod | xató salad',
    },
    {
      ca: 'Xató: escarola amb bacallà esqueixat dessalat, tonyina en conserva, anxoves i olives arbequines, amanida amb la salsa de xató. La salsa es fa al morter amb ametlles i avellanes torrades, all, la polpa de nyores remullades, pa torrat o fregit, oli d’oliva, vinagre i sal. És un plat d’hivern del Garraf i el Penedès, i cada vila (Vilanova, Sitges, el Vendrell, Vilafranca) defensa la seva versió.',
      es: 'Xató: escarola con bacalao desmigado desalado, atún en conserva, anchoas y aceitunas arbequinas, aliñada con la salsa de xató. La salsa se hace en el mortero con almendras y avellanas tostadas, ajo, la pulpa de ñoras remojadas, pan tostado o frito, aceite de oliva, vinagre y sal. Es un plato de invierno del Garraf y el Penedès, y cada pueblo (Vilanova, Sitges, El Vendrell, Vilafranca) defiende su versión.',
      en: 'Xató: curly endive with shredded desalted salt cod, tinned tuna, anchovies and arbequina olives, dressed with xató sauce. The sauce is made in a mortar with toasted almonds and hazelnuts, garlic, the flesh of soaked nyora peppers, toasted or fried bread, olive oil, vinegar and salt. It is a winter dish from the Garraf and Penedès, and each town (Vilanova, Sitges, El Vendrell, Vilafranca) defends its own version.',
    },
  ),
  entry(
    'tq2-coca-recapte',
    'technique',
    CATALAN_CUISINE,
    {
      ca: 'com es fa la coca de recapte | què porta la coca de recapte | massa de coca salada | coca d’escalivada amb arengada',
      es: 'cómo se hace la coca de recapte | qué lleva la coca de recapte | masa de coca salada | coca de escalivada con arenque',
      en: 'how to make coca de recapte | Catalan flatbread with roasted vegetables | savoury coca dough | coca with escalivada',
    },
    {
      ca: 'Coca de recapte: una massa de pa amb oli (farina, aigua, llevat, sal i un raig d’oli d’oliva), estirada fina en forma allargada. A sobre, pebrot vermell, albergínia i ceba a tires (crues, o escalivades abans segons la casa) i un raig d’oli; s’hi afegeix arengada, anxoves, sardina o botifarra. Cou-la al forn a 200-220 °C uns 20-30 minuts, fins que la base sigui cruixent.',
      es: 'Coca de recapte: una masa de pan con aceite (harina, agua, levadura, sal y un chorro de aceite de oliva), estirada fina en forma alargada. Encima, pimiento rojo, berenjena y cebolla en tiras (crudos, o asados antes según la casa) y un chorro de aceite; se añade arenque, anchoas, sardina o butifarra. Cuécela al horno a 200-220 °C unos 20-30 minutos, hasta que la base esté crujiente.',
      en: 'Coca de recapte: a bread dough enriched with oil (flour, water, yeast, salt and a splash of olive oil), stretched thin into a long shape. On top go strips of red pepper, aubergine and onion (raw, or roasted beforehand depending on the household) and a drizzle of oil, plus salted herring, anchovies, sardines or botifarra sausage. Bake at 200-220 °C for about 20-30 minutes, until the base is crisp.',
    },
  ),
  entry(
    'tq2-panellets',
    'technique',
    CATALAN_CUISINE,
    {
      ca: 'com es fan els panellets | massapà per a panellets | panellets de pinyons | panellets amb patata o moniato | a quina temperatura es couen els panellets',
      es: 'cómo se hacen los panellets | mazapán para panellets | panellets de piñones | panellets con patata o boniato',
      en: 'how to make panellets | marzipan for panellets | pine nut panellets | All Saints Catalan sweets',
    },
    {
      ca: 'Panellets: massapà de 500 g d’ametlla mòlta, 400-500 g de sucre, uns 250 g de patata o moniato bullit i aixafat i pell de llimona ratllada; pasta-ho i deixa-ho reposar unes hores a la nevera (hi ha qui no hi posa patata i lliga amb clara). Fes boletes, arrebossa-les amb pinyons humitejats amb clara (o amb coco, ametlla, cafè...) i pinta-les amb rovell. Forn ben calent, a 200-220 °C, 8-10 minuts fins que siguin daurats.',
      es: 'Panellets: mazapán de 500 g de almendra molida, 400-500 g de azúcar, unos 250 g de patata o boniato cocido y aplastado y piel de limón rallada; amasa y deja reposar unas horas en la nevera (hay quien no pone patata y liga con clara). Haz bolitas, rebózalas con piñones humedecidos con clara (o con coco, almendra, café...) y píntalas con yema. Horno bien caliente, a 200-220 °C, 8-10 minutos hasta que estén dorados.',
      en: 'Panellets: a marzipan of 500 g ground almonds, 400-500 g sugar, about 250 g boiled, mashed potato or sweet potato and grated lemon zest; knead it and let it rest a few hours in the fridge (some skip the potato and bind with egg white). Shape small balls, roll them in pine nuts moistened with egg white (or coconut, almonds, coffee...) and brush with egg yolk. Bake in a hot oven, 200-220 °C, for 8-10 minutes until golden.',
    },
  ),
  entry(
    'tq2-bunyols',
    'technique',
    CATALAN_CUISINE,
    {
      ca: 'com es fan els bunyols | bunyols de l’Empordà | bunyols de Quaresma | bunyols de vent | com es forma el forat del bunyol',
      es: 'cómo se hacen los buñuelos | buñuelos del Ampurdán | buñuelos de Cuaresma | buñuelos de viento',
      en: 'how to make Catalan bunyols | Lent doughnuts | bunyols de vent | Empordà fritters',
    },
    {
      ca: 'Bunyols de l’Empordà: massa de farina, ous, sucre, llet, mantega o oli, llevat, anís i pell de llimona ratllada; es deixa fermentar fins que dobli el volum. Amb els dits mullats d’oli o d’aigua, se’n fan anelles amb el forat al mig i es fregeixen en oli a 170-180 °C fins que siguin daurats; després s’arrebossen amb sucre. Els bunyols de vent són diferents: una pasta bullida (tipus choux) que s’infla en fregir-la.',
      es: 'Buñuelos del Ampurdán: masa de harina, huevos, azúcar, leche, mantequilla o aceite, levadura, anís y piel de limón rallada; se deja fermentar hasta que doble su volumen. Con los dedos untados de aceite o agua, se forman anillos con el agujero en medio y se fríen en aceite a 170-180 °C hasta que estén dorados; después se rebozan en azúcar. Los buñuelos de viento son distintos: una masa escaldada (tipo choux) que se hincha al freírla.',
      en: 'Empordà bunyols: a dough of flour, eggs, sugar, milk, butter or oil, yeast, anise and grated lemon zest, left to rise until doubled. With fingers dipped in oil or water, shape rings with a hole in the middle and fry them in oil at 170-180 °C until golden; then roll them in sugar. Bunyols de vent are different: a cooked choux-type paste that puffs up when fried.',
    },
  ),
  entry(
    'tq2-carquinyolis',
    'technique',
    CATALAN_CUISINE,
    {
      ca: 'com es fan els carquinyolis | carquinyolis d’ametlla | per què els carquinyolis es couen dues vegades | carquinyolis casolans',
      es: 'cómo se hacen los carquiñoles | carquinyolis de almendra | por qué los carquiñoles se hornean dos veces | carquiñoles caseros',
      en: 'how to make carquinyolis | Catalan almond biscotti | why bake carquinyolis twice | almond biscuits twice baked',
    },
    {
      ca: 'Carquinyolis: 250 g de farina, 200-250 g de sucre, 2 ous, 150-200 g d’ametlles senceres (torrades), pell de llimona ratllada, un pessic de sal i una mica de llevat químic. Forma’n barres d’uns 4 cm d’ample, pinta-les amb ou i enforna-les a 180 °C uns 20 minuts. Talla-les en calent a llesques d’1 cm i torna-les al forn, a 150-160 °C, 10-15 minuts perquè s’assequin i quedin cruixents.',
      es: 'Carquiñoles: 250 g de harina, 200-250 g de azúcar, 2 huevos, 150-200 g de almendras enteras (tostadas), piel de limón rallada, una pizca de sal y un poco de levadura química. Forma barras de unos 4 cm de ancho, píntalas con huevo y hornéalas a 180 °C unos 20 minutos. Córtalas en caliente en rebanadas de 1 cm y vuelve a hornearlas, a 150-160 °C, 10-15 minutos para que se sequen y queden crujientes.',
      en: 'Carquinyolis: 250 g flour, 200-250 g sugar, 2 eggs, 150-200 g whole (toasted) almonds, grated lemon zest, a pinch of salt and a little baking powder. Shape logs about 4 cm wide, brush with egg and bake at 180 °C for about 20 minutes. Slice them while hot into 1 cm pieces and bake again at 150-160 °C for 10-15 minutes so they dry out and turn crisp.',
    },
  ),
  entry(
    'tq2-croquetes-massa',
    'technique',
    SPANISH_CUISINE,
    {
      ca: 'com es fa la massa de croquetes | quanta farina per a la beixamel de les croquetes | croquetes de pernil | el secret d’unes croquetes cremoses | la massa de croquetes és massa tova',
      es: 'cómo se hace la masa de croquetas | cuánta harina para la bechamel de croquetas | croquetas de jamón | el secreto de unas croquetas cremosas | la masa de croquetas está blanda',
      en: 'how to make croquette dough | how thick should croquette bechamel be | ham croquetas | creamy croquettes | croquette mixture too soft',
    },
    {
      ca: 'Croquetes: una beixamel espessa, d’uns 80-100 g de farina i 80-100 g de mantega (o oli) per litre de llet. Rosseja lleugerament la farina amb el greix i el farcit (pernil, pollastre de l’olla, bacallà), afegeix-hi la llet calenta a poc a poc i cou-ho 10-15 minuts remenant, fins que la massa es desenganxi de les parets. Estén-la en una safata, tapa-la amb film tocant la massa i deixa-la refredar a la nevera unes hores o tota la nit abans de formar-les.',
      es: 'Croquetas: una bechamel espesa, de unos 80-100 g de harina y 80-100 g de mantequilla (o aceite) por litro de leche. Rehoga la harina con la grasa y el relleno (jamón, pollo del cocido, bacalao), añade la leche caliente poco a poco y cuece 10-15 minutos removiendo, hasta que la masa se despegue de las paredes. Extiéndela en una fuente, tápala con film a piel y déjala enfriar en la nevera unas horas o toda la noche antes de formarlas.',
      en: 'Croquettes: a thick béchamel, about 80-100 g flour and 80-100 g butter (or oil) per litre of milk. Cook the flour in the fat with the filling (ham, chicken from the stock pot, salt cod), add hot milk little by little and cook 10-15 minutes, stirring, until the mixture comes away from the sides. Spread it on a tray, cover with cling film touching the surface and chill a few hours or overnight before shaping.',
    },
  ),
  entry(
    'tq2-croquetes-arrebossar',
    'technique',
    SPANISH_CUISINE,
    {
      ca: 'com s’arrebossen les croquetes | les croquetes se m’obren en fregir-les | com es fregeixen les croquetes | congelar croquetes',
      es: 'cómo se rebozan las croquetas | las croquetas se abren al freír | cómo se fríen las croquetas | congelar croquetas',
      en: 'how to bread croquettes | my croquettes burst when frying | how to fry croquetas | freezing croquettes',
    },
    {
      ca: 'Forma les croquetes amb la massa ben freda, passa-les per ou batut i pa ratllat (hi ha qui les passa abans per farina) i, si la massa és tova, fes-los un segon arrebossat d’ou i pa. Fregeix-les poques alhora en oli abundant a 180 °C, 1-2 minuts, fins que siguin daurades. S’obren si l’oli no és prou calent, si la massa és massa tova o si l’arrebossat té forats; es poden congelar arrebossades i fregir-les directament congelades.',
      es: 'Forma las croquetas con la masa bien fría, pásalas por huevo batido y pan rallado (hay quien las pasa antes por harina) y, si la masa es blanda, dales un segundo rebozado de huevo y pan. Fríelas pocas a la vez en aceite abundante a 180 °C, 1-2 minutos, hasta que estén doradas. Se abren si el aceite no está bastante caliente, si la masa es demasiado blanda o si el rebozado tiene huecos; se pueden congelar rebozadas y freírlas directamente congeladas.',
      en: 'Shape the croquettes from well-chilled mixture, coat them in beaten egg and breadcrumbs (some dip them in flour first) and, if the mixture is soft, give them a second coat of egg and crumbs. Fry a few at a time in plenty of oil at 180 °C for 1-2 minutes, until golden. They burst if the oil is not hot enough, the mixture is too soft or the coating has gaps; they freeze well breaded and can be fried straight from frozen.',
    },
  ),
  entry(
    'tq2-pisto',
    'technique',
    SPANISH_CUISINE,
    {
      ca: 'com es fa el pisto | pisto manxec | què porta el pisto | diferència entre pisto i samfaina',
      es: 'cómo se hace el pisto | pisto manchego | qué lleva el pisto | diferencia entre pisto y samfaina',
      en: 'how to make pisto | pisto manchego | Spanish vegetable stew with tomato | difference between pisto and ratatouille',
    },
    {
      ca: 'Pisto: ceba, pebrot verd i vermell, carbassó i tomàquet (l’albergínia és opcional), tallats a daus i cuits per ordre en oli d’oliva a foc lent: primer la ceba, després els pebrots, el carbassó i finalment el tomàquet. Deixa-ho 45-60 minuts fins que quedi confitat i gairebé sense aigua. És molt semblant a la samfaina; el pisto manxec se sol servir amb un ou ferrat a sobre.',
      es: 'Pisto: cebolla, pimiento verde y rojo, calabacín y tomate (la berenjena es opcional), cortados en dados y cocinados por orden en aceite de oliva a fuego lento: primero la cebolla, luego los pimientos, el calabacín y al final el tomate. Déjalo 45-60 minutos hasta que quede confitado y casi sin agua. Es muy parecido a la samfaina catalana; el pisto manchego suele servirse con un huevo frito encima.',
      en: 'Pisto: onion, green and red peppers, courgette and tomato (aubergine is optional), diced and cooked in order in olive oil over low heat: onion first, then peppers, courgette and finally tomato. Cook 45-60 minutes until soft, jammy and almost dry. It is very like Catalan samfaina; pisto manchego is usually served with a fried egg on top.',
    },
  ),
  entry(
    'tq2-fabada',
    'technique',
    SPANISH_CUISINE,
    {
      ca: 'com es fa la fabada | fabada asturiana | què porta la fabada | com s’espanten les faves de la fabada',
      es: 'cómo se hace la fabada | fabada asturiana | qué lleva la fabada | cómo se asustan las fabes | compango de la fabada',
      en: 'how to make fabada asturiana | Asturian bean stew | what goes in fabada | scaring the beans with cold water',
    },
    {
      ca: 'Fabada: mongetes asturianes (fabes de la granja) en remull 12 hores en aigua freda, a l’olla amb el «compango» (xoriço, botifarra negra asturiana, cansalada i espatlla de porc salada), cobertes d’aigua freda. Quan arrenqui el bull, «espanta-les» 2-3 vegades amb un raig d’aigua freda, escuma i deixa-ho fer a foc molt suau 2,5-3 hores. No remenis amb cullera perquè no es trenquin: sacseja l’olla; el safrà és opcional.',
      es: 'Fabada: fabes de la granja en remojo 12 horas en agua fría, a la olla con el compango (chorizo, morcilla asturiana, tocino y lacón), cubiertas de agua fría. Cuando rompa a hervir, «asústalas» 2-3 veces con un chorro de agua fría, espuma y déjalo a fuego muy suave 2,5-3 horas. No remuevas con cuchara para que no se rompan: mueve la olla; el azafrán es opcional.',
      en: 'Fabada: Asturian fabes beans soaked 12 hours in cold water, in the pot with the compango (chorizo, Asturian black pudding, pork belly and cured pork shoulder), covered with cold water. When it comes to the boil, "scare" the beans 2-3 times with a splash of cold water, skim and cook over very low heat for 2.5-3 hours. Do not stir with a spoon so they stay whole: shake the pot; saffron is optional.',
    },
  ),
  entry(
    'tq2-cocido',
    'technique',
    SPANISH_CUISINE,
    {
      ca: 'com es fa el cocido madrileño | què porta el cocido | cocido de cigrons | els tres bolcs del cocido madrileny | cocido amb xoriço i gallina',
      es: 'cómo se hace el cocido madrileño | qué lleva el cocido | cocido de garbanzos | los tres vuelcos del cocido | en qué agua se echan los garbanzos',
      en: 'how to make cocido madrileño | Madrid chickpea stew | what goes in cocido | the three courses of cocido',
    },
    {
      ca: 'Cocido madrileño: cigrons en remull 12 hores en aigua tèbia amb sal, posats a l’olla quan l’aigua ja bull, amb garró de vedella, gallina, cansalada, os de pernil i os de canya; escuma i deixa-ho fer xup-xup unes 3 hores (si cal afegir aigua, que sigui calenta). Les patates i la pastanaga, l’última mitja hora; la col i el xoriço es couen a part i la col se salta amb all. El cocido se serveix en tres «vuelcos»: la sopa amb fideus, després els cigrons i la verdura, i la carn.',
      es: 'Cocido madrileño: garbanzos en remojo 12 horas en agua templada con sal, echados a la olla cuando el agua ya hierve, con morcillo, gallina, tocino, hueso de jamón y hueso de caña; espuma y deja cocer suave unas 3 horas (si hay que añadir agua, que sea caliente). Las patatas y la zanahoria, la última media hora; el repollo y el chorizo se cuecen aparte y el repollo se rehoga con ajo. Se sirve en tres vuelcos: la sopa con fideos, luego los garbanzos y la verdura, y la carne.',
      en: 'Cocido madrileño: chickpeas soaked 12 hours in warm salted water, added to the pot once the water is boiling, with beef shin, boiling hen, pork fat, a ham bone and marrow bone; skim and simmer about 3 hours (if you need more water, add it hot). Potatoes and carrot go in for the last half hour; cabbage and chorizo are cooked separately and the cabbage is sautéed with garlic. It is served in three courses: the noodle soup, then chickpeas and vegetables, then the meat.',
    },
  ),
  entry(
    'tq2-lentejas',
    'technique',
    SPANISH_CUISINE,
    {
      ca: 'com es fan les llenties estofades | llenties amb xoriço | llenties de la iaia | què porten les llenties guisades',
      es: 'cómo se hacen las lentejas estofadas | lentejas con chorizo | lentejas de la abuela | qué llevan las lentejas guisadas',
      en: 'how to make Spanish lentil stew | lentejas con chorizo | lentils with chorizo | grandma’s lentil stew',
    },
    {
      ca: 'Llenties estofades: llenties pardines (no cal remullar-les) a l’olla amb aigua freda, amb ceba, pastanaga, pebrot verd, un all, tomàquet, llorer i xoriço; hi ha qui ho sofregeix abans i qui ho posa tot en cru. Afegeix-hi una cullerada de pebre vermell (sofregit un moment fora del foc perquè no es cremi) i cou-les a foc suau 30-40 minuts, fins que siguin tendres. Pots afegir-hi patata a daus els últims 20 minuts; surten més bones d’un dia per l’altre.',
      es: 'Lentejas estofadas: lentejas pardinas (no hace falta remojarlas) a la olla con agua fría, con cebolla, zanahoria, pimiento verde, un ajo, tomate, laurel y chorizo; hay quien lo sofríe antes y quien lo pone todo en crudo. Añade una cucharada de pimentón (rehogado un momento fuera del fuego para que no se queme) y cuécelas a fuego suave 30-40 minutos, hasta que estén tiernas. Puedes añadir patata en dados los últimos 20 minutos; están más ricas de un día para otro.',
      en: 'Spanish lentil stew: small brown (pardina) lentils, no soaking needed, in a pot with cold water, onion, carrot, green pepper, a garlic clove, tomato, bay leaf and chorizo; some fry the vegetables first, others put everything in raw. Add a tablespoon of Spanish paprika (warmed briefly in oil off the heat so it does not burn) and simmer 30-40 minutes until tender. Diced potato can go in for the last 20 minutes; it tastes even better the next day.',
    },
  ),
  entry(
    'tq2-migas',
    'technique',
    SPANISH_CUISINE,
    {
      ca: 'com es fan les migas | migas de pastor amb pa | migas amb xoriço i raïm | quin pa per a les migas',
      es: 'cómo se hacen las migas | migas de pastor | migas manchegas con chorizo | qué pan para las migas | migas extremeñas',
      en: 'how to make migas | Spanish shepherd’s migas | fried breadcrumbs with chorizo | which bread for migas',
    },
    {
      ca: 'Migas: pa de 2-3 dies tallat a daus petits, ruixat amb aigua amb sal i tapat amb un drap unes hores o tota la nit. Fregeix en oli d’oliva alls sencers, xoriço i cansalada, treu-los i afegeix-hi el pa; remena sense parar amb l’escumadora a foc mitjà uns 20-30 minuts, fins que quedin solts i daurats. Torna-hi la carn i serveix-les amb raïm, pebrot o un ou ferrat; les migas de farina (d’Almeria) es fan amb farina i aigua en lloc de pa.',
      es: 'Migas: pan de 2-3 días cortado en dados pequeños, rociado con agua con sal y tapado con un paño unas horas o toda la noche. Fríe en aceite de oliva ajos enteros, chorizo y panceta, sácalos y añade el pan; remueve sin parar con la espumadera a fuego medio unos 20-30 minutos, hasta que queden sueltas y doradas. Vuelve a poner la carne y sírvelas con uvas, pimiento o un huevo frito; las migas de harina (de Almería) se hacen con harina y agua en lugar de pan.',
      en: 'Migas: 2-3-day-old bread in small dice, sprinkled with salted water and covered with a cloth for a few hours or overnight. Fry whole garlic cloves, chorizo and pork belly in olive oil, lift them out and add the bread; stir constantly with a slotted spoon over medium heat for 20-30 minutes, until loose and golden. Return the meat and serve with grapes, peppers or a fried egg; Almería-style migas are made with flour and water instead of bread.',
    },
  ),
  entry(
    'tq2-pimientos-padron',
    'technique',
    SPANISH_CUISINE,
    {
      ca: 'com es fan els pebrots del Padró | pebrots de Padrón fregits | per què uns piquen i altres no | pimientos de Padrón',
      es: 'cómo se hacen los pimientos de Padrón | pimientos de Padrón fritos | por qué unos pican y otros no | pimientos de Herbón',
      en: 'how to cook Padrón peppers | fried pimientos de Padrón | why are some Padron peppers hot | blistered peppers',
    },
    {
      ca: 'Pebrots del Padró: renta’ls i eixuga’ls bé, i fregeix-los sencers en una paella amb un bon dit d’oli d’oliva ben calent, 2-3 minuts, remenant fins que la pell faci butllofes i comenci a daurar-se. Escorre’ls sobre paper i posa-hi sal grossa. «Uns piquen i altres no»: com més madur i gran és el pebrot, més picant sol ser.',
      es: 'Pimientos de Padrón: lávalos y sécalos bien, y fríelos enteros en una sartén con un buen dedo de aceite de oliva bien caliente, 2-3 minutos, removiendo hasta que la piel haga ampollas y empiece a dorarse. Escúrrelos sobre papel y ponles sal gruesa. «Unos pican y otros no»: cuanto más maduro y grande es el pimiento, más suele picar.',
      en: 'Padrón peppers: wash and dry them well, then fry them whole in a pan with a finger’s depth of very hot olive oil for 2-3 minutes, tossing until the skins blister and start to colour. Drain on paper and sprinkle with coarse salt. "Some are hot and some are not": the riper and bigger the pepper, the hotter it tends to be.',
    },
  ),
  entry(
    'tq2-salsa-brava',
    'technique',
    SPANISH_CUISINE,
    {
      ca: 'com es fa la salsa brava | patates braves casolanes | què porta la salsa de les braves | braves amb allioli',
      es: 'cómo se hace la salsa brava | patatas bravas caseras | qué lleva la salsa de las bravas | bravas con alioli',
      en: 'how to make patatas bravas sauce | brava sauce recipe | homemade patatas bravas | spicy potato sauce Spain',
    },
    {
      ca: 'Salsa brava: cada lloc té la seva. Una de clàssica: sofregeix una cullerada de farina en 3-4 cullerades d’oli, afegeix-hi pebre vermell dolç i picant (fora del foc perquè no es cremi) i uns 250 ml de brou, i cou-ho fins que espesseixi; n’hi ha que parteixen de tomàquet amb bitxo, i a Catalunya sovint es barreja amb allioli. Les patates, a daus irregulars, millor bullides o confitades abans i després fregides a 180 °C perquè quedin cruixents.',
      es: 'Salsa brava: cada sitio tiene la suya. Una clásica: rehoga una cucharada de harina en 3-4 cucharadas de aceite, añade pimentón dulce y picante (fuera del fuego para que no se queme) y unos 250 ml de caldo, y cuece hasta que espese; las hay a base de tomate con guindilla, y en Cataluña a menudo se combina con alioli. Las patatas, en dados irregulares, mejor cocidas o confitadas antes y luego fritas a 180 °C para que queden crujientes.',
      en: 'Brava sauce: every bar has its own. A classic one: cook a tablespoon of flour in 3-4 tablespoons of oil, add sweet and hot Spanish paprika (off the heat so it does not burn) and about 250 ml stock, and simmer until thick; other versions start from tomato with chilli, and in Catalonia it is often paired with allioli. The potatoes, in irregular chunks, are best boiled or gently cooked in oil first, then fried at 180 °C so they turn crisp.',
    },
  ),
  entry(
    'tq2-tortilla-bacalao',
    'technique',
    SPANISH_CUISINE,
    {
      ca: 'com es fa la truita de bacallà | truita de bacallà de sidreria | truita de bacallà sucosa',
      es: 'cómo se hace la tortilla de bacalao | tortilla de bacalao de sidrería | tortilla de bacalao jugosa',
      en: 'how to make salt cod omelette | tortilla de bacalao | Basque cider house cod omelette',
    },
    {
      ca: 'Truita de bacallà (com a les sidreries basques): cou a foc lent en oli una ceba i un pebrot verd tallats a tires, uns 20 minuts, i afegeix-hi el bacallà dessalat esqueixat 2-3 minuts. Barreja-ho amb els ous batuts (uns 2 per persona) i qualla la truita a foc viu molt poc, girant-la o plegant-la, perquè quedi ben sucosa per dins. Vigila la sal: el bacallà ja en porta.',
      es: 'Tortilla de bacalao (como en las sidrerías vascas): pocha a fuego lento en aceite una cebolla y un pimiento verde en tiras, unos 20 minutos, y añade el bacalao desalado desmigado 2-3 minutos. Mézclalo con los huevos batidos (unos 2 por persona) y cuaja la tortilla a fuego vivo muy poco, dándole la vuelta o doblándola, para que quede muy jugosa por dentro. Cuidado con la sal: el bacalao ya lleva.',
      en: 'Salt cod omelette (Basque cider house style): gently cook a sliced onion and green pepper in oil for about 20 minutes, then add the desalted, flaked cod for 2-3 minutes. Mix with beaten eggs (about 2 per person) and set the omelette briefly over high heat, flipping or folding it, so it stays very juicy inside. Go easy on salt: the cod already has some.',
    },
  ),
  entry(
    'tq2-bacalla-llauna',
    'technique',
    CATALAN_CUISINE,
    {
      ca: 'com es fa el bacallà a la llauna | bacallà a la llauna amb mongetes | bacallà al forn amb all i pebre vermell',
      es: 'cómo se hace el bacalao a la llauna | bacalao a la llauna con judías | bacalao al horno con ajo y pimentón',
      en: 'how to make bacallà a la llauna | salt cod baked with garlic and paprika | Catalan baked cod',
    },
    {
      ca: 'Bacallà a la llauna: lloms de bacallà dessalats i ben eixuts, enfarinats i fregits lleugerament, col·locats en una llauna (safata de metall). En el mateix oli, daura alls a làmines, afegeix-hi fora del foc una cullerada de pebre vermell i un raig de vi blanc, i aboca-ho sobre el bacallà. Forn a 200 °C uns 8-10 minuts; se serveix sovint amb mongetes.',
      es: 'Bacalao a la llauna: lomos de bacalao desalados y bien secos, enharinados y fritos ligeramente, colocados en una llauna (bandeja de metal). En el mismo aceite, dora ajos laminados, añade fuera del fuego una cucharada de pimentón y un chorro de vino blanco, y viértelo sobre el bacalao. Horno a 200 °C unos 8-10 minutos; se sirve a menudo con judías blancas.',
      en: 'Bacallà a la llauna: desalted, well-dried salt cod loins, floured and lightly fried, laid in a llauna (metal baking tray). In the same oil, brown sliced garlic, then off the heat add a tablespoon of Spanish paprika and a splash of white wine, and pour it over the cod. Bake at 200 °C for about 8-10 minutes; it is often served with white beans.',
    },
  ),
  entry(
    'tq2-boquerones',
    'technique',
    AESAN_ANISAKIS,
    {
      ca: 'com es fan els seitons en vinagre | cal congelar els seitons abans de marinar-los | anxoves en vinagre casolanes | quant temps en vinagre els seitons',
      es: 'cómo se hacen los boquerones en vinagre | hay que congelar los boquerones antes | boquerones en vinagre caseros | cuánto tiempo en vinagre los boquerones | anisakis boquerones',
      en: 'how to make boquerones en vinagre | marinated anchovies in vinegar | do I need to freeze anchovies first | anisakis anchovies',
    },
    {
      ca: 'Seitons en vinagre: neteja’ls, treu-los l’espina i renta els filets amb aigua freda. Congela’ls abans per l’anisakis: al congelador de casa (de tres estrelles o més), a -20 °C com a mínim 5 dies; el vinagre no el mata. Descongelats, cobreix-los de vinagre de vi blanc amb una mica d’aigua i sal, 4-8 hores a la nevera fins que siguin blancs, i després escorre’ls i amaneix-los amb oli d’oliva, all i julivert.',
      es: 'Boquerones en vinagre: límpialos, quítales la espina y lava los filetes con agua fría. Congélalos antes por el anisakis: en el congelador de casa (de tres estrellas o más), a -20 °C al menos 5 días; el vinagre no lo mata. Descongelados, cúbrelos con vinagre de vino blanco con un poco de agua y sal, 4-8 horas en la nevera hasta que estén blancos, y luego escúrrelos y alíñalos con aceite de oliva, ajo y perejil.',
      en: 'Boquerones en vinagre: clean the anchovies, remove the backbone and rinse the fillets in cold water. Freeze them first because of anisakis worms: in a home freezer (three stars or more), at -20 °C for at least 5 days; vinegar does not kill them. Once thawed, cover with white wine vinegar with a little water and salt for 4-8 hours in the fridge until white, then drain and dress with olive oil, garlic and parsley.',
    },
  ),
  entry(
    'tq2-sangria',
    'technique',
    SPANISH_CUISINE,
    {
      ca: 'com es fa la sangria | què porta la sangria | sangria casolana | quin vi per a la sangria',
      es: 'cómo se hace la sangría | qué lleva la sangría | sangría casera | qué vino para la sangría',
      en: 'how to make sangria | what goes in sangria | homemade Spanish sangria | which wine for sangria',
    },
    {
      ca: 'Sangria: una ampolla de vi negre jove i afruitat, una taronja i una llimona a rodanxes, fruita a trossos (préssec, poma), 2-4 cullerades de sucre i una branca de canyella; hi ha qui hi afegeix un raig de brandi o de licor de taronja. Deixa-la macerar a la nevera 1-2 hores i, just abans de servir, afegeix-hi gasosa o soda i gel.',
      es: 'Sangría: una botella de vino tinto joven y afrutado, una naranja y un limón en rodajas, fruta troceada (melocotón, manzana), 2-4 cucharadas de azúcar y una rama de canela; hay quien añade un chorro de brandy o de licor de naranja. Déjala macerar en la nevera 1-2 horas y, justo antes de servir, añade gaseosa o soda y hielo.',
      en: 'Sangria: a bottle of young, fruity red wine, a sliced orange and lemon, chopped fruit (peach, apple), 2-4 tablespoons sugar and a cinnamon stick; some add a splash of brandy or orange liqueur. Let it steep in the fridge 1-2 hours and, just before serving, top up with lemonade or soda water and ice.',
    },
  ),
  entry(
    'tq2-ensaimada',
    'technique',
    ENSAIMADA_IGP,
    {
      ca: 'com es fa l’ensaïmada | què porta l’ensaïmada de Mallorca | ensaïmada amb saïm | com es forma l’espiral de l’ensaïmada',
      es: 'cómo se hace la ensaimada | qué lleva la ensaimada mallorquina | ensaimada con manteca de cerdo | cómo se enrolla la ensaimada',
      en: 'how to make ensaimada | Mallorcan ensaimada ingredients | ensaimada with lard | how to shape an ensaimada spiral',
    },
    {
      ca: 'Ensaïmada: massa de farina de força, aigua, sucre, ous, massa mare (o llevat) i saïm (greix de porc), que és imprescindible. La massa s’estira fins que és molt fina i translúcida, s’unta de saïm, s’enrotlla en un cordó llarg i es forma l’espiral. Fermenta moltes hores (sovint tota la nit) fins que s’infla molt, es cou a uns 180 °C fins que és daurada (10-15 minuts les petites) i es cobreix de sucre en pols.',
      es: 'Ensaimada: masa de harina de fuerza, agua, azúcar, huevos, masa madre (o levadura) y manteca de cerdo (saïm), que es imprescindible. La masa se estira hasta que está muy fina y translúcida, se unta con manteca, se enrolla en un cordón largo y se forma la espiral. Fermenta muchas horas (a menudo toda la noche) hasta que se hincha mucho, se hornea a unos 180 °C hasta que está dorada (10-15 minutos las pequeñas) y se cubre de azúcar glas.',
      en: 'Ensaimada: a dough of strong flour, water, sugar, eggs, sourdough (or yeast) and pork lard (saïm), which is essential. The dough is stretched until very thin and translucent, spread with lard, rolled into a long rope and coiled into a spiral. It rises for many hours (often overnight) until very puffy, is baked at about 180 °C until golden (10-15 minutes for small ones) and dusted with icing sugar.',
    },
  ),
  entry(
    'tq2-mona-pasqua',
    'technique',
    CATALAN_CUISINE,
    {
      ca: 'com es fa la mona de Pasqua | mona de Pasqua casolana | què porta la mona | mona tradicional amb ous',
      es: 'cómo se hace la mona de Pascua | mona de Pascua casera | qué lleva la mona de Pascua | mona tradicional con huevos',
      en: 'how to make a mona de Pascua | Catalan Easter cake | what is a mona | traditional mona with eggs',
    },
    {
      ca: 'Mona de Pasqua: la tradicional és una coca dolça tipus brioix amb ous durs a sobre; l’actual sol ser un pastís de pa de pessic sucat amb almívar, farcit de crema, trufa o nata, cobert de xocolata, ametlla o massapà i decorat amb ous i figures de xocolata. La regalen els padrins als fillols el Dilluns de Pasqua. Fes el pa de pessic el dia abans perquè es talli millor.',
      es: 'Mona de Pascua: la tradicional es una coca dulce tipo brioche con huevos duros encima; la actual suele ser un pastel de bizcocho (pa de pessic) bañado en almíbar, relleno de crema, trufa o nata, cubierto de chocolate, almendra o mazapán y decorado con huevos y figuras de chocolate. La regalan los padrinos a los ahijados el Lunes de Pascua. Haz el bizcocho el día antes para que se corte mejor.',
      en: 'Mona de Pascua: the traditional one is a sweet brioche-like coca topped with hard-boiled eggs; today it is usually a sponge cake soaked in syrup, filled with custard, chocolate truffle or cream, covered with chocolate, almonds or marzipan and decorated with chocolate eggs and figures. Godparents give it to their godchildren on Easter Monday. Bake the sponge the day before so it slices more cleanly.',
    },
  ),
  entry(
    'tq2-torrijas',
    'technique',
    SPANISH_CUISINE,
    {
      ca: 'com es fan les torrades de Santa Teresa | torrijas de Setmana Santa | quin pa per a torrades de Santa Teresa | torrades amb llet i ou',
      es: 'cómo se hacen las torrijas | torrijas de Semana Santa | qué pan para torrijas | torrijas de leche',
      en: 'how to make torrijas | Spanish French toast for Easter | which bread for torrijas | milk soaked fried bread',
    },
    {
      ca: 'Torrades de Santa Teresa (torrijas): pa del dia abans a llesques de 2 cm, sucades en llet infusionada amb canyella, pell de llimona i sucre (sense que es desfacin). Escorre-les, passa-les per ou batut i fregeix-les en oli a 170-180 °C fins que siguin daurades per les dues bandes. Escorre-les sobre paper i arrebossa-les amb sucre i canyella, o banya-les amb mel o almívar.',
      es: 'Torrijas: pan del día anterior en rebanadas de 2 cm, empapadas en leche infusionada con canela, piel de limón y azúcar (sin que se deshagan). Escúrrelas, pásalas por huevo batido y fríelas en aceite a 170-180 °C hasta que estén doradas por los dos lados. Escúrrelas sobre papel y rebózalas con azúcar y canela, o báñalas con miel o almíbar.',
      en: 'Torrijas: day-old bread in 2 cm slices, soaked in milk infused with cinnamon, lemon peel and sugar (without letting them fall apart). Drain, dip in beaten egg and fry in oil at 170-180 °C until golden on both sides. Drain on paper and coat in cinnamon sugar, or drizzle with honey or syrup.',
    },
  ),
  entry(
    'tq2-flan',
    'technique',
    SPANISH_CUISINE,
    {
      ca: 'com es fa el flam d’ou | flam casolà al forn | per què el flam em surt amb forats | flam al bany maria',
      es: 'cómo se hace el flan de huevo | flan casero al horno | por qué el flan sale con agujeros | flan al baño maría',
      en: 'how to make Spanish flan | baked egg custard with caramel | why does my flan have bubbles | flan in a water bath',
    },
    {
      ca: 'Flam: fes un caramel amb 100 g de sucre i cobreix-ne el fons del motlle. Barreja sense batre massa 500 ml de llet, 4 ous i 100 g de sucre (amb vainilla o pell de llimona), cola-ho i aboca-ho al motlle. Cou-lo al bany maria al forn a 160-170 °C uns 40-50 minuts, fins que quedi quallat però tremoli una mica; si té forats, el forn era massa fort. Deixa’l refredar i desemmotlla’l fred.',
      es: 'Flan: haz un caramelo con 100 g de azúcar y cubre el fondo del molde. Mezcla sin batir demasiado 500 ml de leche, 4 huevos y 100 g de azúcar (con vainilla o piel de limón), cuélalo y viértelo en el molde. Cuécelo al baño maría en el horno a 160-170 °C unos 40-50 minutos, hasta que esté cuajado pero tiemble un poco; si sale con agujeros, el horno estaba demasiado fuerte. Déjalo enfriar y desmóldalo frío.',
      en: 'Flan: make a caramel with 100 g sugar and coat the bottom of the mould. Mix without overbeating 500 ml milk, 4 eggs and 100 g sugar (with vanilla or lemon peel), strain it and pour into the mould. Bake in a water bath at 160-170 °C for about 40-50 minutes, until set but still slightly wobbly; if it has holes, the oven was too hot. Let it cool and unmould it cold.',
    },
  ),
  entry(
    'tq2-arros-amb-llet',
    'technique',
    SPANISH_CUISINE,
    {
      ca: 'com es fa l’arròs amb llet | arròs amb llet cremós | quanta llet per a l’arròs amb llet | quan es posa el sucre a l’arròs amb llet',
      es: 'cómo se hace el arroz con leche | arroz con leche cremoso | cuánta leche para el arroz con leche | cuándo se echa el azúcar al arroz con leche',
      en: 'how to make arroz con leche | creamy Spanish rice pudding | how much milk for rice pudding | when to add sugar to rice pudding',
    },
    {
      ca: 'Arròs amb llet: 1 l de llet amb pell de llimona (o de taronja) i una branca de canyella; quan bulli, hi tires 100 g d’arròs rodó i ho deixes coure a foc baix 40-50 minuts, remenant sovint perquè no s’enganxi. El sucre (80-100 g) s’afegeix els darrers 10 minuts, quan el gra ja és tou. Retira la pell i la canyella i serveix-lo amb canyella mòlta; a Astúries en cremen el sucre de sobre.',
      es: 'Arroz con leche: 1 l de leche con piel de limón (o de naranja) y una rama de canela; cuando hierva, echas 100 g de arroz redondo y lo dejas cocer a fuego bajo 40-50 minutos, removiendo a menudo para que no se pegue. El azúcar (80-100 g) se añade los últimos 10 minutos, cuando el grano ya está blando. Retira la piel y la canela y sírvelo con canela molida; en Asturias le queman el azúcar por encima.',
      en: 'Arroz con leche: 1 l milk with lemon (or orange) peel and a cinnamon stick; when it boils, add 100 g short-grain rice and cook over low heat for 40-50 minutes, stirring often so it does not stick. The sugar (80-100 g) goes in for the last 10 minutes, once the grains are soft. Remove the peel and cinnamon and serve dusted with ground cinnamon; in Asturias they caramelise sugar on top.',
    },
  ),
  entry(
    'tq2-churros',
    'technique',
    SPANISH_CUISINE,
    {
      ca: 'com es fan els xurros | massa de xurros casolans | xurros sense xurrera | per què els xurros esclaten',
      es: 'cómo se hacen los churros | masa o pasta de churros caseros | churros sin churrera | por qué explotan los churros',
      en: 'how to make churros | homemade churro dough | churros without a churro maker | why do churros explode',
    },
    {
      ca: 'Xurros: bull 250 ml d’aigua amb un pessic de sal, tira-hi de cop 250 g de farina i remena fora del foc fins que sigui una massa llisa; els xurros clàssics no porten ou. Posa-la a la xurrera o en una mànega amb broquet d’estrella (l’estria evita que esclatin) i fregeix-los en oli a 180-190 °C fins que siguin daurats. Arrebossa’ls amb sucre o acompanya’ls de xocolata desfeta.',
      es: 'Churros: hierve 250 ml de agua con una pizca de sal, echa de golpe 250 g de harina y remueve fuera del fuego hasta tener una masa lisa; los churros clásicos no llevan huevo. Ponla en la churrera o en una manga con boquilla de estrella (las estrías evitan que revienten) y fríelos en aceite a 180-190 °C hasta que estén dorados. Rebózalos en azúcar o acompáñalos de chocolate a la taza.',
      en: 'Churros: boil 250 ml water with a pinch of salt, tip in 250 g flour all at once and stir off the heat into a smooth dough; classic churros have no egg. Pipe it through a churro maker or a bag with a star nozzle (the ridges stop them bursting) and fry in oil at 180-190 °C until golden. Roll them in sugar or serve with thick hot chocolate.',
    },
  ),
  entry(
    'tq2-fumet',
    'technique',
    CULINARY,
    {
      ca: 'com es fa el fumet de peix | com faig un bon fumet | brou de peix casolà | quant temps ha de bullir el fumet | fumet per a l’arròs',
      es: 'cómo se hace el fumet de pescado | caldo de pescado casero | cuánto tiempo hierve el fumet | fumet para arroz',
      en: 'how to make fish stock | homemade fumet | how long to simmer fish stock | fish stock for paella',
    },
    {
      ca: 'Fumet: espines i caps de peix blanc (rap, lluç, gall, peix de roca), sense les brànquies i ben rentats, amb ceba, porro, api i julivert, coberts d’aigua freda (uns 2 litres per quilo). Quan arrenqui el bull, escuma i deixa-ho fer xup-xup només 20-30 minuts: si bull més, amarga. Cola’l sense esprémer; per a arrossos, pots rossejar abans els caps i unes galeres o crancs.',
      es: 'Fumet: espinas y cabezas de pescado blanco (rape, merluza, gallo, pescado de roca), sin las agallas y bien lavadas, con cebolla, puerro, apio y perejil, cubiertas de agua fría (unos 2 litros por kilo). Cuando rompa a hervir, espuma y deja cocer suave solo 20-30 minutos: si cuece más, amarga. Cuélalo sin apretar; para arroces, puedes dorar antes las cabezas y unas galeras o cangrejos.',
      en: 'Fish stock: bones and heads of white fish (monkfish, hake, John Dory, rockfish), gills removed and well rinsed, with onion, leek, celery and parsley, covered with cold water (about 2 litres per kilo). When it comes to the boil, skim and simmer only 20-30 minutes: longer makes it bitter. Strain without pressing; for rice dishes, you can brown the heads and some small crabs or mantis shrimp first.',
    },
  ),
  entry(
    'tq2-brou',
    'technique',
    CATALAN_CUISINE,
    {
      ca: 'com es fa un bon brou | brou de pollastre casolà | brou d’ossos i verdures | què porta el brou de la iaia | caldo per a sopa',
      es: 'cómo se hace un buen caldo | caldo de pollo casero | caldo de huesos y verduras | qué lleva el caldo de la abuela',
      en: 'how to make chicken broth | homemade Spanish caldo | bone and vegetable broth | grandma’s chicken soup broth',
    },
    {
      ca: 'Brou: carcasses de pollastre o gallina, un os de vedella o de pernil i, si vols, una mica de cansalada, en aigua freda (uns 3 litres per quilo); escuma quan bulli i afegeix-hi porro, pastanaga, api, ceba, nap i xirivia. Deixa’l fer xup-xup, sense bullir fort, 2-3 hores, i sala’l al final. Cola’l, refreda’l a la nevera i treu-ne el greix que quedarà solidificat a sobre.',
      es: 'Caldo: carcasas de pollo o gallina, un hueso de ternera o de jamón y, si quieres, un poco de tocino, en agua fría (unos 3 litros por kilo); espuma cuando hierva y añade puerro, zanahoria, apio, cebolla, nabo y chirivía. Déjalo cocer suave, sin hervir fuerte, 2-3 horas, y sálalo al final. Cuélalo, enfríalo en la nevera y quítale la grasa que quedará solidificada encima.',
      en: 'Broth: chicken or boiling-hen carcasses, a beef or ham bone and, if you like, a little pork belly, in cold water (about 3 litres per kilo); skim when it boils and add leek, carrot, celery, onion, turnip and parsnip. Simmer gently, never a hard boil, for 2-3 hours, and salt it at the end. Strain, chill it and lift off the fat that sets on top.',
    },
  ),
  entry(
    'tq2-espinacs-catalana',
    'technique',
    CATALAN_CUISINE,
    {
      ca: 'com es fan els espinacs a la catalana | espinacs amb panses i pinyons | espinacs saltats a la catalana',
      es: 'cómo se hacen las espinacas a la catalana | espinacas con pasas y piñones | espinacas salteadas a la catalana',
      en: 'how to make Catalan spinach | spinach with raisins and pine nuts | Catalan style sautéed spinach',
    },
    {
      ca: 'Espinacs a la catalana: escalda els espinacs 1-2 minuts (o cou-los amb l’aigua que els queda de rentar-los), escorre’ls i prem-los bé. En una paella amb oli, daura un all, torra-hi un grapat de pinyons i afegeix-hi panses remullades en aigua tèbia. Salta-hi els espinacs 2-3 minuts i sala’ls; hi ha qui hi posa daus de pernil.',
      es: 'Espinacas a la catalana: escalda las espinacas 1-2 minutos (o cuécelas con el agua que les queda de lavarlas), escúrrelas y apriétalas bien. En una sartén con aceite, dora un ajo, tuesta un puñado de piñones y añade pasas remojadas en agua templada. Saltea las espinacas 2-3 minutos y sálalas; hay quien añade taquitos de jamón.',
      en: 'Catalan spinach: blanch the spinach 1-2 minutes (or wilt it in the water left from washing), drain and squeeze it well. In a pan with oil, brown a garlic clove, toast a handful of pine nuts and add raisins soaked in warm water. Sauté the spinach 2-3 minutes and salt it; some add diced ham.',
    },
  ),
  entry(
    'tq2-trinxat',
    'technique',
    CATALAN_CUISINE,
    {
      ca: 'com es fa el trinxat de la Cerdanya | trinxat de col i patata | trinxat amb rosta | quina col per al trinxat',
      es: 'cómo se hace el trinxat de la Cerdanya | trinxat de col y patata | trinxat con panceta | qué col para el trinxat',
      en: 'how to make trinxat | Catalan cabbage and potato cake | trinxat with bacon | which cabbage for trinxat',
    },
    {
      ca: 'Trinxat: col d’hivern (la de la Cerdanya, millor després de les glaçades) i patates, bullides juntes fins que siguin ben tendres, escorregudes i trinxades amb una forquilla. En una paella, fregeix alls a làmines i cansalada (la rosta) amb oli o llard; treu-la, aboca-hi el trinxat i fes-lo com una truita, daurat per les dues bandes. Serveix-lo amb la rosta a sobre.',
      es: 'Trinxat: col de invierno (la de la Cerdanya, mejor después de las heladas) y patatas, cocidas juntas hasta que estén muy tiernas, escurridas y trinchadas con un tenedor. En una sartén, fríe ajos laminados y panceta (la rosta) con aceite o manteca; sácala, echa el trinxat y hazlo como una tortilla, dorado por los dos lados. Sírvelo con la panceta encima.',
      en: 'Trinxat: winter cabbage (ideally from the Cerdanya, after the frosts) and potatoes boiled together until very tender, drained and mashed roughly with a fork. In a frying pan, fry sliced garlic and strips of pork belly in oil or lard; lift them out, add the mash and cook it like a thick omelette, golden on both sides. Serve with the crisp pork belly on top.',
    },
  ),
  entry(
    'tq2-gambas-allet',
    'technique',
    SPANISH_CUISINE,
    {
      ca: 'com es fan les gambes a l’allet | gambes a l’all amb bitxo | gambas al ajillo en cassoleta',
      es: 'cómo se hacen las gambas al ajillo | gambas al ajillo con guindilla | gambas al ajillo en cazuela de barro',
      en: 'how to make gambas al ajillo | garlic prawns Spanish style | garlic shrimp with chilli',
    },
    {
      ca: 'Gambes a l’allet: en una cassoleta de fang, oli d’oliva abundant amb alls a làmines i un bitxo, a foc mitjà fins que els alls comencin a daurar-se. Afegeix-hi les gambes pelades i salades, i cou-les només 1-2 minuts, fins que canviïn de color. Julivert picat per sobre i a taula bullint, amb pa per sucar.',
      es: 'Gambas al ajillo: en una cazuelita de barro, aceite de oliva abundante con ajos laminados y una guindilla, a fuego medio hasta que los ajos empiecen a dorarse. Añade las gambas peladas y saladas, y cuécelas solo 1-2 minutos, hasta que cambien de color. Perejil picado por encima y a la mesa hirviendo, con pan para mojar.',
      en: 'Gambas al ajillo: in a small clay dish, plenty of olive oil with sliced garlic and a dried chilli over medium heat until the garlic starts to colour. Add the peeled, salted prawns and cook only 1-2 minutes, until they change colour. Scatter chopped parsley and serve sizzling, with bread for dipping.',
    },
  ),
  entry(
    'tq2-salsa-verde',
    'technique',
    SPANISH_CUISINE,
    {
      ca: 'com es fa el lluç en salsa verda | salsa verda amb julivert per al peix | lluç amb cloïsses en salsa verda',
      es: 'cómo se hace la merluza en salsa verde | salsa verde con perejil para pescado | merluza con almejas en salsa verde',
      en: 'how to make hake in green sauce | Basque salsa verde for fish | hake with clams in parsley sauce',
    },
    {
      ca: 'Lluç en salsa verda: en una cassola, daura suaument all picat amb oli, afegeix-hi una cullerada de farina i després, a poc a poc, un raig de vi blanc i fumet (o l’aigua d’obrir les cloïsses). Posa-hi les rodanxes de lluç i molt julivert picat, i cou-ho 5-6 minuts movent la cassola en cercles perquè la gelatina del peix lligui la salsa. Les cloïsses, els últims 2 minuts, fins que s’obrin.',
      es: 'Merluza en salsa verde: en una cazuela, dora suavemente ajo picado con aceite, añade una cucharada de harina y luego, poco a poco, un chorro de vino blanco y fumet (o el agua de abrir las almejas). Pon las rodajas de merluza y mucho perejil picado, y cuece 5-6 minutos moviendo la cazuela en círculos para que la gelatina del pescado ligue la salsa. Las almejas, los últimos 2 minutos, hasta que se abran.',
      en: 'Hake in green sauce: in a casserole, gently colour chopped garlic in oil, stir in a spoonful of flour and then, little by little, a splash of white wine and fish stock (or the liquid from opening the clams). Add the hake steaks and plenty of chopped parsley and cook 5-6 minutes, swirling the pan so the fish gelatine binds the sauce. Clams go in for the last 2 minutes, until they open.',
    },
  ),
  entry(
    'tq2-escabetx',
    'technique',
    SPANISH_CUISINE,
    {
      ca: 'com es fa un escabetx | sardines en escabetx | guatlles o perdius en escabetx | quant vinagre porta l’escabetx',
      es: 'cómo se hace un escabeche | sardinas en escabeche | perdices o codornices en escabeche | cuánto vinagre lleva el escabeche',
      en: 'how to make escabeche | Spanish pickled fish | partridge in escabeche | how much vinegar in escabeche',
    },
    {
      ca: 'Escabetx: el peix (sardines, verat, bonítol) o la carn (guatlla, perdiu, pollastre) es fregeix o es rosseja primer. En el mateix oli es daura all, s’hi afegeixen llorer, grans de pebre, farigola i una mica de pebre vermell, i es mulla amb vinagre i, segons la recepta, vi o aigua; les proporcions d’oli i vinagre varien, sovint a parts semblants. Es bull uns minuts, s’aboca sobre el peix o la carn fins a cobrir-los i es deixa reposar un dia a la nevera abans de menjar-ho.',
      es: 'Escabeche: el pescado (sardinas, caballa, bonito) o la carne (codorniz, perdiz, pollo) se fríe o se dora primero. En el mismo aceite se dora ajo, se añaden laurel, granos de pimienta, tomillo y un poco de pimentón, y se moja con vinagre y, según la receta, vino o agua; las proporciones de aceite y vinagre varían, a menudo a partes parecidas. Se hierve unos minutos, se vierte sobre el pescado o la carne hasta cubrirlos y se deja reposar un día en la nevera antes de comerlo.',
      en: 'Escabeche: the fish (sardines, mackerel, bonito) or meat (quail, partridge, chicken) is fried or browned first. In the same oil, garlic is browned with bay leaves, peppercorns, thyme and a little Spanish paprika, then vinegar and, depending on the recipe, wine or water are added; the oil-to-vinegar ratio varies, often roughly equal parts. Boil a few minutes, pour it over the fish or meat to cover and let it rest a day in the fridge before eating.',
    },
  ),
  entry(
    'tq2-calamars-romana',
    'technique',
    SPANISH_CUISINE,
    {
      ca: 'com es fan els calamars a la romana | arrebossat de calamars cruixent | calamars a l’andalusa | per què els calamars queden durs',
      es: 'cómo se hacen los calamares a la romana | rebozado de calamares crujiente | calamares a la andaluza | por qué los calamares quedan duros',
      en: 'how to make fried calamari | crispy squid rings batter | calamares a la romana | why is my calamari rubbery',
    },
    {
      ca: 'Calamars a la romana: anelles ben eixutes, passades per farina i per una pasta d’arrebossar (farina amb aigua amb gas o cervesa ben freda, o bé ou batut), i fregides en oli abundant a 180 °C 1-2 minuts, poques alhora. A l’andalusa només s’enfarinen, amb farina especial per fregir. Perquè no quedin durs, cou-los molt poc o bé, guisats, més de 30 minuts a foc lent.',
      es: 'Calamares a la romana: anillas bien secas, pasadas por harina y por una masa de rebozar (harina con agua con gas o cerveza muy fría, o bien huevo batido), y fritas en aceite abundante a 180 °C 1-2 minutos, pocas a la vez. A la andaluza solo se enharinan, con harina especial para freír. Para que no queden duros, cocínalos muy poco o bien, guisados, más de 30 minutos a fuego lento.',
      en: 'Fried calamari: well-dried squid rings, dusted in flour and dipped in a batter (flour with very cold sparkling water or beer, or beaten egg), fried in plenty of oil at 180 °C for 1-2 minutes, a few at a time. Andalusian style they are only floured, with a frying flour. Squid turns rubbery when overcooked: cook it either very briefly or slowly stewed for more than 30 minutes.',
    },
  ),
  entry(
    'tq2-vinaigrette',
    'technique',
    CULINARY,
    {
      ca: 'com es fa una vinagreta | proporció d’oli i vinagre | vinagreta que no se separi | vinagreta amb mostassa',
      es: 'cómo se hace una vinagreta | proporción de aceite y vinagre | vinagreta que no se separe | vinagreta con mostaza',
      en: 'how to make a vinaigrette | oil to vinegar ratio | vinaigrette that does not separate | mustard vinaigrette',
    },
    {
      ca: 'Vinagreta: 3 parts d’oli per 1 de vinagre (o de suc de llimona). Desfés primer la sal al vinagre, afegeix-hi una culleradeta de mostassa, que ajuda a emulsionar, i després l’oli a fil batent amb una forquilla, o sacseja-ho tot en un pot tancat. Amaneix l’amanida just abans de servir perquè les fulles no s’estovin.',
      es: 'Vinagreta: 3 partes de aceite por 1 de vinagre (o de zumo de limón). Disuelve primero la sal en el vinagre, añade una cucharadita de mostaza, que ayuda a emulsionar, y luego el aceite en hilo batiendo con un tenedor, o agítalo todo en un bote cerrado. Aliña la ensalada justo antes de servir para que las hojas no se ablanden.',
      en: 'Vinaigrette: 3 parts oil to 1 part vinegar (or lemon juice). Dissolve the salt in the vinegar first, add a teaspoon of mustard, which helps it emulsify, then whisk in the oil in a thin stream with a fork, or shake everything in a closed jar. Dress the salad just before serving so the leaves do not wilt.',
    },
  ),
  entry(
    'tq2-hollandaise',
    'technique',
    CULINARY,
    {
      ca: 'com es fa la salsa holandesa | salsa holandesa tallada | salsa holandesa per als ous Benedict | emulsió calenta de mantega i rovell',
      es: 'cómo se hace la salsa holandesa | se me ha cortado la holandesa | salsa holandesa para huevos Benedict | emulsión caliente de mantequilla y yema',
      en: 'how to make hollandaise sauce | my hollandaise split | hollandaise for eggs Benedict | warm butter emulsion',
    },
    {
      ca: 'Holandesa: bat 3 rovells amb 2 cullerades d’aigua i unes gotes de llimona al bany maria, sense que l’aigua toqui el bol, fins que espesseixin i facin cinta (uns 60-65 °C). Fora del foc, afegeix-hi a fil uns 200 g de mantega fosa tèbia sense parar de batre i sala-la. Si es talla, comença en un bol net amb una cullerada d’aigua calenta o un rovell nou i hi incorpores la tallada a poc a poc.',
      es: 'Holandesa: bate 3 yemas con 2 cucharadas de agua y unas gotas de limón al baño maría, sin que el agua toque el bol, hasta que espesen y hagan cinta (unos 60-65 °C). Fuera del fuego, añade en hilo unos 200 g de mantequilla derretida templada sin dejar de batir y sálala. Si se corta, empieza en un bol limpio con una cucharada de agua caliente o una yema nueva e incorpora la cortada poco a poco.',
      en: 'Hollandaise: whisk 3 yolks with 2 tablespoons water and a few drops of lemon over a bain-marie, without the water touching the bowl, until thick and ribbony (about 60-65 °C). Off the heat, whisk in about 200 g warm melted butter in a thin stream and season. If it splits, start again in a clean bowl with a tablespoon of hot water or a fresh yolk and whisk the split sauce in gradually.',
    },
  ),
  entry(
    'tq2-deglazing',
    'technique',
    CULINARY,
    {
      ca: 'com es desglassa una paella | desglassar amb vi | aprofitar el suc enganxat de la carn | fer una salsa amb el fons de la paella',
      es: 'cómo se desglasa una sartén | desglasar con vino | aprovechar lo pegado de la carne | hacer una salsa con el fondo de la sartén',
      en: 'how to deglaze a pan | deglazing with wine | what does deglaze mean | make a pan sauce from the fond',
    },
    {
      ca: 'Desglassar: després de rossejar la carn, treu-la i l’excés de greix, i aboca a la paella encara calenta un raig de vi, brou o aigua (uns 100-200 ml). Rasca amb una cullera de fusta els suquets enganxats al fons, que són pur gust, i deixa-ho reduir fins a la meitat o fins que quedi xarabós. Per fer-ne una salsa, acaba-la fora del foc amb una nou de mantega freda.',
      es: 'Desglasar: después de dorar la carne, retírala junto con el exceso de grasa, y vierte en la sartén aún caliente un chorro de vino, caldo o agua (unos 100-200 ml). Rasca con una cuchara de madera lo que se ha pegado al fondo, que es puro sabor, y deja reducir a la mitad o hasta que quede almibarado. Para una salsa rápida, termínala fuera del fuego con una nuez de mantequilla fría.',
      en: 'Deglazing: after browning meat, lift it out with the excess fat and pour a splash of wine, stock or water (about 100-200 ml) into the still-hot pan. Scrape up the browned bits stuck to the bottom (the fond, pure flavour) with a wooden spoon and reduce by half or until syrupy. For a pan sauce, finish it off the heat with a knob of cold butter.',
    },
  ),
  entry(
    'tq2-browning-meat',
    'technique',
    CULINARY,
    {
      ca: 'com es rosseja la carn per a un guisat | la carn em bull en lloc de daurar-se | no omplir massa la paella | per què s’ha de marcar la carn',
      es: 'cómo se dora la carne para un guiso | la carne se cuece en vez de dorarse | no llenar demasiado la sartén | por qué hay que marcar la carne',
      en: 'how to brown meat for a stew | meat is boiling instead of browning | do not crowd the pan | why sear meat before braising',
    },
    {
      ca: 'Per rossejar la carn d’un guisat, eixuga-la bé amb paper, sala-la i posa-la en una cassola ben calenta amb una mica d’oli, en tandes, amb espai entre els trossos: si n’hi ha massa, la cassola es refreda, la carn deixa anar aigua i bull en comptes de daurar-se. No la moguis fins que es desenganxi sola (2-3 minuts per banda). El que queda enganxat al fons dona gust a la salsa: desglassa-ho.',
      es: 'Para dorar la carne de un guiso, sécala bien con papel, sálala y ponla en una cazuela bien caliente con un poco de aceite, por tandas, con espacio entre los trozos: si hay demasiados, la cazuela se enfría, la carne suelta agua y se cuece en vez de dorarse. No la muevas hasta que se despegue sola (2-3 minutos por lado). Lo que queda pegado al fondo da sabor a la salsa: desglásalo.',
      en: 'To brown stew meat, pat it dry with paper, salt it and put it in a very hot pot with a little oil, in batches, with space between the pieces: overcrowding cools the pan, the meat releases water and boils instead of browning. Do not move it until it releases by itself (2-3 minutes a side). The browned bits left on the bottom flavour the sauce: deglaze them.',
    },
  ),
  entry(
    'tq2-caramelised-onions',
    'technique',
    CULINARY,
    {
      ca: 'com es caramel·litza la ceba | ceba confitada | quant temps per caramel·litzar ceba | cal posar sucre a la ceba caramel·litzada',
      es: 'cómo se carameliza la cebolla | cebolla caramelizada | cuánto tarda en caramelizarse la cebolla | hay que echar azúcar a la cebolla caramelizada',
      en: 'how to caramelise onions | how long to caramelize onions | do you add sugar to caramelised onions | onion jam',
    },
    {
      ca: 'Ceba caramel·litzada: talla-la a juliana fina i cou-la a foc baix amb oli o mantega i un pessic de sal, remenant de tant en tant, 45-60 minuts, fins que sigui marró i melosa. Si s’enganxa, afegeix-hi un raig d’aigua i rasca el fons. No cal sucre: la ceba ja en té, i el sucre només accelera el color; un quilo de ceba queda en unes poques cullerades.',
      es: 'Cebolla caramelizada: córtala en juliana fina y cocínala a fuego bajo con aceite o mantequilla y una pizca de sal, removiendo de vez en cuando, 45-60 minutos, hasta que esté marrón y melosa. Si se pega, añade un chorrito de agua y rasca el fondo. No hace falta azúcar: la cebolla ya tiene, y el azúcar solo acelera el color; un kilo de cebolla se queda en unas pocas cucharadas.',
      en: 'Caramelised onions: slice thinly and cook over low heat in oil or butter with a pinch of salt, stirring now and then, for 45-60 minutes until deep brown and jammy. If it sticks, add a splash of water and scrape the bottom. No sugar needed: onions have their own, and sugar only speeds up the colour; a kilo of onions cooks down to a few spoonfuls.',
    },
  ),
  entry(
    'tq2-roux',
    'technique',
    CULINARY,
    {
      ca: 'com es fa un roux | roux blanc i roux ros | quanta farina i mantega per a un roux | per a què serveix el roux',
      es: 'cómo se hace un roux | roux blanco y roux rubio | cuánta harina y mantequilla para un roux | para qué sirve el roux',
      en: 'how to make a roux | white roux vs brown roux | roux ratio butter flour | what is a roux for',
    },
    {
      ca: 'Roux: el mateix pes de greix (mantega o oli) i de farina, cuits junts remenant. Blanc, 2-3 minuts, per a la beixamel; ros, 5-8 minuts, per al velouté; fosc, 15-20 minuts o més, per a salses marrons i gumbos, amb més gust però menys poder d’espessir. Perquè no faci grumolls, afegeix-hi el líquid a poc a poc i batent, millor tebi o fred sobre el roux calent.',
      es: 'Roux: el mismo peso de grasa (mantequilla o aceite) y de harina, cocinados juntos removiendo. Blanco, 2-3 minutos, para la bechamel; rubio, 5-8 minutos, para el velouté; oscuro, 15-20 minutos o más, para salsas oscuras y gumbos, con más sabor pero menos poder espesante. Para que no haga grumos, añade el líquido poco a poco y batiendo, mejor templado o frío sobre el roux caliente.',
      en: 'Roux: equal weights of fat (butter or oil) and flour, cooked together while stirring. White, 2-3 minutes, for béchamel; blond, 5-8 minutes, for velouté; brown, 15-20 minutes or more, for brown sauces and gumbo, with more flavour but less thickening power. To avoid lumps, add the liquid gradually while whisking, ideally warm or cold liquid onto hot roux.',
    },
  ),
  entry(
    'tq2-thickening-sauce',
    'technique',
    CULINARY,
    {
      ca: 'la salsa ha quedat massa líquida | espessir amb maizena | quanta maizena s’hi posa | maizena desfeta en aigua freda | com es redueix una salsa | com faig que la salsa quedi més espessa',
      es: 'la salsa ha quedado muy líquida | espesar con maicena | cuánta maicena se pone | maicena disuelta en agua fría | cómo se reduce una salsa | cómo hago que la salsa tenga más cuerpo',
      en: 'my sauce is too runny or thin | thicken with cornstarch slurry | how to reduce a sauce | how do I make my sauce thicker',
    },
    {
      ca: 'Salsa massa líquida: redueix-la sense tapa en una paella ampla (i sala-la al final, perquè es concentra). O desfés 1 cullerada de maizena (midó de blat de moro) en 2 cullerades d’aigua freda per cada 250 ml de líquid, aboca-ho a la salsa bullint remenant i deixa-ho bullir 1 minut. També serveixen una nou de mantega amassada amb el mateix pes de farina, o una picada de fruits secs i pa.',
      es: 'Salsa demasiado líquida: redúcela sin tapa en una sartén ancha (y sálala al final, porque se concentra). O disuelve 1 cucharada de maicena en 2 cucharadas de agua fría por cada 250 ml de líquido, viértelo en la salsa hirviendo removiendo y deja hervir 1 minuto. También sirven una nuez de mantequilla amasada con el mismo peso de harina, o una picada de frutos secos y pan.',
      en: 'Runny sauce: reduce it uncovered in a wide pan (and salt it at the end, as it concentrates). Or mix 1 tablespoon cornflour with 2 tablespoons cold water per 250 ml liquid, stir it into the boiling sauce and let it boil 1 minute. A knob of butter kneaded with the same weight of flour (beurre manié), or a picada of nuts and bread, also work.',
    },
  ),
  entry(
    'tq2-folding',
    'technique',
    CULINARY,
    {
      ca: 'com s’incorporen les clares amb moviments envolvents | barrejar sense que baixin les clares | plegar la massa | les clares s’han baixat',
      es: 'cómo se incorporan las claras con movimientos envolventes | mezclar sin que se bajen las claras | qué son movimientos envolventes | las claras se han bajado',
      en: 'how to fold in egg whites | folding without deflating | what does fold mean in baking | my batter deflated',
    },
    {
      ca: 'Moviments envolvents: barreja primer una tercera part de les clares muntades amb la massa per aclarir-la. Després afegeix-hi la resta i, amb una espàtula, talla pel mig fins al fons, puja per la vora girant el bol un quart de volta cada cop, fins que no hi quedin vetes blanques. Fes-ho amb suavitat i sense batre, perquè no surti l’aire; la farina, tamisada i en dues o tres vegades.',
      es: 'Movimientos envolventes: mezcla primero un tercio de las claras montadas con la masa para aligerarla. Luego añade el resto y, con una espátula, corta por el centro hasta el fondo, sube por el borde y gira el bol un cuarto de vuelta cada vez, hasta que no queden vetas blancas. Hazlo con suavidad y sin batir, para que no salga el aire; la harina, tamizada y en dos o tres veces.',
      en: 'Folding: first stir a third of the whipped whites into the batter to lighten it. Add the rest and, with a spatula, cut down through the middle to the bottom, bring it up the side and turn the bowl a quarter turn each time, until no white streaks remain. Work gently and never beat, so the air stays in; add flour sifted, in two or three goes.',
    },
  ),
  entry(
    'tq2-meringue',
    'technique',
    CULINARY,
    {
      ca: 'com es fa el merengue | merengue sec al forn | quant sucre per a les clares | el merengue plora',
      es: 'cómo se hace el merengue | merengue seco al horno | cuánto azúcar por clara | el merengue llora',
      en: 'how to make meringue | crisp baked meringues | how much sugar per egg white | meringue weeping',
    },
    {
      ca: 'Merengue (francès): el doble de pes de sucre que de clares (uns 60 g per clara). Munta les clares a temperatura ambient i, quan facin escuma, afegeix-hi el sucre a cullerades sense parar de batre, fins que el merengue sigui brillant, ferm i no se senti el sucre entre els dits. Per fer-lo sec, forn a 90-100 °C 1,5-2 hores; si plora, el sucre no estava ben dissolt o hi havia humitat.',
      es: 'Merengue (francés): el doble de peso de azúcar que de claras (unos 60 g por clara). Monta las claras a temperatura ambiente y, cuando hagan espuma, añade el azúcar a cucharadas sin dejar de batir, hasta que el merengue esté brillante, firme y no se note el azúcar entre los dedos. Para secarlo, horno a 90-100 °C 1,5-2 horas; si llora, el azúcar no estaba bien disuelto o había humedad.',
      en: 'French meringue: twice the weight of sugar to egg whites (about 60 g per white). Whip room-temperature whites and, once foamy, add the sugar a spoonful at a time while beating, until the meringue is glossy, stiff and you cannot feel sugar grains between your fingers. For crisp meringues, bake at 90-100 °C for 1.5-2 hours; weeping means the sugar was not dissolved or there was humidity.',
    },
  ),
  entry(
    'tq2-tempering-chocolate',
    'technique',
    CULINARY,
    {
      ca: 'com es tempera la xocolata | temperatura per temperar xocolata negra | la xocolata no queda brillant | temperar xocolata a casa',
      es: 'cómo se atempera el chocolate | temperatura para templar chocolate negro | el chocolate no queda brillante | templar chocolate en casa',
      en: 'how to temper chocolate | tempering temperatures dark chocolate | chocolate not shiny after setting | temper chocolate at home',
    },
    {
      ca: 'Temperar xocolata negra: fon-la a 45-50 °C, refreda-la fins a 27-28 °C remenant (sobre marbre o afegint-hi un terç de xocolata picada sense fondre) i torna-la a escalfar a 31-32 °C per treballar-la. Amb llet, treballa-la a 29-30 °C, i la blanca a 28-29 °C. Prova-la en un ganivet: si en 5 minuts es solidifica brillant i trenca sec, està temperada.',
      es: 'Templar chocolate negro: fúndelo a 45-50 °C, enfríalo hasta 27-28 °C removiendo (sobre mármol o añadiendo un tercio de chocolate picado sin fundir) y vuelve a calentarlo a 31-32 °C para trabajarlo. Con leche, trabájalo a 29-30 °C, y el blanco a 28-29 °C. Pruébalo en un cuchillo: si en 5 minutos se solidifica brillante y se rompe seco, está templado.',
      en: 'Tempering dark chocolate: melt it to 45-50 °C, cool it to 27-28 °C while stirring (on marble, or by adding a third of chopped unmelted chocolate) and rewarm to 31-32 °C to work with it. Milk chocolate is worked at 29-30 °C, white at 28-29 °C. Test on a knife: if it sets glossy within 5 minutes and snaps cleanly, it is tempered.',
    },
  ),
  entry(
    'tq2-melting-chocolate',
    'technique',
    CULINARY,
    {
      ca: 'com es fon la xocolata | com fonc xocolata al microones | la xocolata se m’ha agrumollat en fondre-la | fondre xocolata al bany maria',
      es: 'cómo se derrite el chocolate | derretir chocolate en el microondas | el chocolate se ha apelmazado al fundirlo | fundir chocolate al baño maría',
      en: 'how to melt chocolate | melt chocolate in the microwave | my chocolate seized | melting chocolate in a double boiler',
    },
    {
      ca: 'Fondre xocolata: picada, al bany maria amb l’aigua a punt de bullir i sense que toqui el bol, remenant; o al microones, a potència mitjana, en tandes de 30 segons remenant entremig. No la passis de 45-50 °C (la de llet i la blanca, 40-45 °C). Unes gotes d’aigua o de vapor la fan agrumollar; si passa, salva-la per a una ganache o una salsa afegint-hi nata calenta.',
      es: 'Fundir chocolate: picado, al baño maría con el agua a punto de hervir y sin que toque el bol, removiendo; o en el microondas, a potencia media, en tandas de 30 segundos removiendo entre medias. No lo pases de 45-50 °C (el de leche y el blanco, 40-45 °C). Unas gotas de agua o de vapor lo apelmazan; si pasa, aprovéchalo para una ganache o una salsa añadiendo nata caliente.',
      en: 'Melting chocolate: chopped, over a pan of barely simmering water without the bowl touching it, stirring; or in the microwave at medium power in 30-second bursts, stirring in between. Do not take it above 45-50 °C (milk and white, 40-45 °C). A few drops of water or steam make it seize; if that happens, rescue it for a ganache or sauce by adding hot cream.',
    },
  ),
  entry(
    'tq2-proofing-tests',
    'technique',
    CULINARY,
    {
      ca: 'com sé si la massa ja ha fermentat prou | prova del dit a la massa | prova de la membrana | la massa està sobrefermentada',
      es: 'cómo sé si la masa ya ha fermentado | prueba del dedo en la masa | prueba de la membrana o ventana | masa sobrefermentada',
      en: 'how do I know dough has proofed | poke test for dough | windowpane test | overproofed dough',
    },
    {
      ca: 'Prova del dit: enfonsa-hi un dit enfarinat un centímetre; si el forat torna lentament i queda una mica marcat, està a punt; si torna de seguida, li falta temps; si no torna gens, s’ha passat. Prova de la membrana (per saber si s’ha pastat prou): estira un tros petit de massa entre els dits; si es fa tan fina que s’hi transparenta la llum sense trencar-se, el gluten està ben desenvolupat.',
      es: 'Prueba del dedo: hunde un dedo enharinado un centímetro; si el hueco vuelve despacio y queda algo marcado, está lista; si vuelve enseguida, le falta tiempo; si no vuelve nada, se ha pasado. Prueba de la membrana o ventana (para saber si se ha amasado bastante): estira un trozo pequeño de masa entre los dedos; si se hace tan fina que se transparenta la luz sin romperse, el gluten está bien desarrollado.',
      en: 'Poke test: press a floured finger 1 cm into the dough; if the dent springs back slowly and leaves a slight mark, it is ready; if it springs back at once, it needs more time; if it does not spring back at all, it is overproofed. Windowpane test (to check kneading): stretch a small piece between your fingers; if it goes thin enough to let light through without tearing, the gluten is well developed.',
    },
  ),
  entry(
    'tq2-kneading-by-hand',
    'technique',
    CULINARY,
    {
      ca: 'com es pasta a mà | tècnica de pastar a mà | la massa s’enganxa a les mans | pastar una massa humida',
      es: 'cómo se amasa a mano | técnica de amasado a mano | la masa se pega a las manos | amasar una masa húmeda',
      en: 'how to knead by hand | hand kneading technique | dough sticks to my hands | kneading a wet sticky dough',
    },
    {
      ca: 'Pastar a mà: empeny la massa endavant amb el palmell, plega-la cap a tu i gira-la un quart de volta; repeteix-ho 10-15 minuts fins que sigui llisa i elàstica. No hi afegeixis gaire farina encara que s’enganxi al principi: amb el pastat es torna menys enganxosa, i les mans mullades o una rasqueta ajuden. Per a masses molt humides, fes plecs (estirar i plegar) cada 30 minuts durant la fermentació; deixar reposar farina i aigua 20-30 minuts abans (autòlisi) també estalvia pastat.',
      es: 'Amasar a mano: empuja la masa hacia delante con la palma, dóblala hacia ti y gírala un cuarto de vuelta; repite 10-15 minutos hasta que esté lisa y elástica. No añadas mucha harina aunque se pegue al principio: con el amasado se vuelve menos pegajosa, y las manos mojadas o una rasqueta ayudan. Para masas muy húmedas, haz pliegues (estirar y doblar) cada 30 minutos durante la fermentación; dejar reposar harina y agua 20-30 minutos antes (autólisis) también ahorra amasado.',
      en: 'Kneading by hand: push the dough away with the heel of your hand, fold it back towards you and give it a quarter turn; repeat for 10-15 minutes until smooth and elastic. Do not add much flour even if it sticks at first: it becomes less sticky as you knead, and wet hands or a scraper help. For very wet doughs, do stretch-and-folds every 30 minutes during the rise; resting the flour and water for 20-30 minutes first (autolyse) also saves kneading.',
    },
  ),
  entry(
    'tq2-laminated-dough',
    'technique',
    CULINARY,
    {
      ca: 'com es fa la pasta de full | laminar la massa de croissants | quantes voltes porta el full | plecs de la massa de full',
      es: 'cómo se hace el hojaldre | laminar la masa de cruasanes | cuántas vueltas lleva el hojaldre | pliegues del hojaldre',
      en: 'how to make puff pastry | laminating croissant dough | how many folds for puff pastry | book fold letter fold',
    },
    {
      ca: 'Laminar: una massa bàsica (farina, aigua, sal, una mica de mantega) embolcalla una placa de mantega freda però mal·leable, de la mateixa consistència que la massa. S’estira en rectangle i es plega en tres (volta senzilla) o en quatre (volta doble), deixant-la reposar 20-30 minuts a la nevera entre volta i volta. La pasta de full porta 6 voltes senzilles (o 4 dobles); els croissants, unes 3 senzilles, perquè porten llevat.',
      es: 'Laminar: una masa básica (harina, agua, sal, un poco de mantequilla) envuelve una placa de mantequilla fría pero maleable, de la misma consistencia que la masa. Se estira en rectángulo y se dobla en tres (vuelta sencilla) o en cuatro (vuelta doble), dejándola reposar 20-30 minutos en la nevera entre vuelta y vuelta. El hojaldre lleva 6 vueltas sencillas (o 4 dobles); los cruasanes, unas 3 sencillas, porque llevan levadura.',
      en: 'Laminating: a basic dough (flour, water, salt, a little butter) is wrapped around a slab of butter that is cold but pliable, the same consistency as the dough. It is rolled into a rectangle and folded in three (letter fold) or in four (book fold), resting 20-30 minutes in the fridge between folds. Puff pastry gets 6 letter folds (or 4 book folds); croissants about 3 letter folds, since they also contain yeast.',
    },
  ),
  entry(
    'tq2-braising',
    'technique',
    CULINARY,
    {
      ca: 'com es fa un estofat perquè la carn quedi tendra | estofar carn de vedella al forn | quina carn per estofar | per què la carn del guisat queda dura | la carn de l’estofat encara és dura, quant més l’he de coure',
      es: 'cómo se hace un estofado para que la carne quede tierna | estofar carne al horno | qué carne para guisar | por qué la carne del guiso queda dura | la carne del estofado sigue dura, cuánto más la cuezo',
      en: 'how to braise meat | braising beef cheeks or shin in the oven | best cuts for braising | why is my stew meat tough | stew meat still tough after an hour, how much longer',
    },
    {
      ca: 'Estofar: rosseja la carn (galta de porc o de vedella, garró, espatlla, cua de bou, carn de guisar amb col·lagen), sofregeix les verdures, desglassa amb vi i afegeix brou fins a cobrir la meitat o dos terços de la carn. Tapa-ho i cou-ho a foc molt suau o al forn a 150-160 °C, 2-3 hores o més, fins que la carn es desfaci amb una forquilla. Si és dura, normalment li falta temps; un bull fort l’asseca.',
      es: 'Estofar: dora la carne (carrillera de cerdo o de ternera, morcillo, paletilla, rabo de toro, carne de guisar con colágeno), rehoga las verduras, desglasa con vino y añade caldo hasta cubrir la mitad o dos tercios de la carne. Tapa y cuece a fuego muy suave o al horno a 150-160 °C, 2-3 horas o más, hasta que la carne se deshaga con un tenedor. Si está dura, normalmente le falta tiempo; un hervor fuerte la reseca.',
      en: 'Braising: brown the meat (pork or beef cheeks, shin, shoulder, oxtail, collagen-rich stewing cuts), soften the vegetables, deglaze with wine and add stock to come halfway to two-thirds up the meat. Cover and cook on very low heat or in the oven at 150-160 °C for 2-3 hours or more, until it falls apart with a fork. If it is tough, it usually needs more time; a hard boil dries it out.',
    },
  ),
  entry(
    'tq2-poaching',
    'technique',
    CULINARY,
    {
      ca: 'com es fa un ou escalfat o poché | coure en brou sense bullir | pollastre cuit en brou a foc suau | a quina temperatura es cou el peix escalfat',
      es: 'cómo se escalfa | técnica para escalfar sin que hierva | pollo escalfado en caldo | a qué temperatura se escalfa el pescado',
      en: 'how to poach | how to poach an egg | poached chicken breast | poaching temperature for fish',
    },
    {
      ca: 'Coure escalfat (poché) és coure en líquid sense bull, a 70-85 °C: la superfície tremola però no fa bombolles, i així el peix, el pollastre o la fruita queden sucosos. Per a un ou escalfat: ou molt fresc, aigua amb un raig de vinagre i sense sal, fes-hi un remolí, deixa-hi caure l’ou des d’un bol i cou-lo 3 minuts. Per al pollastre, brou amb aromàtics i foc suau fins que arribi a 74 °C per dins.',
      es: 'Escalfar es cocer en líquido sin hervor, a 70-85 °C: la superficie tiembla pero no hace burbujas, y así el pescado, el pollo o la fruta quedan jugosos. Para un huevo escalfado: huevo muy fresco, agua con un chorrito de vinagre y sin sal, haz un remolino, deja caer el huevo desde un cuenco y cuécelo 3 minutos. Para el pollo, caldo con aromáticos y fuego suave hasta que llegue a 74 °C por dentro.',
      en: 'Poaching is cooking in liquid below the boil, at 70-85 °C: the surface shivers but does not bubble, which keeps fish, chicken or fruit moist. For a poached egg: a very fresh egg, water with a splash of vinegar and no salt, stir a gentle whirlpool, slip the egg in from a cup and cook 3 minutes. For chicken, use stock with aromatics over gentle heat until it reaches 74 °C inside.',
    },
  ),
  entry(
    'tq2-confit',
    'technique',
    CULINARY,
    {
      ca: 'com es fa un confit | confit d’ànec casolà | confitar en oli a baixa temperatura | alls confitats',
      es: 'cómo se hace un confit | confit de pato casero | confitar en aceite a baja temperatura | ajos confitados',
      en: 'how to make confit | homemade duck confit | confit in oil at low temperature | garlic confit',
    },
    {
      ca: 'Confitar és coure submergit en greix a baixa temperatura, uns 80-90 °C, sense fregir. Cuixes d’ànec: sala-les 12-24 hores amb farigola i all, renta-les i cou-les cobertes de greix d’ànec 2,5-3 hores, fins que la carn es desprengui de l’os; es conserven a la nevera cobertes del seu greix. Els alls o les verdures confitats en oli s’han de guardar a la nevera i gastar en pocs dies.',
      es: 'Confitar es cocinar sumergido en grasa a baja temperatura, unos 80-90 °C, sin freír. Muslos de pato: sálalos 12-24 horas con tomillo y ajo, lávalos y cuécelos cubiertos de grasa de pato 2,5-3 horas, hasta que la carne se separe del hueso; se conservan en la nevera cubiertos de su grasa. Los ajos o las verduras confitados en aceite deben guardarse en la nevera y consumirse en pocos días.',
      en: 'Confit means cooking submerged in fat at a low temperature, about 80-90 °C, without frying. Duck legs: salt them 12-24 hours with thyme and garlic, rinse and cook covered in duck fat for 2.5-3 hours, until the meat comes away from the bone; they keep in the fridge covered in their fat. Garlic or vegetables confited in oil must be kept refrigerated and used within a few days.',
    },
  ),
  entry(
    'tq2-breading',
    'technique',
    CULINARY,
    {
      ca: 'com s’arrebossa amb farina ou i pa ratllat | arrebossat que no es desenganxi | com es fa una escalopa arrebossada | milanesa cruixent',
      es: 'cómo se empana con harina huevo y pan rallado | empanado que no se despegue | cómo se hace un escalope empanado | milanesa crujiente',
      en: 'how to bread with flour egg and breadcrumbs | breading falls off | breaded cutlet | crispy schnitzel coating',
    },
    {
      ca: 'Arrebossar: tres plats en fila, farina, ou batut amb un pessic de sal i pa ratllat (o panko). Eixuga bé la peça, passa-la per farina i espolsa-la, després per l’ou i finalment pel pa, prement perquè s’hi enganxi; fes servir una mà per al sec i l’altra per al mullat. Deixa-ho reposar 10-15 minuts a la nevera perquè l’arrebossat s’assenti i fregeix-ho en oli a 170-180 °C.',
      es: 'Empanar: tres platos en fila, harina, huevo batido con una pizca de sal y pan rallado (o panko). Seca bien la pieza, pásala por harina y sacúdela, luego por el huevo y al final por el pan, presionando para que se adhiera; usa una mano para lo seco y otra para lo húmedo. Déjalo reposar 10-15 minutos en la nevera para que el rebozado se asiente y fríelo en aceite a 170-180 °C.',
      en: 'Breading: three plates in a row, flour, egg beaten with a pinch of salt, and breadcrumbs (or panko). Pat the piece dry, coat it in flour and shake off the excess, then egg, then crumbs, pressing so they stick; keep one hand for dry and one for wet. Let it rest 10-15 minutes in the fridge so the coating sets, then fry in oil at 170-180 °C.',
    },
  ),
  entry(
    'tq2-pasta-water',
    'technique',
    CULINARY,
    {
      ca: 'cal posar oli a l’aigua de la pasta | quan es posa la sal a l’aigua de la pasta | cal rentar la pasta després de bullir-la | per què guardar aigua de la pasta',
      es: 'hay que echar aceite al agua de la pasta | cuándo se echa la sal al agua de la pasta | hay que lavar la pasta después de cocerla | por qué guardar agua de la pasta',
      en: 'should I add oil to pasta water | when to salt pasta water | should I rinse pasta after cooking | why save pasta water',
    },
    {
      ca: 'Sala l’aigua quan arrenqui el bull (uns 10 g per litre) i no hi posis oli: només sura i fa que la salsa no s’enganxi a la pasta. Remena el primer minut perquè no s’enganxi i no la rentis després (només per a amanides). Guarda una tassa d’aigua de la cocció: el midó ajuda a lligar la salsa quan acabes la pasta a la paella.',
      es: 'Sala el agua cuando rompa a hervir (unos 10 g por litro) y no le pongas aceite: solo flota y hace que la salsa no se adhiera a la pasta. Remueve el primer minuto para que no se pegue y no la laves después (solo para ensaladas). Guarda una taza del agua de cocción: el almidón ayuda a ligar la salsa cuando terminas la pasta en la sartén.',
      en: 'Salt the water once it boils (about 10 g per litre) and skip the oil: it just floats and stops the sauce clinging to the pasta. Stir during the first minute so it does not stick, and do not rinse it afterwards (except for pasta salad). Save a cup of the cooking water: its starch helps bind the sauce when you finish the pasta in the pan.',
    },
  ),
  entry(
    'tq2-resting-dough',
    'technique',
    CULINARY,
    {
      ca: 'per què s’ha de deixar reposar la massa | la massa s’encongeix en estirar-la | quant temps reposa la pasta brisa | reposar la pasta fresca',
      es: 'por qué hay que dejar reposar la masa | la masa se encoge al estirarla | cuánto reposa la masa quebrada | reposar la pasta fresca',
      en: 'why rest dough | dough shrinks back when rolling | how long to rest pastry | resting fresh pasta dough',
    },
    {
      ca: 'El repòs relaxa el gluten i hidrata la farina: la massa s’estira millor i no s’encongeix al forn. Pasta brisa o sablé, 30-60 minuts a la nevera embolicada; pasta fresca d’ou, 30 minuts tapada a temperatura ambient; massa de pizza que es resisteix, 10-15 minuts tapada i torna-ho a provar. La mantega freda de les masses de pastisseria també necessita aquest temps per endurir-se.',
      es: 'El reposo relaja el gluten e hidrata la harina: la masa se estira mejor y no se encoge en el horno. Masa quebrada o sablé, 30-60 minutos en la nevera envuelta; pasta fresca de huevo, 30 minutos tapada a temperatura ambiente; masa de pizza que se resiste, 10-15 minutos tapada y vuelve a probar. La mantequilla fría de las masas de pastelería también necesita ese tiempo para endurecerse.',
      en: 'Resting relaxes the gluten and hydrates the flour: the dough rolls out more easily and does not shrink in the oven. Shortcrust or sweet pastry, 30-60 minutes wrapped in the fridge; fresh egg pasta, 30 minutes covered at room temperature; pizza dough that keeps springing back, 10-15 minutes covered, then try again. The cold butter in pastry doughs also needs that time to firm up.',
    },
  ),
  entry(
    'tq2-knife-sharpening',
    'technique',
    CULINARY,
    {
      ca: 'com s’esmola un ganivet | com es fa servir la xaira | pedra d’esmolar | cada quant s’ha d’esmolar el ganivet | el ganivet no talla',
      es: 'cómo se afila un cuchillo | cómo se usa la chaira | piedra de afilar | cada cuánto hay que afilar el cuchillo | el cuchillo no corta',
      en: 'how to sharpen a knife | how to use a honing steel | whetstone sharpening | how often to sharpen kitchen knives | my knife is dull',
    },
    {
      ca: 'La xaira no esmola: redreça el tall, i es passa abans de cada ús, alternant costats, amb el ganivet a uns 15-20°. Quan ja no talla ni amb la xaira, cal esmolar-lo (cada pocs mesos) amb pedra: remulla-la 10-15 minuts si és d’aigua, passa el tall amb el mateix angle pel gra mitjà (uns 1000) fins que facis rebava i acaba amb gra fi (3000-6000). Els ganivets japonesos solen anar a uns 15° i els europeus a uns 20°.',
      es: 'La chaira no afila: endereza el filo, y se pasa antes de cada uso, alternando lados, con el cuchillo a unos 15-20°. Cuando ya no corta ni con la chaira, hay que afilarlo (cada pocos meses) con piedra: remójala 10-15 minutos si es de agua, pasa el filo con el mismo ángulo por el grano medio (unos 1000) hasta que saques rebaba y termina con grano fino (3000-6000). Los cuchillos japoneses suelen ir a unos 15° y los europeos a unos 20°.',
      en: 'A honing steel does not sharpen: it realigns the edge, and you use it before each use, alternating sides, at about 15-20°. When even honing does not help, sharpen it (every few months) on a whetstone: soak it 10-15 minutes if it is a water stone, draw the edge at the same angle over a medium grit (about 1000) until you raise a burr, then finish on a fine grit (3000-6000). Japanese knives are usually sharpened at about 15°, European ones at about 20°.',
    },
  ),
  entry(
    'tq2-onion-tears',
    'technique',
    CULINARY,
    {
      ca: 'com tallar ceba sense plorar | per què la ceba fa plorar | truc per no plorar amb la ceba',
      es: 'cómo cortar cebolla sin llorar | por qué la cebolla hace llorar | truco para no llorar con la cebolla',
      en: 'how to cut onions without crying | why do onions make you cry | trick to stop onion tears',
    },
    {
      ca: 'La ceba fa plorar perquè, en trencar-ne les cèl·lules, allibera un gas sofrat irritant. Per reduir-ho: ganivet ben esmolat (aixafa menys cèl·lules), ceba freda (30 minuts a la nevera), l’extractor engegat o la finestra oberta, i talla l’arrel al final, que és on n’hi ha més. Ulleres ben ajustades també funcionen.',
      es: 'La cebolla hace llorar porque, al romper sus células, libera un gas azufrado irritante. Para reducirlo: cuchillo bien afilado (aplasta menos células), cebolla fría (30 minutos en la nevera), la campana encendida o la ventana abierta, y corta la raíz al final, que es donde hay más. Unas gafas bien ajustadas también funcionan.',
      en: 'Onions make you cry because cutting their cells releases an irritating sulphur gas. To reduce it: a very sharp knife (it crushes fewer cells), a cold onion (30 minutes in the fridge), the extractor fan on or a window open, and cut the root end last, where most of it is. Well-fitting goggles also work.',
    },
  ),
  entry(
    'tq2-dicing-onion',
    'technique',
    CULINARY,
    {
      ca: 'com es pica una ceba petita | tallar ceba a daus | picar ceba ràpid | brunoise de ceba',
      es: 'cómo se pica una cebolla fina | cortar cebolla en dados | picar cebolla rápido | brunoise de cebolla',
      en: 'how to dice an onion | finely chop an onion | cut onion into small cubes | onion brunoise',
    },
    {
      ca: 'Pelar i picar una ceba: talla-la per la meitat de dalt a baix, pela-la i deixa-hi l’arrel, que la manté unida. Amb la part plana avall, fes talls verticals a la llargada sense arribar a l’arrel, després un o dos talls horitzontals i, finalment, talla-la de través: surten daus iguals. Com més junts els talls, més petits els daus.',
      es: 'Pelar y picar una cebolla: córtala por la mitad de arriba abajo, pélala y deja la raíz, que la mantiene unida. Con la parte plana hacia abajo, haz cortes verticales a lo largo sin llegar a la raíz, luego uno o dos cortes horizontales y, por último, córtala de través: salen dados iguales. Cuanto más juntos los cortes, más pequeños los dados.',
      en: 'Dicing an onion: halve it from top to root, peel it and leave the root on to hold it together. Flat side down, make vertical cuts lengthwise without cutting through the root, then one or two horizontal cuts, and finally slice across: you get even dice. The closer the cuts, the finer the dice.',
    },
  ),
  entry(
    'tq2-grated-tomato',
    'technique',
    CULINARY,
    {
      ca: 'com es ratlla el tomàquet | tomàquet ratllat per al sofregit | ratllar tomàquet sense pell | pelar tomàquet sense escaldar',
      es: 'cómo se ralla el tomate | tomate rallado para el sofrito | rallar tomate sin piel | pelar tomate sin escaldar',
      en: 'how to grate tomatoes | grated tomato for sofrito | grate tomato to remove skin | peel tomatoes without blanching',
    },
    {
      ca: 'Tomàquet ratllat: parteix-lo per la meitat a l’ample i ratlla’l per la part tallada amb el ratllador gruixut, sobre un bol, fins que a la mà només et quedi la pell. En surt una polpa fina i sense pell, llesta per al sofregit, el pa amb tomàquet o el gaspatxo. Els tomàquets madurs i carnosos són els que ratllen millor.',
      es: 'Tomate rallado: pártelo por la mitad a lo ancho y rállalo por la parte cortada con el rallador grueso, sobre un bol, hasta que en la mano solo te quede la piel. Sale una pulpa fina y sin piel, lista para el sofrito, el pan con tomate o el gazpacho. Los tomates maduros y carnosos son los que mejor se rallan.',
      en: 'Grated tomato: halve it crosswise and grate the cut side on the coarse holes of a box grater over a bowl until only the skin is left in your hand. You get a fine, skinless pulp ready for sofrito, tomato bread or gazpacho. Ripe, fleshy tomatoes grate best.',
    },
  ),
  entry(
    'tq2-roast-peppers',
    'technique',
    CULINARY,
    {
      ca: 'com es couen i es pelen els pebrots escalivats | pebrots vermells al forn | pelar pebrots rostits fàcilment | pebrots escalivats amb all',
      es: 'cómo se asan y se pelan los pimientos | pimientos rojos asados al horno | pelar pimientos asados fácilmente | pimientos asados con ajo',
      en: 'how to roast and peel peppers | roasted red peppers in the oven | peel roasted peppers easily | charred peppers on a gas flame',
    },
    {
      ca: 'Pebrots escalivats: sencers, untats d’oli, al forn a 200 °C uns 40-50 minuts girant-los a mitja cocció (o damunt la flama del fogó fins que la pell sigui negra). Posa’ls en un bol tapat 15-20 minuts perquè suïn i la pell se separi, i pela’ls sense passar-los sota l’aixeta, que perden gust. Guarda’n el suc i amaneix-los amb oli, sal i, si vols, all.',
      es: 'Pimientos asados: enteros, untados de aceite, al horno a 200 °C unos 40-50 minutos dándoles la vuelta a media cocción (o sobre la llama del fogón hasta que la piel esté negra). Ponlos en un bol tapado 15-20 minutos para que suden y la piel se separe, y pélalos sin pasarlos bajo el grifo, que pierden sabor. Guarda su jugo y alíñalos con aceite, sal y, si quieres, ajo.',
      en: 'Roasted peppers: whole, rubbed with oil, in the oven at 200 °C for about 40-50 minutes, turning halfway (or over a gas flame until the skin is black). Put them in a covered bowl for 15-20 minutes so they sweat and the skin loosens, then peel without rinsing them under the tap, which washes away flavour. Keep the juices and dress with oil, salt and, if you like, garlic.',
    },
  ),
  entry(
    'tq2-toasting-spices',
    'technique',
    CULINARY,
    {
      ca: 'com es torren les espècies | torrar comí en una paella | el pebre vermell se m’ha cremat | fregir espècies en oli',
      es: 'cómo se tuestan las especias | tostar comino en la sartén | se me ha quemado el pimentón | freír especias en aceite',
      en: 'how to toast spices | toasting cumin seeds in a pan | my paprika burned | blooming spices in oil',
    },
    {
      ca: 'Espècies senceres (comí, coriandre, pebre): en una paella seca a foc mitjà 1-3 minuts, sacsejant, fins que facin olor; deixa-les refredar i mol-les. Les espècies mòltes s’obren millor uns 30 segons en oli calent, però es cremen de seguida. El pebre vermell, sobretot, s’afegeix amb la paella fora del foc i de seguida s’hi tira el líquid o el tomàquet; cremat, amarga.',
      es: 'Especias enteras (comino, cilantro, pimienta): en una sartén seca a fuego medio 1-3 minutos, moviendo, hasta que huelan; déjalas enfriar y muélelas. Las especias molidas se abren mejor unos 30 segundos en aceite caliente, pero se queman enseguida. El pimentón, sobre todo, se añade con la sartén fuera del fuego y enseguida se echa el líquido o el tomate; quemado, amarga.',
      en: 'Whole spices (cumin, coriander, peppercorns): in a dry pan over medium heat for 1-3 minutes, shaking, until fragrant; let them cool and grind. Ground spices bloom best in hot oil for about 30 seconds, but they burn quickly. Spanish paprika especially goes in with the pan off the heat, followed straight away by the liquid or tomato; burnt, it turns bitter.',
    },
  ),
  entry(
    'tq2-stock',
    'technique',
    CULINARY,
    {
      ca: 'per què el brou queda tèrbol | com es fa un fons de carn | brou fosc amb ossos rostits | cal salar el brou | quant temps ha de coure un brou',
      es: 'por qué el caldo queda turbio | cómo se hace un fondo de carne | fondo oscuro con huesos asados | hay que salar el caldo | cuánto tiempo cocer un caldo',
      en: 'why is my stock cloudy | how to make brown stock | roasted bone stock | should I salt stock | how long to simmer beef or chicken stock',
    },
    {
      ca: 'Un bon fons: comença amb aigua freda, escuma quan arrenqui el bull i mantén-lo fent xup-xup, sense bullir fort, que l’enterboleix i l’engreixa. No el salis fins al final, ja que es concentra. Temps orientatius: pollastre, 2-3 hores; vedella, 4-6 hores; verdures, 45-60 minuts; peix, 20-30 minuts. Per a un fons fosc, rosteix abans els ossos i les verdures al forn a 200-220 °C uns 40 minuts.',
      es: 'Un buen fondo: empieza con agua fría, espuma cuando rompa a hervir y mantenlo a fuego suave, sin hervir fuerte, que lo enturbia y lo engrasa. No lo sales hasta el final, ya que se concentra. Tiempos orientativos: pollo, 2-3 horas; ternera, 4-6 horas; verduras, 45-60 minutos; pescado, 20-30 minutos. Para un fondo oscuro, asa antes los huesos y las verduras al horno a 200-220 °C unos 40 minutos.',
      en: 'A good stock: start with cold water, skim as it comes to the boil and keep it at a bare simmer, since boiling hard makes it cloudy and greasy. Do not salt it until the end, as it concentrates. Rough times: chicken, 2-3 hours; beef or veal, 4-6 hours; vegetable, 45-60 minutes; fish, 20-30 minutes. For a brown stock, roast the bones and vegetables first at 200-220 °C for about 40 minutes.',
    },
  ),
  entry(
    'tq2-clarified-butter',
    'technique',
    CULINARY,
    {
      ca: 'com es clarifica la mantega | mantega clarificada | com es fa el ghee | per què clarificar la mantega',
      es: 'cómo se clarifica la mantequilla | mantequilla clarificada | cómo se hace el ghee | para qué clarificar la mantequilla',
      en: 'how to clarify butter | clarified butter | how to make ghee | why clarify butter',
    },
    {
      ca: 'Mantega clarificada: fon la mantega a foc molt baix sense remenar, treu l’escuma blanca de sobre i aboca el greix groc i clar deixant al fons el sèrum lletós. Sense aigua ni sòlids de llet, es crema molt menys (suporta uns 250 °C) i es conserva mesos a la nevera. El ghee es cou una mica més, fins que els sòlids es torren i li donen gust d’avellana; compta que en perds un 20-25 %.',
      es: 'Mantequilla clarificada: funde la mantequilla a fuego muy bajo sin remover, retira la espuma blanca de la superficie y vierte la grasa amarilla y clara dejando en el fondo el suero lechoso. Sin agua ni sólidos lácteos, se quema mucho menos (aguanta unos 250 °C) y se conserva meses en la nevera. El ghee se cuece un poco más, hasta que los sólidos se tuestan y le dan sabor a avellana; cuenta con perder un 20-25 %.',
      en: 'Clarified butter: melt butter over very low heat without stirring, skim the white foam off the top and pour off the clear yellow fat, leaving the milky liquid at the bottom. With no water or milk solids it burns much less (up to about 250 °C) and keeps for months in the fridge. Ghee is cooked a little longer, until the solids toast and give a nutty taste; expect to lose 20-25 % of the weight.',
    },
  ),
  entry(
    'tq2-alcohol-cooking',
    'technique',
    USDA_ALCOHOL,
    {
      ca: 's’evapora l’alcohol del vi en cuinar | quant alcohol queda en un guisat amb vi | flamejar treu l’alcohol | poden menjar nens guisat amb vi',
      es: 'se evapora el alcohol del vino al cocinar | cuánto alcohol queda en un guiso con vino | flambear quita el alcohol | pueden comer niños guiso con vino',
      en: 'does alcohol cook off | how much alcohol remains in a wine stew | does flambéing burn off alcohol | cooking with wine for kids',
    },
    {
      ca: 'No s’evapora tot: segons les taules de l’USDA, si s’afegeix a un líquid bullint i es retira del foc en queda un 85 %; flamejat, un 75 %; guisat o al forn, un 40 % als 15 minuts, un 25 % a l’hora, un 10 % a les 2 hores i un 5 % a les 2,5 hores. Amb la quantitat de vi d’un guisat normal, el que queda per ració és poc, però no és zero.',
      es: 'No se evapora todo: según las tablas del USDA, si se añade a un líquido hirviendo y se retira del fuego queda un 85 %; flambeado, un 75 %; guisado u horneado, un 40 % a los 15 minutos, un 25 % a la hora, un 10 % a las 2 horas y un 5 % a las 2,5 horas. Con la cantidad de vino de un guiso normal, lo que queda por ración es poco, pero no es cero.',
      en: 'It does not all cook off: according to USDA tables, added to a boiling liquid and removed from the heat, 85 % remains; flambéed, 75 %; simmered or baked, 40 % after 15 minutes, 25 % after 1 hour, 10 % after 2 hours and 5 % after 2.5 hours. With the amount of wine in a normal stew, what is left per serving is small, but not zero.',
    },
  ),
  entry(
    'tq2-dry-brine',
    'technique',
    FOOD_LAB,
    {
      ca: 'quan s’ha de salar la carn | salar la carn amb antelació | salmorra seca | salar el pollastre el dia abans | salar el bistec abans o després',
      es: 'cuándo hay que salar la carne | salar la carne con antelación | salmuera en seco | salar el pollo el día antes | salar el filete antes o después',
      en: 'when should I salt meat | dry brining | salt chicken the day before | salt steak before or after cooking | how far ahead to salt a roast',
    },
    {
      ca: 'Salar amb antelació (salmorra seca): uns 8-10 g de sal per quilo, escampada per tota la peça. Un bistec, just abans de coure’l o com a mínim 40 minuts abans (entremig la sal treu suc a la superfície); un pollastre sencer o un rostit, 12-24 hores abans, destapat a la nevera: la sal penetra, la carn queda més sucosa i la pell més cruixent. Després no cal tornar a salar.',
      es: 'Salar con antelación (salmuera en seco): unos 8-10 g de sal por kilo, repartida por toda la pieza. Un filete, justo antes de cocinarlo o al menos 40 minutos antes (entre medias la sal saca jugo a la superficie); un pollo entero o un asado, 12-24 horas antes, destapado en la nevera: la sal penetra, la carne queda más jugosa y la piel más crujiente. Después no hace falta volver a salar.',
      en: 'Dry brining: about 8-10 g salt per kilo, spread all over. A steak, either just before cooking or at least 40 minutes ahead (in between, the salt draws juice to the surface); a whole chicken or roast, 12-24 hours ahead, uncovered in the fridge: the salt penetrates, the meat stays juicier and the skin crisps better. No need to salt again afterwards.',
    },
  ),
  entry(
    'tq2-mortar',
    'technique',
    CATALAN_CUISINE,
    {
      ca: 'com es fa servir el morter | com s’utilitza el morter | què es posa primer quan piques | morter de pedra o de fusta',
      es: 'cómo se usa el mortero | qué se pone primero al majar | mortero de piedra o de madera | cómo se maja bien',
      en: 'how to use a mortar and pestle | what goes first when pounding | stone or wooden mortar | how to grind with a pestle',
    },
    {
      ca: 'Morter: comença pel més dur i sec amb un pessic de sal, que fa d’abrasiu (all, espècies, fruits secs), i acaba amb el més tou i humit (julivert, pa, líquid). Pica amb cops curts i després gira la mà de morter fent pressió contra les parets, sense omplir-lo més d’un terç. Els de terrissa o pedra van bé per a salses i picades, i els de fusta per a picades petites; renta’ls sense sabó fort perquè no agafin gust.',
      es: 'Mortero: empieza por lo más duro y seco con una pizca de sal, que hace de abrasivo (ajo, especias, frutos secos), y termina con lo más blando y húmedo (perejil, pan, líquido). Maja con golpes cortos y luego gira la mano del mortero presionando contra las paredes, sin llenarlo más de un tercio. Los de barro o piedra van bien para salsas y picadas, y los de madera para picadas pequeñas; lávalos sin jabón fuerte para que no cojan sabor.',
      en: 'Mortar: start with the hardest, driest things plus a pinch of salt as an abrasive (garlic, spices, nuts), and finish with the soft and wet ones (parsley, bread, liquid). Pound with short strokes, then grind the pestle round against the sides, filling it no more than a third. Glazed clay or stone mortars suit sauces and picadas, wooden ones small picadas; wash without strong soap so they do not take on its taste.',
    },
  ),
  entry(
    'tq2-bain-marie',
    'technique',
    CULINARY,
    {
      ca: 'com es fa un bany maria | bany maria al forn | bany maria al foc | per a què serveix el bany maria',
      es: 'cómo se hace un baño maría | baño maría en el horno | baño maría al fuego | para qué sirve el baño maría',
      en: 'how to use a bain-marie | water bath in the oven | double boiler on the hob | what is a bain-marie for',
    },
    {
      ca: 'Bany maria al forn (flams, pastissos de formatge, terrines): posa el motlle dins una safata més gran i omple-la d’aigua calenta fins a mitja alçada del motlle; el forn a 150-170 °C, perquè quallin suaument sense bombolles. Al foc (xocolata, holandesa, crema): un bol sobre una olla amb aigua a punt de bullir, sense que el bol toqui l’aigua. Si el motlle és desmuntable, embolica’l amb paper d’alumini.',
      es: 'Baño maría en el horno (flanes, tartas de queso, terrinas): pon el molde dentro de una bandeja más grande y llénala de agua caliente hasta media altura del molde; el horno a 150-170 °C, para que cuajen suavemente sin burbujas. Al fuego (chocolate, holandesa, crema): un bol sobre una olla con agua a punto de hervir, sin que el bol toque el agua. Si el molde es desmontable, envuélvelo con papel de aluminio.',
      en: 'Oven water bath (flans, cheesecakes, terrines): set the mould in a larger tray and pour in hot water to halfway up the mould; oven at 150-170 °C, so they set gently without bubbles. On the hob (chocolate, hollandaise, custard): a bowl over a pan of barely simmering water, without the bowl touching the water. If the tin is springform, wrap it in foil.',
    },
  ),
  entry(
    'tq2-caramel',
    'technique',
    CULINARY,
    {
      ca: 'com es fa el caramel | caramel per al flam | el caramel se m’ha cristal·litzat | caramel en sec o amb aigua | salsa de caramel',
      es: 'cómo se hace el caramelo | caramelo para el flan | el caramelo se ha cristalizado | caramelo en seco o con agua | salsa de caramelo',
      en: 'how to make caramel | caramel for flan | my caramel crystallised | dry or wet caramel | caramel sauce',
    },
    {
      ca: 'Caramel: sucre sol a foc mitjà (en sec) o amb una mica d’aigua (unes 3 cullerades per 100 g), sense remenar amb cullera: mou el cassó perquè es faci igual. Si es formen cristalls a les parets, passa-hi un pinzell mullat. Quan sigui de color ambre (uns 170-180 °C), retira’l: per al flam, aboca’l de seguida al motlle; per a salsa, afegeix-hi nata calenta amb compte, que bombolleja.',
      es: 'Caramelo: azúcar solo a fuego medio (en seco) o con un poco de agua (unas 3 cucharadas por 100 g), sin remover con cuchara: mueve el cazo para que se haga igual. Si se forman cristales en las paredes, pasa un pincel mojado. Cuando tenga color ámbar (unos 170-180 °C), retíralo: para el flan, viértelo enseguida en el molde; para salsa, añade nata caliente con cuidado, que burbujea.',
      en: 'Caramel: sugar alone over medium heat (dry) or with a little water (about 3 tablespoons per 100 g), without stirring with a spoon: swirl the pan so it colours evenly. If crystals form on the sides, brush them down with a wet pastry brush. When it is amber (about 170-180 °C), take it off: for flan, pour it straight into the mould; for sauce, carefully add hot cream, as it bubbles up.',
    },
  ),
  entry(
    'tq2-shortcrust',
    'technique',
    CULINARY,
    {
      ca: 'com es fa la pasta brisa | massa per a quiche casolana | coure la base en blanc | la base de la tarta queda crua',
      es: 'cómo se hace la masa quebrada | masa para quiche casera | hornear la base en blanco | la base de la tarta queda cruda',
      en: 'how to make shortcrust pastry | homemade quiche crust | blind baking a tart shell | soggy tart bottom',
    },
    {
      ca: 'Pasta brisa: 250 g de farina, 125 g de mantega ben freda a daus i un pessic de sal; barreja-ho amb la punta dels dits fins que sembli sorra i lliga-ho amb 1 ou o 50-60 ml d’aigua freda, sense pastar gaire. Embolica-la i deixa-la reposar 30-60 minuts a la nevera, estira-la i folra el motlle. Per coure-la en blanc, punxa-la, posa-hi paper de forn amb llegums a sobre i cou-la a 180-190 °C 15 minuts, i 5-10 minuts més sense pes, perquè la base no quedi crua.',
      es: 'Masa quebrada: 250 g de harina, 125 g de mantequilla muy fría en dados y una pizca de sal; desmenuza con la punta de los dedos hasta que parezca arena y liga con 1 huevo o 50-60 ml de agua fría, sin amasar mucho. Envuélvela y déjala reposar 30-60 minutos en la nevera, estírala y forra el molde. Para hornearla en blanco, pínchala, pon papel de horno con legumbres encima y hornéala a 180-190 °C 15 minutos, y 5-10 minutos más sin peso, para que la base no quede cruda.',
      en: 'Shortcrust: 250 g flour, 125 g very cold diced butter and a pinch of salt; rub together with your fingertips and bind with 1 egg or 50-60 ml cold water, without overworking. Wrap and rest 30-60 minutes in the fridge, roll out and line the tin. To blind bake, prick it, cover with baking paper and dried beans and bake at 180-190 °C for 15 minutes, then 5-10 minutes more without weights, so the base is not soggy.',
    },
  ),
  entry(
    'tq2-choux',
    'technique',
    CULINARY,
    {
      ca: 'com es fa la pasta choux | massa de lioneses i bunyols de vent | per què la pasta choux no s’infla | profiteroles casolans',
      es: 'cómo se hace la masa choux | masa de lionesas y buñuelos de viento | por qué la masa choux no sube | profiteroles caseros',
      en: 'how to make choux pastry | profiterole dough | why did my choux not puff | eclair dough',
    },
    {
      ca: 'Pasta choux: bull 250 ml d’aigua (o meitat llet) amb 100 g de mantega i un pessic de sal; tira-hi de cop 150 g de farina i remena al foc 1-2 minuts fins que la massa s’assequi i es desenganxi. Deixa-la entebeir i afegeix-hi uns 4 ous d’un en un, fins que la massa caigui de l’espàtula fent una punta en forma de V. Forn a 180-200 °C uns 25-30 minuts sense obrir la porta, o fregida per fer bunyols de vent; si no s’infla, la massa era massa líquida o el forn s’ha obert massa aviat.',
      es: 'Masa choux: hierve 250 ml de agua (o mitad leche) con 100 g de mantequilla y una pizca de sal; echa de golpe 150 g de harina y remueve al fuego 1-2 minutos hasta que la masa se seque y se despegue. Déjala templar y añade unos 4 huevos de uno en uno, hasta que la masa caiga de la espátula formando un pico en V. Horno a 180-200 °C unos 25-30 minutos sin abrir la puerta, o frita para buñuelos de viento; si no sube, la masa estaba demasiado líquida o se abrió el horno demasiado pronto.',
      en: 'Choux pastry: boil 250 ml water (or half milk) with 100 g butter and a pinch of salt; tip in 150 g flour all at once and stir over the heat for 1-2 minutes until the dough dries and comes away from the pan. Let it cool slightly and beat in about 4 eggs one at a time, until the dough falls from the spatula in a V-shaped point. Bake at 180-200 °C for about 25-30 minutes without opening the door, or fry it for bunyols de vent; if it does not puff, the dough was too runny or the oven was opened too soon.',
    },
  ),
  entry(
    'tq2-sponge-cake',
    'technique',
    CULINARY,
    {
      ca: 'com es fa el pa de pessic | pa de pessic esponjós sense llevat | per què el pa de pessic s’enfonsa | base de pastís esponjosa',
      es: 'cómo se hace el bizcocho genovés | bizcocho esponjoso sin levadura | por qué se hunde el bizcocho | base de tarta esponjosa',
      en: 'how to make a sponge cake | genoise without baking powder | why did my sponge sink | light sponge base for a cake',
    },
    {
      ca: 'Pa de pessic: 4 ous, 125 g de sucre i 125 g de farina. Bat els ous amb el sucre 8-10 minuts, fins que tripliquin el volum i facin cinta; incorpora-hi la farina tamisada amb moviments envolvents, sense batre. Forn a 180 °C uns 25-30 minuts sense obrir la porta els primers 20 (si s’obre, s’enfonsa); està fet quan un escuradents surt net.',
      es: 'Bizcocho genovés (pa de pessic): 4 huevos, 125 g de azúcar y 125 g de harina. Bate los huevos con el azúcar 8-10 minutos, hasta que tripliquen su volumen y hagan cinta; incorpora la harina tamizada con movimientos envolventes, sin batir. Horno a 180 °C unos 25-30 minutos sin abrir la puerta los primeros 20 (si se abre, se hunde); está hecho cuando un palillo sale limpio.',
      en: 'Sponge cake (genoise): 4 eggs, 125 g sugar and 125 g flour. Whisk the eggs and sugar for 8-10 minutes until tripled in volume and thick enough to leave a ribbon; fold in the sifted flour gently, without beating. Bake at 180 °C for about 25-30 minutes without opening the door for the first 20 (that makes it sink); it is done when a toothpick comes out clean.',
    },
  ),
  entry(
    'tq2-clean-squid',
    'technique',
    CULINARY,
    {
      ca: 'com es neteja la sípia | com es netegen els calamars | on és la bossa de tinta de la sípia | netejar calamar per fer anelles',
      es: 'cómo se limpia la sepia | cómo se limpian los calamares | dónde está la tinta de la sepia | limpiar calamar para anillas',
      en: 'how to clean cuttlefish | how to clean squid | where is the ink sac | prepare squid rings',
    },
    {
      ca: 'Calamar: estira el cap i els tentacles, que s’emporten les vísceres; treu la ploma transparent de dins del cos, pela la pell fosca i renta’l. Talla els tentacles just per sota dels ulls i treu-ne el bec del mig. La sípia es neteja igual però té un os dur en lloc de la ploma; la bossa de tinta (una bosseta platejada entre les vísceres) es pot guardar per a l’arròs negre.',
      es: 'Calamar: tira de la cabeza y los tentáculos, que arrastran las vísceras; saca la pluma transparente del interior del cuerpo, pela la piel oscura y lávalo. Corta los tentáculos justo por debajo de los ojos y quita el pico del centro. La sepia se limpia igual pero tiene un hueso duro en lugar de la pluma; la bolsa de tinta (una bolsita plateada entre las vísceras) se puede guardar para el arroz negro.',
      en: 'Squid: pull the head and tentacles, which bring the innards with them; remove the clear quill from inside the body, peel off the dark skin and rinse. Cut the tentacles just below the eyes and remove the beak from the centre. Cuttlefish is cleaned the same way but has a hard bone instead of a quill; the ink sac (a small silvery pouch among the innards) can be kept for black rice.',
    },
  ),
  entry(
    'tq2-mussels',
    'technique',
    CULINARY,
    {
      ca: 'com es netegen els musclos | musclos al vapor | treure la barba als musclos | quins musclos s’han de llençar',
      es: 'cómo se limpian los mejillones | mejillones al vapor | quitar las barbas a los mejillones | qué mejillones hay que tirar',
      en: 'how to clean mussels | steamed mussels | remove the beard from mussels | which mussels to throw away',
    },
    {
      ca: 'Musclos: rasca la closca amb un ganivet i estira la barba cap a la frontissa fins que surti. Llença els que tinguin la closca trencada o que estiguin oberts i no es tanquin en tocar-los. Al vapor: en una olla tapada a foc fort amb un dit d’aigua o vi blanc i llorer, 3-5 minuts sacsejant, fins que s’obrin; els que quedin ben tancats, millor no menjar-los.',
      es: 'Mejillones: raspa la concha con un cuchillo y tira de la barba hacia la bisagra hasta que salga. Tira los que tengan la concha rota o estén abiertos y no se cierren al tocarlos. Al vapor: en una olla tapada a fuego fuerte con un dedo de agua o vino blanco y laurel, 3-5 minutos moviendo, hasta que se abran; los que queden bien cerrados, mejor no comerlos.',
      en: 'Mussels: scrape the shells with a knife and pull the beard towards the hinge until it comes out. Discard any with broken shells or that are open and do not close when tapped. To steam: in a covered pot over high heat with a finger of water or white wine and a bay leaf, 3-5 minutes, shaking, until they open; those that stay firmly shut are best not eaten.',
    },
  ),
  entry(
    'tq2-clams-purge',
    'technique',
    CULINARY,
    {
      ca: 'com es treu la sorra de les cloïsses | posar les cloïsses en aigua amb sal | netejar escopinyes i tellerines | cloïsses amb sorra',
      es: 'cómo se quita la arena de las almejas | poner las almejas en agua con sal | limpiar berberechos y tellinas | almejas con arena',
      en: 'how to purge clams of sand | soak clams in salt water | clean cockles | gritty clams',
    },
    {
      ca: 'Cloïsses, escopinyes i tellerines: posa-les en aigua freda amb sal, uns 30-35 g per litre (com l’aigua de mar), 1-2 hores a la nevera, canviant l’aigua un cop; així obren i deixen anar la sorra. Treu-les amb la mà, sense abocar-les, perquè la sorra es quedi al fons. Llença les que tinguin la closca trencada o oberta que no es tanqui.',
      es: 'Almejas, berberechos y tellinas: ponlas en agua fría con sal, unos 30-35 g por litro (como el agua de mar), 1-2 horas en la nevera, cambiando el agua una vez; así se abren y sueltan la arena. Sácalas con la mano, sin volcarlas, para que la arena se quede en el fondo. Tira las que tengan la concha rota o abierta que no se cierre.',
      en: 'Clams, cockles and wedge clams: soak them in cold salted water, about 30-35 g per litre (like seawater), for 1-2 hours in the fridge, changing the water once; they open and spit out their sand. Lift them out by hand instead of pouring them, so the sand stays at the bottom. Discard any with broken shells or that stay open.',
    },
  ),
  entry(
    'tq2-aubergine-salting',
    'technique',
    CULINARY,
    {
      ca: 'cal salar l’albergínia abans de cuinar-la | com es treu l’amargor a l’albergínia | l’albergínia xucla molt oli | albergínia fregida sense oli',
      es: 'hay que salar la berenjena antes de cocinarla | cómo se quita el amargor a la berenjena | la berenjena absorbe mucho aceite | berenjena frita que no chupe aceite',
      en: 'should I salt aubergine before cooking | how to remove bitterness from eggplant | eggplant soaks up too much oil | degorging aubergine',
    },
    {
      ca: 'Les albergínies d’ara gairebé no amarguen, però salar-les encara va bé per fregir-les: talla-les, escampa-hi sal i deixa-les 30 minuts en un colador, renta-les i eixuga-les bé. Perden aigua, queden més compactes i xuclen menys oli. També pots remullar-les en llet o aigua amb sal, o coure-les primer al forn o al microones abans de saltar-les.',
      es: 'Las berenjenas actuales casi no amargan, pero salarlas sigue yendo bien para freírlas: córtalas, espolvorea sal y déjalas 30 minutos en un colador, lávalas y sécalas bien. Pierden agua, quedan más compactas y absorben menos aceite. También puedes remojarlas en leche o agua con sal, o cocinarlas primero al horno o al microondas antes de saltearlas.',
      en: 'Modern aubergines are rarely bitter, but salting still helps before frying: slice them, sprinkle with salt and leave 30 minutes in a colander, then rinse and dry well. They lose water, firm up and soak up less oil. You can also soak them in milk or salted water, or part-cook them in the oven or microwave before sautéing.',
    },
  ),
];
