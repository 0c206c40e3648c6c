import { Grid, NumberInput, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { trRecipeForm } from '@receptari/shared/i18n/tr/recipe-form';
import { EXPLANATION_MAX, SERVINGS_MAX, TITLE_MAX } from '@receptari/shared/recipes/recipes.rules';
import { SourceCredit } from '@/components/ui/source-credit.tsx';
import type { Draft } from '../lib/draft.ts';

/** The title, the servings and the explanation: what the autofill button under them reads. */
export function TitleFields({ form }: { form: UseFormReturnType<Draft> }) {
  // An imported recipe's credit, sent with it and shown on its page (docs/product.md#import).
  const { source } = form.getValues();
  return (
    <>
      <Grid>
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <TextInput
            label={trRecipeForm.recipeForm.title}
            required
            maxLength={TITLE_MAX}
            {...form.getInputProps('title')}
          />
          {source && <SourceCredit source={source} />}
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <NumberInput
            label={trRecipeForm.recipeForm.servings}
            required
            min={1}
            max={SERVINGS_MAX}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('servings')}
          />
        </Grid.Col>
      </Grid>
      <Textarea
        label={trRecipeForm.recipeForm.explanation}
        description={trRecipeForm.recipeForm.explanationHint}
        required
        autosize
        minRows={4}
        maxRows={14}
        maxLength={EXPLANATION_MAX}
        {...form.getInputProps('explanation')}
      />
    </>
  );
}
