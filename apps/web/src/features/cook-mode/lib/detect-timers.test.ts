import { describe, expect, it } from 'vitest';
import { detectTimers } from './detect-timers.ts';

const MIN = 60;
const H = 3600;

/** [step, [label, seconds, maxSeconds?][]]: every timer the step names, in order. */
type Row = readonly [string, readonly (readonly [string, number, number?])[]];

const catalan: Row[] = [
  ['Cou la pasta 20 minuts i escorre-la.', [['20 minuts', 20 * MIN]]],
  ['Fregeix la ceba 10 min a foc mitjà.', [['10 min', 10 * MIN]]],
  ["Deixa reposar la massa 20'.", [["20'", 20 * MIN]]],
  ['Enforna-ho 1 h 30 min a 180 graus.', [['1 h 30 min', 90 * MIN]]],
  ['Cou la paletilla 1h30 al forn.', [['1h30', 90 * MIN]]],
  ['Deixa coure el brou una hora i mitja.', [['una hora i mitja', 90 * MIN]]],
  ['Fes bullir els cigrons hora i mitja.', [['hora i mitja', 90 * MIN]]],
  ['Deixa-ho reposar mitja hora a la nevera.', [['mitja hora', 30 * MIN]]],
  ["Bull les patates un quart d'hora.", [["un quart d'hora", 15 * MIN]]],
  ['Cou el fricandó tres quarts d’hora, tapat.', [['tres quarts d’hora', 45 * MIN]]],
  ['Bat els ous 45 segons.', [['45 segons', 45]]],
  ['Salteja els alls un parell de minuts.', [['un parell de minuts', 2 * MIN]]],
  ['Escalda els espinacs cinc minuts.', [['cinc minuts', 5 * MIN]]],
  ['Deixa marinar la carn 2 dies a la nevera.', [['2 dies', 2 * 86_400]]],
  ['Cou el peix de 5 a 7 minuts segons el gruix.', [['de 5 a 7 minuts', 5 * MIN, 7 * MIN]]],
  ['Gira la truita i cou-la 2 o 3 minuts més.', [['2 o 3 minuts', 2 * MIN, 3 * MIN]]],
  [
    'Deixa fermentar 1 hora 15 minuts; després, 20 minuts més.',
    [
      ['1 hora 15 minuts', 75 * MIN],
      ['20 minuts', 20 * MIN],
    ],
  ],
  ['Cou-ho vint-i-cinc minuts.', [['vint-i-cinc minuts', 25 * MIN]]],
  ['Rosteix-ho de 20 minuts a mitja hora.', [['de 20 minuts a mitja hora', 20 * MIN, 30 * MIN]]],
  ['Cou el pollastre una hora menys quart.', [['una hora menys quart', 45 * MIN]]],
  ["Escalfa la llet 1'30'' al microones.", [["1'30''", 90]]],
  ['Deixa llevar la massa 1,5 hores.', [['1,5 hores', 90 * MIN]]],
  ['Cou-ho tres minuts i mig per banda.', [['tres minuts i mig', 3.5 * MIN]]],
  ['Remena cada 5 minuts durant 40 minuts.', [['40 minuts', 40 * MIN]]],
  ['Cou la mongeta un minut o dos.', [['un minut o dos', MIN, 2 * MIN]]],
  ['Salteja-ho 2/3 minuts i reserva.', [['2/3 minuts', 2 * MIN, 3 * MIN]]],
  [
    "Deixa-ho coure 3/4 d'hora, o 1/2 hora si és petit.",
    [
      ["3/4 d'hora", 45 * MIN],
      ['1/2 hora', 30 * MIN],
    ],
  ],
];

