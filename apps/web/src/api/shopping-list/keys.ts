/** Every query key of the shopping list; `all` is the prefix a write invalidates. */
export const shoppingListKeys = {
  all: ['shopping-list'] as const,
  /** The caller's list (their household's when they share one): items, members, recipes. */
  list: () => [...shoppingListKeys.all, 'list'] as const,
};
