import { Loader, Modal, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { tr } from '@receptari/shared/i18n/tr/core';
import { trPlanning } from '@receptari/shared/i18n/tr/planning';
import { fill } from '@receptari/shared/i18n/fill';
import type { Meal } from '@receptari/shared/meal-plan/meal-plan.rules';
import type { RecipeCard } from '@receptari/shared/recipes/recipes.schemas';
import { SEARCH_QUERY_MAX } from '@receptari/shared/search/search.rules';
import { useAddMealPlanEntry } from '@/api/meal-plan/add-meal-plan-entry.ts';
import { NO_FILTERS } from '@/api/recipes/list-params.ts';
import { useSearchRecipes } from '@/api/recipes/search-recipes.ts';
import { PlannedServingsInput } from '@/components/planning/plan-fields.tsx';
import { QueryError } from '@/components/ui/query-error.tsx';
import { RecipePicture } from '@/components/ui/recipe-picture.tsx';
import { messageOf } from '@/lib/api-client.ts';
import { notify } from '@/lib/notify.ts';
import { formatPlanDay } from '@/lib/plan-dates.ts';
import { DEFAULT_PLAN_SERVINGS, readServings } from '../lib/plan-servings.ts';
import classes from './meal-plan.module.css';

const t = trPlanning.plan;

/** How long typing must pause before the search runs (as on the search screen). */
const DEBOUNCE_MS = 300;

type Props = { date: string; meal: Meal; week: string; onClose: () => void };

/**
 * 'Afegir una recepta' to one cell: a title search (the search screen's API, newest first when
 * empty) and the servings; choosing a recipe plans it and closes.
 */
export function RecipePickerModal({ date, meal, week, onClose }: Props) {
  const [query, setQuery] = useState('');
  const [searched] = useDebouncedValue(query, DEBOUNCE_MS);
  const [servings, setServings] = useState<number | string>(DEFAULT_PLAN_SERVINGS);
  const add = useAddMealPlanEntry();
  const day = formatPlanDay(date);

  const pick = (recipe: RecipeCard) =>
    add.mutate(
      { date, meal, recipe_id: recipe.id, servings: readServings(servings), week },
      {
        onSuccess: () => {
          notify.success(() => fill(t.planned, { meal: t[meal].toLowerCase(), day }));
          onClose();
        },
        onError: (error) => notify.error(() => messageOf(error, tr.common.unexpected)),
      },
    );

  return (
    <Modal opened onClose={onClose} title={fill(t.pickerTitle, { meal: t[meal], day })} centered size="lg">
      <Stack gap="sm">
        <TextInput
          type="search"
          label={t.searchRecipe}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          leftSection={<IconSearch size={18} aria-hidden />}
          maxLength={SEARCH_QUERY_MAX}
          autoComplete="off"
          data-autofocus
        />
        <PlannedServingsInput value={servings} onChange={setServings} />
        <PickerResults query={searched} busy={add.isPending} onPick={pick} />
      </Stack>
    </Modal>
  );
}

function PickerResults({
  query,
  busy,
  onPick,
}: {
  query: string;
  busy: boolean;
  onPick: (recipe: RecipeCard) => void;
}) {
  const search = useSearchRecipes(query, NO_FILTERS);
  if (search.isPending) {
    return (
      <Stack align="center" py="md" aria-busy>
        <Loader size="sm" role="status" aria-label={t.searching} />
      </Stack>
    );
  }
  if (search.isError) {
    return <QueryError message={tr.common.unexpected} onRetry={() => void search.refetch()} />;
  }
  const recipes = search.data.pages[0]?.recipes ?? [];
  if (recipes.length === 0) return <Text c="dimmed">{t.noResults}</Text>;
  return (
    <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }} aria-busy={busy}>
      {recipes.map((recipe) => (
        <li key={recipe.id}>
          <UnstyledButton
            onClick={() => onPick(recipe)}
            disabled={busy}
            w="100%"
            p={6}
            style={{ display: 'flex', gap: 10, alignItems: 'center', borderRadius: 8 }}
            className={classes.pickResult}
          >
            {recipe.image ? (
              <RecipePicture
                className={classes.pickThumb}
                src={recipe.image}
                sizes="64px"
                alt=""
                width={64}
                height={48}
                loading="lazy"
              />
            ) : (
              <span className={classes.pickThumb} aria-hidden />
            )}
            <Text fw={600} fz="sm">
              {recipe.title}
            </Text>
          </UnstyledButton>
        </li>
      ))}
    </Stack>
  );
}
