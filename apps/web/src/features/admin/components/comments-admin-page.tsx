import { Anchor, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Comment } from '@receptari/shared/comments/comments.schemas';
import { tr } from '@receptari/shared/i18n/tr/core';
import { trAdmin } from '@receptari/shared/i18n/tr/admin';
import { useAdminComments } from '@/api/admin/get-admin-comments.ts';
import { rowsOf } from '@/api/admin/list-params.ts';
import { useDeleteAnyComment } from '@/api/comments/delete-comment.ts';
import { messageOf } from '@/lib/api-client.ts';
import { notify } from '@/lib/notify.ts';
import { useDialog } from '@/lib/use-dialog.ts';
import { LONG_SUCCESS_MS, useSuccessModal } from '../hooks/use-success-modal.ts';
import { useSearchText } from '../hooks/use-search-text.ts';
import { AdminScreen } from './admin-screen.tsx';
import {
  AdminTable,
  ConfirmDelete,
  DeleteButton,
  PagedList,
  SearchBox,
  SuccessModal,
} from './admin-parts.tsx';

/** /comments: every comment, searched on the server by user, recipe or text; each deletable. */
export function CommentsAdminPage() {
  return (
    <AdminScreen title={tr.screens.comments}>
      <CommentsAdmin />
    </AdminScreen>
  );
}

function CommentsAdmin() {
  const search = useSearchText();
  const comments = useAdminComments(search.query, true);
  const remove = useDeleteAnyComment();
  const success = useSuccessModal(LONG_SUCCESS_MS);
  const asking = useDialog<Comment>();
  const target = asking.value;
  const list = rowsOf(comments.data?.pages, (page) => page.comments);

  const confirm = () => {
    if (!target) return;
    remove.mutate(
      { recipeId: target.recipe_id, commentId: target.id },
      {
        onSuccess: () => success.show(tr.comments.deleted, asking.from()),
        onError: (error) => notify.error(() => messageOf(error, tr.comments.deleteFailed)),
        onSettled: asking.close,
      },
    );
  };

  return (
    <Stack gap="md">
      <SearchBox value={search.text} onChange={search.setText} placeholder={trAdmin.admin.commentsSearch} />
      <PagedList
        query={comments}
        count={list.length}
        failedMessage={tr.comments.loadFailed}
        emptyText={search.query ? trAdmin.admin.commentsNoMatch : trAdmin.admin.commentsEmpty}
      >
        <AdminTable
          columns={[
            trAdmin.admin.colUser,
            trAdmin.admin.colRecipe,
            trAdmin.admin.colComment,
            trAdmin.admin.colActions,
          ]}
        >
          {list.map((comment) => (
            <Table.Tr key={comment.id}>
              <Table.Td data-label={trAdmin.admin.colUser}>
                <Text fz="sm" fw={500}>
                  {comment.name}
                </Text>
              </Table.Td>
              <Table.Td data-label={trAdmin.admin.colRecipe}>
                <Anchor component={Link} to={`/info/${comment.recipe_id}`} fz="sm">
                  {comment.recipe_title}
                </Anchor>
              </Table.Td>
              <Table.Td data-label={trAdmin.admin.colComment}>
                <Text fz="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {comment.comment}
                </Text>
              </Table.Td>
              <Table.Td data-label={trAdmin.admin.colActions}>
                <DeleteButton
                  label={`${trAdmin.admin.delete}: ${trAdmin.admin.colComment} ${comment.id}`}
                  onClick={() => asking.open(comment)}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </AdminTable>
      </PagedList>
      {target && (
        <ConfirmDelete
          name={target.comment.slice(0, 60)}
          busy={remove.isPending}
          onConfirm={confirm}
          onClose={asking.close}
        />
      )}
      <SuccessModal message={success.message} onClose={success.close} />
    </Stack>
  );
}
