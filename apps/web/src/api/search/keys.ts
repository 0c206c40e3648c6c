/** Every query key of the search filters' own lists (the recipes found are under recipeKeys). */
export const searchKeys = {
  all: ['search'] as const,
  times: () => [...searchKeys.all, 'times'] as const,
  ingredients: () => [...searchKeys.all, 'ingredients'] as const,
};
