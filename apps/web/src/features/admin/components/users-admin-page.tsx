import { Avatar, Group, NativeSelect, Stack, Table, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import type { AdminUser } from '@receptari/shared/admin/admin.schemas';
import { ROLES, type Role } from '@receptari/shared/auth/auth.rules';
import { fill } from '@receptari/shared/i18n/fill';
import { tr } from '@receptari/shared/i18n/tr/core';
import { trAdmin } from '@receptari/shared/i18n/tr/admin';
import { useDeleteUser } from '@/api/admin/delete-user.ts';
import { useUsers } from '@/api/admin/get-users.ts';
import { rowsOf } from '@/api/admin/list-params.ts';
import { useUpdateRole } from '@/api/admin/update-role.ts';
import { LoginPrompt } from '@/components/ui/login-prompt.tsx';
import { ApiError, messageOf } from '@/lib/api-client.ts';
import { notify } from '@/lib/notify.ts';
import { useDialog } from '@/lib/use-dialog.ts';
import { SHORT_SUCCESS_MS, useSuccessModal } from '../hooks/use-success-modal.ts';
import { useSearchText } from '../hooks/use-search-text.ts';
import { initials } from '../lib/admin-text.ts';
import { AdminScreen } from './admin-screen.tsx';
import {
  AdminTable,
  ConfirmDelete,
  DeleteButton,
  PagedList,
  SearchBox,
  SuccessModal,
} from './admin-parts.tsx';

// Read at render: the labels follow the language, and in the browser the core texts arrive after
// the modules load (docs/decisions/0026).
const ROLE_OPTIONS = () => ROLES.map((role) => ({ value: role, label: tr.roles[role] }));

/** /users: every user, searched by name or email on the server; role and delete per row. */
export function UsersAdminPage() {
  return (
    <AdminScreen title={tr.screens.UsersList}>
      <UsersAdmin />
    </AdminScreen>
  );
}

function UsersAdmin() {
  const search = useSearchText();
  const users = useUsers(search.query, true);
  const updateRole = useUpdateRole();
  const remove = useDeleteUser();
  const success = useSuccessModal(SHORT_SUCCESS_MS);
  const asking = useDialog<AdminUser>();
  const target = asking.value;
  // A role chosen and not yet confirmed by the server: shown at once, dropped on failure.
  const [chosen, setChosen] = useState<Record<number, Role>>({});
  const list = rowsOf(users.data?.pages, (page) => page.users);

  const changeRole = (user: AdminUser, role: Role) => {
    if (role === (chosen[user.id] ?? user.role)) return;
    setChosen((current) => ({ ...current, [user.id]: role }));
    const forget = () =>
      setChosen((current) => {
        const { [user.id]: _dropped, ...rest } = current;
        return rest;
      });
    updateRole.mutate(
      { id: user.id, role },
      {
        onSuccess: (answer) => notify.success(answer.message),
        onError: (error) =>
          notify.error(() =>
            error instanceof ApiError && error.status === 409 ? error.message : trAdmin.admin.roleFailed,
          ),
        // Either way the list is what the server says (refetched on success, the old value on failure).
        onSettled: forget,
      },
    );
  };

  const confirm = (user: AdminUser) =>
    remove.mutate(user.id, {
      onSuccess: () => success.show(trAdmin.admin.userDeleted, asking.from()),
      onError: (error) => notify.error(() => messageOf(error, trAdmin.admin.deleteFailed)),
      onSettled: asking.close,
    });

  const denied =
    users.error instanceof ApiError && (users.error.status === 401 || users.error.status === 403);

  return (
    <Stack gap="md">
      <SearchBox value={search.text} onChange={search.setText} placeholder={trAdmin.admin.usersSearch} />
      <PagedList
        query={users}
        count={list.length}
        failedMessage={trAdmin.admin.usersLoadFailed}
        emptyText={search.query ? trAdmin.admin.usersNoMatch : trAdmin.admin.usersEmpty}
        blocked={
          denied ? (
            <LoginPrompt
              text={trAdmin.admin.usersExpired}
              action={trAdmin.admin.login}
              icon={<IconLock size={32} />}
            />
          ) : undefined
        }
      >
        <AdminTable
          columns={[
            trAdmin.admin.colUser,
            trAdmin.admin.colName,
            trAdmin.admin.colEmail,
            trAdmin.admin.colRole,
            trAdmin.admin.colActions,
          ]}
        >
          {list.map((user) => (
            <Table.Tr key={user.id}>
              <Table.Td data-label={trAdmin.admin.colUser}>
                <Avatar color="brand" radius="xl" aria-hidden>
                  {initials(user.name)}
                </Avatar>
              </Table.Td>
              <Table.Td data-label={trAdmin.admin.colName}>
                <Text fz="sm" fw={500}>
                  {user.name}
                </Text>
              </Table.Td>
              <Table.Td data-label={trAdmin.admin.colEmail}>
                <Text fz="sm">{user.email}</Text>
              </Table.Td>
              <Table.Td data-label={trAdmin.admin.colRole} miw={140}>
                <NativeSelect
                  aria-label={fill(trAdmin.admin.roleOf, { name: user.name })}
                  data={ROLE_OPTIONS()}
                  value={chosen[user.id] ?? user.role}
                  onChange={(event) => changeRole(user, event.currentTarget.value as Role)}
                  size="xs"
                />
              </Table.Td>
              <Table.Td data-label={trAdmin.admin.colActions}>
                <Group gap={4} wrap="nowrap">
                  <DeleteButton
                    label={`${trAdmin.admin.delete}: ${user.name}`}
                    onClick={() => asking.open(user)}
                  />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </AdminTable>
      </PagedList>
      {target && (
        <ConfirmDelete
          name={target.name}
          busy={remove.isPending}
          onConfirm={() => confirm(target)}
          onClose={asking.close}
        />
      )}
      <SuccessModal message={success.message} onClose={success.close} />
    </Stack>
  );
}
