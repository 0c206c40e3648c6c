import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useRouteError } from 'react-router';
import { ca } from '@receptari/shared/i18n/ca';

/** A screen that crashed: say so in Catalan and offer a reload, instead of React Router's default page. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="sm" ta="center" role="alert">
        <Title order={1}>{ca.common.crashTitle}</Title>
        <Text c="dimmed">{ca.common.unexpected}</Text>
        <Button onClick={() => window.location.reload()}>{ca.common.reload}</Button>
      </Stack>
    </Center>
  );
}
