/*
Held-out chat questions, set 17 (issue 34): written on 2026-12-03, BLIND — only the brief's files were read
(in /work/scratch/brief17/: chat-conventions.txt, chat-type.txt, chat-areas.txt, chat-voices-earlier.txt,
demo-titles.txt); no project code, no earlier set's questions, no prompts and no answers of the assistant
were seen, and the assistant was not run.

Counts: 180 questions: 80 Catalan, 55 Spanish, 45 English.
Areas (ca/es/en): storage-safety 15 (7/4/4), temperatures 15 (7/4/4), doneness-times 15 (7/4/4),
substitutions 15 (7/4/4), troubleshooting 15 (6/5/4), cook-with-what-i-have 15 (6/5/4; 12 expect
'recipes', 3 'answer'), conversions-quantities 14 (6/4/4), catalan-spanish-techniques 14 (6/5/3),
pairings 14 (6/4/4), recipe-request 18 (8/6/4, all 'recipes'), follow-up 12 (5/4/3, each with
`previous`; 3 expect 'recipes'), mixed-language 6 (3/2/1, `lang` is the dominant language), off-topic 12
(6/4/2, 'off-topic'). 33 expect 'recipes', 135 'answer', 12 'off-topic'.

Voices, on purpose unlike sets 8 to 16: an astronomer on night duty at the Montsec observatory (la
cúpula 3, 12 graus, the Geminids), a salt-pan worker from Formentera ("sa", "es", "noltros"), a
black-truffle hunter with her dog, a rural postwoman (carter) with eggs from her round 14, a spa
receptionist in Caldes de Montbui with a staff fridge at 9 °C, a forest ranger picking rovellons in the
Montseny, a street-theatre actor feeding a company of 18 at FiraTàrrega, a stallholder at the Montblanc
medieval fair, a Moors-and-Christians filà member from Ontinyent ("esmorzaret", "la filà"), a
restaurant sommelier in Dénia, a paragliding instructor's crew in Organyà, a neighbour of a Balaguer
quince-allioli maker, an artichoke-fair volunteer in Benicarló, a Torredembarra beachgoer, a newly
retired man finally cooking, an adult-school Catalan learner, a bride-to-be, a beach-bar manager and a
Catalan living in Reykjavík (skyr, the Bónus supermarket); a Brazilian nanny writing portuñol (feijão,
panela de pressão, "de molho"), a Ukrainian woman with borsch in an aluminium pot, a Chinese shop owner
asking for a customer in second-language Spanish, a Oaxacan baker (pan de muerto, "ándale"), a rural
priest with catechism snacks, a scuba diver given sea urchins, a Sahrawi family without fresh
coriander, a would-be cooking YouTuber and a horoscope reader; a Pittsburgher ("yinz", "n'at", chipped
ham), a Cape Breton fiddler ("dear", oatcakes), a Detroit auto-plant worker (line 3), a Royal Navy
submarine cook (60 days into a patrol), a Toronto hockey mom ("eh"), an Isle of Man TT marshal, an
Edinburgh Fringe caterer, a Tasmanian apple orchardist (parsnips, pears), a Canadian teacher in the
Penedès with a Catalan neighbour, a hostel backpacker, a school-potluck parent, a chess player and an
Estonian midwife (English as a second language).
Spelling varies on purpose: no accents, no capitals, typos, second-language errors, dialect, telegraphic
lines and long rambling ones.

Traps: numbers that are not quantities (cúpula 3, round 14, 60 days into a patrol, line 3, a company of
18 that is a headcount, not minutes) next to numbers that are (a fridge reading 9 °C, 12 °C in the dome,
tins of 22 and 28 cm); false friends (Spanish «calabacín» = carbassó vs «calabaza» = carbassa; English
parsnip vs Catalan nap; «cream of coconut» is not coconut cream; gazpachuelo is not gazpacho; «crema
cremada» is Crema catalana under another name); dishes the catalogue lacks next to a similar one it has
(empedrat vs Xató, pollastre amb samfaina vs Ratatouille, truita de carbassó vs Truita de patates,
gazpachuelo vs Gaspatxo andalús, musaka vs Lasanya de carn, pho vs Ramen de miso, blueberry muffins vs
Pancakes amb nabius); requests by ingredient that hit several recipes (pinyons, avellanes, llet de coco,
calabacín, calabaza, piña, mint, sweet potato); cook-with questions that fit none (espinacs amb panses i
pinyons, chicken breast with cream and spinach, parsnips with pears and stilton) and three that want an
answer, not recipes (prawn heads, a roast-chicken carcass, half a bottle of red wine); follow-ups that
only make sense with `previous` (a vegetarian pick among aubergine recipes, a meat-free pick among
chickpea recipes, a vegetarian Japanese dish whose dashi is fish-based); off-topic questions dressed
in kitchen words (conjugating «coure», Scrabble points for «xocolata», the Geminids on a hot-chocolate
night, Python to sort recipes, a bridal bouquet of rosemary and lavender, a shift rota for waiters, a
MasterChef winner, a name for a cooking channel, a squeaky oven-door hinge, a horoscope, «proofing» an
essay, the Fried Liver Attack in chess); and code-switching (Catalan with English and Icelandic, dry
aging in three languages, Spanish with Portuguese and with Catalan, English with Catalan).

Conventions (copied from the brief): 'answer' gists say what a to-the-point answer must contain,
from general cooking knowledge (°C, safe internal temperatures, standard times, food safety per
common guidance); 'recipes' gists name the demo recipes that fit (by their exact catalogue titles) or say
that none fits and that nothing unrelated may be listed (an outline of the dish or "the catalogue has
none" is acceptable); 'off-topic' gists say it must be declined.

Never to be tuned on: it is measured once, as written, and then retired.
*/
import type { HeldOutChatQuestion } from './held-out-chat-questions-2.ts';