const spanish: Row[] = [
  ['Cocer a fuego medio 12 minutos y reservar.', [['12 minutos', 12 * MIN]]],
  ['Hornear hora y media a 160 grados.', [['hora y media', 90 * MIN]]],
  ['Dejar reposar media hora tapado.', [['media hora', 30 * MIN]]],
  ['Hervir un cuarto de hora con sal.', [['un cuarto de hora', 15 * MIN]]],
  ['Hornear entre 10 y 12 minutos, hasta que doren.', [['entre 10 y 12 minutos', 10 * MIN, 12 * MIN]]],
  ['Sofreír dos minutos sin dejar de remover.', [['dos minutos', 2 * MIN]]],
  ['Cocer las lentejas 1 hora y 20 minutos.', [['1 hora y 20 minutos', 80 * MIN]]],
  ['Dejar en la nevera 3 ó 4 horas.', [['3 ó 4 horas', 3 * H, 4 * H]]],
  ['Guisar treinta y cinco minutos.', [['treinta y cinco minutos', 35 * MIN]]],
  [
    'Rehogar un par de minutos, luego 10 minutos más.',
    [
      ['un par de minutos', 2 * MIN],
      ['10 minutos', 10 * MIN],
    ],
  ],
  ['Asar una hora y cuarto.', [['una hora y cuarto', 75 * MIN]]],
  ['Montar las claras 30 segundos más.', [['30 segundos', 30]]],
];

const english: Row[] = [
  ['Bake for half an hour until golden.', [['half an hour', 30 * MIN]]],
  ['Simmer gently for 2 hours.', [['2 hours', 2 * H]]],
  ['Cook the fillets 5-7 minutes.', [['5-7 minutes', 5 * MIN, 7 * MIN]]],
  ['Roast 10 to 12 minutes, turning once.', [['10 to 12 minutes', 10 * MIN, 12 * MIN]]],
  ['Cook the pasta 8–10 minutes until al dente.', [['8–10 minutes', 8 * MIN, 10 * MIN]]],
  ['Bake for 1 1/2 hours at 150 °C.', [['1 1/2 hours', 90 * MIN]]],
  ['Let it rest for a 10-minute break.', [['10-minute', 10 * MIN]]],
  ['Braise for an hour and a half.', [['an hour and a half', 90 * MIN]]],
  ['Bake at 350°F for 25 to 30 minutes.', [['25 to 30 minutes', 25 * MIN, 30 * MIN]]],
  [
    'Blanch for thirty seconds, then bake 10 more minutes.',
    [
      ['thirty seconds', 30],
      ['10 more minutes', 10 * MIN],
    ],
  ],
  ['Prove for 1 hr 20 mins.', [['1 hr 20 mins', 80 * MIN]]],
  ['Let the dough rise for a couple of hours.', [['a couple of hours', 2 * H]]],
];

/** Durations without a number, intervals, temperatures, quantities and step numbers: no timer. */
const none: string[] = [
  'Cou fins que estigui daurat.',
  'Deixa-ho coure uns minuts més.',
  'Remena-ho una estona.',
  'Cook for a few minutes.',
  'Leave to marinate overnight.',
  'Dejar macerar toda la noche.',
  'Cocer unos minutos.',
  'Preescalfa el forn a 180 graus.',
  'Preheat the oven to 200 °C (400 °F).',
  'Afegeix 200 g de farina i 2 ous.',
  'Pas 3: talla la ceba.',
  'Stir every 10 minutes.',
  'Remover cada 5 minutos.',
  'Gira-ho cada dos o tres minuts.',
  'Rega el rostit a intervals de 15 minuts.',
  'Pulse in 30-second intervals.',
  "Fes servir pa d'un dia.",
  'Add a second egg.',
  'Sirve un segundo plato.',
  'Serveix-ho a les 9 h.',
];

describe('detectTimers', () => {
  it.each([...catalan, ...spanish, ...english])('%s', (step, expected) => {
    const timers = detectTimers(step);
    expect(
      timers.map((t) => [t.label, t.seconds, ...(t.maxSeconds === undefined ? [] : [t.maxSeconds])]),
    ).toEqual(expected);
    for (const timer of timers) expect(step.slice(timer.start, timer.end)).toBe(timer.label);
  });

  it.each(none)('no timer in: %s', (step) => {
    expect(detectTimers(step)).toEqual([]);
  });

  it('gives the span of each phrase in the step as written', () => {
    const step = 'Daura-ho 5 minuts i enforna-ho mitja hora.';
    expect(detectTimers(step)).toEqual([
      { seconds: 300, label: '5 minuts', start: 9, end: 17 },
      { seconds: 1800, label: 'mitja hora', start: 31, end: 41 },
    ]);
  });

  it('leaves maxSeconds out of a single duration', () => {
    expect(detectTimers('Cou 20 minuts.')[0]).not.toHaveProperty('maxSeconds');
  });
});
