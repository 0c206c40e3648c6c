/** Every query key of the notifications; `all` is the prefix a write invalidates. */
export const notificationKeys = {
  all: ['notifications'] as const,
  // The token in the key: another user signing in in another tab never sees these.
  list: (token: string) => [...notificationKeys.all, 'list', token] as const,
  /** The caller's switches (signing in or out clears the whole cache, lib/session.ts). */
  settings: () => [...notificationKeys.all, 'settings'] as const,
};
