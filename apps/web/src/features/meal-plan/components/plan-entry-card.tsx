import { ActionIcon, Anchor, Group, Paper, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconArrowsMove, IconMinus, IconPlus, IconX } from '@tabler/icons-react';
import type { DragEvent } from 'react';
import { Link } from 'react-router';
import { trPlanning } from '@receptari/shared/i18n/tr/planning';
import { fill } from '@receptari/shared/i18n/fill';
import type { MealPlanEntry } from '@receptari/shared/meal-plan/meal-plan.schemas';
import { SERVINGS_MAX, SERVINGS_MIN } from '@receptari/shared/recipes/recipes.rules';
import { PicturePlaceholder } from '@/components/ui/picture-placeholder.tsx';
import { RecipePicture } from '@/components/ui/recipe-picture.tsx';
import type { PlanActions } from '../hooks/use-plan-actions.ts';
import classes from './meal-plan.module.css';

const t = trPlanning.plan;

/** The type a dragged entry carries, so a drop elsewhere on the page (a text box) ignores it. */
export const ENTRY_DRAG_TYPE = 'application/x-receptari-plan-entry';

type Props = {
  entry: MealPlanEntry;
  actions: PlanActions;
  onMoveDialog: (entry: MealPlanEntry) => void;
  dragging: boolean;
  onDrag: (entry: MealPlanEntry | null) => void;
};

/**
 * A planned recipe: its picture, its title (a link to the recipe), its servings' stepper, 'Moure'
 * (the keyboard's way to move it) and 'Treure'. On a desktop it can also be dragged to another cell.
 */
export function PlanEntryCard({ entry, actions, onMoveDialog, dragging, onDrag }: Props) {
  const { recipe, servings } = entry;
  const title = { title: recipe.title };
  const startDrag = (event: DragEvent) => {
    event.dataTransfer?.setData(ENTRY_DRAG_TYPE, String(entry.id));
    if (event.dataTransfer) event.dataTransfer.effectAllowed = 'move';
    onDrag(entry);
  };
  return (
    <Paper
      component="li"
      withBorder
      radius="sm"
      className={`${classes.entry} ${dragging ? classes.dragging : ''}`}
      draggable
      onDragStart={startDrag}
      onDragEnd={() => onDrag(null)}
      data-testid={`plan-entry-${entry.id}`}
    >
      <div className={classes.entryHead}>
        {recipe.image ? (
          <RecipePicture
            className={classes.thumb}
            src={recipe.image}
            sizes="(min-width: 62em) 140px, 48px"
            alt=""
            width={48}
            height={36}
            loading="lazy"
            decoding="async"
            draggable={false}
          />
        ) : (
          <div className={classes.thumb}>
            <PicturePlaceholder iconSize={20} />
          </div>
        )}
        <Anchor
          component={Link}
          to={`/info/${recipe.id}`}
          fz="xs"
          fw={600}
          lh={1.25}
          lineClamp={2}
          className={classes.title}
          draggable={false}
        >
          {recipe.title}
        </Anchor>
      </div>
      <Group gap={2} justify="space-between" wrap="nowrap" mt={4}>
        <Group gap={2} wrap="nowrap">
          <ActionIcon
            size="sm"
            variant="subtle"
            aria-label={fill(t.fewerServings, title)}
            disabled={servings <= SERVINGS_MIN}
            onClick={() => actions.stepServings(entry, -1)}
          >
            <IconMinus size={14} aria-hidden />
          </ActionIcon>
          <Text fz="xs" fw={700} miw={16} ta="center" aria-live="polite">
            <span aria-hidden>{servings}</span>
            <VisuallyHidden>{fill(t.servingsCount, { n: servings })}</VisuallyHidden>
          </Text>
          <ActionIcon
            size="sm"
            variant="subtle"
            aria-label={fill(t.moreServings, title)}
            disabled={servings >= SERVINGS_MAX}
            onClick={() => actions.stepServings(entry, 1)}
          >
            <IconPlus size={14} aria-hidden />
          </ActionIcon>
        </Group>
        <Group gap={2} wrap="nowrap">
          <Tooltip label={t.move}>
            <ActionIcon
              // Found again by useDialog when a move draws the card anew in another cell.
              id={`plan-move-${entry.id}`}
              size="sm"
              variant="subtle"
              aria-label={fill(t.moveEntry, title)}
              onClick={() => onMoveDialog(entry)}
            >
              <IconArrowsMove size={14} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t.remove}>
            <ActionIcon
              size="sm"
              variant="subtle"
              color="red"
              aria-label={fill(t.removeEntry, title)}
              onClick={() => actions.remove(entry)}
            >
              <IconX size={14} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Paper>
  );
}
