import { trLives } from '@receptari/shared/i18n/tr/lives';
import { Center, Loader, Stack, Text } from '@mantine/core';
import classes from './live-room.module.css';

/** While the room's socket connects and joins. */
export function RoomConnecting() {
  return (
    <Center className={classes.overlay} role="status" aria-live="polite">
      <Stack align="center">
        <Loader />
        <Text>{trLives.liveRoom.connecting}</Text>
      </Stack>
    </Center>
  );
}
