import { Alert, Anchor, List, Text } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { trImport } from '@receptari/shared/i18n/tr/import';
import { fill } from '@receptari/shared/i18n/fill';
import type { CommitTally } from '../lib/commit-batches.ts';

const t = trImport.screen;
/** Links listed one by one; past these, the profile lists them all. */
const LINKS_MAX = 20;

type Props = { tally: CommitTally; titleOf: (previewId: string) => string };

/** What the commits created (links to them) and each refusal with its reason: at the end, or so far. */
export function ImportSummary({ tally: { created, failed }, titleOf }: Props) {
  const n = created.length;
  const summary = fill(t.created, { n });
  return (
    <>
      <Alert
        color={n > 0 ? 'green' : 'yellow'}
        variant="light"
        role="status"
        icon={n > 0 ? <IconCircleCheck aria-hidden /> : <IconAlertTriangle aria-hidden />}
        title={summary}
      >
        {n > 0 && (
          <List size="sm" spacing={2} data-testid="import-created">
            {created.slice(0, LINKS_MAX).map((recipe) => (
              <List.Item key={recipe.id}>
                <Anchor component={Link} to={`/info/${recipe.id}`}>
                  {recipe.title}
                </Anchor>
              </List.Item>
            ))}
          </List>
        )}
        {n > LINKS_MAX && (
          <Text fz="sm" mt={4}>
            {fill(t.moreCreated, { n: n - LINKS_MAX })}
          </Text>
        )}
      </Alert>
      {failed.length > 0 && (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title={t.failedTitle}>
          <List size="sm" spacing={2} data-testid="import-failed">
            {failed.map((failure) => (
              <List.Item key={failure.id}>
                <Text component="span" fw={600} fz="sm">
                  {titleOf(failure.id)}
                </Text>
                {`: ${failure.message}`}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
    </>
  );
}
