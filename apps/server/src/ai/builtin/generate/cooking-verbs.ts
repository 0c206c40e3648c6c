import { plain } from './count-words.ts';
import { BEFORE_VERB as BEFORE_VERB_WORDS, stemLexicon, verbKindsByStem } from './recognise-verb.ts';

const words = (list: string) => new Set(list.split(/\s+/u).filter(Boolean));

/**
 * Verbs (and the words that stand for them: "al forn", "a foc lent") whose time is cooking time;
 * any other timed action (resting, marinating, chilling) is preparation. Forms are accent-free.
 */
const COOK = words(`
  coure cou coeu coem cogui cuit cuita cuinar cuinem cuineu fregir fregeix fregim fregiu fregit
  fregida fregides fregits enfornar enforna enfornem enforneu enfornat forn bullir bull bullim bulliu
  bulli bullint rostir rosteix rostim guisar guisa estofar estofa saltejar salteja saltegem sofregir
  sofregeix sofregim gratinar gratina daurar daura daurem torrar torra quallar quall qualla escalfar escalfa escalfem foc
  planxa brasa coccio cocer cuece cueza cocinar freir frie friendo hornear hornea horno hervir
  hierve asar asa sofreir sofrie saltear saltea dorar dora gratinar calentar calienta fuego coccion
  cook cooking fry bake baking boil roast simmer grill oven heat saute brown stew
  enforneu enfornar-ho couen cuinat confita confitar escalda escaldar caramelitza flameja
  precalienta precalentar preescalfa preescalfar preescalfat preheat sear poach steam braise toast melt
  caramelise caramelize glaze cuaja cuajar hornee cocina cocinamos horneamos freimos hervimos
  frei freido freimos tuesta tostar tostamos plancha parrilla barbacoa sarten paella cassola cazuela olla wok skillet griddle pochar pocha
  confitar ofegar ofega bubble soften rehogar rehoga sweat cremar torch sudar suda escaldo escaldem
  microones microondas microwave sancochar sancocha sancocho sandwichera`);

/**
 * Words of the heat the autofill learned after the chat's topic model was trained (sets 8 and 10):
 * "embers", "brases", a "sofrito", a broiler. They time cooking steps; the chat's kitchen words leave them out, so its
 * shipped model stays the one its corpus trains (train-topic-model.test.ts).
 */
const COOK_SINCE_TOPIC_MODEL = words(`embers brases brasas sofrito sofregit sofrit
  saltes qualles freidora fregidora fryer budare comal burn saltegeu saltegi saltegen broil broiled broiler`);
for (const word of COOK_SINCE_TOPIC_MODEL) COOK.add(word);

/** Resting, chilling, soaking (bread soaking in the tomato too), marinating: timed, but never cooking time. */
const REST = words(`
  reposar reposa reposi reposeu reposem refredar refreda refredi nevera congelador marinar marina
  remull remullar macerar macera reposo reposar enfriar enfria nevera frigorifico congelar rest chill
  fridge freezer soak marinate cool remojo reposo heladera refri refrigerador refrigera refrigerar refrigerate repos hidrata hidratar hidrato hidratem hydrate
  empapar empapa empapas empape xopar xopa`);

/**
 * Rests the autofill learned after the chat's topic model was trained (sets 9, 10 and 14): a dough
 * left to rise or prove, a bowl put in the refrigerator.
 */
const REST_SINCE_TOPIC_MODEL = words(
  `descansar descansa descanse descansi rise proof leudar leuda levar fermentar fermenta prove proved proving
  refrigerator`,
);
for (const word of REST_SINCE_TOPIC_MODEL) REST.add(word);

