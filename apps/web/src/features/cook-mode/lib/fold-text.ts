/** Typographic marks that fold to their plain ASCII form, one character for one. */
const PLAIN: Record<string, string> = {
  '’': "'",
  '‘': "'",
  '′': "'",
  '´': "'",
  '″': '"',
  '“': '"',
  '”': '"',
  '–': '-',
  '—': '-',
  '‐': '-',
  '‑': '-',
};

/**
 * Lower case without accents ('Cebes' -> 'cebes', 'Día' -> 'dia', 'ç' -> 'c'), curly quotes and
 * dashes made plain, one character for each character of the input: an index into the folded text
 * is an index into the original, so a match found here marks the step as written.
 */
export function foldText(text: string): string {
  let folded = '';
  for (let i = 0; i < text.length; i++) {
    const char = text.charAt(i);
    const plain =
      PLAIN[char] ??
      char
        .toLowerCase()
        .normalize('NFD')
        .replace(/\p{M}+/gu, '');
    folded += plain.length === 1 ? plain : char;
  }
  return folded;
}
