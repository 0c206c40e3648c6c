import { caAssistant } from '@receptari/shared/i18n/ca-assistant';
import { firstSentences } from '@receptari/shared/ai/generate.schemas';
import { fill } from '@receptari/shared/i18n/fill';
import { DESCRIPTION_MAX } from '@receptari/shared/recipes/recipes.rules';
import type { Language } from '../chat/knowledge/knowledge-entry.ts';

interface DescriptionFacts {
  /** The language the cook wrote in: the description is written in it. */
  language: Language;
  title: string;
  servings: number;
  ingredientNames: readonly string[];
  minutes: number;
  /** Sentences of the explanation that describe the dish, used first when there are any. */
  about: readonly string[];
}

const listed = (names: readonly string[], and: string) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')}${and}${names.at(-1)}`;

/** At most 2 sentences (docs/product.md#autofill): the cook's own, else the dish's key facts. */
export function writeDescription(facts: DescriptionFacts): string {
  const own = firstSentences(facts.about.map((s) => (/[.!?]$/u.test(s) ? s : `${s}.`)).join(' '));
  if (own !== '') return own.slice(0, DESCRIPTION_MAX);
  const t = caAssistant.builtinAi[facts.language];
  const people = fill(t.servingsMany, { n: facts.servings });
  const foods = listed(
    facts.ingredientNames.slice(0, 4).map((n) => n.toLowerCase()),
    t.and,
  );
  const first = fill(t.dishFor, {
    title: facts.title,
    people,
    with: foods ? fill(t.withFoods, { foods }) : '',
  });
  if (facts.minutes <= 0) return first.slice(0, DESCRIPTION_MAX);
  const minutes = fill(t.minutesMany, { n: facts.minutes });
  return `${first} ${fill(t.preparedIn, { minutes })}`.slice(0, DESCRIPTION_MAX);
}
