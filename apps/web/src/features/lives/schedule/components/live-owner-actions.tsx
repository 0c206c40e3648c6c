import { trLives } from '@receptari/shared/i18n/tr/lives';
import { useDisclosure } from '@mantine/hooks';
import { fill } from '@receptari/shared/i18n/fill';
import { useDeleteLive } from '@/api/lives/delete-live.ts';
import { ConfirmModal } from '@/components/ui/confirm-modal.tsx';
import { EditDeleteActions } from '@/components/ui/edit-delete-actions.tsx';
import { messageOf } from '@/lib/api-client.ts';
import { notify } from '@/lib/notify.ts';
import { LiveFormModal } from './live-form-modal.tsx';
import type { ManagedLive } from '../lib/managed-live.ts';

/**
 * The pencil and the bin on a live its chef (or an admin) may change: the form in a modal; the bin
 * asks `onDelete`, whose question (DeleteLiveQuestion) the list draws, as the deletion takes this
 * card away.
 */
export function LiveOwnerActions({
  live,
  onDelete,
}: {
  live: ManagedLive;
  onDelete: (live: ManagedLive) => void;
}) {
  const [editing, edit] = useDisclosure(false);
  const labels = {
    editLabel: fill(trLives.liveList.editNamed, { title: live.title }),
    deleteLabel: fill(trLives.liveList.deleteNamed, { title: live.title }),
    editTitle: trLives.liveList.edit,
  };
  const ask = () => onDelete(live);
  return (
    <>
      {live.status === undefined || live.status === 'scheduled' ? (
        <EditDeleteActions {...labels} onEdit={edit.open} onDelete={ask} />
      ) : (
        <EditDeleteActions {...labels} onDelete={ask} />
      )}
      <LiveFormModal opened={editing} onClose={edit.close} chefId={live.chef.id} live={live} />
    </>
  );
}

/**
 * The question before a live is deleted. Drawn by the list only while open, its useDialog giving the
 * focus back: to the bin, or to the screen's heading once the card has gone with it. A failed
 * deletion keeps it open, to try again.
 */
export function DeleteLiveQuestion({ live, onClose }: { live: ManagedLive; onClose: () => void }) {
  const remove = useDeleteLive();
  const confirm = () =>
    remove.mutate(live.id, {
      onSuccess: ({ message }) => {
        notify.success(message);
        onClose();
      },
      onError: (error) => notify.error(() => messageOf(error, trLives.liveList.deleteFailed)),
    });
  return (
    <ConfirmModal
      opened
      title={trLives.liveList.deleteTitle}
      text={fill(trLives.liveList.deleteText, {
        title: live.title,
        dia: live.dia ?? '',
        hora: live.hora ?? '',
      })}
      confirm={trLives.liveList.delete}
      busy={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
