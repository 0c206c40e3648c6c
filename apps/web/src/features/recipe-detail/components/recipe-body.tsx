import { perLocale } from '@receptari/shared/i18n/intl';
import { Button, Collapse, List, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { tr } from '@receptari/shared/i18n/tr/core';
import { trCooking } from '@receptari/shared/i18n/tr/cooking';
import { fill } from '@receptari/shared/i18n/fill';
import type { RecipeDetail } from '@receptari/shared/recipes/recipes.schemas';
import classes from './recipe-detail.module.css';

const number = perLocale((tag) => new Intl.NumberFormat(tag, { maximumFractionDigits: 1 }));

/** Description and the collapsible 'Informació extra' (docs/product.md#recipe-detail). */
export function RecipeIntro({ recipe }: { recipe: RecipeDetail }) {
  const [extraOpen, setExtraOpen] = useState(false);
  return (
    <Stack gap="xs">
      {recipe.description && <Text fz="lg">{recipe.description}</Text>}
      <div className={classes.noPrint}>
        <Button
          variant="subtle"
          px={0}
          onClick={() => setExtraOpen((o) => !o)}
          aria-expanded={extraOpen}
          rightSection={
            <IconChevronDown
              size={18}
              aria-hidden
              style={{ transform: extraOpen ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
            />
          }
        >
          {tr.recipes.extraInfo}
        </Button>
        <Collapse expanded={extraOpen}>
          <SimpleGrid cols={{ base: 2, sm: 4 }} mt="xs">
            <Fact
              label={tr.recipes.prepTime}
              value={fill(tr.recipeDetail.minutes, { n: recipe.prep_time })}
            />
            <Fact
              label={tr.recipes.cookTime}
              value={fill(tr.recipeDetail.minutes, { n: recipe.cook_time })}
            />
            <Fact label={tr.recipes.servings} value={String(recipe.servings)} />
            <Fact label={tr.recipes.likes} value={String(recipe.likes_count)} />
          </SimpleGrid>
        </Collapse>
      </div>
    </Stack>
  );
}

/** The numbered 'Passos', with the cook mode button above them. */
export function StepsSection({ steps, action }: { steps: readonly string[]; action: ReactNode }) {
  return (
    <section aria-labelledby="steps-title">
      <Title order={2} fz="xl" mb="xs" id="steps-title">
        {tr.recipes.steps}
      </Title>
      {action}
      <List type="ordered" spacing="sm" className={classes.steps}>
        {steps.map((step, i) => (
          <List.Item key={i}>{step}</List.Item>
        ))}
      </List>
    </section>
  );
}

/** 'Informació Nutricional' (per serving, whatever servings the page shows) and the video. */
export function RecipeExtras({ recipe }: { recipe: RecipeDetail }) {
  const n = recipe.nutrition;
  const grams = (v: number | undefined) =>
    v === undefined ? tr.pdf.notAvailable : fill(tr.recipeDetail.grams, { n: number().format(v) });
  return (
    <>
      {n && (
        <section>
          <Title order={2} fz="xl" mb={4}>
            {tr.recipes.nutritionTitle}
          </Title>
          <Text fz="sm" c="dimmed" mb="xs">
            {trCooking.servings.nutritionPerServing}
          </Text>
          <Table withTableBorder maw={420}>
            <Table.Tbody>
              <Row label={tr.recipes.calories} value={number().format(n.calories)} />
              <Row label={tr.recipes.protein} value={grams(n.protein)} />
              <Row label={tr.recipes.carbs} value={grams(n.carbs)} />
              <Row label={tr.recipes.fats} value={grams(n.fats)} />
            </Table.Tbody>
          </Table>
        </section>
      )}

      {recipe.video && (
        <section className={classes.noPrint}>
          <Title order={2} fz="xl" mb="xs">
            {tr.recipes.video}
          </Title>
          <video
            src={recipe.video}
            controls
            preload="metadata"
            style={{ width: '100%', maxHeight: 480, borderRadius: 12 }}
          />
        </section>
      )}
    </>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700}>{value}</Text>
    </div>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Table.Tr>
      <Table.Th scope="row">{label}</Table.Th>
      <Table.Td>{value}</Table.Td>
    </Table.Tr>
  );
}
