const graphemes = new Intl.Segmenter('ca', { granularity: 'grapheme' });

/** The avatar's letter: the name's first character (a whole emoji or accented letter), upper case. */
export function firstLetter(name: string): string {
  const first = graphemes.segment(name.trim())[Symbol.iterator]().next().value?.segment;
  return first ? first.toLocaleUpperCase('ca') : '?';
}
