import { caLives } from '@receptari/shared/i18n/ca-lives';
import { Alert, Badge, Button, Center, Group, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconEye, IconLogout, IconPlayerStop, IconVolume, IconVolumeOff } from '@tabler/icons-react';
import { ca } from '@receptari/shared/i18n/ca';
import { fill } from '@receptari/shared/i18n/fill';
import { liveIdSchema } from '@receptari/shared/lives/live-socket';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ConfirmModal } from '@/components/ui/confirm-modal.tsx';
import { DocumentTitle } from '@/components/ui/document-title.tsx';
import { notify } from '@/lib/notify.ts';
import { useLiveRoom } from '../hooks/use-live-room.ts';
import { ChefControls } from './chef-controls.tsx';
import { EndedModal } from './ended-modal.tsx';
import { LiveChat } from './live-chat.tsx';
import { FloatingReactions, ReactionBar } from './live-reactions.tsx';
import { LiveRecipe } from './live-recipe.tsx';
import { LiveVideo } from './live-video.tsx';
import classes from './live-room.module.css';
import { RoomBlocked } from './room-blocked.tsx';
import { WaitingScreen } from './waiting-screen.tsx';

const t = caLives.liveRoom;

/** /chat/{liveId}: a live's room (spec sections 2 and 4). */
export function LiveRoomPage() {
  // The same rule the server applies to the socket's liveId.
  const liveId = liveIdSchema.safeParse(useParams().liveId);
  if (!liveId.success) return <RoomBlocked phase="notFound" />;
  return <LiveRoom key={liveId.data} liveId={liveId.data} />;
}

