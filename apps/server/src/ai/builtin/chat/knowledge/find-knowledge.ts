import { StemmerCa } from '@nlpjs/lang-ca';
import { StemmerEn } from '@nlpjs/lang-en-min';
import { StemmerEs } from '@nlpjs/lang-es';
import MiniSearch from 'minisearch';
import { isDishWord } from '../../generate/find-title.ts';
import { findFood } from '../../nutrition/find-food.ts';
import { LANGUAGE_STOPWORDS as STOPWORDS } from '../language-stopwords.ts';
import { foldAccents, splitWords } from '../tokenise-question.ts';
import { KITCHEN_KNOWLEDGE } from './kitchen-knowledge.ts';
import { type KnowledgeEntry, type Language, LANGUAGES } from './knowledge-entry.ts';

const STEMMERS: Readonly<Record<Language, { stemWord(word: string): string }>> = {
  ca: new StemmerCa(),
  es: new StemmerEs(),
  en: new StemmerEn(),
};
/** Small words that say what is asked ("how long", "quant", "sense"), kept although stop words. */
const ASKING = new Set(
  `quant quants quanta quantes cuanto cuanta cuantos cuantas cuánto cuánta cuántos cuántas long many much
   sense sin without instead lloc vez temps tiempo time dies días days`.split(/\s+/u),
);

/** A word as the index of one language holds it: lowercase, its stem, accent-free; stop words out. */
function termFor(language: Language) {
  return (word: string): string | null => {
    const lower = word.toLowerCase();
    if (lower.length < 2 || /^\d+$/u.test(lower)) return null;
    if (STOPWORDS[language].has(lower) && !ASKING.has(lower)) return null;
    return foldAccents(STEMMERS[language].stemWord(lower));
  };
}

const tokenize = (text: string) => splitWords(text);

interface Indexed {
  readonly search: MiniSearch<{ id: string; ask: string; answer: string }>;
  /** How many facts each stem appears in, for the share of the question a match explains. */
  readonly documentFrequency: ReadonlyMap<string, number>;
}

const indexes = new Map<Language, Indexed>();

/** One BM25 index per language (MiniSearch): the ways of asking weigh three times the answer. */
function indexFor(language: Language): Indexed {
  const cached = indexes.get(language);
  if (cached) return cached;
  const processTerm = termFor(language);
  const search = new MiniSearch<{ id: string; ask: string; answer: string }>({
    fields: ['ask', 'answer'],
    tokenize,
    processTerm,
    searchOptions: { boost: { ask: 3, answer: 1 }, tokenize, processTerm },
  });
  const documentFrequency = new Map<string, number>();
  const documents = KITCHEN_KNOWLEDGE.map((entry) => ({
    id: entry.id,
    ask: entry.ask[language].join('\n'),
    answer: entry.answer[language],
  }));
  for (const doc of documents) {
    const stems = new Set(
      tokenize(`${doc.ask} ${doc.answer}`)
        .map(processTerm)
        .filter((t): t is string => !!t),
    );
    for (const stem of stems) documentFrequency.set(stem, (documentFrequency.get(stem) ?? 0) + 1);
  }
  search.addAll(documents);
  const built = { search, documentFrequency };
  indexes.set(language, built);
  return built;
}

/** A match must explain most of what the question says, weighed by how rare each word is. */
export const COVERAGE_MIN = 0.6;

export interface KnowledgeMatch {
  readonly entry: KnowledgeEntry;
  /** Share of the question's weight (idf) the fact's words explain, 0 to 1. */
  readonly coverage: number;
}

const byId = new Map(KITCHEN_KNOWLEDGE.map((entry) => [entry.id, entry]));

/**
 * The fact that answers the question, read in the given language, or null when none explains most
 * of it: a question about something the base lacks ("quant temps es cou un wellington?") shares
 * only its common words ("quant", "temps", "cou") with a fact, and rare words weigh more.
 */
export function findKnowledge(question: string, language: Language): KnowledgeMatch | null {
  const { search, documentFrequency } = indexFor(language);
  const processTerm = termFor(language);
  const terms = [
    ...new Set(
      tokenize(question)
        .map(processTerm)
        .filter((t): t is string => !!t),
    ),
  ];
  if (terms.length === 0) return null;
  const total = KITCHEN_KNOWLEDGE.length;
  // A word the base never uses weighs as much as the rarest word it has.
  const idf = (term: string) => Math.log(1 + total / (documentFrequency.get(term) ?? 1));
  const weight = terms.reduce((sum, term) => sum + idf(term), 0);
  const [best] = search.search(question);
  if (!best) return null;
  const matched = new Set(best.queryTerms);
  // A food or dish the question names and the fact does not ("quant es conserva la truita?" against
  // the chicken fact) means the fact is about something else, however much else matches.
  const otherFood = tokenize(question).some((word) => {
    const term = processTerm(word);
    return (
      term !== null && !matched.has(term) && word.length > 2 && (findFood(word) !== null || isDishWord(word))
    );
  });
  const coverage = terms.filter((t) => matched.has(t)).reduce((sum, t) => sum + idf(t), 0) / weight;
  const entry = byId.get(String(best.id));
  return entry && !otherFood && coverage >= COVERAGE_MIN ? { entry, coverage } : null;
}

/** The asker's language first, then the other two, for a question that mixes languages. */
export function findKnowledgeAnyLanguage(question: string, language: Language): KnowledgeMatch | null {
  for (const lang of [language, ...LANGUAGES.filter((l) => l !== language)]) {
    const match = findKnowledge(question, lang);
    if (match) return match;
  }
  return null;
}

/** The facts nearest to a question it could not answer, as the first way of asking each: suggestions. */
export function suggestKnowledge(question: string, language: Language, count = 2): string[] {
  return indexFor(language)
    .search.search(question)
    .slice(0, count)
    .map((result) => byId.get(String(result.id))?.ask[language][0])
    .filter((ask): ask is string => ask !== undefined);
}
