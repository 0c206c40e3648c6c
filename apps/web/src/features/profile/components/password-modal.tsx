import { Button, Group, Modal, PasswordInput, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { PASSWORD_MAX } from '@receptari/shared/auth/auth.rules';
import { tr } from '@receptari/shared/i18n/tr/core';
import { trProfile } from '@receptari/shared/i18n/tr/profile';
import {
  type ChangePasswordBody,
  changePasswordBodySchema,
} from '@receptari/shared/profiles/profiles.schemas';
import { useChangePassword } from '@/api/profiles/change-password.ts';
import { BusyButton } from '@/components/ui/busy.tsx';
import { notify } from '@/lib/notify.ts';
import { fieldErrorsOf } from '../lib/field-error.ts';

/**
 * The current password and a new one. A wrong current one (403) shows under it; a weak new one
 * (422) under the new one. This session stays; the server closes every other.
 */
export function PasswordModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const change = useChangePassword();
  const form = useForm<ChangePasswordBody>({
    initialValues: { current_password: '', new_password: '' },
    validate: schemaResolver(changePasswordBodySchema, { sync: true }),
  });

  const submit = form.onSubmit((values) =>
    change.mutate(values, {
      onSuccess: ({ message }) => {
        notify.success(message);
        onClose();
      },
      onError: (error) => form.setErrors(fieldErrorsOf(error, 'current_password')),
    }),
  );

  return (
    <Modal opened={opened} onClose={onClose} title={trProfile.perfil.changePassword} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <PasswordInput
            data-autofocus
            label={trProfile.perfil.currentPassword}
            required
            maxLength={PASSWORD_MAX}
            autoComplete="current-password"
            {...form.getInputProps('current_password')}
          />
          <PasswordInput
            label={trProfile.perfil.newPassword}
            required
            maxLength={PASSWORD_MAX}
            autoComplete="new-password"
            {...form.getInputProps('new_password')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={change.isPending}>
              {tr.common.cancel}
            </Button>
            <BusyButton type="submit" busy={change.isPending}>
              {trProfile.perfil.changePassword}
            </BusyButton>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
