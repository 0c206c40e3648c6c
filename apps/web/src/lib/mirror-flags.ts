/**
 * The liked and saved recipe ids, mirrored into localStorage because the product keeps them there
 * (docs/product.md#browser-storage). Written by the like and save hooks (api/recipes/toggle-like.ts,
 * api/saved/toggle-saved.ts); no screen reads them: the server stays the source of truth, through
 * the detail answer's `liked` and `saved`.
 */
export type FlagList = 'likedRecipes' | 'savedRecipes';

function readFlags(list: FlagList): number[] {
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
