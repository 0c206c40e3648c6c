import { placesIn } from '../find-dish-words.ts';
import { isFactSubject } from '../kitchen-subjects.ts';
import { foldAccents, isStopword, splitWords } from '../tokenise-question.ts';
import {
  type Candidate,
  explains,
  intentFactor,
  type KnowledgeMatch,
  type QuestionWord,
  rankFacts,
  weighQuestion,
} from './find-knowledge.ts';
import type { KnowledgeEntry, Language } from './knowledge-entry.ts';
import type { QuestionIntent } from './question-intent.ts';

/**
 * Words that say what a food is for ("per a les magdalenes", "para unas tortitas", "for the
 * scones", "abans de fer les mandonguilles"): the food after them is where the one asked about
 * goes, not what is asked about.
 */
const PURPOSE_OPENERS = new Set(['para', 'for', 'pel', 'pels', 'before', 'abans', 'antes']);
/** "per a", "per al", "per als", "per fer": Catalan's "per" says a purpose with these after it. */
const PER_PURPOSE = new Set(['a', 'al', 'als', 'fer', 'la', 'el', 'les', 'els']);
/** How many words after a purpose's opener its food may come ("per a la meva crema catalana"). */
const PURPOSE_REACH = 4;

/**
 * The foods and dishes a question asks about, in their order: those it names, but for the ones
 * named as what they are for ("la carn ... abans de fer les mandonguilles", "vi ranci per al
 * fricandó", "buttermilk para unas tortitas") and an English food that says the kind of the next.
 */
export function subjectFoods(
  question: string,
  words: readonly QuestionWord[],
  language: Language,
): QuestionWord[] {
  const tokens = splitWords(question).map(foldAccents);
  const context = new Set<string>();
  tokens.forEach((token, i) => {
    const opens = PURPOSE_OPENERS.has(token) || (token === 'per' && PER_PURPOSE.has(tokens[i + 1] ?? ''));
    if (!opens) return;
    for (const next of tokens.slice(i + 1, i + 1 + PURPOSE_REACH)) context.add(next);
  });
  // "En Chile no hay nata para montar": a place, or a verb after a pronoun, is no food asked about.
  for (const place of placesIn(question)) context.add(foldAccents(place));
  const order = (w: QuestionWord) => tokens.indexOf(foldAccents(w.word));
  const foods = new Set(words.filter((w) => w.food).map((w) => foldAccents(w.word)));
  // An English food right before another names its kind ("banana bread", "chicken stock"): the second
  // is what is asked about.
  const modifies = (w: QuestionWord) => language === 'en' && foods.has(tokens[order(w) + 1] ?? '');
  return words
    .filter((w) => w.food && !context.has(foldAccents(w.word)) && !modifies(w))
    .sort((a, b) => order(a) - order(b));
}

/** "Menjar", "comida", "food" in a fact's way of asking stand for any food the question names. */
const ANY_FOOD = new Set([
  'menjar',
  'aliment',
  'aliments',
  'comida',
  'alimento',
  'alimentos',
  'food',
  'foods',
]);

/** Words that deny: a way of asking with one ("què no es pot congelar") is no question without one. */
const NEGATION = new Set(
  `no not sense sin without ni never mai nunca dont don didn doesn isn wasn haven hasn cannot cant`.split(
    ' ',
  ),
);
const denies = (text: string) => splitWords(text).some((w) => NEGATION.has(foldAccents(w)));

/**
 * The words a question denies: the word right after a "no", "didn't" ("didn't cook them"), unless
 * it is a small word ("no tinc mantega" denies no butter: it asks what replaces it).
 */
function deniedWords(question: string): Set<string> {
  const tokens = splitWords(question);
  const denied = new Set<string>();
  tokens.forEach((token, i) => {
    if (!NEGATION.has(foldAccents(token))) return;
    const next = tokens.slice(i + 1).find((t) => t !== 't');
    if (next && !isStopword(next)) denied.add(next);
  });
  return denied;
}