/** Other verbs of a cooking step, in the imperative, infinitive and first and second plural. */
const PREP = words(`
  talla tallar tallem talleu pela pelar pelem peleu renta rentar bat batre batem bateu barreja barrejar
  barregem barregeu afegeix afegir afegim afegiu posa posar posem poseu tira tirar tirem tireu remena
  remenar remenem serveix servir servim serviu deixa deixar deixem deixeu trinxa trinxar ratlla
  ratllar escorre escorrer cola colar amassa amassar pastar reposar reposa marina marinar unta
  untar decora decorar emplata emplatar tritura triturar mescla mesclar incorpora incorporar cobreix
  cobrir retira retirar treu treure tapa tapar gira girar escampa escampar salpebra salpebrar sala
  salar aboca abocar desfes fon fondre refreda refredar pica picar esmicola esmicolar omple omplir
  prepara preparar preparem prepareu fes fem feu reserva reservar talli peli afegiu
  corta cortar bate batir mezcla mezclar anade anadir agrega agregar pon poner echa echar remueve
  remover sirve deja dejar escurre escurrir lava lavar vierte verter amasa amasar ralla rallar
  cut chop peel beat mix add put stir serve let drain whisk pour slice place remove season combine
  wash dice mince spread knead rest cover
  rega regar ruixa ruixar empolvora empolvorar enrotlla enrotllar forma formar estira estirar aplana
  aplanar plega fica ficar introdueix introduir colloca collocar reparteix repartir encen apaga abaixa
  abaixar puja pujar redueix reduir espolseix esclafa aixafa aixafar xafa amaneix amanir embolica
  embolicar farceix farcir arrebossa arrebossar enfarina enfarinar munta muntar tasta tastar prova
  provar rectifica rectificar guarda guardar congela congelar descongela dessala dessalar hidrata
  hidratar remulla remullar lamina laminar esqueixa esqueixar neteja netejar buida buidar obre obrir
  separa separar passa passar deixeu-ho submergeix submergir fon fonem desfer desfa esbandeix
  espolvorea enrolla estira coloca reparte machaca aplasta alina rellena reboza enharina monta prueba
  rectifica congela descongela desala hidrata remoja desmenuza limpia vacia abre cierra separa cubre
  retira saca pasa sumerge derrite funde incorpora agrega pica sazona salpimienta tritura licua
  fold sprinkle roll shape form layer arrange transfer reduce lower bring cool chill freeze thaw soak
  rinse pat grease line brush toss garnish blend puree mash stuff coat dredge dip fill squeeze zest
  grate crack taste adjust warm turn flip marinate cure halve quarter trim core seed discard
  take lay top sprinkle dress scatter tear crumble whisk press
  fer fem feu hacer hago haz hacemos pongo poso frega fregar tornar torna ajunta ajuntar
  drop baja bajar thicken espesa espesar espessir espesseix lliga lligar tie ata atar skim espumar escumar
  ensartar ensarta machacar untar lavar colar mash rub crack ruixar trocear trocea trossejar trosseja
  cream agregar casca cascar escalivar escaliva esqueixar salpimento salpebro lleva llevar
  scoop empapar empapa sucar suca xopar xopa mullar mulla mojar moja partir desgranar desgrana
  divide dividir divideix dividiu divida wrap unwrap slit score assemble armar arma montar
  envolver envuelve desenvolver desembolicar desembolica desemmotllar desemmotlla desmoldar desmolda
  unmould unmold infusionar infusiona infusioneu infusionem infuse steep emulsionar emulsiona
  emulsify blanch blanquejar blanqueja blanquear blanquea plate asustar asusta
  traieu traiem treieu templar templa templamos templeu tempereu temper
  dissol dissoldre dissoleu dissolem disuelve disolver disolvemos disuelva dissolve
  tamisa tamisar tamiseu tamiza tamizar tamizamos sift
  volcar vuelca vuelque bolcar bolca bolqueu devolver devuelve devolvemos retornar retorna return
  pren prendre preneu prenem`);

/**
 * The clause's words with its numbers, so a word after an amount is not taken for the clause's
 * first. A colon or semicolon opens a clause ("el faig així: bullo la col"): "i" stands there, a
 * word after which a verb stands.
 */
