import { useState } from 'react';

/**
 * A set of picked ids that starts from the saved ones (once they arrive) and then follows the
 * user's toggles; no effect copies server data into state.
 */
export function useSelection(saved: number[] | undefined) {
  const [picked, setPicked] = useState<number[] | null>(null);
  const ids = picked ?? saved ?? [];
  const toggle = (id: number) =>
    setPicked(ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id]);
  return { ids, has: (id: number) => ids.includes(id), toggle };
}
