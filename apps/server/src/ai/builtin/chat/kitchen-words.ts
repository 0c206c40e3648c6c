import { isCookOrRestWord } from '../generate/cooking-verbs.ts';
import { singularCandidates } from '../nutrition/normalise-name.ts';
import { foldAccents, splitWords } from './tokenise-question.ts';

/** A feature no word can produce: "this question names a kitchen word" (a cooking verb, a utensil, a meal). */
export const KITCHEN_FEATURE = '__kitchen__';

/**
 * Kitchen nouns and verbs the cooking-verb lists of autofill lack: utensils, appliances, meals,
 * kinds of dish and the words of a cooking question. Generic on purpose (no dish names): a dish is
 * learnt from the corpus or recognised by its foods. Words with a common non-kitchen sense (cup,
 * recipe, dose, plate, cookies, chip) are left out, so that metaphors and gadgets don't borrow them.
 */
const KITCHEN_TERMS = new Set(
  `paella sarten cassola cazuela olla cassoleta cazo saucepan skillet wok forn horno oven nevera
   frigorifico fridge refrigerator congelador freezer microones microondas microwave ganivet cuchillo
   knife batedora batidora blender mixer thermomix airfryer fregidora freidora fryer safata
   bandeja motlle molde mould mold cullerada cucharada tablespoon culleradeta cucharadita teaspoon
   tassa taza colador escorredora sedas tamiz sieve rodet rodillo morter mortero mortar tallador
   massa masa dough pasta salsa sauce sopa soup brou caldo broth amanida ensalada salad guisat
   guiso estofat estofado stew postre postres dessert desserts esmorzar desayuno breakfast dinar
   almuerzo lunch sopar cena dinner berenar merienda snack menjar comida meal meals cuina cocina kitchen
   cuiner cuinera cocinero cocinera cook ingredient ingredients ingrediente ingredientes guarnicio
   guarnicion garnish arrebossat rebozado batter vapor steam steamed marinada adobo marinade
   descongelar descongela thaw defrost recalentar reescalfar reheat fermentar fermentacio fermentacion
   ferment fermentation fornejar coccio cocinado cuinat cocinar cuinar baked roasted fried boiled
   grilled smoked fumat ahumado bullit hervido rostit asado fregit frito cru raw sucat
   pastisseria reposteria pastry baking bakery fornada hornada`.split(/\s+/u),
);

const isKitchenTerm = (word: string) =>
  singularCandidates(word).some((form) => KITCHEN_TERMS.has(form) || isCookOrRestWord(form));

/** The accent-free kitchen words of a question (foods are counted apart, by `findFoodWords`). */
export function findKitchenWords(text: string): string[] {
  return splitWords(foldAccents(text)).filter(isKitchenTerm);
}
