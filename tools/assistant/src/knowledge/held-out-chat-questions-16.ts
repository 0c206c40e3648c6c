/*
Held-out chat questions, set 16 (issue 34): written on 2026-12-03, BLIND — only the brief's files were read
(in /work/scratch/brief16/: chat-type.txt, chat-areas.txt, chat-conventions.txt, chat-voices-earlier.txt,
demo-titles.txt); no project code, no earlier set's questions, no prompts and no answers of the assistant
were seen, and the assistant was not run.

Counts: 180 questions: 80 Catalan, 55 Spanish, 45 English.
Areas (ca/es/en): storage-safety 15 (7/4/4), temperatures 15 (7/4/4), doneness-times 15 (7/4/4),
substitutions 15 (7/4/4), troubleshooting 15 (6/5/4), cook-with-what-i-have 15 (6/5/4; 12 expect
'recipes', 3 'answer'), conversions-quantities 14 (6/4/4), catalan-spanish-techniques 14 (6/5/3),
pairings 14 (6/4/4), recipe-request 18 (8/6/4, all 'recipes'), follow-up 12 (5/4/3, each with
`previous`), mixed-language 6 (3/2/1, `lang` is the dominant language), off-topic 12 (6/4/2,
'off-topic'). Everything else expects 'answer'.

Voices, on purpose unlike sets 8 to 15: an anchovy salter from L'Escala, a construction worker (paleta)
eating from a tupper in the site hut, a Thermomix owner ("la Thermo", 37/50/60... varoma), a Romanian
woman in Castelldefels learning Catalan at the CPNL (learner's errors), a monastery guest-house
(hostatgeria) cook feeding 40 guests, a remote worker living in a camper van ("la furgo", 12 V fridge),
a man of 81 cooking for himself since his wife went into a care home, a Girona bus driver on a split
shift (línia 5), a tiger-nut grower from Alboraia in Valencian ("tindre", "meua", "dacsa",
"carabasseta"), a calçotada organiser from Valls (25 at the masia), a Terra Alta winemaker from
Gandesa, a Sant Sadurní cava-cellar worker, a family of nine from Salt during Ramadan (iftar,
msemen), a Vinaròs prawn buyer at the llotja, a Cerdanya farmer (trinxat, frost-bitten winter
cabbage), a Ripollès shepherd (la borda, sheep's cheese), a Xàtiva grandmother (arròs al forn, "la
meua néta"), a havaneres singer from Calella de Palafrugell (sardinada), a flowery poet from the Prat
(carxofa), a lawyer writing like a formal letter ("Benvolguts senyors", "Atentament"), a halal
grocer in the Raval, a non-vegan with a vegan partner, a La Bisbal ceramicist, a Cassà de la Selva
cork worker (with castellanismes: "bote", "peligrós", "explotí"), a Sant Jordi bookseller, a startup
worker in Catalan-English ("meeting", "overnight oats", "safe") and a Catalan student in Dublin
(plain / self-raising flour); a hunting-lodge cook from Cuenca (Tarancón, perdices, morteruelo), a
Yucatecan from Mérida who moved to Valencia ("mare", cochinita, naranja agria, recado), a candidate
studying for the judiciary exams (opositor, batch cooking), a cruise-ship waiter in Spanglish
(camarote, minibar, crew), a mother from Tucumán ("los changos", empanadas tucumanas, Cafayate), a
Burgos butcher (morcilla), a Madrid Metro driver (línea 10, 5:30 shift, vaso de yogur), a Spanish
Erasmus student in Kraków ("la resi", grados F), a Zamora grandmother ("rapaza", garbanzos de
Fuentesaúco, puchero), a Medellín paisa in Madrid and Barcelona ("parce", "qué pena con usted",
"qué más pues", masarepa, tajadas), a Sonoran ("plebes", arrachera, "pa"), a Romanian fruit picker in
Lleida (sarmale, Spanish as a second language), a Benidorm hotel buffet cook, a Talavera de la Reina
neighbour (carcamusas, escabeche, ajoblanco) and a Barranquilla costeño ("ajá", arroz de coco); a
Glaswegian mum ("weans", "the day", "wi"), a Mancunian ("our kid", "sound", "mint", "rank"), a
Bristolian ("my lover", "gert"), a Shetlander ("peerie", "aff", "ken", "nae"), a Barbadian ("de",
"fuh", "wunna", cou-cou, flying fish), a Utah ward-party mom ("oh my heck", funeral potatoes, no
coffee or alcohol), a Chicagoan (Italian beef, giardiniera, the Jewel), a Brooklyn Italian-American
("gravy", nonna, christening for 30), a North Sea oil-rig galley cook, a long-haul flight attendant
with only a hotel kettle, a German expat in Barcelona (Backofen, Ober-/Unterhitze, Oma), a
Korean-American ("umma", kimchi, gyoza), a film-set caterer (unit base, 5am call, 80 crew), a Swedish
au pair in Girona (fika, kanelbullar), a Polish builder with the site-cabin microwave (second-language
English), a hospice volunteer, a screen-reader user and a polymer-clay crafter.
Spelling varies on purpose: no accents, no capitals, typos, learner's errors, telegraphic lines and
long rambling ones, a poem-like question and a formal letter.

Traps: numbers that are not quantities (línia 5, línea 10, 5:30, 81 anys, a Teka oven from 2009, a
2021 wine, a fridge dial from 1 to 7, a 30-litre pot, Sant Jordi on the 23rd and Sant Esteve on the
26th, 9 at home, "ya van 3", a supply boat every 10 days, 800 W, Thermomix settings 37 to 100);
dishes the catalogue lacks next to a similar one it has (paella valenciana next to Arròs negre, trinxat
next to Escudella i carn d’olla, ajoblanco next to Gaspatxo andalús, cochinita pibil next to Tacos al
pastor, butter chicken next to Curri de gall dindi amb mantega, funeral potatoes); cook-with questions
that fit none (a whole rabbit with rosemary and thyme, fresh sardines, flying fish with okra and
breadfruit) and three cook-with questions that want an answer, not recipes (a flan with a broken
oven, unsoaked chickpeas, couscous with only a kettle); off-topic questions dressed in kitchen words
(firing clay cassoles in a kiln, boiling cork planks, mortar for tiling the kitchen, a doctor's
«recepta», a «cremat» smell in the van, a tomato stain, a «recipe» for a CV and for getting children to
sleep, «baking» polymer clay, a butcher's margin); false friends (levadura química for yeast, plain
maize flour for masarepa, self-raising flour); follow-ups that only make sense with `previous`; and
code-switching (Catalan with English and with castellanismes, Spanish with English and Catalan,
English with Catalan).

Conventions (copied from the brief): 'answer' gists say what a to-the-point answer must contain,
from general cooking knowledge (°C, safe internal temperatures, standard times, food safety per
common guidance); 'recipes' gists name the demo recipes that fit (by their catalogue titles) or say
that none fits and that nothing unrelated may be listed (an outline of the dish or "the catalogue
has none" is acceptable); 'off-topic' gists say it must be declined.

Never to be tuned on: it is measured once, as written, and then retired.
*/

import type { HeldOutChatQuestion } from './held-out-chat-questions-2.ts';

