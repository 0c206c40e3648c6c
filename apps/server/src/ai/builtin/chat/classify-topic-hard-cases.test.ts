import { describe, expect, it } from 'vitest';
import { classifyTopic } from './classify-topic.ts';
import { trainTopicModelFile } from './train-topic-model.ts';
import TOPIC_MODEL from './topic-model.json' with { type: 'json' };

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

  it('loads the weights a fresh training on the committed corpus gives (topic-model.json is up to date)', () => {
    const fresh = trainTopicModelFile();
    const shipped: Record<string, number> = TOPIC_MODEL.weights;
    expect(Object.keys(shipped).length).toBe(Object.keys(fresh.weights).length);
    expect(Math.abs(TOPIC_MODEL.bias - fresh.bias)).toBeLessThan(1e-3);
    const drift = Object.entries(fresh.weights).filter(
      ([name, w]) => !(Math.abs((shipped[name] ?? Infinity) - w) < 1e-3),
    );
    expect(drift).toEqual([]);
  });
});
