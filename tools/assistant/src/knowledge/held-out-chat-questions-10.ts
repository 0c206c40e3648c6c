/**
 * Held-out set 10 of chat questions (issue 34), written 2026-12-01, written BLIND: from general
 * cooking knowledge only, without reading the assistant, the knowledge base, the earlier held-out
 * sets, docs or tests. 180 questions: 80 Catalan, 55 Spanish, 45 English; 12 off-topic.
 *
 * Voices, on purpose unlike the fifth to ninth sets: an Alcoi cook in Valencian ("fesols",
 * "ací"), a Castelló Magdalena colla ("creïlles", "la caseta", "som 14"), a grandmother from
 * Fraga in the Franja and her granddaughter ("l'àvia", "xiqueta", llonganisses al rebost), an
 * Eivissa agroturisme host ("es flaó", "sa sípia", clients), a Girona nursery-school cook (nadons,
 * al·lèrgies), a chemistry student making mayonnaise, a Mataró choir member, a Reus bar owner about
 * to retire, a food-podcast host from the Vallès, a Festa Major supper committee, a Terrassa
 * textile-mill retiree, a Catalan in Berlin ("Umluft", Bratwurst, tomàquets aquosos), a Maresme
 * strawberry grower and a Solsona pastry cook; a Tudela grower (alcachofas, menestra), a Bolivian in
 * La Paz ("caserita", altitude, heladera), a Puerto Rican office worker (caldero, sazón, pegao), a
 * Paraguayan grandmother (sopa paraguaya, chipa), a Leonese botillo maker, a Granada student flat
 * (freidora de aire, tuppers), a Honduran baleada cook ("cipote", comal), an Albufera boatman, a
 * Nicaraguan comedor (chiltoma, gallo pinto), a Rioja harvest cook, a Moroccan greenhouse worker in
 * El Ejido (harira, 40 grados), a Panamanian ("¡Qué xopá!", ñame), a Manchego parish volunteer, a
 * Málaga chiringuito cook and a Salvadoran in Los Angeles (voseo, pupusas); a Newfoundlander ("b'y",
 * cod tongues), an Accra chop-bar cook ("chale"), a Sri Lankan amma ("aney"), a Geordie ("pet",
 * gas mark), a Makerere student (rolex, chapati), a Harlan County cook (cornbread, buttermilk), a
 * Baltimore crab picker ("hon"), a New Mexican (green chile), a Scouser ("la", scouse), an
 * Antarctic station cook, a Bradford student (karahi), a Harare cook (sadza, load-shedding), a
 * Namche Bazaar lodge cook (altitude, momo), a Saskatchewan perogy bee and a meal-kit subscriber.
 * Three Catalan, two Spanish and one English question mix languages (anglicisms "meal prep",
 * "batch-cookejar", "turkey", "smash burger"; castellanismes "desmoronin", "rompen"; a Catalan
 * dish named in Spanish and a Catalan technique named in English).
 *
 * Traps: the Valencian "arròs amb fesols i naps" that is brothy on purpose, fridge dial numbers
 * that are not degrees, salt that barely raises the boiling point, fan ovens, altitude (La Paz,
 * Namche), gas marks, a 40 °C greenhouse lunch box, a freezer after a power cut, a nursery's
 * leftover purées, refreezing thawed prawns, chiltoma (just a sweet pepper), dishes the demo
 * catalogue does not hold (cargols a la llauna, cocido madrileño, fish and chips), catalogue
 * dishes asked by their ingredients (truita, dal, hummus, ceviche, gyozas, pad thai), follow-ups
 * that only make sense with the previous turn (raw egg for a pregnant reader, an 85-year-old
 * grandfather, frozen blueberries), and off-topic questions that sound like cooking ("season a
 * baseball glove", a Raspberry Pi, salsa dancing, a cracked wood-fired oven's mortar, crab pots'
 * legal sizes, a hen that lays no eggs, strawberry fertiliser, a Thermomix warranty claim).
 *
 * Conventions: 'answer' gists say what a to-the-point answer must contain, from general cooking
 * knowledge (°C, safe internal temperatures, standard times); 'recipes' gists name the demo
 * recipes that fit (by their catalogue titles) or say that none fits and that nothing unrelated
 * may be listed; 'off-topic' gists say it must be declined.
 *
 * Never to be tuned on: it is measured once, as written, and then retired.
 */
import type { HeldOutChatQuestion } from './held-out-chat-questions-2.ts';

