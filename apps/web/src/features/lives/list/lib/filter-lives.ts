/** Lower case without accents, so 'arros' finds 'Arròs' and 'MARTA' finds 'xef_marta'. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('ca');

/** The lives whose recipe title or chef name holds the search (all of them for an empty one). */
export function filterLives<L extends { title: string; chef: { name: string } }>(
  lives: L[],
  search: string,
): L[] {
  const wanted = fold(search.trim());
  if (!wanted) return lives;
  return lives.filter((live) => fold(live.title).includes(wanted) || fold(live.chef.name).includes(wanted));
}
