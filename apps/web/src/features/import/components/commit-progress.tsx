import { Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { trImport } from '@receptari/shared/i18n/tr/import';
import { fill } from '@receptari/shared/i18n/fill';
import type { CommitProgress } from '../hooks/use-batched-commit.ts';

const t = trImport.screen;

type Props = CommitProgress & { onCancel: () => void };

/**
 * The commit under way, batch by batch (docs/product.md#from-another-app): how many of the chosen
 * recipes were answered, said to screen readers as each batch ends, and a way to stop after the one
 * being sent (what was created stays; the rest can be chosen again). The bar keeps moving in
 * between, since a batch with pictures can take a while.
 */
export function CommitProgressPanel({ done, total, cancelling, onCancel }: Props) {
  return (
    <Paper withBorder radius="md" p="md" data-testid="import-progress">
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" justify="space-between">
          <Stack gap={2} aria-live="polite" aria-atomic>
            <Text fz="sm" fw={500}>
              {fill(t.committing, { done, total })}
            </Text>
            {cancelling && (
              <Text fz="sm" c="dimmed">
                {t.cancelling}
              </Text>
            )}
          </Stack>
          <Button variant="subtle" size="xs" color="gray" onClick={onCancel} disabled={cancelling}>
            {t.cancel}
          </Button>
        </Group>
        <Progress
          value={total > 0 ? (done / total) * 100 : 0}
          striped
          animated
          size="sm"
          aria-label={t.committingLabel}
        />
      </Stack>
    </Paper>
  );
}
