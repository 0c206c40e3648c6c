import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { trRecipeForm } from '@receptari/shared/i18n/tr/recipe-form';
import { fill } from '@receptari/shared/i18n/fill';
import { STEP_MAX, STEPS_MAX } from '@receptari/shared/recipes/recipes.rules';
import { ListFooter } from './list-footer.tsx';
import { type Draft, emptyStep } from '../lib/draft.ts';
import { StepRow } from './step-row.tsx';

type Form = UseFormReturnType<Draft>;

/** Positions (1-based) for the screen reader lines, from the row keys dnd-kit reports. */
const positionIn = (keys: string[]) => (id: string | number | undefined) => keys.indexOf(String(id)) + 1;

/** 'Pas N' rows: add, remove, and reorder by the drag handle, with a pointer or the keyboard. */
export function StepsEditor({ form }: { form: Form }) {
  const steps = form.getValues().steps;
  const keys = steps.map((s) => s.key);
  const at = positionIn(keys);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    form.reorderListItem('steps', { from: at(active.id) - 1, to: at(over.id) - 1 });
  };

  return (
    <Stack gap="xs">
      <Text fw={600}>{trRecipeForm.recipeForm.steps}</Text>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          screenReaderInstructions: { draggable: trRecipeForm.recipeForm.dragInstructions },
          announcements: {
            onDragStart: ({ active }) => fill(trRecipeForm.recipeForm.stepPicked, { n: at(active.id) }),
            onDragOver: ({ active, over }) =>
              over
                ? fill(trRecipeForm.recipeForm.stepOver, { from: at(active.id), to: at(over.id) })
                : undefined,
            onDragEnd: ({ active, over }) =>
              fill(trRecipeForm.recipeForm.stepMoved, { from: at(active.id), to: at(over?.id ?? active.id) }),
            onDragCancel: ({ active }) =>
              fill(trRecipeForm.recipeForm.stepDropCancelled, { n: at(active.id) }),
          },
        }}
      >
        <SortableContext items={keys} strategy={verticalListSortingStrategy}>
          {steps.map((step, i) => (
            <StepRow
              key={step.key}
              id={step.key}
              n={i + 1}
              maxLength={STEP_MAX}
              inputProps={form.getInputProps(`steps.${i}.text`)}
              canRemove={steps.length > 1}
              onRemove={() => form.removeListItem('steps', i)}
            />
          ))}
        </SortableContext>
      </DndContext>
      <ListFooter
        error={form.errors.steps}
        addLabel={trRecipeForm.recipeForm.addStep}
        onAdd={() => form.insertListItem('steps', emptyStep())}
        full={steps.length >= STEPS_MAX}
      />
    </Stack>
  );
}
