import type { HeldOutChatQuestion } from './held-out-chat-questions-2.ts';

/**
 * Fourth held-out set of chat questions for issue 34.
 *
 * Written on 2026-11-30, before any tuning, by a writer who read no code, no
 * knowledge base, no topic model and no earlier questions — only the brief and
 * the 46 titles of the demo catalogue (to judge the 'recipes' questions).
 * Never to be tuned on; measured once.
 *
 * 180 questions: 80 Catalan, 55 Spanish, 45 English; 12 off-topic.
 * Voices: everyday cooks asking short and long questions; phone typing without
 * accents, with abbreviations ("q", "xq", "tb", "porfa") and typos; Valencian
 * (tomaca, bajoques, creïlles, "què faig mal") and Balearic (sa gelera,
 * sobrassada, es congelador) words; Argentinian (torta, azúcar impalpable,
 * manteca) and Mexican (puerco, tomatillo) Spanish; UK and US English; two
 * languages in one question; follow-ups that only make sense after the
 * previous turn; indirect questions ("my béchamel always ends up lumpy, what
 * am I doing wrong"); questions with irrelevant context before them;
 * questions no kitchen assistant could know (an honest "I don't know").
 *
 * Gists are what a to-the-point answer must say, from general cooking
 * knowledge (°C, safe internal temperatures, standard times). For 'recipes'
 * questions the gist names the demo-catalogue recipes the answer must list,
 * or says there is none and that nothing unrelated may be listed.
 */
