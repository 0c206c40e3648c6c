import { Group, Loader, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { trRecipeForm } from '@receptari/shared/i18n/tr/recipe-form';
import { fill } from '@receptari/shared/i18n/fill';
import { NUTRITION_MAX } from '@receptari/shared/recipes/recipes.rules';
import type { Draft } from '../lib/draft.ts';

// Read at render, so the labels follow the language (docs/decisions/0026).
const fields = () =>
  [
    { name: 'calories', label: trRecipeForm.recipeForm.calories, decimals: 0 },
    { name: 'protein', label: trRecipeForm.recipeForm.protein, decimals: 1 },
    { name: 'fats', label: trRecipeForm.recipeForm.fats, decimals: 1 },
    { name: 'carbs', label: trRecipeForm.recipeForm.carbs, decimals: 1 },
  ] as const;

type Props = { form: UseFormReturnType<Draft>; busy: boolean; unmatched: string[] };

/** Per serving, estimated from the ingredients and still editable; a busy line while it updates. */
export function NutritionFields({ form, busy, unmatched }: Props) {
  return (
    <Stack gap="xs" aria-live="polite">
      <Text fw={600}>{trRecipeForm.recipeForm.nutrition}</Text>
      {busy ? (
        <Group gap="xs" mih={60}>
          <Loader size="sm" aria-hidden />
          <Text>{trRecipeForm.recipeForm.calculating}</Text>
        </Group>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          {fields().map((f) => (
            <NumberInput
              key={f.name}
              label={f.label}
              min={0}
              max={NUTRITION_MAX}
              decimalScale={f.decimals}
              decimalSeparator=","
              allowNegative={false}
              {...form.getInputProps(f.name)}
            />
          ))}
        </SimpleGrid>
      )}
      {!busy && unmatched.length > 0 && (
        <Text fz="sm" c="dimmed">
          {fill(trRecipeForm.recipeForm.unmatched, { names: unmatched.join(', ') })}
        </Text>
      )}
    </Stack>
  );
}
