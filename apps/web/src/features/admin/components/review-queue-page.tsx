import { Anchor, AspectRatio, Badge, Card, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PendingRecipe } from '@receptari/shared/admin/admin.schemas';
import { fill } from '@receptari/shared/i18n/fill';
import { tr } from '@receptari/shared/i18n/tr/core';
import { trAdmin } from '@receptari/shared/i18n/tr/admin';
import { usePendingRecipes } from '@/api/admin/get-pending-recipes.ts';
import { useReviewRecipe } from '@/api/admin/review-recipe.ts';
import { DecisionButtons } from '@/components/ui/decision-buttons.tsx';
import { QueryError } from '@/components/ui/query-error.tsx';
import { messageOf } from '@/lib/api-client.ts';
import { notify } from '@/lib/notify.ts';
import { useDialog } from '@/lib/use-dialog.ts';
import { descriptionPreview, formatWhen } from '../lib/admin-text.ts';
import { AdminScreen } from './admin-screen.tsx';
import { CardsSkeleton, ConfirmDelete, EmptyText } from './admin-parts.tsx';

/**
 * The review queue: recipes whose media the food check could not call food, oldest first, waiting
 * or already published for a look after (MEDIA_REVIEW, docs/decisions/0020); then
 * `cooksnaps`, the cooksnaps waiting the same way (the cooksnaps feature's, passed in by the app).
 */
export function ReviewQueuePage({ cooksnaps }: { cooksnaps?: ReactNode }) {
  return (
    <AdminScreen title={tr.screens.ReviewQueue}>
      <ReviewQueue />
      {cooksnaps}
    </AdminScreen>
  );
}

function ReviewQueue() {
  const pending = usePendingRecipes(true);
  const review = useReviewRecipe();
  const question = useDialog<PendingRecipe>();
  const rejecting = question.value;

  const decide = (recipe: PendingRecipe, decision: 'approve' | 'reject') =>
    review.mutate(
      { id: recipe.id, decision },
      {
        onSuccess: (answer) => notify.success(answer.message),
        onError: (error) => notify.error(() => messageOf(error, trAdmin.admin.reviewFailed)),
        onSettled: () => {
          if (decision === 'reject') question.close();
        },
      },
    );

  if (pending.isPending) return <CardsSkeleton cols={{ base: 1, sm: 2 }} height={320} />;
  if (pending.isError)
    return <QueryError message={trAdmin.admin.listLoadFailed} onRetry={() => void pending.refetch()} />;
  if (pending.data.length === 0) return <EmptyText text={trAdmin.admin.reviewEmpty} />;

  const sending = review.isPending ? { id: review.variables.id, value: review.variables.decision } : null;
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} component="ul" style={{ listStyle: 'none', padding: 0 }}>
        {pending.data.map((recipe) => (
          <li key={recipe.id}>
            <Card withBorder radius="md" padding="sm" h="100%">
              <Card.Section>
                <PendingMedia recipe={recipe} />
              </Card.Section>
              <Stack gap={6} mt="sm">
                <Title order={2} fz="md">
                  <Anchor component={Link} to={`/info/${recipe.id}`} c="inherit">
                    {recipe.title}
                  </Anchor>
                </Title>
                <ReviewBadge published={recipe.published} />
                <Text fz="sm" fw={500}>
                  {recipe.review_reason
                    ? fill(trAdmin.admin.reviewReason, { reason: recipe.review_reason })
                    : tr.foodCheck.pendingReview}
                </Text>
                <Text fz="sm" c="dimmed">
                  {descriptionPreview(recipe.description)}
                </Text>
                <Text fz="xs">
                  {fill(trAdmin.admin.author, { name: recipe.user.name })} · {formatWhen(recipe.created_at)}
                </Text>
                <DecisionButtons
                  id={recipe.id}
                  subject={recipe.title}
                  sending={sending}
                  decisions={[
                    {
                      value: 'approve',
                      text: recipe.published ? trAdmin.admin.keep : trAdmin.admin.approve,
                      look: 'approve',
                      onClick: () => decide(recipe, 'approve'),
                    },
                    {
                      value: 'reject',
                      text: trAdmin.admin.reject,
                      look: 'reject',
                      onClick: () => question.open(recipe),
                    },
                  ]}
                />
              </Stack>
            </Card>
          </li>
        ))}
      </SimpleGrid>
      {rejecting && (
        <ConfirmDelete
          name={rejecting.title}
          title={trAdmin.admin.rejectTitle}
          text={fill(trAdmin.admin.rejectText, { title: rejecting.title })}
          confirm={trAdmin.admin.reject}
          busy={review.isPending}
          onConfirm={() => decide(rejecting, 'reject')}
          onClose={question.close}
        />
      )}
    </>
  );
}

/**
 * Whether the recipe waits unpublished, or was published at once (MEDIA_REVIEW=after,
 * docs/decisions/0020) and waits only for this look: then keeping it leaves it as it is.
 */
function ReviewBadge({ published }: { published: boolean }) {
  return published ? (
    <Badge color="blue" variant="light">
      {trAdmin.admin.publishedPendingReview}
    </Badge>
  ) : (
    <Badge color="orange" variant="light">
      {tr.foodCheck.pendingReview}
    </Badge>
  );
}

/** What the food check looked at: the recipe's video (with controls) when it has one, else its image. */
function PendingMedia({ recipe }: { recipe: PendingRecipe }) {
  if (recipe.video)
    return (
      <AspectRatio ratio={16 / 9}>
        <video src={recipe.video} controls preload="metadata" aria-label={recipe.title} />
      </AspectRatio>
    );
  if (recipe.image) return <Image src={recipe.image} alt={recipe.title} h={200} fit="cover" loading="lazy" />;
  return null;
}
