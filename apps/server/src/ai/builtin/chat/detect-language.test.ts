import { describe, expect, it } from 'vitest';
import { isInAnotherLanguage } from './detect-language.ts';

describe('isInAnotherLanguage', () => {
  it('reads recipes in Catalan, Spanish and English, in any voice, as the assistant’s', () => {
    for (const text of [
      'Pelo les patates i les tallo a daus. Les fregeixo amb oli 20 minuts i hi afegeixo els ous batuts.',
      'Se pelan las patatas y se cortan en rodajas. Se fríen a fuego lento veinte minutos con la cebolla.',
      'I peeled the apples, mixed them with sugar and baked the crumble for forty minutes at 180 degrees.',
      'Shakshuka for 2. 1 onion, 1 red pepper, 400 g chopped tomatoes, 4 eggs. Cook until set.',
      'Bull la pasta.',
    ]) {
      expect(isInAnotherLanguage(text)).toBe(false);
    }
  });

  it('finds recipes written in German, French, Italian or Portuguese', () => {
    for (const text of [
      'Die Kartoffeln schälen und in Würfel schneiden. 500 g Kartoffeln, 2 Eier und eine Zwiebel.',
      "Éplucher les pommes de terre et les couper en dés. Faire revenir l'oignon dans l'huile pendant 10 minutes.",
      "Pelare le patate e tagliarle a cubetti. Friggere la cipolla nell'olio per 10 minuti, poi aggiungere le uova.",
      'Descascar as batatas e cortar em cubos. Fritar a cebola no azeite durante 10 minutos e depois juntar os ovos.',
    ]) {
      expect(isInAnotherLanguage(text)).toBe(true);
    }
  });
});
