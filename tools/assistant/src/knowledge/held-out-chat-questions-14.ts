/**
 * Held-out chat questions, set 14 (issue 34): written on 2026-12-02, BLIND — without reading the
 * knowledge base, the matcher, the tests, the docs or any earlier question set (only the type, the
 * judging rules, the demo recipes' titles and ingredients and the earlier sets' voice lists were
 * read) — and never to be used to write or tune them. 180 questions: 80 Catalan, 55 Spanish,
 * 45 English.
 *
 * Areas (ca/es/en): storage-safety 15 (7/4/4), temperatures 15 (7/4/4), doneness-times 15 (7/4/4),
 * substitutions 15 (7/4/4), troubleshooting 15 (6/5/4), cook-with-what-i-have 15 (6/5/4; 12 expect
 * 'recipes', 3 'answer'), conversions-quantities 14 (6/4/4), catalan-spanish-techniques 14 (6/5/3),
 * pairings 14 (6/4/4), recipe-request 18 (8/6/4, all 'recipes'), follow-up 12 (5/4/3, each with
 * `previous`), mixed-language 6 (3/2/1, `lang` is the dominant language), off-topic 12 (6/4/2,
 * 'off-topic'). Everything else expects 'answer'.
 *
 * Voices, on purpose unlike sets 11 to 13: a Sóller baker in Mallorcan ("es/sa", "ca nostra",
 * "al·lot", "vespre"), an Eivissenc grandmother ("sa neta", "és ver"), a Rossellonès from Perpinyà
 * with French words ("la cuisinière", "thermostat 6", "d'accord", "crème fraîche"), an Andorran ski
 * instructor at 1.600 m, a Vic charcuterie shop assistant (fuet), a Reus vermouth-bar owner (braves),
 * a Priorat grape-harvest cook (dinar de verema), a castellers colla cook (dinar per 60, pilar de 4),
 * a home-care worker batch-cooking for an old man in Olot, a new mother in Terrassa, a Figueres school
 * canteen cook, a Delta de l'Ebre rice farmer ("xiquets", arròs a banda), a Berguedà Patum volunteer;
 * a Canarian ("mi niño", papas arrugadas, mojo picón, sancocho), an Asturian ("ho", fabes, pota,
 * sidra), an Extremaduran (migas, suegra), a Cádiz fry-shop regular ("quillo", pescaíto, chirigota),
 * a Basque txoko member ("aupa", pil-pil), an Argentine in Barcelona ("che", heladera, chimichurri),
 * a Venezuelan ("chamo", pan de jamón, pernil), a Cuban in Miami in Spanglish (mojo, tostones, pork
 * shoulder), a Leonese (cecina, lentejas), a Sevillian cofrade (torrijas for 15), a recent widower
 * of 78, a daughter feeding her 92-year-old mother; a Highland B&B owner ("och", "wee", haggis, a
 * gill), a Singaporean in Singlish ("lah", "one", "can or not"), a Minnesotan ("uff da", hotdish),
 * a Yorkshire cook ("me", "t'oven", "nowt"), a Texas pitmaster ("fixin' to", brisket for 40), a Hong
 * Kong expat in a Spanish flat (fan oven, Shaoxing wine), a Bangalore office worker ("kindly"), a
 * Leeds student nurse (all lowercase) and a British expat in Sitges (buttermilk at Mercadona).
 * Short and long, typos, missing accents, dialect, everyday quantities, dishes named without the
 * word "recepta"/"receta"/"recipe", and "why did this go wrong".
 *
 * Traps: dialect and French/English/Spanish loanwords (es/sa, al·lot, thermostat, heladera, quillo,
 * lah, t'oven); recipe requests for dishes the catalogue does not hold (mongetes amb botifarra, coca
 * de recapte, sancocho canario, fabada, cullen skink, toad in the hole), where a near neighbour
 * (Macarrons de l’àvia, Coca de Sant Joan, Escudella i carn d’olla) must not be offered as the dish;
 * requests by ingredient (sípia, cigrons, gambes, tofu, salmón, lamb); cook-with questions that fit
 * two recipes (albergínies + pebrots: Escalivada and Ratatouille; pa sec + tomàquets: Gaspatxo and
 * Pa amb tomàquet) and one that fits none (morcilla, piñones, piquillos); three cook-with questions
 * that ask how to use something up (a 3 kg carbassa, drying cecina, six egg whites); numbers that are
 * not quantities (1.600 m, 92 years, a 9x13 dish, school lunch from 12 to 2, a boy turning 10, the
 * 86 World Cup, 10 hours without power); a French
 * oven "thermostat", a Spanish chocolate "onza" and a Scottish "gill"; follow-ups that only make sense
 * with the first turn ("I si porta ceba dura menys?", "¿Y en un molde de silicona?", "and what if
 * it's still partly frozen?"); mixed languages (meal prep, crème fraîche and castellanismes inside
 * Catalan; pork shoulder and butifarra inside Spanish; "fins que canti" and caldo inside English);
 * off-topic questions dressed in kitchen words (grouting kitchen tiles, an oil stain on a shirt,
 * photographing dishes with a phone, "cocinar" a poll, "baking" a cake in Minecraft, oil for a
 * truck engine, a cover letter for a cook's job, a child's ibuprofen dose).
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

export const HELD_OUT_CHAT_QUESTIONS_14: readonly HeldOutChatQuestion[] = [
  // ── storage-safety (7 ca / 4 es / 4 en) ──
  {
    question:
      "Ahir vespre vaig fer sopa i la vaig deixar dins sa greixonera damunt es foc apagat tota sa nit. Encara la puc donar per dinar a s'al·lot o l'he de tirar?",
    lang: 'ca',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'Cooked food left at room temperature overnight (well over 2 hours) should be thrown away; reheating does not make it safe; next time cool it and refrigerate within 2 hours.',
  },
  {
    question:
      'som la colla i fem fideuà per 60 el diumenge. Quants dies abans puc tenir el fumet fet a la nevera? I si el congelo, quant aguanta?',
    lang: 'ca',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'Homemade fish stock keeps about 2–3 days in the fridge (cooled quickly, ≤4 °C); frozen, about 2–3 months; boil it before using.',
  },
  {
    question:
      "Treballo cuidant un senyor gran a Olot i el dilluns li deixo el menjar fet per a tota la setmana. Fins a quin dia li puc donar l'arròs bullit? Una amiga em diu que l'arròs que sobra és perillós",
    lang: 'ca',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'Cooked rice must be cooled fast and refrigerated (Bacillus cereus); eat it within about 1 day (at most 2–3), not all week; freeze portions for later days; reheat only once until piping hot.',
  },
  {
    question:
      'tinc un pot de tomaquet fregit obert a la nevera fa dues setmanes, no fa mala olor ni te floridura. el puc fer servir pels macarrons del nen?',
    lang: 'ca',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'An opened jar of tomato sauce keeps about 5 days (up to about a week) in the fridge; after two weeks it should be thrown away; smell is not a reliable test.',
  },
  {
    question:
      "Sa meva neta diu que sa carn descongelada no es pot tornar a congelar. Jo la vaig descongelar dins sa nevera i encara no l'he cuinada. És ver que no la puc tornar a posar al congelador?",
    lang: 'ca',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'Raw meat thawed in the fridge can be refrozen without cooking (some loss of quality), if it stayed cold and within a day or two; not if thawed at room temperature; once cooked it can be frozen again.',
  },
  {
    question:
      "Un client de la xarcuteria em pregunta si el fuet, un cop començat, s'ha de guardar a la nevera. Què li dic? I la floridura blanca de la pell es menja?",
    lang: 'ca',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'Whole fuet keeps in a cool, dry place; once cut, cover the cut end and keep it in the fridge (or very cool place), eat within 1–2 weeks; the white mould on the casing is normal and harmless (can be peeled off).',
  },
  {
    question:
      'Al rebost hem trobat una llauna de tonyina inflada, la tapa fa bombeta. Los xiquets diuen que si la bullim una estona ja es pot menjar, és veritat?',
    lang: 'ca',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'No: a bulging can must be thrown away without opening or tasting it (risk of botulism); boiling is not a safe fix.',
  },
  {
    question:
      'Mi niño, ¿cuánto me aguanta el mojo picón casero en la nevera? Lo hice con ajo crudo, aceite, vinagre y pimienta.',
    lang: 'es',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'Homemade mojo with raw garlic in oil must be kept in the fridge in a closed jar and used within about a week (4–7 days); never at room temperature (garlic in oil, botulism risk); freeze for longer.',
  },
  {
    question:
      'Che, hice chimichurri para el asado del domingo y sobró un frasco entero. ¿Lo puedo dejar afuera en la alacena o va sí o sí a la heladera?',
    lang: 'es',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'It goes in the fridge (fresh garlic and herbs in oil); it keeps about a week there, covered with oil; not at room temperature.',
  },
  {
    question:
      'Ho, tengo fabes con compango de ayer que quedaron en la pota fuera toda la noche, la cocina estaba fresquina. ¿Si las recaliento bien hirviendo se pueden comer?',
    lang: 'es',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'A bean stew left out all night (more than 2 hours) should be thrown away; reboiling does not remove the risk (Clostridium perfringens, toxins); next time cool it and refrigerate within 2 hours.',
  },
  {
    question:
      'Soy viudo desde hace poco y nunca había hecho la compra. Los huevos los tengo en la puerta de la nevera. ¿Hasta cuándo se pueden comer? ¿Hay que lavarlos?',
    lang: 'es',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'Eat them by the best-before date on the box (in Spain about 28 days from laying), kept in the fridge (better inside than in the door); a few days past it only well cooked; do not wash them before storing.',
  },
  {
    question:
      "Och, the guests left half a poached salmon from the buffet and it sat about 3 hours in a warm dining room. Can I flake it for tomorrow's wee sandwiches?",
    lang: 'en',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'No: cooked fish left more than 2 hours at room temperature (less if warm) should be thrown away.',
  },
  {
    question:
      'Cooked chicken curry can keep in fridge how many days one? I want to cook one big pot on Sunday for the whole week lah',
    lang: 'en',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'About 3–4 days in the fridge; freeze portions for the rest of the week; reheat until piping hot (75 °C) only once.',
  },
  {
    question:
      "Uff da, power went out overnight in the storm, maybe 10 hours. The chest freezer in the garage stayed shut the whole time and it's pretty full. Is the stuff in there still good?",
    lang: 'en',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'Yes: a full, closed chest freezer keeps food frozen about 48 hours (half full about 24); food that still has ice crystals or is at 4 °C or below is safe and can be refrozen.',
  },
  {
    question: "how long can i keep a tub of hummus once it's open? mine's been in the fridge 9 days",
    lang: 'en',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'Opened hummus keeps about 4–7 days in the fridge (check the label); at 9 days it should be thrown away.',
  },

  // ── temperatures (7 ca / 4 es / 4 en) ──
  {
    question:
      'Bonjour! El forn de la meva cuisinière no té graus, només posa thermostat 1 a 9. La coca diu 180 graus, a quin número el poso?',
    lang: 'ca',
    area: 'temperatures',
    expect: 'answer',
    gist: 'French thermostat settings are about 30 °C per number, so 180 °C is thermostat 6.',
  },
  {
    question:
      "Per les patates braves del bar les fregeixo en dues tandes. A quina temperatura poso l'oli de la fregidora a cada fregida?",
    lang: 'ca',
    area: 'temperatures',
    expect: 'answer',
    gist: 'First fry at about 150–160 °C to cook them through, second at about 180–190 °C to make them crisp and golden.',
  },
  {
    question:
      'Farem xai a la brasa per al dinar de verema. Quants graus ha de marcar el termòmetre dins la cuixa perquè quedi rosadet i no cru?',
    lang: 'ca',
    area: 'temperatures',
    expect: 'answer',
    gist: 'About 57–62 °C in the thickest part for pink (medium-rare to medium); about 70 °C or more is well done; let it rest before carving.',
  },
  {
    question:
      'quina temperatura ha de fer el pollastre rostit per dins perque sigui segur? tinc un termometre de punxa nou',
    lang: 'ca',
    area: 'temperatures',
    expect: 'answer',
    gist: '74 °C (165 °F) in the thickest part of the thigh, not touching the bone; juices run clear.',
  },
  {
    question:
      "Al menjador de l'escola el menjar surt de la cuina a les 12 i els últims nens mengen a les 2. A quina temperatura mínima l'hem de mantenir calent?",
    lang: 'ca',
    area: 'temperatures',
    expect: 'answer',
    gist: 'Hot food must be held at 65 °C or above (at least 63 °C under common guidance) until served.',
  },
  {
    question:
      "Per fer llevar sa massa de ses ensaïmades, a quants graus ha d'estar es lloc? A ca nostra a l'hivern fa fresca i tarden una eternitat.",
    lang: 'ca',
    area: 'temperatures',
    expect: 'answer',
    gist: 'A warm, draught-free spot around 25–28 °C (e.g. oven off with the light on, or with a bowl of hot water); below that it still rises but takes many more hours.',
  },
  {
    question:
      "Visc a Andorra a 1.600 m. L'aigua bull a menys graus aqui dalt? Aixo canvia el temps de la pasta?",
    lang: 'ca',
    area: 'temperatures',
    expect: 'answer',
    gist: 'Yes, at about 1,600 m water boils at roughly 94–95 °C, so pasta needs a little longer (a minute or two more than the packet); taste to check.',
  },
  {
    question:
      'Aupa. Para el bacalao al pil-pil, ¿a qué temperatura tiene que estar el aceite? En el txoko unos dicen que casi frío y otros que bien caliente.',
    lang: 'es',
    area: 'temperatures',
    expect: 'answer',
    gist: 'Low: confit the cod gently in oil at about 60–70 °C (never frying) so it releases its gelatin; then emulsify off the heat or on very low heat by moving the cazuela.',
  },
  {
    question:
      'Quillo, ¿a cuántos grados pongo el aceite pa freír el pescaíto, boquerones y chocos, sin que se queden aceitosos?',
    lang: 'es',
    area: 'temperatures',
    expect: 'answer',
    gist: 'About 180 °C (175–190 °C); too cold oil makes it greasy; fry in small batches so the temperature does not drop.',
  },
  {
    question:
      'Chamo, voy a hornear pan de jamón para Navidad, cada uno de más o menos un kilo de masa. ¿A qué temperatura y cuánto tiempo?',
    lang: 'es',
    area: 'temperatures',
    expect: 'answer',
    gist: 'About 180 °C for roughly 30–40 minutes, until deep golden and sounding hollow (about 90 °C inside); brush with egg.',
  },
  {
    question:
      'Mi madre dice que el cerdo hay que hacerlo siempre muy hecho por la triquina. ¿A qué temperatura por dentro es seguro el lomo?',
    lang: 'es',
    area: 'temperatures',
    expect: 'answer',
    gist: 'Whole pork cuts like loin are safe at 63 °C in the centre plus a 3-minute rest (can be slightly pink); minced pork 71 °C; inspected commercial pork has no trichinella risk, but wild boar must be cooked through (71 °C+).',
  },
  {
    question:
      "Fixin' to smoke a brisket for the church picnic. What pit temp do I run and what internal temp am I shooting for before I pull it?",
    lang: 'en',
    area: 'temperatures',
    expect: 'answer',
    gist: 'Pit about 107–135 °C (225–275 °F); pull around 93–96 °C (200–205 °F) internal, when a probe slides in like butter; rest at least an hour wrapped.',
  },
  {
    question: "Me Yorkshire puddings come out flat as owt. How hot should t'oven and t'fat be?",
    lang: 'en',
    area: 'temperatures',
    expect: 'answer',
    gist: "Very hot: oven at about 220–230 °C, and the fat in the tin heated until smoking hot before the batter goes in; don't open the door for the first 20 minutes.",
  },
  {
    question:
      'My rented flat in Valencia has an oven with only a fan symbol. The recipe says 200°C conventional. What do I set it to?',
    lang: 'en',
    area: 'temperatures',
    expect: 'answer',
    gist: 'Lower it by about 20 °C for a fan oven: about 180 °C.',
  },
  {
    question:
      'Kindly tell me the correct temperature of water for proofing dry yeast, it seems I am killing it every time.',
    lang: 'en',
    area: 'temperatures',
    expect: 'answer',
    gist: 'Lukewarm water around 35–40 °C (feels just warm on the wrist); above about 50–60 °C kills yeast.',
  },

  // ── doneness-times (7 ca / 4 es / 4 en) ──
  {
    question:
      'Quants minuts han de bullir els ous per tenir-los durs pero sense aquell cercle verd al rovell?',
    lang: 'ca',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'About 9–10 minutes from when the water boils (10–12 at a gentle simmer), then straight into cold water; the green ring comes from overcooking.',
  },
  {
    question:
      "Per un arròs a banda a la paella, quanta estona ha de coure l'arròs bomba des que tiro el fumet? I quant el deixo reposar?",
    lang: 'ca',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'About 17–20 minutes of cooking (bomba), without stirring, then 3–5 minutes of rest off the heat.',
  },
  {
    question:
      'Calçots a la brasa: quanta estona per cada costat? Els vull tendres per dins pero que no siguin carbó del tot',
    lang: 'ca',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'Over a strong flame until the outside is blackened, roughly 5–8 minutes per side (10–15 in total), then wrap in newspaper for 10–20 minutes so they steam and soften.',
  },
  {
    question:
      "Els cigrons secs, després de tenir-los en remull tota la nit, quant han de bullir? a l'olla de tota la vida i a l'olla rapida",
    lang: 'ca',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'Ordinary pot about 1½–2½ hours (into already boiling water); pressure cooker about 20–30 minutes.',
  },
  {
    question:
      "Quant de temps ha de bullir el brou de l'escudella amb els ossos, la gallina i la vedella perquè tingui gust de debò?",
    lang: 'ca',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'A gentle simmer of about 2½–3 hours or more (the gallina needs long cooking), skimming the foam at the start.',
  },
  {
    question:
      "Per la Patum faig un rostit de vedella al forn d'1,5 kg. Quant temps li dono i com sé que està al punt sense tallar-lo?",
    lang: 'ca',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'At about 180–200 °C roughly 50–70 minutes for pink/medium; use a thermometer: about 55–60 °C inside for pink, 65–70 °C for well done; rest 10–15 minutes.',
  },
  {
    question:
      "Com sé quan els musclos al vapor ja estan fets? I els que no s'obren, els obro amb el ganivet?",
    lang: 'ca',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'About 3–5 minutes covered over high heat, done when the shells open; throw away the ones that stay closed rather than forcing them.',
  },
  {
    question:
      '¿Cuánto tiempo se tienen que hacer las migas? Mi suegra está una hora dándoles vueltas y yo me canso a los diez minutos.',
    lang: 'es',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'Roughly 30–45 minutes (up to an hour) over medium-low heat, turning and breaking them constantly until loose and golden; the bread is dampened the night before.',
  },
  {
    question:
      'Compré un pulpo congelado de dos kilos en el Mercadona. ¿Cuánto lo cuezo en olla normal para que quede tierno?',
    lang: 'es',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'About 40–50 minutes in simmering water (roughly 20–25 minutes per kilo) until a skewer goes in easily at the thickest part, then rest 10 minutes in the water; freezing already tenderises it.',
  },
  {
    question: '¿Cuánto le doy a un bife de chorizo de 3 cm en la parrilla para que quede jugoso, a punto?',
    lang: 'es',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'Over strong heat about 4–5 minutes per side for medium-rare/medium (about 55–60 °C inside), then rest about 5 minutes.',
  },
  {
    question:
      'Mi madre tiene 92 años y sólo come cosas muy blanditas. ¿Cuánto cuezo las lentejas pardinas para que se deshagan casi?',
    lang: 'es',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'Pardinas normally take about 30–40 minutes; for very soft, 45–60 minutes at a simmer (or about 15 minutes in a pressure cooker); no soaking needed.',
  },
  {
    question: 'How long do I bake a wild rice hotdish in a 9x13 at 350? Rice is already cooked.',
    lang: 'en',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'About 30–45 minutes at 175 °C (350 °F), covered then uncovered, until bubbling and hot through (74 °C); raw wild rice would need much longer.',
  },
  {
    question: 'steam whole fish 600g how many minutes ah? last time the middle still raw',
    lang: 'en',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'About 8–10 minutes over a rolling boil; done when the thickest part is opaque and flakes off the bone (eye turns white).',
  },
  {
    question:
      "How long should a roast turkey rest before I carve it? Feeding 20 folks and the gravy ain't made yet.",
    lang: 'en',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'About 20–40 minutes (up to an hour for a large bird), loosely tented with foil.',
  },
  {
    question: 'How long do I simmer a haggis, the 1 kg one from the butcher, for Burns Night?',
    lang: 'en',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'Simmer gently (not a hard boil), wrapped in foil, about 1½ hours for 1 kg (roughly 45 minutes per 500 g), until piping hot through (74 °C).',
  },

  // ── substitutions (7 ca / 4 es / 4 en) ──
  {
    question: 'No tinc vi ranci per al fricando i les botigues ja estan tancades. Que hi puc posar?',
    lang: 'ca',
    area: 'substitutions',
    expect: 'answer',
    gist: 'A dry oloroso or amontillado sherry, Marsala or dry Madeira; failing that, a splash of brandy or red wine, or more stock with a little vinegar.',
  },
  {
    question:
      "Puc espessir la crema catalana amb farina normal en lloc de midó de blat de moro? Quanta n'hi poso?",
    lang: 'ca',
    area: 'substitutions',
    expect: 'answer',
    gist: 'Yes: use about twice the weight of wheat flour as cornstarch, dissolved in cold milk, and cook a few minutes longer to lose the floury taste.',
  },
  {
    question:
      'La meva filla petita és celíaca. Per arrebossar el peix puc canviar la farina de blat per una altra?',
    lang: 'ca',
    area: 'substitutions',
    expect: 'answer',
    gist: 'Yes: rice flour, cornstarch or chickpea flour (certified gluten-free); avoid cross-contamination, e.g. fry in clean oil not used for wheat-coated food.',
  },
  {
    question: 'No trobo nyores enlloc per al romesco. Les puc canviar per pebre vermell dolç? Quant?',
    lang: 'ca',
    area: 'substitutions',
    expect: 'answer',
    gist: 'Yes: dried choricero or ancho peppers, or sweet pimentón (about 1 tablespoon for 2–3 ñoras), optionally with a roasted red pepper for body.',
  },
  {
    question: 'Puc fer la coca de Sant Joan amb llevat químic en comptes de llevat fresc? No en trobo',
    lang: 'ca',
    area: 'substitutions',
    expect: 'answer',
    gist: "Not really: baking powder does not give the brioche texture; use dried baker's yeast instead, about one third of the fresh weight (25 g fresh ≈ 8 g dry).",
  },
  {
    question:
      'Faig un pastís de iogurt i no tinc mantega. Puc posar oli de gira-sol? Quina quantitat en lloc de 200 g de mantega?',
    lang: 'ca',
    area: 'substitutions',
    expect: 'answer',
    gist: 'Yes, a neutral oil works in a sponge: use about 75–80% of the butter weight (about 150–160 g, roughly 170 ml); the crumb is moister but less buttery.',
  },
  {
    question:
      'Per Nadal tenim un convidat que no pot prendre lactosa. Per la beixamel dels canelons, què faig servir?',
    lang: 'ca',
    area: 'substitutions',
    expect: 'answer',
    gist: 'Lactose-free milk (works exactly the same) or an unsweetened plant milk (soy, oat), with olive oil or lactose-free butter/margarine instead of butter; lactose-free or aged cheese on top.',
  },
  {
    question: 'No me queda sidra pa los chorizos a la sidra, ho, ¿qué les pongo?',
    lang: 'es',
    area: 'substitutions',
    expect: 'answer',
    gist: 'Dry white wine, or apple juice with a splash of cider/white vinegar, or a light beer.',
  },
  {
    question: 'No encuentro naranja agria para el mojo de la yuca. ¿Puedo usar solo limón?',
    lang: 'es',
    area: 'substitutions',
    expect: 'answer',
    gist: 'Mix sweet orange juice with lime or lemon juice (about half and half, or 2 parts orange to 1 lime) to mimic sour orange; lemon alone is too sharp.',
  },
  {
    question: 'mi hijo es alergico al huevo, que pongo en vez de huevo para rebozar los filetes?',
    lang: 'es',
    area: 'substitutions',
    expect: 'answer',
    gist: 'A batter of flour and water (or sparkling water or plant milk), a cornstarch slurry, aquafaba or ground flax mixed with water; then breadcrumbs.',
  },
  {
    question: '¿Puedo cambiar la nata por leche evaporada en una salsa de champiñones?',
    lang: 'es',
    area: 'substitutions',
    expect: 'answer',
    gist: "Yes, evaporated milk works about 1:1 (lighter, don't boil hard); alternatives: milk with a little butter and flour, or Greek yogurt stirred in off the heat.",
  },
  {
    question: 'Can I use plain flour instead of self-raising for me scones? What do I add and how much?',
    lang: 'en',
    area: 'substitutions',
    expect: 'answer',
    gist: 'Add baking powder: about 2 teaspoons per 150 g plain flour (roughly 1 teaspoon per 100 g), mixed well.',
  },
  {
    question: "Can't find buttermilk anywhere in Mercadona. What can I use for Irish soda bread?",
    lang: 'en',
    area: 'substitutions',
    expect: 'answer',
    gist: 'Milk soured with lemon juice or vinegar (about 1 tablespoon per 250 ml, stand 5–10 minutes), or plain yogurt or kefir thinned with milk.',
  },
  {
    question: "Out of Shaoxing wine. What's the closest swap for a stir fry?",
    lang: 'en',
    area: 'substitutions',
    expect: 'answer',
    gist: 'Dry sherry (fino); otherwise dry white wine or sake (mirin only with less sugar).',
  },
  {
    question: 'Can I use Greek yogurt instead of sour cream in a dip? Same quantity?',
    lang: 'en',
    area: 'substitutions',
    expect: 'answer',
    gist: 'Yes, 1:1 (full-fat is closest; a little tangier).',
  },

  // ── troubleshooting (6 ca / 5 es / 4 en) ──
  {
    question:
      'per que la truita de patates em queda crua per dins i cremada per fora? la faig a foc fort perque vagi rapid',
    lang: 'ca',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'The heat is too high: cook it on medium-low so the centre sets before the outside burns; potatoes fully cooked (confited) beforehand, a smaller/thicker pan, covering helps.',
  },
  {
    question: "La maionesa se m'ha tallat just quan en tenia mig pot fet. L'he de llençar o es pot arreglar?",
    lang: 'ca',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'It can be fixed: in a clean bowl start with a new egg yolk (or a spoonful of water or mustard) and add the split mayonnaise little by little while beating.',
  },
  {
    question:
      "He fet arròs negre per primer cop i m'ha quedat pastós, com unes farinetes. Què vaig fer malament?",
    lang: 'ca',
    area: 'troubleshooting',
    expect: 'answer',
    gist: "Too much liquid, stirring after the stock went in, a non-paella rice or overcooking; use bomba or similar, about 2½–3 parts stock to 1 rice, don't stir, about 18 minutes and rest.",
  },
  {
    question: "la crema catalana se m'ha fet grumolls i sembla ou remenat, per que passa?",
    lang: 'ca',
    area: 'troubleshooting',
    expect: 'answer',
    gist: "The heat was too high or it wasn't stirred constantly, so the yolks curdled; dissolve the starch in cold milk, cook on low heat stirring, take it off as soon as it thickens (before boiling hard); a lumpy one can be saved by blending and straining.",
  },
  {
    question: 'Per què es pa que faig a ca nostra queda tan dens i baixet? Sa massa quasi no puja.',
    lang: 'ca',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'Dead or too little yeast (water too hot), too short or too cold a rise, not enough kneading, or too much flour; check the yeast, knead until elastic, let it rise somewhere warm until doubled.',
  },
  {
    question:
      "La carn de l'estofat porta dues hores al foc i encara és dura com una sola de sabata. Què passa?",
    lang: 'ca',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'Stewing cuts need long, gentle cooking: it has boiled too hard or needs more time (often 2½–3 hours at a bare simmer) until the collagen softens; keep it covered on low; lean cuts dry out instead.',
  },
  {
    question: 'Mis papas arrugadas no me quedaron arrugadas ni con la costra blanca, ¿qué hice mal, mi niño?',
    lang: 'es',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'Small potatoes with little water just covering them and plenty of salt (a good handful, ~100–250 g per kg), boil until the water evaporates, then shake them over low heat until the skins wrinkle and a salt crust forms.',
  },
  {
    question: 'el bizcocho se me hundio en el centro nada mas sacarlo del horno, por que???',
    lang: 'es',
    area: 'troubleshooting',
    expect: 'answer',
    gist: "Underbaked, oven opened too early, or too much raising agent/sugar; bake until a skewer comes out clean and don't open the oven in the first 2/3 of the time.",
  },
  {
    question: '¿Por qué se me pega siempre el pescado a la plancha? Lo paso y se me rompe todo.',
    lang: 'es',
    area: 'troubleshooting',
    expect: 'answer',
    gist: "The pan isn't hot enough, the fish is wet or it is moved too early; dry it, oil it, use a very hot plancha and wait until it releases on its own before turning.",
  },
  {
    question: 'Se me cortó el pil-pil y quedó el aceite por un lado y la gelatina por otro. ¿Hay arreglo?',
    lang: 'es',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'The oil was too hot: let it cool to lukewarm, then put the gelatin with a spoon of water in the cazuela and add the oil little by little while swirling (or with a colador/whisk) until it emulsifies again.',
  },
  {
    question: 'Las lentejas se me quedaron duras y eso que estuvieron más de una hora. ¿Por qué pasa eso?',
    lang: 'es',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'Old lentils, very hard water, or acid (tomato, vinegar) or too much salt added at the start; add acid at the end and use fresher lentils.',
  },
  {
    question: 'why do my cookies spread into one giant flat sheet in the oven??',
    lang: 'en',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'Butter too soft or melted, too little flour, too much sugar, or a warm tray; chill the dough, measure the flour by weight, and use a cool tray.',
  },
  {
    question: "My shortbread's come oot tough, no crumbly at all. Whit did I do wrong?",
    lang: 'en',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'The dough was overworked (gluten developed) or had too much flour; mix just until it comes together, keep butter cool, and replace some flour with rice flour or cornflour.',
  },
  {
    question: "made risotto and it's gluey and mushy, not creamy at all. what went wrong",
    lang: 'en',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'The rice was overcooked (past al dente, about 18 minutes) or not a risotto rice; add hot stock a ladle at a time, stop while it still has bite and is loose, then rest briefly with butter and cheese.',
  },
  {
    question: 'My mashed potatoes turned out gluey, like wallpaper paste. What happened?',
    lang: 'en',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'They were overworked (blender, food processor or too much beating releases starch) or waxy potatoes were used; use floury potatoes and a ricer or masher, mix gently.',
  },

  // ── cook-with-what-i-have (6 ca / 5 es / 4 en; 12 'recipes', 3 'answer') ──
  {
    question:
      'Tinc a la nevera un pot de cigrons cuits, una llimona, all i tahina que vaig comprar i no he obert. Què faig?',
    lang: 'ca',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'Hummus casolà.',
  },
  {
    question: "tinc patates, mitja dotzena d'ous i una ceba, que faig per sopar",
    lang: 'ca',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'Truita de patates.',
  },
  {
    question:
      "El veí m'ha portat un cistell de bolets del bosc i a casa tinc arròs i un tros de parmesà. Què hi cuino?",
    lang: 'ca',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'Risotto de bolets.',
  },
  {
    question: "A l'hort hi ha albergínies i pebrots vermells a dojo, i cebes. Idees per aprofitar-ho?",
    lang: 'ca',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'Escalivada amb anxoves; Ratatouille.',
  },
  {
    question: "M'ha sobrat pa de pagès de fa tres dies i tinc tomàquets madurs. Què en puc fer?",
    lang: 'ca',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'Gaspatxo andalús; Pa amb tomàquet i pernil.',
  },
  {
    question:
      "M'han regalat una carbassa sencera de 3 kg i a casa només som dos. Com la puc aprofitar sense que se'm faci malbé?",
    lang: 'ca',
    area: 'cook-with-what-i-have',
    expect: 'answer',
    gist: 'Whole and uncut it keeps 1–3 months in a cool, dry place; once cut, wrap and refrigerate about 5 days; roast or purée it and freeze portions (for cream soups, purées, roasts, cakes).',
  },
  {
    question: 'Tengo arroz blanco de ayer, dos huevos, guisantes congelados y jamón york. ¿Qué hago?',
    lang: 'es',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'Arròs fregit tres delícies.',
  },
  {
    question: 'En casa hay lentejas rojas, una lata de leche de coco y especias de curry, ¿qué me preparo?',
    lang: 'es',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'Dal de llenties vermelles.',
  },
  {
    question: 'Che, tengo carne picada de ternera, pan de hamburguesa y queso cheddar. ¿Qué armo?',
    lang: 'es',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'Hamburguesa casolana.',
  },
  {
    question:
      'Tengo una morcilla de Burgos, piñones y un bote de pimientos del piquillo. ¿Qué receta me das?',
    lang: 'es',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'No catalogue recipe combines them: say so (an outline such as piquillos stuffed with morcilla and pine nuts is fine); nothing unrelated may be listed.',
  },
  {
    question:
      'Me sobró cecina en lonchas de la matanza del pueblo y se me está resecando. ¿Cómo la aprovecho?',
    lang: 'es',
    area: 'cook-with-what-i-have',
    expect: 'answer',
    gist: 'Keep it wrapped airtight (film or vacuum) in the fridge; serve it thin with olive oil, or use it in salads, scrambled eggs, croquettes, legume stews or pasta.',
  },
  {
    question: 'Got a can of coconut milk, a block of tofu, a courgette and some green beans. Any ideas?',
    lang: 'en',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'Curri verd de verdures.',
  },
  {
    question: 'I have 3 avocados, limes, a red onion and a bag of tortilla chips',
    lang: 'en',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'Guacamole amb nachos.',
  },
  {
    question:
      'Leftover from the party: a tub of mascarpone, a pack of ladyfingers and a whole pot of strong coffee. What can I make?',
    lang: 'en',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'Tiramisú.',
  },
  {
    question: "I've got 6 egg whites left from making custard. What can I do with them besides meringue?",
    lang: 'en',
    area: 'cook-with-what-i-have',
    expect: 'answer',
    gist: 'Freeze them (they keep months) or use them in macarons, financiers/friands, angel food cake, coconut macaroons, an egg-white omelette, or to glaze pastry.',
  },

  // ── conversions-quantities (6 ca / 4 es / 4 en) ──
  {
    question: "La recepta de l'avia diu «un got de farina». Quants grams son aixo mes o menys?",
    lang: 'ca',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'A water glass (about 200–250 ml) holds roughly 120–150 g of flour; it depends on the glass, so weigh it if possible.',
  },
  {
    question: "Quant d'arròs hi poso a una paella per a 8 persones?",
    lang: 'ca',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'About 80–100 g per person, so roughly 650–800 g.',
  },
  {
    question: 'Fem un dinar de colla de 12 persones amb macarrons. Quants grams de pasta per cap calculo?',
    lang: 'ca',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'About 80–100 g of dry pasta per person as a main course, so roughly 1–1.2 kg for 12.',
  },
  {
    question: 'una cullerada de sal quants grams son? i una culleradeta?',
    lang: 'ca',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'A level tablespoon of fine salt is about 15–18 g; a teaspoon about 5–6 g.',
  },
  {
    question: 'La recepta és per a 4 i serem 10. Ho multiplico tot per 2,5, també la sal i el temps de forn?',
    lang: 'ca',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'Multiply the ingredients by 2.5, but salt and spices a bit less then adjust to taste; the cooking time does not multiply — use more or bigger trays/pans and check doneness (a bigger mass takes somewhat longer).',
  },
  {
    question: "25 g de llevat fresc quants grams son de llevat sec d'aquell dels sobres?",
    lang: 'ca',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'About one third: roughly 8 g of dried yeast (one 7–8 g sachet of instant yeast).',
  },
  {
    question: 'La receta es americana y pone 1 cup de azúcar. ¿Cuántos gramos son?',
    lang: 'es',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'About 200 g of granulated sugar (a US cup is about 240 ml).',
  },
  {
    question:
      'Este año me toca hacer torrijas para 15 en Semana Santa. ¿Cuánta leche y cuántos huevos calculo?',
    lang: 'es',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'About 2 torrijas each, so 30 slices (2–3 loaves of day-old bread); roughly 1.5–2 litres of milk and 6–8 eggs.',
  },
  {
    question: '¿Una onza de chocolate cuántos gramos son? La receta dice 4 onzas.',
    lang: 'es',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: "An ounce in weight is about 28 g (4 oz ≈ 115 g); a Spanish tablet 'onza' (square) varies by brand, often around 6–10 g, so check which one the recipe means.",
  },
  {
    question: 'Chamo, ¿cuántos kilos de pernil compro para 20 personas en Nochebuena?',
    lang: 'es',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'Bone-in about 350–400 g raw per person, so roughly 7–8 kg; boneless about 200–250 g per person (4–5 kg).',
  },
  {
    question: 'How much raw brisket do I need to feed 40 people?',
    lang: 'en',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'Brisket loses about 40–50% when smoked; allow about 225 g (½ lb) cooked per person, so roughly 16–18 kg (35–40 lb) raw, i.e. three or four whole packers.',
  },
  {
    question: "What's 180 grams of butter in tablespoons? I only have American measuring spoons.",
    lang: 'en',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'About 13 tablespoons (1 tablespoon ≈ 14 g), about 1.6 US sticks.',
  },
  {
    question: 'Recipe says 1 lb of chicken, kindly convert to grams.',
    lang: 'en',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'About 450 g (454 g).',
  },
  {
    question: "My granny's recipe says a gill of milk. How much is that in ml?",
    lang: 'en',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: "An imperial gill is a quarter pint, about 142 ml (in some northern regions a 'gill' meant half a pint, about 284 ml).",
  },

  // ── catalan-spanish-techniques (6 ca / 5 es / 3 en) ──
  {
    question:
      "Com es fa un bon sofregit per a l'arròs? Quanta estona ha d'estar la ceba al foc abans del tomàquet?",
    lang: 'ca',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'Onion on low heat in olive oil for a long time (20–30 minutes or more) until soft and golden-brown, then grated tomato cooked down until dark, dry and jammy.',
  },
  {
    question: "Que es exactament la picada i en quin moment s'afegeix al guisat?",
    lang: 'ca',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'A mortar paste of toasted almonds/hazelnuts, garlic, parsley and often fried bread (sometimes saffron or chocolate), loosened with a little stock, added in the last 5–10 minutes to thicken and flavour.',
  },
  {
    question: "Com es fa el socarrat de la paella sense que se'm cremi l'arròs?",
    lang: 'ca',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'When the rice is almost done and the liquid absorbed, raise the heat for 1–2 minutes, moving the pan, until it crackles and smells toasted; stop before it smells burnt.',
  },
  {
    question: "Per al xató, com s'esqueixa el bacallà? S'ha de dessalar abans o després?",
    lang: 'ca',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'Shred the raw salt cod by hand into strips, removing skin and bones, then soak in cold water for a few hours changing the water, and squeeze it dry (it is not cooked).',
  },
  {
    question:
      "Vull fer allioli al morter sense ou com el feia el meu avi. Quin és el truc perquè lligui i no se'm talli?",
    lang: 'ca',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'Crush the garlic with salt to a fine paste, then add the oil drop by drop in a very thin stream while turning the pestle steadily in the same direction; a drop of water or lemon helps; patience.',
  },
  {
    question:
      'La crema catalana es crema amb el ferro roent o amb bufador? Com es fa perquè quedi la capa cruixent?',
    lang: 'ca',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'Either: sprinkle a thin even layer of sugar on the cold cream just before serving and caramelise it with a red-hot iron (salamander) or a blowtorch until amber and crisp.',
  },
  {
    question: '¿Cómo se hace el mojo picón en el mortero como lo hacía mi abuela en La Palma?',
    lang: 'es',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'Crush garlic with coarse salt and cumin, add soaked dried red peppers (pimienta palmera) and/or paprika, then vinegar, and emulsify with olive oil added little by little.',
  },
  {
    question: '¿Cómo se desala el bacalao en lomos gordos? ¿Cuánto tiempo y cada cuánto cambio el agua?',
    lang: 'es',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'In plenty of cold water in the fridge, skin up, about 36–48 hours for thick loins (24 h for thinner), changing the water every 8 hours or so; taste a flake to check.',
  },
  {
    question: '¿Qué es eso de nacarar el arroz antes de echar el caldo y para qué sirve?',
    lang: 'es',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'Stir-fry the raw rice in the oil/sofrito for 1–2 minutes until the grains turn pearly, so they absorb flavour and keep whole; then add the hot stock.',
  },
  {
    question: '¿Cómo se pelan los tomates para el salmorejo sin perder media hora?',
    lang: 'es',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'Cut a cross in the base, blanch 20–30 seconds in boiling water, plunge into iced water and slip off the skins (or simply blend and strain).',
  },
  {
    question: '¿Cómo se fríen las torrijas para que no se me deshagan en la sartén?',
    lang: 'es',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'Use day-old bread in thick slices, soak briefly in the sweetened infused milk, drain, coat in beaten egg and fry in hot oil (about 170–180 °C) until golden, turning once; drain and coat with sugar and cinnamon or syrup.',
  },
  {
    question: "What does 'a la plancha' actually mean and how do I do it at home without a griddle?",
    lang: 'en',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'Cooked fast on a very hot flat metal surface with a little oil and salt; at home use a heavy cast-iron or thick frying pan heated very hot, little oil, without crowding.',
  },
  {
    question: 'How do the Spanish grate the tomato for pan con tomate? Mine ends up a watery mess.',
    lang: 'en',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'Halve ripe tomatoes and grate the cut side on the coarse holes of a box grater until only the skin is left (or rub the cut halves straight onto toasted bread); spread, then olive oil and salt; drain excess juice.',
  },
  {
    question: "How do you make romesco that isn't gritty? Do I have to skin the nuts?",
    lang: 'en',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'Use toasted, skinned almonds and hazelnuts (rub hazelnut skins off after toasting), soak the ñoras and scrape out only the flesh, roast the tomatoes and garlic, and grind finely while adding the oil and vinegar gradually.',
  },

  // ── pairings (6 ca / 4 es / 4 en) ──
  {
    question: 'Quin vi em recomanes per acompanyar un suquet de peix?',
    lang: 'ca',
    area: 'pairings',
    expect: 'answer',
    gist: 'A dry white (e.g. an Empordà or Penedès white, Xarel·lo, Albariño) or a light rosé.',
  },
  {
    question: 'Amb que acompanyo unes costelles de xai a la brasa? Vull alguna cosa mes que patates fregides',
    lang: 'ca',
    area: 'pairings',
    expect: 'answer',
    gist: 'Allioli, escalivada or grilled vegetables, a green salad, romesco, grilled bread; a red wine.',
  },
  {
    question: 'Quines herbes van bé amb el conill a la cassola?',
    lang: 'ca',
    area: 'pairings',
    expect: 'answer',
    gist: 'Thyme (farigola), rosemary, bay leaf, savory (sajolida), with garlic.',
  },
  {
    question: 'Tinc feta una crema de carbassa, què hi poso per sobre perquè quedi maca i no tan avorrida?',
    lang: 'ca',
    area: 'pairings',
    expect: 'answer',
    gist: 'Toasted pumpkin seeds, croutons, a swirl of cream/yogurt or olive oil, crisp jamón or bacon, grated ginger, nutmeg or fresh herbs.',
  },
  {
    question: 'Quin formatge català va bé amb codony?',
    lang: 'ca',
    area: 'pairings',
    expect: 'answer',
    gist: "A semi-cured or cured cheese (e.g. Garrotxa, Alt Urgell–Cerdanya, or a cured sheep's cheese); mató goes rather with honey.",
  },
  {
    question: "Què serveixo de postres després d'una escudella ben contundent?",
    lang: 'ca',
    area: 'pairings',
    expect: 'answer',
    gist: 'Something light and fresh: fruit (orange, mandarins), a sorbet, mel i mató, or a small crema catalana portion.',
  },
  {
    question: '¿Qué vino pega con un cochinillo asado?',
    lang: 'es',
    area: 'pairings',
    expect: 'answer',
    gist: 'A young or crianza Tempranillo red (Ribera del Duero, Toro) or a Cigales rosé, with acidity to cut the fat.',
  },
  {
    question: '¿Qué guarnición le pongo al bacalao al pil-pil sin que le quite protagonismo?',
    lang: 'es',
    area: 'pairings',
    expect: 'answer',
    gist: 'Something simple: boiled or cachelo potatoes, piquillo peppers, a green salad, good bread.',
  },
  {
    question: '¿Qué salsita le va a unos tostones?',
    lang: 'es',
    area: 'pairings',
    expect: 'answer',
    gist: 'Mojo de ajo (garlic, citrus, oil), mayo-ketchup (salsa rosada) or guacamole.',
  },
  {
    question: 'Qué especias le van a las lentejas aparte del pimentón?',
    lang: 'es',
    area: 'pairings',
    expect: 'answer',
    gist: 'Bay leaf, cumin, garlic, clove, black pepper; a splash of vinegar at the end.',
  },
  {
    question: 'What goes with jamón besides bread? Having people over on the terrace in Sitges.',
    lang: 'en',
    area: 'pairings',
    expect: 'answer',
    gist: 'Melon or figs, Manchego, olives, salted almonds, pan con tomate; fino sherry or cava.',
  },
  {
    question: 'What cheese goes with fig jam for a cheese board?',
    lang: 'en',
    area: 'pairings',
    expect: 'answer',
    gist: "Goat's cheese, a blue (Stilton, Roquefort), Manchego or a soft cheese like brie.",
  },
  {
    question: 'what drinks go with spicy laksa? no alcohol please',
    lang: 'en',
    area: 'pairings',
    expect: 'answer',
    gist: 'Cooling or sweet-sour non-alcoholic drinks: iced lemon or lime tea, lime juice, barley water, coconut water, soy milk, a lassi.',
  },
  {
    question: 'What veggie sides go good with a pot roast for Sunday dinner?',
    lang: 'en',
    area: 'pairings',
    expect: 'answer',
    gist: 'Root vegetables roasted or braised with it (carrots, potatoes, parsnips), glazed carrots, green beans, mashed potatoes, a salad.',
  },

  // ── recipe-request (8 ca / 6 es / 4 en, all 'recipes') ──
  {
    question:
      "Vull aprofitar la carn d'olla i el rostit de Nadal per fer canelons per Sant Esteve. Com els faig?",
    lang: 'ca',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Canelons de Sant Esteve.',
  },
  {
    question: 'una fideua per diumenge que venen els sogres',
    lang: 'ca',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Fideuà de marisc.',
  },
  {
    question: "Quines receptes tens amb sípia? Me n'han donat un quilo a la llotja.",
    lang: 'ca',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Arròs negre.',
  },
  {
    question: 'Com es fan les mongetes amb botifarra de tota la vida?',
    lang: 'ca',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'The catalogue has no mongetes amb botifarra: say so or outline the dish (boiled white beans sautéed with garlic, fried botifarra); nothing unrelated (e.g. not Macarrons de l’àvia) may be listed.',
  },
  {
    question: 'Tens la recepta de la coca de recapte, amb escalivada i arengada?',
    lang: 'ca',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'The catalogue has no coca de recapte: say so or outline it (bread-dough base topped with escalivada and herring or anchovies, baked); the sweet Coca de Sant Joan must not be offered as it, nor anything else unrelated.',
  },
  {
    question: 'Per Tots Sants vull fer panellets amb els nens, dels de pinyons',
    lang: 'ca',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Panellets de pinyons.',
  },
  {
    question: 'Tinc un sac de cigrons que em va donar un pagès. Quines receptes tens que en portin?',
    lang: 'ca',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Escudella i carn d’olla; Falàfel amb salsa de iogurt; Hummus casolà; Cuscús de verdures.',
  },
  {
    question: 'alguna cosa japonesa per sopar que porti tofu?',
    lang: 'ca',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Sopa de miso amb tofu (Curri verd de verdures also has tofu but is Thai).',
  },
  {
    question: 'Quiero el gazpacho andaluz como lo hacía mi abuela de Jaén, con su pan y su vinagre.',
    lang: 'es',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Gaspatxo andalús.',
  },
  {
    question: '¿Qué recetas tienes con gambas?',
    lang: 'es',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Fideuà de marisc; Suquet de peix; Pad thai de gambes.',
  },
  {
    question: 'Quiero hacer una lasaña de carne para el cumple de mi hijo, que cumple 10 y vienen 12 niños.',
    lang: 'es',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Lasanya de carn.',
  },
  {
    question: '¿Cómo se hace el sancocho canario con su mojo y su pella de gofio?',
    lang: 'es',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'The catalogue has no sancocho canario: say so or outline it (desalted salted fish such as cherne boiled with potatoes and sweet potato, served with mojo and gofio pella); nothing unrelated may be listed.',
  },
  {
    question: 'Pásame la fabada asturiana, ho, la de verdad con su compango.',
    lang: 'es',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'The catalogue has no fabada: say so or outline it (soaked fabes simmered slowly with chorizo, morcilla, lacón/panceta and saffron); Escudella i carn d’olla must not be offered as it, nor anything else unrelated.',
  },
  {
    question: 'algo con salmón para cenar ligerito',
    lang: 'es',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Maki de salmó i alvocat.',
  },
  {
    question: 'Got a recipe for proper carbonara, the kind with no cream?',
    lang: 'en',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Espaguetis a la carbonara.',
  },
  {
    question: 'Any lamb dishes? Got a shoulder sitting in the freezer.',
    lang: 'en',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Tagine de xai amb prunes.',
  },
  {
    question: 'Do you have cullen skink? Guests are asking for something Scottish.',
    lang: 'en',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'The catalogue has no cullen skink: say so or outline it (smoked haddock, potato, onion and milk soup); nothing unrelated may be listed.',
  },
  {
    question: "How do I make toad in the hole like me mam's?",
    lang: 'en',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'The catalogue has no toad in the hole: say so or outline it (sausages baked in Yorkshire-pudding batter in hot fat at about 220 °C); nothing unrelated may be listed.',
  },

  // ── follow-up (5 ca / 4 es / 3 en, each with `previous`) ──
  {
    previous: 'Quant temps es pot guardar la truita de patates a la nevera?',
    question: 'I si porta ceba dura menys?',
    lang: 'ca',
    area: 'follow-up',
    expect: 'answer',
    gist: 'About the same: 2–3 days (up to 3–4) covered in the fridge; the onion does not meaningfully shorten it; keep it cold.',
  },
  {
    previous: 'A quina temperatura faig el pollastre rostit?',
    question: 'i si és un pollastre de pagès de 2 kg, quanta estona?',
    lang: 'ca',
    area: 'follow-up',
    expect: 'answer',
    gist: 'At about 180–190 °C roughly 1½–1¾ hours (about 45 minutes per kg), until 74 °C in the thickest part of the thigh; rest 10 minutes.',
  },
  {
    previous: 'Com faig la massa de les creps?',
    question: 'La puc deixar feta avui per demà al matí?',
    lang: 'ca',
    area: 'follow-up',
    expect: 'answer',
    gist: 'Yes, covered in the fridge up to about 24 hours (resting even improves it); whisk again and thin with a little milk if needed.',
  },
  {
    previous: 'Com es fa el romesco?',
    question: 'I quant em durarà en un pot a la nevera?',
    lang: 'ca',
    area: 'follow-up',
    expect: 'answer',
    gist: 'About 5–7 days in a closed jar in the fridge, covered with a thin layer of oil; it can be frozen for about 3 months.',
  },
  {
    previous: 'Quantes llenties vermelles poso per a un dal per a 4?',
    question: "I d'arròs basmati per acompanyar-lo, quant?",
    lang: 'ca',
    area: 'follow-up',
    expect: 'answer',
    gist: 'About 60–80 g of raw rice per person as a side, so roughly 250–300 g for 4.',
  },
  {
    previous: '¿Cuánto tiempo cuezo los garbanzos en la olla exprés?',
    question: '¿Y si se me olvidó ponerlos en remojo anoche?',
    lang: 'es',
    area: 'follow-up',
    expect: 'answer',
    gist: 'Unsoaked they need about 40–50 minutes at pressure (vs 20–25 soaked) and cook less evenly; or do a quick soak: boil 2 minutes, leave 1 hour, then cook as soaked.',
  },
  {
    previous: '¿A qué temperatura hago un bizcocho de yogur?',
    question: '¿Y en un molde de silicona cambia algo?',
    lang: 'es',
    area: 'follow-up',
    expect: 'answer',
    gist: 'Same temperature (about 180 °C) and roughly the same time (maybe a few minutes more); set the mould on a baking tray, grease lightly, and let it cool before unmoulding.',
  },
  {
    previous: '¿Cómo se hace el salmorejo?',
    question: '¿Y se puede congelar lo que sobra?',
    lang: 'es',
    area: 'follow-up',
    expect: 'answer',
    gist: 'Yes, for about 2–3 months without the toppings (egg, jamón); it may separate, so blend it again after thawing in the fridge.',
  },
  {
    previous: '¿Qué vino pongo con un cordero asado?',
    question: '¿Y para los que no beben alcohol?',
    lang: 'es',
    area: 'follow-up',
    expect: 'answer',
    gist: 'Alcohol-free red wine, red grape juice, sparkling water with lemon, a not-too-sweet iced tea or kombucha.',
  },
  {
    previous: 'How long do I roast a 5 kg turkey?',
    question: "and what if it's still partly frozen in the middle tomorrow morning?",
    lang: 'en',
    area: 'follow-up',
    expect: 'answer',
    gist: 'Finish thawing in cold water (breast down, changing the water every 30 minutes, about 30 minutes per 500 g still frozen); if cooked partly frozen, allow about 50% longer, remove the giblets when possible, and check 74 °C in thigh and breast.',
  },
  {
    previous: 'How do I make yogurt at home?',
    question: 'do I need a yogurt maker or will the oven with the light on do?',
    lang: 'en',
    area: 'follow-up',
    expect: 'answer',
    gist: 'The oven with just the light on works if it stays around 40–45 °C (check with a thermometer); leave 6–12 hours; a thermos or wrapped pot also works.',
  },
  {
    previous: 'Can I freeze cooked rice?',
    question: 'ok so how do I reheat it from frozen',
    lang: 'en',
    area: 'follow-up',
    expect: 'answer',
    gist: 'Microwave from frozen, covered, with a splash of water, stirring, 2–4 minutes until steaming hot throughout (75 °C); or stir-fry; reheat only once.',
  },

  // ── mixed-language (3 ca / 2 es / 1 en; `lang` is the dominant language) ──
  {
    question:
      'Vull fer meal prep de tota la setmana amb pollastre i arròs, en tuppers. Quants dies aguanta tot a la nevera? no vull intoxicar-me',
    lang: 'ca',
    area: 'mixed-language',
    expect: 'answer',
    gist: 'Cooked chicken about 3–4 days in the fridge; rice is best eaten within about 1 day (cool it fast); freeze the boxes for the later days and reheat until piping hot.',
  },
  {
    question:
      "Com faig que les croquetes no s'obrin al fregir? La masa em queda molt blandeta i l'empanat se'm despega",
    lang: 'ca',
    area: 'mixed-language',
    expect: 'answer',
    gist: 'Make a firmer béchamel (more flour, cook it longer), chill the dough well (overnight), coat twice in egg and breadcrumbs, fry a few at a time in hot oil (about 180 °C); freezing them before frying helps.',
  },
  {
    question:
      "D'accord, i per fer una crème brûlée faig servir la crème liquide del 35% o la crème fraîche? És el mateix que la crema catalana?",
    lang: 'ca',
    area: 'mixed-language',
    expect: 'answer',
    gist: 'Use liquid cream (about 35% fat), not crème fraîche; it is not the same: crème brûlée is cream and yolks baked in a bain-marie (about 150 °C), crema catalana is milk and yolks thickened with starch on the hob, flavoured with lemon and cinnamon.',
  },
  {
    question:
      'Oye, el pork shoulder para el lechón asado, ¿lo dejo overnight en el mojo? ¿Cuántas horas de marinado ya es demasiado?',
    lang: 'es',
    area: 'mixed-language',
    expect: 'answer',
    gist: 'Overnight (12–24 hours) in the fridge is ideal; beyond about 24–48 hours the citrus acid makes the surface mushy.',
  },
  {
    question:
      'Mi suegra de Vic me ha dado una botifarra de perol y un fuet. ¿La botifarra se come cruda como el fuet o hay que cocinarla?',
    lang: 'es',
    area: 'mixed-language',
    expect: 'answer',
    gist: 'Botifarra de perol is already cooked (boiled), so it can be eaten as it is or warmed; fuet is cured and eaten raw; only fresh (raw) botifarra must be cooked through (about 71 °C).',
  },
  {
    question:
      "My Catalan mother-in-law says to fry the rice 'fins que canti' before adding the caldo. What does that mean and for how long?",
    lang: 'en',
    area: 'mixed-language',
    expect: 'answer',
    gist: "'Until it sings': toast the rice in the oil/sofrito for about 1–2 minutes until it crackles and the grains turn translucent at the edges, then pour in the hot stock.",
  },

  // ── off-topic (6 ca / 4 es / 2 en, to be declined) ──
  {
    question: "Quin és l'horari dels salts de plens de la Patum aquest any?",
    lang: 'ca',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'Must be declined (festival schedule, not cooking).',
  },
  {
    question: "M'ajudes a redactar una carta de presentació per a una feina de cuinera en un restaurant?",
    lang: 'ca',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'Must be declined (a job application letter, not a cooking question).',
  },
  {
    question: 'Quina barreja de morter faig servir per rejuntar les rajoles de la cuina?',
    lang: 'ca',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'Must be declined (tile grout, building work).',
  },
  {
    question: "com trec una taca d'oli d'una camisa blanca?",
    lang: 'ca',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'Must be declined (laundry, not cooking).',
  },
  {
    question: 'A quina hora surt la barca de Sóller cap a sa Calobra?',
    lang: 'ca',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'Must be declined (boat timetable).',
  },
  {
    question: 'Quin mòbil fa millors fotos dels plats per penjar a Instagram?',
    lang: 'ca',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'Must be declined (phone buying advice, not cooking).',
  },
  {
    question: 'Che, ¿quién hizo el gol con la mano en el Mundial del 86?',
    lang: 'es',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'Must be declined (football trivia).',
  },
  {
    question: '¿Cuánto ibuprofeno le doy a mi hijo de 20 kilos que tiene fiebre?',
    lang: 'es',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'Must be declined (medical dosing; refer to a doctor or pharmacist).',
  },
  {
    question: "Quillo, ¿cómo se escribe una letra de chirigota pa'l carnaval?",
    lang: 'es',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'Must be declined (song writing, not cooking).',
  },
  {
    question: '¿Cómo se cocina una encuesta para que salgan los resultados que queremos?',
    lang: 'es',
    area: 'off-topic',
    expect: 'off-topic',
    gist: "Must be declined (manipulating a poll; 'cocinar' is figurative).",
  },
  {
    question: 'Can teach me how to bake the cake in Minecraft or not? My son keep asking lah',
    lang: 'en',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'Must be declined (a video game, not cooking).',
  },
  {
    question: "What weight of oil should I put in my F-150's engine before the drive to the ranch?",
    lang: 'en',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'Must be declined (car engine oil, not cooking).',
  },
];
