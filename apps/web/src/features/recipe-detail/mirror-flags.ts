/**
 * The spec keeps liked and saved recipe ids in localStorage; the server stays the source of truth
 * (the detail answer's `liked` and `saved`), this mirror only lets other screens read them quickly.
 */
export type FlagList = 'likedRecipes' | 'savedRecipes';

export function readFlags(list: FlagList): number[] {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(list) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number') : [];
  } catch {
    return [];
  }
}

export function mirrorFlag(list: FlagList, id: number, on: boolean) {
  const ids = new Set(readFlags(list));
  if (on) ids.add(id);
  else ids.delete(id);
  window.localStorage.setItem(list, JSON.stringify([...ids]));
}
