import type { ChatTools } from '../ai-provider.ts';
import { answerBuiltinChat } from './chat/answer-builtin-chat.ts';
import { classifyTopic } from './chat/classify-topic.ts';
import { buildKnowledgeIndex } from './chat/knowledge/find-knowledge.ts';
import { LANGUAGES, type Language } from './chat/knowledge/knowledge-entry.ts';
import { languageLexicons } from './chat/language-lexicons.ts';
import { generateRecipe } from './generate/generate-recipe.ts';

/** A chat answer at warm-up looks nothing up: the database is the caller's, and no one asked. */
const NO_RECIPES: ChatTools = {
  searchRecipes: async () => [],
  recipesWithIngredients: async () => [],
  cookWithWhatIHave: async () => [],
};

/** One question per language, through every step of an answer (topic, follow-up, fact, foods). */
const SAMPLE_QUESTIONS: Readonly<Record<Language, string>> = {
  ca: 'quants dies aguanta el pollastre cuit a la nevera?',
  es: '¿cuánto tiempo se hierve la pasta?',
  en: 'what can I use instead of butter?',
};

/** A recipe told in a few words, through the autofill's whole reading (ingredients, steps, nutrition). */
const SAMPLE_EXPLANATION =
  'Per a 4 persones: 500 g de patates, 6 ous i 1 ceba. Pela i talla les patates, fregeix-les 20 minuts amb la ceba, bat els ous i quall la truita 5 minuts.';

const nextTick = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * What the builtin assistant builds on first use, built now: the chat's language lexicons and topic
 * model, the knowledge index of each language (0.3-0.45 s each here, built in batches of facts), a
 * first answer per language and a first autofill (the lexicons and tables they read). Each step runs
 * in its own turn of the event loop, so a request that comes meanwhile waits for one step at most,
 * never for the whole warm-up (docs/assistant.md "Warm-up"; docs/product.md#assistant's 300 ms p99).
 */
export async function warmUpBuiltin(): Promise<void> {
  const steps: (() => unknown)[] = [
    () => languageLexicons(),
    () => classifyTopic(SAMPLE_QUESTIONS.ca),
    ...LANGUAGES.map((language) => () => buildKnowledgeIndex(language, nextTick)),
    ...LANGUAGES.map(
      (language) => () =>
        answerBuiltinChat({ messages: [{ role: 'user', content: SAMPLE_QUESTIONS[language] }] }, NO_RECIPES),
    ),
    () => generateRecipe({ explanation: SAMPLE_EXPLANATION, category: 'Primer plat', cuisine: 'Espanya' }),
  ];
  for (const step of steps) {
    await nextTick();
    await step();
  }
}
