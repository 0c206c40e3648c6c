import { type Difficulty, MINUTES_MAX } from '../recipes/recipes.rules.ts';

/** Longer queries are refused: no title or description search needs more, and trigram work grows with it. */
export const SEARCH_QUERY_MAX = 200;
/** Values one filter may hold (category ids, ingredients, ...). */
export const FILTER_VALUES_MAX = 50;
/** The minute values the time filter offers (GET /times). */
export const FILTER_TIMES = [15, 30, 45, 60, 90, 120] as const;
/** A recipe's total time is prep + cook, each at most MINUTES_MAX. */
export const MAX_TIME_MAX = 2 * MINUTES_MAX;

export const DIFFICULTIES = ['facil', 'regular', 'dificil'] as const satisfies readonly Difficulty[];

/**
 * The step counts of each difficulty, as bounds the database can use (null: unbounded). The same
 * thresholds as difficultyOf (a unit test checks they agree): facil up to 5, regular 6-10, dificil 11+.
 */
export const DIFFICULTY_STEPS: Record<Difficulty, { min: number | null; max: number | null }> = {
  facil: { min: null, max: 5 },
  regular: { min: 6, max: 10 },
  dificil: { min: 11, max: null },
};

/** What "time" means for every time filter: preparation plus cooking, in minutes. */
export const totalTime = (r: { prep_time: number; cook_time: number }) => r.prep_time + r.cook_time;
