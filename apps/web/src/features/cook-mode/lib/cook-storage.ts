/** Where cook mode keeps a recipe's state in localStorage: its checked ingredients and its timers. */
export const cookStorageKey = (recipeId: number, what: 'checked' | 'timers') =>
  `receptari:cook:${recipeId}:${what}`;

/** The stored JSON at `key`, or undefined when there is none, it is not JSON, or storage is off. */
export function readStored(key: string): unknown {
  try {
    const raw = window.localStorage.getItem(key);
    return raw === null ? undefined : (JSON.parse(raw) as unknown);
  } catch {
    return undefined;
  }
}

/** Stores `value` as JSON (none: removed); a full or disabled storage only loses the state. */
export function writeStored(key: string, value: unknown): void {
  try {
    if (value === undefined) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private browsing or a full quota: cook mode works on, without remembering.
  }
}

/** The checked ingredients' indices of a recipe. */
export function loadChecked(recipeId: number): number[] {
  const stored = readStored(cookStorageKey(recipeId, 'checked'));
  return Array.isArray(stored) ? stored.filter((i): i is number => Number.isInteger(i) && i >= 0) : [];
}

export function saveChecked(recipeId: number, checked: readonly number[]): void {
  writeStored(cookStorageKey(recipeId, 'checked'), checked.length > 0 ? checked : undefined);
}
