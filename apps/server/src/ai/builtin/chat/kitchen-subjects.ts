import { TAXONOMY } from '../../../modules/allergens/index.ts';
import { singularCandidates } from '../nutrition/normalise-name.ts';
import { KITCHEN_KNOWLEDGE } from './knowledge/kitchen-knowledge.ts';
import { namesFood } from './read-follow-up.ts';
import { foldAccents, isStopword, splitWords, stemQuestion } from './tokenise-question.ts';
import TOPIC_MODEL from './topic-model.json' with { type: 'json' };

/**
 * The foods and dishes the site knows by name in Catalan, Spanish and English, from broad
 * sources rather than one question's words: the ingredient taxonomy the search reads allergens and
 * diets with (modules/allergens/taxonomy.ts, Open Food Facts and the EU regulation), the subjects the
 * kitchen facts open with ("Sofregit:", "Pa de pessic:", "Migas:"); the nutrition lexicon and the dish
 * words (`namesFood`) beside them. A word of four letters
 * or more, accent-free; "water" is no subject (a swimming pool has it too), nor the everyday words
 * inside food names ("pa de pagès", "house wine", "game", "baking powder", "muntanya"), which the
 * topic model, trained on people's own questions too, no longer reads as off-topic ("at home", "in
 * the house"): a question about a house or a game names no food.
 */
const NOT_SUBJECTS = new Set(
  `aigua agua water aigues aguas waters house home game aire muntanya pages comptant demasiado
   demasiados peso pesos bano gira marks baking alcohol bebidas`.split(/\s+/u),
);
/**
 * The words about cooking itself, no food or dish: "la recepta de l'èxit", "el sistema de la
 * cuina", "la temperatura de la piscina" use them too; a head's "sense" ("Beixamel sense grumolls").
 */
const META_WORDS = new Set(
  `recepta receptes receta recetas recipe recipes cuina cocina cooking kitchen food foods menjar
   comida meal temperatura temperature sense without casero casera casola casolana homemade seguro segura segur safe`.split(
    /\s+/u,
  ),
);
/**
 * A word the topic model's corpus saw mostly off-topic (a stem of negative weight: "good", "house",
 * "taula", "placa", "flat", "will" of the facts' heads "A good stock", "Flat bread") names no
 * subject; one it never saw or saw in cooking questions may.
 */
const topicWeights = TOPIC_MODEL.weights as Record<string, number>;
const leansOffTopic = (word: string) =>
  stemQuestion(word).some((stem) => (topicWeights[`s:${stem}`] ?? 0) < 0);
/** A fact's head longer than this, or with a figure, is a rule ("Sí, si l'has refredat..."), no subject. */
const HEAD_MAX_WORDS = 5;
const HEAD_MAX_CHARS = 60;
const MIN_LENGTH = 4;

const wordsOf = (text: string) =>
  splitWords(foldAccents(text.toLowerCase())).filter(
    (w) =>
      w.length >= MIN_LENGTH &&
      !isStopword(w) &&
      !NOT_SUBJECTS.has(w) &&
      !META_WORDS.has(w) &&
      !leansOffTopic(w),
  );

/**
 * The subjects the facts open with: a head's noun (the first word of a Catalan or Spanish head,
 * "Levadura química", "Pa de pessic"; the last of an English one, "Cooking cream") and the foods
 * it lists in brackets ("Menuts crus (fetge, ronyons, llengua)"). A head with a figure, or longer
 * than a name, is a rule ("Sí, si l'has refredat de pressa..."), no subject.
 */
function factSubjects(): string[] {
  const found: string[] = [];
  for (const entry of KITCHEN_KNOWLEDGE) {
    for (const [language, text] of Object.entries(entry.answer)) {
      const colon = text.indexOf(':');
      if (colon < 0 || colon > HEAD_MAX_CHARS) continue;
      const head = text.slice(0, colon);
      if (/\d/u.test(head) || /^(?:s[ií]|no|yes)\b/iu.test(head)) continue;
      const bare = head.replace(/\([^)]*\)/gu, ' ').trim();
      const words = bare.split(/[\s,]+/u).filter(Boolean);
      if (words.length === 0 || words.length > HEAD_MAX_WORDS) continue;
      found.push(language === 'en' ? words[words.length - 1]! : words[0]!);
      for (const inside of head.matchAll(/\(([^)]*)\)/gu)) found.push(inside[1]!);
    }
  }
  return found;
}

let kitchenSubjectSet: ReadonlySet<string> | null = null;
let factSubjectSet: ReadonlySet<string> | null = null;

/** The subjects of the facts' heads: the dishes and techniques the knowledge is about. */
function factSubjectWords(): ReadonlySet<string> {
  factSubjectSet ??= new Set(factSubjects().flatMap(wordsOf));
  return factSubjectSet;
}

/** Built on first use: a server that never chats never pays for it. */
function kitchenSubjects(): ReadonlySet<string> {
  kitchenSubjectSet ??= new Set([
    ...TAXONOMY.flatMap((e) => [...e.ca, ...e.es, ...e.en]).flatMap(wordsOf),
    ...factSubjectWords(),
  ]);
  return kitchenSubjectSet;
}

const inSet = (known: ReadonlySet<string>, plain: string) =>
  singularCandidates(plain).some((form) => known.has(form));

/** A word that names a food or a dish the site knows: "sofregit", "cargols", "pessic", "shrimp". */
export function isKitchenSubject(word: string): boolean {
  const plain = foldAccents(word.toLowerCase());
  if (NOT_SUBJECTS.has(plain) || META_WORDS.has(plain)) return false;
  if (namesFood(plain)) return true;
  if (plain.length < MIN_LENGTH) return false;
  return inSet(kitchenSubjects(), plain);
}

/** The words of a question that name a food or a dish. */
export const findKitchenSubjects = (question: string) => splitWords(question).filter(isKitchenSubject);

/**
 * A subject a fact opens with that the nutrition lexicon and the dish words do not know
 * ("sofregit", "migas"): what the question is about when it names no food the lexicon knows. A
 * food of the taxonomy ("a tin of beans ... bulging") may be what a tin holds, not the subject.
 */
export function isFactSubject(word: string): boolean {
  const plain = foldAccents(word.toLowerCase());
  if (plain.length < MIN_LENGTH || META_WORDS.has(plain) || namesFood(plain)) return false;
  return inSet(factSubjectWords(), plain);
}
