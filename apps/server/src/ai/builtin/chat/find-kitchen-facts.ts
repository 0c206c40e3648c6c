import { type FactKind, KITCHEN_FACTS } from './corpus/kitchen-facts.ts';
import { foldAccents, splitWords } from './tokenise-question.ts';

/** What each kind of fact answers, read on the accent-free words of the question. */
const ASKS: Record<FactKind, RegExp> = {
  substitution:
    /\b(?:substitu|sustitu|reempla|replace|swap|canvi|cambi|en lloc|en vez|instead|alternativ|sense|sin|without|no tinc|no tengo|falta)/u,
  // The unit names themselves are the question; the fact keys decide.
  conversion: /./u,
  oven: /\b(?:forn|horno|oven|graus|grados|degrees|temperatura|temperature)\b/u,
  time: /\b(?:quant temps|cuanto tiempo|how long|minuts|minutos|minutes|temps de coccio|tiempo de coccion|cooking time|bull|herv|boil|cou|coure|cuece|cocer)/u,
};

const MAX_FACTS = 3;

/** A short key must be a whole word ("pa", "ou"); a longer one may start a word ("patat" → patates). */
function names(words: readonly string[], joined: string, key: string): boolean {
  if (key.includes(' ')) return joined.includes(key);
  return words.some((word) => word === key || (key.length >= 4 && word.startsWith(key)));
}

/** The curated answers (substitutions, conversions, oven temperatures, cooking times) a question asks for. */
export function findKitchenFacts(question: string): string[] {
  const words = splitWords(foldAccents(question));
  const joined = ` ${words.join(' ')} `;
  const asked = (Object.keys(ASKS) as FactKind[]).filter((kind) => ASKS[kind].test(joined));
  return KITCHEN_FACTS.filter(
    (fact) => asked.includes(fact.kind) && fact.keys.some((key) => names(words, joined, key)),
  )
    .slice(0, MAX_FACTS)
    .map((fact) => fact.text);
}
