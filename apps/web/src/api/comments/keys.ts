/** Every query key of the comments. */
export const commentKeys = {
  all: ['comments'] as const,
  list: (recipeId: number) => [...commentKeys.all, 'list', recipeId] as const,
};