export const HELD_OUT_CHAT_QUESTIONS_4: readonly HeldOutChatQuestion[] = [
  // ══════════════════════════════ Catalan (80) ══════════════════════════════

  // ── Storage and food safety ──
  {
    question: 'Quant temps es pot guardar a la nevera un brou de pollastre casolà?',
    lang: 'ca',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'about 3-4 days in the fridge (0-4 °C), covered; freeze for about 3 months; bring to the boil before using',
  },
  {
    question: 'es pot tornar a congelar la carn q ja he descongelat?',
    lang: 'ca',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'only if it was thawed in the fridge and kept cold (better to cook it first, then freeze the cooked dish); never refreeze meat thawed at room temperature',
  },
  {
    question: "Ahir vaig deixar l'arròs cuit fora de la nevera tota la nit, encara me'l puc menjar?",
    lang: 'ca',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'no, throw it away: cooked rice left out overnight can carry Bacillus cereus toxins that reheating does not destroy; refrigerate cooked rice within 1-2 hours',
  },
  {
    question: 'Com he de descongelar un pollastre sencer? El vull fer demà per dinar.',
    lang: 'ca',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'in the fridge on a plate, roughly a day for a 1.5-2 kg chicken (start now); faster in cold water in its bag changed every 30 min; never on the counter; cook it within a day of thawing',
  },
  {
    question: 'Fa dies que tinc uns ous a la nevera i he llençat la caixa, com sé si encara són bons?',
    lang: 'ca',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'float test in water: fresh eggs sink and lie flat, old ones stand up, eggs that float should be thrown away; smell when cracked; eggs keep about 3-4 weeks in the fridge',
  },
  {
    question: 'La maionesa casolana quants dies dura?',
    lang: 'ca',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'with raw egg, keep it in the fridge and eat it within 24-48 hours; never leave it at room temperature; use very fresh or pasteurised eggs',
  },
  {
    question: 'Quant dura el peix fresc a la nevera abans de cuinar-lo?',
    lang: 'ca',
    area: 'storage-safety',
    expect: 'answer',
    gist: '1-2 days in the coldest part of the fridge, otherwise freeze it; if it is to be eaten raw or marinated, freeze first (-20 °C for at least 5 days) against anisakis',
  },
  {
    question:
      "Vaig fer melmelada de préssec a l'estiu i ara hi he vist una mica de floridura a sobre. Puc treure la part de dalt i aprofitar la resta?",
    lang: 'ca',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'safer to throw the whole jar away: mould in soft, homemade (often low-sugar) jam can spread invisibly and produce toxins; scraping only works for hard cheese and the like',
  },

  // ── Temperatures ──
  {
    question: 'A quina temperatura ha d’estar el forn per fer un pa de pagès?',
    lang: 'ca',
    area: 'temperatures',
    expect: 'answer',
    gist: 'a hot oven, well preheated to about 230-250 °C with steam for the first 10-15 minutes, then lowered to about 200-220 °C; around 40-45 min for a 1 kg loaf',
  },
  {
    question: 'quina temperatura interior ha de tenir el pollastre per estar fet?',
    lang: 'ca',
    area: 'temperatures',
    expect: 'answer',
    gist: '74 °C in the thickest part (thigh), juices running clear, no pink at the bone',
  },
  {
    question: "L'oli per fregir patates, a quants graus el poso?",
    lang: 'ca',
    area: 'temperatures',
    expect: 'answer',
    gist: 'two stages: first about 150-160 °C to cook them through, then 180-190 °C to make them golden and crisp; do not let the oil smoke',
  },
  {
    question: 'A quina temperatura he de tenir sa gelera i es congelador?',
    lang: 'ca',
    area: 'temperatures',
    expect: 'answer',
    gist: 'fridge between 0 and 4-5 °C, freezer at -18 °C or below',
  },
  {
    question:
      'Dissabte vénen els pares de la meva parella, que són de Lleida i molt exigents, i vull fer un rodó de vedella rostit rosat per dins. Quina temperatura interior busco?',
    lang: 'ca',
    area: 'temperatures',
    expect: 'answer',
    gist: 'take it out at about 55-57 °C in the centre for pink (it rises a few degrees while resting 10-15 min); about 60 °C for medium',
  },
  {
    question: 'Tinc un forn amb ventilador, si la recepta diu 200 graus, quants hi poso?',
    lang: 'ca',
    area: 'temperatures',
    expect: 'answer',
    gist: 'about 20 °C less: around 180 °C with the fan',
  },
  {
    question: 'a quina temperatura es fa la crema catalana perque no es talli?',
    lang: 'ca',
    area: 'temperatures',
    expect: 'answer',
    gist: 'never let it boil: heat gently while stirring to about 80-82 °C, until it coats the spoon; the yolks curdle above about 85 °C',
  },

  // ── Substitutions ──
  {
    question: 'No tinc mantega per fer un pastís, la puc canviar per oli?',
    lang: 'ca',
    area: 'substitutions',
    expect: 'answer',
    gist: 'yes, a mild oil works in most sponge cakes: use about 80% of the butter weight (200 g butter ≈ 160 g oil); moister, less buttery; not for recipes that cream butter with sugar or need solid fat (shortbread, puff pastry)',
  },
  {
    question: 'Què puc posar en lloc d’ou en unes galetes? Soc vegana.',
    lang: 'ca',
    area: 'substitutions',
    expect: 'answer',
    gist: 'per egg: 1 tablespoon ground flaxseed + 3 tablespoons water left 5 min, or about 3 tablespoons aquafaba, or 50 g mashed banana or apple purée',
  },
  {
    question: 'Puc fer servir llevat sec en lloc de llevat fresc? Quina proporció?',
    lang: 'ca',
    area: 'substitutions',
    expect: 'answer',
    gist: 'yes, use about one third of the fresh weight in dry yeast (25 g fresh ≈ 7-8 g dried instant)',
  },
  {
    question: 'Si no tinc nata per a la carbonara, què hi poso?',
    lang: 'ca',
    area: 'substitutions',
    expect: 'answer',
    gist: 'nothing: real carbonara has no cream; the creaminess comes from eggs/yolks, pecorino and a little pasta water mixed off the heat',
  },
  {
    question: 'no tinc brou, q puc fer servir per a un arros?',
    lang: 'ca',
    area: 'substitutions',
    expect: 'answer',
    gist: 'water with a good, well-cooked sofregit, or a stock cube dissolved in water, or a quick stock simmered from vegetable trimmings or bones; adjust the salt',
  },
  {
    question:
      "Es pot substituir la farina de blat per farina d'arròs en una beixamel? És per a un nen celíac.",
    lang: 'ca',
    area: 'substitutions',
    expect: 'answer',
    gist: 'yes, rice flour thickens béchamel in about the same amount (cornflour works with about half); check that the other ingredients are certified gluten-free',
  },
  {
    question: 'Em falta sucre moreno per a unes galetes, el puc canviar pel blanc?',
    lang: 'ca',
    area: 'substitutions',
    expect: 'answer',
    gist: 'yes, 1:1 by weight; the cookies come out crisper and less chewy and caramel-tasting; a spoon of honey or molasses brings it closer',
  },

  // ── Doneness and times ──
  {
    question: 'Quant temps s’han de bullir els ous perquè quedin durs?',
    lang: 'ca',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'about 10-12 minutes from when they go into boiling water, then into cold water',
  },
  {
    question: 'Quant de temps he de coure les bajoques tendres perquè queden al dente?',
    lang: 'ca',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'green beans: about 5-7 minutes in salted boiling water (a little more for flat beans), then cold water to stop the cooking',
  },
  {
    question: 'Com sé si un pastís ja és cuit per dins sense obrir gaire el forn?',
    lang: 'ca',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'a skewer in the centre comes out clean, the top springs back when pressed, the edges come away from the tin; do not open the oven during the first two thirds of the time',
  },
  {
    question: "Quant temps he de coure un llobarro a la sal d'uns 800 g?",
    lang: 'ca',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'about 25-30 minutes at 200 °C; done at about 55-60 °C in the thickest part, or when the dorsal fin pulls out easily',
  },
  {
    question: 'l arros de paella quant temps ha de bullir',
    lang: 'ca',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'about 17-20 minutes from when the rice goes in (about 10 on high heat, then 8-10 lower), then rest about 5 minutes',
  },
  {
    question: 'Quant triga a fer-se una espatlla de xai al forn?',
    lang: 'ca',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'for a 1-1.5 kg shoulder about 1.5-2 h at 180 °C, or 3-4 h at 150-160 °C for meat that falls off the bone; rest 10-15 min',
  },
  {
    question: 'Els cigrons cuits de pot cal bullir-los o ja es poden menjar així?',
    lang: 'ca',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'they are already cooked: rinse and drain, eat them as they are or just heat them a few minutes in the dish',
  },

  // ── Catalan and Spanish techniques ──
  {
    question: 'Com es fa un bon sofregit de ceba i tomaca?',
    lang: 'ca',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'onion in olive oil on low heat for a long time (20-30 min or more) until golden and sweet, then grated tomato cooked until the water is gone and it darkens; salt; patience',
  },
  {
    question: 'Què és una picada i quan s’afegeix?',
    lang: 'ca',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'a paste pounded in the mortar from garlic, fried bread, toasted almonds or hazelnuts, parsley (sometimes saffron) loosened with a little broth; added in the last 5-10 minutes to thicken and flavour',
  },
  {
    question: 'Com es fa la samfaina?',
    lang: 'ca',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'onion, pepper, aubergine and courgette cooked slowly in olive oil, added in turns, then tomato; 45-60 minutes on low heat until jammy',
  },
  {
    question: 'com es fa l allioli sense ou nomes amb all i oli al morter',
    lang: 'ca',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'pound peeled garlic with salt to a smooth paste, then add olive oil drop by drop, always turning the pestle the same way, until it emulsifies; a few drops of water help; slow',
  },
  {
    question: 'Com es dessala el bacallà?',
    lang: 'ca',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'pieces in plenty of cold water in the fridge, skin up, 24-48 hours depending on thickness, changing the water every 8 hours or so',
  },
  {
    question: 'Quina diferència hi ha entre un suquet i una sarsuela?',
    lang: 'ca',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'suquet: fishermen’s stew of fish and potatoes with a sofregit and picada in a light broth; sarsuela: a richer mix of fish and shellfish in a tomato, wine (often brandy) sauce, usually without potatoes',
  },
  {
    question: 'Com es fan els calçots a la brasa perquè quedin ben tendres?',
    lang: 'ca',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'on a strong flame (vine shoots) until the outside is charred, about 10-15 min turning, then wrapped in newspaper 10-15 min to steam; peel off the burnt layer and dip in romesco or salvitxada',
  },
  {
    question: "Què vol dir que un arròs és 'sec' o 'caldós'? Quanta aigua hi poso en cada cas?",
    lang: 'ca',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'sec: the rice absorbs all the liquid (about 2.5-3 parts broth per part rice, paella style); caldós: soupy, served with its broth (about 4-5 parts broth per part rice) straight away',
  },

  // ── Troubleshooting ──
  {
    question: 'La meva beixamel sempre acaba amb grumolls, què faig malament?',
    lang: 'ca',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'cook the flour in the butter 1-2 min, then add the milk gradually (warm roux with cold milk or the opposite) whisking constantly; if lumps appear, whisk hard or blend or strain',
  },
  {
    question: 'La maionesa se m’ha tallat, com la salvo?',
    lang: 'ca',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'put a new yolk (or a spoon of water or mustard) in a clean bowl and beat the split mayonnaise into it little by little; ingredients at the same temperature and oil added slowly',
  },
  {
    question: 'per que la truita de patates em queda seca per dins',
    lang: 'ca',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'the egg is overcooked: cook briefly on fairly high heat on each side and leave the centre juicy; let the potatoes sit a few minutes in the beaten egg; use enough egg; do not fry the potatoes crisp',
  },
  {
    question:
      'El pa em surt molt dens i no puja gaire. Faig servir farina normal i llevat de sobre, del que es fa servir per als pastissos. Què pot ser?',
    lang: 'ca',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'cake "llevat" in sachets is chemical raising agent, not yeast; bread needs baker’s yeast (fresh or dried) and time to prove; also knead enough, enough water, water not too hot, strong flour helps',
  },
  {
    question: "L'arròs al forn sempre se'm queda pastós, què faig mal?",
    lang: 'ca',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'too much liquid or too long: use about 2 parts broth per part rice, broth boiling when it goes into a hot oven (about 220 °C), about 20 min, do not stir, use round rice and let it rest briefly',
  },
  {
    question: "Ahir vaig fer una salsa de tomàquet i m'ha quedat molt àcida, com ho arreglo?",
    lang: 'ca',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'cook it longer, add a pinch of sugar or some grated carrot or onion, a tiny pinch of bicarbonate, or a knob of butter',
  },
  {
    question: 'He posat massa sal al brou, hi ha alguna manera d’arreglar-ho?',
    lang: 'ca',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'dilute it with water or unsalted stock, or add more unsalted ingredients; a potato absorbs very little (mostly a myth); a touch of acid can balance the taste',
  },
  {
    question: "La carn d'estofat m'ha quedat dura després de dues hores, què he fet malament?",
    lang: 'ca',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'it usually needs more time, covered, at a gentle simmer (boiling hard toughens it); stewing cuts with connective tissue soften after 2-3+ hours; keep cooking until tender',
  },

  // ── Conversions and quantities ──
  {
    question: 'Quants grams són una tassa de farina?',
    lang: 'ca',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'about 120-130 g of flour per (240 ml) cup; the same cup of sugar is about 200 g',
  },
  {
    question: 'Quant arròs per persona he de comptar per a una paella?',
    lang: 'ca',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'about 80-100 g per person as a main course',
  },
  {
    question: 'Tinc una recepta per a 4 i som 10, com ho calculo?',
    lang: 'ca',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'multiply every quantity by 2.5; go carefully with salt, spices and liquids and adjust to taste; use bigger pans and expect the cooking time to change',
  },
  {
    question: 'Una cullerada de sal quants grams són?',
    lang: 'ca',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'a level tablespoon of fine salt is about 15-18 g; a teaspoon about 5-6 g',
  },
  {
    question:
      'La meva sogra va portar un pastís de xocolata per Nadal i en vaig menjar dos trossos. Quantes calories tenia?',
    lang: 'ca',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'honest "I don’t know": it depends on her recipe and the size of the pieces; can only give a rough range for a typical chocolate cake slice or estimate from the recipe',
  },
  {
    question: 'Quants ous necessito per substituir 200 ml d’ou líquid de brick?',
    lang: 'ca',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'about 4 eggs (one medium-large egg without its shell is about 50 ml)',
  },

  // ── Pairings ──
  {
    question: 'Quin vi queda bé amb un suquet de peix?',
    lang: 'ca',
    area: 'pairings',
    expect: 'answer',
    gist: 'a dry, fresh white (Penedès or Empordà xarel·lo or garnatxa blanca, Albariño) or a light rosé',
  },
  {
    question: 'Què hi poso de guarnició amb un fricandó?',
    lang: 'ca',
    area: 'pairings',
    expect: 'answer',
    gist: 'plenty of bread for the sauce; mashed or fried potatoes, or plain rice',
  },
  {
    question: 'quines herbes van be amb el xai',
    lang: 'ca',
    area: 'pairings',
    expect: 'answer',
    gist: 'rosemary, thyme, garlic, mint, oregano (also cumin)',
  },
  {
    question: 'Amb què puc acompanyar unes botifarres a la brasa?',
    lang: 'ca',
    area: 'pairings',
    expect: 'answer',
    gist: 'white beans sautéed (botifarra amb mongetes), allioli, escalivada, pa amb tomàquet, grilled vegetables',
  },
  {
    question: 'Amb què puc acompanyar sa sobrassada per a un berenar?',
    lang: 'ca',
    area: 'pairings',
    expect: 'answer',
    gist: 'on bread (pa moreno, llonguet or toasted country bread), with honey, figs or dried figs; a Mallorcan red wine',
  },

  // ── Cook with what I have ──
  {
    question: 'Tinc ous, patates i una ceba, què puc fer per sopar?',
    lang: 'ca',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'Truita de patates',
  },
  {
    question:
      'A la nevera només tinc llenties vermelles, una mica de llet de coco i espècies, què em recomanes?',
    lang: 'ca',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'Dal de llenties vermelles',
  },
  {
    question: "Tinc carbassa i un tros de gingebre que s'han de gastar ja, idees?",
    lang: 'ca',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'Crema de carbassa i gingebre',
  },
  {
    question: "M'han regalat un feix de calçots i tinc ametlles i avellanes, què en faig?",
    lang: 'ca',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'Calçots amb salsa romesco',
  },
  {
    question: 'Tinc conill i unes carxofes, què puc cuinar?',
    lang: 'ca',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'no catalogue recipe uses rabbit and artichokes: say there is none and list nothing unrelated',
  },

  // ── Recipe requests ──
  {
    question: 'Em passes la recepta de la crema catalana?',
    lang: 'ca',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Crema catalana',
  },
  {
    question: 'Vull fer els canelons amb la carn que sobri de Nadal, com els faig?',
    lang: 'ca',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Canelons de Sant Esteve',
  },
  {
    question: 'Tens alguna recepta de fideuà?',
    lang: 'ca',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Fideuà de marisc',
  },
  {
    question: 'com es fa el pa amb tomaquet ben fet? amb pernil si pot ser',
    lang: 'ca',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Pa amb tomàquet i pernil',
  },
  {
    question: 'Busco una recepta de coca de llardons per a la Setmana Santa',
    lang: 'ca',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'no coca de llardons in the catalogue: say so; Coca de Sant Joan only if clearly offered as a different coca, nothing else unrelated',
  },
  {
    question: 'Tens la recepta dels panellets? Els vull fer per la Castanyada amb els nens',
    lang: 'ca',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Panellets de pinyons',
  },
  {
    question: 'Vull fer escudella per Nadal com la feia la meva àvia, tens la recepta?',
    lang: 'ca',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Escudella i carn d’olla',
  },
  {
    question: "Tens una recepta d'arròs amb fesols i naps?",
    lang: 'ca',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'no arròs amb fesols i naps in the catalogue: say there is none and list nothing unrelated (no other rice dish passed off as it)',
  },

  // ── Follow-ups ──
  {
    question: 'I si no tinc midó de blat de moro?',
    previous: 'Com es fa la crema catalana?',
    lang: 'ca',
    area: 'follow-up',
    expect: 'answer',
    gist: 'use plain wheat flour (about double the amount of cornflour) or potato starch; cook it a little longer so it does not taste of flour',
  },
  {
    question: 'I si són de guatlla?',
    previous: 'Quant temps es bull un ou dur?',
    lang: 'ca',
    area: 'follow-up',
    expect: 'answer',
    gist: 'quail eggs: about 3-4 minutes for hard, about 2 minutes for soft, then cold water',
  },
  {
    question: 'I si en som 8, quants ous hi poso?',
    previous: 'Vull fer una truita de patates per a 4 persones.',
    lang: 'ca',
    area: 'follow-up',
    expect: 'answer',
    gist: 'double everything (e.g. from 5-6 eggs to 10-12 eggs and double the potatoes); better two omelettes in a normal pan than one huge one',
  },
  {
    question: 'i despres com el descongelo perque quedi cruixent?',
    previous: 'Com es congela el pa?',
    lang: 'ca',
    area: 'follow-up',
    expect: 'answer',
    gist: 'thaw it at room temperature in its bag (or straight from frozen) and then a few minutes in a hot oven, about 180-200 °C for 5-10 minutes',
  },
  {
    question: 'Es pot fer amb arròs bomba?',
    previous: 'Em passes la recepta del risotto de bolets?',
    lang: 'ca',
    area: 'follow-up',
    expect: 'answer',
    gist: 'it works but is less creamy: bomba absorbs liquid and stays loose; arborio or carnaroli release the starch that makes risotto creamy',
  },

  // ── Mixed language ──
  {
    question: "Com faig un bon caldo per a la sopa, o sigui, quant tiempo l'he de bullir?",
    lang: 'ca',
    area: 'mixed-language',
    expect: 'answer',
    gist: 'meat and bone stock about 2-3 hours at a gentle simmer, skimming; chicken about 1.5-2 hours; vegetable stock 45-60 minutes',
  },
  {
    question: 'Vull fer cookies com les del Starbucks, q em recomanes perque quedin chewy?',
    lang: 'ca',
    area: 'mixed-language',
    expect: 'answer',
    gist: 'more brown sugar than white, melted butter, an extra yolk, chill the dough, bake about 10-12 min at 180 °C and take them out while the centre is still soft',
  },

  // ── Off-topic ──
  {
    question: 'Quin temps farà demà a Girona?',
    lang: 'ca',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'not about cooking: decline politely',
  },
  {
    question: "M'ajudes a fer els deures de mates del meu fill? Són equacions de segon grau",
    lang: 'ca',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'not about cooking: decline politely',
  },
  {
    question: 'com va quedar el barça ahir',
    lang: 'ca',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'not about cooking: decline politely',
  },
  {
    question: 'Em pots recomanar un bon llibre per llegir aquest estiu a la platja?',
    lang: 'ca',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'not about cooking: decline politely',
  },

  // ══════════════════════════════ Spanish (55) ══════════════════════════════

  // ── Storage and food safety ──
  {
    question: '¿Cuánto dura la tortilla de patatas en la nevera?',
    lang: 'es',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'about 2-3 days covered in the fridge; less (1-2 days) if the centre is runny; eat cold or reheat well',
  },
  {
    question: 'se puede congelar la nata?',
    lang: 'es',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'yes, about 3 months, but liquid cream separates and will not whip well afterwards; fine for cooking and sauces; already whipped cream freezes better',
  },
  {
    question:
      'Mi suegra deja el cocido fuera de la nevera toda la noche para que se enfríe y dice que así se ha hecho siempre. ¿Es seguro?',
    lang: 'es',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'not safe: bacteria (e.g. Clostridium perfringens) multiply between about 5 and 60 °C; cool it quickly, in shallow containers, and refrigerate within 2 hours',
  },
  {
    question: '¿Cuánto tiempo aguanta el pescado congelado en el congelador de casa?',
    lang: 'es',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'at -18 °C about 3-6 months for lean white fish, about 2-3 months for oily fish; well wrapped; thaw in the fridge',
  },
  {
    question: '¿Las latas de conserva abiertas se pueden guardar en la nevera en la misma lata?',
    lang: 'es',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'better to move the contents to a covered glass or plastic container (metallic taste, the tin oxidises); keep 3-4 days in the fridge',
  },

  // ── Temperatures ──
  {
    question: '¿A qué temperatura se hornea un bizcocho?',
    lang: 'es',
    area: 'temperatures',
    expect: 'answer',
    gist: 'about 170-180 °C, oven preheated, heat top and bottom (no fan if possible); around 30-45 minutes depending on size',
  },
  {
    question: '¿A cuántos grados tiene que llegar el cerdo por dentro?',
    lang: 'es',
    area: 'temperatures',
    expect: 'answer',
    gist: 'whole cuts 63 °C plus a few minutes of rest (can stay slightly pink); minced pork 71 °C',
  },
  {
    question: 'a q temperatura se hace el confit de pato',
    lang: 'es',
    area: 'temperatures',
    expect: 'answer',
    gist: 'duck legs covered in fat at a bare simmer, about 80-90 °C in the fat (oven about 120-140 °C), for 2-3 hours until very tender',
  },
  {
    question: '¿A qué temperatura tiene que estar el agua para activar la levadura seca?',
    lang: 'es',
    area: 'temperatures',
    expect: 'answer',
    gist: 'lukewarm, about 35-40 °C; above about 50 °C it suffers and about 60 °C kills it',
  },
  {
    question: 'Para hacer caramelo, ¿a cuántos grados tengo que llegar?',
    lang: 'es',
    area: 'temperatures',
    expect: 'answer',
    gist: 'sugar caramelises from about 160 °C; golden amber around 170-180 °C; beyond about 185-190 °C it burns and turns bitter',
  },

  // ── Substitutions ──
  {
    question: '¿Puedo usar maicena en vez de harina para espesar una salsa?',
    lang: 'es',
    area: 'substitutions',
    expect: 'answer',
    gist: 'yes, about half the amount, dissolved first in a little cold liquid and stirred into the simmering sauce; it thickens clear and glossy',
  },
  {
    question: 'no tengo buttermilk para unos pancakes, que uso??',
    lang: 'es',
    area: 'substitutions',
    expect: 'answer',
    gist: 'milk soured with lemon juice or vinegar (1 tablespoon per 240 ml, 5-10 min), or plain yogurt thinned with milk',
  },
  {
    question: '¿Con qué reemplazo el vino blanco en un guiso si no quiero alcohol?',
    lang: 'es',
    area: 'substitutions',
    expect: 'answer',
    gist: 'stock with a splash of vinegar or lemon juice (acidity), or a little unsweetened white grape or apple juice',
  },
  {
    question: '¿Puedo usar azúcar impalpable en vez de azúcar común en una torta?',
    lang: 'es',
    area: 'substitutions',
    expect: 'answer',
    gist: 'possible by weight but it carries some starch and gives a finer, denser crumb and beats in less air; fine for cookies and icings, better to keep normal sugar for sponge cakes',
  },
  {
    question:
      'Soy mexicana y aquí en Barcelona no encuentro tomatillo verde, ¿con qué lo sustituyo para una salsa verde?',
    lang: 'es',
    area: 'substitutions',
    expect: 'answer',
    gist: 'unripe green tomatoes with lime juice for the acidity, or canned tomatillos from Latin shops',
  },

  // ── Doneness and times ──
  {
    question: '¿Cuánto tiempo se cuecen los garbanzos en olla normal?',
    lang: 'es',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'after soaking about 12 hours, 1.5-2.5 hours simmering in an ordinary pot (put into hot water); about 20-25 min in a pressure cooker',
  },
  {
    question: '¿Cómo sé que el pulpo ya está cocido?',
    lang: 'es',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'a skewer goes in easily at the thickest part of a tentacle; roughly 20 minutes per kg after "asustarlo", then rest 10-15 min in the water',
  },
  {
    question: 'Cuanto tiempo se hace un solomillo de cerdo al horno',
    lang: 'es',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'seared first, about 15-25 min at 200 °C until 63 °C inside, then rest 5 minutes',
  },
  {
    question: '¿Cuántos minutos necesitan las lentejas pardinas?',
    lang: 'es',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'no soaking needed; about 25-35 minutes simmering (8-10 in a pressure cooker)',
  },
  {
    question: '¿Cuánto tiempo hay que asar unos pimientos rojos en el horno?',
    lang: 'es',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'about 45-60 minutes at 200 °C, turning them, until the skin blisters; then cover to sweat for 15 min and peel',
  },

  // ── Spanish techniques ──
  {
    question: '¿Cómo se hace el pil pil del bacalao?',
    lang: 'es',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'confit garlic in olive oil at low heat, cook the desalted cod skin up gently in the warm oil (around 60-70 °C), remove it, then swirl or whisk the oil with the gelatine the cod released until it emulsifies into a thick sauce',
  },
  {
    question: '¿Cómo se consigue el socarrat en la paella?',
    lang: 'es',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'thin layer of rice; when the liquid is absorbed, turn up the heat for 1-2 minutes until it crackles and smells toasted, without burning; do not stir',
  },
  {
    question: '¿Qué es un majado y en qué se diferencia de un sofrito?',
    lang: 'es',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'majado: mortar paste of garlic, parsley, fried bread or nuts added near the end to thicken and flavour; sofrito: slowly fried onion, tomato (pepper) base at the start',
  },
  {
    question: 'como se hace el gazpacho para que no repita el ajo',
    lang: 'es',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'use little garlic and remove its green germ (or blanch it briefly); blend thoroughly with the oil and serve well chilled',
  },

  // ── Troubleshooting ──
  {
    question: 'Mis croquetas se abren al freírlas, ¿qué hago mal?',
    lang: 'es',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'dough too soft (thicker béchamel), not chilled enough (several hours), thin coating (coat twice in egg and breadcrumbs), oil not hot enough (about 180 °C) or too many at once',
  },
  {
    question: 'El bizcocho se me hunde en el centro siempre, da igual la receta',
    lang: 'es',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'opening the oven too early, underbaking (check with a skewer), too much raising agent or sugar, oven temperature wrong (check with a thermometer)',
  },
  {
    question: 'Las lentejas me quedan duras aunque las cueza mucho, ¿por qué?',
    lang: 'es',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'old lentils, very hard water, or acid (tomato, vinegar) added early slows softening; add acid at the end; buy fresher lentils or soak them',
  },
  {
    question: 'He hecho mermelada de fresa y no espesa, ¿qué puedo hacer?',
    lang: 'es',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'it thickens on cooling; otherwise cook it longer to setting point (about 104-105 °C, or the cold plate test), add lemon juice or pectin (strawberries are low in pectin)',
  },
  {
    question: 'La masa de pizza se me encoge cada vez que la estiro',
    lang: 'es',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'the gluten is too tight: cover it and let it rest 10-20 minutes, then stretch again; longer fermentation and dough at room temperature help',
  },

  // ── Conversions and quantities ──
  {
    question: '¿Cuántos gramos son 2 tazas de azúcar?',
    lang: 'es',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'about 400 g (one cup of white sugar is about 200 g)',
  },
  {
    question: 'Una receta americana pone 350 °F, ¿cuántos grados son?',
    lang: 'es',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'about 175-180 °C',
  },
  {
    question: '¿Cuánta agua pongo por cada taza de arroz blanco?',
    lang: 'es',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'for plain long-grain rice about 1.5-2 cups of water per cup of rice (basmati about 1.5); paella-type rice takes more',
  },
  {
    question: '¿Cuántas calorías tenía la tarta que hizo mi vecina para el cumpleaños de su hijo?',
    lang: 'es',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'honest "I don’t know": depends on her recipe and the portion; can only be estimated from the recipe',
  },

  // ── Pairings ──
  {
    question: '¿Qué vino va con un cordero asado?',
    lang: 'es',
    area: 'pairings',
    expect: 'answer',
    gist: 'a structured red: Ribera del Duero, Rioja crianza or reserva, tempranillo',
  },
  {
    question: '¿Qué salsa le pongo a unas patatas asadas?',
    lang: 'es',
    area: 'pairings',
    expect: 'answer',
    gist: 'alioli, salsa brava, mojo (picón or verde), or a yogurt and herb sauce',
  },
  {
    question: 'Hice guacamole para una fiesta y sobró mucho, ¿con qué lo acompaño aparte de totopos?',
    lang: 'es',
    area: 'pairings',
    expect: 'answer',
    gist: 'tacos, quesadillas, grilled meat or fish, eggs, toast, raw vegetable sticks',
  },

  // ── Cook with what I have ──
  {
    question: 'Tengo garbanzos cocidos, tahini y un limón, ¿qué preparo?',
    lang: 'es',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'Hummus casolà (Falàfel amb salsa de iogurt also acceptable)',
  },
  {
    question: 'Me sobraron tortillas de maíz y carne de puerco, ¿qué hago?',
    lang: 'es',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'Tacos al pastor',
  },
  {
    question: 'tengo arroz de ayer, huevos y guisantes, q hago',
    lang: 'es',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'Arròs fregit tres delícies',
  },
  {
    question: 'Tengo mascarpone, bizcochos de soletilla y café, ¿qué postre puedo hacer?',
    lang: 'es',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'Tiramisú',
  },

  // ── Recipe requests ──
  {
    question: '¿Me das la receta del gazpacho?',
    lang: 'es',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Gaspatxo andalús',
  },
  {
    question: 'Quiero hacer una carbonara de verdad, sin nata',
    lang: 'es',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Espaguetis a la carbonara',
  },
  {
    question: '¿Tienes alguna receta de ceviche?',
    lang: 'es',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Ceviche de corvina',
  },
  {
    question: 'receta de fabada asturiana porfa',
    lang: 'es',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'no fabada in the catalogue: say there is none and list nothing unrelated',
  },
  {
    question: '¿Tienes alguna receta de tarta de queso al horno?',
    lang: 'es',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Pastís de formatge al forn',
  },
  {
    question: 'Busco una receta de churros con chocolate para el domingo',
    lang: 'es',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'no churros in the catalogue: say so and list nothing unrelated (crêpes with chocolate are not churros)',
  },

  // ── Follow-ups ──
  {
    question: '¿Y cuánta leche por cada cucharada de harina?',
    previous: '¿Cómo hago una bechamel?',
    lang: 'es',
    area: 'follow-up',
    expect: 'answer',
    gist: 'for a medium béchamel about 100-125 ml milk per level tablespoon (about 10 g) of flour, i.e. roughly 80-100 g flour and butter per litre; less milk for croquettes',
  },
  {
    question: '¿y si lo quiero poco hecho?',
    previous: '¿A qué temperatura se hace el solomillo de ternera?',
    lang: 'es',
    area: 'follow-up',
    expect: 'answer',
    gist: 'rare: take it out at about 50-52 °C in the centre (medium-rare 55-57 °C) and rest it a few minutes',
  },
  {
    question: '¿Se puede hacer sin piña?',
    previous: '¿Me das la receta de los tacos al pastor?',
    lang: 'es',
    area: 'follow-up',
    expect: 'answer',
    gist: 'yes; the pineapple adds sweetness and acidity, so a little orange juice in the marinade or just leaving it out works',
  },
  {
    question: 'y si es integral cuanto timpo?',
    previous: '¿Cuánto se cuece la pasta?',
    lang: 'es',
    area: 'follow-up',
    expect: 'answer',
    gist: 'wholewheat pasta usually needs a little longer, about 10-12 minutes for dried shapes; follow the packet and taste',
  },

  // ── Mixed language ──
  {
    question: 'Quiero hacer un brunch con pancakes, ¿cuántos huevos por cup de harina?',
    lang: 'es',
    area: 'mixed-language',
    expect: 'answer',
    gist: 'about 1 egg per cup (about 125 g) of flour, with about 1 cup (240 ml) of milk',
  },
  {
    question: 'Tengo mongetes del ganxet, ¿les puc coure a la olla exprés o es millor a foc lent?',
    lang: 'es',
    area: 'mixed-language',
    expect: 'answer',
    gist: 'possible (about 15-20 min under pressure after soaking) but these thin-skinned beans are best simmered slowly (about 1.5-2 h) with splashes of cold water ("espantar") so the skins stay whole',
  },

  // ── Off-topic ──
  {
    question: '¿Quién ganó el Mundial de 2010?',
    lang: 'es',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'not about cooking: decline politely',
  },
  {
    question: 'Escríbeme un poema de amor para mi novia',
    lang: 'es',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'not about cooking: decline politely',
  },
  {
    question: 'me recomiendas un seguro de coche barato?',
    lang: 'es',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'not about cooking: decline politely',
  },

  // ══════════════════════════════ English (45) ══════════════════════════════

  // ── Storage and food safety ──
  {
    question: 'How long can cooked chicken stay in the fridge?',
    lang: 'en',
    area: 'storage-safety',
    expect: 'answer',
    gist: '3-4 days in the fridge at 4 °C or below; reheat until piping hot (74 °C)',
  },
  {
    question: 'is it safe to leave butter out on the counter',
    lang: 'en',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'salted butter is fine covered at cool room temperature (below about 20 °C) for a few days to a week; keep unsalted butter and the rest in the fridge',
  },
  {
    question:
      'My neighbour gave me a jar of homemade pesto last week, she makes it every summer from her garden. How long will it last?',
    lang: 'en',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'in the fridge under a layer of oil about 5-7 days; freeze it for months; garlic in oil must be kept cold; no way to know exactly without knowing how she made it',
  },
  {
    question: 'Can I freeze cooked rice?',
    lang: 'en',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'yes: cool it quickly (within about an hour), freeze in portions, use within about a month, reheat once until piping hot',
  },

  // ── Temperatures ──
  {
    question: 'What oven temp for roast potatoes so they actually get crispy? I have a fan oven',
    lang: 'en',
    area: 'temperatures',
    expect: 'answer',
    gist: 'about 200 °C fan (220 °C conventional), parboiled and roughed up, into hot fat, 45-60 minutes turning once',
  },
  {
    question: 'what temperature should ground beef be cooked to',
    lang: 'en',
    area: 'temperatures',
    expect: 'answer',
    gist: '71 °C (160 °F) in the centre',
  },
  {
    question: "What's the smoke point of extra virgin olive oil, can I fry with it?",
    lang: 'en',
    area: 'temperatures',
    expect: 'answer',
    gist: 'about 190-210 °C; yes, frying is done at about 170-180 °C, so it is fine for frying',
  },
  {
    question: 'At what internal temperature is a loaf of bread done?',
    lang: 'en',
    area: 'temperatures',
    expect: 'answer',
    gist: 'about 93-99 °C (200-210 °F) for lean bread; enriched breads about 88-90 °C',
  },

  // ── Substitutions ──
  {
    question: 'Can I use baking soda instead of baking powder?',
    lang: 'en',
    area: 'substitutions',
    expect: 'answer',
    gist: 'only with an acid: use about a quarter of the amount plus an acid (1/4 tsp soda + 1/2 tsp cream of tartar ≈ 1 tsp baking powder, or acidic ingredients like buttermilk); too much tastes soapy',
  },
  {
    question: 'no buttermilk, what can I use',
    lang: 'en',
    area: 'substitutions',
    expect: 'answer',
    gist: 'milk with 1 tablespoon lemon juice or vinegar per cup (240 ml), left 5-10 minutes; or yogurt thinned with milk',
  },
  {
    question: 'I ran out of eggs halfway through making brownies, any substitute?',
    lang: 'en',
    area: 'substitutions',
    expect: 'answer',
    gist: 'per egg: 1 tbsp ground flaxseed + 3 tbsp water, or about 60 g (1/4 cup) yogurt, apple sauce or mashed banana; brownies come out fudgier',
  },
  {
    question: 'What can I use instead of double cream in a pasta sauce?',
    lang: 'en',
    area: 'substitutions',
    expect: 'answer',
    gist: 'crème fraîche, milk with butter (thickened a little with flour), cream cheese loosened with pasta water, or evaporated milk; do not boil thin dairy hard or it splits',
  },

  // ── Doneness and times ──
  {
    question: 'How long do I roast a 5 kg turkey for?',
    lang: 'en',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'roughly 2 1/2-3 hours at 180-190 °C (about 35 min per kg), until the thickest part of the thigh reaches 74 °C; rest 30 minutes',
  },
  {
    question: 'how do i know when salmon is cooked',
    lang: 'en',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'it turns opaque and flakes easily; about 50-55 °C for moist, 63 °C fully cooked; fillets take about 12-15 min at 200 °C',
  },
  {
    question: 'How long to boil corn on the cob?',
    lang: 'en',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'fresh sweetcorn about 3-5 minutes in boiling water (longer for older cobs)',
  },
  {
    question: 'How many minutes per side for a medium-rare steak about 2.5 cm thick?',
    lang: 'en',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'about 3-4 minutes per side in a very hot pan, to 55-57 °C inside; rest 5 minutes',
  },

  // ── Catalan and Spanish techniques ──
  {
    question: "What's the proper way to make romesco sauce, like the Catalan one?",
    lang: 'en',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'roast tomatoes and garlic; soak dried ñora peppers and scrape out the flesh; pound or blend with toasted almonds and hazelnuts and fried bread, then olive oil, a little vinegar and salt',
  },
  {
    question: 'How do I flip a Spanish tortilla without breaking it?',
    lang: 'en',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'let the edges set and loosen them, put a plate wider than the pan on top and turn it over in one confident move, then slide it back into the oiled pan; a non-stick pan helps',
  },

  // ── Troubleshooting ──
  {
    question: 'Why do my cookies spread so flat?',
    lang: 'en',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'butter too soft or melted, too little flour, too much sugar, warm baking sheets; chill the dough and measure flour by weight',
  },
  {
    question: 'My risotto always turns out gluey, what am I doing wrong?',
    lang: 'en',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'it is overcooked or sits too long: use arborio or carnaroli, add hot stock gradually, stop at al dente (about 16-18 min), finish loose ("all’onda") and serve at once',
  },
  {
    question: 'My homemade mayo never thickens, it stays runny',
    lang: 'en',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'oil added too fast or ingredients too cold: start with a yolk (and mustard) at room temperature and add the oil drop by drop at first; rescue with a fresh yolk, adding the runny mix slowly',
  },
  {
    question: 'The onions burn before they caramelise, how do I stop that?',
    lang: 'en',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'lower heat, enough fat, a wide pan, a pinch of salt, a splash of water to deglaze when they catch; real caramelising takes 30-45 minutes',
  },

  // ── Conversions and quantities ──
  {
    question: 'How many grams in a cup of butter?',
    lang: 'en',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'about 227 g (two US sticks)',
  },
  {
    question: "What's 200 g of flour in cups?",
    lang: 'en',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'about 1 2/3 cups (plain flour is about 120-125 g per cup)',
  },
  {
    question: 'One tablespoon of fresh herbs is how much dried?',
    lang: 'en',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'about 1 teaspoon dried (dried herbs are about three times stronger)',
  },
  {
    question: "How many calories were in the slice of cake I had at my friend's wedding?",
    lang: 'en',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'honest "I don’t know": it depends on the recipe and slice size; at most a rough typical range',
  },

  // ── Pairings ──
  {
    question: 'What wine goes with paella?',
    lang: 'en',
    area: 'pairings',
    expect: 'answer',
    gist: 'a crisp dry white (Albariño, Verdejo) or a rosé; a light red for meat paella',
  },
  {
    question: 'What goes well with hummus besides pita?',
    lang: 'en',
    area: 'pairings',
    expect: 'answer',
    gist: 'raw vegetable sticks, falafel, grilled vegetables or lamb, flatbreads and crackers',
  },

  // ── Cook with what I have ──
  {
    question: 'I have some salmon, an avocado and sushi rice, what can I make?',
    lang: 'en',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'Maki de salmó i alvocat',
  },
  {
    question: "I've got a bag of quinoa, a cucumber, tomatoes and loads of mint. ideas?",
    lang: 'en',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'Tabule de quinoa',
  },

  // ── Recipe requests ──
  {
    question: 'Do you have a recipe for lamb tagine?',
    lang: 'en',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Tagine de xai amb prunes',
  },
  {
    question: 'Can you show me how to make ramen at home?',
    lang: 'en',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Ramen de miso',
  },
  {
    question: 'I want to make beef Wellington for Christmas, got a recipe?',
    lang: 'en',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'no beef Wellington in the catalogue: say there is none and list nothing unrelated',
  },
  {
    question: 'Greek salad recipe please',
    lang: 'en',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Amanida grega',
  },
  {
    question: 'Any recipe for apple pie?',
    lang: 'en',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'no apple pie in the catalogue: say so and list nothing unrelated',
  },

  // ── Follow-ups ──
  {
    question: 'Can I use chicken instead of the prawns?',
    previous: 'How do I make pad thai?',
    lang: 'en',
    area: 'follow-up',
    expect: 'answer',
    gist: 'yes: slice it thinly and stir-fry it a few minutes longer than prawns, until cooked through (74 °C)',
  },
  {
    question: 'what do i use if i cant find okonomiyaki sauce',
    previous: 'Give me the okonomiyaki recipe',
    lang: 'en',
    area: 'follow-up',
    expect: 'answer',
    gist: 'mix ketchup and Worcestershire sauce with a little soy sauce and sugar or honey',
  },
  {
    question: 'And for fully hard ones?',
    previous: 'How long do I boil eggs for soft-boiled?',
    lang: 'en',
    area: 'follow-up',
    expect: 'answer',
    gist: 'about 10-12 minutes in boiling water, then cold water',
  },

  // ── Mixed language ──
  {
    question: "Is 'nata para montar' the same as heavy cream? Estic a Barcelona i no sé quina comprar",
    lang: 'en',
    area: 'mixed-language',
    expect: 'answer',
    gist: 'yes: nata para montar (about 35% fat) is whipping/heavy cream; nata para cocinar is lighter (about 18%) and will not whip',
  },
  {
    question: 'How do I make pa amb tomàquet the proper way, amb tomàquet de penjar?',
    lang: 'en',
    area: 'mixed-language',
    expect: 'answer',
    gist: 'rub halved ripe hanging tomatoes hard onto toasted or rustic country bread, then a pinch of salt and a drizzle of olive oil (garlic rubbed first is optional); pointing to Pa amb tomàquet i pernil is fine',
  },

  // ── Off-topic ──
  {
    question: 'Can you help me write a cover letter for a marketing job?',
    lang: 'en',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'not about cooking: decline politely',
  },
  {
    question: "What's the capital of Australia?",
    lang: 'en',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'not about cooking: decline politely',
  },
  {
    question: 'who do you think will win the next election',
    lang: 'en',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'not about cooking: decline politely',
  },
  {
    question: 'fix my python code it throws a KeyError on line 12',
    lang: 'en',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'not about cooking: decline politely',
  },
  {
    question: 'Recommend me a good series to binge this weekend',
    lang: 'en',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'not about cooking: decline politely',
  },
];
