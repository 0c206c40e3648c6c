import { ActionIcon, Select, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import { trRecipeForm } from '@receptari/shared/i18n/tr/recipe-form';
import { fill } from '@receptari/shared/i18n/fill';
import { unitLabel } from '@receptari/shared/quantities/unit-label';
import {
  INGREDIENT_NAME_MAX,
  INGREDIENTS_MAX,
  QUANTITY_MAX,
  UNITS,
} from '@receptari/shared/recipes/recipes.rules';
import { ListFooter } from './list-footer.tsx';
import { type Draft, emptyIngredient } from '../lib/draft.ts';
import classes from './ingredients-editor.module.css';

/**
 * The unit options (`UNITS`, docs/product.md#recipe-fields): the id as value, the reader's word as
 * label (plural, as a list of units reads); the empty one reads 'cap' (none).
 */
// Read at render: the labels follow the language (docs/decisions/0026).
const unitOptions = () =>
  UNITS.map((u) => ({ value: u, label: unitLabel(u, '') || trRecipeForm.recipeForm.noUnit }));

/** Ingredient rows: quantity (free text: "1/2", "2-3"), unit, name; add and remove. */
export function IngredientsEditor({ form }: { form: UseFormReturnType<Draft> }) {
  const rows = form.getValues().ingredients;
  return (
    <Stack gap="xs">
      <Text fw={600}>{trRecipeForm.recipeForm.ingredients}</Text>
      {rows.map((row, i) => (
        <div key={row.key} className={classes.row} data-testid="ingredient-row">
          <TextInput
            aria-label={`${trRecipeForm.recipeForm.quantity} ${i + 1}`}
            placeholder={trRecipeForm.recipeForm.quantity}
            maxLength={QUANTITY_MAX}
            className={classes.quantity}
            {...form.getInputProps(`ingredients.${i}.quantity`)}
          />
          <Select
            aria-label={`${trRecipeForm.recipeForm.unit} ${i + 1}`}
            data={unitOptions()}
            allowDeselect={false}
            className={classes.unit}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps(`ingredients.${i}.unit`)}
          />
          <TextInput
            aria-label={`${trRecipeForm.recipeForm.ingredientName} ${i + 1}`}
            placeholder={trRecipeForm.recipeForm.ingredientName}
            maxLength={INGREDIENT_NAME_MAX}
            className={classes.name}
            {...form.getInputProps(`ingredients.${i}.name`)}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            mt={2}
            className={classes.remove}
            aria-label={fill(trRecipeForm.recipeForm.removeIngredient, { n: i + 1 })}
            onClick={() => form.removeListItem('ingredients', i)}
            disabled={rows.length <= 1}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </div>
      ))}
      <ListFooter
        error={form.errors.ingredients}
        addLabel={trRecipeForm.recipeForm.addIngredient}
        onAdd={() => form.insertListItem('ingredients', emptyIngredient())}
        full={rows.length >= INGREDIENTS_MAX}
      />
    </Stack>
  );
}
