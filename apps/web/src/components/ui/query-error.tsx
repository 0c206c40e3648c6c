import { Alert, Button, Stack, Text } from '@mantine/core';
import { tr } from '@receptari/shared/i18n/tr/core';

/**
 * Data that failed to load: the screen's own message and a retry button, announced to screen
 * readers. The one display of a load failure, on every screen.
 */
export function QueryError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert color="red" variant="light" role="alert">
      <Stack gap="xs" align="flex-start">
        <Text fz="sm">{message}</Text>
        <Button size="xs" variant="white" color="red" onClick={onRetry}>
          {tr.common.retry}
        </Button>
      </Stack>
    </Alert>
  );
}
