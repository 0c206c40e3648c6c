/*
 * Held-out set 12 of chat questions for the offline cooking assistant (issue 34), written
 * 2026-12-01, written BLIND: from general cooking knowledge only, without reading the assistant,
 * the knowledge base, the earlier held-out sets, docs or tests.
 *
 * 180 questions: 80 Catalan, 55 Spanish, 45 English; 12 off-topic. Areas: storage-safety 15,
 * temperatures 15, doneness-times 15, substitutions 15, troubleshooting 15, cook-with-what-i-have
 * 15, conversions-quantities 14, catalan-spanish-techniques 14, pairings 14, recipe-request 18,
 * follow-up 12 (each with `previous`), mixed-language 6, off-topic 12. 34 expect 'recipes' (every
 * recipe request, 14 of the cook-with-what-i-have questions and 2 follow-ups).
 *
 * Voices, on purpose unlike the earlier sets: a Lleida snail-eating colla ("lo", "natros",
 * "aguaita"), a grandmother from L'Alguer in Alguerès ("me dius", "aqueix", "la nona"), a Valencia
 * falla casal cook ("xe", "tomata", "la paella de 70"), a Pyrenean mountain-hut guard (2.400 m, no
 * fridge in summer, helicopter supply), a scout leader feeding 40 at camp, a patient just
 * discharged from hospital, an Osona pig farmer after the matança, a secondary-school student
 * (SMS spelling, no accents), a Chinese-Catalan student in Santa Coloma, a wedding caterer (120
 * guests, coeliac tables), a rural-life museum educator with a wood oven, a cobla musician, a
 * Pallars rafting guide, a cycling club, an Italian Erasmus student in Barcelona; a Murcian
 * huertano ("acho", "pijo"), an Aragonese peña member ("maño", ternasco), a Galician pulpeira
 * ("carallo", "home"), a Mexican aunt ("órale", tomate verde), a Chilean ("po", "once", "cachái"),
 * a Peruvian chifa cook ("pe", ají amarillo), a Colombian grandmother (fríjoles, olla pitadora), a
 * Spanish army cook (rancho para 120), a 1960s-style formal elderly reader ("Señores", usted), a
 * tech worker on Slack (emoji, "PR"), a fitness TikTok teen, a gastronomy student, a Spanish mother
 * whose daughter is a nurse abroad, a nine-year-old; a Cork mother ("grand", "boy"), a Welsh
 * chapel baker ("cariad", bakestone), a Black Country nan ("me", "ar"), a Guernsey stallholder
 * (bean jar, gâche), a Kiwi at the bach ("sweet as", "pav"), a South African ("ag", "lekker"), a
 * Lagos caterer ("abeg", "o"), a Filipino-American tita ("anak"), a Wisconsin supper club cook
 * (fish fry), a Maine lobster pound ("ayuh", "wicked"), a software developer, a tabletop game
 * master, a Falklands cookhouse ("Camp", mutton), a Norfolk allotment holder ("bor") and a
 * Savannah mother of the bride ("y'all", shrimp and grits).
 *
 * Traps: accents dropped, capitals, typos and SMS spelling; dialect words (natros, tomata, me dius,
 * acho, po, pe, carallo, ayuh); questions that name a dish the catalogue does not hold (cargols a la
 * llauna, arròs caldós de llamàntol, arepas, suya, shrimp and grits, oxtail); recipe requests by
 * ingredient (anxoves, xai, bolets, berenjena, quinoa, couscous, ous); ingredients that fit two
 * catalogue recipes (porc + col + farina: Gyozas and Okonomiyaki); follow-ups that only make sense
 * with the previous turn ("I si els tinc congelats?", "¿Y en la olla exprés?", "and how long
 * should it sit?"); temperatures asked with a dish's name instead of a number; numbers that are
 * not quantities (2.400 m, 70 cm, 40 nens, 120 convidats, 90 euros el quilo, 3 hours in the sun);
 * mixed languages (eggs benedict and brunch in Catalan, castellanismes "bizcocho" and "piedra",
 * Italian "arborio" and "ciao", Catalan "llardons" and English "stir-fry" inside Spanish, Catalan
 * "pa amb tomàquet" and "com Déu mana" inside English); off-topic questions dressed as cooking (a
 * "recipe" for taxes, success or sleep, a solar "paella", lime mortar for a barbecue, copper
 * sulphate for vines, polymer clay baked in an oven, a dog that ate chocolates, pool temperature).
 *
 * Conventions (copied from the brief): 'answer' gists say what a to-the-point answer must contain,
 * from general cooking knowledge (°C, safe internal temperatures, standard times); 'recipes' gists
 * name the demo recipes that fit (by their catalogue titles) or say that none fits and that
 * nothing unrelated may be listed; 'off-topic' gists say it must be declined.
 *
 * Never to be tuned on: it is measured once, as written, and then retired.
 */
import type { HeldOutChatQuestion } from './held-out-chat-questions-2.ts';

