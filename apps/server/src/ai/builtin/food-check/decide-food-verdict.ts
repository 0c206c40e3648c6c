import { type FoodCheck, foodCheck } from '@receptari/shared/ai/food-check.schemas';
import { tr } from '@receptari/shared/i18n/tr/core';
import { fill } from '@receptari/shared/i18n/fill';
import {
  FOOD_LABELS,
  FOOD_THRESHOLDS,
  type FoodLabel,
  type FoodThresholds,
  NON_FOOD_GROUPS,
  type NonFoodGroup,
  TABLEWARE_LABELS,
} from './food-check-thresholds.ts';
import type { ImageScores } from './score-image.ts';

/** Labels at or above `min`, best first. */
function seen<L extends string>(objects: ImageScores['objects'], labels: readonly L[], min: number): L[] {
  const score = (label: L) => objects[label as keyof typeof objects] ?? 0;
  return labels.filter((l) => score(l) >= min).sort((a, b) => score(b) - score(a));
}

/**
 * The builtin rules (DESIGN.md section 4), in order: explicit content is refused; food or
 * tableware seen is 'food', naming it; a confident person, vehicle or animal with no trace
 * of food is refused; anything else is 'unverified', saying so when explicit content is in
 * doubt (that one waits for an admin whatever MEDIA_REVIEW says). 'food' is never a guess.
 */
export function decideFoodVerdict(scores: ImageScores, t: FoodThresholds = FOOD_THRESHOLDS): FoodCheck {
  const { objects, explicit } = scores;
  if (Math.max(explicit.porn, explicit.hentai) >= t.explicit)
    return foodCheck('not_food', tr.foodCheck.explicit);

  const food: FoodLabel[] = [
    ...seen(objects, FOOD_LABELS, t.food),
    ...seen(objects, TABLEWARE_LABELS, t.tableware),
  ];
  if (food.length > 0) {
    const items = food.map((label) => tr.foodCheck.labels[label]).join(', ');
    return foodCheck('food', fill(tr.foodCheck.seen, { items }));
  }

  const anyFood = seen(objects, [...FOOD_LABELS, ...TABLEWARE_LABELS], t.anyFood).length > 0;
  if (!anyFood) {
    for (const group of Object.keys(NON_FOOD_GROUPS) as NonFoodGroup[]) {
      if (seen(objects, NON_FOOD_GROUPS[group], t[group]).length > 0)
        return foodCheck('not_food', tr.foodCheck[group]);
    }
  }
  if (Math.max(explicit.porn, explicit.hentai) >= t.explicitDoubt)
    return foodCheck('unverified', tr.foodCheck.explicitDoubt);
  return foodCheck('unverified', tr.foodCheck.unverified);
}
