import { Skeleton, Text } from '@mantine/core';
import type { Cooksnap } from '@receptari/shared/cooksnaps/cooksnaps.schemas';
import { trCooksnaps } from '@receptari/shared/i18n/tr/cooksnaps';
import { tr } from '@receptari/shared/i18n/tr/core';
import type { ReportSlot } from '@/components/report/report-slot.ts';
import { ConfirmModal } from '@/components/ui/confirm-modal.tsx';
import { LoadMore } from '@/components/ui/load-more.tsx';
import { useDeleteCooksnapFlow } from '../hooks/use-delete-cooksnap-flow.ts';
import { CooksnapCard } from './cooksnap-card.tsx';
import classes from './cooksnaps.module.css';

const msg = trCooksnaps.cooksnaps;

type Props = {
  cooksnaps: Cooksnap[];
  label: string;
  showRecipe?: boolean;
  more: { has: boolean; loading: boolean; failed: boolean; onMore: () => void };
  report?: ReportSlot | undefined;
};

/** The photos, newest first, with the next page and the confirmation before a deletion. */
export function CooksnapGrid({ cooksnaps, label, showRecipe = false, more, report }: Props) {
  const removal = useDeleteCooksnapFlow();
  return (
    <>
      <ul className={classes.grid} aria-label={label}>
        {cooksnaps.map((c) => (
          <li key={c.id}>
            <CooksnapCard
              cooksnap={c}
              showRecipe={showRecipe}
              onDelete={removal.onDeleteOf(c)}
              report={report}
            />
          </li>
        ))}
      </ul>
      {more.has && (
        <LoadMore
          loading={more.loading}
          failed={more.failed}
          failedMessage={msg.loadFailed}
          onMore={more.onMore}
        />
      )}
      {removal.confirming && (
        <ConfirmModal
          opened
          title={msg.deleteTitle}
          text={msg.deleteText}
          confirm={msg.delete}
          busy={removal.busy}
          onConfirm={removal.confirm}
          onClose={removal.cancel}
        />
      )}
    </>
  );
}

/** Square placeholders while the first page loads. */
export function CooksnapGridSkeleton() {
  return (
    <div className={classes.grid} role="status" aria-label={tr.common.loading}>
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} style={{ aspectRatio: '1 / 1' }} radius="md" />
      ))}
    </div>
  );
}

export function EmptyCooksnaps({ text }: { text: string }) {
  return (
    <Text c="dimmed" fz="sm">
      {text}
    </Text>
  );
}
