import { ActionIcon, Group } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { trProfile } from '@receptari/shared/i18n/tr/profile';

type Props = {
  /** Names what is edited and deleted, for screen readers ('Editar la recepta …'). */
  editLabel: string;
  deleteLabel: string;
  /** The pencil's tooltip: 'Editar' unless told otherwise. */
  editTitle?: string;
  onDelete: () => void;
} & (
  | { editTo: string; onEdit?: never }
  | { onEdit: () => void; editTo?: never }
  // Only the bin: a thing that can no longer change (a live that has started or ended).
  | { editTo?: never; onEdit?: never }
);

/** The pencil and the bin beside one of the user's things: edit it (a page or a dialog), delete it; only the bin without an edit. */
export function EditDeleteActions({
  editLabel,
  deleteLabel,
  editTitle = trProfile.perfil.edit,
  onDelete,
  editTo,
  onEdit,
}: Props) {
  const pencil = <IconPencil size={18} aria-hidden />;
  return (
    <Group gap={4} wrap="nowrap">
      {editTo === undefined && onEdit === undefined ? null : editTo === undefined ? (
        <ActionIcon onClick={onEdit} variant="light" size="lg" aria-label={editLabel} title={editTitle}>
          {pencil}
        </ActionIcon>
      ) : (
        <ActionIcon
          component={Link}
          to={editTo}
          variant="light"
          size="lg"
          aria-label={editLabel}
          title={editTitle}
        >
          {pencil}
        </ActionIcon>
      )}
      <ActionIcon
        variant="light"
        color="red"
        size="lg"
        aria-label={deleteLabel}
        title={trProfile.perfil.delete}
        onClick={onDelete}
      >
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
