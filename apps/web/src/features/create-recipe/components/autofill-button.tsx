import { Button, Group, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconSparkles } from '@tabler/icons-react';
import type { GeneratedRecipe } from '@receptari/shared/ai/generate.schemas';
import { trRecipeForm } from '@receptari/shared/i18n/tr/recipe-form';
import { fill } from '@receptari/shared/i18n/fill';
import { useState } from 'react';
import { useGenerateRecipe } from '@/api/ai/generate-recipe.ts';
import { BusyButton } from '@/components/ui/busy.tsx';
import type { MessageKind } from '../hooks/use-form-message.ts';
import { type Draft, rowKey } from '../lib/draft.ts';
import { proposeCatalog } from '../lib/propose-catalog.ts';

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
/** The category and cuisine read from the text, both known (chosen or proposed), for one click. */
type Proposal = { category: Option; cuisine: Option } | null;

export function AutofillButton({ form, categories, cuisines, onMessage, onFilled }: AutofillButtonProps) {
  const generate = useGenerateRecipe();
  const [proposal, setProposal] = useState<Proposal>(null);

  // The spec's rule stands (docs/product.md#autofill): no generation before both are chosen. The
  // form only proposes what the text points to; the cook accepts it or chooses otherwise.
  const propose = (draft: Draft, category?: Option, cuisine?: Option) => {
    const read = proposeCatalog(draft.explanation, categories, cuisines);
    const both = { category: category ?? read.category, cuisine: cuisine ?? read.cuisine };
    setProposal(both.category && both.cuisine ? { category: both.category, cuisine: both.cuisine } : null);
  };

  const accept = (chosen: NonNullable<Proposal>) => {
    form.setFieldValue('category_id', chosen.category.value);
    form.setFieldValue('cuisine_id', chosen.cuisine.value);
    setProposal(null);
  };

  const run = () => {
    const draft = form.getValues();
    const chosenCategory = categories.find((c) => c.value === draft.category_id);
    const chosenCuisine = cuisines.find((c) => c.value === draft.cuisine_id);
    const category = chosenCategory?.label;
    const cuisine = chosenCuisine?.label;
    if (!category || !cuisine) {
      propose(draft, chosenCategory, chosenCuisine);
      return onMessage('error', trRecipeForm.autofill.catalogFirst);
    }
    setProposal(null);
    const explanation = draft.explanation.trim();
    if (!explanation) {
      form.setFieldError('explanation', trRecipeForm.recipeForm.explanationRequired);
      return onMessage('error', trRecipeForm.recipeForm.explanationRequired);
    }
    generate.mutate(
      { explanation, category, cuisine, servings: servingsHint(draft.servings) },
      {
        onSuccess: (recipe) => {
          form.setValues(filledFrom(recipe));
          onFilled?.(form.getValues());
          // A warning (no time found) is information for the cook, said with the success.
          if (recipe.warnings?.length) {
            onMessage('info', [trRecipeForm.autofill.generated, ...recipe.warnings].join('\n'));
          } else {
            onMessage('success', trRecipeForm.autofill.generated);
          }
        },
        onError: () => onMessage('error', trRecipeForm.autofill.failed),
      },
    );
  };

  return (
    <Stack gap="xs" align="flex-end">
      <BusyButton
        type="button"
        variant="light"
        leftSection={<IconSparkles size={18} />}
        busy={generate.isPending}
        onClick={run}
      >
        {generate.isPending ? trRecipeForm.autofill.working : trRecipeForm.autofill.button}
      </BusyButton>
      {proposal && (
        <Group gap="xs" justify="flex-end">
          <Text size="sm">
            {fill(trRecipeForm.autofill.proposal, {
              category: proposal.category.label,
              cuisine: proposal.cuisine.label,
            })}
          </Text>
          <Button type="button" size="xs" variant="subtle" onClick={() => accept(proposal)}>
            {trRecipeForm.autofill.useProposal}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
