/** Every query key of the cooksnaps; `all` is the prefix a cooksnap write invalidates. */
export const cooksnapKeys = {
  all: ['cooksnaps'] as const,
  // Pending ones are answered to their cook and the admins only; signing in or out clears the
  // whole cache (lib/session.ts), so the caller needs no place in the key.
  recipe: (recipeId: number) => [...cooksnapKeys.all, 'recipe', recipeId] as const,
  user: (userId: number) => [...cooksnapKeys.all, 'user', userId] as const,
  pending: () => [...cooksnapKeys.all, 'pending'] as const,
};
