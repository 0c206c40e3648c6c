import { perLocale } from '@receptari/shared/i18n/intl';
import { trSearch } from '@receptari/shared/i18n/tr/search';
import { fill } from '@receptari/shared/i18n/fill';
import { SEARCH_TOTAL_EXACT_MAX } from '@receptari/shared/search/search.rules';

const number = perLocale((tag) => new Intl.NumberFormat(tag));

/**
 * How many recipes a search found, in words (docs/product.md#sorting-and-counting): '1 recepta',
 * '1.234 receptes', 'més de 10.000 receptes' when the server stopped counting at its cap, and
 * 'unes 4.300 receptes' when it estimated a count that would have taken too long.
 */
export function countWords(total: number, estimate: boolean): string {
  const page = trSearch.searchPage;
  if (estimate && total >= SEARCH_TOTAL_EXACT_MAX) return fill(page.countOver, { n: number().format(total) });
  if (estimate) return fill(page.countAbout, { n: number().format(total) });
  return fill(page.count, { n: total });
}
