import { Group, Stack, Text, TextInput } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { trImport } from '@receptari/shared/i18n/tr/import';
import { IMPORT_URL_MAX } from '@receptari/shared/import/import.rules';
import { importUrlBodySchema } from '@receptari/shared/import/import.schemas';
import { useImportFromUrl } from '@/api/import/import-from-url.ts';
import { BusyButton } from '@/components/ui/busy.tsx';
import { messageOf } from '@/lib/api-client.ts';
import { useOpenInForm } from '../hooks/use-open-in-form.ts';
import { isWebAddress, withScheme } from '../lib/import-files.ts';
import { ImportError } from './import-error.tsx';
import { ImportProgress } from './import-progress.tsx';

const t = trImport.screen;
const STEPS = [
  {
    get label() {
      return t.readingPage;
    },
  },
];

/** 'Des d’una pàgina web': a recipe page's address, read by the server into the /agregar form. */
export function UrlImport() {
  const [url, setUrl] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const importing = useImportFromUrl();
  const openInForm = useOpenInForm();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (importing.isPending) return;
    setFailure(null);
    const address = withScheme(url);
    const check = importUrlBodySchema.safeParse({ url: address });
    if (!check.success) return setFieldError(check.error.issues[0]?.message ?? t.urlScheme);
    if (!isWebAddress(check.data.url)) return setFieldError(t.urlScheme);
    setFieldError(null);
    setUrl(check.data.url);
    importing.mutate(check.data.url, {
      onSuccess: openInForm,
      onError: (error) => setFailure(messageOf(error, t.importFailed)),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          type="url"
          inputMode="url"
          autoComplete="url"
          label={t.urlLabel}
          description={t.urlHint}
          placeholder={t.urlPlaceholder}
          leftSection={<IconLink size={18} aria-hidden />}
          maxLength={IMPORT_URL_MAX}
          required
          value={url}
          onChange={(event) => {
            setUrl(event.currentTarget.value);
            setFieldError(null);
          }}
          readOnly={importing.isPending}
          error={fieldError}
        />
        <Group justify="space-between" gap="sm" wrap="wrap-reverse">
          <Text fz="sm" c="dimmed" maw={420}>
            {t.reviewFirst}
          </Text>
          <BusyButton type="submit" busy={importing.isPending}>
            {t.importButton}
          </BusyButton>
        </Group>
        {importing.isPending && <ImportProgress steps={STEPS} />}
        <ImportError message={failure} />
      </Stack>
    </form>
  );
}
