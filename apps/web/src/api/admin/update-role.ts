import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role } from '@receptari/shared/auth/auth.rules';
import type { RoleAnswer, roleAnswerSchema, UsersAnswer } from '@receptari/shared/admin/admin.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';
import { profileKeys } from '../profiles/keys.ts';
import { adminKeys } from './keys.ts';

/** PUT /api/usuarios/{id}/rol { role }: the updated user and 'Rol actualitzat a "…"' with their name. */
export function updateRole(id: number, role: Role): Promise<RoleAnswer> {
  return apiFetch<AnswerOf<typeof roleAnswerSchema>>(`/usuarios/${id}/rol`, {
    method: 'PUT',
    body: { role },
  });
}

export function useUpdateRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, role }: { id: number; role: Role }) => updateRole(id, role),
    onSuccess: (answer) => {
      // The row shows the new role at once, before the lists are refetched.
      client.setQueriesData<InfiniteData<UsersAnswer>>({ queryKey: [...adminKeys.all, 'users'] }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                users: page.users.map((user) => (user.id === answer.user.id ? answer.user : user)),
              })),
            }
          : data,
      );
      void client.invalidateQueries({ queryKey: adminKeys.all });
      void client.invalidateQueries({ queryKey: profileKeys.all });
    },
  });
}
