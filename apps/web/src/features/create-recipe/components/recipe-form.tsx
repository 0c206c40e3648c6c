import { Button, Grid, Group, NumberInput, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useEffect, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ca } from '@receptari/shared/i18n/ca';
import { caRecipeForm } from '@receptari/shared/i18n/ca-recipe-form';
import {
  DESCRIPTION_MAX,
  EXPLANATION_MAX,
  MINUTES_MAX,
  SERVINGS_MAX,
  TITLE_MAX,
} from '@receptari/shared/recipes/recipes.rules';
import { ApiError } from '@/lib/api-client.ts';
import { notify } from '@/lib/notify.ts';
import { useCategories } from '@/api/catalog/get-categories.ts';
import { useCuisines } from '@/api/catalog/get-cuisines.ts';
import { useCreateRecipe } from '@/api/recipes/create-recipe.ts';
import { useUpdateRecipe } from '@/api/recipes/update-recipe.ts';
import { type EditTarget, useDraftForm } from '../hooks/use-draft-form.ts';
import { useFormMessage } from '../hooks/use-form-message.ts';
import { useNutritionEstimate } from '../hooks/use-nutrition-estimate.ts';
import { unchangedMediaLeftOut } from '../lib/draft-from-recipe.ts';
import { validateDraft } from '../lib/validate-draft.ts';
import { AutofillButton } from './autofill-button.tsx';
import { CatalogSelects } from './catalog-selects.tsx';
import { FormMessage } from './form-message.tsx';
import { IngredientsEditor } from './ingredients-editor.tsx';
import { MediaField } from './media-field.tsx';
import { NutritionFields } from './nutrition-fields.tsx';
import { StepsEditor } from './steps-editor.tsx';

/** The failure line of the spec, with the server's reason under it when it gave one. */
const failureText = (error: unknown, line: string) =>
  error instanceof ApiError && error.status !== 0 && error.serverMessage
    ? `${line}\n${error.serverMessage}`
    : line;

/**
 * The authenticated /agregar form. Nothing typed is lost: the draft is kept until published. With
 * `edit`, the same form edits that recipe and saves it with PUT /api/recipes/{id}.
 */
export function RecipeForm({ userId, edit }: { userId: number; edit?: EditTarget }) {
  const navigate = useNavigate();
  const { form, restored, discard } = useDraftForm(userId, edit);
  const { message, show, close } = useFormMessage();
  const categoryList = useCategories();
  const cuisineList = useCuisines();
  const create = useCreateRecipe();
  const update = useUpdateRecipe(edit?.id ?? 0);
  const saving = create.isPending || update.isPending;
  const labels = edit
    ? { idle: caRecipeForm.recipeForm.update, busy: caRecipeForm.recipeForm.updating }
    : { idle: caRecipeForm.recipeForm.submit, busy: caRecipeForm.recipeForm.submitting };
  const values = form.getValues();
  const nutrition = useNutritionEstimate(values.ingredients, values.servings, {
    onResult: ({ calories, protein, fats, carbs }) => form.setValues({ calories, protein, fats, carbs }),
    onError: () => show('error', caRecipeForm.ai.nutritionFailed),
  });

  useEffect(() => {
    if (restored) show('info', caRecipeForm.recipeForm.draftRestored);
  }, [restored, show]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = validateDraft(form.getValues());
    if (!check.ok) {
      form.setErrors(check.errors);
      show('error', check.message);
      return;
    }
    form.clearErrors();
    if (edit) {
      update.mutate(unchangedMediaLeftOut(check.input, edit.initial), {
        onSuccess: (saved) => {
          discard();
          const message =
            saved.status === 'pending'
              ? `${caRecipeForm.recipeForm.updated}\n${ca.foodCheck.pendingExplained}`
              : caRecipeForm.recipeForm.updated;
          notify.success(message);
          void navigate(`/info/${saved.id}`);
        },
        onError: (error) => show('error', failureText(error, caRecipeForm.recipeForm.updateFailed)),
      });
      return;
    }
    create.mutate(check.input, {
      onSuccess: (created) => {
        discard();
        const message =
          created.status === 'pending'
            ? `${caRecipeForm.recipeForm.created}\n${ca.foodCheck.pendingExplained}`
            : caRecipeForm.recipeForm.created;
        // A popup, not the form's message: it outlives the form, shown before going to the landing page.
        notify.success(message);
        void navigate('/');
      },
      onError: (error) => show('error', failureText(error, caRecipeForm.recipeForm.createFailed)),
    });
  };

  const categories = (categoryList.data ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  const cuisines = (cuisineList.data ?? []).map((c) => ({ value: String(c.id), label: c.country }));
  const minutes = { min: 0, max: MINUTES_MAX, allowDecimal: false, allowNegative: false, required: true };
  const highlightMedia = message?.kind === 'error';

  return (
    <form onSubmit={submit} noValidate>
      <input type="hidden" name="user_id" value={userId} />
      <Stack gap="lg">
        <FormMessage message={message} onClose={close} />
        <CatalogSelects
          form={form}
          options={{ category_id: categories, cuisine_id: cuisines }}
          loading={categoryList.isPending || cuisineList.isPending}
        />
        <Grid>
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <TextInput
              label={caRecipeForm.recipeForm.title}
              required
              maxLength={TITLE_MAX}
              {...form.getInputProps('title')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <NumberInput
              label={caRecipeForm.recipeForm.servings}
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
          label={caRecipeForm.recipeForm.explanation}
          description={caRecipeForm.recipeForm.explanationHint}
          required
          autosize
          minRows={4}
          maxRows={14}
          maxLength={EXPLANATION_MAX}
          {...form.getInputProps('explanation')}
        />
        <AutofillButton
          form={form}
          categories={categories}
          cuisines={cuisines}
          onMessage={show}
          onFilled={(draft) => nutrition.adopt(draft.ingredients, draft.servings)}
        />
        <Textarea
          label={caRecipeForm.recipeForm.description}
          autosize
          minRows={2}
          maxLength={DESCRIPTION_MAX}
          {...form.getInputProps('description')}
        />
        <StepsEditor form={form} />
        <IngredientsEditor form={form} />
        <NutritionFields form={form} busy={nutrition.busy} unmatched={nutrition.unmatched} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label={caRecipeForm.recipeForm.prepTime}
            {...minutes}
            {...form.getInputProps('prep_time')}
          />
          <NumberInput
            label={caRecipeForm.recipeForm.cookTime}
            {...minutes}
            {...form.getInputProps('cook_time')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {(['image', 'video'] as const).map((kind) => (
            <MediaField
              key={kind}
              kind={kind}
              value={values[kind]}
              onChange={(url) => form.setFieldValue(kind, url)}
              highlight={highlightMedia}
              onMessage={show}
            />
          ))}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" size="md" loading={saving}>
            {saving ? labels.busy : labels.idle}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
