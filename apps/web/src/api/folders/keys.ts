/** Every query key of the folders; `all` is the prefix a write invalidates. */
export const folderKeys = {
  all: ['folders'] as const,
  /** The caller's own folders. */
  mine: () => [...folderKeys.all, 'mine'] as const,
  /** One of the caller's folders with its recipe cards. */
  recipes: (folderId: number) => [...folderKeys.all, 'recipes', folderId] as const,
};
