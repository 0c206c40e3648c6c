/** Every query key of the feed; `all` is the prefix a follow or unfollow invalidates. */
export const feedKeys = {
  all: ['feed'] as const,
  items: () => [...feedKeys.all, 'items'] as const,
  suggestions: () => [...feedKeys.all, 'suggestions'] as const,
};
