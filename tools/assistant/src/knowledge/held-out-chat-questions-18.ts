/**
 * Held-out chat questions, set 18 (issue 34): written on 2026-12-03, BLIND — only the brief's files were
 * read (chat-type.txt, chat-areas.txt, chat-conventions.txt, chat-voices-earlier.txt, demo-titles.txt);
 * no code, no knowledge base, no matcher, no earlier question set and no answer of the assistant was
 * read, and the assistant was not run while writing them.
 *
 * Counts: 180 questions — 80 Catalan, 55 Spanish, 45 English.
 *   storage-safety 15 (7 ca, 4 es, 4 en); temperatures 15 (7 ca, 4 es, 4 en); doneness-times 15
 *   (7 ca, 4 es, 4 en); substitutions 15 (6 ca, 5 es, 4 en); troubleshooting 15 (6 ca, 5 es, 4 en);
 *   cook-with-what-i-have 15 (7 ca, 4 es, 4 en; 12 'recipes', 3 'answer'); conversions-quantities 14
 *   (6 ca, 4 es, 4 en); catalan-spanish-techniques 14 (7 ca, 4 es, 3 en); pairings 14 (6 ca, 5 es,
 *   3 en); recipe-request 18 (8 ca, 6 es, 4 en; all 'recipes'); follow-up 12 (5 ca, 4 es, 3 en; 3
 *   'recipes', each with `previous`); mixed-language 6 (2 ca, 2 es, 2 en); off-topic 12 (6 ca, 4 es,
 *   2 en).
 *
 * Voices, on purpose unlike sets 8 to 17: a mestre d'aixa caulking a llagut in the boatyard at
 * L'Ametlla de Mar (tàper, no fridge from 7 to 2), a grandmother from the Carxe, the Catalan-speaking
 * corner of Murcia ("hui", "xiqueta", "substituïsc", "en lo morter", castellanismes "rape", "deshaga",
 * "pa que"), an olive grower from the Matarranya ("lo oli nou", "la mola", "ha eixit", "me pica"), an
 * Alacant Fogueres foguerer ("la barraca", "compre", "pose", "som 22"), a large-animal vet from Vic, a
 * young couple in Sants who argue about cooking ("la meva parella diu..."), a Palamós fisherman's
 * daughter (gamba de la subhasta, "valen un ou"), a tattoo artist in Gràcia (SMS, "q", "x", "bro",
 * no accents), a snowcat driver on the night shift at Baqueira (a fryer with no thermostat, the
 * refuge), a Riudoms hazelnut grower, a Santa Pau bean grower (fesols, "la sogra"), a Prades potato
 * grower, a colla sardanista from Sant Feliu de Guíxols (aplec, escudella for 10), a geganter for
 * Santa Tecla in Tarragona ("el 23", "la meva jove"), a stonemason restoring a bell tower in Taüll, a
 * birdwatcher counting at the Aiguamolls at 6 in the morning, an electrician fitting solar panels in
 * the Empordà (calçotada at Peratallada, a fridge dial from 1 to 7), a painter with a studio in
 * Cadaqués and a British gas-mark oven, a Catalan nurse in Copenhagen (butter out of the fridge, dl,
 * medisterpølse), a Senegalese mother learning Catalan in Palafrugell (yassa, thieboudienne; learner's
 * spelling without accents) and a retired Latin teacher writing in formal Catalan ("Em permeto una
 * consulta", «1 cup», "Desitjaria"); a venenciador from a Jerez bodega ("illo"), an apprentice at a
 * Segovia asador (cochinillo, fideuà for a group, his boss), a cloistered nun in Ávila (yemas sold
 * through the torno, "Dios se lo pague", flan and chocolate for the convent feast), a night security
 * guard on a Zaragoza industrial estate (lentils in a tupper, the microwave in the gatehouse), a
 * hairdresser from Vallecas ("tía", "blandurrios", "q", "pa"), a Japanese chef working in Madrid
 * (second-language Spanish: tempura, mirin, sushi rice, ceviche), a grandmother from Puebla (mole,
 * chiles rellenos, "chula", the nietos), a taquero from Guadalajara, Jalisco (birria for 50), a
 * curanto cook from Chiloé (chapaleles, milcaos, "pesa"), a maracucho ("vergación", "primo",
 * patacones, tequeños, Spanglish "slow cooker", "weekend"), a guayaquileño ("mi pana", encebollado,
 * bolón de verde), a tuna-boat cook from Bermeo (costera del bonito, marmitako), a Requena sausage
 * maker (matacía, Bobal, a vegan daughter-in-law), an Italian cook in a Valencia restaurant (the false
 * friend "burro") and a hotel housekeeper (camarera de pisos) in Salou who is coeliac; a FIFO miner in
 * the Pilbara ("crib", "esky", "sanger"), a Samoan aunty in South Auckland ("chur", to'ona'i, umu,
 * lamb flaps), a Sierra Leonean nurse in Peckham (cassava leaf, pepper soup, "my aunty's 60th"), a
 * seasonal ranger at Yellowstone (elk from a hunter), a Heathrow air-traffic controller ("the
 * 0600-1400 on runway 27L", "off shift at 14:00"), a Mississippi catfish farmer ("Mama always said
 * 350"), a Montana ranch cook (branding day, 30 hands, Dutch-oven briquettes, the cookhouse), a
 * French au pair in London (second-language English, "I have not a blowtorch", plaquette of butter),
 * a Prince Edward Island potato farmer ("the Island", spuds), a Darwin fisherman (a 70 cm barra on
 * the barbie), a Dublin son who lost his mam ("yiz", "me ma", "the young lad is mad for it"), a
 * Japanese exchange student ("What I can cook?"), a Sikh langar volunteer in Southall (kheer and dal
 * for 600, the patila), a Key West charter captain (key limes, mahi-mahi, a suquet eaten in Tossa), a
 * Lahore-born student in Barcelona ("yaar", ghee, lentejas), a San Diego zookeeper ("Dude"), a
 * Somerset cider maker ("proper", "zider"), a Belizean cook (rice and beans with coconut milk "like my
 * granny") and a Fijian rugby-league player at a club in Perpignan (cassava, picada, "grillade",
 * botifarra on the "braise"). Spelling varies on purpose: SMS shorthand, no accents, typographic and
 * straight apostrophes, dialect, second-language errors, formal letters and telegraphic lines.
 *
 * Traps: numbers that are not quantities ("el 23" of Santa Tecla, "runway 27L", "0600-1400", "14:00",
 * a 70 cm fish, a fridge dial from 1 to 7, "som 22", "2 dits de gruix", a packet saying 11 minutes,
 * "valen un ou"); false friends between the languages ("burro" = butter in Italian, "braise" = embers
 * in French, "calçotets" next to calçots, "pasta" meaning money, "dar calabazas", gas mark vs °C,
 * "stick" of butter, "cup"); dishes the catalogue lacks next to one it has (paella next to Arròs
 * negre and Fideuà de marisc, salmorejo next to Gaspatxo andalús, esqueixada next to Xató, butter
 * chicken next to Curri de gall dindi amb mantega, vegetarian lasagne next to Lasanya de carn);
 * requests by an ingredient several recipes share (alvocat, bolets, garbanzos, miso, col, coconut milk,
 * shrimp); cook-with questions that fit no recipe (rabbit with artichokes and vi ranci, bolón de
 * verde) and a request for a dish the catalogue lacks altogether (pepper soup); a follow-up asking for
 * fish-free Japanese recipes, where miso soup, ramen and okonomiyaki need a warning about dashi;
 * off-topic questions in kitchen words (washing calçotets, Sopa de Cabra tickets, «pinya» in pinyin,
 * an induction hob's electricity tariff, a cake in Minecraft, an onion tattoo, "pasta" to invest, an
 * oil stain, an asador boss, web cookies, a Raspberry Pi); and code-switching (bacon "crispy" in the
 * "air fryer", castellanismes in a suquet question, salvitxada in Spanish, Spanglish pulled pork,
 * French and Catalan words in English, "un chorrito de vinagre" in English).
 *
 * Conventions: 'answer' gists say what a to-the-point answer must contain, from general cooking
 * knowledge (°C, safe internal temperatures, standard times, food safety per common guidance);
 * 'recipes' gists name the demo-catalogue recipes that fit by their exact titles, or say that none
 * fits and that nothing unrelated may be listed (an outline of the dish or "the catalogue has none" is
 * acceptable); 'off-topic' gists say the question must be declined. Questions are grouped by area with
 * a comment line per area; follow-ups carry the previous user turn in `previous`; mixed-language
 * questions carry the dominant language in `lang`.
 *
 * Never to be tuned on: it is measured once, as written, and then retired.
 */
import type { HeldOutChatQuestion } from './held-out-chat-questions-2.ts';

