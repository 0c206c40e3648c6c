import { describe, expect, it } from 'vitest';
import { parseLine } from './parse-line.ts';

const whole = (name: string) => parseLine({ quantity: '', unit: '', name });

describe('parseLine', () => {
  it('reads the form fields when a unit is selected', () => {
    expect(parseLine({ quantity: '0,5', unit: 'kg', name: 'farina' })).toMatchObject({
      amount: 0.5,
      unit: 'kilogram',
      name: 'farina',
      unreadable: false,
    });
    expect(parseLine({ quantity: '2-3', unit: 'cullerada', name: 'oli' })).toMatchObject({
      amount: 2.5,
      unit: 'tablespoon',
    });
    expect(parseLine({ quantity: '1', unit: 'pessics', name: 'sal' })).toMatchObject({ unit: 'pinch' });
  });

  it('reads a whole line typed into the name', () => {
    expect(whole("2 cullerades d'oli d'oliva")).toMatchObject({ amount: 2, unit: 'tablespoon' });
    expect(whole('200 g de farina')).toMatchObject({ amount: 200, unit: 'gram', name: 'farina' });
    expect(whole('100 gr de sucre')).toMatchObject({ amount: 100, unit: 'gram', name: 'sucre' });
    expect(whole('3 ous')).toMatchObject({ amount: 3, unit: null, name: 'ous' });
    expect(whole('una ceba')).toMatchObject({ amount: 1, unit: null, name: 'ceba' });
    expect(whole('mig quilo de patates')).toMatchObject({ amount: 0.5, unit: 'kilogram' });
    expect(whole('1,5 l de llet')).toMatchObject({ amount: 1.5, unit: 'liter' });
    expect(whole('½ tassa de sucre')).toMatchObject({ amount: 0.5, unit: 'cup' });
    expect(whole('2 a 4 grans d’all')).toMatchObject({ amount: 3, unit: 'clove' });
    expect(whole('1 culleradeta de comí')).toMatchObject({ amount: 1, unit: 'teaspoon' });
    expect(whole('1 cucharada de azúcar')).toMatchObject({ amount: 1, unit: 'tablespoon' });
    expect(whole('1 pizca de sal')).toMatchObject({ amount: 1, unit: 'pinch' });
    expect(whole('2 dientes de ajo')).toMatchObject({ amount: 2, unit: 'clove' });
    expect(whole('25 cl de vi')).toMatchObject({ amount: 25, unit: 'centiliter' });
    expect(whole('2 dl de nata')).toMatchObject({ amount: 2, unit: 'deciliter' });
  });

  it('joins a quantity typed without a unit to the name', () => {
    expect(parseLine({ quantity: '2', unit: '', name: 'cullerades de sucre' })).toMatchObject({
      amount: 2,
      unit: 'tablespoon',
    });
    expect(parseLine({ quantity: '3', unit: '', name: 'ous' })).toMatchObject({ amount: 3, unit: null });
  });

  it('gives no amount for a seasoning to taste', () => {
    expect(whole('sal')).toMatchObject({ amount: null, unreadable: false });
    expect(whole('pebre al gust')).toMatchObject({ amount: null, unreadable: false });
    expect(parseLine({ quantity: '', unit: 'g', name: 'sal' })).toMatchObject({
      amount: null,
      unreadable: false,
    });
  });

  it('flags an amount that is not a number', () => {
    expect(parseLine({ quantity: 'un grapat', unit: 'g', name: 'ametlles' }).unreadable).toBe(true);
    expect(parseLine({ quantity: 'uns quants', unit: '', name: 'ametlles' }).unreadable).toBe(true);
  });

  it('recognises containers and handfuls as units, so they are not counted as pieces', () => {
    expect(whole('1 llauna de tomàquet')).toMatchObject({ amount: 1, unit: 'can', name: 'tomàquet' });
    expect(whole('1 paquet de galetes')).toMatchObject({ unit: 'package' });
    expect(whole('1 manat de julivert')).toMatchObject({ unit: 'bunch' });
    expect(whole("un raig d'oli")).toMatchObject({ amount: 1, unit: 'handful' });
  });

  it('recognises a heading', () => {
    expect(whole('Per a la salsa:').header).toBe(true);
  });
});
