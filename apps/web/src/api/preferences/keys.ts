/** Every query key of the recommendation preferences. */
export const preferenceKeys = {
  all: ['preferences'] as const,
  /** The cuisines and categories one may choose from. */
  options: () => [...preferenceKeys.all, 'options'] as const,
  /** The caller's saved choice. */
  saved: () => [...preferenceKeys.all, 'saved'] as const,
};
