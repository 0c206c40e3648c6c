import { NumberInput, SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { trRecipeForm } from '@receptari/shared/i18n/tr/recipe-form';
import { MINUTES_MAX } from '@receptari/shared/recipes/recipes.rules';
import type { Draft } from '../lib/draft.ts';

const minutes = { min: 0, max: MINUTES_MAX, allowDecimal: false, allowNegative: false, required: true };

/** The preparation and cooking times, in whole minutes. */
export function TimeFields({ form }: { form: UseFormReturnType<Draft> }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <NumberInput
        label={trRecipeForm.recipeForm.prepTime}
        {...minutes}
        {...form.getInputProps('prep_time')}
      />
      <NumberInput
        label={trRecipeForm.recipeForm.cookTime}
        {...minutes}
        {...form.getInputProps('cook_time')}
      />
    </SimpleGrid>
  );
}
