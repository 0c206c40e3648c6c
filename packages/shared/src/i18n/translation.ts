/**
 * A dictionary in another language (docs/product.md "Languages"): the same keys as its Catalan
 * source, every text a string and every list a list of strings, so a missing or extra key fails
 * the typecheck.
 */
export type Translation<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? readonly Translation<U>[]
    : { readonly [K in keyof T]: Translation<T[K]> };
