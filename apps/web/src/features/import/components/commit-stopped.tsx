import { Text } from '@mantine/core';
import { trImport } from '@receptari/shared/i18n/tr/import';
import { fill } from '@receptari/shared/i18n/fill';
import { messageOf } from '@/lib/api-client.ts';
import type { CommitTally, RunEnd } from '../lib/commit-batches.ts';
import { ImportError } from './import-error.tsx';
import { ImportSummary } from './import-summary.tsx';

const t = trImport.screen;

type Props = {
  end: Exclude<RunEnd, { reason: 'done' }>;
  tally: CommitTally;
  titleOf: (previewId: string) => string;
};

/**
 * A commit stopped before its end, by the cook or by a failed request (network, 5xx, 429): why,
 * what was created so far, and that the rest is still chosen below, to send again
 * (docs/product.md#from-another-app: created recipes left the preview, the others are still in it).
 */
export function CommitStopped({ end, tally, titleOf }: Props) {
  const n = end.remaining.length;
  const anyDone = tally.created.length + tally.failed.length > 0;
  return (
    <>
      {end.reason === 'failed' ? (
        <ImportError message={messageOf(end.error, t.importFailed)} />
      ) : (
        <Text fw={600}>{t.cancelled}</Text>
      )}
      {(anyDone || end.reason === 'cancelled') && <ImportSummary tally={tally} titleOf={titleOf} />}
      <Text fz="sm">{fill(t.remaining, { n })}</Text>
    </>
  );
}
