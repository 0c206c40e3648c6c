import { Badge, Group, Stack, Text } from '@mantine/core';
import { trDiet } from '@receptari/shared/i18n/tr/diet';
import type { RecipeDetail } from '@receptari/shared/recipes/recipes.schemas';

type Props = { recipe: Pick<RecipeDetail, 'allergens' | 'diets'> };

/** One labelled row of badges; wraps on a phone. */
function BadgeRow({ title, names, color }: { title: string; names: string[]; color: string }) {
  return (
    <Group gap={6} align="center">
      <Text fz="sm" fw={600} id={`diet-${color}`}>
        {title}
      </Text>
      <Group gap={6} role="group" aria-labelledby={`diet-${color}`}>
        {names.map((name) => (
          <Badge key={name} color={color} variant="light" size="lg" tt="none">
            {name}
          </Badge>
        ))}
      </Group>
    </Group>
  );
}

/**
 * The recipe's allergens and diets in Catalan, with the line saying they are estimated from the
 * ingredient names, not declared (docs/product.md#allergens-and-diets).
 */
export function DietBadges({ recipe }: Props) {
  const allergens = recipe.allergens.map((a) => trDiet.allergens[a]);
  const diets = recipe.diets.map((d) => trDiet.diets[d]);
  return (
    <Stack gap={6} component="section" aria-label={`${trDiet.allergensTitle}, ${trDiet.dietsTitle}`}>
      {allergens.length > 0 ? (
        <BadgeRow title={trDiet.allergensTitle} names={allergens} color="orange" />
      ) : (
        <Text fz="sm" fw={600}>
          {trDiet.noAllergens}
        </Text>
      )}
      {diets.length > 0 ? <BadgeRow title={trDiet.dietsTitle} names={diets} color="green" /> : null}
      <Text fz="xs" c="dimmed">
        {trDiet.estimated}
      </Text>
    </Stack>
  );
}
