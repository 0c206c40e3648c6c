import { trLives } from '@receptari/shared/i18n/tr/lives';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconBroadcast } from '@tabler/icons-react';
import { tr } from '@receptari/shared/i18n/tr/core';
import { Link } from 'react-router';
import { LoginPrompt } from '@/components/ui/login-prompt.tsx';
import type { RoomPhase } from '../lib/room-state.ts';

const t = trLives.liveRoom;

/** Why the room cannot open: no session, no user data, no such live, no connection. */
export function RoomBlocked({
  phase,
}: {
  phase: Extract<RoomPhase, 'notAuthenticated' | 'incomplete' | 'notFound' | 'failed'>;
}) {
  if (phase === 'notAuthenticated')
    return (
      <LoginPrompt
        text={t.notAuthenticated}
        action={tr.auth.loginSubmit}
        icon={<IconBroadcast size={32} />}
      />
    );
  const text = { incomplete: t.incompleteUser, notFound: t.notFound, failed: t.connectionFailed }[phase];
  return (
    <Stack align="center" py="xl">
      <Alert color={phase === 'notFound' ? 'yellow' : 'red'} title={text} maw={480} w="100%">
        {phase === 'notFound' ? t.notFoundHint : null}
      </Alert>
      <Group>
        {phase === 'failed' && <Button onClick={() => window.location.reload()}>{t.retry}</Button>}
        <Button component={Link} to="/live" variant="default">
          {t.backToLives}
        </Button>
      </Group>
    </Stack>
  );
}
