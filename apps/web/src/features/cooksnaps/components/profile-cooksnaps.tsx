import { Stack, Title } from '@mantine/core';
import { trCooksnaps } from '@receptari/shared/i18n/tr/cooksnaps';
import { useUserCooksnaps } from '@/api/cooksnaps/get-user-cooksnaps.ts';
import type { ReportSlot } from '@/components/report/report-slot.ts';
import { QueryError } from '@/components/ui/query-error.tsx';
import { CooksnapGrid, CooksnapGridSkeleton, EmptyCooksnaps } from './cooksnap-grid.tsx';

const msg = trCooksnaps.cooksnaps;

/**
 * The profile's 'Ho he fet' section (docs/product.md#cooksnaps): the dishes this cook made from
 * others' recipes, newest first, each naming its recipe, with the 'Denunciar' menu passed in.
 */
export function ProfileCooksnaps({ userId, report }: { userId: number; report?: ReportSlot | undefined }) {
  const list = useUserCooksnaps(userId);
  if (list.isPending) return <CooksnapGridSkeleton />;
  const cooksnaps = list.data?.pages.flatMap((p) => p.cooksnaps) ?? [];
  if (list.isError && cooksnaps.length === 0)
    return <QueryError message={msg.loadFailed} onRetry={() => void list.refetch()} />;
  if (cooksnaps.length === 0) return <EmptyCooksnaps text={msg.profileEmpty} />;
  return (
    <Stack gap="sm">
      <Title order={2} fz="xl">
        {msg.profileTab}
      </Title>
      <CooksnapGrid
        cooksnaps={cooksnaps}
        label={msg.profileListLabel}
        showRecipe
        report={report}
        more={{
          has: list.hasNextPage,
          loading: list.isFetchingNextPage,
          failed: list.isFetchNextPageError,
          onMore: () => void list.fetchNextPage(),
        }}
      />
    </Stack>
  );
}
