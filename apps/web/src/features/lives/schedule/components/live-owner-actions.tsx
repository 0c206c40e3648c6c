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
 * The pencil and the bin on a live its chef (or an admin) may change: the form in a modal, and a
 * deletion after a confirmation. A failed deletion keeps the question open, to try again.
 */
export function LiveOwnerActions({ live }: { live: ManagedLive }) {
  const [editing, edit] = useDisclosure(false);
  const [asking, ask] = useDisclosure(false);
  const remove = useDeleteLive();
  const confirm = () =>
    remove.mutate(live.id, {
      onSuccess: ({ message }) => {
        notify.success(message);
        ask.close();
      },
      onError: (error) => notify.error(() => messageOf(error, trLives.liveList.deleteFailed)),
    });

  const labels = {
    editLabel: fill(trLives.liveList.editNamed, { title: live.title }),
    deleteLabel: fill(trLives.liveList.deleteNamed, { title: live.title }),
    editTitle: trLives.liveList.edit,
  };
  return (
    <>
      {live.status === undefined || live.status === 'scheduled' ? (
        <EditDeleteActions {...labels} onEdit={edit.open} onDelete={ask.open} />
      ) : (
        <EditDeleteActions {...labels} onDelete={ask.open} />
      )}
      <LiveFormModal opened={editing} onClose={edit.close} chefId={live.chef.id} live={live} />
      <ConfirmModal
        opened={asking}
        title={trLives.liveList.deleteTitle}
        text={fill(trLives.liveList.deleteText, {
          title: live.title,
          dia: live.dia ?? '',
          hora: live.hora ?? '',
        })}
        confirm={trLives.liveList.delete}
        busy={remove.isPending}
        onConfirm={confirm}
        onClose={ask.close}
      />
    </>
  );
}