export const HELD_OUT_CHAT_QUESTIONS_16: readonly HeldOutChatQuestion[] = [
  // storage-safety (7 ca / 4 es / 4 en)
  {
    question:
      "Bon dia, soc de l'Escala i treballo a la salaó d'anxoves de tota la vida. A casa obro una llauna d'anxoves en oli, en menjo mitja i la resta la deixo al rebost amb un plat a sobre. La meva filla diu que ha d'anar a la nevera, pero si son salades... qui te raó?",
    lang: 'ca',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'The daughter: anchovies in oil are a semi-preserve, they belong in the fridge (especially once opened), kept covered with oil in a closed container, eaten within about a week; not the pantry.',
  },
  {
    question:
      "tupper de macarrons a la caseta de l'obra des de les 7 fins a les 2 i avui fem 31 graus. nomes hi ha microones, nevera no. ho puc menjar o ho llenço",
    lang: 'ca',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'Throw it away: cooked food should not stay out of the fridge more than 2 h (1 h above about 30 °C); microwaving does not make it safe. Next time a cool bag with ice packs, or hot food in a thermos.',
  },
  {
    question:
      'He fet 2 litres de brou a la Thermo i el vull congelar en pots de vidre. El deixo refredar tota la tarda a la cuina abans de ficar-lo al congelador? la meva mare diu que si hi poses coses calentes es fa malbé el congelador jajaja',
    lang: 'ca',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'Do not leave it out all afternoon: cool it fast (within about 2 h) in small shallow containers or an ice-water bath, then fridge/freezer; leave headspace in glass jars; keeps about 3 months frozen.',
  },
  {
    question:
      'Hola, jo soc romanesa, aprenc català a CPNL, perdó errors. Jo compro molt carn picada quan es oferta. Quant dies pot estar en nevera abans cuinar? I si jo descongelo i despres no cuino, pot tornar congelador o es perillós?',
    lang: 'ca',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'Raw mince 1–2 days in the fridge (or its use-by date). Thawed in the fridge it may be refrozen raw (some quality loss), not if thawed at room temperature or in water; safest is to cook it and freeze the cooked dish.',
  },
  {
    question:
      "A l'hostatgeria del monestir fem cada dissabte una olla d'escudella per a uns 40 hostes i en sobra molt caldo. El germà cuiner el vol guardar fins dimecres per fer sopa de galets. L'olla és de 30 litres i no cap a la cambra, la deixem a la cuina tapada. Aguanta?",
    lang: 'ca',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'Not in the big pot at room temperature: cool the broth quickly in smaller shallow containers and refrigerate (≤4 °C); cooked broth keeps 3–4 days, so Saturday to Wednesday is at the limit — freeze part of it; bring to the boil before serving.',
  },
  {
    question:
      'visc a la furgo 3 setmanes fent feina en remot i la nevereta de 12V no baixa de 8 graus. els ous els puc tenir fora de la nevera? i el paquet de pernil dolç obert quant em dura aixi?',
    lang: 'ca',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'A fridge should be at 4–5 °C or below; 8 °C is too warm for perishables. Eggs (sold unrefrigerated in Spain) can stay in a cool, shaded spot without temperature swings, used before their date; opened cooked ham is perishable — at 8 °C eat it within a day, buy small packs.',
  },
  {
    question:
      "Tinc 81 anys i des que la dona és a la residència em cuino jo. Dilluns vaig fer arròs blanc i encara en queda a la nevera, avui ja és divendres. Me'l puc escalfar al microones o millor no?",
    lang: 'ca',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'Better not: cooked rice (Bacillus cereus) should be eaten within about a day, at most 3 days, refrigerated; after four days throw it away, especially at his age. Cook smaller amounts or freeze portions.',
  },
  {
    question:
      'Buenas. El domingo en el coto cazamos 6 perdices y un par de conejos. ¿Cuántos días puedo tener la caza en la nevera sin guisar? ¿Hay que destriparlas en el campo o puedo esperar a llegar a casa en Tarancón?',
    lang: 'es',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'Eviscerate as soon as possible (in the field or within a few hours) and cool; raw game keeps about 2–3 days at ≤4 °C, otherwise freeze; cook thoroughly.',
  },
  {
    question:
      'Mare, aquí en Mérida estamos a 38 y dejé la cochinita en la mesa desde la comida hasta la noche, unas 6 horas, tapadita con un trapo. ¿La guardo y mañana la recaliento bien o la tiro?',
    lang: 'es',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'Throw it away: more than 2 h out (1 h above about 32 °C) is unsafe; reheating does not destroy the toxins.',
  },
  {
    question:
      'opositando a judicatura 10h diarias, los domingos hago batch cooking para toda la semana: lentejas, pollo al horno y arroz. aguanta hasta el viernes en tuppers en la nevera?? no tengo tiempo de cocinar entre semana',
    lang: 'es',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'Cooked food keeps 3–4 days in the fridge (rice ideally within a day); cool quickly before storing, freeze the portions for Thursday and Friday and thaw them in the fridge.',
  },
  {
    question:
      'trabajo de camarero en un crucero y en el camarote tengo un minibar que enfría fatal. ¿puedo guardar ahí yogures y un queso fresco de Burgos unos días o me la juego?',
    lang: 'es',
    area: 'storage-safety',
    expect: 'answer',
    gist: "Only if it keeps 4–5 °C or below (check with a thermometer); minibars often don't. Fresh cheese is high-risk (Listeria): otherwise eat it the same day or keep it in a proper fridge.",
  },
  {
    question:
      'made a big pot of mince n tatties for the weans last night n left it on the hob overnight wi the lid on cos I forgot. if I boil it up proper the day is it alright?',
    lang: 'en',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'No, throw it out: more than 2 h at room temperature; some bacterial toxins/spores survive reboiling. Next time cool it quickly and refrigerate within 2 h.',
  },
  {
    question:
      'galley cook on a north sea rig, supply boat every 10 days. vac packed raw chicken breasts, how long in the chiller vs the freezer? doing the menu plan',
    lang: 'en',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'In the chiller only up to the use-by date (a few days; 1–2 days once opened); for longer, freeze at −18 °C (safe indefinitely, best within about 9–12 months) and thaw in the chiller, not on the bench.',
  },
  {
    question:
      "my umma's kimchi has been in the fridge like 3 months and now its super sour and kinda fizzy?? is it gone bad or is that normal",
    lang: 'en',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'Normal: it keeps fermenting; sour and fizzy is fine (good for kimchi stew or fried rice). Discard only if mouldy, slimy or smelling truly off; keep it refrigerated.',
  },
  {
    question:
      'I volunteer at a hospice and bring in soup I make at home. A few of the patients are on chemo. I usually make it Sunday and bring it in Tuesday. Anything I should be doing differently?',
    lang: 'en',
    area: 'storage-safety',
    expect: 'answer',
    gist: "Immunocompromised patients: follow the hospice's policy; strict hygiene, cool fast and refrigerate, bring it within 1–2 days, transport cold, reheat until steaming hot throughout (about 75 °C); avoid risky add-ons (unpasteurised cheese, raw egg, sprouts).",
  },

  // temperatures (7 ca / 4 es / 4 en)
  {
    question:
      "conduc el bus de la línia 5 a Girona i tinc torn partit, cuino al migdia. He comprat un termòmetre de punxa. A quina temperatura ha d'estar el pollastre per dins? i on el punxo",
    lang: 'ca',
    area: 'temperatures',
    expect: 'answer',
    gist: '74 °C (165 °F) in the thickest part (breast or thigh), probe not touching the bone.',
  },
  {
    question:
      "a quina temperatura ha de tindre l'oli per a fregir bunyols de carabassa? a la meua sogra li se'n queden crus per dins i torrats per fora",
    lang: 'ca',
    area: 'temperatures',
    expect: 'answer',
    gist: 'About 170–180 °C; hotter oil browns the outside before the inside cooks. Fry a few at a time so the oil keeps its temperature.',
  },
  {
    question:
      'Per a la calçotada som 25 a la masia de Valls. Les nyores, els tomàquets i els alls per al romesco, els faig al forn a quants graus i quanta estona?',
    lang: 'ca',
    area: 'temperatures',
    expect: 'answer',
    gist: 'Tomatoes and garlic roasted at about 180–200 °C for 20–40 min until soft and blistered; nyores are soaked in hot water (not roasted) and their flesh scraped; nuts toasted about 10 min at 160–180 °C.',
  },
  {
    question:
      'La Thermo deixa posar 37, 50, 60, 70, 80, 90, 100 i varoma. Per fer iogurt quina temperatura poso i quantes hores?',
    lang: 'ca',
    area: 'temperatures',
    expect: 'answer',
    gist: 'Heat the milk to about 85–90 °C, cool it to about 40–45 °C, mix in the starter and incubate at about 40–45 °C (37 °C works, slower) for about 6–8 h until set, then refrigerate.',
  },
  {
    question:
      "fem vi a Gandesa i el nostre negre de garnatxa del 2021 el vull servir dissabte amb un estofat de senglar. a quina temperatura el serveixo? a l'estiu aqui fa 35",
    lang: 'ca',
    area: 'temperatures',
    expect: 'answer',
    gist: 'Red wine at about 16–18 °C, i.e. cooler than a hot room: a short spell in the fridge or a cool cellar before serving.',
  },
  {
    question:
      "a quina temperatura poso el forn per fer un pa de pagès d'1 kg? el forn és un Teka del 2009, sense vapor ni res",
    lang: 'ca',
    area: 'temperatures',
    expect: 'answer',
    gist: 'Preheat very hot, about 230–250 °C, make steam for the first 10–15 min (tray of water or ice cubes), then about 200–220 °C; roughly 40–50 min in total, done at about 96 °C inside or when the base sounds hollow.',
  },
  {
    question:
      'Som de Salt, a casa som 9 i la nevera té una rodeta del 1 al 7. Ara la tenim al 4. Quina temperatura ha de fer dins la nevera i al congelador? no sabem si el 4 vol dir graus',
    lang: 'ca',
    area: 'temperatures',
    expect: 'answer',
    gist: 'Fridge at 4–5 °C or below (about 1–4 °C), freezer at −18 °C. The dial numbers are power settings, not degrees; check with a fridge thermometer.',
  },
  {
    question:
      'los changos quieren empanadas tucumanas como las de la abuela en horno de barro, pero acá en el depto de Yerba Buena tengo horno eléctrico nomás. a qué temperatura y cuánto rato?',
    lang: 'es',
    area: 'temperatures',
    expect: 'answer',
    gist: 'A very hot oven, about 220–250 °C, preheated, for about 12–15 min until golden (optionally brushed with egg).',
  },
  {
    question:
      "Soy carnicero en Burgos y un cliente me pregunta a qué temperatura por dentro tiene que quedar un solomillo de cerdo para que esté hecho pero jugoso. Yo siempre le digo 'bien hecho' pero dice que le queda seco.",
    lang: 'es',
    area: 'temperatures',
    expect: 'answer',
    gist: "About 63 °C inside (145 °F) and a few minutes' rest; a slightly pink centre is safe and juicy.",
  },
  {
    question:
      'entro a las 5:30 en la línea 10 y quiero dejar el horno programado para cuando vuelva. a qué temperatura hago un bizcocho de yogur, arriba y abajo o con ventilador?',
    lang: 'es',
    area: 'temperatures',
    expect: 'answer',
    gist: 'About 170–180 °C top and bottom heat (about 160–170 °C with fan), preheated, 35–45 min; do not leave the raw batter waiting for hours in the oven.',
  },
  {
    question:
      "mi abuela me pasó su receta de magdalenas escrita a mano y pone 'horno fuerte'. el horno de la resi aquí en Cracovia lo trajo un americano y va en grados F lol. cuánto es horno fuerte??",
    lang: 'es',
    area: 'temperatures',
    expect: 'answer',
    gist: "'Horno fuerte' is about 220–230 °C, i.e. about 425–450 °F (magdalenas often start hot and go down to about 180–200 °C).",
  },
  {
    question:
      "our kid reckons you can have a steak rare and it's sound but a burger has to be done proper. why's that and what temp for a burger then",
    lang: 'en',
    area: 'temperatures',
    expect: 'answer',
    gist: "Mincing spreads surface bacteria through the meat, whereas a whole steak's outside gets seared; burgers need about 71 °C (160 °F) in the centre (UK guidance: 70 °C for 2 min).",
  },
  {
    question:
      'unit base, 5am call, feeding 80 crew. scrambled egg n sausages sit in chafing dishes for about 3 hrs. what temp do they need to stay above?',
    lang: 'en',
    area: 'temperatures',
    expect: 'answer',
    gist: 'Hot-hold at 63 °C or above (UK; about 57–60 °C in US guidance), checked with a probe; food that falls below should be discarded after 2 h.',
  },
  {
    question:
      'In my Backofen here in Barcelona there is a symbol with a fan and a circle around. Recipe from my Oma says 200 Grad Ober-/Unterhitze. What must I set with the fan?',
    lang: 'en',
    area: 'temperatures',
    expect: 'answer',
    gist: 'About 20 °C lower with the fan: about 180 °C.',
  },
  {
    question:
      'doing nonnas gravy sunday, meatballs go in the sauce raw, beef n pork. what temp do they gotta hit inside?',
    lang: 'en',
    area: 'temperatures',
    expect: 'answer',
    gist: '71 °C (160 °F) in the centre; simmer them in the sauce until they reach it.',
  },

  // doneness-times (7 ca / 4 es / 4 en)
  {
    question:
      'Tinc un quilo de llagostins de Vinaròs vius de la llotja. Quants minuts de bullir perquè no quedin tous? ma mare diu que amb aigua de mar',
    lang: 'ca',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'Into boiling well-salted water (about 35–40 g salt per litre, like seawater) for about 1–2 min, until they turn pink / the water comes back to the boil, then into iced salted water to stop the cooking.',
  },
  {
    question:
      "Les patates i la col per al trinxat quanta estona les bullo? la col d'hivern d'aqui dalt, despres de les glaçades, es duríssima",
    lang: 'ca',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'About 20–30 min boiling until both are fork-tender (potatoes in chunks); frost-bitten winter cabbage is fine and sweet, just test it; drain well before mashing and frying.',
  },
  {
    question:
      'Espatlla de xai de 2 kg, al forn elèctric de casa, no al de llenya de la borda. Quant temps i a quants graus?',
    lang: 'ca',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'About 180 °C for roughly 1½–2 h (about 45–50 min per kg), with a little liquid, basting, until the meat comes away from the bone; rest about 10 min.',
  },
  {
    question:
      "L'arròs al forn quant de temps de forn? la meua néta diu que 20 minuts i jo tota la vida l'he fet a ull",
    lang: 'ca',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'About 20 min (up to 25) at about 200–220 °C once the boiling broth is in, then 5 min rest: the granddaughter is right.',
  },
  {
    question:
      "Després de la cantada d'havaneres a Calella fem sardinada per a la colla. Les sardines a la brasa, quants minuts per banda?",
    lang: 'ca',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'About 2–3 min per side over hot embers (not flames), until the skin is crisp and the flesh opaque and coming off the bone.',
  },
  {
    question:
      "Oh carxofa, cor tancat del Prat: quanta estona t'haig de deixar dins l'aigua que bull perquè t'obris tendra i no et desfacis? Les tinc grosses, de mercat.",
    lang: 'ca',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'Large artichokes about 15–25 min in boiling salted water (with lemon), until an outer leaf pulls out easily or a knife goes into the base.',
  },
  {
    question:
      "Benvolguts senyors, els agrairia que m'indiquessin el temps de cocció d'un ou dur (mida L) a comptar des del moment de l'ebullició. Resto a l'espera de les seves notícies. Atentament, J. M. F.",
    lang: 'ca',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'About 10–12 min from boiling for a large egg, then into cold water.',
  },
  {
    question:
      'Ay rapaza, mi hijo me trajo garbanzos de Fuentesaúco y quiero hacerlos en la olla rápida nueva, que yo siempre los hice en el puchero. ¿Cuánto tiempo, después del remojo?',
    lang: 'es',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'About 20–25 min at high pressure after a 12 h soak (against 2–3 h in a normal pot), into hot water.',
  },
  {
    question:
      'qué más pues, las tajadas de maduro se me queman por fuera y por dentro quedan duras. cuánto tiempo por lado y a qué fuego?',
    lang: 'es',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'Medium heat, about 3–4 min per side until golden and soft inside; use very ripe (black-skinned) plantain.',
  },
  {
    question:
      'plebes, cuánto tiempo le doy a la arrachera en el asador pa que quede término medio? es de la gruesita',
    lang: 'es',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'Very hot grill, about 4–6 min per side for a thicker skirt steak, to about 57–60 °C inside for medium; rest about 5 min, slice against the grain.',
  },
  {
    question:
      'Hola, yo trabajo en campaña de la fruta aqui en Lleida, piso con 6 compañeros. Quiero hacer sarmale como Rumania, rollos de col con carne y arroz. Cuanto tiempo en olla normal, no tengo horno?',
    lang: 'es',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'Simmer gently, covered, on low heat for about 2–3 h, until the cabbage is tender and the rice and meat are cooked through.',
  },
  {
    question:
      'peerie question, caught a crab aff the pier this morning, about a kilo. how long do I boil it for?',
    lang: 'en',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'Chill/dispatch it humanely first; in well-salted boiling water about 15–20 min for 1 kg, until the shell is bright orange-red.',
  },
  {
    question:
      "oh my heck, ward party tomorrow and I'm roasting a 12 lb turkey, no stuffing. how long at 325?",
    lang: 'en',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'About 3 to 3¾ h at 325 °F (163 °C), until 165 °F (74 °C) in the thickest part of thigh and breast; rest 20–30 min.',
  },
  {
    question:
      'on site we have microwave 800W in the cabin. big potato for jacket, how many minutes? first time, sorry english',
    lang: 'en',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'About 8–10 min at 800 W for a large potato, pricked first and turned halfway; rest 2 min; done when a knife slides in easily.',
  },
  {
    question: 'how long to steam de flying fish fillets fuh cou-cou? dey thin thin',
    lang: 'en',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'Thin fillets about 5–8 min steamed or simmered in the sauce, until opaque and flaking.',
  },

  // substitutions (7 ca / 4 es / 4 en)
  {
    question:
      'per a la crema catalana no tinc midó de dacsa. puc posar farina de blat normal? quanta en pose?',
    lang: 'ca',
    area: 'substitutions',
    expect: 'answer',
    gist: 'Yes: wheat flour at about twice the cornflour amount, cooked a few minutes longer to lose the raw-flour taste (slightly less smooth).',
  },
  {
    question:
      'Tinc una ampolla de cava obert de la feina que ja no té bombolla. Em serveix en lloc del vi blanc per al risotto de bolets?',
    lang: 'ca',
    area: 'substitutions',
    expect: 'answer',
    gist: 'Yes: a flat dry (brut) cava works like dry white wine; avoid sweet ones (semisec, dolç).',
  },
  {
    question:
      'Tinc una botiga al Raval, tot halal. Molts clients joves em demanen coses per fer carbonara. Què els dic que posin en lloc del guanciale, que és de porc?',
    lang: 'ca',
    area: 'substitutions',
    expect: 'answer',
    gist: 'Halal cured/smoked beef or turkey (beef bacon, pastirma, cecina, turkey bacon) fried in a little oil; or leave the meat out (e.g. mushrooms); the rest of the carbonara stays the same.',
  },
  {
    question:
      'La meva parella és vegana i jo no, i vull fer la crema de carbassa només per mi. Si no tinc nata de civada puc posar nata de cuinar normal o llet?',
    lang: 'ca',
    area: 'substitutions',
    expect: 'answer',
    gist: 'Yes: dairy cream or milk works (add off the boil, less liquid with milk); for a vegan version use coconut milk or another plant cream.',
  },
  {
    question:
      "A l'hostatgeria aquest cap de setmana tenim un hoste celíac. Per a la beixamel dels canelons, què faig servir en lloc de farina de blat?",
    lang: 'ca',
    area: 'substitutions',
    expect: 'answer',
    gist: 'Certified gluten-free cornflour (about half the amount, dissolved in cold milk) or rice flour; also gluten-free cannelloni sheets and no cross-contamination.',
  },
  {
    question:
      'la dona sempre posava vi ranci al fricandó i a casa no en queda ni una gota. què hi puc posar en lloc?',
    lang: 'ca',
    area: 'substitutions',
    expect: 'answer',
    gist: 'A dry oloroso or amontillado sherry, or another dry fortified wine (dry Madeira); failing that dry white wine with a splash of brandy.',
  },
  {
    question: 'tinc pressa. no tinc ous per arrebossar el lluç. hi ha res que faci el mateix?',
    lang: 'ca',
    area: 'substitutions',
    expect: 'answer',
    gist: 'A flour-and-water (or milk) batter, or just milk, or a thin coat of mustard or mayonnaise, then flour or breadcrumbs.',
  },
  {
    question:
      'Me vine de Mérida a Valencia y aquí no encuentro naranja agria para el recado de la cochinita. ¿Con qué la sustituyo?',
    lang: 'es',
    area: 'substitutions',
    expect: 'answer',
    gist: 'Sweet orange juice mixed with lime or lemon juice (about 2:1 to 1:1), optionally a little vinegar; bitter (Seville) oranges, naranja amarga, are the same fruit and grow in Spain in winter.',
  },
  {
    question:
      'en el buffet del hotel de Benidorm nos piden revuelto para veganos, con qué hago un revuelto sin huevo que parezca revuelto?',
    lang: 'es',
    area: 'substitutions',
    expect: 'answer',
    gist: 'Crumbled firm (or silken) tofu with turmeric and kala namak (black salt), or a chickpea-flour batter.',
  },
  {
    question: 'Para el morteruelo no tengo hígado de cerdo, ¿con qué lo sustituyo?',
    lang: 'es',
    area: 'substitutions',
    expect: 'answer',
    gist: 'Chicken livers (or lamb liver), in the same quantity.',
  },
  {
    question:
      'Qué pena con usted, quiero hacer arepas pero aquí en Madrid no encuentro masarepa, solo harina de maíz de la que venden al lado de la maicena. ¿Me sirve?',
    lang: 'es',
    area: 'substitutions',
    expect: 'answer',
    gist: 'No: arepas need precooked maize flour (harina de maíz precocida, e.g. P.A.N., in Latin shops and many supermarkets); raw corn flour or cornstarch will not bind, and masa harina is different.',
  },
  {
    question:
      "alright my lover, recipe says buttermilk for the scones an I haven't got none. what can I use instead?",
    lang: 'en',
    area: 'substitutions',
    expect: 'answer',
    gist: 'Milk soured with lemon juice or vinegar (about 1 tbsp per 250 ml, 5–10 min), or plain yogurt thinned with milk.',
  },
  {
    question:
      "I want to make kanelbullar for fika with the kids but I cannot find fresh yeast here in Girona?? only sachets of 'levadura química'. Is that the same thing?",
    lang: 'en',
    area: 'substitutions',
    expect: 'answer',
    gist: "No: levadura química is baking powder; she needs levadura fresca (chilled section) or dried baker's yeast (levadura de panadero seca), about 1 g dried for 3 g fresh.",
  },
  {
    question:
      'making italian beef, recipe wants giardiniera but the jewel was out. can i swap in pickled jalapeños or what',
    lang: 'en',
    area: 'substitutions',
    expect: 'answer',
    gist: 'Yes: pickled hot peppers (jalapeños, sport peppers) with some pickled vegetables in oil, or a quick homemade giardiniera.',
  },
  {
    question:
      'using my screen reader so excuse formatting. I cant read the small print on tins anymore. recipe wants 1 tsp baking soda and I only have baking powder, can I swap and how much',
    lang: 'en',
    area: 'substitutions',
    expect: 'answer',
    gist: 'Yes, with about three times as much baking powder (about 3 tsp for 1 tsp soda); a little less browning and a slightly different taste.',
  },

  // troubleshooting (6 ca / 5 es / 4 en)
  {
    question:
      "la maionesa se m'ha tallat. l'he feta amb batedora i oli de gira-sol, un ou. es pot salvar o la llenço",
    lang: 'ca',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'It can be saved: start with a new yolk (or a spoonful of water or mustard) in a clean bowl and add the split mayonnaise little by little while beating.',
  },
  {
    question:
      "L'arròs al forn em queda cru per dalt i cremat per baix. La cassola és de fang de les fondes. Què faig malament?",
    lang: 'ca',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'Use a wide, shallow cassola (thin layer of rice), add the broth boiling in the right ratio (about 2–2½ to 1), oven at about 200–220 °C with top and bottom heat on the middle shelf; a deep pot burns the bottom before the top cooks.',
  },
  {
    question:
      "Les msemen per a l'iftar em queden dures com una sola de sabata. Les faig amb farina, sèmola fina, aigua i sal. Per què?",
    lang: 'ca',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'Dough too stiff or not rested: knead to a soft dough, rest it 15–30 min, use plenty of oil/butter when stretching and folding, cook on medium heat without overcooking.',
  },
  {
    question:
      "a la furgo cuino amb un fogonet de càmping i l'arròs sempre s'enganxa a baix i dalt queda cru. com ho faig?",
    lang: 'ca',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'The flame concentrates heat in the centre: low heat, a heat diffuser or thicker/wider pan, a lid, the right amount of water, a windshield; let it rest covered off the heat.',
  },
  {
    question:
      'El pa em surt dens i no puja gens. Faig servir llevat de forner de sobre i la Thermo per pastar a 37 graus. Què falla?',
    lang: 'ca',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'Check the yeast is alive (not old/expired), salt not in direct contact with it, strong flour, enough kneading, and a long enough rise until the dough doubles (1–2 h in a warm place); 37 °C is fine but hotter kills the yeast.',
  },
  {
    question: "he fet romesco per la calçotada i m'ha quedat amarg. què ha passat? el puc arreglar?",
    lang: 'ca',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'Burnt garlic, nuts or nyores (or their seeds/skin), or a strong extra-virgin oil blended too long; fix by adding more roasted tomato, bread or nuts, a little sugar or vinegar to balance; next time add oil at the end by hand.',
  },
  {
    question:
      'las empanadas se me abren en el horno y se sale todo el jugo. los changos se ríen de mí. qué hago mal?',
    lang: 'es',
    area: 'troubleshooting',
    expect: 'answer',
    gist: "Don't overfill, use a cold filling that is not too wet, moisten the edges and seal well with a tight repulgue, bake in a hot oven.",
  },
  {
    question: 'La morcilla se me revienta en la sartén y se me sale todo el relleno. ¿Qué hago mal?',
    lang: 'es',
    area: 'troubleshooting',
    expect: 'answer',
    gist: "Heat too high: cook over medium-low heat, don't prick it, turn gently; or cut into thick slices and fry those (or cook it in the oven).",
  },
  {
    question: 'el bizcocho sube en el horno y luego se me hunde en el centro. ya van 3. qué está mal??',
    lang: 'es',
    area: 'troubleshooting',
    expect: 'answer',
    gist: "Usually underbaked or the oven opened too early; also too much raising agent or sugar, or oven too hot. Don't open before about two thirds of the time, check with a skewer.",
  },
  {
    question:
      'ajá, el arroz de coco me queda pegachento y blancuzco, no del color café que le sale a mi abuela en Barranquilla. qué me falta?',
    lang: 'es',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'The brown colour comes from reducing the coconut milk until the oil separates and the solids caramelise (titoté), sometimes with panela, before adding the rice; correct liquid ratio and no stirring avoid stickiness.',
  },
  {
    question:
      'en la cocina de tripulantes hago lentejas y después de 1 hora siguen duras. el cocinero dice que es el agua del barco. será?',
    lang: 'es',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'Old lentils, hard water, or salt/acid (tomato, vinegar) added too early keep them hard; add acid at the end, a pinch of baking soda helps with hard water, soaking shortens cooking.',
  },
  {
    question:
      'me yorkshires came out flat n greasy again, used the mix from a jug like ma did. what am I doing wrong',
    lang: 'en',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'The fat must be smoking hot in the tin, oven very hot (about 220–230 °C), batter poured in quickly, oven not opened early; a rested batter with equal volumes of egg, flour and milk.',
  },
  {
    question:
      'me cheesecake always cracks down the middle. the baked one not the fridge one. tastes mint but looks rank',
    lang: 'en',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'Overbaking or too hot oven, overbeating (air) and sudden cooling: bake low (about 150–160 °C), water bath, take out while the centre still wobbles, cool in the switched-off oven with the door ajar, loosen the edge.',
  },
  {
    question:
      'my homemade gyoza keep sticking to the pan and tearing when i take them out, and its a nonstick pan lol',
    lang: 'en',
    area: 'troubleshooting',
    expect: 'answer',
    gist: "Enough oil in a hot pan, fry the bottoms, add water and cover to steam, then uncover until the water has evaporated and the bottoms crisp again; don't move them before that.",
  },
  {
    question: 'rice for 60 in the big steamer trays always comes out gluey. same ratio as i do at home',
    lang: 'en',
    area: 'troubleshooting',
    expect: 'answer',
    gist: "Rinse the rice, use less water proportionally in big batches (trays steam and lose little), don't stir, rest covered, then fluff and spread; parboiled rice is more forgiving.",
  },

  // cook-with-what-i-have (6 ca / 5 es / 4 en; 12 'recipes', 3 'answer')
  {
    question:
      "m'han sobrat anxoves de la feina i a casa tinc albergínies, pebrots vermells i cebes. que faig per sopar",
    lang: 'ca',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'Escalivada amb anxoves (has all of them); also acceptable: Xató (anchovies), Ratatouille (aubergine, red pepper, onion); nothing with none of anchovies, aubergine or pepper.',
  },
  {
    question:
      'Tinc mascarpone que va sobrar del dinar de la feina a la cava i un paquet de melindros. Què en faig?',
    lang: 'ca',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'Tiramisú (the only recipe with mascarpone and melindros).',
  },
  {
    question: "tinc carabassa i carabasseta de l'hort, i un pot de cigrons cuits. què puc fer?",
    lang: 'ca',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'Cuscús de verdures (pumpkin, courgette and cooked chickpeas); also acceptable: Crema de carbassa i gingebre, Ratatouille, Curri verd de verdures, Hummus casolà; nothing without pumpkin, courgette or chickpeas.',
  },
  {
    question:
      "El veí caçador m'ha deixat un conill sencer i tinc romaní i farigola del marge. Què puc cuinar?",
    lang: 'ca',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'None fits: the catalogue has no rabbit recipe; saying so (or outlining a rabbit dish with herbs) is acceptable, and nothing unrelated may be listed.',
  },
  {
    question: 'Jo tinc llenties vermelles, una llauna llet de coco i ceba. Què cuino avui per la família?',
    lang: 'ca',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'Dal de llenties vermelles (red lentils, coconut milk, onion); Curri verd de verdures (coconut milk) acceptable; nothing else.',
  },
  {
    question:
      "Disposo de tres ous, mig litre de llet i sucre, però el forn està avariat fins dilluns. Seria factible elaborar un flam? En cas afirmatiu, els agrairia que m'indiquessin com.",
    lang: 'ca',
    area: 'cook-with-what-i-have',
    expect: 'answer',
    gist: 'Yes: caramel in the moulds, eggs beaten with the milk and about 100 g sugar, cooked in a covered bain-marie on the hob over low heat for about 20–30 min (or steamed) until set, then chilled.',
  },
  {
    question: 'parce tengo dos aguacates bien maduros, un limón y un paquete de salmón. qué preparo?',
    lang: 'es',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'Maki de salmó i alvocat (salmon and avocado), Guacamole amb nachos (avocado); nothing without avocado or salmon.',
  },
  {
    question:
      'Tengo arroz blanco de ayer, huevos, jamón de york y unos guisantes congelados. ¿Qué hago, rapaza?',
    lang: 'es',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'Arròs fregit tres delícies (day-old rice, eggs, ham, peas).',
  },
  {
    question:
      'del buffet han sobrado unas 40 gambas peladas, un paquete de fideos de arroz y brotes de soja. que plato saco con eso para el personal?',
    lang: 'es',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'Pad thai de gambes (prawns, rice noodles, bean sprouts); also acceptable with prawns: Fideuà de marisc, Suquet de peix; nothing else.',
  },
  {
    question:
      'Mi cuñado ha vuelto de Santander con una docena de sardinas frescas, ya limpias. ¿Qué hago con ellas? Tengo sal gorda y un limón.',
    lang: 'es',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'None fits: the catalogue has no sardine recipe; saying so (or outlining grilled sardines) is acceptable, and nothing unrelated may be listed.',
  },
  {
    question:
      'plebes traje garbanzos secos pa hacer algo el domingo pero no los puse a remojar anoche. los puedo cocer así nomás?',
    lang: 'es',
    area: 'cook-with-what-i-have',
    expect: 'answer',
    gist: 'Unsoaked they take much longer and cook unevenly; soak (ideally 8–12 h) or quick-soak: boil 2–3 min, rest covered 1 h, then cook (a pressure cooker helps).',
  },
  {
    question:
      'I have tofu, one zucchini, a can of coconut milk and green curry paste from the asian shop. what can I make?',
    lang: 'en',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'Curri verd de verdures (has all of them); also acceptable: Sopa de miso amb tofu (tofu), Dal de llenties vermelles (coconut milk), Cuscús de verdures and Ratatouille (courgette).',
  },
  {
    question: 'got a pound of ground beef, brioche buns and cheddar slices from the jewel. ideas?',
    lang: 'en',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'Hamburguesa casolana (minced beef, brioche buns, cheddar); also acceptable with minced meat: Lasanya de carn, Macarrons de l’àvia, Escudella i carn d’olla.',
  },
  {
    question:
      'wunna, I got flying fish, some okra an a breadfruit from de market. what recipe wunna got fuh dat?',
    lang: 'en',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'None fits: the catalogue has no flying fish, okra or breadfruit recipe; saying so (or outlining cou-cou and flying fish) is acceptable, and nothing unrelated may be listed.',
  },
  {
    question:
      'layover hotel, all I have is the room kettle, a mug and a pack of plain couscous. can I actually cook it with just that?',
    lang: 'en',
    area: 'cook-with-what-i-have',
    expect: 'answer',
    gist: 'Yes: pour about an equal volume of just-boiled water (with a pinch of salt) over the couscous, cover 5 min, fluff with a fork.',
  },

  // conversions-quantities (6 ca / 4 es / 4 en)
  {
    question: 'som 25 a la calçotada. quants calçots compro per persona? i quant romesco faig?',
    lang: 'ca',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'About 20–30 calçots per person (say 500–700 for 25, fewer if there is meat after) and about 50–75 ml romesco per person (about 1.5 l).',
  },
  {
    question: 'una tassa de farina quants grams son? la recepta es americana i tinc bascula',
    lang: 'ca',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'About 120–130 g (US cup of 240 ml).',
  },
  {
    question: 'Fem escudella per a 40 hostes. Quants cigrons secs hi poso?',
    lang: 'ca',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'About 50–60 g dried chickpeas per person, i.e. about 2–2.5 kg for 40 (they roughly double when soaked).',
  },
  {
    question: 'la recepta posa 25 g de llevat fresc i jo només tinc llevat sec de sobre. quant en poso?',
    lang: 'ca',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'About a third: about 8 g of dried instant yeast (a 7 g sachet is close enough).',
  },
  {
    question:
      "Si la recepta, per a quatre ànimes, demana 300 g d'arròs, quant n'he de posar perquè set convidats s'asseguin sota la parra de Begur sense gana?",
    lang: 'ca',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: '75 g per person: about 525 g for seven.',
  },
  {
    question:
      "Un client de la botiga em pregunta quants grams d'arròs basmati per persona i quanta aigua. Jo l'arròs el faig diferent, no sé què dir-li.",
    lang: 'ca',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'About 70–80 g raw per person as a side (about 100 g as a main); about 1½ parts water to 1 part rice by volume (absorption method), after rinsing.',
  },
  {
    question: 'Somos 18 en la cacería y quiero hacer caldereta de cordero. ¿Cuánta carne compro?',
    lang: 'es',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'About 300–350 g bone-in meat per person: roughly 5.5–6.5 kg for 18.',
  },
  {
    question: 'la receta de mi tía dice 1 lb de carne de puerco y 2 oz de achiote, cuánto es en gramos?',
    lang: 'es',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: '1 lb ≈ 454 g; 2 oz ≈ 57 g.',
  },
  {
    question:
      'una receta de un cliente americano del hotel pone 2 sticks of butter, cuánto es eso en gramos?',
    lang: 'es',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'One stick is about 113 g, so two are about 225–227 g (1 cup).',
  },
  {
    question:
      'uso el vaso del yogur de medida para el bizcocho. cuántos gramos de harina caben en un vaso de yogur?',
    lang: 'es',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'A yogurt pot holds about 125 ml: about 70–80 g of flour (about 100–110 g sugar).',
  },
  {
    question:
      "gravy for 30 at the christening. nonna's recipe is for 6 and uses 2 cans of san marzanos, the 28 oz ones. how many cans and how much pasta do i get",
    lang: 'en',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: "Scale ×5: 10 cans (28 oz); pasta about 100 g (3.5–4 oz) per person as a main, about 3 kg (6.5–7 lb) for 30, less if it's a first course.",
  },
  {
    question:
      'my aunt in perth sent me her recipe and it says 2 tablespoons. is an aussie tablespoon the same as mine?',
    lang: 'en',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'No: an Australian tablespoon is 20 ml, a UK/US one 15 ml; 2 Australian tbsp = 40 ml (about 2⅔ UK tbsp).',
  },
  {
    question:
      'American recipe says 350°F and 1 pint of cream. What is this in Celsius and ml? I am confused because British pint is different?',
    lang: 'en',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: '350 °F ≈ 175–180 °C; a US pint is about 473 ml (the British pint is 568 ml).',
  },
  {
    question: 'pancakes for 80 crew. recipe makes 12 pancakes from 200 g flour. want 2 each. how much flour',
    lang: 'en',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: '160 pancakes: about 13⅓ times the recipe, about 2.7 kg flour, everything else scaled the same.',
  },

  // catalan-spanish-techniques (6 ca / 5 es / 3 en)
  {
    question:
      "Volem fer un sofregit com cal per a un arròs de peix. Quanta estona s'ha de coure la ceba i després el tomàquet?",
    lang: 'ca',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'Slowly on low heat: onion about 20–30 min until golden and soft, then grated tomato until its water evaporates and it darkens and turns jammy; about 45 min to 1 h in all.',
  },
  {
    question: "què és exactament una picada i quan s'afegeix al guisat?",
    lang: 'ca',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'A mortar paste of toasted almonds/hazelnuts, fried bread, garlic and parsley (sometimes saffron), loosened with a little broth, stirred in near the end to thicken and flavour, then a few more minutes of cooking.',
  },
  {
    question: 'el trinxat, com se li fa la crosta? a ca la meva mare sortia rodó com una truita i rosset',
    lang: 'ca',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'Mash the boiled cabbage and potato, fry garlic and cansalada in a pan, add the mash, flatten it like an omelette and fry until a golden crust forms, flip with a plate and brown the other side.',
  },
  {
    question: "com es fa l'allioli de morter sense ou? sempre se'm talla a la meitat",
    lang: 'ca',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'Crush garlic with salt to a smooth paste, add oil drop by drop in a thin thread, always turning the pestle the same way, patiently; a few drops of water or lemon help; make small amounts.',
  },
  {
    question: "Com s'escaliven albergínies i pebrots si no tinc brasa, només el forn?",
    lang: 'ca',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'Whole, oiled, at about 200–220 °C for about 45–60 min, turning, until soft and the skin is blackened; let them sweat covered, then peel and tear into strips; dress with oil and salt.',
  },
  {
    question: "Què vol dir 'fer la samfaina'? la meva sogra ho diu molt i jo no sé",
    lang: 'ca',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'Samfaina is a Catalan vegetable stew/sauce: onion, peppers, aubergine, courgette and tomato cooked slowly in olive oil (like ratatouille), eaten alone or with meat, fish or salt cod.',
  },
  {
    question:
      'Mi suegra dice que las perdices en escabeche se hacen de una manera y mi madre de otra. ¿Cómo se escabecha bien?',
    lang: 'es',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'Brown the (tied) birds in oil, then cook slowly covered in oil, vinegar and white wine (plus water) with garlic, onion, bay and peppercorns until tender; cool and rest in the liquid at least 24 h before eating.',
  },
  {
    question:
      '¿cómo se hace el majado de ajo, perejil y pan frito para espesar un guiso? en el pueblo lo hacen y yo no me acuerdo',
    lang: 'es',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'Fry slices of bread and garlic, pound them in a mortar with parsley (optionally almonds, saffron), loosen with broth, add near the end and cook a few minutes more.',
  },
  {
    question:
      "Un cliente me dice que hay que 'marcar' la carne antes de guisarla. ¿Qué es exactamente y para qué sirve?",
    lang: 'es',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'Sear the pieces over high heat in hot oil until browned all over, without crowding the pan, for flavour and colour (Maillard) before adding the liquid; it does not seal in juices.',
  },
  {
    question: 'aquí en Madrid me dicen que el cocido se come en tres vuelcos, eso qué es, parce?',
    lang: 'es',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'It is served in three courses: first the broth as a soup with fine noodles, then the chickpeas with vegetables (and potato), then the meats and sausages.',
  },
  {
    question:
      "mi abuela en sus recetas pone 'rehogar' y 'pochar', en qué se diferencian? aquí en Cracovia nadie me lo sabe decir",
    lang: 'es',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'Rehogar: cook briefly in a little fat over moderate heat, stirring, to soften and flavour; pochar: cook slowly over low heat in oil until very soft and translucent without browning (also used for poaching in liquid).',
  },
  {
    question:
      'how do you do pa amb tomàquet properly? my flatmate grates the tomato but the bar downstairs rubs it on the bread',
    lang: 'en',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'Toast pagès bread, optionally rub with garlic, rub a halved ripe (hanging) tomato over it, then extra-virgin olive oil and salt; rubbing is the traditional way, grated tomato is a common bar shortcut.',
  },
  {
    question:
      "what does 'a la plancha' actually mean, can i do it in a normal pan or do i need a special thing",
    lang: 'en',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'Cooking quickly on a very hot flat griddle with a little oil and salt, searing the surface; a heavy (cast-iron) pan heated very hot works.',
  },
  {
    question:
      'a chef in Valencia told me never to stir a paella once the rice is in. why not? I always stir risotto',
    lang: 'en',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'Stirring releases starch and makes it creamy like risotto; paella rice should cook in a thin, even layer absorbing the broth undisturbed so the grains stay separate and a socarrat forms.',
  },

  // pairings (6 ca / 4 es / 4 en)
  {
    question:
      'quin plat de la cuina catalana lliga amb un negre jove de garnatxa de la Terra Alta? per fer-ne un dinar al celler',
    lang: 'ca',
    area: 'pairings',
    expect: 'answer',
    gist: 'Grilled meats (lamb, botifarra), calçots or escalivada, stews such as fricandó or a mushroom dish, cured meats; a young fruity red suits grilled and stewed meat.',
  },
  {
    question: "amb què marida un brut nature? a la feina diuen que amb tot i jo ja no m'ho crec",
    lang: 'ca',
    area: 'pairings',
    expect: 'answer',
    gist: 'Aperitifs, fried foods, anchovies and salty things, shellfish and fish, rice dishes like arròs negre, sushi, fresh cheeses; its acidity and bubbles cut fat and salt.',
  },
  {
    question: "Amb les anxoves de l'Escala, quin pa i quin vi poso per als amics de Barcelona?",
    lang: 'ca',
    area: 'pairings',
    expect: 'answer',
    gist: 'Pa amb tomàquet on pagès bread (or coca de vidre), with a dry white (e.g. Empordà), cava, fino/manzanilla or vermouth.',
  },
  {
    question: 'Per a la sardinada, què hi va bé al costat? no volem fer res complicat',
    lang: 'ca',
    area: 'pairings',
    expect: 'answer',
    gist: 'Pa amb tomàquet, a simple tomato and onion salad or escalivada, allioli, boiled or roasted potatoes; a cold dry white or rosé wine, or beer.',
  },
  {
    question:
      "tinc un formatge curat de llet crua d'ovella, fet a la borda. amb què el serveixo perquè llueixi?",
    lang: 'ca',
    area: 'pairings',
    expect: 'answer',
    gist: 'Quince paste (codony), walnuts, honey, fig jam or grapes, good bread; a red wine or a sweet wine.',
  },
  {
    question:
      'per trencar el dejuni comencem amb dàtils. amb quina beguda o plat lliguen més? a casa som 9 i cadascú diu una cosa',
    lang: 'ca',
    area: 'pairings',
    expect: 'answer',
    gist: 'Water or milk (or a yogurt drink) with the dates, then a light soup (harira, lentil soup); no alcohol.',
  },
  {
    question:
      '¿Qué vino pongo con unas carcamusas para los de la peña? Aquí en Talavera cada uno dice una cosa.',
    lang: 'es',
    area: 'pairings',
    expect: 'answer',
    gist: 'A young or lightly oaked red from the area (tempranillo/garnacha, e.g. Méntrida or La Mancha), or a cold beer.',
  },
  {
    question:
      '¿con qué se sirve la cochinita pibil? mis amigos de aquí la quieren con patatas fritas y no, mare',
    lang: 'es',
    area: 'pairings',
    expect: 'answer',
    gist: 'Corn tortillas (tacos, tortas), red onion pickled in bitter orange, habanero salsa, refried black beans.',
  },
  {
    question:
      'qué guarnición ligera pega con un salmón al horno? es para la cena y mañana madrugo para estudiar',
    lang: 'es',
    area: 'pairings',
    expect: 'answer',
    gist: 'Roasted or steamed vegetables (asparagus, broccoli), a green salad, boiled potatoes or rice, lemon or a yogurt-dill sauce.',
  },
  {
    question: '¿qué vino va con empanadas tucumanas? acá tomamos mucho de Cafayate',
    lang: 'es',
    area: 'pairings',
    expect: 'answer',
    gist: 'A Cafayate torrontés (aromatic white) or a young malbec.',
  },
  {
    question: 'what goes wi reestit mutton soup apart fae tatties?',
    lang: 'en',
    area: 'pairings',
    expect: 'answer',
    gist: 'Plain starches to balance the salty soup: bannocks or oatcakes, crusty bread, mashed neeps.',
  },
  {
    question: 'what drink goes wid cou-cou an flying fish? not rum punch, auntie coming',
    lang: 'en',
    area: 'pairings',
    expect: 'answer',
    gist: 'Non-alcoholic local drinks: mauby, sorrel, lime squash or fresh lime juice, ginger beer, passion fruit juice.',
  },
  {
    question:
      "what non-alcoholic drink pairs with a roast turkey dinner? no coffee or tea either, it's for the ward",
    lang: 'en',
    area: 'pairings',
    expect: 'answer',
    gist: 'Sparkling apple cider (non-alcoholic) or sparkling grape juice, a cranberry spritzer, lemonade, water with citrus.',
  },
  {
    question:
      'I want a board of Spanish cheeses to serve with cava for my Catalan in-laws. Which cheeses are good?',
    lang: 'en',
    area: 'pairings',
    expect: 'answer',
    gist: 'Fresh to semi-cured, salty cheeses: Manchego (semicurado), Mahón, Tetilla, Idiazábal, Garrotxa, torta del Casar.',
  },

  // recipe-request (8 ca / 6 es / 4 en, all 'recipes')
  {
    question: 'Voldria la recepta de la fideuà, som 10 diumenge a casa i el peix ja el tinc de la llotja',
    lang: 'ca',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Fideuà de marisc.',
  },
  {
    question:
      "El 23 d'abril estic a la parada de llibres de les 8 a les 21 h. Per sopar a casa vull fer crema catalana (sí, ja sé que és per Sant Josep, no per Sant Jordi). Recepta?",
    lang: 'ca',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Crema catalana.',
  },
  {
    question:
      'la dona feia canelons cada any pel 26 de desembre. ara els vull fer jo per als nets. com es fan?',
    lang: 'ca',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Canelons de Sant Esteve.',
  },
  {
    question:
      'vull fer una paella valenciana de les de veritat, amb pollastre, conill, bajoca i garrofó. me la passes?',
    lang: 'ca',
    area: 'recipe-request',
    expect: 'recipes',
    gist: "None fits: the catalogue has no paella valenciana (Arròs negre is a different rice dish and must not be offered as it); an outline of the dish or 'the catalogue has none' is acceptable, nothing unrelated may be listed.",
  },
  {
    question: 'recepta de trinxat de la Cerdanya amb rosta, com el de les fondes de Puigcerdà',
    lang: 'ca',
    area: 'recipe-request',
    expect: 'recipes',
    gist: "None fits: the catalogue has no trinxat (Escudella i carn d’olla has cabbage and potatoes but is not it); an outline or 'the catalogue has none' is acceptable, nothing unrelated may be listed.",
  },
  {
    question: 'calçots amb romesco per a 25, com es fa tot plegat?',
    lang: 'ca',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Calçots amb salsa romesco.',
  },
  {
    question: 'a escola del meu fill fan castanyada el 31 octubre i jo vull portar panellets. com es fa?',
    lang: 'ca',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Panellets de pinyons.',
  },
  {
    question: 'ramen de miso fet a casa, el vull fer amb la Thermo si es pot',
    lang: 'ca',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Ramen de miso.',
  },
  {
    question: 'receta de tortilla de patatas con cebolla, que en casa somos concebollistas',
    lang: 'es',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Truita de patates.',
  },
  {
    question:
      'Necesito una receta de gazpacho para el buffet de mañana, lo de siempre, que los guiris lo piden mucho',
    lang: 'es',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Gaspatxo andalús.',
  },
  {
    question: '¿Tenéis receta de ajoblanco? Somos 6 y hace un calor que no se puede.',
    lang: 'es',
    area: 'recipe-request',
    expect: 'recipes',
    gist: "None fits: the catalogue has no ajoblanco (Gaspatxo andalús is a different cold soup and must not be offered as it); an outline or 'the catalogue has none' is acceptable, nothing unrelated may be listed.",
  },
  {
    question: 'una receta de cochinita pibil como la de Mérida, mare, que aquí nadie sabe hacerla',
    lang: 'es',
    area: 'recipe-request',
    expect: 'recipes',
    gist: "None fits: the catalogue has no cochinita pibil (Tacos al pastor is a different pork dish and must not be offered as it); an outline or 'the catalogue has none' is acceptable, nothing unrelated may be listed.",
  },
  {
    question: 'lasaña de carne para 8, para el sábado que vienen mis padres a verme',
    lang: 'es',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Lasanya de carn.',
  },
  {
    question: 'la carbonara de verdad, sin nata, que mis compañeros italianos de la resi me matan',
    lang: 'es',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Espaguetis a la carbonara.',
  },
  {
    question: "tiramisu for sunday dinner, nonna's coming and she's gonna judge",
    lang: 'en',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Tiramisú.',
  },
  {
    question: 'do you have a recipe for funeral potatoes? the cheesy cornflake ones for the ward party',
    lang: 'en',
    area: 'recipe-request',
    expect: 'recipes',
    gist: "None fits: the catalogue has no funeral potatoes (cheesy potato bake); an outline or 'the catalogue has none' is acceptable, nothing unrelated may be listed.",
  },
  {
    question: 'butter chicken for the lads on nightshift, got a recipe?',
    lang: 'en',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'The catalogue has no butter chicken as such; Curri de gall dindi amb mantega (butter curry with turkey) is acceptable as the close match; nothing else may be listed.',
  },
  {
    question: 'a good miso soup with tofu like the one at the ramen place?',
    lang: 'en',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Sopa de miso amb tofu.',
  },

  // follow-up (5 ca / 4 es / 3 en, each with `previous`)
  {
    question: 'i passat per aigua? que el vull per sucar-hi pa',
    lang: 'ca',
    area: 'follow-up',
    expect: 'answer',
    previous: "Quant temps s'ha de bullir un ou dur?",
    gist: 'A soft-boiled egg: about 3–4 min from boiling (white set, yolk runny); about 6 min for a jammy (mollet) yolk.',
  },
  {
    question: 'I si el congelem, quant de temps aguanta?',
    lang: 'ca',
    area: 'follow-up',
    expect: 'answer',
    previous: "Com guardo el caldo d'escudella que ens ha sobrat a l'hostatgeria?",
    gist: 'Frozen broth keeps about 3 months at best quality (safe longer at −18 °C); thaw in the fridge and bring to the boil.',
  },
  {
    question: 'i si no tinc termometre com ho se',
    lang: 'ca',
    area: 'follow-up',
    expect: 'answer',
    previous: "A quina temperatura ha d'estar l'oli per fregir croquetes?",
    gist: 'A cube of bread browns in about 40–60 s at the right heat (170–180 °C), or steady bubbles form around a wooden spoon handle; smoking oil is too hot.',
  },
  {
    question: 'es pot fer sense ceba? la petita no en vol ni veure',
    lang: 'ca',
    area: 'follow-up',
    expect: 'answer',
    previous: 'Em passes la recepta de truita de patates per a 4?',
    gist: 'Yes: same method with just potatoes, eggs, oil and salt (potatoes cooked slowly in the oil).',
  },
  {
    question: 'la puc fer amb el minipimer o ha de ser al morter per força?',
    lang: 'ca',
    area: 'follow-up',
    expect: 'answer',
    previous: 'Com es fa una picada per al suquet?',
    gist: 'A hand blender or chopper works, with a little broth to loosen; the mortar gives a better texture, but it is not required.',
  },
  {
    question: '¿y cuánto lo dejo reposar antes de cortarlo?',
    lang: 'es',
    area: 'follow-up',
    expect: 'answer',
    previous: '¿A qué temperatura interior se saca el solomillo de cerdo?',
    gist: 'About 3–5 min (up to 10), loosely covered with foil.',
  },
  {
    question: 'vale, ¿y si las congelo con el chorizo y la patata dentro?',
    lang: 'es',
    area: 'follow-up',
    expect: 'answer',
    previous: '¿Cuántos días duran las lentejas con chorizo en la nevera?',
    gist: 'Yes, they freeze well for about 3 months; the potato may turn grainy (remove it or accept it); thaw in the fridge and reheat until boiling.',
  },
  {
    question: '¿y para dejarla jugosa, poco cuajada, cuánto tiempo por cada lado?',
    lang: 'es',
    area: 'follow-up',
    expect: 'answer',
    previous: 'receta de tortilla de patatas',
    gist: 'About 1–2 min per side over medium-high heat (set outside, runny inside); not advisable for pregnant women, the elderly or small children.',
  },
  {
    question: '¿y pongo la misma cantidad de aceite?',
    lang: 'es',
    area: 'follow-up',
    expect: 'answer',
    previous: '¿Con qué sustituyo la mantequilla en un bizcocho?',
    gist: 'No, less: about 80% of the butter weight in a mild oil (e.g. 100 g butter → about 80 g oil).',
  },
  {
    question: "n how do I ken it's done if I've nae timer",
    lang: 'en',
    area: 'follow-up',
    expect: 'answer',
    previous: 'peerie question, how long do I boil a crab about a kilo',
    gist: 'The shell turns bright orange-red all over, legs pull off easily, the meat is opaque white.',
  },
  {
    question: "what about if it's turkey mince instead",
    lang: 'en',
    area: 'follow-up',
    expect: 'answer',
    previous: 'what temp does a burger need to be inside',
    gist: 'Poultry needs 74 °C (165 °F) in the centre.',
  },
  {
    question: 'and brown sugar, the packed kind?',
    lang: 'en',
    area: 'follow-up',
    expect: 'answer',
    previous: 'how many grams is 1 cup of flour',
    gist: 'About 200–220 g per packed cup.',
  },

  // mixed-language (3 ca / 2 es / 1 en)
  {
    question:
      "tinc un meeting a les 9 i vull fer overnight oats per endur-me. quant temps han d'estar a la nevera? i és safe amb llet normal o millor vegetal?",
    lang: 'ca',
    area: 'mixed-language',
    expect: 'answer',
    gist: "At least 4–6 h, ideally overnight, in the fridge; safe with cow's or plant milk if kept cold; keeps about 2–3 days refrigerated; carry it cool.",
  },
  {
    question:
      'vull fer dulce de leche amb un bote de llet condensada a la olla exprés sense obrir-lo. es peligrós que explotí? quant rato?',
    lang: 'ca',
    area: 'mixed-language',
    expect: 'answer',
    gist: 'It can burst: the sealed can must stay fully covered with water, the pot must never boil dry, and it must cool completely before opening; about 20–30 min under pressure (2–3 h simmering); safer to pour the milk into a jar or pan.',
  },
  {
    question:
      'al super de Dublín tenen plain flour i self-raising flour. pels pancakes, si agafo la self-raising he de posar llevat igualment o no?',
    lang: 'ca',
    area: 'mixed-language',
    expect: 'answer',
    gist: "Self-raising flour already contains baking powder (about 1 tsp per 100–125 g), so leave out or reduce the recipe's baking powder.",
  },
  {
    question:
      'oye my roommate del crew me dijo que el cheesecake tiene que hacerse en baño maría, is that true? no tengo springform, solo un molde normal',
    lang: 'es',
    area: 'mixed-language',
    expect: 'answer',
    gist: 'A water bath is not compulsory but gives gentle, even heat and fewer cracks; without a springform line the tin with baking paper with overhang to lift it out (or serve from the tin).',
  },
  {
    question:
      'parce, en el mercat de Santa Caterina me dijeron que el bacallà hay que dessalar-lo 48 horas, es cierto? cada cuánto cambio el agua?',
    lang: 'es',
    area: 'mixed-language',
    expect: 'answer',
    gist: 'Yes: about 24–48 h depending on thickness (thick loins up to 72 h), in the fridge, changing the water about every 8 h (3 times a day).',
  },
  {
    question:
      "the guy at the carnisseria said for escudella I need 'os de genoll', 'carn d'olla' and a 'pilota'. what's the pilota exactly and do I need all of it??",
    lang: 'en',
    area: 'mixed-language',
    expect: 'answer',
    gist: 'The pilota is a large meatball (minced pork/veal, egg, breadcrumbs, garlic, parsley) cooked in the broth; the knee bone gives body/gelatine, the meats give flavour; all are traditional, not all strictly required.',
  },

  // off-topic (6 ca / 4 es / 2 en)
  {
    question:
      "a quina temperatura he de coure les cassoles de terrissa al forn del taller abans d'esmaltar-les perquè no s'esquerdin? el forn arriba a 1.000 graus",
    lang: 'ca',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'Firing pottery in a kiln, not cooking: must be declined.',
  },
  {
    question:
      "a la fàbrica bullim les planxes de suro abans de tallar els taps. quanta estona les hem de tenir a l'olla perquè s'estovin bé?",
    lang: 'ca',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'Industrial cork processing, not cooking: must be declined.',
  },
  {
    question:
      'quina proporcio de ciment, sorra i aigua per fer el morter de rejuntar les rajoles de la cuina',
    lang: 'ca',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'Building work (tiling mortar), not cooking: must be declined.',
  },
  {
    question:
      "quins llibres es van vendre més l'any passat per Sant Jordi? per saber què demano a la distribuïdora",
    lang: 'ca',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'Book sales, not cooking: must be declined.',
  },
  {
    question:
      "el metge m'ha fet una recepta electrònica d'ibuprofè, com la recullo a la farmàcia si no porto la targeta sanitària?",
    lang: 'ca',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'A medical prescription (recepta), not a recipe: must be declined.',
  },
  {
    question: 'la furgo fa olor de cremat quan engego la calefacció estàtica, què pot ser?',
    lang: 'ca',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'A van heater fault, not cooking: must be declined.',
  },
  {
    question: '¿cómo quito una mancha de tomate de un vestido blanco? es para una boda el sábado',
    lang: 'es',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'Stain removal from clothing, not cooking: must be declined.',
  },
  {
    question: 'hazme un plan de estudio para el temario de judicatura, 10 horas al día',
    lang: 'es',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'A study plan, not cooking: must be declined.',
  },
  {
    question:
      '¿a cuánto tengo que vender el kilo de morcilla para sacar un 30% de margen si me cuesta 6 euros?',
    lang: 'es',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'Shop pricing and margins, not cooking: must be declined.',
  },
  {
    question: '¿cuál es la receta para cocinar un buen currículum y que me cojan en otra naviera?',
    lang: 'es',
    area: 'off-topic',
    expect: 'off-topic',
    gist: "Writing a CV ('recipe' only as a figure of speech), not cooking: must be declined.",
  },
  {
    question: 'how long do I bake polymer clay earrings and at what temp?',
    lang: 'en',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'Crafting with polymer clay, not cooking: must be declined.',
  },
  {
    question: "whit's the recipe for getting the weans to sleep through the night? asking for a pal (me)",
    lang: 'en',
    area: 'off-topic',
    expect: 'off-topic',
    gist: "Children's sleep ('recipe' as a figure of speech), not cooking: must be declined.",
  },
];
