import { Button, FileButton, FileInput, Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCamera, IconPhoto } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { trImport } from '@receptari/shared/i18n/tr/import';
import { fill } from '@receptari/shared/i18n/fill';
import { IMPORT_PHOTO_MAX_BYTES } from '@receptari/shared/import/import.rules';
import { useImportFromPhoto } from '@/api/import/import-from-photo.ts';
import { messageOf } from '@/lib/api-client.ts';
import { useOpenInForm } from '../hooks/use-open-in-form.ts';
import { megabytes, PHOTO_ACCEPT, photoProblem } from '../lib/import-files.ts';
import { ImportError } from './import-error.tsx';
import { ImportProgress } from './import-progress.tsx';

const t = trImport.screen;
// The server reads the text of the photo: a few seconds after the upload itself.
const STEPS = [
  {
    get label() {
      return t.uploadingPhoto;
    },
  },
  {
    get label() {
      return t.readingPhoto;
    },
    after: 2500,
  },
];

/**
 * 'Des d’una foto': a photographed recipe card, read by the server (OCR) into the /agregar form. A
 * chosen photo is sent at once; on a phone, 'Fer una foto' opens the camera.
 */
export function PhotoImport() {
  const [file, setFile] = useState<File | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const importing = useImportFromPhoto();
  const openInForm = useOpenInForm();
  const controller = useRef<AbortController | null>(null);
  const phone = useMediaQuery('(pointer: coarse)');

  const choose = (chosen: File | null) => {
    setFailure(null);
    setFile(chosen);
    if (!chosen) return;
    const problem = photoProblem(chosen);
    if (problem) {
      setFile(null);
      setFailure(
        problem === 'type'
          ? t.photoNotImage
          : fill(t.photoTooLarge, { max: megabytes(IMPORT_PHOTO_MAX_BYTES) }),
      );
      return;
    }
    const abort = new AbortController();
    controller.current = abort;
    importing.mutate(
      { file: chosen, signal: abort.signal },
      {
        onSuccess: openInForm,
        onError: (error) => {
          if (abort.signal.aborted) return;
          setFile(null);
          setFailure(messageOf(error, t.importFailed));
        },
      },
    );
  };
  const cancel = () => {
    controller.current?.abort();
    importing.reset();
    setFile(null);
  };

  return (
    <Stack gap="md">
      <Text fz="sm" c="dimmed">
        {t.photoHint}
      </Text>
      <Group align="flex-end" gap="sm">
        <FileInput
          label={t.photoLabel}
          placeholder={t.photoPlaceholder}
          accept={PHOTO_ACCEPT}
          value={file}
          onChange={choose}
          disabled={importing.isPending}
          leftSection={<IconPhoto size={18} aria-hidden />}
          style={{ flex: 1, minWidth: 220 }}
        />
        {phone && (
          <FileButton onChange={choose} accept={PHOTO_ACCEPT} capture="environment">
            {(props) => (
              <Button
                {...props}
                variant="light"
                leftSection={<IconCamera size={18} aria-hidden />}
                disabled={importing.isPending}
              >
                {t.takePhoto}
              </Button>
            )}
          </FileButton>
        )}
      </Group>
      <Text fz="sm" c="dimmed">
        {t.reviewFirst}
      </Text>
      {importing.isPending && <ImportProgress steps={STEPS} onCancel={cancel} />}
      <ImportError message={failure} />
    </Stack>
  );
}