export const HELD_OUT_CHAT_QUESTIONS_17: readonly HeldOutChatQuestion[] = [
  // ── storage-safety (15: 7 ca, 4 es, 4 en) ──
  {
    question:
      "Faig guàrdia de nit a l'observatori del Montsec i em porto un tàper d'arròs amb pollastre que vaig cuinar ahir. Estarà unes 8 hores a la motxilla dins la cúpula 3, que és a uns 12 graus. Aguanta bé o m'arrisco?",
    lang: 'ca',
    area: 'storage-safety',
    expect: 'answer',
    gist: '12 °C is above fridge temperature (≤4–5 °C): cooked rice and chicken should not sit 8 h like that (Bacillus cereus in rice); keep it in a cool bag with ice packs or eat it within about 2 h, reheat until piping hot (75 °C); cúpula 3 is not a quantity.',
  },
  {
    question:
      'sa sípia i es calamars que vam comprar ahir a sa barca, noltros els podem congelar avui o ja és tard?',
    lang: 'ca',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'Yes: fresh squid/cuttlefish kept in the fridge can be frozen within 1–2 days of purchase; clean and dry them, freeze airtight at −18 °C, use within about 3–6 months, thaw in the fridge.',
  },
  {
    question:
      'Com he de guardar les tòfones negres que troba la gossa perquè aguantin uns dies? Les tinc en un pot amb arròs.',
    lang: 'ca',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'Wrap each truffle in kitchen paper, keep in an airtight jar in the fridge, change the paper daily, use within about a week (up to ~10 days); rice dries them out (better not); they can share the jar with whole eggs to perfume them; can be frozen for longer.',
  },
  {
    question:
      'Al meu recorregut (el 14) una pagesa em dona ous amb caca a la closca. Els he de rentar abans de posar-los a la nevera?',
    lang: 'ca',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'Do not wash them before storing (washing removes the protective cuticle and can push bacteria through the shell); wipe dry dirt off if needed, keep them in the fridge and wash just before use; discard cracked eggs. The 14 is a route number.',
  },
  {
    question:
      'a la feina (balneari) tenim una nevera de personal que marca 9 graus al termometre. hi puc deixar el dinar de tot el dia?',
    lang: 'ca',
    area: 'storage-safety',
    expect: 'answer',
    gist: '9 °C is too warm: a fridge should be at or below 4–5 °C; perishable food (meat, fish, rice, dairy) at 9 °C all day is in the danger zone; turn the dial colder or use a cool bag with ice packs.',
  },
  {
    question:
      'He collit rovellons diumenge al Montseny. Quants dies aguanten a la nevera? I es poden congelar crus?',
    lang: 'ca',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'Fresh wild mushrooms keep only about 2–3 days in the fridge, in paper or a cloth, not plastic; rovellons freeze badly raw (watery, bitter): sauté or blanch them first, then freeze.',
  },
  {
    question:
      "Si obro una llauna gran de tonyina i no me l'acabo, la puc deixar a la nevera dins la mateixa llauna tapada amb film?",
    lang: 'ca',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'Better to move it to a clean airtight glass or plastic container (an open tin can give a metallic taste and the lining is not meant for storage); keep it in the fridge and eat it within 2–3 days.',
  },
  {
    question: 'feijão cocido, cuantos días dura en la nevera? y se puede congelar con el caldo?',
    lang: 'es',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'Cooked beans keep about 3–5 days in the fridge once cooled quickly; yes, they freeze well with their cooking liquid, in portions, for about 3–6 months; thaw in the fridge and bring to the boil.',
  },
  {
    question:
      'Hice borsch en una olla de aluminio grande. ¿Puedo guardar la olla así en la nevera varios días o mejor cambiarlo?',
    lang: 'es',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'Better to transfer it to glass or plastic containers: acidic soups (beetroot, tomato, vinegar) react with bare aluminium and take a metallic taste; cool it quickly and keep it 3–4 days in the fridge, or freeze.',
  },
  {
    question: 'Me regalaron unos erizos de mar después de bucear. ¿Cuánto aguantan hasta comerlos?',
    lang: 'es',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'Best eaten the same day, while alive; at most 1–2 days kept cold (fridge, covered with a damp cloth, not in fresh water); discard any that are dead, smell bad or whose spines no longer move.',
  },
  {
    question:
      'Sobró leche del domingo (la merienda de la catequesis), el brik abierto y en la nevera desde entonces. Hoy es jueves, ¿todavía se puede usar?',
    lang: 'es',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'Opened UHT milk keeps about 3–5 days refrigerated, so Thursday is at the limit: use it only if it smells and tastes normal and was always in the fridge, otherwise discard; it is not safe if it was left out.',
  },
  {
    question: "yinz, how long is chipped ham good in the fridge after I open the pack n'at?",
    lang: 'en',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'Opened/deli-sliced ham keeps about 3–5 days in the fridge at ≤4 °C, wrapped airtight; discard if slimy or sour-smelling; it can be frozen.',
  },
  {
    question:
      "Sub galley here, we're 60 days into the patrol. How long is frozen ground beef actually good for at -18?",
    lang: 'en',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'At −18 °C frozen mince stays safe indefinitely; best quality within about 3–4 months; after that it may be drier/freezer-burnt but still safe; thaw in the fridge and cook to 71 °C.',
  },
  {
    question:
      "Forgot the groceries in the car trunk for about 3 hours, it's 35°C out. Raw chicken, milk, yogurt, bread, apples. What do I toss?",
    lang: 'en',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'Above 32 °C perishables should not be out more than 1 hour: throw away the raw chicken, milk and yogurt; bread and apples are fine.',
  },
  {
    question:
      'I have opened smoked salmon in fridge since 8 days, I am not pregnant, is it still OK to eat it?',
    lang: 'en',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'No, discard it: once opened, cold-smoked salmon should be eaten within a few days (about 2–3, per the label); listeria grows even in the fridge.',
  },
  // ── temperatures (15: 7 ca, 4 es, 4 en) ──
  {
    question:
      "Per fer patates fregides de les bones, a dues tandes, a quina temperatura ha d'estar l'oli cada vegada?",
    lang: 'ca',
    area: 'temperatures',
    expect: 'answer',
    gist: 'First fry at about 150–160 °C for 5–7 min until soft but pale, drain and rest; second fry at 180–190 °C for 2–3 min until golden and crisp.',
  },
  {
    question: 'a quina temperatura interna he de treure el llom de porc perque sigui segur pero no quedi sec',
    lang: 'ca',
    area: 'temperatures',
    expect: 'answer',
    gist: '63 °C in the centre with a 3-minute rest (common guidance for whole pork cuts), still juicy and slightly pink; minced pork needs 71 °C.',
  },
  {
    question: 'Quan faig el caramel per al flam, a quina temperatura està a punt i quan es crema?',
    lang: 'ca',
    area: 'temperatures',
    expect: 'answer',
    gist: 'Sugar caramelises from about 160 °C; a good amber caramel is about 170–180 °C; beyond roughly 185–190 °C it turns bitter/burnt; take it off the heat when amber.',
  },
  {
    question: "Per a un pa de pagès d'un quilo al forn de casa, quina temperatura i quanta estona?",
    lang: 'ca',
    area: 'temperatures',
    expect: 'answer',
    gist: 'Start very hot, 230–250 °C with steam for the first 10–15 min, then about 200–220 °C; total about 40–50 min for 1 kg; done when it sounds hollow and the inside is about 96–98 °C.',
  },
  {
    question:
      'Pel gall dindi de Nadal (farcit), quina temperatura ha de marcar el termòmetre i on el claves?',
    lang: 'ca',
    area: 'temperatures',
    expect: 'answer',
    gist: '74 °C in the thickest part of the thigh (not touching bone) and in the breast; the stuffing inside must also reach 74 °C.',
  },
  {
    question:
      'Vull fer bombons amb xocolata negra per a la colla de la fira medieval. Com la temperejo, a quins graus?',
    lang: 'ca',
    area: 'temperatures',
    expect: 'answer',
    gist: 'Dark chocolate: melt to about 45–50 °C, cool to about 27–28 °C while stirring, then rewarm to 31–32 °C and work at that temperature (milk chocolate about 2 °C lower).',
  },
  {
    question: 'Quina temperatura han de tenir la nevera i el congelador de casa?',
    lang: 'ca',
    area: 'temperatures',
    expect: 'answer',
    gist: 'Fridge at or below 4–5 °C (ideally 0–4 °C); freezer at −18 °C or below.',
  },
  {
    question: '¿A qué temperatura tiene que estar el aceite para freír churros?',
    lang: 'es',
    area: 'temperatures',
    expect: 'answer',
    gist: 'About 180–190 °C; colder oil makes them greasy, much hotter burns the outside before the inside cooks.',
  },
  {
    question: 'Para las yemas necesito el almíbar a punto de bola, ¿cuántos grados son si tengo termómetro?',
    lang: 'es',
    area: 'temperatures',
    expect: 'answer',
    gist: 'Soft-ball stage is about 112–116 °C (a drop in cold water forms a soft ball).',
  },
  {
    question: 'pollo asado entero, que temperatura dentro para saber que esta hecho',
    lang: 'es',
    area: 'temperatures',
    expect: 'answer',
    gist: '74 °C in the thickest part of the thigh, not touching bone; juices run clear.',
  },
  {
    question: 'Ándale, ¿a qué temperatura horneo el pan de muerto y cuánto tiempo?',
    lang: 'es',
    area: 'temperatures',
    expect: 'answer',
    gist: 'About 180 °C for roughly 25–35 min (enriched dough, until golden and hollow-sounding; about 90 °C inside).',
  },
  {
    question: 'What internal temp for a medium-rare leg of lamb?',
    lang: 'en',
    area: 'temperatures',
    expect: 'answer',
    gist: 'Medium-rare is about 57–60 °C after resting (take it out around 55 °C); common safety guidance for whole lamb is 63 °C with a 3-minute rest.',
  },
  {
    question: 'deep frying wings for the guys from line 3, what oil temp and how do i know theyre done',
    lang: 'en',
    area: 'temperatures',
    expect: 'answer',
    gist: 'Oil at about 175–190 °C (350–375 °F), about 10–12 min in small batches, until crisp and 74 °C inside; line 3 is not a quantity.',
  },
  {
    question: 'What oven temperature for oatcakes, dear? Mine always come out raw in the middle.',
    lang: 'en',
    area: 'temperatures',
    expect: 'answer',
    gist: 'About 180–190 °C (350–375 °F) for about 15–25 min until lightly golden and firm; roll them thinner or bake longer/lower if the middle stays raw.',
  },
  {
    question: 'salmon fillet - what temperature inside is done?',
    lang: 'en',
    area: 'temperatures',
    expect: 'answer',
    gist: 'About 50–55 °C for moist, just-opaque salmon; common food-safety guidance says 63 °C; flesh flakes easily.',
  },
  // ── doneness-times (15: 7 ca, 4 es, 4 en) ──
  {
    question:
      'Som voluntaris de la fira de la carxofa. Quant temps bullen les carxofes senceres i com sé que ja estan?',
    lang: 'ca',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'About 20–30 min in boiling salted water (depending on size); done when an outer leaf pulls off easily and a knife goes into the base without resistance.',
  },
  {
    question: 'mongeta tendra al vapor quants minuts',
    lang: 'ca',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'About 5–8 min for tender-crisp green beans (8–10 min if you want them soft).',
  },
  {
    question:
      "Cigrons secs que he tingut en remull tota la nit: quanta estona a l'olla exprés un cop puja la vàlvula?",
    lang: 'ca',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'About 15–20 min under pressure once it is up to pressure (versus about 1½–2 h in an ordinary pot), then let the pressure drop; check they are tender.',
  },
  {
    question:
      "Un llobarro sencer d'1 kg al forn, quant de temps i a quina temperatura? Com sé si és fet sense obrir-lo massa?",
    lang: 'ca',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'About 20–25 min at 180–200 °C; done when the flesh at the thickest part is opaque and comes away from the bone, the eye turns white, or about 55–60 °C inside (63 °C by common guidance).',
  },
  {
    question: 'Pel dinar de la companyia (som 18) faré macarrons. Quants minuts perquè quedin al dente?',
    lang: 'ca',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'Usually about 9–12 min in plenty of boiling salted water (the packet time minus 1–2 min), tasting; the 18 is the number of people, not minutes.',
  },
  {
    question: 'els calamars a la planxa sempre em queden com xiclet. quant de temps els he de fer?',
    lang: 'ca',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'Either very short and very hot (about 1–2 min per side on a smoking plancha) or long and slow (stewed 40 min or more); anything in between makes them rubbery; dry them well first.',
  },
  {
    question:
      "Un pollastre sencer d'1,5 kg al forn. Quant de temps? Em jubilo aquest mes i vull cuinar jo per fi!",
    lang: 'ca',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'About 1 h 15 – 1 h 30 at 190–200 °C; done when the thigh reaches 74 °C and the juices run clear; rest 10 min before carving.',
  },
  {
    question: '¿Cuánto tardan en cocerse las lentejas pardinas sin ponerlas en remojo?',
    lang: 'es',
    area: 'doneness-times',
    expect: 'answer',
    gist: "About 25–35 min simmering (pardinas don't need soaking); check they are tender but whole.",
  },
  {
    question: 'Mejillones al vapor, cuanto tiempo? y los que no se abren que hago',
    lang: 'es',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'About 3–5 min covered over high heat until they open; discard those that stay closed.',
  },
  {
    question: 'Solomillo de cerdo entero al horno, ¿cuántos minutos?',
    lang: 'es',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'About 20–25 min at 200 °C (after searing), until 63 °C in the centre, then rest 5 min.',
  },
  {
    question: 'Arroz blanco en cazuela normal: ¿cuánto tiempo y si lo dejo reposar?',
    lang: 'es',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'About 15–18 min covered on low heat once the water boils (long grain), then 5 min resting off the heat covered.',
  },
  {
    question: 'roughly how long to roast a 4 kg turkey? first time hosting for the hockey team parents',
    lang: 'en',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'Roughly 2½–3 h at about 180 °C for 4 kg (unstuffed), until 74 °C in the thickest part of the thigh; rest 20–30 min.',
  },
  {
    question: 'fresh pasta how many minutes',
    lang: 'en',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'About 2–4 min in boiling salted water (it is done soon after it floats); filled pasta a bit longer.',
  },
  {
    question: "How do I tell when a sponge cake is actually done? I don't trust my oven.",
    lang: 'en',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'A skewer in the centre comes out clean, the top springs back when pressed, the edges pull away from the tin; about 95–99 °C inside.',
  },
  {
    question: 'boiling sweet corn on the cob from the farm stand, how long',
    lang: 'en',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'About 3–5 min once the water is back to the boil for fresh sweet corn (longer for older corn).',
  },
  // ── substitutions (15: 7 ca, 4 es, 4 en) ──
  {
    question: 'No trobo vi ranci per al fricandó. Què hi poso en lloc seu?',
    lang: 'ca',
    area: 'substitutions',
    expect: 'answer',
    gist: 'A dry oloroso or amontillado sherry, or another fortified wine (a dry Marsala or Madeira); failing that, brandy or red/white wine with a little more stock.',
  },
  {
    question: 'I si no tinc moixernons? Al poble no en venen',
    lang: 'ca',
    area: 'substitutions',
    expect: 'answer',
    gist: 'Other dried wild mushrooms (ceps, camagrocs, a mix of dried mushrooms) soaked first, or fresh mushrooms; keep the soaking water for the sauce.',
  },
  {
    question: 'La recepta demana nata per cuinar per a la salsa i no en tinc. Què puc fer servir?',
    lang: 'ca',
    area: 'substitutions',
    expect: 'answer',
    gist: "Milk with a little butter thickened with flour (a light béchamel), evaporated milk, mascarpone or cream cheese thinned with milk, or plant cream; don't boil hard after adding dairy.",
  },
  {
    question:
      'vull fer un bescuit amb oli en lloc de mantega. quina quantitat poso si la recepta diu 200 g de mantega?',
    lang: 'ca',
    area: 'substitutions',
    expect: 'answer',
    gist: 'Use about 75–80 % of the weight: roughly 150–160 g of a mild oil (sunflower or mild olive oil) for 200 g butter.',
  },
  {
    question:
      "El meu nebot és al·lèrgic a l'ou. Per arrebossar, amb què puc fer que s'enganxi el pa ratllat?",
    lang: 'ca',
    area: 'substitutions',
    expect: 'answer',
    gist: 'A thin batter of flour (or cornflour) and water or plant milk, milk if not also allergic, or aquafaba; dip, then breadcrumbs; check the breadcrumbs are egg-free.',
  },
  {
    question: 'A la coca vull posar mel enlloc de sucre, quina quantitat i canvia res?',
    lang: 'ca',
    area: 'substitutions',
    expect: 'answer',
    gist: "Use about ¾ of the sugar's weight in honey, reduce the other liquid by about 20 %, and lower the oven by about 10–15 °C because honey browns faster.",
  },
  {
    question: 'No tinc vinagre de xerès per al gaspatxo, pot ser un altre?',
    lang: 'ca',
    area: 'substitutions',
    expect: 'answer',
    gist: 'Yes: red or white wine vinegar or cider vinegar, starting with a little less and tasting; lemon juice in a pinch.',
  },
  {
    question: 'No tengo maicena para espesar la salsa, ¿vale harina normal? ¿cuánta?',
    lang: 'es',
    area: 'substitutions',
    expect: 'answer',
    gist: 'Yes, about twice as much wheat flour as cornflour, mixed first with a little cold liquid (or as a roux), and simmer a few minutes to cook out the raw taste; the sauce will be less glossy.',
  },
  {
    question: 'Se me acabó el pan rallado y tengo que rebozar unos filetes. ¿Qué puedo usar?',
    lang: 'es',
    area: 'substitutions',
    expect: 'answer',
    gist: 'Crushed crackers or cornflakes, panko, dry bread blitzed, fine oats, ground nuts, or just flour (and egg).',
  },
  {
    question: 'cliente pregunta: salsa de ostras no tengo en tienda, que puede usar en cambio?',
    lang: 'es',
    area: 'substitutions',
    expect: 'answer',
    gist: "Soy sauce with a little sugar (or hoisin), or a vegetarian mushroom 'oyster' sauce; use a bit less soy because it is saltier.",
  },
  {
    question: 'Aquí no encontramos cilantro fresco. ¿Si pongo perejil queda igual?',
    lang: 'es',
    area: 'substitutions',
    expect: 'answer',
    gist: 'Parsley works as the fresh green herb but the taste is different (not citrusy); add a little lime/lemon zest, or use mint in some dishes.',
  },
  {
    question: 'No eggs in the hostel kitchen, what can I put in pancakes instead?',
    lang: 'en',
    area: 'substitutions',
    expect: 'answer',
    gist: "Per egg: half a mashed ripe banana, a flax egg (1 tbsp ground flax + 3 tbsp water), or about 60 g yogurt; keep the baking powder, they'll be a little denser.",
  },
  {
    question: 'can i use the cream of coconut (coco lopez) i have instead of coconut milk in a curry',
    lang: 'en',
    area: 'substitutions',
    expect: 'answer',
    gist: 'No: cream of coconut is heavily sweetened (for cocktails/desserts); use unsweetened coconut milk or coconut cream thinned with water.',
  },
  {
    question: 'Out of baking powder, eh. Can I just use baking soda in muffins?',
    lang: 'en',
    area: 'substitutions',
    expect: 'answer',
    gist: "Only with an acid: 1 tsp baking powder ≈ ¼ tsp baking soda + ½ tsp cream of tartar (or use buttermilk/yogurt/lemon in the batter); soda alone tastes soapy and won't rise properly.",
  },
  {
    question: 'Doing carbonara for the marshals on the TT course, no guanciale at the shop. What do I use?',
    lang: 'en',
    area: 'substitutions',
    expect: 'answer',
    gist: 'Pancetta, or unsmoked (or smoked) streaky bacon cut into lardons; render it slowly the same way.',
  },
  // ── troubleshooting (15: 6 ca, 5 es, 4 en) ──
  {
    question: "Per què la crema catalana se m'ha quedat amb grumolls com d'ou remenat?",
    lang: 'ca',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'It overheated/boiled and the yolks curdled: temper the yolks with warm milk, cook on gentle heat stirring constantly and take off as soon as it thickens (about 80–85 °C); a slightly curdled one can be rescued by blending and straining.',
  },
  {
    question: "la maionesa casolana se m'ha tallat. es pot arreglar o la llenço?",
    lang: 'ca',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'It can be saved: start with a new yolk (or a spoon of water/mustard) and add the split mayonnaise little by little while whisking; it split because oil went in too fast or ingredients were too cold.',
  },
  {
    question: 'Per què el pa em surt tan dens, com un totxo? Faig servir farina normal i llevat sec.',
    lang: 'ca',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'Usual causes: weak (low-protein) flour, too little kneading, too short proofing or too cold a room, too much flour/too dry a dough, or dead/too little yeast; use strong flour, knead until elastic, let it double.',
  },
  {
    question: "El pa de pessic s'ha enfonsat pel mig quan l'he tret del forn. Què he fet malament?",
    lang: 'ca',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'Underbaked, oven door opened too early, oven too cool, or too much raising agent/sugar or overbeating; bake until a skewer comes out clean.',
  },
  {
    question: "el arrebossat del lluç queda tou i xop d'oli. q faig malament",
    lang: 'ca',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'Oil not hot enough (should be about 170–180 °C), too many pieces at once, batter too thick; fry in small batches and drain on a rack, not stacked on paper.',
  },
  {
    question: 'Per què el guisat de vedella em queda dur tot i que fa una hora que bull?',
    lang: 'ca',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'Stewing cuts (shin, shoulder, cheek) need a gentle simmer for about 2–3 h to soften their collagen; one hour of hard boiling toughens them; lean quick-cooking cuts stay dry.',
  },
  {
    question: '¿Por qué mi bechamel sabe a harina cruda?',
    lang: 'es',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'The roux was not cooked enough (cook butter and flour 2–3 min) and/or the sauce was not simmered long enough after adding the milk (about 5–10 min).',
  },
  {
    question: 'Llevan dos horas las lentejas y siguen duras, ¿qué pasa?',
    lang: 'es',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'Old lentils, very hard water, or acid (tomato, vinegar) added early keep them hard; keep simmering, add hot water, a pinch of bicarbonate helps; add acidic ingredients at the end next time.',
  },
  {
    question: 'el arroz blanco se me queda pastoso y pegado, por que?',
    lang: 'es',
    area: 'troubleshooting',
    expect: 'answer',
    gist: "Too much water, stirring while it cooks, or not rinsing/resting; use the right ratio (about 1:1.5–2), rinse long-grain rice, don't stir, rest covered 5 min.",
  },
  {
    question: 'Mi merengue llora, le salen gotitas de almíbar. ¿Qué hago mal?',
    lang: 'es',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'Sugar not fully dissolved (add it gradually, until the meringue is not gritty), humidity, or under/overbaking; an Italian or Swiss meringue is more stable.',
  },
  {
    question: 'La carne picada me suelta agua en la sartén y no se dora nunca. ¿Por qué?',
    lang: 'es',
    area: 'troubleshooting',
    expect: 'answer',
    gist: "Pan not hot enough or overcrowded: it steams; use a very hot pan, cook in batches, don't stir at first, salt after browning.",
  },
  {
    question: 'why do my cookies spread out flat like pancakes',
    lang: 'en',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'Butter too soft or melted, too little flour, too much sugar, a greased/hot tray or an oven that runs cool; chill the dough and weigh the flour.',
  },
  {
    question: 'My caramel went grainy and solid the moment I stirred it. Why?',
    lang: 'en',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'It crystallised: stirring or stray sugar crystals on the sides seeded it; swirl instead of stirring, brush the sides with water, add a little glucose or lemon juice; remelt with a little water to fix it.',
  },
  {
    question: 'hollandaise split right before service at the Fringe do - what happened and can I save it',
    lang: 'en',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'It got too hot (or butter added too fast); whisk it gradually into a tablespoon of warm water or a fresh yolk over gentle heat.',
  },
  {
    question: 'Roast potatoes never crispy. what am I doing wrong?',
    lang: 'en',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'Parboil them, drain and rough up the edges, let them steam dry, put them into very hot fat, roast at 200–220 °C without crowding and turn once.',
  },
  // ── cook-with-what-i-have (15: 6 ca, 5 es, 4 en; 12 'recipes', 3 'answer') ──
  {
    question: 'Tinc ametlla mòlta, una patata bullida, ous i un grapat de pinyons. Què puc fer?',
    lang: 'ca',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'Panellets de pinyons (ground almonds, potato, sugar, egg, pine nuts, lemon).',
  },
  {
    question: 'tinc formatge feta, cogombre, tomaquets i ceba morada. idees?',
    lang: 'ca',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'Amanida grega (the only recipe with feta; Tabule de quinoa has cucumber and tomato but no feta, only as an aside).',
  },
  {
    question: "M'han sobrat espinacs, panses i pinyons. Quina recepta del web puc fer?",
    lang: 'ca',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: "None of the catalogue's recipes is a spinach dish (espinacs a la catalana is not in it); say so and outline it (spinach sautéed with raisins and pine nuts) without listing unrelated recipes.",
  },
  {
    question: "Tinc tots els caps i les closques de les gambes d'ahir. Els puc aprofitar per a res?",
    lang: 'ca',
    area: 'cook-with-what-i-have',
    expect: 'answer',
    gist: 'Make a fumet/stock: sauté the heads and shells in oil (optionally with onion, tomato), cover with water, simmer about 20–30 min, press the heads, strain; keep 2 days in the fridge or freeze; use for rice, fideuà or suquet.',
  },
  {
    question: 'Tinc mascarpone, cafè i melindros. Què faig per a les postres?',
    lang: 'ca',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'Tiramisú.',
  },
  {
    question: 'quatre alvocats madurs, una llima i una bossa de nachos, q faig',
    lang: 'ca',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'Guacamole amb nachos.',
  },
  {
    question: 'Tengo galletas maría, queso crema y nata. ¿Qué receta me sale?',
    lang: 'es',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'Pastís de formatge al forn.',
  },
  {
    question: 'arroz de ayer, 2 huevos, guisantes congelados y jamon york. que hago rapido?',
    lang: 'es',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'Arròs fregit tres delícies.',
  },
  {
    question: 'Tengo pechuga de pollo, nata y espinacas. ¿Tenéis alguna receta?',
    lang: 'es',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'None fits: no catalogue recipe uses chicken breast with cream and spinach (Curri de gall dindi amb mantega is turkey, at most mentioned as such); say so, possibly outline a creamy chicken and spinach dish, and list nothing unrelated.',
  },
  {
    question: 'Del pollo asado de ayer me queda la carcasa. ¿Sirve para hacer caldo?',
    lang: 'es',
    area: 'cook-with-what-i-have',
    expect: 'answer',
    gist: 'Yes: cover the carcass with cold water, add onion, carrot, celery, simmer gently about 2–3 h skimming, strain, cool quickly; keeps 3–4 days in the fridge or months frozen.',
  },
  {
    question: 'Tengo tofu firme, leche de coco y un calabacín. ¿Qué puedo cocinar?',
    lang: 'es',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'Curri verd de verdures (coconut milk, courgette, firm tofu); Dal de llenties vermelles only as a coconut-milk aside.',
  },
  {
    question: 'Got rice noodles, peanuts, bean sprouts and a lime. Anything?',
    lang: 'en',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'Pad thai de gambes.',
  },
  {
    question:
      'Half a bottle of red wine left from the weekend. Can I cook with it and how long does it keep?',
    lang: 'en',
    area: 'cook-with-what-i-have',
    expect: 'answer',
    gist: 'Yes: use it in stews, ragù, braises or a reduction sauce (cook it down); recorked in the fridge it keeps about 3–5 days for cooking; can be frozen in ice-cube trays.',
  },
  {
    question: 'mozzarella, a tin of tomatoes, strong flour and fresh yeast. what can i make',
    lang: 'en',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'Pizza margarita.',
  },
  {
    question:
      "Orchard's done for the season, I've got parsnips, a crate of pears and some stilton. What recipe?",
    lang: 'en',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'None fits: no catalogue recipe has parsnips, pears or stilton (the nap in Cuscús de verdures is turnip, not parsnip); say so, possibly outline an idea, and list nothing unrelated.',
  },
  // ── conversions-quantities (14: 6 ca, 4 es, 4 en) ──
  {
    question: 'Quant llevat fresc poso per a 1 kg de farina de força?',
    lang: 'ca',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'About 20–25 g of fresh yeast per kg (2–2.5 %) for a normal rise; much less (5–10 g) for a long cold fermentation; dried yeast about a third of that.',
  },
  {
    question:
      "Demà fem l'esmorzaret de la filà i vull fer arròs al forn per a 12. Quant d'arròs i quant de caldo?",
    lang: 'ca',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'About 80–100 g of rice per person, so roughly 1–1.2 kg for 12, with about twice its volume of stock (about 2–2.5 L, 1:2 by volume for arròs al forn).',
  },
  {
    question: 'una tassa de farina quants grams son? la recepta es americana',
    lang: 'ca',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'A US cup (≈240 ml) of plain flour is about 120–130 g (spooned and levelled).',
  },
  {
    question: 'Quants grams de sucre hi ha en una cullerada sopera?',
    lang: 'ca',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'A level tablespoon (15 ml) of sugar is about 12–15 g.',
  },
  {
    question:
      'Tinc una recepta de llenties per a 4 persones i som 18 a la companyia de teatre. Ho multiplico tot per 4,5?',
    lang: 'ca',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'Yes for the main ingredients (×4.5), but salt and spices less than proportionally (add and taste), liquid a little less because a big pot evaporates less per portion, and cooking time is longer in a big pot.',
  },
  {
    question: 'quanta pasta seca per persona?',
    lang: 'ca',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'About 80–100 g of dried pasta per person as a main course (about 60 g as a starter).',
  },
  {
    question: '¿Cuál es la proporción de agua para el arroz blanco?',
    lang: 'es',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'Roughly 1 part rice to 1.5–2 parts water by volume (about 1:1.5 for basmati/jasmine, about 1:2 for ordinary long grain).',
  },
  {
    question: "La receta de mi madre pone 'un vaso de harina'. ¿Cuántos gramos son?",
    lang: 'es',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'A standard water glass (about 200–250 ml) of flour is roughly 120–150 g; weigh it if possible.',
  },
  {
    question: '5 gramos de sal cuantas cucharaditas son',
    lang: 'es',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'About one level teaspoon of fine salt (a teaspoon holds about 5–6 g; coarse salt weighs less per spoon).',
  },
  {
    question: 'La receta pone 12 g de gelatina en polvo y yo tengo láminas. ¿Cuántas hojas pongo?',
    lang: 'es',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'A standard leaf weighs about 2 g, so about 6 leaves (same weight as the powder); soak them in cold water first.',
  },
  {
    question: 'how many grams is a stick of butter',
    lang: 'en',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'About 113 g (½ cup, 4 oz).',
  },
  {
    question: 'Recipe calls for 8 oz cream cheese. Grams?',
    lang: 'en',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'About 225–227 g.',
  },
  {
    question: 'How much uncooked rice do I need for 30 people at the school potluck, as a side?',
    lang: 'en',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'About 60–75 g of uncooked rice per person as a side, so roughly 2–2.5 kg for 30.',
  },
  {
    question: 'one packet of instant yeast = how many teaspoons / grams?',
    lang: 'en',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'A standard packet is about 7 g, i.e. about 2¼ teaspoons.',
  },
  // ── catalan-spanish-techniques (14: 6 ca, 5 es, 3 en) ──
  {
    question: 'Com es fa un sofregit com cal? Quanta estona ha de fer la ceba abans del tomàquet?',
    lang: 'ca',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: "Onion very slowly in olive oil on low heat for about 20–30 min (or more) until soft and golden-brown, then grated tomato and cook until the water is gone and it is dark and jammy; don't rush it.",
  },
  {
    question: 'En quin ordre hi poso les verdures de la samfaina?',
    lang: 'ca',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'Onion first, then peppers, then aubergine and courgette, and tomato last; cook slowly (about 45 min–1 h) until it is soft and melded.',
  },
  {
    question: 'Primer cop que faig calçots per a la colla de parapent: com els couem i com es mengen?',
    lang: 'ca',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'On a very hot flame/vine-shoot fire until the outside is charred, wrap in newspaper for about 10–15 min to steam, then pull off the burnt outer layer and dip in romesco sauce; eat by hand.',
  },
  {
    question: "L'allioli de codony que fa la veïna de Balaguer... com es fa?",
    lang: 'ca',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'Cook quince (often with an apple) until soft (boiled, roasted or microwaved), mash it in the mortar with garlic and salt and emulsify with olive oil added slowly; served with grilled meats.',
  },
  {
    question: 'Com aconsegueixo que els fideus de la fideuà quedin de punta, aixecats i cruixents?',
    lang: 'ca',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'Use thick fideus, let all the stock be absorbed, then put the pan under a hot grill/oven for a few minutes (or leave it undisturbed over heat) so the noodles dry out and curl up.',
  },
  {
    question: "Com es fa l'all i pebre d'anguila de la meva iaia?",
    lang: 'ca',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: "Fry garlic in olive oil, add sweet paprika off the heat so it doesn't burn (plus a bit of chilli), add water and sliced potatoes and simmer about 15–20 min, then the eel pieces for the last 8–10 min; thicken with crushed garlic/fried bread or almonds if wanted.",
  },
  {
    question: "El pulpo a la gallega, ¿cuántas veces hay que 'asustarlo' y cuánto se cuece?",
    lang: 'es',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'Dip it three times into boiling water before leaving it in, then simmer about 20 min per kg (40–50 min for a 2 kg octopus) until tender; rest, cut with scissors, serve on wood with coarse salt, pimentón and olive oil (often with boiled potatoes).',
  },
  {
    question: 'para el gazpacho, ¿el aceite lo echo al final o con todo? ¿hay que colarlo?',
    lang: 'es',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'Blend the vegetables, bread, garlic, vinegar and salt first, then add the oil in a thin stream while blending so it emulsifies; strain it for a smooth gazpacho; chill well.',
  },
  {
    question: 'Tortilla de patatas jugosa: ¿cómo se hacen las patatas y a qué fuego se cuaja?',
    lang: 'es',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'Poach the sliced potatoes (and onion) slowly in plenty of olive oil about 20 min until soft, drain, mix with beaten eggs and rest a few minutes; then medium-high heat for a short time each side, flipping with a plate, so the centre stays juicy.',
  },
  {
    question: 'Para el romesco, ¿cómo se hidratan las ñoras?',
    lang: 'es',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'Seed them and soak in warm/hot water about 30 min–1 h (or simmer briefly), then scrape the flesh from the skin with a spoon; grind it with roasted tomato and garlic, toasted almonds and hazelnuts, fried bread, vinegar and oil.',
  },
  {
    question: 'Suquet de peix: ¿cuándo echo el pescado para que no se deshaga?',
    lang: 'es',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'Cook the potatoes in the fumet first (about 15 min), then add the fish for the last 5 min or so, with the picada; shake the pot instead of stirring.',
  },
  {
    question: 'How do you peel the vegetables for escalivada without making a mess?',
    lang: 'en',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'Roast them whole (oven about 200 °C, 45–60 min, or embers) until collapsed, then let them sweat covered (bowl with lid, paper, or wrapped) for 10–15 min; the skin then pulls off; tear into strips, dress with olive oil and salt.',
  },
  {
    question: "What's actually the difference between crema catalana and crème brûlée?",
    lang: 'en',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'Crema catalana is a milk-and-yolk custard thickened with cornflour on the stove, flavoured with lemon peel and cinnamon; crème brûlée is a cream custard baked in the oven, usually with vanilla; both get a caramelised sugar top (crema catalana traditionally with a hot iron).',
  },
  {
    question: 'Had esqueixada at a bar. Is the cod cooked at all?',
    lang: 'en',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'No: it is desalted salt cod (soaked 24–48 h, changing water) shredded raw, dressed with tomato, onion, peppers, olives and olive oil.',
  },
  // ── pairings (14: 6 ca, 4 es, 4 en) ──
  {
    question: "Al restaurant de Dénia un client demana vi per a l'arròs negre. Què li recomano?",
    lang: 'ca',
    area: 'pairings',
    expect: 'answer',
    gist: 'A crisp dry white (xarel·lo, Albariño, a Mediterranean white) or a dry rosé or brut cava; avoid heavy tannic reds.',
  },
  {
    question: 'Quines herbes li poso al xai a la brasa?',
    lang: 'ca',
    area: 'pairings',
    expect: 'answer',
    gist: 'Rosemary and thyme (and garlic), also oregano or savory; served with allioli.',
  },
  {
    question: 'Amb quin vi acompanyo unes postres de crema catalana?',
    lang: 'ca',
    area: 'pairings',
    expect: 'answer',
    gist: 'A sweet wine: moscatell, mistela, a sweet/semi-sweet cava or a sweet Garnatxa/late-harvest wine.',
  },
  {
    question: 'quines especies van be amb un cuscus de verdures',
    lang: 'ca',
    area: 'pairings',
    expect: 'answer',
    gist: 'Ras el hanout, or cumin, cinnamon, turmeric, ginger, coriander seed and paprika; harissa on the side; fresh coriander or parsley.',
  },
  {
    question: 'Per a la calçotada, a part del romesco, què més hi poso perquè la gent mengi prou?',
    lang: 'ca',
    area: 'pairings',
    expect: 'answer',
    gist: 'Grilled meats (lamb chops, botifarra), often with white beans or artichokes, bread, and red wine (in a porró); oranges or crema catalana for dessert.',
  },
  {
    question: 'Quina fruita lliga bé amb el porc rostit?',
    lang: 'ca',
    area: 'pairings',
    expect: 'answer',
    gist: 'Apple, prunes, pear, figs, orange or apricot.',
  },
  {
    question: 'Qué vino pega con un ceviche?',
    lang: 'es',
    area: 'pairings',
    expect: 'answer',
    gist: 'A crisp, acidic dry white (Albariño, Sauvignon Blanc, Verdejo) or a dry sparkling; avoid oaky or tannic reds; a pisco sour also works.',
  },
  {
    question: '¿Qué guarnición le pongo al pollo al ajillo?',
    lang: 'es',
    area: 'pairings',
    expect: 'answer',
    gist: 'Fried or roast potatoes, a green salad, rice or bread to mop up the sauce.',
  },
  {
    question: 'Qué hierbas van con el tomate para una salsa',
    lang: 'es',
    area: 'pairings',
    expect: 'answer',
    gist: 'Basil, oregano, thyme, bay leaf, rosemary or parsley.',
  },
  {
    question: '¿Con qué salsa sirvo los espárragos blancos de bote?',
    lang: 'es',
    area: 'pairings',
    expect: 'answer',
    gist: 'Mayonnaise (or a light allioli), a vinaigrette, or hollandaise.',
  },
  {
    question: 'what cheese goes with quince paste',
    lang: 'en',
    area: 'pairings',
    expect: 'answer',
    gist: "Manchego (the classic), or other firm/aged cheeses, fresh/cured goat's or sheep's cheese, also mild blue.",
  },
  {
    question: 'what do I serve alongside a lamb tagine?',
    lang: 'en',
    area: 'pairings',
    expect: 'answer',
    gist: 'Couscous or flatbread (khobz), with a fresh salad (tomato-cucumber or carrot salad).',
  },
  {
    question: 'Which wine with mushroom risotto?',
    lang: 'en',
    area: 'pairings',
    expect: 'answer',
    gist: 'Pinot Noir, Nebbiolo/Barbera, or a rich white such as oaked Chardonnay; often the same white used in the risotto.',
  },
  {
    question: 'What herbs go best with roasted carrots?',
    lang: 'en',
    area: 'pairings',
    expect: 'answer',
    gist: 'Thyme, parsley, dill, tarragon, rosemary or coriander; cumin and honey also pair well.',
  },
  // ── recipe-request (18: 8 ca, 6 es, 4 en; all 'recipes') ──
  {
    question: 'receptes amb pinyons?',
    lang: 'ca',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Coca de Sant Joan and Panellets de pinyons (the recipes with pine nuts); nothing else.',
  },
  {
    question: 'Teniu la crema cremada de Sant Josep?',
    lang: 'ca',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Crema catalana (crema cremada / crema de Sant Josep is the same dish).',
  },
  {
    question: "Voldria la recepta d'empedrat, que fa calor a Torredembarra.",
    lang: 'ca',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'The catalogue has no empedrat (white-bean salad with salt cod, tomato, onion, peppers, olives); Xató is a different salad, not to be offered as empedrat; an outline is acceptable; nothing unrelated listed.',
  },
  {
    question: 'Busco pollastre amb samfaina, en teniu?',
    lang: 'ca',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'No catalogue recipe is chicken with samfaina; Ratatouille is only a similar vegetable stew without chicken and may at most be mentioned as such; an outline of the dish is acceptable; nothing unrelated listed.',
  },
  {
    question: 'Coses per fer amb llet de coco',
    lang: 'ca',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Curri verd de verdures and Dal de llenties vermelles (both use coconut milk).',
  },
  {
    question: 'Els canelons de Sant Esteve, els teniu al web?',
    lang: 'ca',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Canelons de Sant Esteve.',
  },
  {
    question: 'Quines receptes porten avellanes?',
    lang: 'ca',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Calçots amb salsa romesco and Fricandó de vedella amb moixernons (both have toasted hazelnuts).',
  },
  {
    question: 'Una truita de carbassó, si us plau.',
    lang: 'ca',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'The catalogue has no courgette omelette; Truita de patates is a potato omelette and must not be presented as it (may be mentioned as a base to adapt); an outline is acceptable; nothing unrelated listed.',
  },
  {
    question: 'recetas con calabacín',
    lang: 'es',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Curri verd de verdures, Cuscús de verdures and Ratatouille (courgette = carbassó, not carbassa); not Crema de carbassa i gingebre (that is pumpkin).',
  },
  {
    question: '¿Qué recetas tenéis con calabaza?',
    lang: 'es',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Crema de carbassa i gingebre and Cuscús de verdures (pumpkin = carbassa); not the courgette dishes.',
  },
  {
    question: 'Quería la receta del gazpachuelo malagueño.',
    lang: 'es',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'The catalogue has no gazpachuelo (a hot fish-and-potato soup thickened with mayonnaise); Gaspatxo andalús is a cold vegetable soup and must not be offered as it; an outline is acceptable; nothing unrelated listed.',
  },
  {
    question: 'tarta de queso al horno, la teneis?',
    lang: 'es',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Pastís de formatge al forn.',
  },
  {
    question: 'Quiero algo con piña, ¿qué hay?',
    lang: 'es',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Tacos al pastor (the only recipe with pineapple).',
  },
  {
    question: 'Musaka griega, ¿tenéis receta?',
    lang: 'es',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'The catalogue has no moussaka; Lasanya de carn and Amanida grega are different dishes and must not be offered as it; an outline is acceptable; nothing unrelated listed.',
  },
  {
    question: 'blueberry muffins recipe please',
    lang: 'en',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'The catalogue has no blueberry muffins; Pancakes amb nabius has blueberries but is pancakes and may only be mentioned as such; an outline of muffins is acceptable; nothing unrelated listed.',
  },
  {
    question: 'anything with sweet potato?',
    lang: 'en',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Ceviche de corvina (served with sweet potato, moniato); nothing else.',
  },
  {
    question: 'Do you have a pho recipe? Beef pho ideally',
    lang: 'en',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'The catalogue has no pho; Ramen de miso is a different noodle soup and must not be presented as pho; an outline is acceptable; nothing unrelated listed.',
  },
  {
    question: 'Recipes with fresh mint?',
    lang: 'en',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Falàfel amb salsa de iogurt and Tabule de quinoa (both use fresh mint).',
  },
  // ── follow-up (12: 5 ca, 4 es, 3 en; each with `previous`) ──
  {
    question: 'I al congelador?',
    lang: 'ca',
    area: 'follow-up',
    expect: 'answer',
    previous: 'Quant temps es pot guardar el brou casolà a la nevera?',
    gist: 'Homemade stock keeps about 3–4 days in the fridge; frozen at −18 °C it keeps about 3–6 months at best quality (safe longer), in portions; thaw in the fridge and boil before use.',
  },
  {
    question: 'i si un dels convidats és al·lèrgic a les ametlles?',
    lang: 'ca',
    area: 'follow-up',
    expect: 'answer',
    previous: 'Com es fa la picada per al suquet?',
    gist: 'Leave out the almonds and all other nuts: make the picada with fried bread, garlic, parsley (and saffron) ground with a little stock; toasted seeds (e.g. sunflower) if tolerated; check the other dishes for nuts too.',
  },
  {
    question: "d'aquestes, quines són vegetarianes?",
    lang: 'ca',
    area: 'follow-up',
    expect: 'recipes',
    previous: 'Receptes amb albergínia?',
    gist: 'Ratatouille; Escalivada amb anxoves has anchovies (vegetarian only without them); nothing else listed.',
  },
  {
    question: 'I si són cuixes amb os en lloc de pit?',
    lang: 'ca',
    area: 'follow-up',
    expect: 'answer',
    previous: 'A quina temperatura fregeixo el pollastre arrebossat?',
    gist: 'Bone-in thighs need longer at a slightly lower oil temperature (about 160–165 °C, roughly 12–15 min, or brown and finish in the oven) until 74 °C next to the bone; breast strips need about 170–180 °C for a few minutes.',
  },
  {
    question: "i per a 3 litres d'aigua?",
    lang: 'ca',
    area: 'follow-up',
    expect: 'answer',
    previous: "Quanta sal poso a l'aigua de la pasta?",
    gist: 'About 30 g (around 10 g per litre; two level tablespoons).',
  },
  {
    question: '¿Y pasado por agua?',
    lang: 'es',
    area: 'follow-up',
    expect: 'answer',
    previous: '¿Cuánto tiempo cuezo un huevo para que quede duro?',
    gist: 'A soft-boiled egg takes about 3–4 min in boiling water (runny yolk, set white); hard-boiled is about 10–12 min.',
  },
  {
    question: '¿Y de esas cuál no lleva carne?',
    lang: 'es',
    area: 'follow-up',
    expect: 'recipes',
    previous: '¿Qué recetas tenéis con garbanzos?',
    gist: 'Falàfel amb salsa de iogurt, Hummus casolà and Cuscús de verdures; not Escudella i carn d’olla (it has meat).',
  },
  {
    question: '¿Y si el molde es de 28 en vez de 22?',
    lang: 'es',
    area: 'follow-up',
    expect: 'answer',
    previous: '¿A qué temperatura horneo un bizcocho de yogur en molde de 22 cm?',
    gist: 'A 28 cm tin has about 1.6 times the area of a 22 cm one: scale the ingredients by about 1.6 to keep the same height, or keep the recipe and the cake will be thinner and bake faster (check earlier with a skewer); same temperature, about 180 °C.',
  },
  {
    question: '¿Y si lo compro ya cocido en el súper?',
    lang: 'es',
    area: 'follow-up',
    expect: 'answer',
    previous: '¿Cómo se hace el pulpo a la gallega?',
    gist: 'Just warm it (a couple of minutes in hot water or its juices, or briefly in the microwave), slice it, and serve on boiled potatoes with coarse salt, pimentón and olive oil.',
  },
  {
    question: 'covered or uncovered?',
    lang: 'en',
    area: 'follow-up',
    expect: 'answer',
    previous: 'How long should I rest a steak?',
    gist: 'Uncovered or loosely tented with foil (not tightly wrapped, which steams the crust) for about 5–10 min, depending on thickness.',
  },
  {
    question: 'ok which of them is vegetarian',
    lang: 'en',
    area: 'follow-up',
    expect: 'recipes',
    previous: 'do you have any japanese recipes?',
    gist: 'Strictly none: Sopa de miso amb tofu is closest but its dashi is normally made with bonito flakes (use kombu dashi to make it vegetarian); Ramen de miso, Maki de salmó i alvocat and Okonomiyaki contain meat or fish.',
  },
  {
    question: "and if it's the fresh kind in a cube?",
    lang: 'en',
    area: 'follow-up',
    expect: 'answer',
    previous: 'how much dried yeast for 500 g of flour?',
    gist: 'Fresh yeast is about 3 times the weight of instant dried: about 15–20 g fresh for 500 g flour (for about 7 g dried); crumble it into the liquid.',
  },
  // ── mixed-language (6: 3 ca, 2 es, 1 en) ──
  {
    question:
      'Visc a Reykjavík i al Bónus només trobo skyr, no iogurt grec. El puc fer servir per a la salsa del falàfel?',
    lang: 'ca',
    area: 'mixed-language',
    expect: 'answer',
    gist: 'Yes: skyr is a thick strained cultured dairy like Greek yogurt (lower in fat, slightly thicker/tangier); loosen it with a little water, milk or oil and season with lemon, mint and garlic as usual.',
  },
  {
    question: "el meu sourdough starter fa olor d'acetona i té un liquid fosc a sobre, is it dead??",
    lang: 'ca',
    area: 'mixed-language',
    expect: 'answer',
    gist: 'Not dead, just hungry: pour off the dark liquid (hooch), discard most of it and feed it more often or with more flour (e.g. 1:1:1 or 1:2:2); only throw it away if there is mould or pink/orange streaks.',
  },
  {
    question: "vull fer un dry aging d'un chuletón a la nevera de casa, is it safe o m'intoxicaré?",
    lang: 'ca',
    area: 'mixed-language',
    expect: 'answer',
    gist: 'Not recommended in an ordinary home fridge (temperature/humidity/airflow not controlled, cross-contamination); only with a dedicated fridge at about 1–3 °C with airflow or a dry-aging bag, on a large whole piece, trimming the crust; a 1–2 day uncovered dry brine is a safe alternative.',
  },
  {
    question:
      'quero fazer feijoada con los frijoles negros de aquí, cuánto tiempo en la panela de pressão? ya están de molho desde ayer',
    lang: 'es',
    area: 'mixed-language',
    expect: 'answer',
    gist: 'Soaked black beans take about 20–30 min under pressure (about 35–45 min unsoaked); then simmer with the meats until the broth thickens.',
  },
  {
    question: '¿Cuánto rato tengo que dejar el fricandó a xup-xup para que la carne quede tierna?',
    lang: 'es',
    area: 'mixed-language',
    expect: 'answer',
    gist: "A gentle simmer ('xup-xup') of about 1–1½ h, covered, until the thin veal slices are tender and the sauce thickened (add stock if it dries).",
  },
  {
    question:
      'For the suquet, do I add the picada al final de tot or at the start with the sofregit? The senyora next door says one thing, YouTube another.',
    lang: 'en',
    area: 'mixed-language',
    expect: 'answer',
    gist: 'Near the end: stir the picada in during the last 5 min or so (with the fish), so it thickens and flavours without burning or losing its aroma.',
  },
  // ── off-topic (12: 6 ca, 4 es, 2 en) ──
  {
    question: "Com es conjuga el verb «coure» en passat simple? Tinc examen de català a l'escola d'adults.",
    lang: 'ca',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'Grammar homework, not cooking: must be declined.',
  },
  {
    question: "quants punts val la paraula xocolata a l'scrabble en catala",
    lang: 'ca',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'A word-game question, not cooking: must be declined.',
  },
  {
    question:
      "La nit de les Gemínides farem xocolata desfeta a la terrassa de l'observatori. A quina hora és el pic de la pluja d'estels?",
    lang: 'ca',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'Astronomy (the meteor-shower peak), not cooking: must be declined.',
  },
  {
    question: 'Em pots escriure un codi en Python que ordeni les meves receptes per data?',
    lang: 'ca',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'Programming, not cooking: must be declined.',
  },
  {
    question:
      'Em caso al maig i vull un ram de núvia amb romaní i espígol. Com el lligo perquè aguanti tot el dia?',
    lang: 'ca',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'Floristry (a bridal bouquet), not cooking, despite the herbs: must be declined.',
  },
  {
    question: "Em pots fer els torns d'agost per als 6 cambrers de la terrassa del xiringuito?",
    lang: 'ca',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'A staff shift rota, not cooking: must be declined.',
  },
  {
    question: '¿Quién ganó MasterChef España en 2019?',
    lang: 'es',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'TV trivia, not a cooking question: must be declined.',
  },
  {
    question: 'Voy a abrir un canal de YouTube de cocina, ¿me inventas un nombre chulo?',
    lang: 'es',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'Naming/branding a channel, not cooking: must be declined.',
  },
  {
    question: 'La bisagra de la puerta del horno chirría muchísimo, ¿qué aceite le pongo?',
    lang: 'es',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'Appliance repair/maintenance, not cooking: must be declined.',
  },
  {
    question: 'Soy tauro y mi novio cocina fatal, ¿qué signo es más compatible conmigo?',
    lang: 'es',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'Horoscope, not cooking: must be declined.',
  },
  {
    question: 'How long should I let my essay proof before I submit it? lol, I mean proofread, any tips',
    lang: 'en',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'Proofreading an essay, not proofing dough: must be declined.',
  },
  {
    question: 'How do I play the Fried Liver Attack? My opponent always plays the two knights.',
    lang: 'en',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'A chess opening, not cooking: must be declined.',
  },
];
