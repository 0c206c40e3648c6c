import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title.tsx';
import { ca } from '@receptari/shared/i18n/ca';

export function NotFound() {
  return (
    <Stack align="center" gap="sm" py="xl" ta="center">
      <DocumentTitle title={ca.common.notFoundTitle} />
      <Title order={1}>{ca.common.notFoundTitle}</Title>
      <Text c="dimmed">{ca.common.notFoundText}</Text>
      <Button component={Link} to="/" mt="sm">
        {ca.common.backHome}
      </Button>
    </Stack>
  );
}
