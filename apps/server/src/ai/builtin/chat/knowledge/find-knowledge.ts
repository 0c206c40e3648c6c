import { StemmerCa } from '@nlpjs/lang-ca';
import { StemmerEn } from '@nlpjs/lang-en-min';
import { StemmerEs } from '@nlpjs/lang-es';
import MiniSearch from 'minisearch';
import { isDishWord } from '../../generate/find-title.ts';
import { LANGUAGE_STOPWORDS as STOPWORDS } from '../language-stopwords.ts';
import { foldAccents, splitWords } from '../tokenise-question.ts';
import { KITCHEN_KNOWLEDGE } from './kitchen-knowledge.ts';
import { KITCHEN_SYNONYMS } from './kitchen-synonyms.ts';
import { type KnowledgeEntry, type Language, LANGUAGES } from './knowledge-entry.ts';
import { FILLER_WORDS } from './filler-words.ts';
import { namesFood } from '../read-follow-up.ts';
import { answerIntents, cueWords, detectIntents, type QuestionIntent } from './question-intent.ts';

const STEMMERS: Readonly<Record<Language, { stemWord(word: string): string }>> = {
  ca: new StemmerCa(),
  es: new StemmerEs(),
  en: new StemmerEn(),
};
/** Small words that say what is asked ("how long", "quant", "sense"), kept although stop words. */
const ASKING = new Set(
  `quant quants quanta quantes cuanto cuanta cuantos cuantas cuánto cuánta cuántos cuántas long many much
   sense sin without instead lloc vez temps tiempo time dies días days cuant cuants cuanta`.split(/\s+/u),
);

const stemOf = (language: Language, word: string) => foldAccents(STEMMERS[language].stemWord(word));

const synonymMaps = new Map<Language, ReadonlyMap<string, string>>();

/** Each synonym's stem → its group's first word's stem (kitchen-synonyms.ts). */
function synonymsFor(language: Language): ReadonlyMap<string, string> {
  const cached = synonymMaps.get(language);
  if (cached) return cached;
  const map = new Map<string, string>();
  for (const [first, ...rest] of KITCHEN_SYNONYMS[language]) {
    const canonical = stemOf(language, first!);
    for (const word of [first!, ...rest]) map.set(stemOf(language, word.toLowerCase()), canonical);
  }
  synonymMaps.set(language, map);
  return map;
}

/** A word of this length or more is also indexed whole, so a typo is measured on the word ("lallioli"). */
const WHOLE_WORD_MIN = 5;
/** The mark of a whole-word reading, and its weight: the stem says the meaning, the word only catches typos. */
const WHOLE = '_';
const WHOLE_WORD_BOOST = 0.2;

/**
 * A word as the index of one language holds it: lowercase, its stem, accent-free, read as its
 * synonym group's first word; stop words out. Its readings: the stem of the word as typed and of
 * the word without accents ("arros" and "arròs" stem apart), and the whole accent-free word.
 */
function termFor(language: Language) {
  const synonyms = synonymsFor(language);
  const canonical = (stem: string) => synonyms.get(stem) ?? stem;
  return (word: string): string[] | null => {
    const lower = word.toLowerCase();
    const plain = foldAccents(lower);
    if (lower.length < 2 || /^\d+$/u.test(lower)) return null;
    const small = STOPWORDS[language].has(lower) || STOPWORDS[language].has(plain) || FILLER_WORDS.has(plain);
    if (small && !ASKING.has(lower) && !ASKING.has(plain)) return null;
    const readings = [canonical(stemOf(language, lower)), canonical(stemOf(language, plain))];
    if (plain.length >= WHOLE_WORD_MIN) readings.push(`${plain}${WHOLE}`);
    return [...new Set(readings)];
  };
}

const tokenize = (text: string) => splitWords(text);

/**
 * A question's "350 °F" or "180 °C" as the unit's name: the number and the sign are no words, and
 * the facts' ways of asking name the scale ("fahrenheit a centígrads", "gas mark 4 in celsius").
 * Only the question's: the answers write °C everywhere, and would make the word common.
 */
const DEGREES = [
  [/\d\s*[°º]\s*F\b/gu, ' fahrenheit'],
  [/\d\s*[°º]\s*C\b/gu, ' celsius'],
] as const;
const tokenizeQuestion = (text: string) =>
  tokenize(DEGREES.reduce((read, [sign, name]) => read.replace(sign, name), text));

/**
 * A typed word of five letters or more may be one letter off ("conserba", "chiken"), of eight or
 * more two ("lallioli"); shorter words are too easily another word.
 */
const typoTolerance = (term: string) => (term.length >= 8 ? 2 : term.length >= 5 ? 1 : 0);

