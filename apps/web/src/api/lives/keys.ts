/** Every query key of the lives; `all` is the prefix a write invalidates. */
export const liveKeys = {
  all: ['lives'] as const,
  /** GET /lives: every live that is not over. */
  list: () => [...liveKeys.all, 'list'] as const,
  /** GET /mis-lives: the signed-in chef's own. */
  mine: () => [...liveKeys.all, 'mine'] as const,
  /** GET /users/{id}/lives: one user's, for their profile. */
  ofUser: (userId: number) => [...liveKeys.all, 'user', userId] as const,
  /** GET /lives/{id}/replay: an ended live's video and chapters. */
  replay: (liveId: number) => [...liveKeys.all, 'replay', liveId] as const,
};
