/** Every query key of the administration; `all` is the prefix a write invalidates. */
export const adminKeys = {
  all: ['admin'] as const,
  users: (q: string) => [...adminKeys.all, 'users', q] as const,
  recipes: (q: string) => [...adminKeys.all, 'recipes', q] as const,
  comments: (q: string) => [...adminKeys.all, 'comments', q] as const,
  pending: () => [...adminKeys.all, 'pending'] as const,
  verifications: () => [...adminKeys.all, 'verifications'] as const,
  audit: (q: string) => [...adminKeys.all, 'audit', q] as const,
  reports: () => [...adminKeys.all, 'reports'] as const,
};
