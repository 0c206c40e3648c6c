import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { ca } from '@receptari/shared/i18n/ca';
import { loginPath } from '@/lib/redirect.ts';

/** The detail screen without a session: why, and the way to log in and come back. */
export function SignedOutPrompt() {
  const location = useLocation();
  return (
    <Stack align="center" gap="md" py="xl" ta="center">
      <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
        <IconLock size={32} />
      </ThemeIcon>
      <Text fz="lg" fw={600} maw={420}>
        {ca.recipes.detailsNeedLogin}
      </Text>
      <Button component={Link} to={loginPath(location.pathname + location.search)}>
        {ca.recipes.goToLogin}
      </Button>
    </Stack>
  );
}
