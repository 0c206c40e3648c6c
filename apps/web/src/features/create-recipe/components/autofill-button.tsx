import { Button, Group } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconSparkles } from '@tabler/icons-react';
import type { GeneratedRecipe } from '@receptari/shared/ai/generate.schemas';
import { caRecipeForm } from '@receptari/shared/i18n/ca-recipe-form';
import { useGenerateRecipe } from '@/api/ai/generate-recipe.ts';
import type { MessageKind } from '../hooks/use-form-message.ts';
import { type Draft, rowKey } from '../lib/draft.ts';

import type { Option } from './catalog-selects.tsx';

interface AutofillButtonProps {
  form: UseFormReturnType<Draft>;
  /** The selects' options, so the AI gets the chosen category's name and cuisine's country. */
  categories: readonly Option[];
  cuisines: readonly Option[];
  onMessage: (kind: MessageKind, text: string) => void;
  /** The filled draft, so the nutrition estimate takes the generated values as already made. */
  onFilled?: (draft: Draft) => void;
}

/** The autofill fills these fields (docs/product.md#autofill) and leaves the rest of the draft as it was. */
const filledFrom = (recipe: GeneratedRecipe): Partial<Draft> => ({
  title: recipe.title,
  description: recipe.description,
  ingredients: recipe.ingredients.map((i) => ({ key: rowKey(), ...i })),
  steps: recipe.steps.map((text) => ({ key: rowKey(), text })),
  prep_time: recipe.prep_time,
  cook_time: recipe.cook_time,
  servings: recipe.servings,
  ...recipe.nutrition,
});

// 1 is the untouched form's servings (docs/product.md#recipe-draft): only a number the cook chose is a hint.
const servingsHint = (value: number | string) => {
  const count = Number(value);
  return Number.isInteger(count) && count > 1 ? count : undefined;
};

/** 'Omplir automàticament': the draft filled by AI from the explanation, once category and cuisine are chosen. */
export function AutofillButton({ form, categories, cuisines, onMessage, onFilled }: AutofillButtonProps) {
  const generate = useGenerateRecipe();

  const run = () => {
    const draft = form.getValues();
    const category = categories.find((c) => c.value === draft.category_id)?.label;
    const cuisine = cuisines.find((c) => c.value === draft.cuisine_id)?.label;
    if (!category || !cuisine) return onMessage('error', caRecipeForm.autofill.catalogFirst);
    const explanation = draft.explanation.trim();
    if (!explanation) {
      form.setFieldError('explanation', caRecipeForm.recipeForm.explanationRequired);
      return onMessage('error', caRecipeForm.recipeForm.explanationRequired);
    }
    generate.mutate(
      { explanation, category, cuisine, servings: servingsHint(draft.servings) },
      {
        onSuccess: (recipe) => {
          form.setValues(filledFrom(recipe));
          onFilled?.(form.getValues());
          onMessage('success', caRecipeForm.autofill.generated);
        },
        onError: () => onMessage('error', caRecipeForm.autofill.failed),
      },
    );
  };

  return (
    <Group justify="flex-end">
      <Button
        type="button"
        variant="light"
        leftSection={<IconSparkles size={18} />}
        loading={generate.isPending}
        onClick={run}
      >
        {generate.isPending ? caRecipeForm.autofill.working : caRecipeForm.autofill.button}
      </Button>
    </Group>
  );
}