function LiveRoom({ liveId }: { liveId: number }) {
  const live = useLiveRoom(liveId);
  const { room } = live;
  const navigate = useNavigate();
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [camera, setCamera] = useState(true);
  const [microphone, setMicrophone] = useState(true);
  const [muted, setMuted] = useState(false);
  const [confirming, setConfirming] = useState<'end' | 'leave' | null>(null);
  const [busy, setBusy] = useState(false);
  const askedCamera = useRef(false);
  // The same breakpoint as the stylesheet's: a phone gets the recipe and the chat as tabs.
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });

  // The chef's camera and microphone open with the chef's panel, once.
  const { openCamera } = live;
  useEffect(() => {
    if (room.role !== 'chef' || askedCamera.current) return;
    askedCamera.current = true;
    void openCamera().then(setStream);
  }, [room.role, openCamera]);

  const toggle = (kind: 'video' | 'audio', on: boolean) => {
    (kind === 'video' ? setCamera : setMicrophone)(on);
    live.setTrack(kind, on);
  };

  const start = async () => {
    setBusy(true);
    const answer = await live.startLive(camera && stream !== null);
    setBusy(false);
    if (answer && !answer.ok) notify.error(answer.error.message);
  };

  const end = async () => {
    setBusy(true);
    const answer = await live.endLive();
    setBusy(false);
    setConfirming(null);
    // Spec section 8: a failed end is an alert; the live goes on.
    if (!answer.ok) return notify.error(fill(t.endFailed, { message: answer.error.message }));
    navigate('/live');
  };

  const leave = () => {
    live.leave();
    navigate('/live');
  };

  if (room.phase === 'connecting')
    return (
      <Center className={classes.overlay} role="status" aria-live="polite">
        <Stack align="center">
          <Loader />
          <Text>{t.connecting}</Text>
        </Stack>
      </Center>
    );
  if (
    room.phase === 'notAuthenticated' ||
    room.phase === 'incomplete' ||
    room.phase === 'notFound' ||
    room.phase === 'failed'
  )
    return <RoomBlocked phase={room.phase} />;

  const isChef = room.role === 'chef';
  const canSend = isChef || room.started;
  const chat = (
    <LiveChat messages={room.messages} username={room.username} canSend={canSend} onSend={live.sendMessage} />
  );
  const recipe = (
    <LiveRecipe
      recipeId={room.recipeId}
      currentStep={room.currentStep}
      canMark={isChef && room.phase === 'live'}
      onMark={live.setStep}
    />
  );
  const onStage =
    room.phase === 'live' ? (
      <>
        <FloatingReactions reactions={room.reactions} onDone={live.reactionDone} />
        <Badge
          className={classes.viewers}
          color="dark"
          variant="filled"
          leftSection={<IconEye size={12} aria-hidden />}
          aria-label={fill(t.watchingLabel, { n: room.waitingCount })}
          data-testid="viewer-count"
        >
          {fill(t.watching, { n: room.waitingCount })}
        </Badge>
      </>
    ) : null;

  return (
    <Stack gap="md">
      <DocumentTitle title={room.title || ca.screens.ChatRoom} />
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
              onClick={() => setMuted((m) => !m)}
              aria-pressed={muted}
            >
              {muted ? t.unmute : t.mute}
            </Button>
            <Button
              variant="light"
              color="gray"
              leftSection={<IconLogout size={18} />}
              onClick={() => setConfirming('leave')}
            >
              {t.leave}
            </Button>
          </Group>
        )}
        {room.phase === 'live' && isChef && (
          <Button color="red" leftSection={<IconPlayerStop size={18} />} onClick={() => setConfirming('end')}>
            {t.end}
          </Button>
        )}
      </Group>

      <div className={classes.layout}>
        <Stack gap="sm">
          {room.phase === 'waiting' && (
            <WaitingScreen
              chefName={room.chefName}
              count={room.waitingCount}
              chefPresent={room.chefPresent}
            />
          )}
          {isChef && (
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
                stream={stream}
                cameraOff={!camera}
                muted
                preview
                onAir={room.phase === 'live'}
                label={t.ownVideo}
              >
                {onStage}
              </LiveVideo>
              {room.cameraError && <Alert color="red">{room.cameraError}</Alert>}
              <ChefControls
                camera={camera}
                microphone={microphone}
                disabled={stream === null}
                onCamera={(on) => toggle('video', on)}
                onMicrophone={(on) => toggle('audio', on)}
              />
              {room.phase === 'chefPanel' && (
                <Group justify="space-between">
                  <Text size="sm" data-testid="waiting-count">
                    {fill(t.viewersWaiting, { n: room.waitingCount })}
                  </Text>
                  <Button size="md" onClick={() => void start()} loading={busy}>
                    {t.start}
                  </Button>
                </Group>
              )}
            </>
          )}
          {!isChef && (room.phase === 'live' || room.phase === 'ended') && (
            <LiveVideo
              stream={room.remoteStream}
              cameraOff={room.phase === 'live' && !room.cameraOn}
              muted={muted}
              onAir={room.phase === 'live'}
              idleText={room.phase === 'ended' ? t.endedTitle : undefined}
              label={t.chefVideo}
            >
              {onStage}
            </LiveVideo>
          )}
          {!isChef && room.phase === 'live' && <ReactionBar onReact={live.sendReaction} />}
          {phone ? (
            <Tabs defaultValue="recipe" keepMounted>
              <Tabs.List grow>
                <Tabs.Tab value="recipe">{t.recipeTab}</Tabs.Tab>
                <Tabs.Tab value="chat">{t.chatTab}</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="recipe" pt="sm">
                {recipe}
              </Tabs.Panel>
              <Tabs.Panel value="chat" pt="sm">
                {chat}
              </Tabs.Panel>
            </Tabs>
          ) : (
            recipe
          )}
        </Stack>
        {!phone && chat}
      </div>

      <ConfirmModal
        opened={confirming === 'end'}
        title={t.endConfirmTitle}
        text={t.endConfirm}
        confirm={t.end}
        busy={busy}
        onConfirm={() => void end()}
        onClose={() => setConfirming(null)}
      />
      <ConfirmModal
        opened={confirming === 'leave'}
        title={t.leaveConfirmTitle}
        text={t.leaveConfirm}
        confirm={t.leave}
        busy={false}
        onConfirm={leave}
        onClose={() => setConfirming(null)}
      />
      <EndedModal opened={room.phase === 'ended' && !isChef} />
    </Stack>
  );
}
