import { findFood } from '../nutrition/find-food.ts';
import { foldAccents, splitWords } from './tokenise-question.ts';

// "Què puc fer amb...", "¿Qué cocino con...?", "What can I make with...", "Tinc ous i ceba, què cuino?",
// "Idees de sopar amb tonyina", "quick dinner with canned tuna".
const ASKS_WHAT =
  /\b(?:que|what|idea|idees|ideas|sopar|dinar|cena|comida|dinner|lunch|supper|aprofitar|aprovechar|use up)\b/u;
const WITH_FOODS = /\b(?:amb|con|with|tinc|tengo|i have|i've got|i got|queda|quedan|left)\b/u;
// "No tinc llevat, què hi poso?", "I'm out of eggs": a missing food asks for a substitute.
const MISSING =
  /\b(?:no\s+(?:tinc|tengo|en\s+tinc|me\s+queda|em\s+queda|hi\s+ha)|(?:don't|do\s+not)\s+have|out\s+of|sense|sin|without)\b/u;

/** The start of each food's name, to find it in ingredient lines: "cebes" and "ceba" → "ceb". */
function ingredientStem(word: string): string {
  if (word.length > 5 && /(?:es|os|as)$/u.test(word)) return word.slice(0, -2).replace(/[aeo]$/u, '');
  if (word.length > 4) return word.replace(/s$/u, '').replace(/[aeo]$/u, '');
  return word;
}

export interface IngredientQuestion {
  /** The foods as the asker wrote them, for the answer. */
  readonly names: string[];
  /** Their accent-free stems, to find them in ingredient lines. */
  readonly stems: string[];
}

/**
 * The foods of a "what can I cook with X and Y" question; null when the question is not one (a
 * dish's name with "amb" in it, "com faig un fricandó amb bolets", asks how).
 */
export function findIngredientQuestion(question: string): IngredientQuestion | null {
  const text = foldAccents(question.toLowerCase());
  if (!ASKS_WHAT.test(text) || !WITH_FOODS.test(text) || MISSING.test(text)) return null;
  // A word that is a food on its own ("tonyina"), not the first word of one ("canned" of "canned tuna").
  const names = [
    ...new Set(splitWords(question).filter((word) => word.length > 2 && findFood(word) !== null)),
  ];
  if (names.length === 0) return null;
  return { names, stems: [...new Set(names.map((name) => ingredientStem(foldAccents(name))))] };
}
