import { asList, isNode, plainText, typesOf } from './values.ts';

// "1. Bat els ous", "Pas 2: ...", "Step 3 -", "2)": the number a site writes before each step.
const NUMBERING = /^(?:(?:pas|paso|step)\s*)?\d{1,2}\s*[.):-]\s*/iu;

// A sentence's end: its stop, then a capital letter (an opening ¡ or ¿ too) starting the next.
const SENTENCE_END = /(?<=[.!?])\s+(?=[¡¿"«]?\p{Lu})/u;

/** A block of text as steps: one per line, the numbering a site writes before each removed. */
function stepsOfText(text: string): string[] {
  return text
    .split('\n')
    .map((l) => l.replace(NUMBERING, '').trim())
    .filter(Boolean);
}

/**
 * recipeInstructions given whole as one paragraph (older sites, microdata on a <div>): one step
 * per sentence, since the form's steps are what cook mode walks through one at a time.
 */
function stepsOfParagraph(text: string): string[] {
  const steps = stepsOfText(text);
  return steps.length === 1 ? steps[0]!.split(SENTENCE_END) : steps;
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
  if (
    typeof value === 'string' ||
    (Array.isArray(value) && value.length === 1 && typeof value[0] === 'string')
  )
    return stepsOfParagraph(plainText(asList(value)[0]));
  walk(value);
  return steps;
}
