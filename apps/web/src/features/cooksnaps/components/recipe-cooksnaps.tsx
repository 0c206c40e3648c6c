import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { useState } from 'react';
import { trCooksnaps } from '@receptari/shared/i18n/tr/cooksnaps';
import { fill } from '@receptari/shared/i18n/fill';
import { useRecipeCooksnaps } from '@/api/cooksnaps/get-recipe-cooksnaps.ts';
import type { ReportSlot } from '@/components/report/report-slot.ts';
import { QueryError } from '@/components/ui/query-error.tsx';
import { useAuth } from '@/lib/auth-store.ts';
import { CooksnapGrid, CooksnapGridSkeleton, EmptyCooksnaps } from './cooksnap-grid.tsx';
import { PostCooksnapModal } from './post-cooksnap-modal.tsx';

const msg = trCooksnaps.cooksnaps;

/** What the recipe page hands this section (app/routes/recipe-detail.tsx passes it in). */
export type RecipeCooksnapsProps = {
  recipe: { id: number; userId: number; count: number };
  /** The 'Denunciar' menu of each photo (the reports feature). */
  report?: ReportSlot | undefined;
};

const countLine = (n: number) => fill(msg.count, { n });

/**
 * 'Ho he fet!' on the recipe page (docs/product.md#cooksnaps): how many made it, the button to say
 * one did (a signed-in cook, not the recipe's author), and the photos, newest first.
 */
export function RecipeCooksnaps({ recipe, report }: RecipeCooksnapsProps) {
  const { user } = useAuth();
  const list = useRecipeCooksnaps(recipe.id);
  const [posting, setPosting] = useState(false);
  const pages = list.data?.pages ?? [];
  const count = pages[0]?.cooksnaps_count ?? recipe.count;
  const cooksnaps = pages.flatMap((p) => p.cooksnaps);
  const mayPost = user !== null && user.id !== recipe.userId;

  return (
    <section aria-labelledby="cooksnaps-title">
      <Group justify="space-between" align="flex-end" mb="sm" gap="sm">
        <Stack gap={2}>
          <Title order={2} fz="xl" id="cooksnaps-title">
            {count > 0 ? fill(msg.titleCount, { n: count }) : msg.title}
          </Title>
          <Text fz="sm" c="dimmed">
            {countLine(count)}
          </Text>
        </Stack>
        {mayPost && (
          <Button leftSection={<IconCamera size={18} aria-hidden />} onClick={() => setPosting(true)}>
            {msg.post}
          </Button>
        )}
      </Group>
      {list.isPending ? (
        <CooksnapGridSkeleton />
      ) : list.isError && cooksnaps.length === 0 ? (
        <QueryError message={msg.loadFailed} onRetry={() => void list.refetch()} />
      ) : cooksnaps.length === 0 ? (
        mayPost && <EmptyCooksnaps text={msg.intro} />
      ) : (
        <CooksnapGrid
          cooksnaps={cooksnaps}
          label={msg.listLabel}
          report={report}
          more={{
            has: list.hasNextPage,
            loading: list.isFetchingNextPage,
            failed: list.isFetchNextPageError,
            onMore: () => void list.fetchNextPage(),
          }}
        />
      )}
      {mayPost && (
        <PostCooksnapModal recipeId={recipe.id} opened={posting} onClose={() => setPosting(false)} />
      )}
    </section>
  );
}
