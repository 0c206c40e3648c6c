import { Group, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { FOLDER_NAME_MAX, folderBodySchema } from '@receptari/shared/folders/folders.schemas';
import { tr } from '@receptari/shared/i18n/tr/core';
import { trProfile } from '@receptari/shared/i18n/tr/profile';
import { BusyButton } from '@/components/ui/busy.tsx';
import { messageOf } from '@/lib/api-client.ts';

type Props = {
  initial?: string;
  submitLabel: string;
  busy: boolean;
  /** Sends the checked name; resolves when done, throws the server's refusal (a taken name). */
  onSubmit: (name: string) => Promise<unknown>;
  autoFocus?: boolean;
};

/** A folder's name, checked as the server does; the server's refusal shows under the field. */
export function FolderNameForm({ initial = '', submitLabel, busy, onSubmit, autoFocus }: Props) {
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = folderBodySchema.safeParse({ name });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? trProfile.folders.nameRequired);
      return;
    }
    setError(null);
    onSubmit(parsed.data.name).then(
      () => setName(initial),
      (err: unknown) => setError(messageOf(err, tr.common.unexpected)),
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          label={trProfile.perfil.folderName}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          maxLength={FOLDER_NAME_MAX}
          error={error}
          style={{ flex: 1 }}
          data-autofocus={autoFocus || undefined}
        />
        <BusyButton type="submit" busy={busy} mt={25}>
          {submitLabel}
        </BusyButton>
      </Group>
    </form>
  );
}
