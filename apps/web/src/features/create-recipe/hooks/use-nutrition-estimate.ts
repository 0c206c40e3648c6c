import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { NutritionEstimate, NutritionRequest } from '@receptari/shared/ai/ai.schemas';
import type { Unit } from '@receptari/shared/recipes/recipes.rules';
import { estimateNutrition } from '@/api/ai/estimate-nutrition.ts';

/**
 * The estimate is asked 1.5 s after ingredients or servings stop changing
 * (docs/product.md#nutrition-estimate).
 */
export const NUTRITION_DEBOUNCE_MS = 1500;

type Line = { quantity: string; unit: Unit; name: string };

/**
 * The request for these rows: only lines with a name; servings 1 when unset
 * (docs/product.md#nutrition-estimate).
 */
export function nutritionRequestOf(rows: Line[], servings: number | string): NutritionRequest {
  const count = Number(servings);
  return {
    ingredients: rows
      .filter((r) => r.name.trim())
      .map((r) => ({ quantity: r.quantity.trim(), unit: r.unit, name: r.name.trim() })),
    servings: Number.isInteger(count) && count >= 1 ? count : 1,
  };
}

/**
 * Calls POST /api/ai/nutrition when the ingredient lines or servings settle, never twice for the
 * same input; with no ingredients it answers zeros without asking. `onResult` fills the fields.
 * `busy` and `unmatched` belong to the input on screen: typing again clears both.
 */
export function useNutritionEstimate(
  rows: Line[],
  servings: number | string,
  handlers: { onResult: (estimate: NutritionEstimate) => void; onError: () => void },
  /** The values on screen at mount were not estimated from these rows (an import without nutrition). */
  { estimateAtMount = false }: { estimateAtMount?: boolean } = {},
) {
  const key = JSON.stringify(nutritionRequestOf(rows, servings));
  const [pendingKey, setPendingKey] = useState<string | null>(null);
  const [result, setResult] = useState<{ key: string; unmatched: string[] } | null>(null);
  // The values on screen at mount (a restored draft, or zeros) already match their input.
  const [mountKey] = useState(estimateAtMount ? '' : key);
  const lastKey = useRef(mountKey);
  const onResult = useEffectEvent(handlers.onResult);
  const onError = useEffectEvent(handlers.onError);

  useEffect(() => {
    if (key === lastKey.current) return;
    const input = JSON.parse(key) as NutritionRequest;
    if (input.ingredients.length === 0) {
      lastKey.current = key;
      onResult({ calories: 0, protein: 0, carbs: 0, fats: 0, unmatched: [] });
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      setPendingKey(key);
      try {
        const estimate = await estimateNutrition(input, controller.signal);
        lastKey.current = key;
        setResult({ key, unmatched: estimate.unmatched });
        onResult(estimate);
      } catch {
        if (!controller.signal.aborted) onError();
      } finally {
        setPendingKey((pending) => (pending === key ? null : pending));
      }
    }, NUTRITION_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [key]);

  /** Values filled from elsewhere (the AI autofill's own nutrition) count as estimated for these rows. */
  const adopt = (filled: Line[], filledServings: number | string) => {
    lastKey.current = JSON.stringify(nutritionRequestOf(filled, filledServings));
  };

  return { busy: pendingKey === key, unmatched: result?.key === key ? result.unmatched : [], adopt };
}
