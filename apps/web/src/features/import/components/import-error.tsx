import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** Why an import failed (the server's own words when it gave them), where the cook acted. */
export function ImportError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>
      {message}
    </Alert>
  );
}
