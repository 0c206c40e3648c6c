import { Stack } from '@mantine/core';
import { tr } from '@receptari/shared/i18n/tr/core';
import { liveIdSchema } from '@receptari/shared/lives/live-socket';
import { useState } from 'react';
import { useParams } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title.tsx';
import { usePhone } from '@/lib/use-phone.ts';
import { useChefCamera } from '../hooks/use-chef-camera.ts';
import { useLiveRoom } from '../hooks/use-live-room.ts';
import { useRoomControls } from '../hooks/use-room-controls.ts';
import { ChefStage } from './chef-stage.tsx';
import { EndedModal } from './ended-modal.tsx';
import { LiveChat } from './live-chat.tsx';
import { LiveRecipe } from './live-recipe.tsx';
import classes from './live-room.module.css';
import { RecipeChatTabs } from './recipe-chat-tabs.tsx';
import { RoomBlocked } from './room-blocked.tsx';
import { RoomConfirmModals } from './room-confirm-modals.tsx';
import { RoomConnecting } from './room-connecting.tsx';
import { RoomHeader } from './room-header.tsx';
import { StageOverlay } from './stage-overlay.tsx';
import { ViewerStage } from './viewer-stage.tsx';
import { WaitingScreen } from './waiting-screen.tsx';

/** /chat/{liveId}: a live's room (docs/product.md#live-room). */
export function LiveRoomPage() {
  // The same rule the server applies to the socket's liveId.
  const liveId = liveIdSchema.safeParse(useParams().liveId);
  if (!liveId.success) return <RoomBlocked phase="notFound" />;
  return <LiveRoom key={liveId.data} liveId={liveId.data} />;
}

function LiveRoom({ liveId }: { liveId: number }) {
  const live = useLiveRoom(liveId);
  const { room } = live;
  const [muted, setMuted] = useState(false);
  // The same breakpoint as the stylesheet's: a phone gets the recipe and the chat as tabs.
  const phone = usePhone();
  const camera = useChefCamera(room.role, live.openCamera, live.setTrack);
  const controls = useRoomControls(live, camera.camera && camera.stream !== null);

  if (room.phase === 'connecting') return <RoomConnecting />;
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
      <StageOverlay
        reactions={room.reactions}
        watching={room.waitingCount}
        onReactionDone={live.reactionDone}
      />
    ) : null;

  return (
    <Stack gap="md">
      <DocumentTitle title={room.title || tr.screens.ChatRoom} />
      <RoomHeader
        room={room}
        isChef={isChef}
        muted={muted}
        onMute={() => setMuted((m) => !m)}
        onConfirm={controls.setConfirming}
      />

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
            <ChefStage room={room} camera={camera} busy={controls.busy} onStart={() => void controls.start()}>
              {onStage}
            </ChefStage>
          )}
          {!isChef && (
            <ViewerStage room={room} muted={muted} onReact={live.sendReaction}>
              {onStage}
            </ViewerStage>
          )}
          {phone ? <RecipeChatTabs recipe={recipe} chat={chat} /> : recipe}
        </Stack>
        {!phone && chat}
      </div>

      <RoomConfirmModals
        confirming={controls.confirming}
        busy={controls.busy}
        onEnd={() => void controls.end()}
        onLeave={controls.leave}
        onClose={() => controls.setConfirming(null)}
      />
      <EndedModal opened={room.phase === 'ended' && !isChef} />
    </Stack>
  );
}
