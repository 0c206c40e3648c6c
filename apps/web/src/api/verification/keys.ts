/** Every query key of chef verification. */
export const verificationKeys = {
  all: ['verification'] as const,
  /** The caller's own request, as the last send answered it. */
  mine: () => [...verificationKeys.all, 'mine'] as const,
};
