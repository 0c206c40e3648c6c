import { Group, Stack, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { CATALOG_NAME_MAX } from '@receptari/shared/admin/admin.schemas';
import { trAdmin } from '@receptari/shared/i18n/tr/admin';
import type { NewCatalogEntry } from '@/api/catalog/create-category.ts';
import { messageOf } from '@/lib/api-client.ts';
import { BusyButton } from '@/components/ui/busy.tsx';
import { type CatalogFieldErrors, type CatalogKind, catalogFieldErrors } from '../lib/admin-text.ts';

const EMPTY: NewCatalogEntry = { name: '', es: '', en: '' };

interface CatalogCreateFormProps {
  kind: CatalogKind;
  /** The Catalan name's label ('Nova categoria', 'Nova cuina'). */
  label: string;
  create: {
    mutate: (
      entry: NewCatalogEntry,
      handlers: { onSuccess: (answer: { message: string }) => void; onError: (error: unknown) => void },
    ) => void;
    isPending: boolean;
  };
  onCreated: (message: string) => void;
}

/** The add form of /categories and /cuisines: the Catalan name, and its Spanish and English ones if any. */
export function CatalogCreateForm({ kind, label, create, onCreated }: CatalogCreateFormProps) {
  const [fields, setFields] = useState<NewCatalogEntry>(EMPTY);
  const [errors, setErrors] = useState<CatalogFieldErrors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const refused = catalogFieldErrors(kind, fields);
    if (Object.keys(refused).length > 0) {
      setErrors(refused);
      return;
    }
    const { name, es, en } = fields;
    create.mutate(
      { name: name.trim(), es: es.trim(), en: en.trim() },
      {
        onSuccess: (answer) => {
          setFields(EMPTY);
          setErrors({});
          onCreated(answer.message);
        },
        // A taken name (409) or a refused one (400) is said under the name; the texts stay.
        onError: (error) => setErrors({ name: messageOf(error, trAdmin.admin.createFailed) }),
      },
    );
  };

  const input = (field: keyof NewCatalogEntry, fieldLabel: string) => (
    <TextInput
      label={fieldLabel}
      value={fields[field]}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setFields((now) => ({ ...now, [field]: value }));
        setErrors((now) => ({ ...now, [field]: undefined }));
      }}
      // The button is off while the name is blank, so a browser sends no form on Enter: the
      // attempt is caught here and told why.
      onKeyDown={(event) => {
        if (event.key !== 'Enter' || fields.name.trim() !== '') return;
        event.preventDefault();
        setErrors(catalogFieldErrors(kind, fields));
      }}
      error={errors[field]}
      maxLength={CATALOG_NAME_MAX}
      style={{ flex: '1 1 200px' }}
    />
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Group align="flex-start" wrap="wrap" gap="sm">
          {input('name', label)}
          {input('es', trAdmin.admin.nameEs)}
          {input('en', trAdmin.admin.nameEn)}
        </Group>
        <Group>
          <BusyButton
            type="submit"
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={fields.name.trim() === ''}
            busy={create.isPending}
          >
            {trAdmin.admin.create}
          </BusyButton>
        </Group>
      </Stack>
    </form>
  );
}
