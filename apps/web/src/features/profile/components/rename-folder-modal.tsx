import { Modal } from '@mantine/core';
import type { Folder } from '@receptari/shared/folders/folders.schemas';
import { trProfile } from '@receptari/shared/i18n/tr/profile';
import { useRenameFolder } from '@/api/folders/rename-folder.ts';
import { notify } from '@/lib/notify.ts';
import { FolderNameForm } from './folder-name-form.tsx';

/** A folder's new name (PUT /api/folders/{id}); a taken one stays open with the server's reason. */
export function RenameFolderModal({ folder, onClose }: { folder: Folder; onClose: () => void }) {
  const rename = useRenameFolder(folder.id);
  return (
    <Modal opened onClose={onClose} title={trProfile.perfil.renameTitle} centered>
      <FolderNameForm
        initial={folder.name}
        submitLabel={trProfile.perfil.save}
        busy={rename.isPending}
        autoFocus
        onSubmit={async (name) => {
          await rename.mutateAsync(name);
          notify.success(() => trProfile.perfil.folderRenamed);
          onClose();
        }}
      />
    </Modal>
  );
}
