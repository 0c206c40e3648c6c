/** A dictionary: texts, lists of texts and sections of them (ca/core.ts and its translations). */
export interface Dictionary {
  readonly [key: string]: string | readonly string[] | Dictionary;
}

/** Each text of a dictionary with its path ('nav.home', 'apps.0'). */
export function* textsOf(dictionary: Dictionary, prefix = ''): Generator<[string, string]> {
  for (const [key, value] of Object.entries(dictionary)) {
    const path = prefix + key;
    if (typeof value === 'string') yield [path, value];
    else if (Array.isArray(value)) for (const [i, text] of value.entries()) yield [`${path}.${i}`, text];
    else yield* textsOf(value as Dictionary, `${path}.`);
  }
}
