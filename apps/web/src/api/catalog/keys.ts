/** Every query key of the catalogue (the categories and cuisines a recipe is filed under). */
export const catalogKeys = {
  all: ['catalog'] as const,
  categories: () => [...catalogKeys.all, 'categories'] as const,
  cuisines: () => [...catalogKeys.all, 'cuisines'] as const,
};