const askWeights = new Map<string, readonly QuestionWord[]>();

/** A way of asking's words with their weights in the index of its language (cached: the facts never change). */
function weighAsk(ask: string, language: Language): readonly QuestionWord[] {
  const key = `${language}\u0000${ask}`;
  const cached = askWeights.get(key);
  if (cached) return cached;
  const words = weighQuestion(ask, language);
  askWeights.set(key, words);
  return words;
}

export interface HeldAsk {
  /** The share of the way of asking's weight the question says (its rare words weigh most). */
  readonly share: number;
  /** It asks about food in general ("tornar a congelar menjar descongelat"). */
  readonly general: boolean;
}

/**
 * How much of one of the fact's ways of asking the question holds: the best of those whose every
 * food the question names too ("what wine goes with roast lamb" is not held by a question about
 * lamb's sides that names no wine). The question "Quants dies pot estar la carn picada a la nevera
 * abans de fer-ne mandonguilles?" holds "quant dura la carn picada a la nevera" whole, with words of
 * its own around it.
 */
export function heldAsk(
  candidate: Candidate,
  language: Language,
  question: string,
  denied: ReadonlySet<string>,
): HeldAsk {
  const said = new Set(candidate.factTerms);
  const anyFood = (w: QuestionWord) => ANY_FOOD.has(foldAccents(w.word));
  const isHeld = (w: QuestionWord) => anyFood(w) || w.readings.some((r) => said.has(r));
  let best: HeldAsk = { share: 0, general: false };
  for (const ask of candidate.entry.ask[language]) {
    const words = weighAsk(ask, language);
    // "Didn't cook them" is no "cooked prawns", "no se puede" no "qué no se puede": what one denies,
    // the other must deny too.
    const contradicts = denies(ask)
      ? !denies(question)
      : words.some((w) => w.readings.some((r) => denied.has(r)));
    if (contradicts) continue;
    const total = words.reduce((sum, w) => sum + w.weight, 0);
    if (total === 0 || words.some((w) => w.food && !isHeld(w))) continue;
    const share = words.filter(isHeld).reduce((sum, w) => sum + w.weight, 0) / total;
    if (share > best.share) best = { share, general: words.some(anyFood) };
  }
  return best;
}

/** What the nearest-fact rule reads of one ranked fact (ask-held-out-in-process.ts --why prints it). */
export interface NearestAssessment {
  readonly entry: KnowledgeEntry;
  readonly score: number;
  /** It answers the kind asked. */
  readonly kind: boolean;
  readonly coverage: number;
  readonly held: HeldAsk;
  /** It names the first food the question asks about, or asks about any food. */
  readonly subject: boolean;
  /** The subject is a dish a fact opens with, read by the facts' ways of asking (kitchen-subjects.ts). */
  readonly named: boolean;
}

/** How many of the best-ranked facts are read. */
const READ = 4;

