import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { loginPath } from '@/lib/redirect.ts';

/** A screen that needs a session, seen without one: why, and a way to log in and come back. */
export function LoginPrompt({ text, action, icon }: { text: string; action: string; icon: ReactNode }) {
  const location = useLocation();
  return (
    <Stack align="center" gap="md" py="xl" ta="center">
      <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
        {icon}
      </ThemeIcon>
      <Text fz="lg" fw={600} maw={420}>
        {text}
      </Text>
      <Button component={Link} to={loginPath(location.pathname + location.search + location.hash)}>
        {action}
      </Button>
    </Stack>
  );
}
