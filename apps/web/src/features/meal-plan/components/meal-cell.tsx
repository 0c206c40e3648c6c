import { Button, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type DragEvent, useState } from 'react';
import { trPlanning } from '@receptari/shared/i18n/tr/planning';
import { fill } from '@receptari/shared/i18n/fill';
import type { MealPlanEntry } from '@receptari/shared/meal-plan/meal-plan.schemas';
import { type Meal, RECIPES_PER_MEAL_MAX } from '@receptari/shared/meal-plan/meal-plan.rules';
import { formatPlanDay } from '@/lib/plan-dates.ts';
import type { PlanActions } from '../hooks/use-plan-actions.ts';
import classes from './meal-plan.module.css';
import { PlanEntryCard } from './plan-entry-card.tsx';

const t = trPlanning.plan;

export interface CellProps {
  date: string;
  meal: Meal;
  entries: readonly MealPlanEntry[];
  actions: PlanActions;
  /** The entry being dragged, if any (drag and drop on a desktop). */
  dragged: MealPlanEntry | null;
  onDrag: (entry: MealPlanEntry | null) => void;
  onAdd: (date: string, meal: Meal) => void;
  onMoveDialog: (entry: MealPlanEntry) => void;
}

/** One day's lunch or dinner: its recipes, 'Afegir una recepta', and a drop target for a dragged one. */
export function MealCell({ date, meal, entries, actions, dragged, onDrag, onAdd, onMoveDialog }: CellProps) {
  const [over, setOver] = useState(false);
  const day = formatPlanDay(date);
  const full = entries.length >= RECIPES_PER_MEAL_MAX;
  const accepts = dragged !== null && !full && (dragged.date !== date || dragged.meal !== meal);
  const dragOver = (event: DragEvent) => {
    if (!accepts) return;
    event.preventDefault();
    if (event.dataTransfer) event.dataTransfer.dropEffect = 'move';
    setOver(true);
  };
  const drop = (event: DragEvent) => {
    setOver(false);
    if (!accepts) return;
    event.preventDefault();
    actions.move(dragged, date, meal);
    onDrag(null);
  };
  return (
    <div
      role="group"
      aria-label={fill(t.cell, { meal: t[meal], day })}
      className={`${classes.cell} ${over && accepts ? classes.dropTarget : ''}`}
      onDragOver={dragOver}
      onDragEnter={dragOver}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      data-testid={`cell-${date}-${meal}`}
    >
      <Text fz="xs" fw={700} tt="uppercase" c="dimmed" aria-hidden>
        {t[meal]}
      </Text>
      {entries.length > 0 && (
        <ul className={classes.entries}>
          {entries.map((entry) => (
            <PlanEntryCard
              key={entry.id}
              entry={entry}
              actions={actions}
              onMoveDialog={onMoveDialog}
              dragging={dragged?.id === entry.id}
              onDrag={onDrag}
            />
          ))}
        </ul>
      )}
      {!full && (
        <Button
          variant="subtle"
          size="compact-xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          aria-label={fill(t.addRecipeTo, { meal: t[meal].toLowerCase(), day })}
          onClick={() => onAdd(date, meal)}
          styles={{ label: { whiteSpace: 'normal', textAlign: 'start' } }}
          h="auto"
          py={4}
        >
          {t.addRecipe}
        </Button>
      )}
    </div>
  );
}