export function assessNearest(
  question: string,
  language: Language,
  intents: ReadonlySet<QuestionIntent>,
  own?: string,
): NearestAssessment[] {
  const words = weighQuestion(question, language);
  const ranked = rankFacts(question, language, intents).slice(0, READ);
  const [food] = subjectFoods(question, words, language);
  // A question naming no food the index reads as one is about the dish the site knows by name
  // ("Què vol dir un sofregit 'ben fet'?"): a fact is about it when one of its ways of asking names
  // it ("com es fa un bon sofregit"), not when its answer mentions it ("fer xup-xup" ranked above).
  const named = food ? undefined : words.find((w) => isFactSubject(w.word));
  const asksAbout = (candidate: Candidate, word: QuestionWord) =>
    candidate.entry.ask[language].some((ask) =>
      weighAsk(ask, language).some((w) => w.readings.some((r) => word.readings.includes(r))),
    );
  const aboutNamed = named !== undefined && ranked.some((c) => asksAbout(c, named));
  // A food no fact read speaks of is what is measured, fried or thickened, not what the facts can
  // say ("2 pints of stock: UK or US?", "a qué temperatura se fríen los totopos"): the facts are
  // then read as for a question naming none.
  const spoken = food !== undefined && ranked.some((c) => explains(c, words).covered(food));
  const first = spoken ? food : undefined;
  const deniedTokens = deniedWords(question);
  // "No buttermilk for my biscuits, what do I use?": what a swap says is missing is what it asks about.
  const swap = intents.has('substitution');
  const denied = new Set(words.filter((w) => deniedTokens.has(w.word) && !swap).flatMap((w) => w.readings));
  // A follow-up's own foods are its new subject: "i si són de guatlla?" after a hen's egg.
  const ownFoods = own === undefined ? [] : weighQuestion(own, language).filter((w) => w.food);
  return ranked.map((candidate) => {
    const { coverage, covered } = explains(candidate, words);
    const held = heldAsk(candidate, language, question, denied);
    return {
      entry: candidate.entry,
      score: candidate.score,
      named: aboutNamed,
      kind: intents.size > 0 && intentFactor(intents, candidate.entry) > 1,
      coverage,
      held,
      subject:
        (aboutNamed
          ? asksAbout(candidate, named!) || held.general || held.share >= HELD_MIN
          : first === undefined || covered(first) || held.general) &&
        ownFoods.every((f) => words.some((w) => w.word === f.word && covered(w))),
    };
  });
}

/** The question must hold at least this share of one of the fact's ways of asking. */
const HELD_MIN = 0.75;
/** A fact ranked above the pick about its subject blocks it when the question holds this share of it too. */
const HELD_BLOCKS = HELD_MIN;
/**
 * The fact must score this many times the next fact that would pass too: closer than that, the two
 * are a coin toss.
 */
const MARGIN = 1.2;

/**
 * The fact must explain at least this share of the question: a mixed-language question's words of
 * the other language ("un steak medium rare a la paella") are no chatter around a held way of asking.
 */
const NEAREST_COVERAGE_MIN = 0.2;

const passes = (a: NearestAssessment) =>
  a.kind && a.subject && a.held.share >= HELD_MIN && a.coverage >= NEAREST_COVERAGE_MIN;

/**
 * The fact the suggestions name first (the ranking by BM25 and kind), taken as the answer when it is
 * close enough although it explains too little of the question for find-knowledge.ts's rule (set 6:
 * 61 of its 93 misses were an "I don't know" whose first suggestion was often the fact asked).
 * Close enough: it answers the kind asked; the question holds one of its ways of asking nearly
 * whole (what the fact is about is what the question is about, with the asker's words around it);
 * it names the first food the question asks about (a food named as what it is for is no subject)
 * and every food a follow-up names of its own; no fact about that food ranks above it;
 * and no other fact that passes ranks close behind it.
 */
export function findNearestFact(
  question: string,
  language: Language,
  intents: ReadonlySet<QuestionIntent>,
  own?: string,
): KnowledgeMatch | null {
  if (intents.size === 0) return null;
  const assessed = assessNearest(question, language, intents, own);
  const [pick, rival] = assessed.filter(passes);
  // A fact ranked above it about another food is no rival ("cod tongues" ranks the liver's fact
  // first, set 10): the first of those about the subject must be the pick.
  // One about the subject that the question holds little of ("què vol dir fer xup-xup" for "què
  // vol dir un sofregit ben fet": a third) stands in the pick's way no more.
  const blocks = (a: NearestAssessment) => a.subject && a.held.share >= HELD_BLOCKS;
  if (!pick || pick !== assessed.find(blocks)) return null;
  if (rival && pick.score < MARGIN * rival.score) return null;
  return { entry: pick.entry, coverage: pick.coverage };
}