// Catalan's "l·l" is one letter pair: "col·loquen" is one word.
const positionedWords = (clause: string) =>
  plain(clause)
    .replace(/·/gu, '')
    .replace(/[:;]/gu, ' i ')
    .split(/[^a-z0-9]+/u)
    .filter(Boolean);

/** The accent-free words of a clause, hyphenated clitics split off: "fregeix-les" → "fregeix", "les". */
const wordsOf = (clause: string) =>
  plain(clause)
    .replace(/·/gu, '')
    .split(/[^a-z]+/u)
    .filter(Boolean)
    // Spanish imperatives carry their pronouns glued on: "dóralo", "córtalas", "mézclalo".
    .flatMap((w) =>
      w.length > 5 ? [w, w.replace(/(?:selo|sela|selos|selas|lo|la|los|las|le|les)$/u, '')] : [w],
    );

/** One accent-free word that cooks or rests food ("fregir", "horno", "simmer", "nevera"): the chat's topic check reads it. */
export const isCookOrRestWord = (word: string) =>
  (COOK.has(word) && !COOK_SINCE_TOPIC_MODEL.has(word)) ||
  (REST.has(word) && !REST_SINCE_TOPIC_MODEL.has(word));

const BY_STEM = stemLexicon({ cook: COOK, rest: REST, prep: PREP });

/** The kinds of verb in a clause: the lexicon's forms anywhere, other forms of its verbs by their stem. */
function verbKinds(clause: string): Set<string> {
  const kinds = new Set<string>(verbKindsByStem(positionedWords(clause), BY_STEM));
  for (const w of wordsOf(clause)) {
    if (COOK.has(w)) kinds.add('cook');
    if (REST.has(w)) kinds.add('rest');
    if (PREP.has(w)) kinds.add('prep');
  }
  return kinds;
}

export const hasCookVerb = (clause: string) => verbKinds(clause).has('cook');
/** Any verb of a cooking step, resting and chilling included ("Fridge overnight"). */
export const hasActionVerb = (clause: string) => verbKinds(clause).size > 0;
/** A verb where a verb stands (not "horno" in "45 minutos de horno"): what makes a timed clause a step. */
export function hasVerbInPosition(clause: string): boolean {
  const words = positionedWords(clause);
  if (verbKindsByStem(words, BY_STEM).length > 0) return true;
  return words.some(
    (w, i) =>
      (i === 0 || BEFORE_VERB_WORDS.has(words[i - 1]!)) && (COOK.has(w) || PREP.has(w) || REST.has(w)),
  );
}

/** "cortadas", "tallades", "chopped": a participle of one of the lexicon's verbs, which prepares a food. */
export const isParticipleOfVerb = (word: string) => {
  const w = plain(word);
  return (
    /(?:ad[ao]s?|id[ao]s?|ats?|ades|its?|ides|ed)$/u.test(w) && verbKindsByStem([w], BY_STEM, true).length > 0
  );
};

/**
 * "partidas", "desgranados", "remojado", "beaten": a participle of a verb that readies a food without
 * cooking it; "cocidos", "bullida" say the food is had cooked, and are part of what is bought.
 */
export const isReadyingParticiple = (word: string) => {
  const w = plain(word);
  if (!/(?:ad[ao]s?|id[ao]s?|ats?|ades|its?|ides|ed|en)$/u.test(w)) return false;
  const kinds = verbKindsByStem([w], BY_STEM, true);
  return kinds.length > 0 && !kinds.includes('cook');
};

/** "cocidos", "bullida", "fregit": a participle of a cooking verb, the food had cooked as it is bought. */
export const isCookingParticiple = (word: string) =>
  isParticipleOfVerb(word) && verbKindsByStem([plain(word)], BY_STEM, true).includes('cook');

/** A form the lexicon lists, anywhere: what a dish's name may not open with ("Bull l'aigua"). */
export const hasLexiconVerb = (clause: string) =>
  wordsOf(clause).some((w) => COOK.has(w) || PREP.has(w) || REST.has(w));
export const hasRestVerb = (clause: string) => verbKinds(clause).has('rest');
