// Held-out evaluation data for cook-mode step timers (issue 29).
// Written before the parser exists, from how people actually write recipe steps. Run it once to measure
// the parser; do not tune the parser against these cases or edit them to match its output.

export interface HeldOutTimerPhrase {
  step: string;
  lang: 'ca' | 'es' | 'en';
  expected: readonly { seconds: number; maxSeconds?: number }[];
}

export const HELD_OUT_TIMER_PHRASES: readonly HeldOutTimerPhrase[] = [
  // Catalan
  {
    step: "Posa l'oli a escalfar i sofregeix la ceba a foc baix durant 15 minuts, remenant de tant en tant.",
    lang: 'ca',
    expected: [{ seconds: 900 }],
  },
  {
    step: "Afegeix l'arros, remena i cou-ho de 16 a 18 minuts.",
    lang: 'ca',
    expected: [{ seconds: 960, maxSeconds: 1080 }],
  },
  {
    step: 'Enforna a 180 graus uns 40 min, fins que estigui daurat.',
    lang: 'ca',
    expected: [{ seconds: 2400 }],
  },
  {
    step: 'Deixa reposar la massa una hora i mitja tapada amb un drap humit.',
    lang: 'ca',
    expected: [{ seconds: 5400 }],
  },
  {
    step: "Cou les mongetes 10 minuts, escorre-les, i salta-les amb l'all 2 o 3 minuts mes.",
    lang: 'ca',
    expected: [{ seconds: 600 }, { seconds: 120, maxSeconds: 180 }],
  },
  { step: 'Bat els 4 ous amb un pessic de sal fins que facin escuma.', lang: 'ca', expected: [] },
  // interval
  { step: "Remena cada 5 minuts perque no s'enganxi.", lang: 'ca', expected: [] },
  {
    step: 'Marina la carn a la nevera 2 dies, girant-la un cop al dia.',
    lang: 'ca',
    expected: [{ seconds: 172800 }],
  },
  { step: "Deixa-ho coure a foc lent tres quarts d'hora.", lang: 'ca', expected: [{ seconds: 2700 }] },
  { step: "Escalda els tomaquets 30 segons i pela'ls.", lang: 'ca', expected: [{ seconds: 30 }] },
  { step: "Bull els ous 10' i passa'ls per aigua freda.", lang: 'ca', expected: [{ seconds: 600 }] },
  {
    step: 'Un cop bulli, abaixa el foc i deixa-ho xup-xup 1h30, afegint aigua si cal.',
    lang: 'ca',
    expected: [{ seconds: 5400 }],
  },
  { step: "Talla el pa en llesques d'1 cm i torra-les una estona.", lang: 'ca', expected: [] },
  { step: 'Deixa refredar uns minuts abans de desemmotllar.', lang: 'ca', expected: [] },
  {
    step: "Cou el brou mitja hora, cola'l i torna'l a la cassola.",
    lang: 'ca',
    expected: [{ seconds: 1800 }],
  },
  {
    step: "Posa el pollastre al forn a 200º 45 min, gira'l i deixa'l 15 min mes.",
    lang: 'ca',
    expected: [{ seconds: 2700 }, { seconds: 900 }],
  },
  // interval: "cada 8 hores" is not a timer
  {
    step: "Deixa el bacalla en remull 48 hores, canviant l'aigua cada 8 hores.",
    lang: 'ca',
    expected: [{ seconds: 172800 }],
  },
  {
    step: "Fes un sofregit amb 2 cebes i 3 tomaquets durant un quart d'hora.",
    lang: 'ca',
    expected: [{ seconds: 900 }],
  },
  { step: 'Deixa llevar la massa tota la nit a la nevera.', lang: 'ca', expected: [] },
  { step: 'Salta els bolets un parell de minuts a foc viu.', lang: 'ca', expected: [{ seconds: 120 }] },
  { step: 'Enforna 20-25 min a 190 graus.', lang: 'ca', expected: [{ seconds: 1200, maxSeconds: 1500 }] },
  { step: 'Cou a foc mig entre 8 i 10 minuts.', lang: 'ca', expected: [{ seconds: 480, maxSeconds: 600 }] },
  { step: 'Pas 3: barreja la farina amb el llevat i 2 cullerades de sucre.', lang: 'ca', expected: [] },
  { step: 'Passa la crema pel microones 40 segs i remena-la.', lang: 'ca', expected: [{ seconds: 40 }] },
  { step: 'Cou 1 minut mes i apaga el foc.', lang: 'ca', expected: [{ seconds: 60 }] },
  { step: 'Deixa-ho reposar cinc minuts fora del foc i serveix.', lang: 'ca', expected: [{ seconds: 300 }] },

  // Spanish
  {
    step: 'Sofreir la cebolla y el pimiento a fuego lento unos 10 minutos hasta que esten blanditos.',
    lang: 'es',
    expected: [{ seconds: 600 }],
  },
  {
    step: 'Añadir el arroz, rehogar un par de minutos y mojar con el caldo caliente.',
    lang: 'es',
    expected: [{ seconds: 120 }],
  },
  {
    step: 'Cocer entre 10 y 12 minutos a fuego medio y dejar reposar 5 minutos tapado con un paño.',
    lang: 'es',
    expected: [{ seconds: 600, maxSeconds: 720 }, { seconds: 300 }],
  },
  { step: 'Hornear a 180º durante 1 hora y cuarto.', lang: 'es', expected: [{ seconds: 4500 }] },
  { step: 'Dejar la masa reposar media hora en la nevera.', lang: 'es', expected: [{ seconds: 1800 }] },
  { step: 'Batir los huevos con el azucar hasta que blanqueen.', lang: 'es', expected: [] },
  // interval
  { step: 'Remover cada 5 minutos para que no se pegue.', lang: 'es', expected: [] },
  {
    step: 'Cocer los garbanzos en olla express 20 min (desde que sube la valvula).',
    lang: 'es',
    expected: [{ seconds: 1200 }],
  },
  { step: 'Poner los garbanzos en remojo la noche anterior.', lang: 'es', expected: [] },
  { step: 'Freir las patatas a 170 grados hasta que esten doradas y escurrir.', lang: 'es', expected: [] },
  {
    step: 'Cocer a fuego lento hora y media, desespumando de vez en cuando.',
    lang: 'es',
    expected: [{ seconds: 5400 }],
  },
  {
    step: 'Dejar marinar 24 horas en la nevera, dandole la vuelta a media tarde.',
    lang: 'es',
    expected: [{ seconds: 86400 }],
  },
  {
    step: 'Escaldar los tomates 30 segundos, pelarlos y triturarlos.',
    lang: 'es',
    expected: [{ seconds: 30 }],
  },
  {
    step: 'Cocer el pulpo, asustarlo 3 veces y luego dejarlo 45 min a fuego suave.',
    lang: 'es',
    expected: [{ seconds: 2700 }],
  },
  {
    step: 'Hornear de 25 a 30 minutos o hasta que al pinchar con un palillo salga limpio.',
    lang: 'es',
    expected: [{ seconds: 1500, maxSeconds: 1800 }],
  },
  { step: 'Tostar las almendras en una sarten unos minutos sin dejar de remover.', lang: 'es', expected: [] },
  { step: 'Dejar enfriar un cuarto de hora y desmoldar.', lang: 'es', expected: [{ seconds: 900 }] },
  {
    step: 'Cocer 2 h. a fuego minimo y luego dejar reposar 10 min.',
    lang: 'es',
    expected: [{ seconds: 7200 }, { seconds: 600 }],
  },
  { step: 'Dejar curar el lomo 3 dias en la nevera.', lang: 'es', expected: [{ seconds: 259200 }] },
  { step: 'Calentar en el microondas 1 min 30 seg.', lang: 'es', expected: [{ seconds: 90 }] },
  { step: 'Añadir 2 cucharadas de harina y 500 ml de leche poco a poco.', lang: 'es', expected: [] },
  {
    step: 'Pochar la cebolla 8-10 mins, añadir el tomate y cocinar 15 mins mas.',
    lang: 'es',
    expected: [{ seconds: 480, maxSeconds: 600 }, { seconds: 900 }],
  },
  { step: 'Rehogar el ajo dos minutos sin que se queme.', lang: 'es', expected: [{ seconds: 120 }] },
  { step: 'Cocer el arroz 18 minutos exactos (ni uno mas).', lang: 'es', expected: [{ seconds: 1080 }] },

  // English
  {
    step: 'Preheat the oven to 350°F. Bake for 25 to 30 minutes, until a toothpick comes out clean.',
    lang: 'en',
    expected: [{ seconds: 1500, maxSeconds: 1800 }],
  },
  {
    step: 'Simmer, covered, for 1 hour 15 minutes, stirring occasionally.',
    lang: 'en',
    expected: [{ seconds: 4500 }],
  },
  { step: 'Let the dough rest overnight in the fridge.', lang: 'en', expected: [] },
  {
    step: 'Sear the steaks 2-3 mins per side, then rest for 5 minutes before slicing.',
    lang: 'en',
    expected: [{ seconds: 120, maxSeconds: 180 }, { seconds: 300 }],
  },
  { step: 'Cook until golden brown and crispy.', lang: 'en', expected: [] },
  // interval
  { step: "Stir every 10 minutes so the bottom doesn't catch.", lang: 'en', expected: [] },
  {
    step: 'Boil the pasta for 8 to 10 min, reserving a cup of the cooking water.',
    lang: 'en',
    expected: [{ seconds: 480, maxSeconds: 600 }],
  },
  { step: 'Whisk 3 eggs with 2 tbsp of milk and a pinch of salt.', lang: 'en', expected: [] },
  {
    step: 'Roast at 425 for 45 mins, or until the skin is crisp.',
    lang: 'en',
    expected: [{ seconds: 2700 }],
  },
  { step: 'Braise in the oven for 2 1/2 hrs.', lang: 'en', expected: [{ seconds: 9000 }] },
  {
    step: 'Let it cool for half an hour, then chill for at least 4 hours.',
    lang: 'en',
    expected: [{ seconds: 1800 }, { seconds: 14400 }],
  },
  {
    step: 'Blanch the green beans for 45 seconds and shock them in ice water.',
    lang: 'en',
    expected: [{ seconds: 45 }],
  },
  { step: 'Cook for a few minutes until the onions are soft.', lang: 'en', expected: [] },
  {
    step: 'Proof the dough for 1-2 hrs until doubled in size.',
    lang: 'en',
    expected: [{ seconds: 3600, maxSeconds: 7200 }],
  },
  {
    step: 'Ferment at room temp for 3-5 days, burping the jar daily.',
    lang: 'en',
    expected: [{ seconds: 259200, maxSeconds: 432000 }],
  },
  { step: 'Microwave on high for 90 seconds.', lang: 'en', expected: [{ seconds: 90 }] },
  {
    step: 'Reduce the heat and let it bubble away for a quarter of an hour.',
    lang: 'en',
    expected: [{ seconds: 900 }],
  },
  {
    step: 'Saute the garlic for 30 secs, add the spinach and cook 2 minutes more.',
    lang: 'en',
    expected: [{ seconds: 30 }, { seconds: 120 }],
  },
  { step: 'Bake it in a 9x13 pan for 35 min.', lang: 'en', expected: [{ seconds: 2100 }] },
  {
    step: 'Rest the meat 10 min, carve, and serve with the sauce from step 4.',
    lang: 'en',
    expected: [{ seconds: 600 }],
  },
  { step: 'Soak the beans 8 hrs or overnight.', lang: 'en', expected: [{ seconds: 28800 }] },
  { step: 'Let it sit on the counter until it comes to room temperature.', lang: 'en', expected: [] },
  {
    step: 'Pressure cook on high for 1hr, then let the pressure release naturally for 15 min.',
    lang: 'en',
    expected: [{ seconds: 3600 }, { seconds: 900 }],
  },
  { step: 'BAKE 12-15 MINUTES. dont overbake!!', lang: 'en', expected: [{ seconds: 720, maxSeconds: 900 }] },
];
