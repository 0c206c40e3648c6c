/** Every query key of the profiles; `all` is the prefix a profile or recipe write invalidates. */
export const profileKeys = {
  all: ['profiles'] as const,
  // The answer depends on who asks (the owner and admins also see pending recipes); signing in or
  // out clears the whole cache (lib/session.ts), so the caller needs no place in the key.
  info: (userId: number) => [...profileKeys.all, 'info', userId] as const,
  recipes: (userId: number) => [...profileKeys.all, 'recipes', userId] as const,
};
