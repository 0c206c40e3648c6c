import { trLives } from '@receptari/shared/i18n/tr/lives';
import { fill } from '@receptari/shared/i18n/fill';
import { Alert, Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { RoomState } from '../lib/room-state.ts';
import { ChefControls } from './chef-controls.tsx';
import { LiveVideo } from './live-video.tsx';
import { BusyButton } from '@/components/ui/busy.tsx';

const t = trLives.liveRoom;

type Props = {
  room: Pick<RoomState, 'phase' | 'cameraError' | 'waitingCount'>;
  camera: {
    stream: MediaStream | null;
    camera: boolean;
    microphone: boolean;
    toggle: (kind: 'video' | 'audio', on: boolean) => void;
  };
  busy: boolean;
  onStart: () => void;
  /** Drawn over the picture on the air. */
  children: ReactNode;
};

/**
 * The chef's side: before the live, the panel (the preview, the switches, who waits, 'Començar');
 * on the air, the preview with the reactions and the count over it.
 */
export function ChefStage({ room, camera, busy, onStart, children }: Props) {
  return (
    <>
      {room.phase === 'chefPanel' && (
        <div>
          <Title order={2} size="h4">
            {t.chefPanelTitle}
          </Title>
          <Text size="sm" c="dimmed">
            {t.chefPanelHint}
          </Text>
        </div>
      )}
      <LiveVideo
        stream={camera.stream}
        cameraOff={!camera.camera}
        muted
        preview
        onAir={room.phase === 'live'}
        label={t.ownVideo}
      >
        {children}
      </LiveVideo>
      {room.cameraError && <Alert color="red">{room.cameraError}</Alert>}
      <ChefControls
        camera={camera.camera}
        microphone={camera.microphone}
        disabled={camera.stream === null}
        onCamera={(on) => camera.toggle('video', on)}
        onMicrophone={(on) => camera.toggle('audio', on)}
      />
      {room.phase === 'chefPanel' && (
        <Group justify="space-between">
          <Text size="sm" data-testid="waiting-count">
            {fill(t.viewersWaiting, { n: room.waitingCount })}
          </Text>
          <BusyButton size="md" onClick={onStart} busy={busy}>
            {t.start}
          </BusyButton>
        </Group>
      )}
    </>
  );
}
