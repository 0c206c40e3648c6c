import { Group, Text } from '@mantine/core';
import { shownCatalogName } from '@receptari/shared/catalog/catalog-name';
import { trCooking } from '@receptari/shared/i18n/tr/cooking';
import { fill } from '@receptari/shared/i18n/fill';
import { difficultyOf } from '@receptari/shared/recipes/recipes.rules';
import type { RecipeDetail } from '@receptari/shared/recipes/recipes.schemas';
import classes from './recipe-detail.module.css';

const t = trCooking.glance;

/** 95 -> "1 h 35 min": the total a cook plans around. */
function formatTotalTime(minutes: number): string {
  if (minutes < 60) return fill(t.totalMinutes, { n: minutes });
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m === 0 ? fill(t.totalWholeHours, { h }) : fill(t.totalHours, { h, m });
}

/**
 * The facts a cook decides with, on the first screen (docs/product.md#recipe-detail): total time,
 * servings, difficulty (from the number of steps), category and cuisine.
 */
export function RecipeGlance({ recipe, servings }: { recipe: RecipeDetail; servings: number }) {
  const facts: [string, string][] = [
    [t.totalTime, formatTotalTime(recipe.prep_time + recipe.cook_time)],
    [t.servings, String(servings)],
    [t.difficulty, t[difficultyOf(recipe.steps.length)]],
  ];
  if (recipe.category) facts.push([t.category, shownCatalogName(recipe.category)]);
  if (recipe.cuisine) facts.push([t.cuisine, shownCatalogName(recipe.cuisine)]);
  return (
    <Group gap="xs" className={classes.glance} data-testid="recipe-glance">
      {facts.map(([label, value]) => (
        <div key={label} className={classes.fact}>
          <Text fz="xs" c="dimmed" lh={1.2}>
            {label}
          </Text>
          <Text fw={700} lh={1.3}>
            {value}
          </Text>
        </div>
      ))}
    </Group>
  );
}
