import { memo } from 'react';
import { caPlanning } from '@receptari/shared/i18n/ca-planning';
import { fill } from '@receptari/shared/i18n/fill';
import type { ShoppingItem } from '@receptari/shared/shopping-list/shopping-list.schemas';
import type { ItemActions } from '../hooks/use-item-actions.ts';
import { formatAmounts } from '../lib/format-amounts.ts';
import classes from './shopping-list.module.css';

const t = caPlanning.list;

interface ItemRowProps {
  item: ShoppingItem;
  /** The lines a move swaps with, or null at either end of its part of the aisle. */
  above: ShoppingItem | null;
  below: ShoppingItem | null;
  actions: ItemActions;
  onEdit: (item: ShoppingItem) => void;
}

/**
 * One line: a native checkbox ticked with one tap (its name and amounts are its label), where it
 * comes from, and small plain buttons. No Mantine component per line: a list of 300 draws fast.
 */
export const ItemRow = memo(function ItemRow({ item, above, below, actions, onEdit }: ItemRowProps) {
  const amounts = formatAmounts(item.amounts);
  const named = (action: string) => fill(t.itemActions, { action, name: item.name });
  return (
    <li className={`${classes.line} ${item.checked ? classes.checked : ''}`} data-testid="shopping-line">
      <label className={classes.check}>
        <input type="checkbox" checked={item.checked} onChange={() => actions.toggle(item)} />
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
      <span className={`${classes.tools} ${classes.noPrint}`}>
        <ToolButton
          label={named(t.moveUp)}
          icon={classes.up}
          disabled={!above}
          onClick={() => above && actions.swap(item, above)}
        />
        <ToolButton
          label={named(t.moveDown)}
          icon={classes.down}
          disabled={!below}
          onClick={() => below && actions.swap(item, below)}
        />
        <ToolButton label={named(t.edit)} icon={classes.edit} onClick={() => onEdit(item)} />
        <ToolButton label={named(t.delete)} icon={classes.remove} onClick={() => actions.remove(item)} />
      </span>
    </li>
  );
});

interface ToolButtonProps {
  label: string;
  /** The class that draws its icon. */
  icon: string | undefined;
  onClick: () => void;
  disabled?: boolean;
}

function ToolButton({ label, icon, onClick, disabled }: ToolButtonProps) {
  return (
    <button
      type="button"
      className={`${classes.tool} ${icon ?? ''}`}
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
    />
  );
}
