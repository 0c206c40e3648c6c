import { memo } from 'react';
import { caPlanning } from '@receptari/shared/i18n/ca-planning';
import type { ShoppingItem } from '@receptari/shared/shopping-list/shopping-list.schemas';
import type { ItemActions } from '../hooks/use-item-actions.ts';
import type { AisleGroup } from '../lib/group-items.ts';
import { ItemRow } from './item-row.tsx';
import classes from './shopping-list.module.css';

/** Its neighbour in the same part of the aisle (to buy, or bought), or null. */
const sameState = (item: ShoppingItem, other: ShoppingItem | undefined) =>
  other && other.checked === item.checked ? other : null;

interface AisleSectionProps {
  group: AisleGroup;
  actions: ItemActions;
  onEdit: (item: ShoppingItem) => void;
}

/** An aisle's heading and its lines, what is still to buy first. */
export const AisleSection = memo(function AisleSection({ group, actions, onEdit }: AisleSectionProps) {
  const id = `aisle-${group.aisle.replace(/\s+/g, '-')}`;
  return (
    <section className={classes.aisle} aria-labelledby={id}>
      <h2 id={id} className={classes.aisleTitle}>
        {caPlanning.aisles[group.aisle]}
      </h2>
      <ul className={classes.lines}>
        {group.items.map((item, i) => (
          <ItemRow
            key={item.id}
            item={item}
            above={sameState(item, group.items[i - 1])}
            below={sameState(item, group.items[i + 1])}
            actions={actions}
            onEdit={onEdit}
          />
        ))}
      </ul>
    </section>
  );
});
