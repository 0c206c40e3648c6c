import { memo } from 'react';
import { trPlanning } from '@receptari/shared/i18n/tr/planning';
import { fill } from '@receptari/shared/i18n/fill';
import type { ShoppingItem } from '@receptari/shared/shopping-list/shopping-list.schemas';
import { formatAmounts } from '../lib/format-amounts.ts';
import classes from './shopping-list.module.css';
import { useLocale } from '@/lib/locale.ts';

const t = trPlanning.list;

interface ItemRowProps {
  item: ShoppingItem;
  onToggle: (item: ShoppingItem) => void;
  onOpen: (item: ShoppingItem) => void;
}

/**
 * One line: a native checkbox ticked with one tap (its name and amounts are its label), where it
 * comes from, and one button that opens the line's dialog (edit, move, delete). Five elements and
 * no Mantine component a line: 300 lines draw fast on a phone, and the name keeps the line's width.
 */
export const ItemRow = memo(function ItemRow({ item, onToggle, onOpen }: ItemRowProps) {
  useLocale(); // memo: its parent's render does not reach it, a new language must
  const amounts = formatAmounts(item.amounts);
  return (
    <li className={`${classes.line} ${item.checked ? classes.checked : ''}`} data-testid="shopping-line">
      <label className={classes.check}>
        <input type="checkbox" checked={item.checked} onChange={() => onToggle(item)} />
        <span className={classes.text}>
          {item.name}
          {/* Spaces between the parts: the checkbox's name reads "ous 200 g", not "ous200 g". */}
          {amounts && <span className={classes.amounts}> {amounts}</span>}
          {item.sources.length > 0 && (
            <span className={classes.sources}>
              {' '}
              {fill(t.fromRecipes, { recipes: item.sources.map((s) => s.title).join(', ') })}
            </span>
          )}
        </span>
      </label>
      <button
        type="button"
        // Found again by useDialog when an edit moves the line to another aisle (drawn anew there).
        id={`shopping-edit-${item.id}`}
        className={`${classes.tool} ${classes.edit} ${classes.noPrint}`}
        aria-label={fill(t.itemActions, { action: t.edit, name: item.name })}
        onClick={() => onOpen(item)}
      />
    </li>
  );
});
