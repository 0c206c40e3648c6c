import { memo } from 'react';
import { trPlanning } from '@receptari/shared/i18n/tr/planning';
import type { ShoppingItem } from '@receptari/shared/shopping-list/shopping-list.schemas';
import type { AisleGroup } from '../lib/group-items.ts';
import { ItemRow } from './item-row.tsx';
import classes from './shopping-list.module.css';
import { useLocale } from '@/lib/locale.ts';

interface AisleSectionProps {
  group: AisleGroup;
  onToggle: (item: ShoppingItem) => void;
  onOpen: (item: ShoppingItem) => void;
}

/** An aisle's heading and its lines, what is still to buy first. */
export const AisleSection = memo(function AisleSection({ group, onToggle, onOpen }: AisleSectionProps) {
  useLocale(); // memo: its parent's render does not reach it, a new language must
  const id = `aisle-${group.aisle.replace(/\s+/g, '-')}`;
  return (
    <section className={classes.aisle} aria-labelledby={id}>
      <h2 id={id} className={classes.aisleTitle}>
        {trPlanning.aisles[group.aisle]}
      </h2>
      <ul className={classes.lines}>
        {group.items.map((item) => (
          <ItemRow key={item.id} item={item} onToggle={onToggle} onOpen={onOpen} />
        ))}
      </ul>
    </section>
  );
});