export const HELD_OUT_CHAT_QUESTIONS_18: readonly HeldOutChatQuestion[] = [
  // ── storage-safety (15: 7 ca, 4 es, 4 en) ──
  {
    question:
      "Treballo a la drassana de l'Ametlla, calafatant un llagut, i em porto el dinar de casa: arròs a banda en un tàper. El poso a la motxilla a les 7 del matí i no el menjo fins a les 2, sense nevera. És perillós o m'ho invento?",
    lang: 'ca',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'Yes, risky: cooked rice held about 7 hours at room temperature can grow Bacillus cereus, whose toxin reheating does not destroy; keep it below 5 °C (insulated bag with ice packs) or hot above 63 °C in a food thermos, and never more than about 2 hours unrefrigerated.',
  },
  {
    question:
      'Hui hem fet olla amb pilotes per a dotze i n’ha sobrat mitja olla. La puc deixar a la finestra de la cuina fins demà, que fa fresca, o ha d’anar a la nevera per força?',
    lang: 'ca',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'To the fridge (or freezer): cool it quickly in shallow containers and refrigerate within 2 hours; a windowsill does not hold a steady 4-5 °C or below. It keeps 3-4 days; bring the broth back to the boil when reheating.',
  },
  {
    question:
      'Soc veterinària de gran animal i a les masies sempre em regalen ous acabats de pondre, amb caca i alguna ploma. Els rento abans de ficar-los a la nevera o no?',
    lang: 'ca',
    area: 'storage-safety',
    expect: 'answer',
    gist: "Don't wash them before storing (washing removes the protective cuticle and can draw bacteria through the shell): brush dirt off dry, keep them in the fridge and wash a dirty egg only just before using it; discard cracked ones.",
  },
  {
    question:
      'La meva parella diu que la carn picada, un cop descongelada, no es pot tornar a congelar MAI. Jo dic que si l’has descongelat a la nevera sí que es pot. Qui té raó??',
    lang: 'ca',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'Mostly the writer: raw mince thawed in the fridge and kept cold can be refrozen within about a day (with some loss of texture); if it was thawed at room temperature or in the microwave, cook it first, and the cooked dish can then be frozen.',
  },
  {
    question:
      'El pare porta gamba de Palamós de la subhasta i en voldríem guardar per Nadal, d’aquí a tres setmanes. Com la congelo perquè no se li posi negre el cap?',
    lang: 'ca',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'Freeze them very fresh, raw and whole, as fast as possible: in a single layer in airtight boxes or bags (or covered in lightly salted water / glazed with ice) at -18 °C or below; fine for 3 weeks (up to about 3 months). Thaw slowly in the fridge; heads blacken when prawns are not fresh or freeze slowly.',
  },
  {
    question:
      'ei tinc un hummus obert desde fa 8 dies a la nevera i te un gust com agre. el llenço o encara es pot menjar',
    lang: 'ca',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'Throw it away: opened hummus keeps about 4-7 days in the fridge; a sour taste or smell, fizz or mould means it has spoiled.',
  },
  {
    question:
      'Visc a Copenhaguen i aquí tothom té la mantega fora de la nevera, en una mantegueta amb tapa. A casa sempre l’havíem guardada a la nevera. És segur? Quants dies aguanta fora?',
    lang: 'ca',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'Salted butter can stay covered at cool room temperature (below about 20 °C), away from light, for a few days up to about a week: it slowly goes rancid rather than becoming dangerous. Unsalted butter, or a warm kitchen, calls for the fridge.',
  },
  {
    question:
      'Hago noches de vigilante en un polígono de Zaragoza y me llevo las lentejas en un táper. Las meto en la mochila a las 8 de la tarde y las caliento en el micro de la garita a las 3 de la mañana. ¿Aguantan así o me la estoy jugando?',
    lang: 'es',
    area: 'storage-safety',
    expect: 'answer',
    gist: "It's risky: cooked lentils shouldn't stay more than about 2 hours out of the cold. Carry them in a cool bag with ice packs (or hot above 63 °C in a food thermos) and reheat until piping hot throughout (75 °C).",
  },
  {
    question:
      'Buenas tardes. En el convento hacemos yemas de Santa Teresa y las despachamos por el torno. ¿Cuánto tiempo se conservan y deben guardarse en nevera, siendo de yema y almíbar? Dios se lo pague.',
    lang: 'es',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'Cooked yolk with plenty of sugar keeps fairly well, but homemade yemas are best kept in an airtight box in the fridge (or a cool place) and eaten within about 1-2 weeks; they also freeze well.',
  },
  {
    question:
      'tía pregunta rápida, el pollo asado del super q compré ayer a las 9 de la noche lo dejé en la encimera hasta esta mañana en su bolsa cerrada, me lo puedo comer o q',
    lang: 'es',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'No, throw it away: cooked chicken left at room temperature for more than 2 hours (here all night) is not safe, closed bag or not, and reheating will not make it safe.',
  },
  {
    question:
      'Soy cocinero en un atunero de Bermeo, costera del bonito. Para hacer conserva casera de bonito en aceite, ¿hay que congelarlo antes por el anisakis o eso solo si se come crudo?',
    lang: 'es',
    area: 'storage-safety',
    expect: 'answer',
    gist: "Only for raw or barely cooked fish: cooking (above 60 °C throughout) kills anisakis, so a cooked conserve doesn't need prior freezing. The real risk of home-canned fish is botulism: the jars must be properly heat-processed (ideally in a pressure canner) and stored cool, or else kept in the fridge and eaten soon.",
  },
  {
    question:
      "FIFO in the Pilbara, 45 in the shade. Crib gets packed at 4am and I don't eat till 11. How cold does the esky need to be and how long is a ham and cheese sanger actually ok in it?",
    lang: 'en',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'Keep it at 5 °C or colder, with frozen ice bricks packed around the food and the esky in the shade; chilled like that it is fine for the shift. Food that has been above 5 °C: under 2 hours eat or refrigerate, 2-4 hours eat now, over 4 hours bin it.',
  },
  {
    question:
      "chur, after to'ona'i every sunday we got heaps of pork and taro left from the umu. how many days in the fridge and can the taro be frozen??",
    lang: 'en',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'Refrigerate within 2 hours; cooked pork and taro keep 3-4 days in the fridge. Both freeze for about 2-3 months (taro may turn a little watery); reheat until steaming hot.',
  },
  {
    question:
      "Made a big pot of cassava leaf with smoked fish for my aunty's 60th, we've been eating from it for 3 days, reheating the whole pot every time. Is that ok?",
    lang: 'en',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'Better not: reheat only the portion to be eaten, until piping hot (75 °C), and return the rest to the fridge quickly; eat it within 3-4 days of cooking and freeze what will not be eaten in time. Reheating the whole pot repeatedly adds risk.',
  },
  {
    question:
      'Seasonal ranger at Yellowstone, a hunter gave me elk steaks wrapped in butcher paper. Can they go straight in the freezer like that or do I need to vacuum seal? How long will they last?',
    lang: 'en',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'Butcher paper alone lets freezer burn in: over-wrap tightly in a freezer bag or plastic, or vacuum-seal. At -18 °C (0 °F) they stay safe indefinitely, best quality within about 6-12 months.',
  },
  // ── temperatures (15: 7 ca, 4 es, 4 en) ──
  {
    question:
      'A quina temperatura i quanta estona torro les avellanes al forn per fer romesco? Són d’aquest any, de Riudoms, i no les vull cremar.',
    lang: 'ca',
    area: 'temperatures',
    expect: 'answer',
    gist: 'About 160-180 °C for 10-15 minutes, stirring once, until lightly golden and the skins crack; rub the skins off in a cloth while warm.',
  },
  {
    question:
      'Per Santa Tecla, el 23, la colla gegantera fem porc rostit: una espatlla de 3 quilos amb os. A quants graus la poso i a quina temperatura ha d’arribar per dins?',
    lang: 'ca',
    area: 'temperatures',
    expect: 'answer',
    gist: 'Slow-roast at about 160-170 °C for roughly 3-4 hours (a hotter blast at the end for the skin). Pork is safe from 63-70 °C inside, but a shoulder needs about 85-90 °C to be tender and pull apart. The 23 is the date, not a quantity.',
  },
  {
    question:
      'a la cabana de pistes hi ha una fregidora vella que no te termostat. com se q l oli es a 180 per fer patates sense termometre?',
    lang: 'ca',
    area: 'temperatures',
    expect: 'answer',
    gist: 'Drop in a cube of bread or one chip: at about 180 °C it sizzles at once and the bread browns in well under a minute (about 40-60 seconds); bubbles form steadily around a wooden spoon handle. If the oil smokes it is too hot.',
  },
  {
    question:
      'Soc electricista i de cables en sé molt, però la nevera de casa té una rodeta de l’1 al 7 i no sé quin número posar. A quants graus ha d’estar una nevera?',
    lang: 'ca',
    area: 'temperatures',
    expect: 'answer',
    gist: 'At 4 °C or below (about 1-5 °C); the 1-7 dial is a power setting, not degrees (a higher number is usually colder): set it mid-way and check with a fridge thermometer. The freezer should be at -18 °C.',
  },
  {
    question:
      "Al taller de Cadaqués tinc un forn de gas que em va deixar un anglès, amb números de 'gas mark' de l'1 al 9. Per fer pa de pagès a 220 graus, quin número és?",
    lang: 'ca',
    area: 'temperatures',
    expect: 'answer',
    gist: 'Gas mark 7 ≈ 220 °C (mark 4 = 180, 6 = 200, 8 = 230 °C); bake a country loaf hot, at gas mark 7-8 with steam, lowering a little after the first 15-20 minutes.',
  },
  {
    question:
      'Jo faig yassa de pollastre per la meva familia. Quan el pollastre es cuit a dins, quants graus ha de tenir? Tinc termometre nou.',
    lang: 'ca',
    area: 'temperatures',
    expect: 'answer',
    gist: '74 °C (165 °F) in the thickest part, without touching the bone; the juices run clear and there is no pink.',
  },
  {
    question:
      'Em permeto una consulta: quina diferència hi ha entre posar el forn a 180 °C amb ventilador o sense? Les receptes mai no ho especifiquen i els pastissos em queden torrats per fora i crus per dins.',
    lang: 'ca',
    area: 'temperatures',
    expect: 'answer',
    gist: 'A fan (convection) oven cooks faster and browns more: lower the temperature about 20 °C (180 °C conventional ≈ 160 °C fan) or check earlier; recipes usually mean conventional top-and-bottom heat unless they say otherwise. Browned outside and raw inside means too hot.',
  },
  {
    question:
      "Soy aprendiz en un asador de Segovia. El maestro mete el cochinillo en el horno de leña 'a ojo', pero en casa lo quiero hacer en el eléctrico. ¿A qué temperatura y cuánto tiempo para uno de 4,5 kilos?",
    lang: 'es',
    area: 'temperatures',
    expect: 'answer',
    gist: 'About 2-2½ hours at 180 °C: first skin-down in a dish with a little water (about 1 hour), then turned skin-up for another hour, raising to 200-220 °C in the last 15-20 minutes to crisp the skin; the meat should be very tender.',
  },
  {
    question:
      'Soy japonés, trabajo de cocinero en Madrid. Quiero hacer tempura con aceite de oliva de aquí. ¿Qué temperatura es buena? ¿El aceite de oliva está bien para tempura o no?',
    lang: 'es',
    area: 'temperatures',
    expect: 'answer',
    gist: 'About 170-180 °C (around 170 for vegetables, 180 for prawns); olive oil, ideally a mild or refined one, is fine for frying at those temperatures. Keep the batter ice-cold and barely mixed.',
  },
  {
    question:
      "Vergación primo, ¿a qué temperatura tiene que estar el aceite pa' los patacones? ¿Y es verdad que se fríen dos veces?",
    lang: 'es',
    area: 'temperatures',
    expect: 'answer',
    gist: 'Yes, twice: first at about 150-160 °C for a few minutes until soft but not coloured, then flattened and fried again at 180-190 °C until golden and crisp.',
  },
  {
    question:
      'Chula, ¿a cuántos grados debe estar la manteca para freír los chiles rellenos capeados? Siempre me quedan grasosos.',
    lang: 'es',
    area: 'temperatures',
    expect: 'answer',
    gist: 'About 175-180 °C; a drop of the egg batter should sizzle and rise at once. Greasy chiles mean the fat was too cool (or too many went in at once).',
  },
  {
    question:
      'Working the 0600-1400 on runway 27L all week so I batch-cook on Sundays. What internal temp should reheated chicken curry reach? Office microwave is 900W.',
    lang: 'en',
    area: 'temperatures',
    expect: 'answer',
    gist: 'Piping hot all the way through: 75 °C (165 °F) in the centre, stirring halfway and letting it stand a minute; reheat only once. The shift times and runway number are not quantities.',
  },
  {
    question:
      'What temp should the oil be for fried catfish? Mama always said 350 but my new fryer only does Celsius.',
    lang: 'en',
    area: 'temperatures',
    expect: 'answer',
    gist: '350-365 °F, i.e. about 175-185 °C; fillets take about 3-5 minutes and are done when golden and the flesh flakes (63 °C / 145 °F).',
  },
  {
    question:
      'Branding day, feeding 30 hands. How many briquettes on the lid and underneath a 12 inch dutch oven to hold 350 for sourdough biscuits?',
    lang: 'en',
    area: 'temperatures',
    expect: 'answer',
    gist: 'About 24-25 briquettes for 350 °F (175 °C): roughly 16-17 on the lid and 8 underneath (more heat on top for baking); give the lid and the pot a quarter turn every 10-15 minutes.',
  },
  {
    question:
      'I want to make a crème brûlée for my host family in London. What temperature for the oven and how I know it is cooked? I have not a blowtorch.',
    lang: 'en',
    area: 'temperatures',
    expect: 'answer',
    gist: 'Bake in a water bath in a low oven, about 150 °C (140-160 °C), 30-45 minutes, until set at the edges with a slight wobble in the centre (about 80 °C); chill. Without a blowtorch, caramelise the sugar under a very hot grill, close to the element.',
  },
  // ── doneness-times (15: 7 ca, 4 es, 4 en) ──
  {
    question:
      'Quanta estona han de bullir els fesols de Santa Pau? Són de la collita d’aquest any i la sogra diu que no cal posar-los en remull.',
    lang: 'ca',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'New-season Santa Pau beans are thin-skinned and cook fast, but a soak of some hours (or overnight) still helps; then simmer gently about 1 hour (up to 1½), adding a splash of cold water a couple of times, until creamy; salt at the end.',
  },
  {
    question:
      'Les gambes a la planxa, quant temps per cada cara? No les vull passades, que són de Palamós i valen un ou.',
    lang: 'ca',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'Very hot plancha with coarse salt, about 1-1½ minutes per side for medium prawns, until the shell turns orange-red and the flesh is just opaque. ("Valen un ou" means they are expensive, not a quantity.)',
  },
  {
    question:
      "patates de Prades al caliu embolicades amb paper d'alumini, quanta estona? i com sé que ja estan?",
    lang: 'ca',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'About 30-45 minutes in the embers (longer for big ones), turning now and then; done when a skewer or knife goes in with no resistance.',
  },
  {
    question:
      "Per l'aplec de Sant Feliu fem ous durs per a 60 amanides. Quants minuts perquè el rovell no quedi amb l'anell verd?",
    lang: 'ca',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'From boiling water about 9-11 minutes, then straight into cold water; the green ring comes from overcooking and slow cooling.',
  },
  {
    question: 'q temps li fa falta a un bistec de vedella x quedar al punt? es de 2 dits de gruix',
    lang: 'ca',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'For about 3-4 cm thick: very hot pan, about 3-4 minutes per side, then rest 5 minutes; al punt (medium-rare to medium) is about 55-60 °C inside and the meat springs back slightly when pressed.',
  },
  {
    question:
      'Estic restaurant un campanar a Taüll i visc en una casa de lloguer amb olla exprés. Quant temps necessita un estofat de vedella a pressió perquè quedi tendre?',
    lang: 'ca',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'About 30-45 minutes at full pressure (timed from when the valve rises), depending on the cut and the size of the chunks, then let the pressure drop naturally; at about 1,500 m add a few minutes.',
  },
  {
    question:
      'Els dissabtes surto a les 6 a comptar ocells als Aiguamolls i m’emporto un tros de pa de pessic. Com sé si és cuit sense obrir el forn massa aviat?',
    lang: 'ca',
    area: 'doneness-times',
    expect: 'answer',
    gist: "Don't open the door in the first 20-25 minutes; after about 30 minutes at 180 °C test with a skewer in the centre: it comes out clean, the top springs back when pressed and the edges pull away from the tin.",
  },
  {
    question:
      'Mi pana, para el encebollado ¿cuánto tiempo se cocina la yuca y cuánto el pescado? No quiero que la albacora quede como suela.',
    lang: 'es',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'Boil the yuca first, about 20-30 minutes until a fork goes in easily; the albacore chunks need only about 10-15 minutes in the simmering broth (added later) before flaking.',
  },
  {
    question:
      '¿Cuánto rato se deja el curanto en olla tapado? Le eché choritos, almejas, longaniza, pollo, chapaleles y milcaos.',
    lang: 'es',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'About 1-1½ hours covered over medium-low heat, steaming in the shellfish juices, until the chicken is cooked through (74 °C) and the shellfish have opened; discard any that stay shut.',
  },
  {
    question:
      'cuanto tiempo hay q cocer los macarrones pa q queden al dente? el paquete pone 11 pero siempre me quedan blandurrios',
    lang: 'es',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'Start tasting 1-2 minutes before the packet time (around 9-10 minutes) in plenty of salted boiling water; al dente means a slight firm bite in the centre. If they will finish in a sauce or the oven, drain them 2 minutes early.',
  },
  {
    question:
      '¿Cómo sabemos cuándo está cuajado el flan al baño maría? Lo hacemos en flanera grande para la fiesta del convento.',
    lang: 'es',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'At about 160-170 °C a large flan takes around 50-60 minutes; it is done when a knife or skewer in the centre comes out clean and it wobbles as a whole with no liquid; it firms up more as it cools.',
  },
  {
    question:
      'How long do you bake a big russet at 400 so it’s fluffy inside? Farmer from the Island here, we got more spuds than we know what to do with.',
    lang: 'en',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'About 50-60 minutes at 400 °F (200 °C) for a large one, pricked and not wrapped in foil; done when a fork slides in easily (about 96-99 °C / 205-210 °F inside).',
  },
  {
    question:
      'Caught a decent barra, about 70cm. Doing it whole on the barbie wrapped in foil - how long and how do i know its done?',
    lang: 'en',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'Roughly 10 minutes per 2.5 cm of thickness at the thickest part over medium heat (about 30-40 minutes for a big fish), turning once; done when the flesh by the bone is opaque and flakes (63 °C). The 70 cm is its length, not a quantity.',
  },
  {
    question:
      'how long do yiz boil a ham for christmas, its a 3 kilo fella. me ma always did it but shes gone now',
    lang: 'en',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'Simmer about 20 minutes per 450 g plus 20 minutes, roughly 2½ hours for 3 kg (soak it first if salty), then glaze in the oven at about 200 °C for 20-30 minutes; 70 °C inside.',
  },
  {
    question:
      'How many minutes for boil the soft egg for ramen, the one with orange yolk like jelly? I tried 8 minutes but it was too hard.',
    lang: 'en',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'About 6½-7 minutes for a large fridge-cold egg lowered into boiling water, then straight into ice water; peel and marinate in soy sauce and mirin for ajitama.',
  },
  // ── substitutions (15: 6 ca, 5 es, 4 en) ──
  {
    question:
      'La xiqueta té al·lèrgia a l’ou i li vull fer unes coquetes de Nadal. Amb què li substituïsc l’ou?',
    lang: 'ca',
    area: 'substitutions',
    expect: 'answer',
    gist: 'Per egg: 1 tablespoon ground flaxseed or chia with 3 tablespoons water (left 10 minutes), or 3 tablespoons aquafaba, or about 50 g mashed banana, apple purée or yogurt, or a commercial egg replacer; check the other ingredients for hidden egg.',
  },
  {
    question:
      'No tenim nata per cuinar i la recepta dels macarrons en porta 200 ml. Ho podem fer amb llet o queda fatal?',
    lang: 'ca',
    area: 'substitutions',
    expect: 'answer',
    gist: 'Yes: use milk with a knob of butter, thickened with a teaspoon of flour or cornflour (a light béchamel), or use evaporated milk; plain milk is thinner and can curdle if boiled hard.',
  },
  {
    question: 'Jo cuino thieboudienne pero la meva filla ara es vegetariana. Que puc posar en lloc del peix?',
    lang: 'ca',
    area: 'substitutions',
    expect: 'answer',
    gist: 'Make it with vegetables plus a protein such as chickpeas, white beans or firm tofu, cooked in vegetable stock with the usual tomato base; leave out the dried fish and use fish-free stock cubes.',
  },
  {
    question: 'Per fer suquet la recepta diu un got de vi blanc. No en bec i no en tinc. Què hi poso?',
    lang: 'ca',
    area: 'substitutions',
    expect: 'answer',
    gist: 'More fish stock (or water) with a squeeze of lemon or a few drops of vinegar for acidity, or a non-alcoholic white wine.',
  },
  {
    question:
      'He de fer una picada però el meu home és al·lèrgic als fruits secs. Com la faig sense ametlles ni avellanes?',
    lang: 'ca',
    area: 'substitutions',
    expect: 'answer',
    gist: 'Use fried or toasted bread, garlic and parsley (saffron if wanted) to thicken and flavour; toasted sunflower or pumpkin seeds only if tolerated; avoid biscuits or chocolate that contain nuts.',
  },
  {
    question:
      'Aquí a Dinamarca no trobo botifarra per fer amb mongetes. Quina salsitxa danesa s’hi assembla més?',
    lang: 'ca',
    area: 'substitutions',
    expect: 'answer',
    gist: 'A fresh, unsmoked, coarse pork sausage seasoned simply: Danish medisterpølse is the closest (slightly spiced); avoid smoked or hot-dog sausages.',
  },
  {
    question:
      'Hola, soy italiano y trabajo en un restaurante en Valencia. Para la bechamel en Italia usamos burro pero aquí el jefe dice que no hay. ¿Puedo usar aceite de oliva en vez de burro?',
    lang: 'es',
    area: 'substitutions',
    expect: 'answer',
    gist: "Yes. 'Burro' is Italian for butter (mantequilla): a béchamel can be made with olive oil instead, using a little less oil than butter (e.g. 40 g oil and 50 g flour per 500 ml milk); a mild oil is best.",
  },
  {
    question:
      'En la matacía de Requena hacemos las tortas con manteca de cerdo. Mi nuera es vegana, ¿con qué sustituyo la manteca para que queden parecidas?',
    lang: 'es',
    area: 'substitutions',
    expect: 'answer',
    gist: 'Refined coconut oil or a vegan block margarine, same weight, give the closest crumbly texture; olive oil also works at about three quarters of the weight, with a slightly different texture.',
  },
  {
    question:
      'Illo, voy a hacer riñones al jerez y no me queda fino. ¿Le echo manzanilla o un blanco normal?',
    lang: 'es',
    area: 'substitutions',
    expect: 'answer',
    gist: "Manzanilla works perfectly (it is a fino-style sherry from Sanlúcar); an ordinary dry white wine also works, with less nutty flavour. Don't use a sweet sherry such as Pedro Ximénez or cream.",
  },
  {
    question:
      'Soy camarera de pisos en Salou y celíaca. Quiero hacer croquetas, ¿qué harina uso en vez de la de trigo y con qué las rebozo?',
    lang: 'es',
    area: 'substitutions',
    expect: 'answer',
    gist: 'Make the béchamel with rice flour or cornflour (maicena, using less), and coat with certified gluten-free breadcrumbs, crushed gluten-free cornflakes or corn flour; fry in oil not used for wheat-coated food.',
  },
  {
    question: 'En Madrid no encuentro mirin. ¿Qué pongo en lugar de mirin para la salsa teriyaki?',
    lang: 'es',
    area: 'substitutions',
    expect: 'answer',
    gist: 'Sake (or a dry white wine or dry sherry) sweetened with sugar, about 1 teaspoon of sugar per tablespoon; a sweet white wine also works.',
  },
  {
    question:
      "Langar for around 600 on Sunday, all vegetarian. The kheer recipe wants condensed milk but we've run out. What can we use instead in the big patila?",
    lang: 'en',
    area: 'substitutions',
    expect: 'answer',
    gist: 'Cook the milk down longer (reduce by about a third to a half), stirring so it does not scorch, and add more sugar; evaporated milk plus sugar, or milk powder, also works.',
  },
  {
    question: "Key lime pie but the store's out of key limes. Are regular limes ok? Or the bottled stuff?",
    lang: 'en',
    area: 'substitutions',
    expect: 'answer',
    gist: 'Yes, regular (Persian) limes work, same amount of juice plus a little zest; slightly less aromatic and more tart. Bottled key lime juice is acceptable. The acid is what sets the condensed milk.',
  },
  {
    question:
      'yaar no ghee in the supermarket here in barcelona, can i just use normal butter for the tadka or will it burn',
    lang: 'en',
    area: 'substitutions',
    expect: 'answer',
    gist: 'Plain butter burns at tadka heat: clarify it (melt it and pour the fat off the milk solids, a quick homemade ghee), or mix butter with oil.',
  },
  {
    question:
      "Pie crust recipe wants shortening, I've only got lard and butter at the cookhouse. Which one and how much?",
    lang: 'en',
    area: 'substitutions',
    expect: 'answer',
    gist: 'Either swaps 1:1 by weight: lard gives the flakiest crust (slight pork taste), butter more flavour; half lard, half butter is a good compromise. Keep it very cold.',
  },
  // ── troubleshooting (15: 6 ca, 5 es, 4 en) ──
  {
    question:
      'Hui hem fet la paella en la barraca de la foguera i l’arròs ha quedat cru per dalt i socarrat negre per baix. Què hem fet malament?',
    lang: 'ca',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'Uneven or too fierce heat and too little liquid: the fire was concentrated in the centre or the stock evaporated too fast. Use a burner or fire as wide as the pan and enough stock, do not stir once the rice is in, and if the top stays raw cover it with foil or paper for a few minutes off the heat.',
  },
  {
    question: 'El meu arros blanc sempre surt enganxat i pastos. Per que passa? Jo vull arros solt.',
    lang: 'ca',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'Too much water, stirring, or surface starch: rinse long-grain rice until the water runs clear, use about 1 : 1.5 rice to water by volume, simmer covered without stirring and let it rest 5-10 minutes before fluffing.',
  },
  {
    question:
      'Lo oli nou de la mola, lo primer de la collita, me pica a la gola i és verd i tèrbol. És que ha eixit malament?',
    lang: 'ca',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'No: new unfiltered oil is cloudy and green, and the peppery, bitter bite comes from the polyphenols of early-harvest olives, a sign of quality. It will settle; keep it away from light and heat.',
  },
  {
    question: 'Fem pa a casa i la molla surt densa i humida, i al forn no puja gens. Què pot ser?',
    lang: 'ca',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'Usually under-proofing or weak yeast (old yeast, water too hot, salt straight onto the yeast), too little kneading or a cold kitchen; let the dough double, check the yeast, bake hot and let it cool fully before cutting.',
  },
  {
    question:
      'La meva parella ha fet croquetes i s’han obert totes a la fregidora. Diu que és culpa de l’oli. És veritat o és la massa?',
    lang: 'ca',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'Both can be: oil not hot enough (it should be about 180 °C) or too many at once, and a soft or warm dough or gaps in the coating. Chill the dough well, coat fully in egg and breadcrumbs (twice if needed) and fry a few at a time.',
  },
  {
    question: 'els canelons sempre em queden secs i durs per les puntes. q faig malament',
    lang: 'ca',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'The ends are left uncovered: spread the béchamel over the whole surface, right to the edges; cover with foil first if needed, and bake only long enough to heat through and gratinate (about 200 °C, 15-20 minutes).',
  },
  {
    question: 'El marmitako me ha quedado con el bonito seco como estopa. ¿Qué hago mal?',
    lang: 'es',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'The bonito was overcooked: add the chunks at the very end, with the potatoes already done, and let them cook off the heat (or for 2-3 minutes) in the hot broth, covered.',
  },
  {
    question: 'Mi mole salió amargo, ¿por qué será? Le puse todos sus chiles y su chocolate.',
    lang: 'es',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'Burnt chiles, seeds, sesame or spices make mole bitter: toast or fry the chiles only a few seconds until fragrant. A little sugar, chocolate, salt and more broth soften it, but a burnt taste cannot be fully removed.',
  },
  {
    question: 'Hice lentejas en la olla rápida, 20 minutos, y salieron duras. ¿Por qué?',
    lang: 'es',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'Usually old lentils, very hard water, or acid (tomato, vinegar) added at the start; lentils normally take 8-15 minutes under pressure. Add liquid and cook a few minutes more; add acid at the end.',
  },
  {
    question: '¿Por qué la salsa de tomate me queda ácida aunque la cocino mucho tiempo?',
    lang: 'es',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'The tomatoes were acidic (unripe or tinned): balance with a pinch of sugar, slowly cooked onion or grated carrot, a knob of butter, or a tiny pinch of bicarbonate.',
  },
  {
    question: 'tía la tortilla se me pega siempre a la sartén al darle la vuelta y eso q le echo aceite',
    lang: 'es',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'The pan (worn, not non-stick) or the oil was not hot enough when the egg went in: heat the oil well, shake the pan so the tortilla slides, and loosen the edges with a spatula before turning it onto a plate.',
  },
  {
    question:
      'Dude my banana bread is always raw and gummy in the middle even when the top is almost burnt. Oven at 375.',
    lang: 'en',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'Too hot for a deep loaf: bake at 350 °F (175 °C) for 55-65 minutes, tent with foil once browned and test with a skewer; too much banana or liquid, or underbaking, also makes it gummy.',
  },
  {
    question: 'Pork and cider casserole went thin and watery, proper disappointing. Was it the zider?',
    lang: 'en',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'Not the cider itself: too much liquid and no thickener with the lid on. Reduce it uncovered, or flour the meat at the start / stir in a cornflour slurry; apples and vegetables release water too.',
  },
  {
    question: 'Why my rice and beans come out mushy every time? I use the coconut milk like my granny.',
    lang: 'en',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'Too much liquid (coconut milk plus bean water) or stirring: use about 1 part rice to 1¾-2 parts liquid in total, rinse the rice, simmer covered on low without stirring, then let it rest.',
  },
  {
    question:
      'Tried making cassava chips for the boys after training but they went hard as rocks. What went wrong?',
    lang: 'en',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'Cassava must be boiled first until tender (about 15-20 minutes, woody core removed) and cooled, then fried at about 180 °C; raw or undercooked cassava stays hard.',
  },
  // ── cook-with-what-i-have (15: 7 ca, 4 es, 4 en; 12 recipes, 3 answer) ──
  {
    question:
      'El pare ha pelat dos quilos de gambes i tinc un bol ple de caps i closques. Què en puc fer en comptes de llençar-los?',
    lang: 'ca',
    area: 'cook-with-what-i-have',
    expect: 'answer',
    gist: 'A shellfish stock: fry the heads and shells in oil, add water (and some vegetables), simmer 20-30 minutes and strain, pressing the heads; use it for rice, fideuà or suquet, or freeze it.',
  },
  {
    question: 'Tinc un pot de cigrons cuits, iogurt grec i comí. Què em puc fer per sopar?',
    lang: 'ca',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'Hummus casolà and Falàfel amb salsa de iogurt (chickpeas, cumin, a yogurt sauce); nothing unrelated.',
  },
  {
    question: 'Tinc un conill de casa, carxofes de l’hort i un raig de vi ranci. Què faig?',
    lang: 'ca',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'No catalogue recipe fits (none has rabbit or artichokes): say so; an outline (rabbit browned, sofregit, artichokes, vi ranci, a picada) is acceptable; nothing unrelated may be listed.',
  },
  {
    question: 'Tinc mitja carbassa, un tros de gingebre i una llauna de llet de coco. Idees?',
    lang: 'ca',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'Crema de carbassa i gingebre; Curri verd de verdures also fits (vegetables in coconut milk).',
  },
  {
    question: "Tinc albergínies, pebrots vermells, ceba i un pot d'anxoves. Què puc fer?",
    lang: 'ca',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'Escalivada amb anxoves fits exactly; Ratatouille also uses aubergine, pepper and onion.',
  },
  {
    question: 'Tinc pa dur de fa tres dies, llet i ous. No vull tirar el pa, què en faig?',
    lang: 'ca',
    area: 'cook-with-what-i-have',
    expect: 'answer',
    gist: 'Torrades de Santa Teresa (French toast: slices soaked in milk, dipped in egg, fried, with sugar and cinnamon) or a bread pudding; or dry it for breadcrumbs.',
  },
  {
    question: 'tenim col, carn picada de porc i farina al refugi. q en podem fer',
    lang: 'ca',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'Gyozas de porc i col (pork, cabbage, flour for the wrappers); Okonomiyaki also fits (cabbage in a flour batter, often with pork).',
  },
  {
    question: 'tengo mascarpone, café y bizcochos de soletilla, q hago?',
    lang: 'es',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'Tiramisú.',
  },
  {
    question:
      'Del buffet del hotel me han sobrado tortillas de maíz, carne de cerdo adobada y media piña. ¿Qué puedo hacer?',
    lang: 'es',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'Tacos al pastor.',
  },
  {
    question: 'Tengo verde, queso fresco y chicharrón, ¿qué me hago, mi pana?',
    lang: 'es',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'That is bolón de verde, which the catalogue lacks: no catalogue recipe fits; say so (an outline is fine); nothing unrelated may be listed.',
  },
  {
    question:
      'Tengo arroz de ayer, dos huevos, media cebolla y guisantes congelados. ¿Qué apaño para cenar antes del turno?',
    lang: 'es',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'Arròs fregit tres delícies (day-old rice, egg, peas).',
  },
  {
    question: 'got coconut milk, a bag of red lentils and some spinach going soft. what can i make',
    lang: 'en',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'Dal de llenties vermelles (red lentils; the coconut milk and spinach can go in); Curri verd de verdures also fits (vegetables in coconut milk).',
  },
  {
    question: 'I have only eggs, potatoes and one onion. What I can cook?',
    lang: 'en',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'Truita de patates (Spanish potato omelette).',
  },
  {
    question: 'Got 10 egg whites left after making custard for the crew. What do I do with them?',
    lang: 'en',
    area: 'cook-with-what-i-have',
    expect: 'answer',
    gist: 'Meringues or pavlova, angel food cake, macarons, an egg-white omelette; or freeze them (in a bag or ice-cube tray) for up to about a year.',
  },
  {
    question: 'Off shift at 14:00, fridge has miso paste, a block of tofu and spring onions. Something warm?',
    lang: 'en',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'Sopa de miso amb tofu; Ramen de miso also fits.',
  },
  // ── conversions-quantities (14: 6 ca, 4 es, 4 en) ──
  {
    question:
      'Per a l’arròs de la barraca som 22. Quant d’arròs compre i quant de brou hi pose, més o menys?',
    lang: 'ca',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'About 80-100 g of rice per person, so roughly 2 kg for 22; for a paella about 3-4 litres of stock per kg of rice (wide pans and strong fires need more). 22 is the number of people.',
  },
  {
    question: 'Una recepta nord-americana indica «1 cup» de farina. A quants grams equival, exactament?',
    lang: 'ca',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'A US cup is 240 ml; of plain flour that is about 120-130 g, depending on how it is filled (weigh it if possible); a cup of sugar is about 200 g.',
  },
  {
    question: 'Quants grams de pasta per persona? Sempre en fem massa i acabem menjant macarrons tres dies',
    lang: 'ca',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'About 80-100 g of dry pasta per person as a main course (60-70 g as a starter); about 120-150 g of fresh pasta.',
  },
  {
    question:
      'Per a 1 kg de farina de pa, quant llevat fresc hi poso? I si el vull deixar fermentar tota la nit a la nevera?',
    lang: 'ca',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'About 20-25 g of fresh yeast per kg of flour (2-2.5%) for same-day bread; for a long cold overnight rise much less, around 3-5 g.',
  },
  {
    question: "Les receptes daneses posen 'dl'. Quant és 1 dl en ml, i quants gots són?",
    lang: 'ca',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: '1 dl = 100 ml; an ordinary glass holds about 200-250 ml, i.e. 2-2½ dl.',
  },
  {
    question: 'Per fer fesols amb botifarra per a 8, quants grams de fesols secs he de comprar?',
    lang: 'ca',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'About 60-80 g of dried beans per person (they more than double in weight when cooked): around 500-600 g for 8.',
  },
  {
    question:
      'Para la merienda de las fiestas seremos unas 35 personas. ¿Cuántos litros de leche y cuánto chocolate hacen falta para chocolate a la taza?',
    lang: 'es',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'About 200 ml of milk and 40-50 g of chocolate per cup: roughly 7 litres of milk and 1.5-1.75 kg of chocolate for 35, plus a little cornflour to thicken.',
  },
  {
    question: 'Para arroz de sushi, ¿cuánta agua pongo para 600 g de arroz japonés? Aquí no tengo arrocera.',
    lang: 'es',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'After rinsing, about 1.1-1.2 times the rice’s volume in water, roughly 800 ml for 600 g; simmer covered about 12-15 minutes, then rest covered 10-15 minutes off the heat.',
  },
  {
    question: "¿Cuánta carne de birria calculo por persona pa' una fiesta de 50? Van a ser tacos y consomé.",
    lang: 'es',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'About 250-300 g of raw bone-in meat per person (it loses about a third in cooking), roughly 12-15 kg for 50.',
  },
  {
    question: '¿Cuántas cucharadas son 100 gramos de azúcar? No tengo pesa en la casa.',
    lang: 'es',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'A level tablespoon of sugar is about 12-15 g, so roughly 7-8 level tablespoons.',
  },
  {
    question:
      'Making dal for about 600 at the gurdwara. Roughly how many kg of dry lentils, and how much water?',
    lang: 'en',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'About 40-50 g of dry lentils per person alongside the rest of the meal, so around 25-30 kg for 600, with roughly 3-4 litres of water per kg (more for a thinner dal).',
  },
  {
    question:
      'The recipe says 1 stick of butter. How much is a stick in grams? In France we have the plaquette of 250 g.',
    lang: 'en',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'One US stick = ½ cup = 113 g (8 tablespoons, a quarter pound), just under half of a 250 g plaquette.',
  },
  {
    question:
      "American mother-in-law's rice bake: 2 cups rice, 3 cups water, bake at 325. What's that in grams, ml and °C?",
    lang: 'en',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: '2 US cups of long-grain rice ≈ 370-400 g; 3 cups of water ≈ 710 ml; 325 °F ≈ 160-165 °C (about 145 °C fan).',
  },
  {
    question: 'How much is 1 pinch and 1 dash in grams? English recipe confuse me.',
    lang: 'en',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'They are informal: a pinch is what you hold between thumb and finger, about 1/16 teaspoon (0.3-0.5 g of salt); a dash is about 1/8 teaspoon, or a few drops of a liquid.',
  },
  // ── catalan-spanish-techniques (14: 7 ca, 4 es, 3 en) ──
  {
    question:
      'Com es fa la salsa romesco de debò? A Riudoms cadascú la fa a la seva manera i jo vull la base.',
    lang: 'ca',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'Roasted tomatoes and garlic, the soaked flesh of ñores (dried romesco peppers), toasted almonds and hazelnuts, fried bread, olive oil, vinegar and salt, pounded in a mortar or blended into a thick sauce.',
  },
  {
    question:
      'Quanta estona ha de fer-se un sofregit de ceba i tomàquet? La meva parella diu 10 minuts i jo dic una hora',
    lang: 'ca',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'Closer to the hour: the onion very slowly on low heat for 20-30 minutes until soft and golden, then the tomato until its water has evaporated and it darkens, 40 minutes to an hour or more in total.',
  },
  {
    question: "Com faig l'allioli en lo morter, sense ou, que no se me talle?",
    lang: 'ca',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'Pound peeled garlic with a pinch of salt to a paste, then add olive oil drop by drop, in a thin thread, turning the pestle steadily in one direction; if it splits, start again with fresh garlic and add the split sauce little by little.',
  },
  {
    question: "Per l'escalivada, millor a la brasa o al forn? I com pelo els pebrots sense que s'esmicolin?",
    lang: 'ca',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: "Embers give the traditional smoky taste; the oven works at about 200 °C for 45-60 minutes, turning. To peel, let them sweat covered (a bowl with a lid) for 10-15 minutes and the skin slides off; don't rinse them, tear them into strips.",
  },
  {
    question:
      'Fem calçotada a Peratallada amb sarments. Quan sé que els calçots estan fets i quanta estona s’han d’embolicar amb diari?',
    lang: 'ca',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'Grill over a lively flame until the outer layers are charred black (about 10-15 minutes, turning), then wrap bundles in newspaper for 10-20 minutes to steam and finish; peel off the burnt layer and dip in romesco or salvitxada.',
  },
  {
    question:
      'La colla sardanista fa escudella i carn d’olla per 10 al febrer. Quines carns hi van i quantes hores ha de bullir?',
    lang: 'ca',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'Beef shin, a hen or chicken, pork (ear, trotter, bones), a ham or veal bone, botifarra blanca and negra and the pilota, with chickpeas and vegetables (cabbage, potato, carrot, celery, turnip); simmer gently 3-4 hours, skimming, adding the pilota and botifarres in the last 30-45 minutes; the broth is served with galets, then the meats.',
  },
  {
    question: 'La meva jove diu que la samfaina i la ratatouille són el mateix. És veritat?',
    lang: 'ca',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'Close cousins, not identical: both are stewed aubergine, pepper, courgette, onion and tomato; samfaina is cooked together slowly into a soft, sauce-like base (often with meat or salt cod), while ratatouille usually cooks the vegetables separately and adds Provençal herbs.',
  },
  {
    question:
      '¿Cuánto tengo que cocer el pulpo para hacerlo a la gallega? Es de 2 kilos y lo tengo congelado.',
    lang: 'es',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'Thaw it in the fridge, dip it three times in boiling water (asustar), then boil about 35-45 minutes (roughly 20 minutes per kg) until a skewer goes in easily and rest 5-10 minutes in the water; cut with scissors and serve on boiled potato with coarse salt, pimentón and olive oil.',
  },
  {
    question:
      '¿El gazpacho lleva pan o no? En Jerez mi suegra lo hace con pan y mi mujer sin pan y estamos en guerra, illo.',
    lang: 'es',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'Both are valid: traditional Andalusian gazpacho has a little stale bread for body and a creamier emulsion; many modern versions leave it out for a lighter soup.',
  },
  {
    question: 'la patata de la tortilla es frita o pochada? y el huevo cuanto rato reposa antes de cuajar?',
    lang: 'es',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'Poached (confitada): the sliced potatoes (and onion, if used) cooked slowly in plenty of olive oil over low-medium heat for about 20 minutes, tender not crisp; drain, mix with the beaten eggs and rest 5-15 minutes, then cook briefly so the centre stays juicy.',
  },
  {
    question:
      'Nos han pedido fideuà para un grupo en el asador. ¿Los fideos se tuestan antes? ¿Y cuánto caldo por kilo?',
    lang: 'es',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'Yes: toast the fideos in oil until golden, then add hot fish or shellfish stock, about 2-2½ litres per kg of fideos; cook about 10 minutes, then a few minutes in a hot oven or under the grill so the noodles curl up; serve with allioli.',
  },
  {
    question:
      "The Catalan lads at the club keep talking about a 'picada' for stews. What is it exactly and when do you add it?",
    lang: 'en',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'A mortar-pounded paste of garlic, toasted almonds or hazelnuts, fried bread and parsley (sometimes saffron or chocolate), loosened with a little stock and stirred in during the last 5-10 minutes to thicken and flavour the stew.',
  },
  {
    question: 'whats crema catalana, is it just creme brulee with a different name or wha',
    lang: 'en',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'Similar but not the same: crema catalana is a stovetop custard of milk and egg yolks thickened with cornflour, flavoured with lemon peel and cinnamon, chilled, with sugar caramelised on top (traditionally with a hot iron); crème brûlée is cream-based, with vanilla, baked in a water bath.',
  },
  {
    question: 'Had a suquet in Tossa on vacation. What is it and how do I make one back home in the Keys?',
    lang: 'en',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'A Catalan fishermen’s fish-and-potato stew: a garlic and tomato sofregit, potatoes cooked in fish stock, then firm fish (monkfish, hake, rockfish) and shellfish for the last few minutes, finished with a picada.',
  },
  // ── pairings (14: 6 ca, 5 es, 3 en) ──
  {
    question: 'Quin vi li va bé a un fricandó? Tinc un negre de la Terra Alta i un blanc de garnatxa.',
    lang: 'ca',
    area: 'pairings',
    expect: 'answer',
    gist: 'The red: a medium-bodied garnatxa negra suits the stewed veal and mushrooms; a full, oak-aged garnatxa blanca can also work.',
  },
  {
    question: 'Què hi poso de guarnició a la gamba a la planxa? No vull tapar-ne el gust',
    lang: 'ca',
    area: 'pairings',
    expect: 'answer',
    gist: 'Keep it simple: coarse salt, a drizzle of olive oil or lemon, pa amb tomàquet or a plain green salad; to drink, a crisp white (Empordà) or cava.',
  },
  {
    question: 'Per a la crema de carbassa, quin topping hi poso? Aquí tinc pipes, nata agra, pa de sègol...',
    lang: 'ca',
    area: 'pairings',
    expect: 'answer',
    gist: 'Toasted pumpkin seeds, a swirl of sour cream, crème fraîche or yogurt, rye croutons and a drizzle of good olive oil; a pinch of nutmeg, chilli or ginger, or crispy bacon or sage.',
  },
  {
    question: 'quina herba li va al xai? tinc romani, farigola i menta',
    lang: 'ca',
    area: 'pairings',
    expect: 'answer',
    gist: 'All three: rosemary and thyme (with garlic) for roasting or grilling, mint in a sauce or a yogurt dressing.',
  },
  {
    question: 'Amb unes postres de tiramisú, quin vi dolç o licor hi escauria?',
    lang: 'ca',
    area: 'pairings',
    expect: 'answer',
    gist: 'A sweet wine such as Marsala, Moscatell or Vin Santo, or a coffee or almond liqueur (amaretto); or simply an espresso.',
  },
  {
    question: 'Amb el tagine de xai amb prunes que es menja, pa o cuscus?',
    lang: 'ca',
    area: 'pairings',
    expect: 'answer',
    gist: 'Either: in Morocco it is eaten with bread to scoop up the sauce; couscous (or rice) is also fine, with a fresh salad.',
  },
  {
    question: 'Con el cochinillo, ¿qué guarnición pongo? ¿Y qué vino?',
    lang: 'es',
    area: 'pairings',
    expect: 'answer',
    gist: 'Something light to cut the fat: a green salad (lettuce and onion) or roast potatoes; to drink, a Ribera del Duero or a young Castilian red (tinto fino / Tempranillo).',
  },
  {
    question: "¿Qué salsa le pongo a los tequeños pa' una fiesta, primo?",
    lang: 'es',
    area: 'pairings',
    expect: 'answer',
    gist: 'Guasacaca, salsa rosada (mayonnaise and ketchup), a garlic sauce, or a sweet-spicy guava or pepper jam.',
  },
  {
    question: 'Para ceviche de corvina, ¿qué se acompaña en Perú? Quiero servir bien.',
    lang: 'es',
    area: 'pairings',
    expect: 'answer',
    gist: 'Boiled sweet potato (camote), large-kernel corn (choclo) and toasted cancha, red onion and a lettuce leaf; to drink, a cold beer or a pisco sour.',
  },
  {
    question: 'Con embutido de Requena a la brasa, ¿tinto o rosado de Bobal?',
    lang: 'es',
    area: 'pairings',
    expect: 'answer',
    gist: 'Both work: a young Bobal red or a Bobal rosé (traditional in Utiel-Requena); the rosé’s acidity and fruit cut the fat of grilled sausages.',
  },
  {
    question: 'q le pega a una hamburguesa casera aparte de patatas fritas? quiero algo diferente',
    lang: 'es',
    area: 'pairings',
    expect: 'answer',
    gist: 'Sweet-potato or oven wedges, coleslaw, onion rings, corn on the cob, a green salad or pickles; a chipotle or garlic mayonnaise.',
  },
  {
    question: 'what goes good with lamb flaps off the bbq? chur',
    lang: 'en',
    area: 'pairings',
    expect: 'answer',
    gist: 'Something fresh and acidic to cut the fat: a green salad or coleslaw, pineapple, lemon or a mint sauce, with taro, kumara or potatoes.',
  },
  {
    question: 'What wine goes with grilled mahi-mahi and mango salsa?',
    lang: 'en',
    area: 'pairings',
    expect: 'answer',
    gist: 'A crisp, fruity white: Sauvignon Blanc, Albariño or an off-dry Riesling, or a dry rosé.',
  },
  {
    question: 'Which cheese goes with fig jam on a board?',
    lang: 'en',
    area: 'pairings',
    expect: 'answer',
    gist: 'Blue cheese, goat’s cheese, manchego, brie or an aged cheddar: salty or tangy cheeses contrast the sweet figs.',
  },
  // ── recipe-request (18: 8 ca, 6 es, 4 en; all recipes) ──
  {
    question:
      'Em podríeu passar la recepta de la coca de Sant Joan? La de brioix amb fruita confitada i pinyons.',
    lang: 'ca',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Coca de Sant Joan.',
  },
  {
    question: 'La meua néta vol la recepta de la paella. En teniu?',
    lang: 'ca',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'The catalogue has no paella: say so (an outline is fine); only Arròs negre or Fideuà de marisc may be offered, clearly as close alternatives; nothing else.',
  },
  {
    question: 'receptes amb alvocat?',
    lang: 'ca',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Guacamole amb nachos and Maki de salmó i alvocat.',
  },
  {
    question: 'Teniu alguna recepta amb bolets? Ara és temps de rovellons i en tinc un cistell.',
    lang: 'ca',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Risotto de bolets and Fricandó de vedella amb moixernons (moixernons are wild mushrooms).',
  },
  {
    question: 'Busquem una recepta de lasanya vegetariana, que la meva parella no menja carn.',
    lang: 'ca',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'The catalogue has no vegetarian lasagne: say so (an outline is fine); Lasanya de carn may be named only as a meat recipe to adapt, never as vegetarian; nothing unrelated.',
  },
  {
    question: "Desitjaria la recepta de l'esqueixada de bacallà, si us plau.",
    lang: 'ca',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'The catalogue has no esqueixada: say so (an outline is fine); Xató, the salt-cod and endive salad, is the only related recipe that may be offered; nothing else.',
  },
  {
    question: 'Teniu recepta de panellets? Els de pinyons, per Tots Sants.',
    lang: 'ca',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Panellets de pinyons.',
  },
  {
    question: 'alguna recepta de sopa calenta x quan baixo de la pista? algo japones',
    lang: 'ca',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Ramen de miso and Sopa de miso amb tofu.',
  },
  {
    question: "¿Tienen receta de tacos al pastor? Pa' comparar con los míos, jaja.",
    lang: 'es',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Tacos al pastor.',
  },
  {
    question: 'receta de salmorejo porfa',
    lang: 'es',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'The catalogue has no salmorejo: say so (an outline is fine); Gaspatxo andalús is the only close recipe and may be offered as such; nothing else.',
  },
  {
    question: '¿Alguna receta con garbanzos?',
    lang: 'es',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Hummus casolà and Falàfel amb salsa de iogurt; Escudella i carn d’olla also has chickpeas.',
  },
  {
    question: 'Quiero una receta de carbonara, la auténtica, sin nata por favor.',
    lang: 'es',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Espaguetis a la carbonara (egg yolks, pecorino, guanciale or pancetta, black pepper; no cream).',
  },
  {
    question: '¿Tienen receta de guacamole? Es para la comida del domingo con mis nietos.',
    lang: 'es',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Guacamole amb nachos.',
  },
  {
    question: 'Quisiéramos una receta de tarta de queso al horno para la fiesta de la Inmaculada.',
    lang: 'es',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Pastís de formatge al forn.',
  },
  {
    question: 'any recipe for butter chicken? the young lad is mad for it',
    lang: 'en',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'The catalogue has no butter chicken: Curri de gall dindi amb mantega (a butter curry made with turkey) is the fitting near-match and should be offered as such; nothing else.',
  },
  {
    question: "Got a recipe for pancakes? Blueberry ones if you have 'em.",
    lang: 'en',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Pancakes amb nabius.',
  },
  {
    question: 'Recipes with lamb? Need the protein for the season.',
    lang: 'en',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Tagine de xai amb prunes (the only lamb recipe).',
  },
  {
    question: 'Do you have a pepper soup recipe? Goat or fish, either.',
    lang: 'en',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'The catalogue has no pepper soup: say so (an outline is fine); nothing unrelated may be listed.',
  },
  // ── follow-up (12: 5 ca, 4 es, 3 en; 3 recipes) ──
  {
    question: 'I si el tinc congelat, quant abans l’he de treure del congelador?',
    lang: 'ca',
    area: 'follow-up',
    expect: 'answer',
    previous: 'Com es fa el pop a la gallega?',
    gist: 'Thaw it in the fridge, about 24 hours for a 1-2 kg octopus (up to 36 for a big one), never at room temperature; freezing also helps tenderise it.',
  },
  {
    question: 'I alguna que no porti carn?',
    lang: 'ca',
    area: 'follow-up',
    expect: 'recipes',
    previous: 'Teniu receptes amb cigrons?',
    gist: 'Hummus casolà and Falàfel amb salsa de iogurt (meat-free); not Escudella i carn d’olla.',
  },
  {
    question: 'i si són congelades, les fregim directament o les descongelem?',
    lang: 'ca',
    area: 'follow-up',
    expect: 'answer',
    previous: 'A quina temperatura fregeixo les croquetes?',
    gist: 'Straight from frozen, a few at a time, at about 180 °C (a minute or so longer); thawed croquettes go soft and burst.',
  },
  {
    question: 'i al microones com?',
    lang: 'ca',
    area: 'follow-up',
    expect: 'answer',
    previous: "quina proporcio d'aigua x l'arros blanc",
    gist: 'About 1 part rice to 2 of water in a large microwave-safe bowl, loosely covered: full power about 5 minutes until boiling, then medium for about 12-15 minutes, and 5 minutes standing covered.',
  },
  {
    question: 'I la puc deixar feta el dia abans?',
    lang: 'ca',
    area: 'follow-up',
    expect: 'answer',
    previous: 'Voldria una recepta de crema catalana.',
    gist: 'Yes: make the custard ahead and keep it covered in the fridge (up to 2-3 days), but caramelise the sugar just before serving or it goes soft.',
  },
  {
    question: '¿Y si es solo medio?',
    lang: 'es',
    area: 'follow-up',
    expect: 'answer',
    previous: '¿Cuánto tarda un cochinillo en el horno?',
    gist: 'Nearly the same, around 1¾-2 hours at 180 °C, since time depends on thickness more than weight: skin-down first, then skin-up, finishing hotter to crisp the skin.',
  },
  {
    question: '¿Y cuál de esas no lleva pescado? Mi novio es alérgico.',
    lang: 'es',
    area: 'follow-up',
    expect: 'recipes',
    previous: '¿Tenéis recetas japonesas?',
    gist: 'Gyozas de porc i col is the safe pick; Maki de salmó i alvocat has fish, and Sopa de miso amb tofu, Ramen de miso and Okonomiyaki often use fish dashi or bonito flakes, so the answer must warn (they are fine only with kombu or vegetable stock and no katsuobushi).',
  },
  {
    question: '¿Y si se me corta?',
    lang: 'es',
    area: 'follow-up',
    expect: 'answer',
    previous: '¿Cómo se hace el allioli sin huevo?',
    gist: 'Start again in a clean mortar with a fresh garlic clove and salt (or a little bread or boiled potato) and add the split sauce slowly, drop by drop.',
  },
  {
    question: '¿Y el vapor cómo lo hacemos en un horno normal?',
    lang: 'es',
    area: 'follow-up',
    expect: 'answer',
    previous: '¿A cuántos grados se hace el pan casero?',
    gist: 'Put a tray at the bottom of the oven while preheating and pour in boiling water (or ice cubes) as the bread goes in, or spray the walls; let the steam out after 10-15 minutes. A lidded cast-iron pot does the same job.',
  },
  {
    question: "And if it's stuffed?",
    lang: 'en',
    area: 'follow-up',
    expect: 'answer',
    previous: 'How long do I roast a whole chicken?',
    gist: 'Add roughly 15-30 minutes; the stuffing in the centre must also reach 74 °C (165 °F), or bake the stuffing separately.',
  },
  {
    question: "which one's quickest on a weeknight?",
    lang: 'en',
    area: 'follow-up',
    expect: 'recipes',
    previous: 'Do you have any shrimp recipes?',
    gist: 'Pad thai de gambes (a quick stir-fry); Arròs fregit tres delícies is also quick with cooked rice; Fideuà de marisc takes longer.',
  },
  {
    question: 'and for brown rice?',
    lang: 'en',
    area: 'follow-up',
    expect: 'answer',
    previous: 'how much water for basmati',
    gist: 'More water and time: about 1 : 2-2½ by volume, simmered covered for 40-45 minutes, then 10 minutes resting.',
  },
  // ── mixed-language (6: 2 ca, 2 es, 2 en) ──
  {
    question: "bro com faig q el bacon quedi crispy a l'air fryer sense q s'escampi el greix x tot arreu",
    lang: 'ca',
    area: 'mixed-language',
    expect: 'answer',
    gist: 'About 180-200 °C for 8-10 minutes in a single layer, turning halfway; a little water or a slice of bread in the bottom drawer catches the fat and cuts the smoke.',
  },
  {
    question: 'Ma sogra diu que el rape del suquet s’ha de tirar al final pa que no es deshaga, és cert?',
    lang: 'ca',
    area: 'mixed-language',
    expect: 'answer',
    gist: 'Yes: add the monkfish (rap) in the last 5-8 minutes, once the potatoes are nearly done, so it stays firm and juicy.',
  },
  {
    question: 'Oye, para la calçotada del finde, ¿la salvitxada es lo mismo que el romesco o cambia algo?',
    lang: 'es',
    area: 'mixed-language',
    expect: 'answer',
    gist: 'Very close: salvitxada is the Valls calçot sauce, a romesco-type sauce of roasted tomato and garlic, ñora, toasted almonds or hazelnuts, oil and vinegar; the differences are local proportions.',
  },
  {
    question: "Primo, ¿cómo hago un pulled pork en el slow cooker? Es pa' unos sandwiches el weekend.",
    lang: 'es',
    area: 'mixed-language',
    expect: 'answer',
    gist: 'Season a pork shoulder (1.5-2 kg) and cook it on low 8-10 hours (or high 5-6) with a little liquid until it shreds easily (about 90-95 °C inside); shred it and mix with the sauce.',
  },
  {
    question:
      'Our rugby club does a grillade and the Catalan boys bring botifarra. Do I prick the saucisses before they go on the braise or not?',
    lang: 'en',
    area: 'mixed-language',
    expect: 'answer',
    gist: "Don't prick them (the juices run out and they dry); cook over medium embers, turning, about 15-20 minutes until 70 °C inside. 'Braise' is French for the embers.",
  },
  {
    question: "my flatmate says i should add 'un chorrito de vinagre' to the lentejas. why and when??",
    lang: 'en',
    area: 'mixed-language',
    expect: 'answer',
    gist: 'A splash of vinegar brightens the flavour of the lentils; add it at the end, off the heat, just before serving, not at the start (acid keeps lentils firm).',
  },
  // ── off-topic (12: 6 ca, 4 es, 2 en) ──
  {
    question: 'A quants graus he de rentar els calçotets de cotó perquè no s’encongeixin?',
    lang: 'ca',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'Off-topic (laundry: calçotets are underpants, not calçots): must be declined.',
  },
  {
    question: 'On puc comprar entrades per al concert de Sopa de Cabra a Girona?',
    lang: 'ca',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'Off-topic (concert tickets for a rock band): must be declined.',
  },
  {
    question: 'Com s’escriu «pinya» en pinyin? Estic aprenent xinès.',
    lang: 'ca',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'Off-topic (Chinese language and romanisation): must be declined.',
  },
  {
    question: 'Quina companyia de llum surt més barata si tinc la cuina d’inducció?',
    lang: 'ca',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'Off-topic (electricity tariffs): must be declined.',
  },
  {
    question: 'El meu fill diu que al Minecraft es pot fer un pastís. Com es fa?',
    lang: 'ca',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'Off-topic (crafting in a video game): must be declined.',
  },
  {
    question: 'busco idees per tatuar una ceba a un client q es cuiner, algun disseny xulo?',
    lang: 'ca',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'Off-topic (tattoo design): must be declined.',
  },
  {
    question: 'Tengo algo de pasta ahorrada, ¿la meto en un fondo indexado o en un piso?',
    lang: 'es',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'Off-topic (investing; "pasta" means money here): must be declined.',
  },
  {
    question: "¿Qué significa 'dar calabazas'? Me lo dijo una compañera y no lo pillé.",
    lang: 'es',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'Off-topic (the meaning of an idiom, to turn someone down or fail them): must be declined.',
  },
  {
    question: '¿Cómo quito una mancha de aceite de una camisa de seda?',
    lang: 'es',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'Off-topic (stain removal on clothing): must be declined.',
  },
  {
    question: 'Mi jefe del asador me tiene 12 horas al día sin contrato, ¿puedo denunciarlo?',
    lang: 'es',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'Off-topic (labour law): must be declined.',
  },
  {
    question: "How do I stop my Shopify store's cookies from being blocked in Safari?",
    lang: 'en',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'Off-topic (web browser cookies): must be declined.',
  },
  {
    question: 'Best OS to turn a Raspberry Pi into a home media server?',
    lang: 'en',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'Off-topic (computing): must be declined.',
  },
];
