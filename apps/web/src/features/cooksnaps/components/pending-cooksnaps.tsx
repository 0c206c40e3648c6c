import { Anchor, Badge, Card, Image, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { PendingCooksnap } from '@receptari/shared/cooksnaps/cooksnaps.schemas';
import { tr } from '@receptari/shared/i18n/tr/core';
import { trAdmin } from '@receptari/shared/i18n/tr/admin';
import { trCooksnaps } from '@receptari/shared/i18n/tr/cooksnaps';
import { fill } from '@receptari/shared/i18n/fill';
import { usePendingCooksnaps } from '@/api/cooksnaps/get-pending-cooksnaps.ts';
import { useReviewCooksnap } from '@/api/cooksnaps/review-cooksnap.ts';
import { ConfirmModal } from '@/components/ui/confirm-modal.tsx';
import { DecisionButtons } from '@/components/ui/decision-buttons.tsx';
import { QueryError } from '@/components/ui/query-error.tsx';
import { messageOf } from '@/lib/api-client.ts';
import { notify } from '@/lib/notify.ts';
import { useDialog } from '@/lib/use-dialog.ts';
import classes from './cooksnaps.module.css';

const msg = trCooksnaps.cooksnaps;

/**
 * The review queue's cooksnaps (docs/product.md#cooksnaps): photos the food check could not call
 * food, oldest first, each with the check's reason; approving publishes it (its recipe's author is
 * told), or keeps one already published for a look after (MEDIA_REVIEW=after, docs/decisions/0020);
 * rejecting deletes it (its cook is told). The admin screen shows it under the recipes.
 */
export function PendingCooksnaps() {
  const pending = usePendingCooksnaps();
  const review = useReviewCooksnap();
  // Drawn only while open: a rejection takes its card and button away, so useDialog gives the focus
  // to the grid (or the screen's heading) rather than to the page.
  const rejecting = useDialog<PendingCooksnap>();
  const decide = (c: PendingCooksnap, decision: 'approve' | 'reject') =>
    review.mutate(
      { id: c.id, decision },
      {
        onSuccess: (answer) => notify.success(answer.message),
        onError: (error) => notify.error(() => messageOf(error, msg.reviewFailed)),
        onSettled: () => {
          if (decision === 'reject') rejecting.close();
        },
      },
    );
  const sending = review.isPending ? { id: review.variables.id, value: review.variables.decision } : null;

  return (
    <section aria-labelledby="pending-cooksnaps-title">
      <Title order={2} fz="lg" mb="sm" id="pending-cooksnaps-title">
        {msg.reviewTitle}
      </Title>
      {pending.isPending ? (
        <SimpleGrid cols={{ base: 2, sm: 4 }} role="status" aria-label={tr.common.loading}>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} style={{ aspectRatio: '1 / 1' }} radius="md" />
          ))}
        </SimpleGrid>
      ) : pending.isError ? (
        <QueryError message={trAdmin.admin.listLoadFailed} onRetry={() => void pending.refetch()} />
      ) : pending.data.length === 0 ? (
        <Text c="dimmed">{msg.reviewEmpty}</Text>
      ) : (
        <ul className={classes.grid}>
          {pending.data.map((c) => (
            <li key={c.id}>
              <Card withBorder radius="md" padding="sm" h="100%">
                <Card.Section>
                  <Image
                    src={c.image}
                    alt={fill(msg.photoAlt, { name: c.user.name, title: c.recipe.title })}
                    className={classes.photo}
                  />
                </Card.Section>
                <Stack gap={4} mt="xs">
                  <Anchor component={Link} to={`/info/${c.recipe.id}`} fz="sm" fw={700}>
                    {c.recipe.title}
                  </Anchor>
                  <Text fz="xs">{fill(msg.by, { name: c.user.name })}</Text>
                  {c.published && (
                    <Badge color="blue" variant="light" size="sm">
                      {trAdmin.admin.publishedPendingReview}
                    </Badge>
                  )}
                  <Text fz="xs" fw={500}>
                    {fill(trAdmin.admin.reviewReason, { reason: c.review_reason })}
                  </Text>
                  {c.note && (
                    <Text fz="xs" c="dimmed" className={classes.note}>
                      {c.note}
                    </Text>
                  )}
                  <DecisionButtons
                    id={c.id}
                    subject={fill(msg.by, { name: c.user.name })}
                    sending={sending}
                    size="xs"
                    decisions={[
                      {
                        value: 'approve',
                        text: c.published ? trAdmin.admin.keep : msg.reviewApprove,
                        look: 'approve',
                        onClick: () => decide(c, 'approve'),
                      },
                      {
                        value: 'reject',
                        text: msg.reviewReject,
                        look: 'reject',
                        onClick: () => rejecting.open(c),
                      },
                    ]}
                  />
                </Stack>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {rejecting.value && (
        <ConfirmModal
          opened
          title={msg.reviewRejectTitle}
          text={fill(msg.reviewRejectText, { name: rejecting.value.user.name })}
          confirm={msg.reviewReject}
          busy={review.isPending}
          onConfirm={() => rejecting.value && decide(rejecting.value, 'reject')}
          onClose={rejecting.close}
        />
      )}
    </section>
  );
}
