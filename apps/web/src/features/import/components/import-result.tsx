import { Button, Group, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { trImport } from '@receptari/shared/i18n/tr/import';
import { useFocusOnMount } from '../hooks/use-focus-on-mount.ts';
import type { CommitTally } from '../lib/commit-batches.ts';
import { ImportSummary } from './import-summary.tsx';
import classes from './import.module.css';

const t = trImport.screen;

type Props = { tally: CommitTally; titleOf: (previewId: string) => string; onMore: () => void };

/** What the import did, every batch together: the recipes created and each refusal with its reason. */
export function ImportResult({ tally, titleOf, onMore }: Props) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <Stack gap="md">
      <Title order={2} fz="h3" ref={heading} tabIndex={-1} className={classes.heading}>
        {t.resultTitle}
      </Title>
      <ImportSummary tally={tally} titleOf={titleOf} />
      <Group gap="sm">
        {tally.created.length > 0 && (
          <Button component={Link} to="/perfil">
            {t.seeProfile}
          </Button>
        )}
        <Button variant="default" onClick={onMore}>
          {t.importMore}
        </Button>
      </Group>
    </Stack>
  );
}
