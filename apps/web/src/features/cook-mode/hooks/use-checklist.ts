import { useState } from 'react';
import { loadChecked, saveChecked } from '../lib/cook-storage.ts';

/** The ingredients the cook has ticked off, by index, kept per recipe in localStorage. */
export function useChecklist(recipeId: number) {
  const [checked, setChecked] = useState<ReadonlySet<number>>(() => new Set(loadChecked(recipeId)));
  const toggle = (index: number) => {
    const next = new Set(checked);
    if (next.has(index)) next.delete(index);
    else next.add(index);
    saveChecked(
      recipeId,
      [...next].sort((a, b) => a - b),
    );
    setChecked(next);
  };
  return { checked, toggle };
}