interface Indexed {
  readonly search: MiniSearch<{ id: string; ask: string; answer: string }>;
  /** How many facts each stem appears in, for the share of the question a match explains. */
  readonly documentFrequency: ReadonlyMap<string, number>;
}

const indexes = new Map<Language, Indexed>();
/** How many indexes were built: at most three in a process's life (the warm-up's test reads it). */
let indexBuilds = 0;

/** An index under construction: its facts are added in batches (addFacts). */
interface Building extends Indexed {
  readonly documentFrequency: Map<string, number>;
  readonly processTerm: (word: string) => string[] | null;
}

/** One BM25 index per language (MiniSearch), empty: the ways of asking weigh three times the answer. */
function emptyIndex(language: Language): Building {
  const processTerm = termFor(language);
  const search = new MiniSearch<{ id: string; ask: string; answer: string }>({
    fields: ['ask', 'answer'],
    tokenize,
    processTerm,
    searchOptions: {
      boost: { ask: 3, answer: 1 },
      tokenize: tokenizeQuestion,
      processTerm,
      fuzzy: typoTolerance,
      boostTerm: (term) => (term.endsWith(WHOLE) ? WHOLE_WORD_BOOST : 1),
    },
  });
  return { search, documentFrequency: new Map(), processTerm };
}

/** Adds some facts to an index, in one language, with the stems' document frequencies. */
function addFacts(index: Building, language: Language, entries: readonly KnowledgeEntry[]): void {
  const documents = entries.map((entry) => ({
    id: entry.id,
    ask: entry.ask[language].join('\n'),
    answer: entry.answer[language],
  }));
  for (const doc of documents) {
    const stems = new Set(
      tokenize(`${doc.ask} ${doc.answer}`).flatMap((word) => index.processTerm(word) ?? []),
    );
    for (const stem of stems) index.documentFrequency.set(stem, (index.documentFrequency.get(stem) ?? 0) + 1);
  }
  index.search.addAll(documents);
}

function keep(language: Language, index: Building): Indexed {
  indexBuilds += 1;
  const built = { search: index.search, documentFrequency: index.documentFrequency };
  indexes.set(language, built);
  return built;
}

/** A language's index, built on its first question unless the warm-up built it before. */
function indexFor(language: Language): Indexed {
  const cached = indexes.get(language);
  if (cached) return cached;
  const index = emptyIndex(language);
  addFacts(index, language, KITCHEN_KNOWLEDGE);
  return keep(language, index);
}

/** A match must explain most of what the question says, weighed by how rare each word is. */
export const COVERAGE_MIN = 0.6;
/** Enough for a fact that names every food the question does and answers the kind it asks. */
const SAME_SUBJECT_COVERAGE_MIN = 0.4;
/** A question matched in another language's index ("com es fa el pulpo a la gallega") must be explained better. */
const OTHER_LANGUAGE_COVERAGE_MIN = 0.7;
/** The share of its idf a word that only says the kind asked keeps in the coverage. */
const CUE_WEIGHT = 0.25;
/** A word that names no food weighs at most as a word in this many facts (one the base never uses, as much). */
const UNKNOWN_WORD_FREQUENCY = 8;
/**
 * How many of the best-ranked facts are checked in turn: the first about what the question names
 * answers ("la mermelada no ha cuajado": the curdled custard ranks first, but names no jam).
 */
const CHECKED = 4;
/** A fact checked after the first must score at least this share of the first's. */
const NEAR_SCORE = 0.6;

export interface KnowledgeMatch {
  readonly entry: KnowledgeEntry;
  /** Share of the question's weight (idf) the fact's words explain, 0 to 1. */
  readonly coverage: number;
}

const byId = new Map(KITCHEN_KNOWLEDGE.map((entry) => [entry.id, entry]));

/** The kinds a topic always answers, whatever its ways of asking say. */
const TOPIC_INTENTS: Readonly<Record<KnowledgeEntry['topic'], QuestionIntent>> = {
  storage: 'storage',
  safety: 'safety',
  substitution: 'substitution',
  doneness: 'doneness',
  technique: 'howTo',
  conversion: 'quantity',
  pairing: 'pairing',
};

/** A kind a fact answers when at least this share of its ways of asking ask it. */
const INTENT_SHARE = 0.3;

const factIntents = new Map<string, ReadonlySet<QuestionIntent>>();

