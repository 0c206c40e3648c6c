import { trLives } from '@receptari/shared/i18n/tr/lives';
import { Checkbox, Stack, Title } from '@mantine/core';
import type { Ingredient } from '@receptari/shared/recipes/recipes.schemas';
import { unitLabel } from '@receptari/shared/quantities/unit-label';

type Props = {
  ingredients: Ingredient[];
  /** The ingredients this viewer ticked, by position (kept by the recipe, in this page only). */
  checked: ReadonlySet<number>;
  onToggle: (index: number) => void;
};

/** The live recipe's ingredients, each with a checkbox the viewer ticks for themselves. */
export function IngredientChecklist({ ingredients, checked, onToggle }: Props) {
  return (
    <section aria-labelledby="live-ingredients">
      <Title order={2} size="h5" id="live-ingredients" mb={6}>
        {trLives.liveRoom.ingredients}
      </Title>
      <Stack gap={6}>
        {ingredients.map((ingredient, i) => (
          <Checkbox
            key={i}
            checked={checked.has(i)}
            onChange={() => onToggle(i)}
            label={[ingredient.quantity, unitLabel(ingredient.unit, ingredient.quantity), ingredient.name]
              .filter(Boolean)
              .join(' ')}
          />
        ))}
      </Stack>
    </section>
  );
}
