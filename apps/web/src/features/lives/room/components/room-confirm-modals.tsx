import { trLives } from '@receptari/shared/i18n/tr/lives';
import { ConfirmModal } from '@/components/ui/confirm-modal.tsx';

const t = trLives.liveRoom;

type Props = {
  confirming: 'end' | 'leave' | null;
  busy: boolean;
  onEnd: () => void;
  onLeave: () => void;
  onClose: () => void;
};

/** The questions before the chef ends the live and before a viewer leaves it. */
export function RoomConfirmModals({ confirming, busy, onEnd, onLeave, onClose }: Props) {
  return (
    <>
      <ConfirmModal
        opened={confirming === 'end'}
        title={t.endConfirmTitle}
        text={t.endConfirm}
        confirm={t.end}
        busy={busy}
        onConfirm={onEnd}
        onClose={onClose}
      />
      <ConfirmModal
        opened={confirming === 'leave'}
        title={t.leaveConfirmTitle}
        text={t.leaveConfirm}
        confirm={t.leave}
        busy={false}
        onConfirm={onLeave}
        onClose={onClose}
      />
    </>
  );
}
