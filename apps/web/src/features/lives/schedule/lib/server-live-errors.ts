import { ApiError } from '@/lib/api-client.ts';

/**
 * Where a refused schedule or change shows its reasons: a 422's messages under the fields it
 * names; another chef's recipe (403) under the recipe; anything else (403 'Solo los chefs…', a
 * live that started, 'Live no encontrado', no connection) above the buttons, as `general`.
 */
export function serverLiveErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return { general: String(error) };
  const named = Object.entries(error.errors ?? {}).filter(([, messages]) => messages.length > 0);
  if (named.length > 0) return Object.fromEntries(named.map(([field, list]) => [field, list.join(' ')]));
  if (error.code === 'not_own_recipe') return { recipe_id: error.message };
  return { general: error.message };
}
