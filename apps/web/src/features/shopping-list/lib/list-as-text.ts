import { trPlanning } from '@receptari/shared/i18n/tr/planning';
import type { ShoppingItem } from '@receptari/shared/shopping-list/shopping-list.schemas';
import { formatAmounts } from './format-amounts.ts';
import { groupByAisle } from './group-items.ts';

const lineOf = (item: ShoppingItem) => {
  const amounts = formatAmounts(item.amounts);
  return `${item.checked ? '[x]' : '[ ]'} ${item.name}${amounts ? ` - ${amounts}` : ''}`;
};

/** 'Copiar com a text': the title, then each aisle's name and its lines, a blank line between. */
export function listAsText(items: readonly ShoppingItem[]): string {
  const groups = groupByAisle(items).map(
    ({ aisle, items: lines }) => `${trPlanning.aisles[aisle]}\n${lines.map(lineOf).join('\n')}`,
  );
  return [trPlanning.list.title, ...groups].join('\n\n');
}
