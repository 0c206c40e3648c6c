import { Group, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { useEffect, type FormEvent } from 'react';
import { byShownName, shownCatalogName } from '@receptari/shared/catalog/catalog-name';
import { trImport } from '@receptari/shared/i18n/tr/import';
import { trRecipeForm } from '@receptari/shared/i18n/tr/recipe-form';
import { DESCRIPTION_MAX } from '@receptari/shared/recipes/recipes.rules';
import { useCategories } from '@/api/catalog/get-categories.ts';
import { useCuisines } from '@/api/catalog/get-cuisines.ts';
import { BusyButton } from '@/components/ui/busy.tsx';
import { type EditTarget, useDraftForm } from '../hooks/use-draft-form.ts';
import { useFormMessage } from '../hooks/use-form-message.ts';
import { useImportHandoff } from '../hooks/use-import-handoff.ts';
import { useNutritionEstimate } from '../hooks/use-nutrition-estimate.ts';
import { useSaveRecipe } from '../hooks/use-save-recipe.ts';
import { validateDraft } from '../lib/validate-draft.ts';
import { AutofillButton } from './autofill-button.tsx';
import { CatalogSelects } from './catalog-selects.tsx';
import { FormMessage } from './form-message.tsx';
import { ImportedRecipeNotice } from './imported-recipe.tsx';
import { IngredientsEditor } from './ingredients-editor.tsx';
import { MediaField } from './media-field.tsx';
import { NutritionFields } from './nutrition-fields.tsx';
import { StepsEditor } from './steps-editor.tsx';
import { TimeFields } from './time-fields.tsx';
import { TitleFields } from './title-fields.tsx';

/**
 * The authenticated /agregar form. Nothing typed is lost: the draft is kept until published. With
 * `edit`, the same form edits that recipe and saves it with PUT /api/recipes/{id}.
 */
export function RecipeForm({ userId, edit }: { userId: number; edit?: EditTarget }) {
  const handoff = useImportHandoff(edit === undefined);
  const { form, restored, adoptedImport, replace, discard } = useDraftForm(userId, edit, handoff?.draft);
  const { message, show, close } = useFormMessage();
  const categoryList = useCategories();
  const cuisineList = useCuisines();
  const { save, saving } = useSaveRecipe(edit, { discard, show });
  const labels = edit
    ? { idle: trRecipeForm.recipeForm.update, busy: trRecipeForm.recipeForm.updating }
    : { idle: trRecipeForm.recipeForm.submit, busy: trRecipeForm.recipeForm.submitting };
  const values = form.getValues();
  const nutrition = useNutritionEstimate(
    values.ingredients,
    values.servings,
    {
      onResult: ({ calories, protein, fats, carbs }) => form.setValues({ calories, protein, fats, carbs }),
      onError: () => show('error', trRecipeForm.ai.nutritionFailed),
    },
    { estimateAtMount: adoptedImport && handoff?.lacksNutrition },
  );

  const importing = handoff !== null;
  useEffect(() => {
    // With an imported recipe waiting, the question says it instead.
    if (restored && !importing) show('info', trRecipeForm.recipeForm.draftRestored);
  }, [restored, importing, show]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = validateDraft(form.getValues());
    if (!check.ok) {
      form.setErrors(check.errors);
      show('error', check.message);
      return;
    }
    form.clearErrors();
    save(check.input);
  };

  const categories = byShownName(categoryList.data ?? []).map((c) => ({
    value: String(c.id),
    label: shownCatalogName(c),
  }));
  const cuisines = byShownName(cuisineList.data ?? []).map((c) => ({
    value: String(c.id),
    label: shownCatalogName(c),
  }));
  const highlightMedia = message?.kind === 'error';

  return (
    <form onSubmit={submit} noValidate>
      <input type="hidden" name="user_id" value={userId} />
      <Stack gap="lg">
        <FormMessage message={message} onClose={close} />
        {handoff && (
          <ImportedRecipeNotice
            handoff={handoff}
            adopted={adoptedImport}
            onReplace={(draft) => {
              replace(draft);
              // Its own nutrition counts as estimated for its rows; without any, the form estimates it.
              if (!handoff.lacksNutrition) nutrition.adopt(draft.ingredients, draft.servings);
            }}
            onKeep={() => show('info', trImport.form.kept)}
          />
        )}
        <CatalogSelects
          form={form}
          options={{ category_id: categories, cuisine_id: cuisines }}
          loading={categoryList.isPending || cuisineList.isPending}
        />
        <TitleFields form={form} />
        <AutofillButton
          form={form}
          categories={categories}
          cuisines={cuisines}
          onMessage={show}
          onFilled={(draft) => nutrition.adopt(draft.ingredients, draft.servings)}
        />
        <Textarea
          label={trRecipeForm.recipeForm.description}
          autosize
          minRows={2}
          maxLength={DESCRIPTION_MAX}
          {...form.getInputProps('description')}
        />
        <StepsEditor form={form} />
        <IngredientsEditor form={form} />
        <NutritionFields form={form} busy={nutrition.busy} unmatched={nutrition.unmatched} />
        <TimeFields form={form} />
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
          <BusyButton type="submit" size="md" busy={saving}>
            {saving ? labels.busy : labels.idle}
          </BusyButton>
        </Group>
      </Stack>
    </form>
  );
}
