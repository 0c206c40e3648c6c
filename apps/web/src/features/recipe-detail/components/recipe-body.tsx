import { Button, Collapse, List, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useState } from 'react';
import { ca } from '@receptari/shared/i18n/ca';
import { fill } from '@receptari/shared/i18n/fill';
import type { RecipeDetail } from '@receptari/shared/recipes/recipes.schemas';

const number = new Intl.NumberFormat('ca', { maximumFractionDigits: 1 });

/** Description, 'Informació extra', ingredients, numbered steps, nutrition and the video. */
export function RecipeBody({ recipe }: { recipe: RecipeDetail }) {
  const [extraOpen, setExtraOpen] = useState(false);
  const n = recipe.nutrition;
  const grams = (v: number | undefined) =>
    v === undefined ? ca.pdf.notAvailable : fill(ca.recipeDetail.grams, { n: number.format(v) });
  return (
    <Stack gap="lg">
      {recipe.description && <Text fz="lg">{recipe.description}</Text>}

      <div>
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
          {ca.recipes.extraInfo}
        </Button>
        <Collapse expanded={extraOpen}>
          <SimpleGrid cols={{ base: 2, sm: 4 }} mt="xs">
            <Fact
              label={ca.recipes.prepTime}
              value={fill(ca.recipeDetail.minutes, { n: recipe.prep_time })}
            />
            <Fact
              label={ca.recipes.cookTime}
              value={fill(ca.recipeDetail.minutes, { n: recipe.cook_time })}
            />
            <Fact label={ca.recipes.servings} value={String(recipe.servings)} />
            <Fact label={ca.recipes.likes} value={String(recipe.likes_count)} />
          </SimpleGrid>
        </Collapse>
      </div>

      <section>
        <Title order={2} fz="xl" mb="xs">
          {ca.recipes.ingredients}
        </Title>
        <List spacing={4}>
          {recipe.ingredients.map((item, i) => (
            <List.Item key={i}>
              {item.name}
              {item.quantity || item.unit ? ` - ${[item.quantity, item.unit].filter(Boolean).join(' ')}` : ''}
            </List.Item>
          ))}
        </List>
      </section>

      <section>
        <Title order={2} fz="xl" mb="xs">
          {ca.recipes.steps}
        </Title>
        <List type="ordered" spacing="sm">
          {recipe.steps.map((step, i) => (
            <List.Item key={i}>{step}</List.Item>
          ))}
        </List>
      </section>

      {n && (
        <section>
          <Title order={2} fz="xl" mb="xs">
            {ca.recipes.nutritionTitle}
          </Title>
          <Table withTableBorder maw={420}>
            <Table.Tbody>
              <Row label={ca.recipes.calories} value={number.format(n.calories)} />
              <Row label={ca.recipes.protein} value={grams(n.protein)} />
              <Row label={ca.recipes.carbs} value={grams(n.carbs)} />
              <Row label={ca.recipes.fats} value={grams(n.fats)} />
            </Table.Tbody>
          </Table>
        </section>
      )}

      {recipe.video && (
        <section>
          <Title order={2} fz="xl" mb="xs">
            {ca.recipes.video}
          </Title>
          <video
            src={recipe.video}
            controls
            preload="metadata"
            style={{ width: '100%', maxHeight: 480, borderRadius: 12 }}
          />
        </section>
      )}
    </Stack>
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
