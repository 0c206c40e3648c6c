/**
 * Held-out chat questions, set 15 (issue 34): written on 2026-12-02, BLIND — only the brief's files
 * were read (chat-type.txt, chat-areas.txt, chat-conventions.txt, chat-voices-earlier.txt,
 * demo-titles.txt, judge-rules.txt in /work/scratch/brief15/); no project code, no earlier set's
 * questions, no prompts and no answers of the assistant were seen, and the assistant was not run.
 *
 * 180 questions: 80 Catalan, 55 Spanish, 45 English.
 * Areas (ca/es/en): storage-safety 15 (7/4/4), temperatures 15 (7/4/4), doneness-times 15 (7/4/4),
 * substitutions 15 (7/4/4), troubleshooting 15 (6/5/4), cook-with-what-i-have 15 (6/5/4; 12 expect
 * 'recipes', 3 'answer'), conversions-quantities 14 (6/4/4), catalan-spanish-techniques 14 (6/5/3),
 * pairings 14 (6/4/4), recipe-request 18 (8/6/4, all 'recipes'), follow-up 12 (5/4/3, each with
 * `previous`), mixed-language 6 (3/2/1, `lang` is the dominant language), off-topic 12 (6/4/2,
 * 'off-topic'). Everything else expects 'answer'.
 *
 * Voices, on purpose unlike sets 12 to 14: a Maresme strawberry and pea grower (Mataró), a retired
 * Sabadell textile worker, an Elx grandmother in southern Valencian ("hui", "creïlles", "bajoques",
 * "perol"), a Gandia neighbour ("ací", "vore", "eixe"), a Manresa nursery-school (escola bressol)
 * teacher, a Badalona market shopper and her fishmonger, a Lloret hotel line cook, an Igualada tannery
 * worker, a Barcelona taxi driver eating in the cab, a Bellaterra PhD student in a shared flat, a
 * retired teacher in Sant Cugat living alone, a Mollet dad doing a birthday, a Rubí beekeeper, a
 * Cerdanyola home baker in phone spelling ("xq", "tb", "q"), a Vilanova carnival comparsa cook;
 * a Cantabrian (rabas, bonito, "cacho"), a Navarrese (piquillos, "ves"), a Riojan (patatas a la
 * riojana), a Granadino (tapas, huevo con puntilla), an Almería greenhouse worker, an Albacete cook (gachas),
 * a Salamanca pensioner (aceitunas, cochinillo), an Uruguayan ("bo", "ta", milanesa), a Dominican in
 * Madrid ("vaina", habichuelas), an Ecuadorian in Barcelona ("ñaño"), a Costa Rican ("mae", "pura
 * vida"), a Bolivian (salteñas), a fire-station cook (turno de 24 horas); a Geordie ("pet", "howay",
 * bairns), a Scouser ("la", scouse), a Belfast cook ("so it is"), a Newfoundlander ("b'y"), a
 * Trinidadian (bake, "doh"), a Brisbane Aussie ("arvo", snags), a Philadelphian ("jawn"), a Cajun
 * ("cher", turkey fry), a Nairobi cook (power cuts, "sawa"), a Cornish pasty maker ("dreckly"), a Dutch
 * expat in Tarragona, an American exchange student with only a microwave, and a Catalan-English
 * household ("my sogra").
 *
 * Traps: numbers that are not quantities (a date, a turn length, a flat number, gas mark), dishes the
 * catalogue lacks where a neighbour must not be offered (mongetes amb botifarra vs Macarrons de
 * l’àvia/Escudella, coca de recapte vs Coca de Sant Joan, salmorejo vs Gaspatxo andalús, shepherd's
 * pie vs Lasanya de carn, croquetas), cook-with questions fitting two recipes (escalivada/ratatouille,
 * curri/ratatouille) or none (coliflor i formatge de cabra, conejo y alcachofas, roast chicken and
 * spinach), cook-with questions that want an answer rather than a list, off-topic questions dressed in
 * kitchen words (a blocked sink, a wine stain, a dog that ate chocolate, kitchen paint), follow-ups that
 * only make sense with `previous`, and Catalan/Spanish/English code-switching.
 *
 * Conventions (copied from the brief): 'answer' gists say what a to-the-point answer must contain,
 * from general cooking knowledge (°C, safe internal temperatures, standard times, food safety per
 * common guidance); 'recipes' gists name the demo recipes that fit (by their catalogue titles) or say
 * that none fits and that nothing unrelated may be listed (an outline of the dish or "the catalogue
 * has none" is acceptable); 'off-topic' gists say it must be declined.
 *
 * Never to be tuned on: it is measured once, as written, and then retired.
 */
import type { HeldOutChatQuestion } from './held-out-chat-questions-2.ts';

