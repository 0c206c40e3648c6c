import { Group, Loader, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { caRecipeForm } from '@receptari/shared/i18n/ca-recipe-form';
import { fill } from '@receptari/shared/i18n/fill';
import { NUTRITION_MAX } from '@receptari/shared/recipes/recipes.rules';
import type { Draft } from '../lib/draft.ts';

const fields = [
  { name: 'calories', label: caRecipeForm.recipeForm.calories, decimals: 0 },
  { name: 'protein', label: caRecipeForm.recipeForm.protein, decimals: 1 },
  { name: 'fats', label: caRecipeForm.recipeForm.fats, decimals: 1 },
  { name: 'carbs', label: caRecipeForm.recipeForm.carbs, decimals: 1 },
] as const;

type Props = { form: UseFormReturnType<Draft>; busy: boolean; unmatched: string[] };

/** Per serving, estimated from the ingredients and still editable; a busy line while it updates. */
export function NutritionFields({ form, busy, unmatched }: Props) {
  return (
    <Stack gap="xs" aria-live="polite">
      <Text fw={600}>{caRecipeForm.recipeForm.nutrition}</Text>
      {busy ? (
        <Group gap="xs" mih={60}>
          <Loader size="sm" aria-hidden />
          <Text>{caRecipeForm.recipeForm.calculating}</Text>
        </Group>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          {fields.map((f) => (
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
          {fill(caRecipeForm.recipeForm.unmatched, { names: unmatched.join(', ') })}
        </Text>
      )}
    </Stack>
  );
}
