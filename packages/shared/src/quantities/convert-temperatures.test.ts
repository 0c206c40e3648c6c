import { describe, expect, it } from 'vitest';
import { convertTemperatures } from './convert-temperatures.ts';

describe('convertTemperatures', () => {
  it.each([
    ['Gratina a 220 graus fins que estigui daurat.', 'Gratina a 425 °F fins que estigui daurat.'],
    ['Forn a 180ºC, 25 minuts.', 'Forn a 350 °F, 25 minuts.'],
    ['Precalienta el horno a 200 grados.', 'Precalienta el horno a 400 °F.'],
    ['Hornea a 160 °C', 'Hornea a 325 °F'],
    ['Fregeix l’oli a 170 graus centígrads.', 'Fregeix l’oli a 350 °F.'],
    ['Baixa a 90 °C i deixa-ho 2 hores.', 'Baixa a 195 °F i deixa-ho 2 hores.'],
  ])('to imperial: %j', (step, expected) => {
    expect(convertTemperatures(step, 'imperial')).toBe(expected);
  });

  it.each([
    ['Bake at 350°F for 20 minutes.', 'Bake at 175 °C for 20 minutes.'],
    ['Heat the oven to 425 degrees F.', 'Heat the oven to 220 °C.'],
    ['Roast at 400 Fahrenheit', 'Roast at 205 °C'],
  ])('to metric: %j', (step, expected) => {
    expect(convertTemperatures(step, 'metric')).toBe(expected);
  });

  it.each([
    'Bull 2 ous 10 minuts.',
    'Talla 20 cm de porro.',
    'Afegeix 200 g de farina.',
    'Gratina fins que estigui daurat.',
  ])('leaves a step with no temperature as it is: %j', (step) => {
    expect(convertTemperatures(step, 'imperial')).toBe(step);
    expect(convertTemperatures(step, 'metric')).toBe(step);
  });

  it('leaves a temperature already in the wanted scale', () => {
    expect(convertTemperatures('Forn a 180 °C.', 'metric')).toBe('Forn a 180 °C.');
    expect(convertTemperatures('Bake at 350°F.', 'imperial')).toBe('Bake at 350°F.');
  });
});
