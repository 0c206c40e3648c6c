import { foldAccents, isStopword, splitWords } from './tokenise-question.ts';

/**
 * Words that say "a recipe, please" but name no dish: searching titles for them would match
 * everything or nothing. Accent-free, as compared.
 */
export const GENERIC = new Set(
  `recepta receptes receta recetas recipe recipes cuinar cuino cuina cocinar cocino cocina cook cooking
   plat plats plato platos dish dishes idea idees ideas facil faciles easy rapid rapida rapido quick
   preparar prepara preparo menjar comida food casola casolana casero casera homemade bo bona bueno buena
   good millor mejor best algun alguna alguns algunes alguno some tens tienes teneu teniu teneis tenes recomanes recomiendas
   recommend sopar cena dinner dinar almuerzo lunch esmorzar desayuno breakfast persones personas people
   tenir tener tinc tengo vols quieres saber amb sense sin avui hoy today ara ahora now nit noche tonight
   temps tiempo time minuts minutos minutes quant quanta quants cuanto cuanta cuantos many much long
   temperatura temperature graus grados degrees tipus tipo kind forma manera way cou coure cuece cocer
   cuez bull bullir hervir hiervo boil bake roast substituir substitueixo sustituir replace substitute
   instead lloc vez usar uso use poso poner pongo put grams gramos tassa taza cup cullerada cucharada
   culleradeta cucharadita tablespoon teaspoon equival convertir
   dilluns dimarts dimecres dijous divendres dissabte diumenge lunes martes miercoles jueves viernes
   sabado domingo monday tuesday wednesday thursday friday saturday sunday weekend finde`.split(/\s+/u),
);

const MAX_KEYWORDS = 5;

/**
 * The plural ending and a final vowel off, so a substring search finds both numbers and both
 * languages: "croquetas" and "croqueta" → "croquet" (Croquetes, croquetas); "pollastres" → "pollastr".
 */
export function searchStem(word: string): string {
  let stem = word;
  if (stem.length > 5 && /(?:es|as|os)$/u.test(stem)) stem = stem.slice(0, -2);
  else if (stem.length > 4 && stem.endsWith('s')) stem = stem.slice(0, -1);
  if (stem.length > 5 && /[aeo]$/u.test(stem)) stem = stem.slice(0, -1);
  return stem;
}

/** The search terms of a question, accent-free, most telling first (the question's order). */
export function extractKeywords(text: string): string[] {
  const keywords = new Set<string>();
  for (const word of splitWords(text)) {
    const plain = foldAccents(word);
    if (plain.length < 3 || /^\d+$/u.test(plain) || isStopword(word) || isStopword(plain)) continue;
    if (GENERIC.has(plain)) continue;
    keywords.add(searchStem(plain));
  }
  return [...keywords].slice(0, MAX_KEYWORDS);
}
