import { Stack, Text } from '@mantine/core';
import { trSearch } from '@receptari/shared/i18n/tr/search';
import { fill } from '@receptari/shared/i18n/fill';
import { useWithWhatIHave } from '@/api/recipes/find-with-what-i-have.ts';
import { RecipeCard } from '@/components/recipe-card/recipe-card.tsx';
import { RecipeGrid } from '@/components/recipe-card/recipe-grid.tsx';
import { LoadingLine } from '@/components/ui/loading-line.tsx';
import { QueryError } from '@/components/ui/query-error.tsx';
import { messageOf } from '@/lib/api-client.ts';
import type { HaveSearch } from '../lib/have-params.ts';

const t = trSearch.withWhatIHave;

/** 'Et falta: a, b', or 'Ho tens tot' when the cook lacks nothing. */
function MissingLine({ missing }: { missing: string[] }) {
  return (
    <Text
      fz="sm"
      fw={600}
      c={missing.length ? 'var(--app-color-warning-text)' : 'var(--app-color-success-text)'}
      mt={4}
    >
      {missing.length ? fill(t.missing, { list: missing.join(', ') }) : t.nothingMissing}
    </Text>
  );
}

/** The recipes found for the asked search: loading, failure (the server's words), none, or the cards. */
export function HaveResults({ asked }: { asked: HaveSearch }) {
  const query = useWithWhatIHave(asked.have, asked.without);
  if (asked.have.length === 0) return null;
  if (query.isPending) {
    return <LoadingLine label={trSearch.searchPage.loading} />;
  }
  // A 422 (a name both had and left out) says why in Catalan; anything else the screen's own line.
  if (query.isError) {
    return <QueryError message={messageOf(query.error, t.failed)} onRetry={() => void query.refetch()} />;
  }
  if (query.data.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl" role="status">
        {t.empty}
      </Text>
    );
  }
  return (
    <Stack gap="md" aria-busy={query.isPlaceholderData}>
      <RecipeGrid>
        {query.data.map((recipe) => (
          <RecipeCard key={recipe.id} recipe={recipe} note={<MissingLine missing={recipe.missing} />} />
        ))}
      </RecipeGrid>
    </Stack>
  );
}
