import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { User } from '@receptari/shared/auth/auth.schemas';
import { NAME_MAX } from '@receptari/shared/auth/auth.rules';
import { tr } from '@receptari/shared/i18n/tr/core';
import { trProfile } from '@receptari/shared/i18n/tr/profile';
import { fill } from '@receptari/shared/i18n/fill';
import { BIO_MAX, updateProfileBodySchema } from '@receptari/shared/profiles/profiles.schemas';
import { useUpdateProfile } from '@/api/profiles/update-profile.ts';
import { BusyButton } from '@/components/ui/busy.tsx';
import { notify } from '@/lib/notify.ts';
import { fieldErrorsOf } from '../lib/field-error.ts';

type Values = { name: string; bio: string };

/** Name and bio. A taken name comes back from the server (422) and shows under the name. */
export function EditProfileModal({
  user,
  opened,
  onClose,
}: {
  user: User;
  opened: boolean;
  onClose: () => void;
}) {
  const update = useUpdateProfile();
  const form = useForm<Values>({
    initialValues: { name: user.name, bio: user.bio ?? '' },
    validate: schemaResolver(updateProfileBodySchema, { sync: true }),
  });

  const submit = form.onSubmit((values) =>
    update.mutate(updateProfileBodySchema.parse(values), {
      onSuccess: ({ message }) => {
        notify.success(message);
        onClose();
      },
      onError: (error) => form.setErrors(fieldErrorsOf(error, 'name')),
    }),
  );

  return (
    <Modal opened={opened} onClose={onClose} title={trProfile.perfil.editProfile} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            data-autofocus
            label={tr.auth.nameLabel}
            required
            maxLength={NAME_MAX}
            autoComplete="username"
            {...form.getInputProps('name')}
          />
          <Textarea
            label={trProfile.perfil.bioLabel}
            placeholder={trProfile.perfil.bioPlaceholder}
            autosize
            minRows={3}
            maxRows={10}
            maxLength={BIO_MAX}
            description={fill(trProfile.perfil.bioCount, { n: form.values.bio.length, max: BIO_MAX })}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            {...form.getInputProps('bio')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={update.isPending}>
              {tr.common.cancel}
            </Button>
            <BusyButton type="submit" busy={update.isPending}>
              {trProfile.perfil.save}
            </BusyButton>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
