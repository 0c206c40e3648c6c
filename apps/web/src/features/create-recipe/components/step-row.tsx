import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Group, Textarea } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { IconGripVertical, IconTrash } from '@tabler/icons-react';
import { trRecipeForm } from '@receptari/shared/i18n/tr/recipe-form';
import { fill } from '@receptari/shared/i18n/fill';

type Props = {
  id: string;
  n: number;
  maxLength: number;
  inputProps: GetInputPropsReturnType;
  canRemove: boolean;
  onRemove: () => void;
};

/** One step: its drag handle (pointer or keyboard), its text as 'Pas N', and a remove button. */
export function StepRow({ id, n, maxLength, inputProps, canRemove, onRemove }: Props) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id });
  return (
    <Group
      ref={setNodeRef}
      align="flex-start"
      gap="xs"
      wrap="nowrap"
      data-testid="step-row"
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 2 : undefined,
        opacity: isDragging ? 0.85 : 1,
      }}
    >
      <ActionIcon
        ref={setActivatorNodeRef}
        variant="subtle"
        color="gray"
        size="lg"
        mt={26}
        aria-label={fill(trRecipeForm.recipeForm.moveStep, { n })}
        style={{ cursor: 'grab', touchAction: 'none' }}
        {...attributes}
        {...listeners}
      >
        <IconGripVertical size={18} aria-hidden />
      </ActionIcon>
      <Textarea
        label={fill(trRecipeForm.recipeForm.step, { n })}
        autosize
        minRows={2}
        maxLength={maxLength}
        style={{ flex: 1 }}
        {...inputProps}
      />
      <ActionIcon
        variant="subtle"
        color="red"
        size="lg"
        mt={26}
        aria-label={fill(trRecipeForm.recipeForm.removeStep, { n })}
        onClick={onRemove}
        disabled={!canRemove}
      >
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
