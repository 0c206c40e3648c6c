import { firstSentences } from '@receptari/shared/ai/generate.schemas';
import { DESCRIPTION_MAX } from '@receptari/shared/recipes/recipes.rules';

interface DescriptionFacts {
  title: string;
  servings: number;
  ingredientNames: readonly string[];
  minutes: number;
  /** Sentences of the explanation that describe the dish, used first when there are any. */
  about: readonly string[];
}

const listed = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} i ${names.at(-1)}`;

/** At most 2 sentences (spec section 7, call 3): the cook's own, else the dish's key facts. */
export function writeDescription(facts: DescriptionFacts): string {
  const own = firstSentences(facts.about.map((s) => (/[.!?]$/u.test(s) ? s : `${s}.`)).join(' '));
  if (own !== '') return own.slice(0, DESCRIPTION_MAX);
  const people = facts.servings === 1 ? '1 persona' : `${facts.servings} persones`;
  const main = listed(facts.ingredientNames.slice(0, 4).map((n) => n.toLowerCase()));
  const first = `${facts.title}, per a ${people}${main ? `, amb ${main}` : ''}.`;
  const minutes = facts.minutes === 1 ? '1 minut' : `${facts.minutes} minuts`;
  const second = facts.minutes > 0 ? ` Es prepara en ${minutes}.` : '';
  return `${first}${second}`.slice(0, DESCRIPTION_MAX);
}
