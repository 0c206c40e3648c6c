import { describe, expect, it } from 'vitest';
import { markDurations, minutesIn } from './read-durations.ts';

describe('minutesIn', () => {
  it.each([
    ["un quart d'hora", 15],
    ["tres quarts d'hora", 45],
    ['hora i mitja', 90],
    ['una hora i quart', 75],
    ['mitja hora', 30],
    ['tres cuartos de hora', 45],
    ['una hora y media', 90],
    ['one and a half hours', 90],
    ['until tender, 1 1/2 hours', 90],
    ['2½ hores', 150],
    ['al final 5 minuts al forn', 5],
    ['give it 10 more minutes', 10],
    ['for a minute', 1],
    ['an hour', 60],
    ['y otra hora', 60],
    ['then another hour', 60],
    ['abuela_del_cerro · hace 2 horas', 0],
    ['fa una hora que ho he penjat', 0],
    ['posted 3 hours ago', 0],
    ['se hace 10 minutos por lado', 10],
    ['leave them to marinate for a good hour', 60],
    ['lo dejo media horita a fuego lento', 30],
    ['cook that down another 10.', 10],
    ['turn it down to 200 for another 25', 25],
    ['chop another 2 carrots small', 0],
    ['una hora i quaranta minuts', 100],
    ['2 hours and 10 minutes', 130],
    // The end of a time already counted adds nothing.
    ['Sube a 220 °C los últimos 10 minutos para que se dore.', 0],
    ['Turn up the heat for the last 5 minutes.', 0],
    ['Afegiu els pèsols els darrers 5 minuts.', 0],
    ['Bake 40 minutes, the last 10 uncovered.', 40],
    ['y se echa al guiso 5 minutos antes de apagar.', 0],
    ['12 minuts a foc viu i 6 més a foc baix', 18],
    ['add 2 more eggs', 0],
    ['reposeu-ho 5 minuts abans de servir', 5],
    ['1 hour 50 minutes', 110],
    ['1h30', 90],
    ['de cinc a set minuts', 7],
    ['entre 30 y 35 minutos', 35],
    ['2-3 minutes', 3],
    ["prep 5'", 5],
    ['vint-i-cinc minuts', 25],
    ['remena cada 5 minuts', 0],
    // "picada" holds "cada": only the word says how often.
    ['Sofregiu la ceba picada 5 minuts', 5],
    ['180 graus', 0],
    // A year before a form's label is no length of time; two days' marinade is.
    ['Fecha del siniestro: 23/11/2026   Hora aproximada: 14.20', 0],
    ['2026 hores', 0],
    ['en adobo 48 horas', 2880],
  ])('%s → %i', (text, minutes) => {
    expect(minutesIn(text)).toBe(minutes);
  });

  it('marks durations so a clause cut at "i" keeps "hora i mitja" whole', () => {
    expect(markDurations('Tot plegat, una hora i mitja')).toMatch(/tot plegat,\s+⟦90⟧/u);
  });
});

describe('times of day', () => {
  it.each([
    ['Comença a les 19.30 h.', 0],
    ['Martes 14/4, 10h40, garúa.', 0],
    ['coure 1h30', 90],
    ["S'aixeca la sessió a les 21.05 h.", 0],
    ['Horario del torno: de 10 a 13 h y de 16.30 a 18.30 h.', 0],
    ['open 10am to 9pm', 0],
    ['we eat at 8 h', 0],
    // Lengths stay lengths.
    ['en remull de 8 a 12 h', 720],
    ['marinar de 12 a 24 h', 1440],
    ['a les 2 hores, gira-ho', 120],
    // The end of a time already counted, or a difference inside it, adds nothing.
    ['La última media hora, mete las patatas', 0],
    ['the last hour she salted them', 0],
    ['Steam them 12 minutes; that is 2 minutes more than in Kathmandu', 12],
  ])('%s → %i minutes', (text, minutes) => {
    expect(minutesIn(text)).toBe(minutes);
  });
});