/** What a fact answers: the kinds its ways of asking (all three languages) ask, and its topic's. */
function intentsOf(entry: KnowledgeEntry): ReadonlySet<QuestionIntent> {
  const cached = factIntents.get(entry.id);
  if (cached) return cached;
  const asks = LANGUAGES.flatMap((language) => entry.ask[language]);
  const counts = new Map<QuestionIntent, number>();
  for (const ask of asks)
    for (const intent of detectIntents(ask)) counts.set(intent, (counts.get(intent) ?? 0) + 1);
  const intents = new Set(
    [...counts]
      .filter(([, count]) => count >= Math.max(1, INTENT_SHARE * asks.length))
      .map(([intent]) => intent),
  );
  intents.add(TOPIC_INTENTS[entry.topic]);
  for (const intent of answerIntents(entry.answer.en)) intents.add(intent);
  factIntents.set(entry.id, intents);
  return intents;
}

/**
 * How much a fact's kind weighs its BM25 score: the asked kind doubles it, another kind halves it
 * (a question that gives no cue, or a fact of no kind, leaves it as it is).
 */
export function intentFactor(asked: ReadonlySet<QuestionIntent>, entry: KnowledgeEntry): number {
  if (asked.size === 0) return 1;
  const answers = intentsOf(entry);
  if ([...asked].some((intent) => answers.has(intent))) return 2;
  return answers.size > 0 ? 0.5 : 1;
}

/** How many of the best BM25 results are weighed again by kind and checked. */
const CANDIDATES = 12;

export interface Candidate {
  readonly entry: KnowledgeEntry;
  readonly score: number;
  readonly queryTerms: readonly string[];
  /** The fact's own terms the question matched (its typos and synonyms read as the fact's words). */
  readonly factTerms: readonly string[];
}

/** The BM25 results weighed by the question's kind, best first. */
export function rankFacts(
  question: string,
  language: Language,
  asked: ReadonlySet<QuestionIntent>,
): Candidate[] {
  return indexFor(language)
    .search.search(question)
    .slice(0, CANDIDATES)
    .flatMap((result) => {
      const entry = byId.get(String(result.id));
      return entry
        ? [
            {
              entry,
              score: result.score * intentFactor(asked, entry),
              queryTerms: result.queryTerms,
              factTerms: result.terms,
            },
          ]
        : [];
    })
    .sort((a, b) => b.score - a.score);
}

/** A word of the question as the index reads it, with its weight in the coverage. */
export interface QuestionWord {
  readonly word: string;
  readonly readings: readonly string[];
  readonly weight: number;
  /** It names a food or a dish: the subject of the question. */
  readonly food: boolean;
}

/**
 * The question's words and their weights (their commonest reading's idf). A food or dish the base
 * never names weighs as much as its rarest word; another word ("tret", "jugosa") at most as a rare
 * one: the subject is what must be explained; a word that says the kind asked ("quant temps", "per
 * què") little: the ranking weighs the kind.
 */
export function weighQuestion(question: string, language: Language): QuestionWord[] {
  const { documentFrequency } = indexFor(language);
  const processTerm = termFor(language);
  const cues = cueWords(question);
  const total = KITCHEN_KNOWLEDGE.length;
  const idf = (df: number) => Math.log(1 + total / df);
  return [...new Set(tokenizeQuestion(question))].flatMap((word) => {
    const readings = processTerm(word);
    if (!readings) return [];
    const df = Math.max(...readings.map((r) => documentFrequency.get(r) ?? 0));
    const food = namesFood(word);
    const base = food ? idf(Math.max(1, df)) : Math.min(idf(Math.max(1, df)), idf(UNKNOWN_WORD_FREQUENCY));
    const plain = foldAccents(word);
    const weight = base * (cues.has(plain) || ASKING.has(plain) ? CUE_WEIGHT : 1);
    return [{ word, readings, weight, food }];
  });
}

/** What a ranked fact explains of the question: the share of its weight, and the foods it leaves out. */
export interface Explained {
  readonly coverage: number;
  readonly covered: (word: QuestionWord) => boolean;
}

export function explains(candidate: Candidate, words: readonly QuestionWord[]): Explained {
  const matched = new Set(candidate.queryTerms);
  const covered = (w: QuestionWord) => w.readings.some((r) => matched.has(r));
  const weight = words.reduce((sum, w) => sum + w.weight, 0);
  const coverage = weight > 0 ? words.filter(covered).reduce((sum, w) => sum + w.weight, 0) / weight : 0;
  return { coverage, covered };
}

/**
 * The fact that answers the question, read in the given language, or null when none explains most
 * of it: a question about something the base lacks ("quant temps es cou un wellington?") shares
 * only its common words ("quant", "temps", "cou") with a fact, and rare words weigh more.
 * `intents` are the kinds asked (detectIntents), given when the question was read with an earlier turn.
 */
