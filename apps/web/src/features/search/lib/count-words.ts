import { caSearch } from '@receptari/shared/i18n/ca-search';
import { fill } from '@receptari/shared/i18n/fill';

const number = new Intl.NumberFormat('ca');

/**
 * How many recipes a search found, in words (docs/product.md#sorting-and-counting): '1 recepta',
 * '1.234 receptes', and 'més de 10.000 receptes' when the server stopped counting.
 */
export function countWords(total: number, estimate: boolean): string {
  const page = caSearch.searchPage;
  if (estimate) return fill(page.countOver, { n: number.format(total) });
  return total === 1 ? page.countOne : fill(page.count, { n: number.format(total) });
}
