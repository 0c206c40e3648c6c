import { describe, expect, it } from 'vitest';
import { classifyTopic } from './classify-topic.ts';

describe('classifyTopic, the hard cases of issue 20', () => {
  it.each([
    'A quant cotitzen avui les accions de Nestlé a la borsa?',
    'What is the share price of Unilever this morning?',
    '¿Cuánto han subido hoy las acciones de Danone?',
    'Per què a aquell equip de futbol li diuen els xurros?',
    'La recepta de l’èxit',
    'The recipe for success in business',
    'Quants ml d’ibuprofè li dono al meu fill de 3 anys?',
    '¿Qué dosis de paracetamol le doy a mi hija de dos años?',
    'Com actualitzo la Raspberry Pi?',
    'Who won the football match last night?',
  ])('refuses "%s"', (text) => {
    expect(classifyTopic(text).cooking).toBe(false);
  });

  it.each([
    'Allioli?',
    'Temps ous durs',
    '¿Pisto sin calabacín?',
    'Brine a chicken?',
    'Com es fa un escabetx de guatlles?',
    'Kouign-amann, quanta mantega?',
    '¿Cómo se hacen unas carrilleras al Pedro Ximénez?',
  ])('answers "%s"', (text) => {
    expect(classifyTopic(text).cooking).toBe(true);
  });

  it('answers the same for the same question, whatever was asked before', () => {
    const first = classifyTopic('Com es fa el pa amb tomàquet?');
    classifyTopic('Who won the election?');
    expect(classifyTopic('Com es fa el pa amb tomàquet?')).toEqual(first);
    expect(first.cooking).toBe(true);
  });
});
