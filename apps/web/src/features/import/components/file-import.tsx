import { FileInput, List, Stack, Text } from '@mantine/core';
import { IconFileZip } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { caImport } from '@receptari/shared/i18n/ca-import';
import { fill } from '@receptari/shared/i18n/fill';
import { IMPORT_FILE_MAX_BYTES } from '@receptari/shared/import/import.rules';
import { useCommitImport } from '@/api/import/commit-import.ts';
import { usePreviewImportFile } from '@/api/import/preview-import-file.ts';
import { messageOf } from '@/lib/api-client.ts';
import { EXPORT_ACCEPT, exportFileProblem, megabytes } from '../lib/import-files.ts';
import { ImportError } from './import-error.tsx';
import { ImportPreviewList } from './import-preview.tsx';
import { ImportProgress } from './import-progress.tsx';
import { ImportResult } from './import-result.tsx';

const t = caImport.screen;
const STEPS = [{ label: t.readingFile }];

/**
 * 'Des d’una altra app': another app's export read into a preview (nothing created yet), the
 * recipes chosen from it created at once, then what came in and what did not.
 */
export function FileImport() {
  const [file, setFile] = useState<File | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const previewing = usePreviewImportFile();
  const commit = useCommitImport();
  const controller = useRef<AbortController | null>(null);

  const reset = () => {
    controller.current?.abort();
    previewing.reset();
    commit.reset();
    setFile(null);
    setFailure(null);
  };

  const choose = (chosen: File | null) => {
    reset();
    if (!chosen) return;
    const problem = exportFileProblem(chosen);
    if (problem)
      return setFailure(
        problem === 'type'
          ? t.fileWrongType
          : fill(t.fileTooLarge, { max: megabytes(IMPORT_FILE_MAX_BYTES) }),
      );
    setFile(chosen);
    const abort = new AbortController();
    controller.current = abort;
    previewing.mutate(
      { file: chosen, signal: abort.signal },
      {
        onError: (error) => {
          if (abort.signal.aborted) return;
          setFile(null);
          setFailure(messageOf(error, t.importFailed));
        },
      },
    );
  };

  const preview = previewing.data;
  if (preview && commit.data)
    return (
      <ImportResult preview={preview} ids={commit.variables?.ids ?? []} answer={commit.data} onMore={reset} />
    );
  if (preview)
    return (
      <ImportPreviewList
        preview={preview}
        busy={commit.isPending}
        failure={commit.isError ? messageOf(commit.error, t.importFailed) : null}
        onCommit={(ids) => commit.mutate({ importId: preview.import_id, ids })}
        onAnother={reset}
      />
    );

  return (
    <Stack gap="md">
      <div>
        <Text fz="sm">{t.fileHint}</Text>
        <List size="sm" c="dimmed" mt={4} spacing={2}>
          {t.apps.map((app) => (
            <List.Item key={app}>{app}</List.Item>
          ))}
        </List>
      </div>
      <FileInput
        label={t.fileLabel}
        placeholder={t.filePlaceholder}
        accept={EXPORT_ACCEPT}
        value={file}
        onChange={choose}
        disabled={previewing.isPending}
        leftSection={<IconFileZip size={18} aria-hidden />}
      />
      {previewing.isPending && <ImportProgress steps={STEPS} onCancel={reset} />}
      <ImportError message={failure} />
    </Stack>
  );
}
