import { describe, expect, it } from 'vitest';
import { findStatedTimes, findStatedTimesBeside, onlyStatesTimes } from './find-stated-times.ts';

describe('findStatedTimes', () => {
  it.each([
    ['Temps de preparació: 15 minuts.', [{ kind: 'prep', minutes: 15 }]],
    [
      'Em costa uns 15 minuts de preparar i al foc hi està mitja hora.',
      [
        { kind: 'prep', minutes: 15 },
        { kind: 'cook', minutes: 30 },
      ],
    ],
    ['Tot plegat, una hora i mitja.', [{ kind: 'total', minutes: 90 }]],
    [
      'Temps total: 2 hores (20 minuts de preparació i una hora i quaranta minuts de cocció).',
      [
        { kind: 'total', minutes: 120 },
        { kind: 'prep', minutes: 20 },
        { kind: 'cook', minutes: 100 },
      ],
    ],
    ['Tardo media hora en total.', [{ kind: 'total', minutes: 30 }]],
    ['It takes about 15 minutes to prepare.', [{ kind: 'prep', minutes: 15 }]],
    [
      'Prep is 10 minutes and the cooking takes 25 minutes.',
      [
        { kind: 'prep', minutes: 10 },
        { kind: 'cook', minutes: 25 },
      ],
    ],
    [
      'Preparación: 20 min | Cocción: 1 h.',
      [
        { kind: 'prep', minutes: 20 },
        { kind: 'cook', minutes: 60 },
      ],
    ],
    ['Ready in 10 minutes.', [{ kind: 'total', minutes: 10 }]],
    ['Son 45 minutos de horno.', [{ kind: 'cook', minutes: 45 }]],
    ["En tres quarts d'hora la tens feta.", [{ kind: 'total', minutes: 45 }]],
    [
      'Prep: 10 mins / Cook: 20 mins',
      [
        { kind: 'prep', minutes: 10 },
        { kind: 'cook', minutes: 20 },
      ],
    ],
    [
      'Preparation takes twenty minutes and cooking forty.',
      [
        { kind: 'prep', minutes: 20 },
        { kind: 'cook', minutes: 40 },
      ],
    ],
    [
      'Temps: 1 h 15 min, dels quals 15 de preparació.',
      [
        { kind: 'total', minutes: 75 },
        { kind: 'prep', minutes: 15 },
      ],
    ],
  ])('%s', (sentence, stated) => {
    expect(findStatedTimes(sentence)).toEqual(stated);
  });

  it('does not take a timed step for a statement', () => {
    expect(findStatedTimes('Cook the pancakes in a hot pan for 2-3 minutes per side.')).toEqual([]);
    expect(findStatedTimes('Enforna-ho una hora i quart a 200 graus.')).toEqual([]);
    expect(findStatedTimes('Cook 20 minutes.')).toEqual([]);
    // "take" is a verb of lasting only before its duration.
    expect(
      findStatedTimes('then I take the chicken out and shred it, put the carrots in for 10 minutes'),
    ).toEqual([]);
    expect(findStatedTimes('The whole thing takes about 40 minutes.')).toEqual([
      { kind: 'total', minutes: 40 },
    ]);
    expect(onlyStatesTimes('Deixa-la a la nevera 30 minuts.')).toBe(false);
    expect(onlyStatesTimes('Em costa 10 minuts i no cal encendre el foc.')).toBe(true);
  });

  it('reads a bare "Cook 20 min" beside a stated time as a label, alone as a step', () => {
    expect(
      findStatedTimesBeside(['2 servings', 'Prep 10 min', 'Cook 20 min', '640 kcal per serving']),
    ).toEqual([
      { kind: 'prep', minutes: 10 },
      { kind: 'cook', minutes: 20 },
    ]);
    expect(findStatedTimesBeside(['Add the rice.', 'Cook 20 min.'])).toEqual([]);
  });
});
