import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { WithWhatIHaveAnswer, withWhatIHaveAnswerSchema } from '@receptari/shared/search/search.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';
import { recipeKeys } from './keys.ts';

/**
 * POST /api/recipes/with-what-i-have: the recipes a cook can make with `have`, fewest missing
 * first, each with what it lacks (docs/product.md#cook-with-what-i-have). A POST that only reads.
 */
export function findWithWhatIHave(
  have: readonly string[],
  without: readonly string[],
  signal?: AbortSignal,
): Promise<WithWhatIHaveAnswer> {
  return apiFetch<AnswerOf<typeof withWhatIHaveAnswerSchema>>('/recipes/with-what-i-have', {
    method: 'POST',
    body: { have, without },
    signal,
  });
}

export const withWhatIHaveQuery = (have: readonly string[], without: readonly string[]) =>
  queryOptions({
    queryKey: recipeKeys.withWhatIHave(have, without),
    queryFn: ({ signal }) => findWithWhatIHave(have, without, signal),
    select: (answer) => answer.recipes,
    // Nothing asked yet: nothing to find.
    enabled: have.length > 0,
    placeholderData: keepPreviousData,
  });

export function useWithWhatIHave(have: readonly string[], without: readonly string[]) {
  return useQuery(withWhatIHaveQuery(have, without));
}
