import { STEP_MAX, STEPS_MAX } from '@receptari/shared/recipes/recipes.rules';
import { hasActionVerb, hasLexiconVerb, hasVerbInPosition } from './cooking-verbs.ts';
import { plain } from './count-words.ts';
import { findLeadingFood } from './find-leading-food.ts';
import { findServings } from './find-servings.ts';
import { NO_COOK, onlyStatesTimes } from './find-stated-times.ts';
import { minutesIn } from './read-durations.ts';
import {
  sentencesOf,
  splitClauses,
  splitStepClauses,
  startsWithSequenceWord,
  toStepText,
} from './split-sentences.ts';

// "Necessitem...", "Ingredients:", "Hace falta...": the list of what to buy, not a step.
const LIST_WORDS =
  /\b(?:(?:faig|fem|fa)\s+servir|uso|utilizo|utilitzo|(?:i|we)\s+use|necessit\w*|necesit\w*|ingredients?|ingredientes|hace(?:n)?\s+falta|you(?:'ll|\s+will)?\s+need|we\s+need)\b/u;

const AMOUNT_OPENS_ITEM =
  /(?:^|[,:;]\s*|\s[-–]\s)(?:\d+(?:[.,]\d+)?|[½¼¾⅓]|una?|dos|dues|tres|one|two|three)\s/gu;

/**
 * A list sentence names what is needed before it does anything: "Per a 4 necessitem 4 ous" is a
 * list, "Afegeix la resta d'ingredients" is a step.
 */
export function isListSentence(sentence: string): boolean {
  const text = plain(sentence);
  const list = LIST_WORDS.exec(text);
  if (list !== null) return !hasActionVerb(text.slice(0, list.index));
  // "Greek salad - 2 tomatoes, 1 cucumber, ½ red onion, 200 g feta": three amounts in a row, no verb.
  // "125 g butter, softened, ...": a participle describes an item, a verb where verbs stand acts.
  return (text.match(AMOUNT_OPENS_ITEM) ?? []).length >= 3 && !hasVerbInPosition(text);
}

/** Headings of a written recipe: "Preparació:", "Per a la salsa:", "Method". */
const HEADING =
  /^(?:ingredients?|ingredientes|preparacio|preparacion|elaboracio|elaboracion|passos|pasos|instruccions|instrucciones|method|steps|directions|metode|procediment|procedimiento|(?:per\s+a|per|para|for)\s+(?:la|el|les|els|l'|the)?\s*\p{L}+)\s*:?$/u;
// The words of a sentence that only gives times or servings: "Temps de preparació: 15 minuts.",
// "En total, una hora.", "Per a 4 persones.", "Surten 6 racions.", "Serves 4".
const META_WORDS =
  /\b(?:temps|tiempo|time|de|del|preparacio|preparacion|prep|preparation|coccio|coccion|cooking|cook|total|en|in|all|tot|plegat|es|se|it|tarda|triga|tarda|takes|take|aprox\w*|about|around|uns|unes|unos|unas|per|a|para|for|persones|persona|personas|people|racions|raciones|servings|porcions|porciones|surten|salen|serves|rinde|minuts?|minutos?|minutes?|min|hores?|horas?|hours?|h|la|el|the|recepta|receta|recipe|y|i|and|fa|fan|hace|ho|lo|vaig|fer|faig|hice|hago|hacer|make|made|done|ready|llest|listo|res|nada|nothing|no|cal|coure|cuinar|cocinar|cook|cocci|coccio|coccion|sense|sin|without)\b/gu;

// What the recipe yields, in pieces: "me salen unas 12", "en surten uns 30", "makes about 20".
const YIELD =
  /\b(?:surten|surt|van\s+sortir|sortiren|salen|sale|salieron|salio|makes|made|yields|rinde|rendeix|feeds|fed)\s+(?:(?:unes|uns|unos|unas|about|around|aprox\w*)\s+)?\d+\b/u;

/** A sentence that only states times, servings, a yield or a heading: never a step. */
export function isMetaSentence(sentence: string): boolean {
  const text = plain(sentence).replace(/['’]/gu, "'").trim();
  // "Con una barra de pan me salen unas 12": the bread is an ingredient, the sentence no step.
  if (YIELD.test(text) && !hasLexiconVerb(text)) return true;
  if (HEADING.test(text.replace(/[.!]$/u, ''))) return true;
  if (NO_COOK.test(text) && text.split(/\s+/u).length <= 6) return true;
  if (onlyStatesTimes(text)) return true;
  if (minutesIn(text) === 0 && findServings(sentence) === null) return /:$/u.test(text);
  // "coure-ho tot junt 10 min": a timed clause that opens with its verb acts, though its words are
  // those of a statement ("temps de coure: 10 min" was read above).
  if (hasVerbInPosition(text) && !HEADING.test(text) && findServings(sentence) === null) return false;
  const rest = text
    .replace(META_WORDS, ' ')
    .replace(/[\d\s.,:;()\-–/]+/gu, ' ')
    .trim();
  // Whatever is left is number words; a real step keeps a verb or a food.
  // ("farina, 2 min." is a telegraphic step: its food is left).
  return (
    !hasActionVerb(rest) &&
    rest.split(/\s+/u).filter((w) => w.length > 3).length <= 1 &&
    // "500 g de arroz, 18 min": the unit left before the food is no word of a statement.
    !(minutesIn(text) > 0 && findLeadingFood(rest.replace(/^(?:g|gr|kg|ml|cl|l)\s+/u, '')) !== null)
  );
}

/**
 * What stands among the steps without being one: a question ("Algú té la recepta?"), a comment
 * under its label ("Conclusió: m'ha agradat molt"), or a line with
 * an amount, no verb where a verb stands and no time ("250 ml d'oli de gira-sol", "Para el
 * caramelo: 6 cucharadas de azúcar"), an ingredient line however its words read. A timed
 * note stays a step ("tomate rallado y pimentón, 2 min").
 */
const isAside = (sentence: string) =>
  /\?\s*$/u.test(sentence.replace(TAG_QUESTION, '.')) ||
  // "Keeps a week in the fridge.", "Es conserva 3 dies a la nevera": how long the dish keeps.
  KEEPS.test(plain(sentence)) ||
  (DISCARD_AFTER.test(plain(sentence)) && !hasVerbInPosition(sentence)) ||
  // "(Sirve con arroz blanco, pág. 88.)": a note in parentheses.
  /^\([^)]*\)?[.\s]*$/u.test(sentence.trim()) ||
  COMMENT_LABEL.test(plain(sentence)) ||
  NOTE_LABEL.test(plain(sentence)) ||
  INFO_MARK.test(sentence) ||
  SHOUTED.test(sentence) ||
  // "Ja em diràs!", "Hope that helps!": a sign-off, with no verb of the kitchen's own.
  // A short one ("Happy baking, friends!") may name cooking without doing it, and so may one whose
  // kitchen word does nothing where a verb stands ("Salutacions i a escalfar la veu!").
  (/!\s*$/u.test(sentence) &&
    (!hasLexiconVerb(sentence) || !hasVerbInPosition(sentence)) &&
    minutesIn(plain(sentence)) === 0) ||
  // "Relleno: frijoles rojos fritos, mantequilla crema, queso duro rallado.": a part's list of foods;
  // a label that is a verb acts ("Plate: samphire, salmon, sauce around").
  (LABELLED_LIST.test(sentence) &&
    !hasLexiconVerb(sentence.replace(/:.*$/u, '')) &&
    !hasVerbInPosition(withoutParticiples(sentence.replace(/^[^:]*:/u, ''))) &&
    minutesIn(plain(sentence)) === 0) ||
  ((AMOUNT_FIRST.test(sentence) || WORDED_AMOUNT_FIRST.test(plain(sentence))) &&
    !hasVerbInPosition(withoutParticiples(sentence.replace(/^[^:]*:/u, ''))) &&
    minutesIn(plain(sentence)) === 0);
/** A storage tip: the dish keeps, lasts or is stored for days, weeks or months. */
const KEEPS =
  /(?<!\p{L})(?:keeps?|will\s+keep|lasts?|stores?|es\s+conserva|se\s+conserva|es\s+guarda|se\s+guarda|aguanta|dura|duren|duran|conservas?|guardas?|guarda-ho|guardala|guardalo)(?!\p{L}).*(?<!\p{L})(?:dies|dias|days?|setmanes?|semanas?|weeks?|mesos|meses|months?)(?!\p{L})/u;

/**
 * "Hot-hold at 140 °F, discard after 4 h", "toss after 4 hours", "llenceu-ho passades 24 hores": how
 * long the food may be kept before it is thrown away, a kitchen's safety rule, no step and no step's time.
 */
export const DISCARD_AFTER =
  /(?<!\p{L})(?:discard\p{L}*|toss|throw\s+(?:it\s+|them\s+)?away|bin|desech\p{L}*|descart\p{L}*|tirar|llen[cç]\p{L}*)(?!\p{L})[^.]*?(?<!\p{L})(?:after|despu[eé]s\s+de|passad[ae]s|pasad[ao]s|al\s+cap\s+de|a\s+las|a\s+les)\s+(?:\d|\p{L}+\s+(?:hours?|horas?|hores|h)(?!\p{L}))/u;

/** An ingredient line's participles ("3 tatties, peeled and diced") describe the food, they do not act. */
const withoutParticiples = (line: string) =>
  line.replace(/(?<!\p{L})\p{L}+(?:ed|ados?|adas?|idos?|idas?|ats?|ades|its?|ides)(?!\p{L})/gu, ' ');

/** "..., que no s'agafi, eh?", "que no hierva, ¿eh?", "..., right?": a tag asks nothing, the step stands. */
const TAG_QUESTION = /[,\s]+¿?(?:eh|oi|vale|verdad|right|ok|okay|no|sí|si)\?\s*$/iu;
/**
 * A school assignment's or a prep sheet's own lines: "Conclusió: ...", "Name: Priya S.", "Caducidad:
 * 3 días", a record book's "What I learned: ..."; a letter's postscript ("PD: los platos se friegan el mismo día").
 */
const COMMENT_LABEL =
  /^(?:conclusio|conclusion|evaluation|evaluacion|avaluacio|valoracio|valoracion|nom|name|nombre|alumne|alumna|alumno|student|curs|curso|class|caducitat|caducidad|shelf\s+life|what\s+i\s+learned|lo\s+que\s+he\s+aprendido|el\s+que\s+he\s+apres|notes?|notas?|pd|ps|p\.\s*s\.|nb|n\.\s*b\.)\s*:/u;
/**
 * A note under a label of a few words, closed by a colon or an old book's dash: "Nota des
 * terrissers: ...", "NOTA.—Con la cartilla...", "Note from the editor: ..." (a closing note is no step).
 */
const NOTE_LABEL = /^(?:notes?|notas?)(?:\s+[\p{L}'’]+){0,3}\s*(?::|\.?\s*[—–]|\.-)/u;
/** A social post's line after a pin, a clock, a calendar or a price sign: where, when, how much. */
const INFO_MARK = /^\s*(?:📍|📌|⏰|[\u{1F550}-\u{1F567}]|📅|🗓️?|💶|💰|📞|☎️?)/u;
/** A heading in capitals ("MISE EN PLACE – SALSA BRAVA (partida caliente)"): a sheet's name, no step. */
const SHOUTED = /^[^\p{Ll}]*\p{Lu}{2,}[^\p{Ll}]*\p{Lu}{2,}[^.!]*$/u;
/** An amount in words opens an ingredient line: "A quarter cup of sugar.", "Dues cullerades d'oli". */
const WORDED_AMOUNT_FIRST =
  /^(?:an?|one|two|three|four|five|six|half|un|una|dos|dues|tres|quatre|cuatro|mig|mitja|medio|media)(?:\s+and)?(?:\s+an?)?(?:\s+(?:half|quarter|quarters))?\s+(?:cups?|teaspoons?|tablespoons?|tass(?:a|es)|tazas?|cullerad\w*|culleradet\w*|cucharad\w*|cucharadit\w*|litres?|liters?|litros?|grams?|gramos?|kilos?|quilos?|pounds?|ounces?|pints?)(?!\p{L})/u;
/** A one-word label before a list of two items or more: "Relleno: a, b, c", "Toppings: a, b". */
const LABELLED_LIST = /^\s*\p{L}+\s*:\s*[^,:]+(?:,[^,:]+)+$/u;
/** An amount opens the line, after a heading of its own if any: "250 ml d'oli", "Para el caramelo: 6 cucharadas". */
const AMOUNT_FIRST = /^(?:[^:]{1,30}:\s*)?(?:\d|[½¼¾⅓⅔])/u;

// "Para servir, huevo duro y jamón picados", "strawberries to garnish", "grasa para freír" (its
// accent too), spoken "pa' freír": an infinitive of purpose says why, it does not act.
const PURPOSE =
  /(?<!\p{L})(?:(?:per\s+a|per|para|pa['’])\s+\p{L}+(?:ar|er|ir|ír|re)(?:-\p{L}+)?|to\s+(?:fill|serve|garnish|decorate|finish|top|dust|drizzle|fry))(?!\p{L})/giu;
const withoutPurpose = (clause: string) => clause.replace(PURPOSE, ' ');

/** What a telegraphic last step puts on the dish: "por encima", "per sobre", "on top". */
const ON_TOP = /(?<!\p{L})(?:por\s+encima|per\s+(?:sobre|damunt)|on\s+top|over\s+the\s+top)[.!]?\s*$/u;

/** "then", "després", "luego": the order only, not "when" or "while", which tie two actions. */
const THEN =
  /^(?:then|next|after\s+that|despr[eé]s|llavors|aleshores|luego|despu[eé]s|a\s+continuaci[oó])(?!\p{L})/iu;

/** A numbered step as its actions, when "then" opens a second one and one of them is timed. */
function timedActionsApart(step: string): string[] {
  const parts = splitClauses(step);
  const apart =
    parts.length === 2 &&
    THEN.test(parts[1]!) &&
    parts.every((p) => hasActionVerb(p)) &&
    parts.some((p) => minutesIn(plain(p)) > 0);
  return apart ? parts : [step];
}

/**
 * "Howay, it's canny with a bit of brown sauce.", "Aney, don't skip the tempering, that's where the
 * taste is.": a last line opened by an interjection or a name, that does nothing where a verb stands
 * and times nothing, is the cook's remark on the dish, no step.
 */
function withoutClosingRemark(steps: readonly string[]): readonly string[] {
  const last = steps.at(-1);
  const remark =
    steps.length > 2 &&
    last !== undefined &&
    // Opened by a word of its own before a comma, an interjection or the reader's name, and a sentence
    // long (a telegraphic "Label, date, chill." acts).
    /^\p{L}+,\s/u.test(last) &&
    last.split(/\s+/u).length >= 6 &&
    !hasVerbInPosition(withoutPurpose(last)) &&
    !startsWithSequenceWord(last) &&
    minutesIn(plain(last)) === 0;
  const closing = remark || isClosingWarning(steps) || isSignature(last) || isClosingAside(steps);
  return closing ? steps.slice(0, -1) : steps;
}

/**
 * "Rezamos por ti cada día en el coro de las 7.", "Consulta a la sala, no es presta.": a last line that
 * names no food and no kitchen thing, has no kitchen verb and times nothing, after steps that do, is the writer's
 * word to the reader (a letter's, a catalogue's), no step.
 */
function isClosingAside(steps: readonly string[]) {
  const last = steps.at(-1);
  if (steps.length <= 2 || last === undefined || hasLexiconVerb(last) || minutesIn(plain(last)) > 0)
    return false;
  const words = last.split(/\s+/u);
  return (
    !KITCHEN_THING.test(plain(last)) &&
    !words.some((_w, i) => findLeadingFood(words.slice(i).join(' ')) !== null)
  );
}
/** What a step handles besides food: a pan, a pot, a mould, the oven, a blender ("Ho trituro amb la batedora"). */
const KITCHEN_THING =
  /(?<!\p{L})(?:olla|olles|ollas|cassola|cazuela|paella|sarten|paella|pan|pans|pot|pots|tin|tins|tray|safata|bandeja|asadera|motlle|molde|mould|mold|forn|horno|oven|batedora|batidora|blender|bol|bowl|plat|plato|plate|fuente|font|foc|fuego|heat|cullera|cuchara|spoon|tapa|lid)(?!\p{L})/u;

/**
 * "Mari Luz, encargada.", "Jordi, secretari", "Love, Effie": a last line of a name (capitalised) and a
 * role or a greeting beside it, a few words with no kitchen verb and no time, signs the text ("Remenar,
 * tapar." acts).
 */
const isSignature = (last: string | undefined) =>
  last !== undefined &&
  /^\p{Lu}\p{L}*(?:\s+\p{Lu}\p{L}*)*,\s*\p{L}+(?:\s+\p{L}+)?\.?$|^\p{L}+,\s*\p{Lu}\p{L}*(?:\s+\p{Lu}\p{L}*)*\.?$/u.test(
    last.trim(),
  ) &&
  !hasLexiconVerb(last) &&
  minutesIn(plain(last)) === 0;

/**
 * "Si no ho voleu vore tot sec, no obriu el forn cada dos per tres.", "If you want it crisp, never
 * cover it.": a last sentence that warns what not to do if the dish is to turn out so, untimed, is
 * the cook's advice on the whole dish, no step of it.
 */
function isClosingWarning(steps: readonly string[]) {
  const last = steps.at(-1);
  if (steps.length <= 2 || last === undefined || minutesIn(plain(last)) > 0) return false;
  const [condition, ...rest] = plain(last).split(',');
  return (
    /^(?:si|if)\s/u.test(condition!) &&
    /^\s*(?:no|never|don't|do\s+not|mai|nunca|jamas)\s/u.test(rest.join(','))
  );
}

/**
 * The steps: every clause of a non-list, non-meta sentence that does something (a cooking verb) or
 * opens with a sequence word ("primer", "després", "a continuació", "finalment", "quan...",
 * "llavors"), in the text's order. Without any, the explanation's other sentences stand as the
 * steps, as written.
 */
export function findSteps(sentences: readonly string[], numbered = false): string[] {
  const candidates = sentences
    // A numbered step comes whole; a note at its end ("... i sal. Per a 3.") is no part of it.
    .map((s) =>
      sentencesOf(s)
        .filter((part, i) => i === 0 || !isMetaSentence(part))
        .join(' '),
    )
    .filter((s) => !isListSentence(s) && !isMetaSentence(s) && !isAside(s));
  // "Stir in the flour, then the chocolate chips": a clause with a sequence word and nothing to do
  // of its own goes on the step before it.
  const clauses = candidates.flatMap((s) =>
    splitStepClauses(s).reduce<string[]>((kept, clause) => {
      const last = kept.length - 1;
      if (last >= 0 && startsWithSequenceWord(clause) && !hasActionVerb(clause)) kept[last] += `, ${clause}`;
      else kept.push(clause);
      return kept;
    }, []),
  );
  // A timed note that is a whole sentence and opens with its food ("tomate rallado y pimentón, 2
  // min", "500 g de arroz, 18 min") is a telegraphic step: its verb is understood.
  const whole = new Set(candidates);
  const acting = clauses.filter(
    (c) =>
      hasActionVerb(withoutPurpose(c)) ||
      startsWithSequenceWord(c) ||
      (whole.has(c) && minutesIn(plain(c)) > 0 && (AMOUNT_FIRST.test(c) || findLeadingFood(c) !== null)) ||
      // "Sal gorda, pimentón y aceite por encima.": foods put on top, their verb understood.
      (whole.has(c) && ON_TOP.test(plain(c)) && findLeadingFood(c) !== null),
  );
  // A step the cook numbered is one whatever its verb ("Les pintem amb el rovell."), unless "then"
  // opens a second action in it and one of the two is timed: a timed action is a step of its own
  // ("Stir, then microwave for 1 minute more"; "Stir in the sugar, then add the milk" stays one).
  const chosen = numbered
    ? candidates.flatMap(timedActionsApart)
    : acting.length > 0
      ? withoutClosingRemark(acting)
      : candidates.filter((s) => s.split(/\s+/u).length >= 3);
  return chosen
    .map(toStepText)
    .filter((step) => step !== '')
    .map((step) => step.slice(0, STEP_MAX))
    .slice(0, STEPS_MAX);
}

const BULLET = /^\s*[-*•·–]\s+/u;
const AMOUNT_OPENS = /^\s*(?:\d|[½¼¾⅓⅔])/u;

/**
 * The steps of a method the cook wrote as a bulleted list ("- Sofregiu la ceba 15 minuts."), or null
 * when fewer than two bullets act: as with numbered steps, each bullet is one step, and what stands
 * outside them (the ingredient block above, a camp's or a blog's closing line below) is none, unless
 * a line after them times something. A bullet that opens with an amount, or does nothing, is an
 * ingredient.
 */
export function bulletedSteps(explanation: string): string[] | null {
  const lines = explanation.split(/\n+/u);
  const isStepBullet = (line: string) =>
    BULLET.test(line) &&
    !AMOUNT_OPENS.test(line.replace(BULLET, '')) &&
    hasVerbInPosition(line.replace(BULLET, ''));
  // The method is the run of bullets that holds the acting ones: there, a bullet is a step whatever
  // its verb ("- Patatas en la misma agua, 20'").
  // ... and from the first bullet that acts or is timed without opening on an amount ("- Garbanzos a
  // remojo 12 horas." above "- Colar el caldo..."): an ingredient bullet does neither.
  const opensMethod = (line: string) => {
    const text = line.replace(BULLET, '');
    return (
      isStepBullet(line) ||
      (BULLET.test(line) && !AMOUNT_OPENS.test(text) && (hasActionVerb(text) || minutesIn(plain(text)) > 0))
    );
  };
  const method = bulletRunOf(lines, isStepBullet, opensMethod);
  if (method === null) return null;
  // An amount opening a bullet there is a telegraphic step when timed ("- 500 g de arroz, 18 min").
  const isMethodBullet = (line: string, i: number) =>
    i >= method.start &&
    i < method.end &&
    (!AMOUNT_OPENS.test(line.replace(BULLET, '')) || minutesIn(plain(line)) > 0);
  return lines
    .slice(method.start)
    .flatMap((line, k) =>
      isMethodBullet(line, method.start + k)
        ? [line.replace(BULLET, '')]
        : BULLET.test(line)
          ? []
          : sentencesOf(line).filter((s) => minutesIn(plain(s)) > 0),
    )
    .map((text) => text.trim())
    .filter((text) => /\p{L}/u.test(text));
}

/** The first run of bullet lines with two acting bullets or more, as [first opening, end) line indexes. */
function bulletRunOf(
  lines: readonly string[],
  acts: (line: string) => boolean,
  opens: (line: string) => boolean,
) {
  for (let start = 0; start < lines.length; start += 1) {
    if (!BULLET.test(lines[start]!)) continue;
    let end = start;
    while (end < lines.length && BULLET.test(lines[end]!)) end += 1;
    // From its first acting bullet: the ingredient bullets above it ("- sal") are none.
    if (lines.slice(start, end).filter(acts).length >= 2)
      return { start: start + lines.slice(start, end).findIndex(opens), end };
    start = end;
  }
  return null;
}

/**
 * A written recipe lists what it needs before its method: what stands above the first list ("Mija,
 * así lo hacemos en Bogotá.", "Hornillo de gas y una sartén, nada más.") tells about the dish, and
 * is no step. A text with no list, or one whose list comes late, is read whole.
 */
export function afterFirstList(sentences: readonly string[]): readonly string[] {
  const first = sentences.findIndex((s) => isListSentence(s) || /^\s*(?:[-*•·]\s*)?(?:\d|[½¼¾⅓⅔])/u.test(s));
  const steps = sentences.slice(first + 1).filter((s) => !isListSentence(s));
  return first > 0 && steps.some((s) => hasActionVerb(s)) ? sentences.slice(first) : sentences;
}

/** Sentences that tell about the dish rather than list or do: the description's own words. */
export function findAboutSentences(sentences: readonly string[]): string[] {
  return sentences.filter(
    (s) =>
      !isListSentence(s) &&
      !isMetaSentence(s) &&
      !hasActionVerb(s) &&
      !startsWithSequenceWord(s) &&
      !/\d|:$/u.test(s) &&
      s.split(/\s+/u).length >= 4,
  );
}
