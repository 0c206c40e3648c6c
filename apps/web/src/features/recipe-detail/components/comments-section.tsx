import { perLocale } from '@receptari/shared/i18n/intl';
import {
  ActionIcon,
  Anchor,
  Badge,
  Group,
  Paper,
  Stack,
  Text,
  Textarea,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { COMMENT_MAX } from '@receptari/shared/comments/comments.schemas';
import { tr } from '@receptari/shared/i18n/tr/core';
import { trReports } from '@receptari/shared/i18n/tr/reports';
import { fill } from '@receptari/shared/i18n/fill';
import { useAddComment } from '@/api/comments/add-comment.ts';
import { useDeleteComment } from '@/api/comments/delete-comment.ts';
import { useComments } from '@/api/comments/get-comments.ts';
import type { ReportSlot } from '@/components/report/report-slot.ts';
import { BusyButton } from '@/components/ui/busy.tsx';
import { QueryError } from '@/components/ui/query-error.tsx';
import { messageOf } from '@/lib/api-client.ts';
import { useAuth } from '@/lib/auth-store.ts';
import { notify } from '@/lib/notify.ts';
import { useCommentDraft } from '../hooks/use-comment-draft.ts';
import { useNewCommentPopup } from '../hooks/use-new-comment-popup.ts';

const dateFormat = perLocale(
  (tag) => new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' }),
);

/**
 * 'Comentaris': the form (what is typed kept until sent), then the thread newest first, refreshed
 * every 3 s; each comment may be reported.
 */
export function CommentsSection({ recipeId, report }: { recipeId: number; report?: ReportSlot | undefined }) {
  const { user } = useAuth();
  const comments = useComments(recipeId);
  const add = useAddComment(recipeId);
  const remove = useDeleteComment(recipeId);
  const [text, setText] = useCommentDraft(recipeId, user?.id);
  useNewCommentPopup(comments.data, user?.id);

  const onSubmit = () => {
    if (!text.trim()) {
      notify.error(() => tr.comments.empty);
      return;
    }
    // What was typed stays in the box until the server has it.
    add.mutate(text, {
      onSuccess: () => {
        setText('');
        notify.success(() => tr.comments.added);
      },
      onError: (error) => notify.error(() => messageOf(error, tr.comments.addFailed)),
    });
  };
  const onDelete = (id: number) =>
    remove.mutate(id, {
      onSuccess: ({ message }) => notify.success(message),
      onError: (error) => notify.error(() => messageOf(error, tr.comments.deleteFailed)),
    });

  return (
    <section>
      <Title order={2} fz="xl" mb="sm">
        {tr.comments.title}
      </Title>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Textarea
          aria-label={tr.comments.placeholder}
          placeholder={tr.comments.placeholder}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          maxLength={COMMENT_MAX}
          autosize
          minRows={2}
          maxRows={8}
        />
        <Group justify="flex-end" mt="xs">
          <BusyButton type="submit" busy={add.isPending}>
            {tr.comments.submit}
          </BusyButton>
        </Group>
      </form>
      <Stack gap="sm" mt="md">
        {comments.isError && (
          <QueryError message={tr.comments.loadFailed} onRetry={() => void comments.refetch()} />
        )}
        {comments.data?.length === 0 && <Text c="dimmed">{tr.recipeDetail.noComments}</Text>}
        {comments.data?.map((c) => (
          <Paper key={c.id} withBorder p="sm" radius="md">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <div>
                {c.user_id !== null ? (
                  <Anchor component={Link} to={`/user/${c.user_id}`} fw={700} fz="sm">
                    {c.name || tr.comments.unknownAuthor}
                  </Anchor>
                ) : (
                  <Text fw={700} fz="sm">
                    {c.name || tr.comments.unknownAuthor}
                  </Text>
                )}
                <Text fz="xs" c="dimmed">
                  {dateFormat().format(new Date(c.date))}
                </Text>
                {c.hidden_by_reports && (
                  <Badge color="red" mt={4}>
                    {tr.comments.hiddenBadge}
                  </Badge>
                )}
              </div>
              <Group gap={4} wrap="nowrap">
                {(c.user_id === user?.id || user?.role === 'admin') && (
                  <Tooltip label={tr.recipeDetail.deleteComment}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={tr.recipeDetail.deleteComment}
                      onClick={() => onDelete(c.id)}
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                )}
                {report?.({
                  target: 'comment',
                  id: c.id,
                  ownerId: c.user_id,
                  what: fill(trReports.reports.commentOf, { name: c.name || tr.comments.unknownAuthor }),
                })}
              </Group>
            </Group>
            <Text mt={6} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {c.comment}
            </Text>
          </Paper>
        ))}
      </Stack>
    </section>
  );
}
