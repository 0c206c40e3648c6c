import { caAssistant } from '@receptari/shared/i18n/ca-assistant';
import type { ChatRecipe } from '@receptari/shared/ai/chat.schemas';
import type { ChatRecipeWithMissing } from '../../ai-provider.ts';
import { trChat } from '@receptari/shared/i18n/tr/chat';
import { fill } from '@receptari/shared/i18n/fill';
import type { Language } from './knowledge/knowledge-entry.ts';

const say = (language: Language) => caAssistant.assistantReplies[language];

const recipeLines = (language: Language, recipes: readonly ChatRecipe[]) =>
  recipes.map((r) =>
    fill(say(language).recipeLine, {
      title: r.title,
      prep: r.prep_time,
      cook: r.cook_time,
      likes: r.likes_count,
    }),
  );

const listed = (language: Language, words: readonly string[]) =>
  words.length <= 1
    ? (words[0] ?? '')
    : `${words.slice(0, -1).join(', ')}${say(language).and}${words.at(-1)}`;

/**
 * The fixed Catalan refusal (docs/product.md#assistant-chat), then its translation when the question
 * was in another language.
 */
export function offTopicReply(language: Language): string {
  const translation = say(language).offTopicTranslation;
  return translation ? `${trChat.aiChat.offTopic}\n\n${translation}` : trChat.aiChat.offTopic;
}

/** Recipes the catalogue search found, each with its key facts (plain text, no Markdown). */
export const recipesReply = (language: Language, recipes: readonly ChatRecipe[]) =>
  [say(language).recipesFound, ...recipeLines(language, recipes)].join('\n');

/**
 * A recipe of a "cook with" answer; `missing` and `uses` null when the ranking did not say (a best
 * fit it left out).
 */
export type CookWithRow = Omit<ChatRecipeWithMissing, 'missing' | 'uses'> & {
  readonly missing: readonly string[] | null;
  readonly uses: readonly string[] | null;
};

/**
 * "What can I cook with X and Y", ranked as the search's "cook with what I have": each recipe with
 * what the cook lacks; saying honestly when no recipe uses the foods.
 */
export function cookWithReply(
  language: Language,
  foods: readonly string[],
  ranked: readonly CookWithRow[],
): string {
  const named = listed(language, foods);
  if (ranked.length === 0) return fill(say(language).noneWithFoods, { foods: named });
  const lines = ranked.flatMap(({ recipe, missing }) => [
    ...recipeLines(language, [recipe]),
    ...(missing === null
      ? []
      : [
          missing.length === 0
            ? say(language).nothingMissing
            : fill(say(language).missingLine, { missing: missing.join(', ') }),
        ]),
  ]);
  return [fill(say(language).withFoods, { foods: named }), ...lines].join('\n');
}

const asQuestion = (language: Language, text: string) => {
  const capitalised = text.charAt(0).toUpperCase() + text.slice(1);
  const asked = /[?]$/u.test(capitalised) ? capitalised : `${capitalised}?`;
  return language === 'es' && !asked.startsWith('¿') ? `¿${asked}` : asked;
};

/**
 * The honest "I don't know that one", with two questions it can answer (never the question's words);
 * before them, the catalogue's recipes of the dish the question names, when it names one ("Quantes
 * plaques compro?" after canelons for 12: the Canelons de Sant Esteve, whose servings say it).
 */
export function dontKnowReply(
  language: Language,
  suggestions: readonly string[],
  recipes: readonly ChatRecipe[] = [],
): string {
  const [first, second] = [...suggestions, ...say(language).examples];
  return [
    say(language).dontKnow,
    ...(recipes.length > 0 ? [recipesReply(language, recipes)] : []),
    fill(say(language).suggest, {
      first: asQuestion(language, first!),
      second: asQuestion(language, second!),
    }),
  ].join('\n');
}

/** A request for a dish the catalogue lacks: said plainly, with two questions it can answer. */
export function noDishReply(language: Language, suggestions: readonly string[]): string {
  const suggest = dontKnowReply(language, suggestions).split('\n').at(-1)!;
  return `${say(language).noDish}\n${suggest}`;
}