export const HELD_OUT_CHAT_QUESTIONS_15: readonly HeldOutChatQuestion[] = [
  // ── storage-safety (15: 7 ca, 4 es, 4 en) ──
  {
    question:
      "Dissabte vam collir maduixes al camp de Mataró i n'he portat 3 kg a casa. Les rento abans de ficar-les a la nevera o no? Quants dies m'aguantaran?",
    lang: 'ca',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'Do not wash before storing: keep them unwashed, dry, in one layer in the fridge and wash just before eating; they last about 2–3 days (at most ~5); remove any mouldy ones; freeze the surplus.',
  },
  {
    question:
      'La peixatera del mercat em diu que si el lluç no el menjo fins diumenge el congeli avui mateix. Som dimarts. Té raó o aguanta a la nevera?',
    lang: 'ca',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'She is right: fresh fish keeps only 1–2 days in the fridge (0–4 °C); for Sunday freeze it today, well wrapped, and thaw it in the fridge overnight.',
  },
  {
    question:
      "Hui a migdia vaig fer un perol de creïlles amb bajoques i s'ha quedat damunt del foc apagat tota la vesprada, fins les 10 de la nit. Ho puc guardar per a demà?",
    lang: 'ca',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'No: cooked food should not stay at room temperature more than about 2 hours; after 8–9 hours it should be thrown away (reheating does not destroy toxins, e.g. Bacillus cereus).',
  },
  {
    question:
      "A l'escola bressol escalfem el puré de verdura dels petits al microones. Si en sobra, el podem tornar a escalfar a la tarda?",
    lang: 'ca',
    area: 'storage-safety',
    expect: 'answer',
    gist: "Reheat only once, until piping hot throughout (≥ 70–75 °C) and stirred; leftovers from a child's plate must be discarded; untouched surplus should be cooled and refrigerated quickly, not reheated a second time.",
  },
  {
    question: "Tinc un pot de mel de l'any passat que s'ha tornat dura i blanquinosa. S'ha fet malbé?",
    lang: 'ca',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'No, it has crystallised, which is natural; it is safe and keeps practically indefinitely closed; re-liquefy gently in a warm water bath (below ~40–45 °C); only discard if it ferments/smells sour or has mould.',
  },
  {
    question:
      "Visc sola i els diumenges compro un pollastre a l'ast que em dura tota la setmana. Fins quin dia el puc menjar? El puc congelar a trossos?",
    lang: 'ca',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'Refrigerate within 2 hours; eat within 3–4 days (not the whole week); freeze portions, off the bone, for up to ~3 months; thaw in the fridge and reheat until steaming hot (75 °C).',
  },
  {
    question:
      "al pis compartit algu s'ha deixat mitja pizza de pepperoni fora de la nevera tota la nit (unes 10 h). me la puc menjar per esmorzar o no",
    lang: 'ca',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'No: perishable cooked food left over 2 hours at room temperature should be discarded, per common food-safety guidance; 10 hours is far beyond that.',
  },
  {
    question:
      'Trabajo en un invernadero y a mediodía dentro hay 40 grados. ¿Cuánto aguanta una ensaladilla rusa en la fiambrera sin nevera?',
    lang: 'es',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'At such heat no more than about 1 hour (2 h max at normal room temperature); potato + mayonnaise is risky; carry it in an insulated bag with ice packs or leave it out of the menu.',
  },
  {
    question:
      'Ves, he abierto un bote de pimientos del piquillo y me han sobrado la mitad. ¿Los dejo en el bote en la nevera? ¿Cuánto duran?',
    lang: 'es',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'Move them to a clean glass/plastic container (not an open tin), covered with their liquid or olive oil, refrigerated; they keep about 4–5 days (up to a week).',
  },
  {
    question:
      'Hice una olla grandísima de habichuelas guisadas y me sobró un montón, vaina. ¿Se pueden congelar?',
    lang: 'es',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'Yes: cool quickly (within 2 h), freeze in portions, up to ~3 months; in the fridge 3–4 days; thaw in the fridge and reheat to boiling.',
  },
  {
    question: '¿Las salteñas se pueden congelar crudas, ya repulgadas, y hornearlas otro día?',
    lang: 'es',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'Yes: freeze raw on a tray, then bag them (up to ~2–3 months); bake from frozen (no thawing) with extra time, until the filling is steaming hot (≥ 75 °C).',
  },
  {
    question:
      "Howay, made a massive pan of mince and dumplings for the bairns and there's loads left. Does it go straight in the fridge hot or do I leave it on the side overnight to cool, pet?",
    lang: 'en',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'Do not leave it out overnight: cool it quickly (within 1–2 hours), e.g. split into shallow containers, then refrigerate (≤ 5 °C); eat within 2–3 days or freeze; reheat until piping hot.',
  },
  {
    question:
      "b'y, me cousin give me a whole cod off the boat, I gutted it. How long is it good in the fridge and how do I freeze it proper so it don't go all dry?",
    lang: 'en',
    area: 'storage-safety',
    expect: 'answer',
    gist: '1–2 days in the fridge on ice; to freeze, portion, wrap airtight (vacuum or cling film + bag, or an ice glaze), at −18 °C for about 3–6 months; thaw in the fridge.',
  },
  {
    question:
      'Power cut for 9 hours last night, sawa, we kept the fridge and freezer doors shut the whole time. Is the meat in the freezer still OK to eat? And the milk?',
    lang: 'en',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'A full closed freezer keeps food frozen about 48 h (half full ~24 h), so the meat is fine if it still has ice crystals / ≤ 4 °C and can be refrozen; fridge food is safe about 4 hours without power, so after 9 h perishables like milk should be discarded (unless still ≤ 5 °C).',
  },
  {
    question:
      "is raw cookie dough actually dangerous or is that a myth? my niece eats it straight out the bowl, she's 7",
    lang: 'en',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'It is a real risk: raw flour can carry E. coli and raw eggs Salmonella, especially for children; for eat-raw dough use heat-treated flour (heated to ~74 °C) and no raw egg.',
  },

  // ── temperatures (15: 7 ca, 4 es, 4 en) ──
  {
    question:
      "Ara que estic jubilat de la fàbrica tinc temps: a quina temperatura poso el forn per a una espatlla de xai d'uns 1,5 kg? La vull tendra, que se separi de l'os.",
    lang: 'ca',
    area: 'temperatures',
    expect: 'answer',
    gist: 'Slow roast at about 150–170 °C for roughly 3–4 hours (covered part of the time, with some liquid) until the meat comes off the bone; optionally a final blast at 200 °C to brown.',
  },
  {
    question:
      "Plego de l'adoberia i faig croquetes pels de casa. A quants graus ha d'estar l'oli? No tinc termòmetre.",
    lang: 'ca',
    area: 'temperatures',
    expect: 'answer',
    gist: 'About 170–180 °C; without a thermometer, a cube of bread should sizzle and turn golden in ~40–60 seconds (or steady bubbles around a wooden spoon); not smoking.',
  },
  {
    question:
      'Menjo al taxi el que em preparo a casa. Quina temperatura ha de fer el pollastre per dins perquè no em faci mal? Sempre el faig a ull.',
    lang: 'ca',
    area: 'temperatures',
    expect: 'answer',
    gist: 'At least 74–75 °C in the thickest part (thigh, not touching bone); juices clear, no pink.',
  },
  {
    question:
      "Diumenge faig el pastís de xocolata per l'aniversari del nen. Forn amb ventilador o sense, i a quants graus?",
    lang: 'ca',
    area: 'temperatures',
    expect: 'answer',
    gist: 'About 180 °C top and bottom heat (conventional); with fan lower to ~160–170 °C; roughly 30–40 minutes, done when a skewer comes out clean.',
  },
  {
    question:
      "a quina temp ha d'estar l'aigua per activar el llevat sec? i tb el fresc? q la ultima vegada no em va pujar res",
    lang: 'ca',
    area: 'temperatures',
    expect: 'answer',
    gist: 'Lukewarm, about 30–38 °C (warm to the wrist, not hot); above ~50–55 °C the yeast dies; fresh yeast is crumbled into lukewarm water/milk the same way.',
  },
  {
    question:
      "Per acabar la fideuà al forn, a quants graus ho pose i quant de temps perquè els fideus s'alcen? Ací sempre ho fem així, però a vore si eixe pas és necessari.",
    lang: 'ca',
    area: 'temperatures',
    expect: 'answer',
    gist: 'Very hot oven/grill, about 200–230 °C (grill on top), for 2–5 minutes until the noodles dry and curl upwards; watch so they do not burn.',
  },
  {
    question:
      "A la cuina de l'hotel el cap em pregunta a quina temperatura ha d'estar la cambra de frescos i el congelador. Quina és la correcta?",
    lang: 'ca',
    area: 'temperatures',
    expect: 'answer',
    gist: 'Chilled storage 0–4 °C (never above 5 °C); freezer −18 °C or colder.',
  },
  {
    question:
      '¿A qué temperatura tiene que estar el aceite para confitar bonito? Lo hago en cacho grande, como en casa de mi madre.',
    lang: 'es',
    area: 'temperatures',
    expect: 'answer',
    gist: 'Low: the oil at about 60–70 °C (well below frying, ~80 °C max) for ~20–30 min depending on thickness, so the fish stays juicy; then keep it covered in the oil in the fridge.',
  },
  {
    question: '¿A cuántos grados pongo el horno para asar pimientos rojos y berenjenas para la ensalada?',
    lang: 'es',
    area: 'temperatures',
    expect: 'answer',
    gist: 'About 200–220 °C, roughly 40–60 minutes, turning them, until the skin blisters and they are soft; then let them sweat covered before peeling.',
  },
  {
    question:
      "Mae, ¿a qué temperatura por dentro tiene que quedar el lomo de cerdo pa' que quede jugoso pero sin peligro?",
    lang: 'es',
    area: 'temperatures',
    expect: 'answer',
    gist: 'Whole pork cuts are safe at about 63–65 °C internal with a 3-minute rest (slightly pink is fine); minced pork 71 °C.',
  },
  {
    question:
      'En el parque de bomberos tenemos un horno de convección y la receta pone 200 °C. ¿Le pongo lo mismo?',
    lang: 'es',
    area: 'temperatures',
    expect: 'answer',
    gist: 'No: with convection/fan reduce by about 20 °C, so around 180 °C (and check a little earlier).',
  },
  {
    question:
      'Doing scouse tonight, la. If I finish it in the oven instead of the hob, what temperature and how long?',
    lang: 'en',
    area: 'temperatures',
    expect: 'answer',
    gist: 'Low oven, about 150–160 °C (gas 2–3), covered, for roughly 2–3 hours until the meat is tender and potatoes break down.',
  },
  {
    question: 'What heat should the oil be for fry bake so it puffs up and doh stay raw in the middle?',
    lang: 'en',
    area: 'temperatures',
    expect: 'answer',
    gist: 'Medium-hot oil, about 170–180 °C (350 °F); too hot browns the outside before the inside cooks; fry ~1–2 min each side, rolled thin enough.',
  },
  {
    question:
      'cher, first time frying a turkey out back. What temperature the oil and how long per pound? bird is 12 lb',
    lang: 'en',
    area: 'temperatures',
    expect: 'answer',
    gist: "Oil at about 175–180 °C (350 °F), roughly 3–4 minutes per pound (~35–45 min for 12 lb), until breast ≥ 74 °C (165 °F); bird fully thawed and dry, outdoors, don't overfill the pot.",
  },
  {
    question:
      "What heat should the barbie be for snags so they don't split? Having a few mates round this arvo",
    lang: 'en',
    area: 'temperatures',
    expect: 'answer',
    gist: 'Medium heat (not flaming hot), turning often, about 12–15 minutes; no pricking; cooked through to ~71 °C inside.',
  },

  // ── doneness-times (15: 7 ca, 4 es, 4 en) ──
  {
    question: 'Quants minuts ha de bullir un ou perquè quedi dur però sense aquell cercle verd del rovell?',
    lang: 'ca',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'About 9–11 minutes from when the water boils (10 min typical), then straight into cold water; the green ring comes from overcooking.',
  },
  {
    question: "Els cigrons secs ja porten 12 hores en remull. Quanta estona han de bullir a l'olla normal?",
    lang: 'ca',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'About 1½–2 hours simmering (added to hot water, salt near the end), until tender; in a pressure cooker ~20–25 minutes.',
  },
  {
    question: "Quant de temps necessita un llobarro d'uns 800 g sencer al forn?",
    lang: 'ca',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'About 20–25 minutes at 180–200 °C; done when flesh is opaque and comes off the spine easily (~55–60 °C at the thickest part).',
  },
  {
    question: 'Tinc pèsols del Maresme ben frescos. Quants minuts els bullo perquè no quedin farinosos?',
    lang: 'ca',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'Very little: about 2–5 minutes in salted boiling water (small fresh peas 2–3 min), then cool quickly in cold water.',
  },
  {
    question: 'Com sé quan un bistec de vedella és al punt sense tallar-lo pel mig?',
    lang: 'ca',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'By internal temperature: ~55–57 °C medium-rare, 60–63 °C medium (or the finger/touch test: springy but yielding); rest a few minutes before cutting.',
  },
  {
    question: "Per als nens de l'escola bressol, quanta estona cou l'arròs blanc perquè no quedi pastós?",
    lang: 'ca',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'About 15–18 minutes simmering (long-grain, ~1 : 2 rice to water, or boiled in plenty of water and drained), then 5 min rest covered; rinse beforehand for less stickiness.',
  },
  {
    question: 'Mongetes tendres al vapor, quanta estona perquè quedin verdes i cruixents?',
    lang: 'ca',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'About 6–10 minutes steaming (8 min typical), until just tender with bite; refresh in cold water to keep colour.',
  },
  {
    question: '¿Cuánto tiempo hay que cocer las patatas con chorizo a la riojana hasta que estén bien?',
    lang: 'es',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'About 20–30 minutes simmering after adding water, until the (snapped/cascadas) potatoes are tender and the broth thickens; rest a few minutes.',
  },
  {
    question: 'Bo, ¿cuánto tarda un chorizo criollo en la parrilla? Siempre me quedan crudos por dentro, ta.',
    lang: 'es',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'About 20–30 minutes over medium (not fierce) heat, turning, without pricking; done at ~71 °C inside / no pink raw centre.',
  },
  {
    question: '¿Cuánto tiempo se asa un cochinillo de unos 5 kilos?',
    lang: 'es',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'Roughly 2½–3 hours total: about 2 h at 160–180 °C then 30–45 min at 200–220 °C (skin up) until crackling crisp and meat tender.',
  },
  {
    question: "¿Cuánto tiempo se cocinan los camarones pa' que no queden como chicle, ñaño?",
    lang: 'es',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'Only 2–3 minutes (until pink and opaque, C-shaped); longer makes them rubbery.',
  },
  {
    question:
      'How long do I bake a proper pasty? Mine are big uns, near enough a pound each. Want them done proper, not dreckly.',
    lang: 'en',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'About 50–60 minutes: ~20 min at 200–220 °C then ~30–40 min at 160–180 °C, until golden and the filling cooked through (steam/juices).',
  },
  {
    question: "How long do you boil a 1.5kg ham fillet so it is? Don't want it tough.",
    lang: 'en',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'Gentle simmer about 20 minutes per 450 g plus 20 min → roughly 1¼–1½ hours, to ~70–72 °C inside (if raw gammon; a cooked ham only needs heating).',
  },
  {
    question:
      'Bought a kilo of mussels at the market here in Tarragona. How long do they cook? At home in Holland we do them in a big pot.',
    lang: 'en',
    area: 'doneness-times',
    expect: 'answer',
    gist: "About 3–6 minutes covered over high heat, shaking, until they open; discard any that stay closed (and any open ones that don't close before cooking).",
  },
  {
    question: 'how long do i microwave a potato? dorm only has a microwave lol',
    lang: 'en',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'Prick it, about 5–10 minutes on high for a medium-large potato, turning halfway, until a knife slides in; rest a couple of minutes.',
  },

  // ── substitutions (15: 7 ca, 4 es, 4 en) ──
  {
    question: 'No em queda mantega per als pancakes del nen. Hi puc posar oli?',
    lang: 'ca',
    area: 'substitutions',
    expect: 'answer',
    gist: 'Yes: a neutral oil (sunflower) works, using slightly less (about ¾ of the butter weight); also for greasing the pan.',
  },
  {
    question: 'Per a la beixamel dels canelons no tinc llet. La puc fer amb brou?',
    lang: 'ca',
    area: 'substitutions',
    expect: 'answer',
    gist: 'Yes: with stock it becomes a velouté (same roux, same amounts), tasty but less creamy; or use unsweetened plant milk or diluted cream.',
  },
  {
    question: 'Tinc les meves arnes i molta mel de casa. Puc fer la crema catalana amb mel en lloc de sucre?',
    lang: 'ca',
    area: 'substitutions',
    expect: 'answer',
    gist: 'Partly: honey can sweeten the cream (use about ¾ of the sugar amount, it adds flavour and colour), but the burnt top needs sugar sprinkled on — honey does not caramelise into a crust.',
  },
  {
    question: 'No trobo vi ranci enlloc per al fricandó. Què hi poso?',
    lang: 'ca',
    area: 'substitutions',
    expect: 'answer',
    gist: 'A dry oxidative wine: dry oloroso/amontillado sherry, or Marsala/Madeira/Port sparingly, or a dry white wine with a splash of brandy.',
  },
  {
    question: 'Només tinc farina normal i no de força per a la coca. Sortirà igual?',
    lang: 'ca',
    area: 'substitutions',
    expect: 'answer',
    gist: 'It works but the dough is weaker, rises less and is more cakey; knead well and give it time, maybe a little less liquid; strength flour gives the best result.',
  },
  {
    question: "Per a la truita només tinc oli de gira-sol. Queda bé igualment o ha de ser d'oliva?",
    lang: 'ca',
    area: 'substitutions',
    expect: 'answer',
    gist: 'Yes, sunflower oil works fine for confiting the potatoes and setting the omelette; olive oil only adds flavour.',
  },
  {
    question: 'Al súper no hi ha nyores per al romesco. Amb què les canvio?',
    lang: 'ca',
    area: 'substitutions',
    expect: 'answer',
    gist: 'Carne de pimiento choricero (jar paste), or other mild dried peppers (ancho, guajillo), or roasted red pepper plus sweet (smoked) paprika.',
  },
  {
    question: 'Para las gachas no tengo harina de almortas. ¿Con qué la sustituyo sin que quede rara?',
    lang: 'es',
    area: 'substitutions',
    expect: 'answer',
    gist: 'Chickpea flour (harina de garbanzo) is the closest; plain wheat flour also works but differs in taste and texture.',
  },
  {
    question: '¿Puedo cambiar el mascarpone del tiramisú por queso crema de untar?',
    lang: 'es',
    area: 'substitutions',
    expect: 'answer',
    gist: 'Yes: cream cheese works, ideally mixed with some whipped cream (or butter) to soften the tang and get the richness; the result is a bit tangier/firmer.',
  },
  {
    question: 'Me he quedado sin vinagre de Jerez para el gazpacho. ¿Qué otro vinagre uso?',
    lang: 'es',
    area: 'substitutions',
    expect: 'answer',
    gist: 'Red or white wine vinegar, or apple cider vinegar (a little less, adjust to taste); lemon juice at a pinch.',
  },
  {
    question: 'No tengo levadura química para el bizcocho, solo bicarbonato. ¿Cuánto pongo?',
    lang: 'es',
    area: 'substitutions',
    expect: 'answer',
    gist: 'About ¼–⅓ of the amount (e.g. ¼ tsp bicarbonate per 1 tsp baking powder), with an acid (yogurt, buttermilk, lemon juice) to activate it; bake right away.',
  },
  {
    question: 'Can I use cornflour instead of plain flour to thicken the gravy?',
    lang: 'en',
    area: 'substitutions',
    expect: 'answer',
    gist: 'Yes: use about half as much, mixed into a slurry with cold water, stirred into simmering gravy; it thickens clearer and glossier.',
  },
  {
    question: 'Outta brown sugar for this cookie jawn. Got white sugar and some molasses, that work?',
    lang: 'en',
    area: 'substitutions',
    expect: 'answer',
    gist: 'Yes: 1 cup (200 g) white sugar + 1 tbsp molasses for light brown (2 tbsp for dark); or plain white sugar (less chewy).',
  },
  {
    question: "Curry recipe needs coconut milk and I don't have none. What I can use instead?",
    lang: 'en',
    area: 'substitutions',
    expect: 'answer',
    gist: "Coconut cream diluted with water, grated/desiccated coconut blended with hot water and strained, or plain yogurt/cream (added off the boil so it doesn't split).",
  },
  {
    question: 'The recipe says a thumb of fresh ginger but I only have ground ginger. How much do I put?',
    lang: 'en',
    area: 'substitutions',
    expect: 'answer',
    gist: 'About ¼ teaspoon ground ginger per tablespoon of fresh grated (a thumb ≈ 1 tbsp); flavour is different, add early.',
  },

  // ── troubleshooting (15: 6 ca, 5 es, 4 en) ──
  {
    question: "La maionesa se m'ha tallat just quan ja hi havia posat gairebé tot l'oli. La puc salvar?",
    lang: 'ca',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'Yes: start with a new yolk (or a spoonful of water/mustard) in a clean bowl and add the split mayonnaise slowly while beating; causes: oil added too fast or ingredients too cold.',
  },
  {
    question: 'Per què la truita de patates sempre em queda seca per dins?',
    lang: 'ca',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'Overcooked egg: cook it less (pan hot, a minute or two per side), use enough egg for the potatoes, confit potatoes soft rather than fried crisp, and let them soak in the beaten egg a few minutes.',
  },
  {
    question: "Les croquetes se m'obren a la fregidora i surt tota la beixamel. Què faig malament?",
    lang: 'ca',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'Béchamel too soft or not chilled enough (chill well, ideally overnight), coating with gaps (double coat egg–breadcrumb), oil not hot enough (~180 °C) or too many at once; freezing briefly also helps.',
  },
  {
    question: "L'arròs negre m'ha quedat pastós i enganxat. Què ha passat?",
    lang: 'ca',
    area: 'troubleshooting',
    expect: 'answer',
    gist: "Too much stirring and/or liquid, wrong rice or overcooking: use bomba-type short grain, about 1 : 3 rice to stock, don't stir after the stock goes in, ~17–18 min then rest.",
  },
  {
    question: "La crema catalana m'ha quedat líquida i no ha quallat a la nevera. Per què?",
    lang: 'ca',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'Not cooked long enough or too little cornflour: it must be cooked, stirring, until it thickens and coats the spoon (cornflour needs to come near the boil); too little starch/yolks gives a runny cream.',
  },
  {
    question: "El pa de casa m'ha quedat compacte com un maó. El llevat era nou...",
    lang: 'ca',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'Usual causes: water too hot killed the yeast, too short or too cold a proof, too little kneading, too much flour or salt in direct contact; let the dough double in a warm place.',
  },
  {
    question: 'Llevo una hora cociendo las lentejas y siguen duras. ¿Qué les pasa?',
    lang: 'es',
    area: 'troubleshooting',
    expect: 'answer',
    gist: "Old lentils, hard water or acid (tomato/vinegar) added too early keep them hard; keep simmering with more water, add acid at the end; salt isn't the main culprit.",
  },
  {
    question: 'El bizcocho sube en el horno y luego se me hunde en el centro. ¿Por qué?',
    lang: 'es',
    area: 'troubleshooting',
    expect: 'answer',
    gist: "Underbaked centre, oven door opened too early, oven too hot/too cold, or too much leavening/sugar; bake until a skewer comes out clean, don't open the first ~20–25 min.",
  },
  {
    question:
      'Bo, la milanesa se me despega, queda el rebozado por un lado y la carne por el otro. ¿Qué hago mal?',
    lang: 'es',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'Pat the meat dry, coat in flour–egg–breadcrumb pressing firmly, rest it 15–30 min (fridge), fry in hot enough oil (~170–180 °C) and turn only once.',
  },
  {
    question: 'El alioli no me liga nunca, se me queda como aceite con ajo. ¿El truco?',
    lang: 'es',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'Add the oil drop by drop at first, always stirring the same direction, on a well-crushed garlic and salt paste; a little yolk (or a bit of boiled potato) makes it easier; to rescue, start over adding the broken mixture slowly.',
  },
  {
    question: 'Las patatas fritas me salen blandas y aceitosas. ¿Cómo las hago crujientes?',
    lang: 'es',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'Rinse/soak off starch and dry well, fry twice (about 150–160 °C to cook, then 180–190 °C to crisp), in small batches so the oil stays hot; salt at the end.',
  },
  {
    question: 'My caramel went all grainy and hard halfway through. What happened?',
    lang: 'en',
    area: 'troubleshooting',
    expect: 'answer',
    gist: "It crystallised: stirring, sugar crystals on the pan sides or impurities seed it; don't stir once boiling (swirl), wash sides with a wet brush, add a little lemon juice or glucose.",
  },
  {
    question: 'my scones came out flat as pancakes again. what am i doing wrong',
    lang: 'en',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'Old baking powder, overworked dough, butter too warm, dough too wet/too thin, twisting the cutter, or oven not hot enough (~220 °C); handle lightly, cut straight down, bake hot.',
  },
  {
    question: 'pizza base always soggy in the middle, toppings are fine. why??',
    lang: 'en',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'Oven/tray not hot enough or too much wet topping: preheat the oven at max (~250 °C) with a stone/steel or tray inside, less sauce, drain the mozzarella, stretch the base evenly, bake on the lowest rack.',
  },
  {
    question: "The chilli's way too salty, I've got 20 people coming tonight. Can I fix it?",
    lang: 'en',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'Dilute: add unsalted beans, tomatoes, meat or unsalted stock to bulk it out; balance with acid (lime/vinegar) and a little sugar, serve with plain rice/sour cream; the potato trick barely works.',
  },

  // ── cook-with-what-i-have (15: 6 ca, 5 es, 4 en; 12 recipes, 3 answer) ──
  {
    question: "Ens han sobrat albergínies, pebrots vermells i cebes de la barbacoa d'ahir. Què en puc fer?",
    lang: 'ca',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'Two fit: Escalivada amb anxoves and Ratatouille (both aubergine, red pepper, onion); nothing unrelated.',
  },
  {
    question: 'A casa només queden 4 ous, 3 patates grosses i una ceba. Idees?',
    lang: 'ca',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'Truita de patates; nothing unrelated.',
  },
  {
    question: 'Tinc un pot de cigrons cuits, una llimona i un pot de tahina que vaig comprar fa mesos.',
    lang: 'ca',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'Hummus casolà (chickpeas, tahini, lemon); nothing unrelated.',
  },
  {
    question: "M'ha sobrat mitja carbassa, tinc un tros de gingebre i cebes. Què faig per sopar?",
    lang: 'ca',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'Crema de carbassa i gingebre (Cuscús de verdures acceptable as it also uses pumpkin and onion); nothing unrelated.',
  },
  {
    question:
      'Tinc una coliflor sencera i un rul·lo de formatge de cabra a la nevera. Quina recepta em dones?',
    lang: 'ca',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: "No demo recipe uses cauliflower or goat's cheese: say none fits (an outline such as gratinated cauliflower is fine); nothing unrelated may be listed.",
  },
  {
    question: 'La llet em va caducar ahir però fa bona olor. La puc fer servir per a unes creps?',
    lang: 'ca',
    area: 'cook-with-what-i-have',
    expect: 'answer',
    gist: "If it has been kept cold and smells and tastes normal (not sour, not curdled), one day past the date is usually fine for cooking crêpes, which cook it; if sour/lumpy, discard (UHT past 'best before' is fine unopened).",
  },
  {
    question: 'Tengo dos aguacates muy maduros, una lima y media cebolla morada. ¿Qué preparo?',
    lang: 'es',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'Guacamole amb nachos; nothing unrelated.',
  },
  {
    question: 'Tengo lentejas rojas, una lata de leche de coco y cúrcuma. ¿Qué me sale?',
    lang: 'es',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'Dal de llenties vermelles; nothing unrelated.',
  },
  {
    question: 'En la nevera hay calabacín, un pimiento rojo y un bloque de tofu firme.',
    lang: 'es',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'Curri verd de verdures (courgette, red pepper, firm tofu); Ratatouille acceptable too (courgette, red pepper); nothing unrelated.',
  },
  {
    question: 'Mi cuñado cazó un conejo y me ha traído también alcachofas de la huerta. ¿Qué receta tenéis?',
    lang: 'es',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'No demo recipe uses rabbit or artichokes: say none fits (a short outline, e.g. rabbit stewed with artichokes, is fine); nothing unrelated may be listed.',
  },
  {
    question:
      'Tengo arroz cocido de anteayer en la nevera. ¿Todavía sirve para hacer arroz frito o es peligroso?',
    lang: 'es',
    area: 'cook-with-what-i-have',
    expect: 'answer',
    gist: 'Yes if it was cooled quickly and refrigerated right after cooking: 2-day-old rice is fine for fried rice (cold rice fries best); stir-fry until piping hot; if it sat out at room temperature, discard (Bacillus cereus).',
  },
  {
    question:
      'Got salmon fillets, an avocado and some nori sheets left over from a sushi night. What can I make?',
    lang: 'en',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'Maki de salmó i alvocat; nothing unrelated.',
  },
  {
    question: "I've got leftover roast chicken and a big bag of spinach, what recipes have you got?",
    lang: 'en',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'No demo recipe uses chicken or spinach: say none fits (an outline is fine); nothing unrelated may be listed.',
  },
  {
    question: 'I have beef mince, brioche buns, cheddar slices and an onion.',
    lang: 'en',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'Hamburguesa casolana; nothing unrelated (other mince dishes only if they are clearly mince-based, e.g. Lasanya de carn).',
  },
  {
    question: 'Half a bottle of red wine has been open on the counter for three days. Still OK to cook with?',
    lang: 'en',
    area: 'cook-with-what-i-have',
    expect: 'answer',
    gist: "Yes for cooking (stews, sauces) if it doesn't smell of vinegar; corked and refrigerated it lasts about a week; leftover wine can be frozen in ice-cube trays.",
  },

  // ── conversions-quantities (14: 6 ca, 4 es, 4 en) ──
  {
    question: 'La recepta és americana i diu 1 cup de farina. Quants grams són?',
    lang: 'ca',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'About 120–130 g of plain flour per cup (spooned and levelled).',
  },
  {
    question: 'Tinc un motlle de 20 cm i la recepta del pastís és per a un de 24. Com ho ajusto?',
    lang: 'ca',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'Scale by area: (20/24)² ≈ 0.7, so about 70% of every ingredient (or keep the full amount and bake a taller cake longer); check doneness earlier.',
  },
  {
    question:
      'Per a la comunió del 15 de maig serem 22 a taula i faré graellada. Quants quilos de carn compro?',
    lang: 'ca',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'About 250–300 g of boneless meat per adult (more with bone, ~400 g) → roughly 5.5–6.5 kg for 22 (the 15 is a date, not a quantity).',
  },
  {
    question: 'Una cullerada de sal, quants grams fa? I una culleradeta?',
    lang: 'ca',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'A level tablespoon of fine salt ≈ 15–18 g; a teaspoon ≈ 5–6 g (coarse salt weighs less per spoon).',
  },
  {
    question: 'La recepta diu 25 g de llevat fresc i jo només tinc sobres de llevat sec. Quant en poso?',
    lang: 'ca',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'About one third: ~8–9 g instant dry yeast (roughly one 7–10 g sachet), or ~10–12 g active dry.',
  },
  {
    question: "Som 6 per dinar. Quant d'arròs i quant de brou poso per a un arròs a la cassola?",
    lang: 'ca',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'About 80–100 g rice per person → 500–600 g; stock roughly 3 times the rice volume (about 1.5–2 L), adjusting as it cooks.',
  },
  {
    question: '¿Cuántos gramos son una taza de azúcar? La receta es de una web gringa.',
    lang: 'es',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'About 200 g of granulated sugar per US cup.',
  },
  {
    question: 'Somos 12 en el turno de 24 horas. ¿Cuánta pasta seca echo para que llegue?',
    lang: 'es',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'About 100–125 g dry pasta per hungry adult → roughly 1.2–1.5 kg for 12 (the 24 hours is not a quantity).',
  },
  {
    question:
      "Las recetas de mi abuela dicen 'un vaso de vino' y 'un vasito de aceite'. ¿Cuánto es eso en ml?",
    lang: 'es',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'A water glass is about 200–250 ml; a small glass (vasito, wine/chato) about 100 ml.',
  },
  {
    question: 'Tengo 1,5 kilos de garbanzos cocidos de bote. ¿A cuántos secos equivale?',
    lang: 'es',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'Dried chickpeas roughly double to 2.5× their weight when cooked, so 1.5 kg cooked ≈ 600–750 g dried.',
  },
  {
    question: "What's 350°F in Celsius? My oven here only does C.",
    lang: 'en',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'About 175–180 °C (≈ 160 °C fan).',
  },
  {
    question: 'How many grams is a stick of butter?',
    lang: 'en',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'About 113 g (½ cup, 8 tbsp).',
  },
  {
    question: "Recipe is for 4 and uses 3 eggs. I'm cooking for 10. How many eggs?",
    lang: 'en',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'Scale by 2.5: 7.5 eggs, so 7 large or 8 medium (or 7 plus a yolk).',
  },
  {
    question:
      'Old cookbook says gas mark 4 but my flat (flat 6, number 12) has an electric oven. What do I set?',
    lang: 'en',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'Gas mark 4 ≈ 180 °C (≈ 160 °C fan); the flat numbers are irrelevant.',
  },

  // ── catalan-spanish-techniques (14: 6 ca, 5 es, 3 en) ──
  {
    question: 'Com es fa un sofregit com cal? La meva sogra diu que jo el faig massa de pressa.',
    lang: 'ca',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'Onion in olive oil over low heat for a long time (30–45 min or more) until soft, sweet and brown, then grated tomato until reduced and the oil separates; salt, optionally garlic/pepper; patience.',
  },
  {
    question: "Com es fa una picada i quan s'afegeix al guisat?",
    lang: 'ca',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'Pound in a mortar toasted almonds/hazelnuts, garlic, fried bread, parsley (optionally saffron), loosened with a little broth/oil; add near the end (last 5–10 minutes) to thicken and flavour.',
  },
  {
    question:
      "Per al xató, quantes hores ha d'estar en remull el bacallà esqueixat? Som la colla de cuina de la comparsa i en farem per 50.",
    lang: 'ca',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'Shredded salt cod desalts fast: cold water in the fridge, about 6–24 h depending on thickness (thin esqueixat often ~12 h), changing the water 2–3 times and tasting; then squeeze well.',
  },
  {
    question: 'Què és exactament una samfaina i com es fa?',
    lang: 'ca',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'A Catalan slow-cooked vegetable stew (like ratatouille): onion, peppers, aubergine, courgette and tomato cooked in olive oil over low heat, in sequence, until soft and reduced; served with meat, fish or eggs.',
  },
  {
    question: "Com es fa l'allioli de morter de tota la vida, sense ou?",
    lang: 'ca',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'Crush garlic with salt to a paste in a mortar, then add olive oil drop by drop (then a thin thread) stirring constantly in the same direction until it emulsifies thick; a few drops of water/lemon can help.',
  },
  {
    question: 'Per al romesco, com es preparen les nyores? Les he de bullir?',
    lang: 'ca',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'Remove stem and seeds and soak in hot water about 30 min–1 h (or overnight cold), then scrape the flesh off the skin (or fry them briefly); no need to boil.',
  },
  {
    question: '¿Cómo se hace el huevo frito con puntilla, como en los bares de Granada?',
    lang: 'es',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'Plenty of olive oil very hot (~180 °C, starting to smoke lightly), slide the egg in, baste the white with oil with a spoon for ~1 minute so the edges crisp (puntilla) and the yolk stays runny.',
  },
  {
    question: '¿Cómo se asan y se pelan en casa los pimientos del piquillo?',
    lang: 'es',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'Roast over a flame/embers or in a hot oven (~200–220 °C) turning until the skin blisters and chars, sweat covered 10–15 min, then peel and deseed without rinsing under water.',
  },
  {
    question: '¿Cómo se hace un buen pisto manchego, todo junto o por partes?',
    lang: 'es',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'Slow-cooked in olive oil in stages: onion and peppers first, then courgette, then tomato (cooked down), low heat for a long time until jammy; often topped with a fried egg.',
  },
  {
    question: 'Me han dado aceitunas verdes recién cogidas. ¿Cómo las preparo para comerlas?',
    lang: 'es',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'They must be debittered: crack/score them and soak in water changed daily for about 10–15 days (or longer) until no longer bitter, then keep in brine (~8–10% salt) with garlic, thyme, fennel, orange peel.',
  },
  {
    question: '¿Cómo se fríen las rabas para que queden crujientes y no gomosas?',
    lang: 'es',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'Dry the squid strips well, coat in flour (or light batter), fry in small batches in hot oil (~180 °C) just 1–2 minutes until golden, drain, salt, serve at once with lemon.',
  },
  {
    question: 'How do Catalans do pa amb tomàquet properly? Mine ends up soggy.',
    lang: 'en',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: "Toast (or use firm country) bread, rub it with the cut face of a very ripe tomato (hanging tomato) just before eating, then olive oil and salt; optional garlic rub; don't soak it with chopped tomato.",
  },
  {
    question: 'How do you get the burnt sugar top on crema catalana without a blowtorch?',
    lang: 'en',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: "Sprinkle a thin even layer of sugar on the chilled cream just before serving and caramelise with a red-hot iron (the traditional salamander/'cremador') or under a very hot grill, close to the element, watching closely.",
  },
  {
    question: "What's the trick to getting socarrat on a paella?",
    lang: 'en',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'Once the liquid is absorbed, raise the heat for the last 1–2 minutes without stirring until the rice crackles and smells toasted (not burnt), in a thin layer in a wide pan; then rest.',
  },

  // ── pairings (14: 6 ca, 4 es, 4 en) ──
  {
    question: 'Quin vi poso amb un suquet de peix?',
    lang: 'ca',
    area: 'pairings',
    expect: 'answer',
    gist: 'A dry, fresh white (e.g. xarel·lo or a Penedès/Empordà white, albariño) or a light rosé.',
  },
  {
    question: 'Amb què acompanyo el fricandó? Arròs, patates...?',
    lang: 'ca',
    area: 'pairings',
    expect: 'answer',
    gist: 'Traditionally just good bread for the sauce; also mashed or fried potatoes, plain rice, or pasta; a red wine.',
  },
  {
    question: "Després d'una escudella tan contundent, quines postres lliguen?",
    lang: 'ca',
    area: 'pairings',
    expect: 'answer',
    gist: 'Something light: fruit (orange, mandarins), mel i mató, crema catalana in small portions, or, at Christmas, torrons and neules.',
  },
  {
    question: 'Per a la calçotada, a part del romesco, què hi poso de segon plat?',
    lang: 'ca',
    area: 'pairings',
    expect: 'answer',
    gist: 'Grilled meat: botifarra, lamb chops, sometimes chicken, with white beans (mongetes) or grilled artichokes; red wine in a porró, then oranges or crema catalana.',
  },
  {
    question: 'Quin formatge va bé amb la mel de romaní?',
    lang: 'ca',
    area: 'pairings',
    expect: 'answer',
    gist: "Fresh cheeses like mató (mel i mató) or fresh goat's cheese; also a cured sheep cheese (manchego) or a blue cheese.",
  },
  {
    question: 'Tenim cava de la cooperativa. Amb què el podem servir per a un vermut?',
    lang: 'ca',
    area: 'pairings',
    expect: 'answer',
    gist: 'Salty and fried aperitif foods: olives, anchovies, cured ham, chips, fried fish, seafood, croquettes; also works through the meal.',
  },
  {
    question: '¿Qué vino se toma con el cochinillo?',
    lang: 'es',
    area: 'pairings',
    expect: 'answer',
    gist: 'A Tempranillo red such as Ribera del Duero or Toro crianza (a young red also fine); some prefer a white with body.',
  },
  {
    question: '¿Qué guarnición le pongo a un solomillo de cerdo al horno?',
    lang: 'es',
    area: 'pairings',
    expect: 'answer',
    gist: 'Potatoes (roasted/mashed), apple purée or baked apples, roasted vegetables, mushrooms, or a sauce like Pedro Ximénez/mustard.',
  },
  {
    question: "Con qué salsa sirvo unas empanadas de carne pa' la pura vida del domingo?",
    lang: 'es',
    area: 'pairings',
    expect: 'answer',
    gist: 'A fresh chilli/herb salsa (chimichurri, pico de gallo/chilero, salsa criolla or ají) or a simple tomato salsa.',
  },
  {
    question: '¿Con qué se acompaña el ceviche?',
    lang: 'es',
    area: 'pairings',
    expect: 'answer',
    gist: 'Boiled sweet potato (camote), corn (choclo), cancha (toasted corn), lettuce; a cold beer or crisp white wine/pisco sour.',
  },
  {
    question: 'What wine goes with a lamb tagine with prunes?',
    lang: 'en',
    area: 'pairings',
    expect: 'answer',
    gist: 'A fruity, medium-bodied red with soft tannins (Grenache/Garnacha, Côtes du Rhône, Zinfandel) or an aromatic white (Viognier, off-dry Riesling); mint tea traditionally.',
  },
  {
    question: 'Doing fish tacos Friday, what sides go with them?',
    lang: 'en',
    area: 'pairings',
    expect: 'answer',
    gist: 'Cabbage slaw, pickled red onion, lime, avocado/guacamole or crema, salsa, rice and beans or corn; a cold lager.',
  },
  {
    question: 'What goes with prawns on the barbie? Salad, sauce, drinks?',
    lang: 'en',
    area: 'pairings',
    expect: 'answer',
    gist: 'Garlic/chilli butter or lemon, a simple green or potato salad, crusty bread, seafood/aioli sauce; crisp white (Riesling, Sauvignon Blanc) or cold beer.',
  },
  {
    question: 'Wine with carbonara, red or white?',
    lang: 'en',
    area: 'pairings',
    expect: 'answer',
    gist: 'Usually a crisp dry white (Frascati, Verdicchio, Pinot Grigio) to cut the richness; a light red works too.',
  },

  // ── recipe-request (18: 8 ca, 6 es, 4 en) ──
  {
    question: 'Diumenge fem calçotada a casa i la salsa sempre la compro feta. Com es fa?',
    lang: 'ca',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Calçots amb salsa romesco; nothing unrelated.',
  },
  {
    question: "Ens ha sobrat molta carn d'olla de Nadal i volem fer els canelons de l'endemà.",
    lang: 'ca',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Canelons de Sant Esteve; nothing unrelated.',
  },
  {
    question: 'Per Tots Sants volem fer panellets amb la canalla. Com els feu vosaltres?',
    lang: 'ca',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Panellets de pinyons; nothing unrelated.',
  },
  {
    question: 'Mongetes amb botifarra, com les feu?',
    lang: 'ca',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'The catalogue has no mongetes amb botifarra: say so (a short outline is fine); must not offer Macarrons de l’àvia or Escudella i carn d’olla just because they contain botifarra.',
  },
  {
    question: 'Fideuà per a 6, la de gambes i musclos.',
    lang: 'ca',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Fideuà de marisc; nothing unrelated.',
  },
  {
    question: 'Una coca de recapte amb escalivada i arengada, com la faig?',
    lang: 'ca',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'The catalogue has no coca de recapte: say so (an outline is fine); must not offer Coca de Sant Joan (a sweet coca) as if it were one; Escalivada amb anxoves only if clearly offered as the topping, nothing else.',
  },
  {
    question: "M'agradaria fer escalivada per posar sobre torrades.",
    lang: 'ca',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Escalivada amb anxoves; nothing unrelated.',
  },
  {
    question: 'Per Sant Josep la iaia feia crema. La vostra com és?',
    lang: 'ca',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Crema catalana; nothing unrelated.',
  },
  {
    question: 'Con este calor me apetece un gazpacho fresquito.',
    lang: 'es',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Gaspatxo andalús; nothing unrelated.',
  },
  {
    question: '¿Tenéis salmorejo cordobés?',
    lang: 'es',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'The catalogue has no salmorejo: say so (an outline: tomato, bread, garlic, oil, topped with egg and ham); must not list Gaspatxo andalús as if it were salmorejo.',
  },
  {
    question: 'Quiero hacer tarta de queso al horno para el cumple de mi suegra.',
    lang: 'es',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Pastís de formatge al forn; nothing unrelated.',
  },
  {
    question: 'Croquetas de jamón caseras, ¿cómo se hacen?',
    lang: 'es',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'The catalogue has no croquetas: say so (an outline is fine: thick béchamel with ham, chilled, breaded, fried); nothing unrelated (e.g. not Pa amb tomàquet i pernil).',
  },
  {
    question: 'Tiramisú para 8, que viene la familia el sábado.',
    lang: 'es',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Tiramisú; nothing unrelated.',
  },
  {
    question: 'Me pidieron falafel para una comida vegetariana, ¿lo tenéis?',
    lang: 'es',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Falàfel amb salsa de iogurt; nothing unrelated.',
  },
  {
    question: 'Craving a proper bowl of ramen, the miso kind. Got one?',
    lang: 'en',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Ramen de miso; nothing unrelated.',
  },
  {
    question: 'Carbonara the Roman way, no cream please',
    lang: 'en',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Espaguetis a la carbonara; nothing unrelated.',
  },
  {
    question: "Can you give me shepherd's pie? Kids love it.",
    lang: 'en',
    area: 'recipe-request',
    expect: 'recipes',
    gist: "The catalogue has no shepherd's pie: say so (an outline: lamb mince stew topped with mash, baked); must not offer Lasanya de carn or other mince dishes as if they were it.",
  },
  {
    question: 'Fluffy pancakes with blueberries for Sunday brunch?',
    lang: 'en',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Pancakes amb nabius; nothing unrelated.',
  },

  // ── follow-up (12: 5 ca, 4 es, 3 en) ──
  {
    question: 'I si no hi vull posar ceba?',
    previous: 'Com faig una truita de patates?',
    lang: 'ca',
    area: 'follow-up',
    expect: 'answer',
    gist: 'It works without onion: just potatoes, eggs, oil and salt; confit the potatoes slowly a bit longer; the taste is less sweet.',
  },
  {
    question: 'I si el vull amb el rovell tou per mullar-hi pa?',
    previous: 'Quant de temps ha de bullir un ou dur?',
    lang: 'ca',
    area: 'follow-up',
    expect: 'answer',
    gist: 'About 5–6 minutes from boiling (egg at room temperature, ~6–7 from fridge) for a runny/soft yolk, then cold water briefly.',
  },
  {
    question: 'La puc deixar feta el dia abans?',
    previous: 'Passeu-me la recepta de crema catalana',
    lang: 'ca',
    area: 'follow-up',
    expect: 'answer',
    gist: 'Yes: make the cream the day before, cover with film and refrigerate (keeps 2–3 days); burn the sugar just before serving.',
  },
  {
    question: "I quants dies m'aguanta a la nevera?",
    previous: 'Com es fa la salsa romesco per als calçots?',
    lang: 'ca',
    area: 'follow-up',
    expect: 'answer',
    gist: 'About 5–7 days in a closed jar in the fridge, covered with a film of oil; it also freezes.',
  },
  {
    question: 'Quantes plaques compro, doncs?',
    previous: 'Faré canelons per a 12 persones per Sant Esteve',
    lang: 'ca',
    area: 'follow-up',
    expect: 'answer',
    gist: 'About 3–4 cannelloni per person → roughly 36–48 sheets (3–4 boxes of ~20), plus a few extra for breakage.',
  },
  {
    question: '¿Y se puede congelar?',
    previous: '¿Cómo hago un gazpacho?',
    lang: 'es',
    area: 'follow-up',
    expect: 'answer',
    gist: 'Yes, it freezes (up to ~2–3 months) though texture may separate — blend again after thawing in the fridge; best fresh, 2–3 days in the fridge.',
  },
  {
    question: '¿Y sin huevo crudo? Es para mi mujer, que está embarazada.',
    previous: 'Dame la receta de tiramisú',
    lang: 'es',
    area: 'follow-up',
    expect: 'answer',
    gist: 'Avoid raw eggs in pregnancy: use pasteurised eggs, or cook the yolks with sugar over a bain-marie to ~70 °C (sabayon), or make the cream with mascarpone and whipped cream only; mind the coffee/liqueur.',
  },
  {
    question: '¿Y si mi horno solo tiene ventilador?',
    previous: '¿A qué temperatura horneo un bizcocho?',
    lang: 'es',
    area: 'follow-up',
    expect: 'answer',
    gist: 'Lower by about 20 °C: roughly 160 °C with fan instead of 180 °C, and check a bit earlier.',
  },
  {
    question: '¿Y en la olla exprés cuánto?',
    previous: '¿Cuánto tiempo se cuecen los garbanzos?',
    lang: 'es',
    area: 'follow-up',
    expect: 'answer',
    gist: 'Soaked chickpeas take about 15–25 minutes once it reaches pressure (then natural release).',
  },
  {
    question: 'Can I use normal long grain rice instead?',
    previous: 'How do I make the mushroom risotto?',
    lang: 'en',
    area: 'follow-up',
    expect: 'answer',
    gist: "Not really: long-grain rice lacks the starch and won't go creamy; use short/medium-grain (arborio, carnaroli, or bomba/any round rice) — long grain gives a pilaf-like result.",
  },
  {
    question: "and how do I know it's done if I've no thermometer?",
    previous: 'how long to roast a 1.8kg chicken',
    lang: 'en',
    area: 'follow-up',
    expect: 'answer',
    gist: 'Pierce the thickest part of the thigh: juices run clear, no pink; the leg wiggles loosely; (ideally 74–75 °C); roughly 1h20–1h30 at 190–200 °C for 1.8 kg.',
  },
  {
    question: 'my oven only goes to 250 though, is that ok?',
    previous: 'what temperature do I bake the pizza margarita at',
    lang: 'en',
    area: 'follow-up',
    expect: 'answer',
    gist: 'Yes: preheat well (30+ min) at 250 °C with a stone/steel or upturned tray, bake ~8–12 minutes, top rack/grill at the end for colour.',
  },

  // ── mixed-language (6: 3 ca, 2 es, 1 en) ──
  {
    question:
      'Ahir vaig deixar el tupper de llenties amb chorizo a la encimera tota la nit i el meu home diu que no pasa nada. Me lo como o el llenço?',
    lang: 'ca',
    area: 'mixed-language',
    expect: 'answer',
    gist: "Throw it away: cooked food left at room temperature more than ~2 hours (a whole night) is unsafe; reheating doesn't make it safe.",
  },
  {
    question: "Quina temperatura per fer el pollo al horno? El meu home el posa 'a tope' i sempre queda sec.",
    lang: 'ca',
    area: 'mixed-language',
    expect: 'answer',
    gist: 'Moderate oven about 180–200 °C (not maximum), roughly 20 min per 450 g plus 20 min, until 74–75 °C in the thigh; rest before carving.',
  },
  {
    question:
      'Vull fer batch cooking el diumenge per a tota la week. Quins plats aguanten millor al freezer?',
    lang: 'ca',
    area: 'mixed-language',
    expect: 'answer',
    gist: 'Stews, soups, creams, sauces (ragù, sofregit), cooked pulses and curries freeze well (~3 months, labelled, portioned); avoid raw salad veg, fried/crisp things, boiled potatoes, mayonnaise-based dishes; fridge portions eaten within 3–4 days.',
  },
  {
    question:
      "Oye, para el xató, ¿cuánto tiempo en remojo el bacalao? La iaia dice 'fins que no estigui salat' y así no hay quien aprenda.",
    lang: 'es',
    area: 'mixed-language',
    expect: 'answer',
    gist: 'Shredded salt cod: cold water in the fridge, about 6–24 h depending on thickness (often ~12 h), changing water 2–3 times, tasting a shred until pleasantly salty.',
  },
  {
    question:
      "Mi suegra hace los canelones con la carn d'olla que sobra. ¿Cuántos días aguanta esa carne cocida en la nevera antes de hacer el relleno?",
    lang: 'es',
    area: 'mixed-language',
    expect: 'answer',
    gist: 'About 3–4 days refrigerated (cooled within 2 h); otherwise freeze it or the finished filling/cannelloni.',
  },
  {
    question: 'My sogra gave me a bag of moixernons secs for the fricandó. How do I rehydrate them?',
    lang: 'en',
    area: 'mixed-language',
    expect: 'answer',
    gist: 'Soak in warm water about 20–30 min (or cold for a few hours) until soft, rinse off grit, and use the strained soaking water in the sauce.',
  },

  // ── off-topic (12: 6 ca, 4 es, 2 en) ──
  {
    question: "Se m'ha embussat la pica de la cuina amb restes d'arròs. Com la desembusso?",
    lang: 'ca',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'Plumbing, not cooking: must be declined.',
  },
  {
    question: 'Com trec una taca de vi negre de les estovalles de lli de la iaia?',
    lang: 'ca',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'Laundry, not cooking: must be declined.',
  },
  {
    question: "Escriu-me un poema per a l'aniversari de la meva sogra, que li encanta cuinar.",
    lang: 'ca',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'Writing a poem, not cooking: must be declined.',
  },
  {
    question: "Em calcules l'IVA d'una factura de càtering de 363 €?",
    lang: 'ca',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'Tax arithmetic, not cooking: must be declined.',
  },
  {
    question: "El gos s'ha menjat mitja rajola de xocolata negra de la cuina. Què faig?",
    lang: 'ca',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'Animal health, not cooking: must be declined (at most a pointer to call a vet at once).',
  },
  {
    question: 'Quin horari fa el Mercat de Sant Antoni els diumenges?',
    lang: 'ca',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'Opening hours of a market, not cooking: must be declined.',
  },
  {
    question: '¿Cómo quito la cal del grifo de la cocina?',
    lang: 'es',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'Cleaning a tap, not cooking: must be declined.',
  },
  {
    question: '¿Qué acciones de empresas de alimentación me recomiendas para invertir?',
    lang: 'es',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'Investment advice, not cooking: must be declined.',
  },
  {
    question: '¿Quién ganó MasterChef el año pasado?',
    lang: 'es',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'TV trivia, not cooking: must be declined.',
  },
  {
    question: 'Escríbeme una reseña de cinco estrellas para mi bar de tapas en Google.',
    lang: 'es',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'Writing a review, not cooking: must be declined.',
  },
  {
    question: 'Can you help me write a cover letter for a line cook job at a tapas bar?',
    lang: 'en',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'Job application writing, not cooking: must be declined.',
  },
  {
    question: 'What colour should I paint my kitchen cabinets to sell the house faster?',
    lang: 'en',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'Home decor/real estate, not cooking: must be declined.',
  },
];
