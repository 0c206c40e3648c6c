import { trLives } from '@receptari/shared/i18n/tr/lives';
import { Button, Group, Text, Title } from '@mantine/core';
import { IconLogout, IconPlayerStop, IconVolume, IconVolumeOff } from '@tabler/icons-react';
import type { RoomState } from '../lib/room-state.ts';

const t = trLives.liveRoom;

type Props = {
  room: Pick<RoomState, 'title' | 'chefName' | 'phase'>;
  isChef: boolean;
  muted: boolean;
  onMute: () => void;
  /** Asks before ending (the chef) or leaving (a viewer). */
  onConfirm: (what: 'end' | 'leave') => void;
};

/** The live's title and chef; on the air, a viewer's sound and way out, or the chef's end. */
export function RoomHeader({ room, isChef, muted, onMute, onConfirm }: Props) {
  return (
    <Group justify="space-between" align="flex-start" wrap="wrap">
      <div>
        <Title order={1} size="h2">
          {room.title}
        </Title>
        <Text c="dimmed">{room.chefName}</Text>
      </div>
      {room.phase === 'live' && !isChef && (
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={muted ? <IconVolumeOff size={18} /> : <IconVolume size={18} />}
            onClick={onMute}
            aria-pressed={muted}
          >
            {muted ? t.unmute : t.mute}
          </Button>
          <Button
            variant="light"
            color="gray"
            leftSection={<IconLogout size={18} />}
            onClick={() => onConfirm('leave')}
          >
            {t.leave}
          </Button>
        </Group>
      )}
      {room.phase === 'live' && isChef && (
        <Button color="red" leftSection={<IconPlayerStop size={18} />} onClick={() => onConfirm('end')}>
          {t.end}
        </Button>
      )}
    </Group>
  );
}
