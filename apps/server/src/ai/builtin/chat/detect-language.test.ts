import { describe, expect, it } from 'vitest';
import { detectLanguage, isInAnotherLanguage, otherLanguageParts } from './detect-language.ts';

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

describe('detectLanguage on a question mixing two languages', () => {
  it('reads the language the question opens in, not a borrowed noun nor a quoted phrase', () => {
    expect(
      detectLanguage('Vull fer canelons per Nadal, o sea, ¿cuántos días antes los puedo preparar?'),
    ).toBe('ca');
    expect(detectLanguage('Mi novio quiere hacer brownies para el cole, do they freeze well?')).toBe('es');
    expect(detectLanguage("Una amiga anglesa diu 'rest the dough' i no sé què vol dir")).toBe('ca');
    // A noun borrowed inside a clause does not switch it: "air fryer" in a Spanish question.
    expect(detectLanguage('tengo una air fryer nueva, ¿cuánto tiempo para unas alitas?')).toBe('es');
  });

  it('gives the parts written in the other language', () => {
    expect(otherLanguageParts("Una amiga anglesa diu 'rest the dough' i no sé què vol dir", 'ca')).toEqual({
      en: 'rest the dough',
    });
    expect(otherLanguageParts('Com es conserva el pesto casolà a la nevera?', 'ca')).toEqual({});
  });
});