export const HELD_OUT_CHAT_QUESTIONS_10: readonly HeldOutChatQuestion[] = [
  // ---------------------------------------------------------------- storage-safety
  {
    question:
      "Diumenge vam fer escudella a la caseta i n'ha sobrat una olla sencera, que som 14 i ningú repeteix. Quants dies aguanta a la nevera? I es pot congelar?",
    lang: 'ca',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'Refredar-la de pressa i a la nevera tapada: 3-4 dies; el brou i la carn es congelen bé (uns 3 mesos); reescalfar fins que bulli.',
  },
  {
    question:
      "A l'escola bressol ens sobren triturats de verdura del dinar dels nadons. Els podem guardar per a l'endemà o els hem de llençar?",
    lang: 'ca',
    area: 'storage-safety',
    expect: 'answer',
    gist: "El que no ha tocat el plat ni la cullera del nen, refredat de pressa i a la nevera, es pot donar l'endemà (24 h, màxim 48 h) ben reescalfat; el que sobra del plat, llençar-ho.",
  },
  {
    question:
      "L'àvia penja les llonganisses al rebost de casa, a Fraga, tot l'hivern. Aguanten fora de la nevera o és perillós?",
    lang: 'ca',
    area: 'storage-safety',
    expect: 'answer',
    gist: "La llonganissa curada i seca aguanta setmanes en un lloc fresc, sec i ventilat; la fresca (no curada) ha d'anar a la nevera i coure's en 2-3 dies.",
  },
  {
    question:
      'He fet maionesa casolana amb ou cru per a un sopar al pis. Quant temps la puc guardar a la nevera?',
    lang: 'ca',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'Poc: menys de 24 hores (com a molt 1-2 dies) a la nevera, tapada, feta amb ous frescos; mai a temperatura ambient (salmonel·la).',
  },
  {
    question:
      "Al sopar popular de la Festa Major servim a les nou, però els fideus a la cassola els tindrem fets a les set. Els podem deixar a les cassoles a l'aire lliure fins llavors?",
    lang: 'ca',
    area: 'storage-safety',
    expect: 'answer',
    gist: "No més de 2 hores a temperatura ambient; o mantenir-los ben calents (per sobre de 65 °C) o refredar-los i reescalfar-los; millor coure'ls més a prop de l'hora.",
  },
  {
    question:
      "Porto oli d'oliva de casa en garrafes de 5 litres cap a Berlín. Si l'obro i el tinc mesos a la cuina es fa malbé?",
    lang: 'ca',
    area: 'storage-safety',
    expect: 'answer',
    gist: "No és perillós però s'enrancia: un cop obert, millor gastar-lo en 2-3 mesos, ben tapat, lluny de la llum i de la calor (o passar-ne una part a ampolles petites).",
  },
  {
    question:
      'Vull muntar els canelons divendres per gratinar-los diumenge. Aguanten a la nevera o millor congelar-los?',
    lang: 'ca',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'Muntats i tapats, 1-2 dies a la nevera (fins a 48 h); per a més temps, congelar-los; gratinar-los fins que siguin ben calents al centre (75 °C).',
  },
  {
    question:
      'Anoche dejé la sopa de maní en la olla fuera de la heladera toda la noche. ¿La hago hervir bien y ya está, caserita?',
    lang: 'es',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'No: más de 2 horas a temperatura ambiente, hay que tirarla; hervir no elimina las toxinas que algunas bacterias ya han producido.',
  },
  {
    question:
      'Sobró medio caldero de arroz con gandules de la parranda de la oficina. ¿Cuántos días dura en la nevera y se puede congelar?',
    lang: 'es',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'Enfriarlo rápido y a la nevera antes de 1-2 horas; comerlo en 1-2 días (máximo 3-4); se puede congelar; recalentar a fondo, hasta que humee, una sola vez.',
  },
  {
    question:
      'En el invernadero hacemos 40 grados y llevo el táper de comida desde las 6 de la mañana. ¿Es peligroso comerlo a las 2?',
    lang: 'es',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'Sí, ocho horas sin frío a esa temperatura es peligroso; llevarlo en una nevera portátil con acumuladores de frío o elegir comida que no necesite frío.',
  },
  {
    question:
      'Descongelé unas gambas en la nevera para la cena del piso y al final no las usamos. ¿Las puedo volver a congelar?',
    lang: 'es',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'Si se descongelaron en la nevera y no han pasado más de 1-2 días, sí, aunque pierden calidad; si se descongelaron fuera, no; si no, cocinarlas y congelarlas ya cocinadas.',
  },
  {
    question:
      "Got a big bag of cod tongues from the fish plant. How long do they keep in the fridge, and can I freeze them, b'y?",
    lang: 'en',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'Fresh fish: 1-2 days in the fridge at 4 °C or below; freeze well wrapped for about 3 months (up to 6); thaw in the fridge.',
  },
  {
    question: "Aney, how long can cooked rice sit in the rice cooker on keep warm before it's not safe?",
    lang: 'en',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'On keep warm it stays above 60 °C and is safe for some hours (quality drops after about 12 h); if it cools below 60 °C, no more than 2 hours out, then refrigerate and eat within a day.',
  },
  {
    question:
      'If I pick a bushel of crabs Saturday night, how long is the picked crab meat good for in the fridge, hon?',
    lang: 'en',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'About 3 days (3-5 at most) sealed in the fridge at 4 °C or below; freeze it for longer (texture softens).',
  },
  {
    question:
      "Load-shedding again: the freezer was off for about 8 hours and I didn't open it. Is the meat inside still safe?",
    lang: 'en',
    area: 'storage-safety',
    expect: 'answer',
    gist: 'Yes: a closed full freezer keeps food frozen about 48 h (half full about 24 h); meat that still has ice crystals or is at 4 °C or below is safe and can be refrozen.',
  },

  // ---------------------------------------------------------------- temperatures
  {
    question:
      "A quina temperatura ha d'estar l'oli per fregir les braves la segona vegada, perquè quedin cruixents?",
    lang: 'ca',
    area: 'temperatures',
    expect: 'answer',
    gist: 'Primera fregida suau a uns 140-150 °C, segona a 180-190 °C.',
  },
  {
    question:
      "Als clients els faig pollastre pagès al forn. A quina temperatura ha d'arribar per dins perquè sigui segur?",
    lang: 'ca',
    area: 'temperatures',
    expect: 'answer',
    gist: "74-75 °C a la part més gruixuda (la cuixa, sense tocar l'os); el suc ha de sortir clar.",
  },
  {
    question:
      "A quina temperatura ha d'estar la nevera? La de casa té una rodeta amb números de l'1 al 7 i no sé quin posar.",
    lang: 'ca',
    area: 'temperatures',
    expect: 'answer',
    gist: 'Entre 0 i 4-5 °C (ideal uns 4 °C); els números de la rodeta són potència de fred, no graus: posar-hi un termòmetre per comprovar-ho (número mitjà).',
  },
  {
    question: "A quina temperatura bull l'aigua amb sal? Al pis diuen que la sal fa que bulli abans.",
    lang: 'ca',
    area: 'temperatures',
    expect: 'answer',
    gist: "Una mica per sobre de 100 °C: la sal apuja el punt d'ebullició (molt poc, una fracció de grau), no fa que bulli abans.",
  },
  {
    question:
      "El forn d'aquí té 'Umluft', amb ventilador. Si una recepta catalana diu 200 graus, quants hi poso?",
    lang: 'ca',
    area: 'temperatures',
    expect: 'answer',
    gist: 'Uns 20 °C menys amb ventilador: uns 180 °C.',
  },
  {
    question: 'Per al rostit de Nadal, a quina temperatura ha de quedar la carn de porc per dins?',
    lang: 'ca',
    area: 'temperatures',
    expect: 'answer',
    gist: 'Peça sencera de porc: 63 °C al centre amb 3 minuts de repòs (uns 70 °C si la volem ben feta); carn picada, 71 °C.',
  },
  {
    question: '¿A qué temperatura horneo la chipa? Mi horno es a gas y no tiene números.',
    lang: 'es',
    area: 'temperatures',
    expect: 'answer',
    gist: 'Horno fuerte, unos 200-220 °C (precalentado); en un horno de gas sin números, fuego medio-alto, unos 15-20 minutos hasta dorar.',
  },
  {
    question: '¿A cuántos grados pongo la freidora de aire para unas patatas congeladas?',
    lang: 'es',
    area: 'temperatures',
    expect: 'answer',
    gist: 'Unos 200 °C, 15-20 minutos, sacudiendo la cesta a mitad; sin amontonar.',
  },
  {
    question: 'Para cocer el botillo, ¿el agua tiene que hervir fuerte o apenas?',
    lang: 'es',
    area: 'temperatures',
    expect: 'answer',
    gist: 'Hervor suave, que apenas borbotee (unos 90-95 °C), nunca a borbotones, para que no reviente; unas 2 horas.',
  },
  {
    question: '¿A qué temperatura tiene que estar el aceite para freír el pescaíto sin que se empape?',
    lang: 'es',
    area: 'temperatures',
    expect: 'answer',
    gist: 'Unos 180 °C (170-190 °C), con aceite abundante y en tandas pequeñas para que no baje la temperatura.',
  },
  {
    question: '¿Qué tan caliente tiene que estar el comal para las tortillas de harina, cipote?',
    lang: 'es',
    area: 'temperatures',
    expect: 'answer',
    gist: 'Bien caliente a fuego medio-alto (una gota de agua chisporrotea y se evapora enseguida), sin grasa; 30 segundos a 1 minuto por lado.',
  },
  {
    question: "What temperature should chicken on the bone reach inside before it's safe?",
    lang: 'en',
    area: 'temperatures',
    expect: 'answer',
    gist: '75 °C (165 °F) in the thickest part, near but not touching the bone; juices run clear.',
  },
  {
    question: 'Up here at 3,400 m water boils at about 89 °C. Does that mean my rice and dal need longer?',
    lang: 'en',
    area: 'temperatures',
    expect: 'answer',
    gist: 'Yes: water boils at a lower temperature at altitude, so anything boiled takes longer and may need more water; a pressure cooker solves it.',
  },
  {
    question: "Me oven's gas mark only. What's 180 °C in gas mark, pet?",
    lang: 'en',
    area: 'temperatures',
    expect: 'answer',
    gist: 'Gas mark 4 (180 °C, 350 °F).',
  },
  {
    question: 'What temperature should the oil be if I deep-fry the perogies after boiling them?',
    lang: 'en',
    area: 'temperatures',
    expect: 'answer',
    gist: 'About 175-180 °C (350 °F); fry until golden, a few minutes; or simply pan-fry them in butter.',
  },

  // ---------------------------------------------------------------- substitutions
  {
    question: "Per a la coca de llardons del concert em falta l'anís. Hi puc posar una altra cosa?",
    lang: 'ca',
    area: 'substitutions',
    expect: 'answer',
    gist: "Un altre licor (moscatell, ratafia, rom o conyac), o ratlladura de llimona per aromatitzar; o ometre'l i afegir una mica de llet.",
  },
  {
    question: "Tenim un nen al·lèrgic a l'ou a l'escola bressol. Amb què puc substituir l'ou per arrebossar?",
    lang: 'ca',
    area: 'substitutions',
    expect: 'answer',
    gist: 'Una pasta de farina i aigua o llet (o beguda vegetal), o aquafaba, abans del pa ratllat.',
  },
  {
    question: 'Xiqueta, no tinc llardons per a la coca de Sant Joan. Què hi puc posar en lloc seu?',
    lang: 'ca',
    area: 'substitutions',
    expect: 'answer',
    gist: 'Cansalada a trossets rostida ben cruixent, o bé fer-la només amb pinyons i fruita confitada (i saïm o mantega per al greix).',
  },
  {
    question: "A Berlín no trobo botifarra catalana. Quina salsitxa d'aquí s'hi assembla més?",
    lang: 'ca',
    area: 'substitutions',
    expect: 'answer',
    gist: 'Una Bratwurst fresca i crua de porc, sense fumar (tipus Thüringer o grobe Bratwurst); no les fumades ni les de Frankfurt.',
  },
  {
    question: "Ací no tinc safrà per a l'arròs. Amb què li done color?",
    lang: 'ca',
    area: 'substitutions',
    expect: 'answer',
    gist: 'Colorant alimentari groc, una mica de cúrcuma o pebre vermell dolç; donen color però no el gust del safrà.',
  },
  {
    question: 'Per a la picada, si no tinc ametlles, què hi poso?',
    lang: 'ca',
    area: 'substitutions',
    expect: 'answer',
    gist: "Avellanes (o pinyons, nous), pa fregit o galetes maria; l'all i el julivert es mantenen.",
  },
  {
    question: "A la caseta no tenim forn. Puc fer l'arròs al forn en una cassola al foc?",
    lang: 'ca',
    area: 'substitutions',
    expect: 'answer',
    gist: 'Sí, a foc baix i tapat els últims minuts (o brases sobre la tapa), però no queda igual de sec i daurat per dalt; al forn va a 200-220 °C uns 20 minuts.',
  },
  {
    question: '¡Qué xopá! Aquí en Madrid no encuentro ñame para el sancocho. ¿Con qué lo cambio?',
    lang: 'es',
    area: 'substitutions',
    expect: 'answer',
    gist: 'Yuca, malanga o taro, patata o boniato.',
  },
  {
    question: 'Se me acabó el sazón con achiote. ¿Cómo le doy el color y el sabor al arroz con gandules?',
    lang: 'es',
    area: 'substitutions',
    expect: 'answer',
    gist: 'Achiote (annatto) en aceite, o una mezcla de cúrcuma o pimentón con comino, ajo en polvo, orégano, cilantro seco y sal.',
  },
  {
    question: '¿Puedo hacer las patatas a la riojana sin pimiento choricero?',
    lang: 'es',
    area: 'substitutions',
    expect: 'answer',
    gist: 'Sí: carne de pimiento choricero de bote, ñora, o una cucharadita más de pimentón dulce (y el chorizo ya aporta).',
  },
  {
    question: '¿Qué puedo usar en lugar de la chiltoma para el gallo pinto? Vivo en Valencia.',
    lang: 'es',
    area: 'substitutions',
    expect: 'answer',
    gist: 'La chiltoma es un pimiento dulce: cualquier pimiento verde o morrón sirve.',
  },
  {
    question: 'Chale, can I use tomato paste instead of fresh tomatoes in light soup?',
    lang: 'en',
    area: 'substitutions',
    expect: 'answer',
    gist: 'Yes: about 1-2 tablespoons of paste per 3-4 tomatoes, loosened with water and cooked a few minutes; the taste is less fresh and a bit sweeter.',
  },
  {
    question: 'Out of buttermilk for the cornbread. What can I use instead?',
    lang: 'en',
    area: 'substitutions',
    expect: 'answer',
    gist: 'Milk with 1 tablespoon of lemon juice or vinegar per cup (240 ml), left 5-10 minutes; or plain yogurt thinned with milk.',
  },
  {
    question: 'Can I make scouse with beef instead of lamb, la?',
    lang: 'en',
    area: 'substitutions',
    expect: 'answer',
    gist: 'Yes, stewing beef (chuck or shin) is common and traditional too; same long simmer, about 2 hours.',
  },
  {
    question: "No sour cream for Baba's perogy dough. What works instead?",
    lang: 'en',
    area: 'substitutions',
    expect: 'answer',
    gist: 'Plain or Greek yogurt, or more milk or water with a little melted butter or oil.',
  },

  // ---------------------------------------------------------------- doneness-times
  {
    question: "Quants minuts bullo els ous per a l'amanida perquè quedin durs però sense aquell anell verd?",
    lang: 'ca',
    area: 'doneness-times',
    expect: 'answer',
    gist: "10-12 minuts des que l'aigua arrenca el bull (ou mitjà) i refredar-los de seguida en aigua freda.",
  },
  {
    question: "Quant tarden a coure's els fesols secs després de tindre'ls en remull?",
    lang: 'ca',
    area: 'doneness-times',
    expect: 'answer',
    gist: '1-2 hores a foc lent en olla normal (segons la varietat); uns 20-30 minuts en olla a pressió.',
  },
  {
    question: 'Quant de temps necessita un conill a la brasa perquè quedi fet però no sec?',
    lang: 'ca',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'Uns 20-30 minuts en total a brasa mitjana, girant-lo, obert en dues meitats; fet quan el suc surt clar (uns 71 °C).',
  },
  {
    question: "Quant de temps s'ha de coure sa sípia perquè quedi tendra i no com una sola de sabata?",
    lang: 'ca',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'O molt poc (2-3 minuts a la planxa molt calenta) o molt (guisada 40 minuts-1 hora a foc lent); el punt del mig la fa dura.',
  },
  {
    question: "Quant de temps he de deixar l'arròs al forn, i com sé que ja està fet?",
    lang: 'ca',
    area: 'doneness-times',
    expect: 'answer',
    gist: "Uns 20 minuts a 200-220 °C; està fet quan el brou s'ha absorbit i el gra és tou però sencer; reposar 5 minuts.",
  },
  {
    question: 'Quant de temps cal deixar reposar una carn rostida abans de tallar-la?',
    lang: 'ca',
    area: 'doneness-times',
    expect: 'answer',
    gist: "10-15 minuts (una peça gran, 20-30) tapada lleugerament amb paper d'alumini.",
  },
  {
    question: '¿Cuánto tiempo se cuecen las alcachofas para que queden tiernas?',
    lang: 'es',
    area: 'doneness-times',
    expect: 'answer',
    gist: '15-20 minutos en agua hirviendo con sal y limón, según tamaño; están hechas cuando el corazón cede al pincharlo o una hoja se desprende fácil.',
  },
  {
    question: '¿Cuánto tiempo a la plancha un lomo de atún para que quede rosado por dentro?',
    lang: 'es',
    area: 'doneness-times',
    expect: 'answer',
    gist: '1-2 minutos por lado a fuego muy fuerte (lomo de 2-3 cm); el centro queda rosado.',
  },
  {
    question:
      'Aquí en La Paz los garbanzos no se cuecen nunca. ¿Cuánto tiempo necesitan en la olla a presión?',
    lang: 'es',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'Remojados, unos 30-40 minutos con presión (algo más que a nivel del mar, por la altura); en olla normal allí pueden tardar 3 horas o más.',
  },
  {
    question: '¿Cuánto tiempo se cocinan los frijoles rojos en la olla de presión después de remojarlos?',
    lang: 'es',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'Unos 25-30 minutos con presión tras el remojo (40-50 sin remojo), y dejar que baje la presión sola.',
  },
  {
    question: '¿Cuánto tiempo hay que cocer unos macarrones? Tiré el paquete y no me acuerdo.',
    lang: 'es',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'Unos 10-12 minutos en agua hirviendo con sal; probar uno antes de escurrir (al dente).',
  },
  {
    question: "How long do I pan-fry a cod fillet so it's done but not falling apart?",
    lang: 'en',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'About 3-4 minutes a side for a fillet 2-3 cm thick, turning once; done when opaque and it just flakes (about 60-63 °C).',
  },
  {
    question: 'How long do you steam blue crabs, hon?',
    lang: 'en',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'About 20-25 minutes once the steam is going, until bright orange-red.',
  },
  {
    question: 'How long do I bake cornbread in a cast iron skillet?',
    lang: 'en',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'About 20-25 minutes at 220 °C (425 °F) in a preheated greased skillet, until golden and a toothpick comes out clean.',
  },
  {
    question:
      "The meal-kit card says 6 minutes each side for the chicken breast, but mine's really thick. How do I know it's done?",
    lang: 'en',
    area: 'doneness-times',
    expect: 'answer',
    gist: 'It must reach 74-75 °C in the centre (thermometer), juices clear and no pink; flatten or butterfly a thick breast, or finish it in the oven.',
  },

  // ---------------------------------------------------------------- troubleshooting
  {
    question: "Se m'ha tallat la maionesa a la pràctica. Com la salvo?",
    lang: 'ca',
    area: 'troubleshooting',
    expect: 'answer',
    gist: "Posar un rovell nou (o una cullerada d'aigua o llet) en un got net i anar-hi afegint la maionesa tallada a poc a poc, batent.",
  },
  {
    question: "La crema catalana m'ha quedat amb grumolls. Què he fet malament i com ho arreglo?",
    lang: 'ca',
    area: 'troubleshooting',
    expect: 'answer',
    gist: "Massa foc o sense remenar: l'ou s'ha quallat; passar-la pel colador o per la batedora, i la propera vegada foc baix i remenar sense parar.",
  },
  {
    question: "Els fideus de la cassola m'han quedat passats i enganxosos. Per què?",
    lang: 'ca',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'Massa temps o massa brou, o remenar massa; fideus gruixuts uns 10-12 minuts, retirar-los una mica abans i deixar-los reposar.',
  },
  {
    question: 'A Berlín el pa amb tomàquet em queda aigualit; els tomàquets són molt aquosos. Algun truc?',
    lang: 'ca',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'Tomàquets ben madurs i carnosos (de penjar o tipus pera), pa ben torrat i cruixent, fregar-ne poc, o ratllar el tomàquet i escórrer la polpa.',
  },
  {
    question: "L'arròs amb fesols i naps m'ha quedat caldós i l'arròs tou. Què he de canviar?",
    lang: 'ca',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'Ha de ser caldós, és un arròs de cullera; si el gra queda passat, menys temps (16-18 minuts) i servir-lo de seguida, que continua absorbint.',
  },
  {
    question: "Les croquetes se m'obren a la fregidora. Què faig malament?",
    lang: 'ca',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'Massa poc espessa o poc freda: deixar la massa hores a la nevera, arrebossar bé (doble si cal), oli a uns 180 °C i poques alhora.',
  },
  {
    question: 'La sopa paraguaya me queda seca y se desmigaja. ¿Qué le falta?',
    lang: 'es',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'Más líquido (leche) y grasa o queso, y menos horno; la masa cruda debe ser cremosa y el resultado húmedo como un bizcocho.',
  },
  {
    question: 'Las tortillas de harina me quedan duras como cartón. ¿Por qué, pues?',
    lang: 'es',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'Poca grasa o poca agua, la masa sin reposar, o demasiado tiempo en el comal; reposar la masa 30 minutos, comal bien caliente y poco tiempo, y guardarlas envueltas en un paño.',
  },
  {
    question: 'Mi arroz con gandules siempre queda crudo arriba y quemado abajo. ¿Qué hago mal?',
    lang: 'es',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'Fuego demasiado alto o poca agua; cuando se seque, tapar bien (con papel de aluminio) y fuego bajo unos 20-25 minutos, darle una vuelta una vez.',
  },
  {
    question: 'Las alcachofas se me ponen negras en cuanto las corto. ¿Cómo lo evito?',
    lang: 'es',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'Es oxidación: frotarlas con limón y meterlas en agua con limón (o perejil o un poco de harina) según se cortan.',
  },
  {
    question: '¿Por qué se me pegan las patatas a la sartén al hacer la tortilla?',
    lang: 'es',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'Sartén poco caliente o poco aceite; usar sartén antiadherente y aceite abundante, pochar las patatas a fuego medio removiendo.',
  },
  {
    question: 'Me Yorkshire puddings came out flat as pancakes. What went wrong, pet?',
    lang: 'en',
    area: 'troubleshooting',
    expect: 'answer',
    gist: "The fat wasn't smoking hot (oven about 220-230 °C), the batter was too thin or cold, or the oven door was opened; heat the fat in the tin first and don't open the door.",
  },
  {
    question: 'My chapatis come out hard and not flaky. What am I doing wrong?',
    lang: 'en',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'Too little oil or water in the dough, no resting; rest it 20-30 minutes, oil and coil the rounds for layers, cook briefly on a hot pan and keep them covered in a cloth.',
  },
  {
    question: "Bread won't rise in our cold station galley. What can I do?",
    lang: 'en',
    area: 'troubleshooting',
    expect: 'answer',
    gist: 'Yeast needs warmth (about 24-27 °C): use lukewarm water, prove it in a warm spot or in the oven with a tray of hot water, and give it more time.',
  },
  {
    question: 'My momo wrappers tear when I pleat them. Why?',
    lang: 'en',
    area: 'troubleshooting',
    expect: 'answer',
    gist: "Dough too dry or rolled too thin in the middle: knead well, rest it covered, roll the edges thin and the centre thicker, and don't overfill.",
  },

  // ---------------------------------------------------------------- cook-with-what-i-have
  {
    question: 'Tinc patates, ous i una ceba. Què puc fer per sopar?',
    lang: 'ca',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'Truita de patates.',
  },
  {
    question: 'Em queden pa de fa dos dies, tomàquets madurs i una mica de pernil. Idees?',
    lang: 'ca',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'Pa amb tomàquet i pernil (i Gaspatxo andalús, amb el pa sec i el tomàquet).',
  },
  {
    question: "Tinc albergínies, pebrots i cebes de l'hort. Què en puc fer?",
    lang: 'ca',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'Escalivada amb anxoves; Ratatouille.',
  },
  {
    question: 'Tinc llenties vermelles i una llauna de llet de coco al rebost. Alguna recepta?',
    lang: 'ca',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'Dal de llenties vermelles.',
  },
  {
    question: 'Tinc una carbassa sencera i un tros de gingebre. Què hi puc fer?',
    lang: 'ca',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'Crema de carbassa i gingebre.',
  },
  {
    question: "Tinc arròs cuit d'ahir, un parell d'ous i pèsols congelats.",
    lang: 'ca',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'Arròs fregit tres delícies.',
  },
  {
    question: 'Només tinc farina, aigua, sal i oli. Puc fer alguna cosa per acompanyar el sopar?',
    lang: 'ca',
    area: 'cook-with-what-i-have',
    expect: 'answer',
    gist: 'Un pa pla sense llevat (tipus coca fina o chapati): farina, aigua, sal i oli pastats, estirats prims i cuits a la paella o al forn.',
  },
  {
    question: 'Tengo garbanzos cocidos, limón y ajo. ¿Qué hago?',
    lang: 'es',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'Hummus casolà.',
  },
  {
    question: 'Tengo aguacates maduros, tomate, cebolla y cilantro.',
    lang: 'es',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'Guacamole amb nachos.',
  },
  {
    question: 'Me han regalado una corvina fresquísima y tengo limones y cebolla morada. ¿Qué preparo?',
    lang: 'es',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'Ceviche de corvina.',
  },
  {
    question: 'Solo tengo mascarpone, café y unos bizcochos de soletilla. ¿Sale algo?',
    lang: 'es',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'Tiramisú.',
  },
  {
    question: 'Got spaghetti, eggs, a bit of guanciale and some pecorino. What can I make?',
    lang: 'en',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'Espaguetis a la carbonara.',
  },
  {
    question: "I've got rice noodles, prawns, eggs and peanuts. Any recipe?",
    lang: 'en',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'Pad thai de gambes.',
  },
  {
    question: 'I have a cabbage, minced pork and a pack of dumpling wrappers in the freezer.',
    lang: 'en',
    area: 'cook-with-what-i-have',
    expect: 'recipes',
    gist: 'Gyozas de porc i col.',
  },
  {
    question:
      'All I have is a tin of chickpeas, a tin of tomatoes, an onion and some curry powder. Any ideas?',
    lang: 'en',
    area: 'cook-with-what-i-have',
    expect: 'answer',
    gist: 'A quick chickpea curry: fry the onion, add the curry powder, then the tomatoes and drained chickpeas, simmer 15-20 minutes.',
  },

  // ---------------------------------------------------------------- catalan-spanish-techniques
  {
    question: "Com es fa un bon sofregit per a l'arròs? Quant de temps li he de donar?",
    lang: 'ca',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: "Ceba amb oli a foc lent fins que sigui ben confitada i fosca (20-30 minuts o més), després el tomàquet ratllat fins que perdi l'aigua.",
  },
  {
    question: "Què és exactament la picada i quan s'afegeix?",
    lang: 'ca',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: "Una picada al morter de fruits secs torrats (ametlles, avellanes), all, julivert i pa fregit (de vegades safrà o xocolata); s'afegeix al final, els últims minuts, per espessir i donar gust.",
  },
  {
    question: "Per a l'esqueixada, com s'esqueixa el bacallà? S'ha de dessalar?",
    lang: 'ca',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: "Bacallà salat dessalat 24-48 hores canviant l'aigua (o comprat ja dessalat), esqueixat a tires amb les mans, cru, sense coure.",
  },
  {
    question: 'Com es fa la samfaina com cal?',
    lang: 'ca',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'Ceba, pebrot, albergínia, carbassó i tomàquet a daus, ofegats amb oli a foc lent per ordre fins que es confitin (uns 45 minuts-1 hora).',
  },
  {
    question: "A la llibreta de l'àvia posa 'deixeu-ho fer xup-xup'. Què vol dir exactament?",
    lang: 'ca',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'Coure a foc molt baix, amb un bull suau i lent.',
  },
  {
    question: 'Com cremo la crema catalana si no tinc la pala de ferro?',
    lang: 'ca',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'Amb un bufador de cuina, o sota el grill del forn ben calent molt a prop un parell de minuts; sucre per sobre just abans.',
  },
  {
    question: 'Per a la calçotada, com es fa la salsa romesco?',
    lang: 'ca',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'Nyores remullades, tomàquets i alls escalivats, ametlles i avellanes torrades, pa fregit, oli, vinagre i sal, picat al morter o triturat.',
  },
  {
    question: '¿Cómo se hace el socarrat de la paella sin que se queme?',
    lang: 'es',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'Al final, 1-2 minutos a fuego fuerte, escuchando el crepitar y oliendo a tostado; apagar antes de que huela a quemado y reposar.',
  },
  {
    question: "¿Qué es eso de 'chascar' las patatas y por qué se hace?",
    lang: 'es',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'Cortar la patata rompiéndola al final del corte (sin cortar del todo) para que suelte almidón y espese el guiso.',
  },
  {
    question: '¿Cómo consigo que la tortilla de patatas quede jugosa por dentro?',
    lang: 'es',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'Patatas pochadas en aceite a fuego medio, mezcladas con el huevo batido y reposadas unos minutos, y cuajar poco, 1-2 minutos por lado a fuego fuerte.',
  },
  {
    question: '¿Cómo se hace el pisto para que no quede aguado?',
    lang: 'es',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'Pochar las verduras por separado o por orden a fuego lento, destapado, y reducir el tomate hasta que evapore el agua.',
  },
  {
    question: "What's the trick to flipping a Spanish tortilla without it breaking?",
    lang: 'en',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'Put a plate wider than the pan on top and invert it in one quick move, then slide it back into the oiled pan; the edges must be set first.',
  },
  {
    question: 'How do you make allioli the Catalan way, with just garlic and oil?',
    lang: 'en',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'In a mortar: pound garlic with salt to a paste, then add olive oil drop by drop, stirring in one direction, until it emulsifies (a drop of water or lemon helps; egg yolk is the easier version).',
  },
  {
    question: "What does 'a la plancha' mean, and can I do it on an electric hob?",
    lang: 'en',
    area: 'catalan-spanish-techniques',
    expect: 'answer',
    gist: 'Cooking on a very hot flat griddle with little oil; yes, a heavy cast-iron pan heated well on an electric hob works.',
  },

  // ---------------------------------------------------------------- conversions-quantities
  {
    question: "Quants grams d'arròs per persona he de posar a la paella?",
    lang: 'ca',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'Uns 80-100 g per persona com a plat principal.',
  },
  {
    question: 'Quants grams són una tassa de farina? La recepta és americana.',
    lang: 'ca',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'Uns 120-130 g (tassa americana de 240 ml).',
  },
  {
    question: 'La recepta és per a 4 i som 14 a la caseta. Per quant ho multiplico tot?',
    lang: 'ca',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: "Per 3,5 (14 ÷ 4); el temps de cocció no es multiplica, i la sal i les espècies s'ajusten tastant.",
  },
  {
    question: 'Quants grams fa una cullerada de sucre?',
    lang: 'ca',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'Uns 12-15 g (rasa uns 12 g).',
  },
  {
    question: 'Un sobre de llevat químic, quants grams són?',
    lang: 'ca',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'El sobre habitual és de 16 g, per a uns 500 g de farina.',
  },
  {
    question: "Quants litres d'aigua necessito per bullir un quilo de cigrons?",
    lang: 'ca',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'Que quedin ben coberts: uns 3-4 litres per quilo (secs remullats).',
  },
  {
    question: "La recepta de l'àvia diu 'un got de llet'. Quants mil·lilitres són?",
    lang: 'ca',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: "Un got d'aigua són uns 200-250 ml.",
  },
  {
    question: '¿Cuánto es una taza en mililitros? Mi receta dice 4 tazas de agua.',
    lang: 'es',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'La taza americana son unos 240 ml; 4 tazas, unos 950 ml (casi 1 litro).',
  },
  {
    question: '¿Cuánta pasta pongo por persona?',
    lang: 'es',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: '80-100 g de pasta seca por persona como plato principal (unos 60 g como primero).',
  },
  {
    question: 'La receta de mi tía de Managua dice 2 libras de carne molida. ¿Cuántos gramos son?',
    lang: 'es',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'Unos 900 g (1 libra = 454 g).',
  },
  {
    question: '¿Cuántas cucharadas hay en 100 ml de aceite?',
    lang: 'es',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'Unas 6-7 cucharadas (1 cucharada = 15 ml).',
  },
  {
    question: "What's 350 °F in Celsius? Grandma's recipe card is from the States.",
    lang: 'en',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'About 175-180 °C.',
  },
  {
    question: 'How many grams is a stick of butter?',
    lang: 'en',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: '113 g (half a cup, 8 tablespoons).',
  },
  {
    question: 'How much dry rice do I need to end up with 3 cups of cooked rice?',
    lang: 'en',
    area: 'conversions-quantities',
    expect: 'answer',
    gist: 'About 1 cup of dry rice (it roughly triples).',
  },

  // ---------------------------------------------------------------- pairings
  {
    question: 'Quin vi serveixo amb el fricandó?',
    lang: 'ca',
    area: 'pairings',
    expect: 'answer',
    gist: 'Un negre amb cos però no gaire tànic (garnatxa, ull de llebre, merlot; Empordà, Montsant, Penedès).',
  },
  {
    question: 'A part de mongetes, què puc posar de guarnició amb la botifarra a la brasa?',
    lang: 'ca',
    area: 'pairings',
    expect: 'answer',
    gist: 'Patates al caliu, escalivada, bolets saltats, allioli, pa amb tomàquet o calçots.',
  },
  {
    question: 'Amb què acompanyo es flaó a les postres dels clients, a més del cafè?',
    lang: 'ca',
    area: 'pairings',
    expect: 'answer',
    gist: "Un licor d'herbes eivissenques, un moscatell o un altre vi dolç; menta fresca.",
  },
  {
    question: 'Quin vi dolç va bé amb els panellets?',
    lang: 'ca',
    area: 'pairings',
    expect: 'answer',
    gist: 'Moscatell, mistela, garnatxa dolça o vi ranci.',
  },
  {
    question: "Què serviria amb un arròs negre, a part de l'allioli?",
    lang: 'ca',
    area: 'pairings',
    expect: 'answer',
    gist: "L'allioli és el clàssic; una amanida verda i un blanc sec (xarel·lo) o un cava.",
  },
  {
    question: 'Quines herbes van bé amb el conill?',
    lang: 'ca',
    area: 'pairings',
    expect: 'answer',
    gist: 'Farigola, romaní, llorer i all (també sajolida).',
  },
  {
    question: 'Per a la crema catalana, quin cava hi va millor, un brut nature o un semisec?',
    lang: 'ca',
    area: 'pairings',
    expect: 'answer',
    gist: 'Amb unes postres dolces, un semisec (o dolç); el brut nature queda aspre i àcid amb el sucre.',
  },
  {
    question: '¿Qué vino pongo con el cordero asado?',
    lang: 'es',
    area: 'pairings',
    expect: 'answer',
    gist: 'Un tinto con cuerpo: Ribera del Duero, Rioja crianza o reserva, Toro.',
  },
  {
    question: '¿Con qué acompaño las habas con jamón?',
    lang: 'es',
    area: 'pairings',
    expect: 'answer',
    gist: 'Un huevo frito o escalfado y pan; es plato único o tapa; un blanco seco o un fino.',
  },
  {
    question: '¿Qué le pongo al gallo pinto para que sea un buen desayuno completo?',
    lang: 'es',
    area: 'pairings',
    expect: 'answer',
    gist: 'Huevo frito, cuajada o queso frito, maduro frito, crema, tortilla y café.',
  },
  {
    question: 'Vos, ¿qué bebida va bien con unas pupusas?',
    lang: 'es',
    area: 'pairings',
    expect: 'answer',
    gist: 'Horchata, atol o un fresco de frutas, café o cerveza; con curtido y salsa de tomate.',
  },
  {
    question: 'What sides go with a green chile stew?',
    lang: 'en',
    area: 'pairings',
    expect: 'answer',
    gist: 'Warm flour tortillas, cornbread or sopaipillas; sour cream or grated cheese on top.',
  },
  {
    question: 'What wine goes with a Catalan fideuà?',
    lang: 'en',
    area: 'pairings',
    expect: 'answer',
    gist: 'A crisp dry white (Penedès xarel·lo, Albariño), a rosé or a cava.',
  },
  {
    question: 'What do I serve with scouse besides the pickled red cabbage?',
    lang: 'en',
    area: 'pairings',
    expect: 'answer',
    gist: 'Crusty bread and butter, pickled beetroot or pickled onions.',
  },

  // ---------------------------------------------------------------- recipe-request
  {
    question: 'Em passes la recepta de la crema catalana? La vull fer per Sant Josep.',
    lang: 'ca',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Crema catalana.',
  },
  {
    question: "Voldria fer canelons per Sant Esteve amb la carn de l'olla. Tens recepta?",
    lang: 'ca',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Canelons de Sant Esteve.',
  },
  {
    question: 'Tens la recepta del xató de Sitges?',
    lang: 'ca',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Xató.',
  },
  {
    question: 'Vull fer coca per a la revetlla. Quina recepta tens?',
    lang: 'ca',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Coca de Sant Joan.',
  },
  {
    question: 'Recepta de panellets, que ve Tots Sants i la colla en vol.',
    lang: 'ca',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Panellets de pinyons.',
  },
  {
    question: 'Tens recepta de cargols a la llauna?',
    lang: 'ca',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Cap recepta del catàleg és de cargols: dir-ho i no llistar res no relacionat.',
  },
  {
    question: 'Quina recepta tens de suquet?',
    lang: 'ca',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Suquet de peix.',
  },
  {
    question: "Em vénen ganes d'un fricandó amb bolets, com el de la mare. En tens?",
    lang: 'ca',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Fricandó de vedella amb moixernons.',
  },
  {
    question: '¿Me pasas una receta de gazpacho para este verano?',
    lang: 'es',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Gaspatxo andalús.',
  },
  {
    question: 'Quiero hacer lasaña de carne para el domingo. ¿Tienes receta?',
    lang: 'es',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Lasanya de carn.',
  },
  {
    question: '¿Tienes receta de tacos al pastor?',
    lang: 'es',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Tacos al pastor.',
  },
  {
    question: '¿Hay alguna receta de cocido madrileño?',
    lang: 'es',
    area: 'recipe-request',
    expect: 'recipes',
    gist: "Ninguna del catálogo es cocido madrileño (la Escudella i carn d'olla, el guiso catalán parecido, solo como alternativa declarada); nada no relacionado.",
  },
  {
    question: '¿Tienes receta de tarta de queso al horno?',
    lang: 'es',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Pastís de formatge al forn.',
  },
  {
    question: 'Busco una receta de arroz negro con sepia.',
    lang: 'es',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Arròs negre.',
  },
  {
    question: 'Have you got a recipe for homemade burgers?',
    lang: 'en',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Hamburguesa casolana.',
  },
  {
    question: "Can you give me a ramen recipe for the station's soup night?",
    lang: 'en',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Ramen de miso.',
  },
  {
    question: "I'd like a recipe for a Greek salad.",
    lang: 'en',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'Amanida grega.',
  },
  {
    question: 'Do you have a recipe for fish and chips?',
    lang: 'en',
    area: 'recipe-request',
    expect: 'recipes',
    gist: 'None in the catalogue is fish and chips: say so and list nothing unrelated.',
  },

  // ---------------------------------------------------------------- follow-up
  {
    question: 'I si la vull sense ceba, canvia el temps?',
    lang: 'ca',
    area: 'follow-up',
    expect: 'answer',
    previous: 'Em passes la recepta de la truita de patates?',
    gist: "No gaire: les patates igualment a foc mitjà en oli fins que siguin tendres (15-20 minuts); el quallat de l'ou és el mateix.",
  },
  {
    question: 'I si el peix és congelat?',
    lang: 'ca',
    area: 'follow-up',
    expect: 'answer',
    previous: 'Quant de temps he de coure el suquet de peix?',
    gist: 'Descongelar-lo abans a la nevera (o afegir-lo congelat i donar-li uns minuts més); el peix va al final, 5-10 minuts.',
  },
  {
    question: "I quants dies m'aguanta a la nevera?",
    lang: 'ca',
    area: 'follow-up',
    expect: 'answer',
    previous: 'Com faig la salsa romesco per als calçots?',
    gist: "Uns 4-5 dies (fins a una setmana) en un pot tapat, amb una capa d'oli per sobre; també es pot congelar.",
  },
  {
    question: 'I es pot congelar un cop feta?',
    lang: 'ca',
    area: 'follow-up',
    expect: 'answer',
    previous: 'Tinc carbassa i gingebre, què puc fer?',
    gist: "Sí, la crema de carbassa es congela bé 2-3 mesos; millor sense la nata o la llet, que s'afegeix en reescalfar-la.",
  },
  {
    question: "Quants n'he de calcular per persona?",
    lang: 'ca',
    area: 'follow-up',
    expect: 'answer',
    previous: 'Tens la recepta dels canelons de Sant Esteve?',
    gist: 'Uns 4-6 canelons per persona com a plat principal (3-4 com a primer).',
  },
  {
    question: '¿Y cuánto tiempo lo dejo en el limón?',
    lang: 'es',
    area: 'follow-up',
    expect: 'answer',
    previous: '¿Cómo hago el ceviche de corvina?',
    gist: 'Poco: unos 5-15 minutos, hasta que el pescado blanquee por fuera; más tiempo lo endurece.',
  },
  {
    question: '¿Y la puedo dejar poco cuajada para mi abuelo, que tiene 85 años?',
    lang: 'es',
    area: 'follow-up',
    expect: 'answer',
    previous: '¿Cómo se hace la tortilla de patatas?',
    gist: 'Para una persona mayor mejor bien cuajada (huevo a 70 °C), por el riesgo de salmonela; o usar huevo pasteurizado.',
  },
  {
    question: '¿Se puede hacer sin huevo crudo? Es para mi cuñada, que está embarazada.',
    lang: 'es',
    area: 'follow-up',
    expect: 'answer',
    previous: 'Dame una receta de tiramisú.',
    gist: 'Sí: con huevo pasteurizado, o con una crema de mascarpone y nata montada sin huevo, o con un sabayón cocido a 70 °C.',
  },
  {
    question: '¿Y en la olla exprés?',
    lang: 'es',
    area: 'follow-up',
    expect: 'answer',
    previous: '¿Cuánto tiempo cuezo las lentejas?',
    gist: 'Unos 8-12 minutos desde que sube la válvula (sin remojo).',
  },
  {
    question: 'Can I use frozen ones?',
    lang: 'en',
    area: 'follow-up',
    expect: 'answer',
    previous: 'How do I make pancakes with blueberries?',
    gist: "Yes, straight from frozen without thawing; drop them onto each pancake in the pan instead of stirring them in, so the batter doesn't go purple.",
  },
  {
    question: 'And how do I stop it cracking?',
    lang: 'en',
    area: 'follow-up',
    expect: 'answer',
    previous: 'What temperature should the oven be for a baked cheesecake?',
    gist: 'Low oven (150-160 °C), a water bath, take it out while the centre still wobbles, and let it cool slowly in the oven with the door ajar; run a knife round the edge.',
  },
  {
    question: "Is that safe for my wife? She's pregnant and it's raw egg, innit.",
    lang: 'en',
    area: 'follow-up',
    expect: 'answer',
    previous: 'Give me the carbonara recipe.',
    gist: 'The egg is only lightly cooked by the hot pasta (salmonella risk): use pasteurised eggs or heat the sauce gently until it thickens (about 70 °C).',
  },

  // ---------------------------------------------------------------- mixed-language
  {
    question: 'Ei, vull fer meal prep de llenties per a tota la setmana. Les puc batch-cookejar i congelar?',
    lang: 'ca',
    area: 'mixed-language',
    expect: 'answer',
    gist: 'Sí: cuinar-les, refredar-les de pressa, 3-4 dies a la nevera i la resta congelada en porcions fins a 3 mesos.',
  },
  {
    question: "Com puc fer que les mandonguilles no se'm desmoronin al fregir-les? Sempre se'm rompen.",
    lang: 'ca',
    area: 'mixed-language',
    expect: 'answer',
    gist: 'Lligar la carn amb ou i pa remullat en llet, refredar-les abans, enfarinar-les, oli ben calent i no tocar-les fins que fan crosta.',
  },
  {
    question:
      'Per Nadal vull fer un turkey farcit com als States. Quant de temps de forn per a un gall dindi de 5 kg?',
    lang: 'ca',
    area: 'mixed-language',
    expect: 'answer',
    gist: 'A uns 180 °C, unes 2 h 30-3 h (farcit, una mica més), fins que la cuixa arribi a 74 °C; reposar 20-30 minuts abans de trinxar.',
  },
  {
    question: '¿Cómo hago un smash burger en la plancha? ¿Cuánto tiempo por lado?',
    lang: 'es',
    area: 'mixed-language',
    expect: 'answer',
    gist: 'Bola de 80-100 g aplastada fina en plancha muy caliente, unos 2 minutos, vuelta, queso y 1 minuto más; carne picada bien hecha (71 °C).',
  },
  {
    question: "Mi novio es de Girona y dice que hago mal el 'pa amb tomàquet'. ¿Cómo se hace bien?",
    lang: 'es',
    area: 'mixed-language',
    expect: 'answer',
    gist: 'Pan de payés (tostado o no), frotar medio tomate maduro (de colgar) sobre el pan, aceite de oliva y sal; el ajo es opcional; nada de tomate triturado.',
  },
  {
    question:
      "My Catalan mother-in-law says I have to 'fer un sofregit' before the rice. What does that mean exactly?",
    lang: 'en',
    area: 'mixed-language',
    expect: 'answer',
    gist: 'Make a sofrito: cook onion (then tomato, maybe garlic) slowly in olive oil until soft, sweet and dark, 20 minutes or more.',
  },

  // ---------------------------------------------------------------- off-topic
  {
    question: 'Em pots ajudar a redactar la carta de traspàs del bar per al nou propietari?',
    lang: 'ca',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'Fora de tema (un document legal i comercial, no cuina): declinar-ho amablement.',
  },
  {
    question: 'A quina hora surt el tren de Fraga cap a Lleida els diumenges?',
    lang: 'ca',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'Fora de tema (horaris de tren): declinar-ho.',
  },
  {
    question: "La Thermomix ha deixat d'anar i la garantia va caducar fa un mes. Com puc reclamar?",
    lang: 'ca',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'Fora de tema (una reclamació de consum sobre un aparell, no cuina): declinar-ho.',
  },
  {
    question: 'Quin adob va millor per a les maduixeres perquè facin més fruit?',
    lang: 'ca',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'Fora de tema (jardineria i agricultura, no cuina): declinar-ho.',
  },
  {
    question: '¿Cuántas calorías quemo bailando salsa una hora?',
    lang: 'es',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'Fuera de tema (baile y ejercicio, no la salsa de cocina): declinarlo.',
  },
  {
    question: '¿Me ayudas a hacer la declaración de la renta de este año?',
    lang: 'es',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'Fuera de tema (impuestos): declinarlo.',
  },
  {
    question: '¿Qué le pasa a mi gallina, que ya no pone huevos?',
    lang: 'es',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'Fuera de tema (cuidado de animales, no cocina): declinarlo.',
  },
  {
    question:
      'Se me ha agrietado el horno de leña del patio. ¿Qué mortero refractario compro para arreglarlo?',
    lang: 'es',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'Fuera de tema (albañilería y materiales, no cocina): declinarlo.',
  },
  {
    question: "What's the best way to season a new baseball glove?",
    lang: 'en',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'Off-topic (breaking in sports gear, not seasoning food): decline.',
  },
  {
    question: 'How do I flash a Raspberry Pi image onto an SD card?',
    lang: 'en',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'Off-topic (computing, not a pie): decline.',
  },
  {
    question: 'What size crab pots are legal for recreational crabbing in Maryland?',
    lang: 'en',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'Off-topic (fishing regulations, not cooking): decline.',
  },
  {
    question:
      "What's the rupee to dollar exchange rate today? A trekker wants to pay for the momos in dollars.",
    lang: 'en',
    area: 'off-topic',
    expect: 'off-topic',
    gist: 'Off-topic (currency exchange): decline.',
  },
];
