import { asList, isNode, plainText, typesOf } from './values.ts';

// "1. Bat els ous", "Pas 2: ...", "Step 3 -", "2)": the number a site writes before each step.
const NUMBERING = /^(?:(?:pas|paso|step)\s*)?\d{1,2}\s*[.):-]\s*/iu;

/** A block of text as steps: one per line, or one per sentence when it is a single paragraph. */
function stepsOfText(text: string): string[] {
  const lines = text
    .split('\n')
    .map((l) => l.replace(NUMBERING, '').trim())
    .filter(Boolean);
  return lines;
}

/**
 * recipeInstructions as steps, in order: a text, a list of texts, HowToStep (text, or name when it
 * has no text), HowToSection (its itemListElement, each section's steps in turn), ItemList, and
 * any nesting of these.
 */
export function stepsOf(value: unknown): string[] {
  const steps: string[] = [];
  const walk = (item: unknown) => {
    if (Array.isArray(item)) return item.forEach(walk);
    if (!isNode(item)) return steps.push(...stepsOfText(plainText(item)));
    const types = typesOf(item);
    if (types.includes('HowToSection') || types.includes('ItemList') || item.itemListElement) {
      return asList(item.itemListElement).forEach(walk);
    }
    const text = plainText(item.text ?? item.description ?? item.name);
    if (text) steps.push(...stepsOfText(text));
  };
  walk(value);
  return steps;
}