export const HELD_OUT_CHAT_QUESTIONS_12: readonly HeldOutChatQuestion[] = [
  // ---------------------------------------------------------------- storage-safety (ca 7, es 4, en 4)
  {
    question:
      'Natros vam fer cargols a la llauna dissabte i ne van sobrar de cuits, aguaita quin tupper. Quants dies aguanten a la nevera? I es poden congelar?',
    lang: 'ca',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'Cooked snails: fridge in a closed container, eat within about 2-3 days; they can be frozen (about 3 months); reheat until piping hot.',
  },
  {
    question:
      'La nona me diu que la llagosta bullida se pot deixar fora de la nevera tota la tarda perquè és cuita. És veritat?',
    lang: 'ca',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'No: cooked shellfish must not stay at room temperature more than about 2 hours; keep it in the fridge (below 4-5 °C) and eat it within 1-2 days.',
  },
  {
    question:
      "Al refugi a l'estiu no tenim nevera, només la font freda. Quant de temps puc guardar el brou de l'escudella ja fet?",
    lang: 'ca',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'Cooked broth must not sit in the danger zone (5-60 °C) more than about 2 hours; a spring is only safe if it keeps it below about 4-5 °C; otherwise keep it boiling hot or boil it hard and use it the same day; in a fridge 3-4 days.',
  },
  {
    question:
      "Som al campament: l'arròs bullit que ha sobrat al migdia ha estat a la tenda de cuina tota la tarda. El podem donar als nens per sopar si l'escalfem bé?",
    lang: 'ca',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'No: cooked rice left warm for hours can carry Bacillus cereus toxins that reheating does not destroy; it should have been cooled within about 1 hour and refrigerated; discard it.',
  },
  {
    question:
      "m'han donat l'alta i la dietista diu crema de carbasso cada dia. si en faig per a tota la setmana, la puc congelar en tuppers?",
    lang: 'ca',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'Yes: cool it quickly and freeze it in portions (about 3 months); in the fridge 3-4 days; thaw in the fridge and reheat until steaming (about 75 °C).',
  },
  {
    question:
      'Hem fet la matança a la masia i ens ha sobrat botifarra crua. Quants dies aguanta a la nevera i quant al congelador?',
    lang: 'ca',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'Fresh raw sausage: 1-2 days in the fridge (about 3 at most); frozen, well wrapped, about 2-3 months (up to 6); cook it to about 70-71 °C inside.',
  },
  {
    question: 'es perillos tornar a congelar carn picada q ja he descongelat a la nevera??',
    lang: 'ca',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'Raw mince thawed in the fridge can be refrozen within a day or so (with some loss of quality); if it was thawed at room temperature or in water, do not refreeze it raw: cook it first, then it can be frozen.',
  },
  {
    question: 'Acho, ¿cuánto me dura el zarangollo en la nevera? Que lleva huevo y no me fío, pijo.',
    lang: 'es',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'Refrigerate within 2 hours in a closed container and eat within about 2-3 days (3-4 at most); reheat it well; it does not freeze well.',
  },
  {
    question: '¿Se puede dejar el pastel de choclo afuera toda la noche pa comerlo en la once? Hace frío po.',
    lang: 'es',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'No: a cooked meat and corn dish should not stay at room temperature more than about 2 hours (a cold kitchen is not a fridge); refrigerate it and reheat to about 75 °C.',
  },
  {
    question:
      'En maniobras no tenemos frío. Una lata grande de conserva que ya está abierta, ¿cuánto tiempo aguanta sin nevera?',
    lang: 'es',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'Once opened it is perishable like fresh food: use it within about 2 hours at room temperature (1 hour above 32 °C); otherwise move it to a closed container in a fridge and use it within 2-3 days.',
  },
  {
    question:
      'Mi cuñado dice que el pulpo que compré congelado, ya cocido, no se puede volver a congelar, home. ¿Es así?',
    lang: 'es',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'Frozen raw octopus that was thawed and then cooked can be frozen again once cooked: cool it quickly and freeze it (about 3 months); thaw in the fridge.',
  },
  {
    question: 'How long will brown soda bread keep, and is it grand to freeze it, boy?',
    lang: 'en',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'Best within 1-2 days, wrapped in a tea towel or in a bread bin at room temperature (the fridge stales it); it freezes well, sliced, for about 3 months.',
  },
  {
    question:
      'The cream on the pav sat out on the deck in the sun for about 3 hours at the bach party. Still safe to eat?',
    lang: 'en',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'No: whipped cream left out more than 2 hours (1 hour in heat above 32 °C) should be thrown away.',
  },
  {
    question:
      'How long does a cooked mutton stew keep in the fridge, and can I reheat it every night for the shearers?',
    lang: 'en',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'Cool it within 2 hours and keep it covered in the fridge 3-4 days; reheat only the portion needed, once, to boiling / about 75 °C, rather than reheating the whole pot repeatedly.',
  },
  {
    question: 'Can I reuse the fish fry oil next Friday? How should I store it?',
    lang: 'en',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'Yes, a few times: strain it when cool through a fine sieve or cloth, store it covered in a cool dark place (or the fridge) up to about a month; discard it if it smells rancid, foams, darkens a lot or smokes at normal frying temperature; keep fish oil for fish.',
  },

  // ---------------------------------------------------------------- temperatures (ca 7, es 4, en 4)
  {
    question: 'A quina temperatura de dins ha de ser el pollastre de pagès quan el trec del forn?',
    lang: 'ca',
    area: 'temperatures',
    expect: 'answer',
    gist: '74 °C (165 °F) at the thickest part of the thigh, not touching the bone; juices run clear.',
  },
  {
    question:
      "Per a la crema catalana, a quants graus ha d'arribar la crema perquè espesseixi sense que se'm talli?",
    lang: 'ca',
    area: 'temperatures',
    expect: 'answer',
    gist: 'With cornflour it must come to a gentle boil (about 90 °C or more) for a minute, stirring all the time on low heat, to thicken; the starch protects the yolks (without starch yolks curdle above about 82-85 °C).',
  },
  {
    question: 'q temperatura fa falta per fer caramel pel flam? tinc termometre de cuina',
    lang: 'ca',
    area: 'temperatures',
    expect: 'answer',
    gist: 'Sugar caramelises from about 160 °C; stop at amber, about 170-180 °C; above about 190 °C it burns and turns bitter.',
  },
  {
    question: "Per fregir les truites de riu a la paella, a quina temperatura ha d'estar l'oli?",
    lang: 'ca',
    area: 'temperatures',
    expect: 'answer',
    gist: 'Hot but not smoking, about 170-180 °C (shimmering oil, a bit of flour sizzles at once); the fish is done at about 63 °C inside.',
  },
  {
    question:
      'Al museu tenim un forn de llenya sense termòmetre. Com sé quan és a uns 250 graus per fer-hi coques?',
    lang: 'ca',
    area: 'temperatures',
    expect: 'answer',
    gist: 'Best with an infrared thermometer; otherwise practical tests: the soot on the dome burns white when the oven is very hot (well above 300 °C), so let it drop; a pinch of flour on the floor should brown in a few seconds without burning instantly; the hand test (only a few seconds bearable).',
  },
  {
    question:
      'A quants graus ha de bullir la aigua per a la llagosta, i quina temperatura ha de tenir la carn quan és cuita? Me la vol fer la nona.',
    lang: 'ca',
    area: 'temperatures',
    expect: 'answer',
    gist: 'Water at a full rolling boil (100 °C), well salted; the meat is done at about 60-63 °C inside (145 °F): shell bright red, flesh opaque white.',
  },
  {
    question: 'Lo forn per als cargols a la llauna, si no tinc brasa, a quants graus lo poso?',
    lang: 'ca',
    area: 'temperatures',
    expect: 'answer',
    gist: 'A very hot oven with the grill, about 220-250 °C, until they sizzle and release their juice (about 15-20 minutes).',
  },
  {
    question: '¿A cuántos grados pongo el horno pa un ternasco asado, maño? Es una paletilla.',
    lang: 'es',
    area: 'temperatures',
    expect: 'answer',
    gist: 'About 180-200 °C (roughly 1-1.5 h for a shoulder), basting; internal about 60-65 °C for pink, 70 °C or more for well done; rest 10 minutes.',
  },
  {
    question: '¿A qué temperatura se fríen los totopos pa que queden crujientes y no aceitosos?',
    lang: 'es',
    area: 'temperatures',
    expect: 'answer',
    gist: 'Oil at about 175-180 °C (350 °F); colder oil makes them greasy; fry in small batches until golden and they stop bubbling, drain on paper.',
  },
  {
    question:
      'Tengo termómetro de sonda nuevo 🤓 ¿a qué temperatura interna está hecho un bizcocho? quiero usarlo ya',
    lang: 'es',
    area: 'temperatures',
    expect: 'answer',
    gist: 'About 93-99 °C (200-210 °F) in the centre; a skewer comes out clean.',
  },
  {
    question: 'Para confitar patatas para la tortilla, ¿qué temperatura de aceite es la correcta?',
    lang: 'es',
    area: 'temperatures',
    expect: 'answer',
    gist: 'Low: about 110-130 °C (e.g. 120 °C), so the potatoes soften without browning (around 20-25 minutes).',
  },
  {
    question:
      'What heat should the bakestone be for Welsh cakes, cariad? Mine burn outside and stay raw in the middle.',
    lang: 'en',
    area: 'temperatures',
    expect: 'answer',
    gist: 'Medium-low heat (a griddle surface of roughly 160-180 °C): turn the heat down, cook about 3-4 minutes a side, keep the cakes about 5 mm-1 cm thick; test with one cake first.',
  },
  {
    question: 'Abeg, what temperature should chicken be inside when I fry it for party?',
    lang: 'en',
    area: 'temperatures',
    expect: 'answer',
    gist: '74 °C (165 °F) at the thickest part, measured with a thermometer; frying oil about 160-175 °C so the inside cooks before the outside burns.',
  },
  {
    question: "What temp do y'all fry shrimp at and how do I know they're done?",
    lang: 'en',
    area: 'temperatures',
    expect: 'answer',
    gist: 'Deep fry at about 175-190 °C (350-375 °F) or sauté in a hot pan; done in 2-3 minutes at about 63 °C (145 °F): pink and opaque, curled into a C (a tight O means overcooked).',
  },
  {
    question: 'Safe internal temp for roast mutton if I like it pink? The shearers want theirs well done.',
    lang: 'en',
    area: 'temperatures',
    expect: 'answer',
    gist: 'Whole cuts: 63 °C (145 °F) for pink/medium-rare with a 3-minute rest, about 70 °C medium, 75 °C or more well done; minced mutton 71 °C.',
  },

  // ---------------------------------------------------------------- doneness-times (ca 7, es 5, en 3)
  {
    question: 'Quants minuts per quilo he de comptar per rostir un pollastre al forn a 180 graus?',
    lang: 'ca',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'About 45-50 minutes per kg at 180-190 °C (a 1.5 kg chicken about 1 h 15-1 h 30), until 74 °C in the thigh and clear juices; rest 10 minutes.',
  },
  {
    question: 'Al refugi som a 2.400 metres. Les llenties triguen més a coure’s aquí dalt? Quant més?',
    lang: 'ca',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'Yes: water boils at about 92 °C at 2,400 m, so pulses take noticeably longer (roughly a quarter to a half more, check by tasting); a pressure cooker helps.',
  },
  {
    question: "Quant ha de bullir un ou perquè quedi dur però sense l'anell verd? Som 40 al campament.",
    lang: 'ca',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'About 9-10 minutes from when the water boils (10-12 from cold), then straight into cold water; the green ring comes from overcooking.',
  },
  {
    question:
      'quant de temps al vapor necessiten les gyozas congelades? la mama les fa a la paella pero jo tinc vaporera',
    lang: 'ca',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'Frozen gyoza, straight from the freezer: about 8-10 minutes of steaming (fresh ones 6-8), until the pork filling is hot through.',
  },
  {
    question:
      'Els fideus gruixuts a la cassola, un cop tiro el brou bullint, quants minuts han de coure perquè no quedin passats?',
    lang: 'ca',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'About 8-10 minutes in the boiling stock (check the packet), then 2-3 minutes of rest off the heat.',
  },
  {
    question: "Xe, quant de temps ha de reposar la paella quan l'apague?",
    lang: 'ca',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'About 5 minutes (3-5), off the heat, optionally covered with a cloth, before serving.',
  },
  {
    question: 'Com sé que lo caragol a la llauna ja és cuit, que no vull que quedi cru?',
    lang: 'ca',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'After about 15-20 minutes on the embers they stop foaming, the juice has bubbled and the meat comes out easily with a pick.',
  },
  {
    question: '¿Cuánto tiempo hay que cocer un pulpo de dos kilos? Aquí cada uno dice una cosa, carallo.',
    lang: 'es',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'About 20 minutes per kg: roughly 35-45 minutes for 2 kg after dipping it three times, until a skewer goes into the thickest part easily; rest 5-10 minutes in the water.',
  },
  {
    question: '¿Cuánto se cuece un choclo en agua, pe? El grande, el peruano.',
    lang: 'es',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'Large Andean choclo about 15-20 minutes in boiling water (sweetcorn 5-8 minutes); salt afterwards, not in the water.',
  },
  {
    question: 'cuanto tiempo tienen que estar las natillas en la nevera para que esten frias y duras?',
    lang: 'es',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'At least 2 hours (better 3-4 or overnight) to chill; natillas thicken a little but stay creamy, they do not set hard.',
  },
  {
    question: '¿Cuánto se demoran los fríjoles en olla pitadora si se me olvidó remojarlos?',
    lang: 'es',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'Unsoaked beans need about 45-60 minutes under pressure (soaked about 20-30); let the pressure drop naturally and check they are tender.',
  },
  {
    question: '¿Cuánto tiempo hay que freír un huevo pa que la yema quede líquida, acho?',
    lang: 'es',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'About 2-3 minutes in hot oil or a medium-hot pan: white set, yolk runny; basting the top with oil sets it.',
  },
  {
    question: 'How long do I rest a roast leg of lamb before carving? My players are starving.',
    lang: 'en',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'About 15 minutes (10-20), loosely covered with foil; the inside temperature rises a few degrees while resting.',
  },
  {
    question: 'How long do you boil a 1.5 lb lobster? Ayuh, my first summer at the pound.',
    lang: 'en',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'About 12-14 minutes in well-salted water, timed from when it returns to the boil; shell bright red, meat opaque (about 60-63 °C inside); steaming takes a little longer.',
  },
  {
    question: "How long should a bean jar cook if I don't want the oven on all night?",
    lang: 'en',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'With soaked beans, about 4-6 hours at 140-150 °C, covered, topping up the liquid, until the beans are tender (all night is at about 110-120 °C).',
  },

  // ---------------------------------------------------------------- substitutions (ca 7, es 4, en 4)
  {
    question: 'No trobo moixernons per al fricandó. Amb què els puc substituir?',
    lang: 'ca',
    area: 'substitutions',
    expect: 'answer',
    gist: 'Dried moixernons soaked, or other mushrooms: dried ceps (porcini), chanterelles (rossinyols), shiitake or even button mushrooms; soak dried ones and add the strained soaking water.',
  },
  {
    question:
      'Si no trobo llagosta, que aquí me costa 90 euros el quilo, què hi puc posar a la llagosta a la catalana?',
    lang: 'ca',
    area: 'substitutions',
    expect: 'answer',
    gist: 'A cheaper shellfish such as lobster (llamàntol), langoustines, large prawns or crab, or monkfish as a "poor man\'s lobster", with the same raw tomato and onion dressing.',
  },
  {
    question: 'el pa de pessic es pot fer sense ou? la meva companya de grup es vegana',
    lang: 'ca',
    area: 'substitutions',
    expect: 'answer',
    gist: 'A true sponge rises on whipped eggs, so use a vegan sponge instead: whipped aquafaba (about 3 tablespoons per egg) or baking powder and bicarbonate with vinegar, plant milk and oil.',
  },
  {
    question: 'Puc fer servir maizena en lloc de midó de patata per arrebossar el porc saltat?',
    lang: 'ca',
    area: 'substitutions',
    expect: 'answer',
    gist: 'Yes, cornflour works 1:1; potato starch is a little crisper and lighter; either works for the marinade too.',
  },
  {
    question: 'Tenim taules de celíacs al casament: amb què substitueixo el pa fregit de la picada?',
    lang: 'ca',
    area: 'substitutions',
    expect: 'answer',
    gist: 'Fried gluten-free bread, or leave the bread out and thicken with more toasted almonds or hazelnuts; check every other ingredient (chocolate, stock, flour for flouring) is gluten-free and avoid cross-contamination.',
  },
  {
    question: 'No puc prendre lactosa. Per a la beixamel dels canelons de Sant Esteve, què hi poso?',
    lang: 'ca',
    area: 'substitutions',
    expect: 'answer',
    gist: 'Lactose-free milk in the same amount (or an unsweetened plant drink such as oat or soy), with olive oil or lactose-free butter/margarine instead of butter; same method.',
  },
  {
    question: 'No tinc botifarra per a les mongetes. Hi puc posar xoriço o salsitxes?',
    lang: 'ca',
    area: 'substitutions',
    expect: 'answer',
    gist: 'Yes: fresh sausages (salsitxes) are the closest; chorizo also works but adds paprika and smoke and more fat, so cut down the oil and salt.',
  },
  {
    question: 'Órale, aquí en España no encuentro tomate verde. ¿Con qué hago la salsa de los chilaquiles?',
    lang: 'es',
    area: 'substitutions',
    expect: 'answer',
    gist: 'Canned tomatillos from a Latin shop; otherwise unripe green tomatoes with lime juice for the acidity (plus green chile and coriander); not ripe red tomatoes.',
  },
  {
    question: '¿Qué le pongo si no tengo ají amarillo pal lomo saltado, pe?',
    lang: 'es',
    area: 'substitutions',
    expect: 'answer',
    gist: 'Jarred ají amarillo paste; otherwise a yellow or orange bell pepper plus a little fresh chile (or a touch of habanero) for heat.',
  },
  {
    question:
      'En el rancho no hay pimentón de la Vera, solo dulce normal. ¿Cómo le doy el ahumado a las lentejas?',
    lang: 'es',
    area: 'substitutions',
    expect: 'answer',
    gist: 'Use the sweet paprika plus something smoked: smoked bacon or chorizo, a little smoked salt or liquid smoke, or a bit of chipotle.',
  },
  {
    question:
      'Señores, para la salsa verde de la merluza, ¿podría usted decirme si puedo sustituir la harina por maicena? Mi nieta es celíaca.',
    lang: 'es',
    area: 'substitutions',
    expect: 'answer',
    gist: 'Yes: use certified gluten-free cornflour, about half the amount, dissolved in a little cold stock; or no flour, letting the gelatine of the hake and clams bind the sauce by shaking the pan.',
  },
  {
    question: 'No buttermilk in the house for the soda bread. What can I use instead?',
    lang: 'en',
    area: 'substitutions',
    expect: 'answer',
    gist: 'Milk soured with lemon juice or vinegar (about 1 tablespoon per 250 ml, left 5-10 minutes), or plain yogurt thinned with milk; the acid is needed to react with the bread soda.',
  },
  {
    question: 'anak asked: can we use plain white vinegar instead of cane vinegar for the adobo?',
    lang: 'en',
    area: 'substitutions',
    expect: 'answer',
    gist: 'Yes: distilled white, cider or rice vinegar all work; white is sharper, so use a little less or add a pinch of sugar; still do not stir until the vinegar has boiled.',
  },
  {
    question: 'Ag, no apricot jam in the house for the bobotie. What else gives that sweetness?',
    lang: 'en',
    area: 'substitutions',
    expect: 'answer',
    gist: 'Fruit chutney (mango or peach), another jam such as peach or marmalade, or a little sugar with extra sultanas or grated apple.',
  },
  {
    question: 'Run out of cornflour for the pav. Does it matter, or can I swap it for something?',
    lang: 'en',
    area: 'substitutions',
    expect: 'answer',
    gist: 'It helps the soft marshmallow centre and stability; it can be left out (slightly crisper, may weep more) or swapped for the same amount of potato starch or arrowroot; vinegar can be swapped for lemon juice or cream of tartar.',
  },

  // ---------------------------------------------------------------- troubleshooting (ca 7, es 5, en 3)
  {
    question: "L'allioli de morter amb ou se m'ha tallat a mig fer. Com el salvo?",
    lang: 'ca',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'Start again with a new yolk (or a spoonful of water) in a clean mortar or bowl and add the split allioli little by little while working it; ingredients at room temperature and oil added slowly.',
  },
  {
    question:
      "Xe, la paella m'ha quedat amb l'arròs dur per dalt i el caldo ja s'ha acabat. Què faig ara i què he fet malament?",
    lang: 'ca',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'Now: sprinkle a little hot stock over the hard part, cover with a cloth or foil and keep on low heat a few minutes. Cause: too little stock for the pan, too strong a heat evaporating it, or an uneven flame; keep the rice in a thin layer and the heat even.',
  },
  {
    question: 'Les truites de trinxat se’m desfan quan les giro. Com ho faig perquè quedin compactes?',
    lang: 'ca',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'Drain the cabbage and potato very well and mash them firmly; fry in enough hot fat and do not turn until a crust forms; flip with a plate or lid.',
  },
  {
    question: 'el pa de pessic es va enfonsar al mig quan el vam treure del forn, per que?',
    lang: 'ca',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'Usually underbaked or the oven door opened too early (or the oven too cool, or the batter knocked back when folding in the flour); bake until a skewer comes out clean and the top springs back; do not open the door during the first 20 minutes; check the oven temperature.',
  },
  {
    question: 'els fideus se m enganxen tots al wok, que faig malament?',
    lang: 'ca',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'Do not overcook the noodles, rinse them in cold water and toss them with a little oil; heat the wok very hot with enough oil before adding them; do not overcrowd and keep tossing.',
  },
  {
    question: "Los cargols m'han quedat amb gust de fang i terra. Com los havia de purgar?",
    lang: 'ca',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'Purge them for several days (about a week) in a ventilated container, fasting or fed only flour or herbs, then wash them several times with water, salt and vinegar until they stop foaming; discard any dead ones.',
  },
  {
    question: 'Els macarrons gratinats per a la penya ciclista em queden secs. Què hi faig?',
    lang: 'ca',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'Cook the pasta 1-2 minutes short of al dente, make more sauce than seems needed (the pasta absorbs it) or add béchamel, and gratinate only briefly (about 5 minutes) under the grill.',
  },
  {
    question: '¿Por qué las migas me salen apelmazadas y grasientas, maño?',
    lang: 'es',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'Bread too wet or not stale enough, or too much oil: sprinkle the stale bread lightly the night before (do not soak it), use moderate oil and keep turning and breaking them with the spatula over medium-low heat for a long time.',
  },
  {
    question: 'El pulpo me queda duro como una suela, carallo. ¿Qué hago mal?',
    lang: 'es',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'Freeze it first to tenderise it, dip it three times in the boiling water and cook it long enough (about 20 minutes per kg) at a simmer; undercooked octopus is tough; let it rest in the water.',
  },
  {
    question: 'La pasta de choclo me quedó aguada y el pastel no dora, po. ¿Qué hago?',
    lang: 'es',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'Cook the ground corn longer over low heat, stirring, until it thickens (less milk, or a little cornflour); sprinkle sugar on top and brown it at high heat or under the grill at the end.',
  },
  {
    question: 'a mi abuela se le cortaron las natillas y tienen grumos, se pueden arreglar?',
    lang: 'es',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'Take them off the heat and blend or whisk hard, or pass them through a sieve; they curdled from too much heat: cook on low heat stirring all the time and never let them boil.',
  },
  {
    question: 'mis tortitas de avena se rompen al darles la vuelta 😭 q hago',
    lang: 'es',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'Make them smaller and a bit thicker, let the mix rest a few minutes so the oats absorb, cook on medium-low in a well-greased non-stick pan and turn only when the edges are set and bubbles appear.',
  },
  {
    question: "Me grey peas won't go soft even after two hours simmering. What's up with 'em?",
    lang: 'en',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'Old dried peas, hard water, or salt/acid added too early: soak them overnight, add a pinch of bicarbonate of soda, salt only at the end, keep simmering or use a pressure cooker.',
  },
  {
    question: 'My beer batter slides right off the cod in the fryer. Ideas?',
    lang: 'en',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'Pat the fish dry and dredge it in flour or cornflour before battering; keep the batter cold and thick enough to coat; oil hot (about 175-190 °C); let excess drip and lower it in gently.',
  },
  {
    question: 'Chowder curdled when I added the milk and cream. Ayuh, embarrassing. Can I save it?',
    lang: 'en',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'Take it off the heat and whisk hard or blend a little, or whisk in some cold cream; it curdled from boiling: warm the dairy first, add it off the heat and never let it boil afterwards.',
  },

  // ---------------------------------------------------------------- cook-with-what-i-have (ca 7, es 4, en 4)
  {
    question: 'Tinc ous, patates i una ceba, i res més. Què faig per sopar?',
    lang: 'ca',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'Truita de patates.',
  },
  {
    question: 'Tinc calamars amb la seva tinta, arròs i un pot de fumet. Me dius què puc fer?',
    lang: 'ca',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'Arròs negre.',
  },
  {
    question:
      "Al refugi ens queden carbassa, un tros de gingebre i cebes. Res més fins que l'helicòpter pugi dijous.",
    lang: 'ca',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'Crema de carbassa i gingebre.',
  },
  {
    question:
      'Tenim llenties vermelles, llet de coco, cebes i curri en pols. Què cuinem per als 40 del campament?',
    lang: 'ca',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'Dal de llenties vermelles (scaled up); nothing unrelated.',
  },
  {
    question: 'tinc mascarpone, cafe, melindros i ous. postres per dema?',
    lang: 'ca',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'Tiramisú.',
  },
  {
    question:
      "Tinc carn de porc picada de la matança, una col i farina. Se m'acut fer alguna cosa japonesa o xinesa?",
    lang: 'ca',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'Gyozas de porc i col; Okonomiyaki also fits (cabbage, flour, pork).',
  },
  {
    question:
      'Tinc 3 kg de cua de bou i vi negre per al dinar dels nuvis. Quina recepta del receptari em serveix?',
    lang: 'ca',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'None of the catalogue recipes is an oxtail dish: it must say so and list nothing unrelated (it may describe oxtail braised in red wine).',
  },
  {
    question:
      'Tengo aguacates bien maduros, limón, cebolla, cilantro y unas tortillas. ¿Qué preparo, chamaco?',
    lang: 'es',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'Guacamole amb nachos.',
  },
  {
    question: 'Tengo corvina fresquita, limas, cebolla morada y ají. ¿Qué hago, home?',
    lang: 'es',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'Ceviche de corvina.',
  },
  {
    question: 'Tengo garbanzos cocidos, tahini, limón y ajo. ¿Qué me recomienda?',
    lang: 'es',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'Hummus casolà (Falàfel amb salsa de iogurt may also be listed for the chickpeas).',
  },
  {
    question:
      'Para la tropa solo tenemos 20 kg de patatas, aceite y sal, y poco más. ¿Qué hago que no sean patatas fritas?',
    lang: 'es',
    area: 'cook-with-what-i-have',
    expect: 'answer',
    gist: 'Ideas with only potatoes, oil and salt: oven-roasted potatoes, confit potatoes (patatas a lo pobre without the extras), boiled potatoes dressed with oil and salt (cachelos), mashed potatoes with oil; nothing that needs missing ingredients.',
  },
  {
    question: 'Got flour, tinned tomatoes, mozzarella and basil from the garden. Dinner at the bach?',
    lang: 'en',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'Pizza margarita.',
  },
  {
    question: "I have yesterday's rice, eggs, peas, carrots and some ham. What can I make, anak?",
    lang: 'en',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'Arròs fregit tres delícies.',
  },
  {
    question: "I've an aubergine, courgettes, peppers, tomatoes and onions off the plot. What's good?",
    lang: 'en',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'Ratatouille (Escalivada amb anxoves may also be listed).',
  },
  {
    question: "I've got grits, shrimp and bacon. Anything on y'all's site for that?",
    lang: 'en',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'None fits: the catalogue has no shrimp and grits; it must say so and list nothing unrelated (Pad thai de gambes only if offered as a shrimp alternative, clearly labelled).',
  },

  // ---------------------------------------------------------------- conversions-quantities (ca 6, es 4, en 4)
  {
    question: 'Una recepta americana diu "1 cup" de farina. Quants grams són?',
    lang: 'ca',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'About 120-130 g of plain flour (a US cup is about 240 ml).',
  },
  {
    question: "Xe, per a la paella de 70 cm, quant d'arròs i quanta aigua hi pose?",
    lang: 'ca',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'A 70 cm paella serves about 12-15: roughly 1-1.2 kg of rice (80-100 g a person) and about 3-4 l of water or stock, in a thin layer.',
  },
  {
    question:
      'Una recepta de macarrons per a 4 porta 400 g de pasta. Quanta en necessito per a 40 al campament?',
    lang: 'ca',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: '4 kg (100 g a person, ×10); sauces scale the same, but salt and spices less than proportionally, tasting as you go.',
  },
  {
    question: 'Quants grams pesa una cullerada d’oli? I una de sucre? Me ho demana la nona.',
    lang: 'ca',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'A tablespoon (15 ml) of oil is about 13-14 g; a level tablespoon of sugar about 12-15 g.',
  },
  {
    question: 'Quants quilos de pollastre amb os calculo per persona per a un casament de 120 convidats?',
    lang: 'ca',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'About 300-350 g of bone-in chicken per person, so roughly 36-42 kg for 120 guests.',
  },
  {
    question:
      'vull fer mig pa de pessic. si la recepta porta 4 ous i 125 g de sucre i de farina, com ho faig?',
    lang: 'ca',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'Halve everything: 2 eggs, about 62 g sugar and 62 g flour; use a smaller tin (about 16-18 cm) and start checking the bake earlier (about 20 minutes).',
  },
  {
    question: '¿Cuántos gramos son un vaso de yogur de harina? Para el bizcocho de la oficina 🙏',
    lang: 'es',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'A yogurt pot holds about 125 ml: roughly 70-80 g of flour (about 100-110 g of sugar).',
  },
  {
    question: 'Una receta gringa pide 2 sticks de mantequilla. ¿Cuánto es en gramos?',
    lang: 'es',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: '1 stick is about 113 g (half a US cup), so 2 sticks are about 226-227 g.',
  },
  {
    question: 'Para 120 raciones de lentejas de primer plato, ¿cuántos kilos secos calculo?',
    lang: 'es',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'About 60-80 g of dry lentils per person, so roughly 7-10 kg for 120 (e.g. 70 g gives 8.4 kg).',
  },
  {
    question: '¿Cuánto es una libra en gramos? La receta de mi tía está toda en libras y onzas.',
    lang: 'es',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: '1 lb = about 454 g (453.6 g); 1 oz = about 28 g (28.35 g).',
  },
  {
    question: "What's 350°F in Celsius? My cousin in Germany wants to make the batter fish.",
    lang: 'en',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'About 175-180 °C (350 °F = 176.7 °C).',
  },
  {
    question: 'How many cups are in a 1 kg bag of long-grain rice o?',
    lang: 'en',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'About 5 US cups (roughly 185-200 g of uncooked rice per cup).',
  },
  {
    question: 'Old recipe in the cookhouse says 2 pints of stock. UK pints or US? How many ml?',
    lang: 'en',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'A British recipe means imperial pints: 1 UK pint = 568 ml, so 2 pints ≈ 1.14 l (a US pint is 473 ml, 2 ≈ 946 ml).',
  },
  {
    question:
      'How many grams is 1 tsp of baking soda vs 1 tsp of baking powder? Need exact numbers for my spreadsheet.',
    lang: 'en',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: '1 level teaspoon of bicarbonate of soda is about 5-6 g; of baking powder about 4-5 g.',
  },

  // ---------------------------------------------------------------- catalan-spanish-techniques (ca 7, es 4, en 3)
  {
    question: "Com es fa una bona picada i en quin moment s'afegeix al guisat?",
    lang: 'ca',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'Pound in a mortar garlic, toasted almonds or hazelnuts, fried bread and parsley (sometimes saffron or chocolate) with a little stock; add it in the last 5-10 minutes to thicken and flavour.',
  },
  {
    question: "Què vol dir un sofregit 'ben fet' i quanta estona hi he d'estar?",
    lang: 'ca',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'Onion cooked slowly in oil on low heat until soft, golden-brown and sweet (at least 20-30 minutes), then grated tomato until its water evaporates and it darkens: often 30-60 minutes in all.',
  },
  {
    question: "Com se fa l'allioli de morter sense ou, que lo meu sempre es talla, aguaita?",
    lang: 'ca',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'Crush peeled garlic with salt to a smooth paste, then add olive oil drop by drop in a thin thread, always turning the pestle the same way, slowly; a few drops of water or lemon help it hold.',
  },
  {
    question: "Com s'aconsegueix el socarrat a la paella sense cremar-la?",
    lang: 'ca',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'At the end, once the stock is absorbed, turn the heat up for 1-2 minutes until the rice crackles and smells toasted (not burnt); thin layer of rice, never stirred; then rest.',
  },
  {
    question: 'Què és exactament la rosta del trinxat de la Cerdanya?',
    lang: 'ca',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'Rosta is the slices of fried bacon (cansalada) served on top of the trinxat, which is fried in their fat (sometimes with garlic or black sausage).',
  },
  {
    question: 'Escalivar al forn de casa, es pot fer? A quina temperatura i quanta estona?',
    lang: 'ca',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'Yes: whole aubergines, peppers and onions at about 200-220 °C for 45-60 minutes (onions longer), turning once; then cover them to sweat, peel, tear into strips and dress with olive oil and salt.',
  },
  {
    question: 'Com faig el sucre cremat de la crema catalana si no tinc la pala de ferro?',
    lang: 'ca',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'A kitchen blowtorch, or the oven grill at maximum with the ramekins close to it for a few minutes; a thin even layer of sugar, burnt just before serving.',
  },
  {
    question: '¿Qué es rehogar y en qué se diferencia de sofreír? Lo pone en el manual.',
    lang: 'es',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'Rehogar: cook gently in a little fat over low-medium heat so the food softens and takes flavour without browning; sofreír is similar but usually longer and with some colour (a sofrito is the onion, garlic and tomato base).',
  },
  {
    question: '¿Cómo se asusta el pulpo y para qué sirve?',
    lang: 'es',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'Holding it by the head, dip it into boiling water and lift it out three times for a few seconds each before cooking; it curls the tentacles and helps keep the skin on.',
  },
  {
    question: 'Acho, ¿cómo se hace un caldero del Mar Menor como Dios manda?',
    lang: 'es',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'Fry dried ñoras and garlic in oil and grind them; make a rockfish stock with that and tomato; cook the fish in it and take it out; cook the rice in the strained stock in the caldero (about 18 minutes); serve the rice with alioli and the fish apart.',
  },
  {
    question: '¿En qué consiste escalfar los huevos en la sopa de ajo, si es usted tan amable?',
    lang: 'es',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'Crack the eggs into the simmering (not boiling) soup and let them poach about 3-5 minutes, covered or in the oven, until the white sets and the yolk stays runny.',
  },
  {
    question: "What's romesco exactly, and how do I make it for calçots?",
    lang: 'en',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'A Catalan sauce of roasted tomatoes and garlic, soaked ñora (dried sweet peppers), toasted almonds and hazelnuts, fried bread, olive oil, vinegar and salt, pounded or blended.',
  },
  {
    question:
      'How do you flip a Spanish tortilla without it going everywhere? Sweet as, but mine ends on the floor.',
    lang: 'en',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'When the edges are set (a few minutes on medium-low), loosen it, cover the pan with a plate or lid wider than the pan, turn it over in one quick move and slide it back in to cook the other side 1-2 minutes.',
  },
  {
    question: "Y'all, what does 'mar i muntanya' mean in Catalan cooking?",
    lang: 'en',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: '"Sea and mountain": seafood and meat in one dish, e.g. chicken with langoustines or prawns, or meatballs with cuttlefish, built on a sofregit and finished with a picada.',
  },

  // ---------------------------------------------------------------- pairings (ca 6, es 5, en 3)
  {
    question: 'Quin vi va bé amb els calçots amb romesco? Els fem diumenge amb la colla.',
    lang: 'ca',
    area: 'pairings',
    expect: 'answer',
    gist: 'A young red or a rosé (or a young white or cava), traditionally drunk from a porró; e.g. a young red from Tarragona, Penedès or Montsant.',
  },
  {
    question: 'Amb què acompanyo el fricandó perquè sigui un plat complet?',
    lang: 'ca',
    area: 'pairings',
    expect: 'answer',
    gist: 'Mashed or fried potatoes, or rice, and bread for the sauce; a medium-bodied red wine.',
  },
  {
    question: 'Amb la llagosta a la catalana, vi blanc o negre? Aqueix és lo dubte.',
    lang: 'ca',
    area: 'pairings',
    expect: 'answer',
    gist: 'A crisp, fresh white: a Vermentino (the local Sardinian grape) or a Mediterranean white such as a Xarel·lo or Albariño.',
  },
  {
    question: 'Quines postres posaria després d’uns fideus a la cassola, que són contundents?',
    lang: 'ca',
    area: 'pairings',
    expect: 'answer',
    gist: 'Something light and fresh: seasonal fruit, mel i mató, a sorbet, or a small crema catalana.',
  },
  {
    question: 'quin te va be amb les gyozas? a casa sempre posem aigua i la mama diu que no',
    lang: 'ca',
    area: 'pairings',
    expect: 'answer',
    gist: 'Green tea (sencha, jasmine green tea) or oolong, which cut the fat; also a light lager.',
  },
  {
    question: 'Quina beguda poso amb la coca de Sant Joan a la revetlla del museu?',
    lang: 'ca',
    area: 'pairings',
    expect: 'answer',
    gist: 'Cava (brut or semi-sec) or a sweet moscatell; the traditional Sant Joan pairing is coca with cava.',
  },
  {
    question: '¿Qué vino va con el pastel de choclo? Tengo un carmenere y un sauvignon, po.',
    lang: 'es',
    area: 'pairings',
    expect: 'answer',
    gist: 'The carmenere: a medium-bodied red with soft tannins that suits the sweet corn and the meat; the sauvignon blanc would be lighter but the carmenere is the better match.',
  },
  {
    question: '¿Qué bebida acompaña bien un ceviche, causa?',
    lang: 'es',
    area: 'pairings',
    expect: 'answer',
    gist: 'Pisco sour, chicha morada, a cold lager, or a crisp white (sauvignon blanc, albariño).',
  },
  {
    question: '¿Con qué acompaño el ternasco asado pa la comida de la peña?',
    lang: 'es',
    area: 'pairings',
    expect: 'answer',
    gist: 'Patatas a lo pobre or roast potatoes and a green salad; a red wine such as a Garnacha from Campo de Borja, Cariñena or Somontano.',
  },
  {
    question: '¿Qué le pongo de acompañamiento a unos fríjoles pa que quede como en Antioquia?',
    lang: 'es',
    area: 'pairings',
    expect: 'answer',
    gist: 'White rice, avocado, fried ripe plantain, arepa, chicharrón and a fried egg (the bandeja paisa sides).',
  },
  {
    question: 'Vino para una lasaña de carne en la cena de equipo, presupuesto bajo 🙏 ¿qué pillo?',
    lang: 'es',
    area: 'pairings',
    expect: 'answer',
    gist: "An affordable medium-bodied red with good acidity: a Chianti or other Sangiovese, a Montepulciano d'Abruzzo, a young Rioja or a Garnacha.",
  },
  {
    question: 'What should I serve with bobotie besides the yellow rice?',
    lang: 'en',
    area: 'pairings',
    expect: 'answer',
    gist: 'Fruit chutney, sliced banana, a tomato and onion sambal, desiccated coconut; to drink a Pinotage or a Chenin Blanc.',
  },
  {
    question: 'What bread do you serve with a bean jar at the market?',
    lang: 'en',
    area: 'pairings',
    expect: 'answer',
    gist: 'Guernsey gâche (the local fruit loaf) with butter, traditionally; otherwise crusty bread.',
  },
  {
    question: "What drink goes with shepherd's pie for games night? Not everyone drinks.",
    lang: 'en',
    area: 'pairings',
    expect: 'answer',
    gist: 'An ale, bitter or stout, a medium red (Merlot, Côtes du Rhône, Malbec) or cider; for non-drinkers a ginger beer, apple juice or sparkling water.',
  },

  // ---------------------------------------------------------------- recipe-request (ca 8, es 5, en 5)
  {
    question: 'Em passes la recepta de la fideuà?',
    lang: 'ca',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Fideuà de marisc.',
  },
  {
    question: 'Teniu algun plat amb anxoves?',
    lang: 'ca',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Escalivada amb anxoves.',
  },
  {
    question: 'Vull fer panellets per Tots Sants amb els nens del cau, en teniu la recepta?',
    lang: 'ca',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Panellets de pinyons.',
  },
  {
    question: 'I de cargols a la llauna, natros no en trobem cap recepta al vostre web. En teniu?',
    lang: 'ca',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'None fits: the catalogue has no snail recipe; it must say so and list nothing unrelated.',
  },
  {
    question: 'Busco un arròs caldós de llamàntol per al dinar de Nadal.',
    lang: 'ca',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'None fits: there is no lobster rice in the catalogue; it must say so and list nothing unrelated (Arròs negre only if clearly offered as a different rice).',
  },
  {
    question: 'Me passes alguna recepta amb xai? Aquí a casa en mengem molt.',
    lang: 'ca',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Tagine de xai amb prunes.',
  },
  {
    question: 'receptes amb bolets?? tinc una cistella de rovellons',
    lang: 'ca',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Risotto de bolets; Fricandó de vedella amb moixernons.',
  },
  {
    question: 'Una sopa japonesa per quan arribem gelats del ràfting, en teniu alguna?',
    lang: 'ca',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Ramen de miso; Sopa de miso amb tofu.',
  },
  {
    question: '¿Tenéis la receta del gazpacho? Que en la huerta sobran tomates, acho.',
    lang: 'es',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Gaspatxo andalús.',
  },
  {
    question: '¿Hay recetas de tacos por aquí?',
    lang: 'es',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Tacos al pastor.',
  },
  {
    question: '¿Alguna receta con berenjena, maño?',
    lang: 'es',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Escalivada amb anxoves; Ratatouille (Curri verd de verdures only if its recipe has aubergine).',
  },
  {
    question: '¿Tienen receta de arepas? Mi abuela las hace pero no me la quiere dar.',
    lang: 'es',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'None fits: the catalogue has no arepas; it must say so and list nothing unrelated.',
  },
  {
    question: 'quiero hacer tortitas americanas para desayunar el domingo con mi padre',
    lang: 'es',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Pancakes amb nabius (Creps de xocolata i plàtan acceptable as a close second).',
  },
  {
    question: 'Do you have a baked cheesecake recipe?',
    lang: 'en',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Pastís de formatge al forn.',
  },
  {
    question: 'Any recipe for suya or pepper soup on this site, abeg?',
    lang: 'en',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'None fits: the catalogue has neither suya nor pepper soup; it must say so and list nothing unrelated.',
  },
  {
    question: 'Got a good homemade burger recipe for Friday?',
    lang: 'en',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Hamburguesa casolana.',
  },
  {
    question: 'recipes with quinoa?',
    lang: 'en',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Tabule de quinoa.',
  },
  {
    question: 'Anything with couscous, bor? Got a bag going begging.',
    lang: 'en',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Cuscús de verdures (Tagine de xai amb prunes acceptable if served with couscous).',
  },

  // ---------------------------------------------------------------- follow-up (ca 4, es 4, en 4)
  {
    question: 'I si no tinc midó de blat de moro?',
    previous: 'Com es fa la crema catalana?',
    lang: 'ca',
    area: 'follow-up',
    expect: 'answer',
    gist: 'Use plain flour (about twice the amount of cornflour) or potato starch or custard powder; or more yolks and no starch, cooked very gently without boiling.',
  },
  {
    question: 'I si els tinc congelats?',
    previous: 'Quant de temps he de coure uns canelons al forn?',
    lang: 'ca',
    area: 'follow-up',
    expect: 'answer',
    gist: 'From frozen: covered with foil at about 180-190 °C for about 40-50 minutes, then uncovered to gratinate, until 75 °C in the centre; or thaw them overnight in the fridge and bake as usual (about 20 minutes).',
  },
  {
    question: 'I en teniu alguna altra amb ous?',
    previous: 'Una recepta de truita de patates',
    lang: 'ca',
    area: 'follow-up',
    expect: 'recipes',
    gist: 'Other egg recipes: Espaguetis a la carbonara, Crema catalana, Tiramisú, Pastís de formatge al forn (other catalogue recipes with egg acceptable); no egg-free dishes.',
  },
  {
    question: 'i quants minuts per quilo?',
    previous: 'A quina temperatura he de fer el rosbif?',
    lang: 'ca',
    area: 'follow-up',
    expect: 'answer',
    gist: 'After searing, about 30-40 minutes per kg at 180-200 °C for pink (52-57 °C inside), longer for medium; check with a thermometer and rest 10-15 minutes.',
  },
  {
    question: '¿Y cuánto aguanta en la nevera?',
    previous: '¿Cómo hago un caldo de pollo casero?',
    lang: 'es',
    area: 'follow-up',
    expect: 'answer',
    gist: '3-4 days in the fridge, covered, cooled quickly; frozen 3-6 months; bring it to the boil before using.',
  },
  {
    question: '¿y es seguro con pescado crudo? estoy embarazada',
    previous: 'Receta de ceviche',
    lang: 'es',
    area: 'follow-up',
    expect: 'answer',
    gist: 'Lime juice does not make raw fish safe like heat; in pregnancy raw-fish ceviche is best avoided; if made, the fish must have been frozen first (−20 °C for several days) and be very fresh; safest is a version with cooked seafood.',
  },
  {
    question: '¿Y en la olla exprés?',
    previous: '¿Cuánto tiempo se cuecen los garbanzos?',
    lang: 'es',
    area: 'follow-up',
    expect: 'answer',
    gist: 'Soaked chickpeas about 15-20 minutes (20-25 in older cookers) once it reaches pressure, then let the pressure drop naturally.',
  },
  {
    question: '¿Y algo que no sea pasta?',
    previous: 'Tengo carne picada y tomate',
    lang: 'es',
    area: 'follow-up',
    expect: 'recipes',
    gist: 'Hamburguesa casolana; the pasta dishes (Lasanya de carn, Macarrons de l’àvia, Canelons de Sant Esteve) must not be listed.',
  },
  {
    question: 'Can I make it without tahini?',
    previous: 'How do I make hummus?',
    lang: 'en',
    area: 'follow-up',
    expect: 'answer',
    gist: 'Yes: use more olive oil, or another nut or seed butter (peanut, sunflower) or a little toasted sesame oil, or some Greek yogurt; less nutty but fine.',
  },
  {
    question: 'and how long should it sit?',
    previous: "What's a good marinade for lamb?",
    lang: 'en',
    area: 'follow-up',
    expect: 'answer',
    gist: 'At least 1-2 hours, ideally 4-12 hours or overnight in the fridge; not much more than 24 hours with a strong acid, which makes the surface mushy.',
  },
  {
    question: 'what about jammy ones for ramen?',
    previous: 'How long do I boil eggs for soft-boiled?',
    lang: 'en',
    area: 'follow-up',
    expect: 'answer',
    gist: 'About 6.5-7 minutes in boiling water, then an ice bath; peel and marinate them in soy, mirin and water for a few hours or overnight.',
  },
  {
    question: 'can I make it the day before?',
    previous: 'Give me a pizza dough recipe',
    lang: 'en',
    area: 'follow-up',
    expect: 'answer',
    gist: 'Yes: cold-ferment it covered in the fridge for 24-72 hours (better flavour); take it out 1-2 hours before shaping so it reaches room temperature.',
  },

  // ---------------------------------------------------------------- mixed-language (ca 3, es 2, en 1)
  {
    question:
      'Per al brunch de diumenge vull fer uns eggs benedict. Com faig la salsa holandesa sense que es talli?',
    lang: 'ca',
    area: 'mixed-language',
    expect: 'answer',
    gist: 'Whisk the yolks with a little water or lemon over a bain-marie, never above about 65-70 °C, and add warm melted (or clarified) butter slowly while whisking; if it splits, whisk it into a new yolk or a spoonful of hot water.',
  },
  {
    question: 'Com puc fer que el bizcocho em quedi esponjós? Sempre em queda com una piedra.',
    lang: 'ca',
    area: 'mixed-language',
    expect: 'answer',
    gist: 'Beat the eggs and sugar until pale and thick, fold the sifted flour in gently without overmixing, use the right raising agent, bake in a preheated oven at about 180 °C and do not open it early.',
  },
  {
    question: "Ciao! Vull fer el risotto però no trobo l'arborio enlloc. Va bé l'arròs bomba?",
    lang: 'ca',
    area: 'mixed-language',
    expect: 'answer',
    gist: 'Bomba works but absorbs a lot and releases less starch, so the risotto is less creamy; carnaroli or any round short-grain rice is closer; add hot stock gradually while stirring and finish with butter and parmesan.',
  },
  {
    question: 'Mi suegra quiere hacer coca de llardons pero yo no sé qué son los llardons. ¿Me lo explicas?',
    lang: 'es',
    area: 'mixed-language',
    expect: 'answer',
    gist: 'Llardons are crispy pork cracklings (fried pieces of pork fat and skin); coca de llardons is a sweet flatbread topped with them, sugar and pine nuts, typical of Dijous Gras.',
  },
  {
    question: 'Quiero hacer un stir-fry con el lomo pero mi wok no coge el "smoky" en la vitro. ¿Tips?',
    lang: 'es',
    area: 'mixed-language',
    expect: 'answer',
    gist: 'On a ceramic or induction hob use a flat-bottomed wok or heavy pan, preheat it fully on maximum, use a high smoke-point oil, dry the meat and cook in small batches without crowding.',
  },
  {
    question:
      "My Catalan boyfriend wants pa amb tomàquet 'com Déu mana' for breakfast. What's the right way?",
    lang: 'en',
    area: 'mixed-language',
    expect: 'answer',
    gist: 'Rustic bread, toasted or not; optionally rub with garlic; rub a halved ripe tomato (ideally tomàquet de penjar) so the pulp soaks in; drizzle olive oil and add a pinch of salt; no chopped tomato on top.',
  },

  // ---------------------------------------------------------------- off-topic (ca 4, es 5, en 3)
  {
    question: "Quina és la recepta per calcular l'IRPF de la declaració de la renda?",
    lang: 'ca',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'Must be declined: a tax question, not cooking.',
  },
  {
    question: 'Com puc fer que la meva paella solar (la placa del terrat) doni més rendiment a l’hivern?',
    lang: 'ca',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'Must be declined: about solar panels, not cooking.',
  },
  {
    question: 'Quina proporció de calç i sorra poso al morter per fer la barbacoa d’obra del jardí?',
    lang: 'ca',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'Must be declined: building mortar, not cooking.',
  },
  {
    question: 'Com es "cuina" un resultat electoral? Vull entendre el sistema D’Hondt.',
    lang: 'ca',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'Must be declined: electoral systems, not cooking.',
  },
  {
    question: '¿Cuál es la receta para que mi hijo se duerma antes de las diez?',
    lang: 'es',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'Must be declined: parenting and sleep, not cooking.',
  },
  {
    question: '¿Cómo se prepara el caldo bordelés con sulfato de cobre para las viñas?',
    lang: 'es',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'Must be declined: a vineyard fungicide, not food (and not to be eaten).',
  },
  {
    question: '¿Me ayudas a redactar el contrato de alquiler del local para mi bar de tapas?',
    lang: 'es',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'Must be declined: a legal contract, not cooking.',
  },
  {
    question: 'Mi perro se ha comido media caja de bombones de chocolate. ¿Qué hago?',
    lang: 'es',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'Must be declined as a veterinary matter, at most pointing to a vet at once (chocolate is toxic to dogs).',
  },
  {
    question: '¿A cuántos grados tiene que estar el agua de la piscina para nadar a gusto?',
    lang: 'es',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'Must be declined: pool water temperature, not cooking.',
  },
  {
    question: "What's the recipe for a balanced homebrew class in Dungeons & Dragons?",
    lang: 'en',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'Must be declined: game design, not cooking.',
  },
  {
    question: 'How long should I bake polymer clay earrings and at what temperature?',
    lang: 'en',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'Must be declined: a craft material, not food (and not to be baked as food).',
  },
  {
    question: 'Can you give me the recipe for success in a job interview?',
    lang: 'en',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'Must be declined: job interviews, not cooking.',
  },
];
