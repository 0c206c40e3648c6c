import { Button, Group, Loader, Paper, Progress, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { trImport } from '@receptari/shared/i18n/tr/import';

type Step = { label: string; after?: number };

/**
 * A slow import under way (a page fetched, a photo read by OCR, an export unpacked): what is
 * happening, said to screen readers as it changes, with an indeterminate bar, and a way to stop
 * it when it can be stopped. `steps` after their delay (ms) replace the line before.
 */
export function ImportProgress({ steps, onCancel }: { steps: readonly Step[]; onCancel?: () => void }) {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    const timers = steps.map((step, i) =>
      step.after ? window.setTimeout(() => setShown(i), step.after) : 0,
    );
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, [steps]);
  return (
    <Paper withBorder radius="md" p="md" data-testid="import-progress">
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" justify="space-between">
          <Group gap="sm" wrap="nowrap">
            <Loader size="sm" aria-hidden />
            <Text role="status" fz="sm" fw={500}>
              {steps[shown]?.label}
            </Text>
          </Group>
          {onCancel && (
            <Button variant="subtle" size="xs" color="gray" onClick={onCancel}>
              {trImport.screen.cancel}
            </Button>
          )}
        </Group>
        <Progress value={100} striped animated size="sm" aria-hidden />
      </Stack>
    </Paper>
  );
}
