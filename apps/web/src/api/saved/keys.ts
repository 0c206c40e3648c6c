/**
 * Every query key of the saved (bookmarked) recipes; a toggle invalidates the prefix, so the list
 * on /perfil is never stale.
 */
export const savedKeys = {
  all: ['saved'] as const,
  /** The caller's own saved recipes. */
  mine: () => [...savedKeys.all, 'mine'] as const,
};
