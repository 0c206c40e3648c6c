import { plain } from './count-words.ts';

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
  cook cooking fry bake baking boil roast simmer grill oven heat saute brown stew`);

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
  wash dice mince spread knead rest cover`);

/** The accent-free words of a clause, hyphenated clitics split off: "fregeix-les" → "fregeix", "les". */
const wordsOf = (clause: string) =>
  plain(clause)
    .split(/[^a-z]+/u)
    .filter(Boolean);

export const hasCookVerb = (clause: string) => wordsOf(clause).some((w) => COOK.has(w));
export const hasActionVerb = (clause: string) => wordsOf(clause).some((w) => COOK.has(w) || PREP.has(w));