export function findKnowledge(
  question: string,
  language: Language,
  intents: ReadonlySet<QuestionIntent> = detectIntents(question),
): KnowledgeMatch | null {
  const words = weighQuestion(question, language);
  if (words.length === 0) return null;
  const ranked = rankFacts(question, language, intents);
  const near = ranked.filter((c) => c.score >= NEAR_SCORE * (ranked[0]?.score ?? 0)).slice(0, CHECKED);
  for (const candidate of near) {
    const { coverage, covered } = explains(candidate, words);
    // A food or dish the question names and the fact does not ("quant es conserva la truita?" against
    // the chicken fact) means the fact is about something else, however much else matches.
    const otherFood = words.some((w) => !covered(w) && w.food);
    // A fact about every food the question names, of the kind it asks, answers a chatty question
    // too ("tinc termòmetre nou, quants graus ha de marcar el pollastre al mig de la cuixa?"): the
    // words about the asker's day are what it leaves unexplained.
    const sameSubjectAndKind =
      !otherFood && words.some((w) => w.food) && intentFactor(intents, candidate.entry) > 1;
    const needed = sameSubjectAndKind ? SAME_SUBJECT_COVERAGE_MIN : COVERAGE_MIN;
    if (!otherFood && coverage >= needed) return { entry: candidate.entry, coverage };
  }
  return null;
}

/** The asker's language first, then the other two, for a question that mixes languages. */
export function findKnowledgeAnyLanguage(
  question: string,
  language: Language,
  intents: ReadonlySet<QuestionIntent> = detectIntents(question),
): KnowledgeMatch | null {
  const own = findKnowledge(question, language, intents);
  if (own) return own;
  // Another language's index reads the question's words as its own only when it explains it well.
  for (const lang of LANGUAGES.filter((l) => l !== language)) {
    const match = findKnowledge(question, lang, intents);
    if (match && match.coverage >= OTHER_LANGUAGE_COVERAGE_MIN) return match;
  }
  return null;
}

/**
 * The fact that answers a kind of question about any dish the base has no fact of its own for:
 * how long a cooked dish keeps is the leftovers' rule ("quant aguanta el gaspatxo?").
 */
const ANY_DISH_FACT: Readonly<Partial<Record<QuestionIntent, string>>> = { storage: 'storage-leftovers' };

/**
 * The answer of the knowledge base: the fact of the kind asked about what the question names, in
 * any of the three languages (the asker's first), else the rule of that kind for any dish.
 */
export function findAnswer(
  question: string,
  language: Language,
  intents: ReadonlySet<QuestionIntent> = detectIntents(question),
): KnowledgeMatch | null {
  const match = findKnowledgeAnyLanguage(question, language, intents);
  if (match) return match;
  // "Quant de temps es conserva el gaspatxo?": its "how long" is the keeping's.
  const kinds = [...intents].filter((intent) => !(intent === 'time' && intents.has('storage')));
  if (kinds.length !== 1 || !tokenize(question).some(isDishWord)) return null;
  const general = byId.get(ANY_DISH_FACT[kinds[0]!] ?? '');
  return general ? { entry: general, coverage: 0 } : null;
}

/**
 * The facts nearest to a question it could not answer (weighed by the kind asked), as the first
 * way of asking each: suggestions.
 */
export function suggestKnowledge(
  question: string,
  language: Language,
  count = 2,
  intents: ReadonlySet<QuestionIntent> = detectIntents(question),
): string[] {
  return rankFacts(question, language, intents)
    .slice(0, count)
    .map((candidate) => candidate.entry.ask[language][0])
    .filter((ask): ask is string => ask !== undefined);
}

/** Facts per batch of the warm-up's build: a few tens of milliseconds of event loop each. */
const FACTS_PER_BATCH = 40;

/**
 * Builds one language's index now (the builtin provider's warm-up), so its first question waits for
 * none: `pause` between batches of facts lets requests in. A question that came meanwhile built it
 * whole; this build is then dropped.
 */
export async function buildKnowledgeIndex(language: Language, pause: () => Promise<void>): Promise<void> {
  if (indexes.has(language)) return;
  const index = emptyIndex(language);
  for (let start = 0; start < KITCHEN_KNOWLEDGE.length; start += FACTS_PER_BATCH) {
    addFacts(index, language, KITCHEN_KNOWLEDGE.slice(start, start + FACTS_PER_BATCH));
    await pause();
    if (indexes.has(language)) return;
  }
  keep(language, index);
}

/** Builds the three indexes now, so the first question of each language waits for none. */
export function warmKnowledge(): void {
  for (const language of LANGUAGES) indexFor(language);
}

/** How many knowledge indexes this process has built (each language's once, however many questions). */
export const knowledgeIndexBuilds = () => indexBuilds;

/** The languages whose index is built. */
export const builtKnowledgeIndexes = (): Language[] => [...indexes.keys()];
