/**
 * Every query key of the saved (bookmarked) recipes. No screen lists them yet; a toggle already
 * invalidates the prefix, so the list that comes with the profile is never stale.
 */
export const savedKeys = {
  all: ['saved'] as const,
};
