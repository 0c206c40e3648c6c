import { FileInput, List, Stack, Text } from '@mantine/core';
import { IconFileZip } from '@tabler/icons-react';
import { useMemo, useRef, useState } from 'react';
import { trImport } from '@receptari/shared/i18n/tr/import';
import { fill } from '@receptari/shared/i18n/fill';
import { IMPORT_FILE_MAX_BYTES } from '@receptari/shared/import/import.rules';
import { usePreviewImportFile } from '@/api/import/preview-import-file.ts';
import { messageOf } from '@/lib/api-client.ts';
import { useBatchedCommit } from '../hooks/use-batched-commit.ts';
import { EXPORT_ACCEPT, exportFileProblem, megabytes } from '../lib/import-files.ts';
import { CommitProgressPanel } from './commit-progress.tsx';
import { CommitStopped } from './commit-stopped.tsx';
import { ImportError } from './import-error.tsx';
import { ImportPreviewList } from './import-preview.tsx';
import { ImportProgress } from './import-progress.tsx';
import { ImportResult } from './import-result.tsx';

const t = trImport.screen;
const STEPS = [
  {
    get label() {
      return t.readingFile;
    },
  },
];

/**
 * 'Des d’una altra app': another app's export read into a preview (nothing created yet), the
 * recipes chosen from it created in batches with their progress (docs/product.md#from-another-app),
 * then what came in and what did not. A run stopped halfway goes back to the list, the recipes
 * created taken out of it and the rest still chosen.
 */
export function FileImport() {
  const [file, setFile] = useState<File | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const previewing = usePreviewImportFile();
  const preview = previewing.data;
  const titles = useMemo(() => new Map(preview?.recipes.map((r) => [r.id, r.title])), [preview]);
  const titleOf = (id: string) => titles.get(id) ?? id;
  const commit = useBatchedCommit(preview, titleOf);
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

  const { end, progress, tally } = commit;
  if (preview && end?.reason === 'done')
    return <ImportResult tally={tally} titleOf={titleOf} onMore={reset} />;
  if (preview) {
    const stopped = end?.reason === 'done' ? null : end;
    const gone = new Set(commit.gone);
    return (
      <ImportPreviewList
        // Afresh after each run: what was created is out, what was left to send is chosen.
        key={commit.ended}
        preview={{ ...preview, recipes: preview.recipes.filter((r) => !gone.has(r.id)) }}
        initialChosen={stopped?.remaining}
        busy={progress !== null}
        status={
          progress ? (
            <CommitProgressPanel {...progress} onCancel={commit.cancel} />
          ) : (
            stopped && <CommitStopped end={stopped} tally={tally} titleOf={titleOf} />
          )
        }
        onCommit={(ids) => void commit.start(ids)}
        onAnother={reset}
      />
    );
  }

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
