import { Select, SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { trRecipeForm } from '@receptari/shared/i18n/tr/recipe-form';
import type { Draft } from '../lib/draft.ts';

export type Option = { value: string; label: string };

const fields = [
  {
    name: 'category_id',
    get label() {
      return trRecipeForm.recipeForm.category;
    },
    get placeholder() {
      return trRecipeForm.recipeForm.categoryPlaceholder;
    },
  },
  {
    name: 'cuisine_id',
    get label() {
      return trRecipeForm.recipeForm.cuisine;
    },
    get placeholder() {
      return trRecipeForm.recipeForm.cuisinePlaceholder;
    },
  },
] as const;

type Props = {
  form: UseFormReturnType<Draft>;
  options: { category_id: Option[]; cuisine_id: Option[] };
  loading: boolean;
};

/**
 * The two required selects: category by name, cuisine by country (docs/product.md#create-and-edit-a-recipe).
 */
export function CatalogSelects({ form, options, loading }: Props) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {fields.map((f) => (
        <Select
          key={f.name}
          label={f.label}
          placeholder={f.placeholder}
          data={options[f.name]}
          searchable
          required
          disabled={loading}
          {...form.getInputProps(f.name)}
        />
      ))}
    </SimpleGrid>
  );
}
