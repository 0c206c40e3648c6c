/** LIKE treats % and _ as wildcards: an admin searching "50%" means the characters. */
export const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `%term%` for a literal, case-insensitive (ILIKE) substring match. */
export const containsPattern = (term: string) => `%${escapeLike(term)}%`;
