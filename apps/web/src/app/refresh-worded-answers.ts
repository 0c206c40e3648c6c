import type { QueryClient } from '@tanstack/react-query';
import { adminKeys } from '@/api/admin/keys.ts';

/**
 * After a change of language, the kept server answers worded in the language they were asked in
 * (`Accept-Language`) are fetched again (shown ones at once, others on their next use): a refusal
 * (a query in error shows the server's message) and the review queue (each recipe's reason). Every
 * other answer is data (recipes, names, counts), the same in every language: kept, not refetched.
 */
export function refreshWordedAnswers(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: adminKeys.pending() });
  void client.invalidateQueries({ predicate: (query) => query.state.status === 'error' });
}
