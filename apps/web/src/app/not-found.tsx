import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title.tsx';
import { tr } from '@receptari/shared/i18n/tr/core';

export function NotFound() {
  return (
    <Stack align="center" gap="sm" py="xl" ta="center">
      <DocumentTitle title={tr.common.notFoundTitle} />
      <Title order={1}>{tr.common.notFoundTitle}</Title>
      <Text c="dimmed">{tr.common.notFoundText}</Text>
      <Button component={Link} to="/" mt="sm">
        {tr.common.backHome}
      </Button>
    </Stack>
  );
}
