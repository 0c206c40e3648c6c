import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconFolder } from '@tabler/icons-react';
import { useState } from 'react';
import type { Folder } from '@receptari/shared/folders/folders.schemas';
import { trProfile } from '@receptari/shared/i18n/tr/profile';
import { fill } from '@receptari/shared/i18n/fill';
import { useCreateFolder } from '@/api/folders/create-folder.ts';
import { useDeleteFolder } from '@/api/folders/delete-folder.ts';
import { useFolders } from '@/api/folders/get-folders.ts';
import { PageLoader } from '@/components/ui/page-loader.tsx';
import { QueryError } from '@/components/ui/query-error.tsx';
import { useDialog } from '@/lib/use-dialog.ts';
import { useConfirmedDelete } from '../hooks/use-confirmed-delete.ts';
import { ConfirmModal } from '@/components/ui/confirm-modal.tsx';
import { EditDeleteActions } from '@/components/ui/edit-delete-actions.tsx';
import { FolderNameForm } from './folder-name-form.tsx';
import { FolderView } from './folder-view.tsx';
import { RenameFolderModal } from './rename-folder-modal.tsx';

/** The user's folders: create one, and open, rename or delete each; an open folder replaces the list. */
export function FoldersTab() {
  const folders = useFolders(true);
  const create = useCreateFolder();
  const [openId, setOpenId] = useState<number | null>(null);
  const renaming = useDialog<Folder>();
  const deletion = useConfirmedDelete<Folder>(useDeleteFolder());

  const open = folders.data?.find((f) => f.id === openId);
  if (open) return <FolderView folder={open} onBack={() => setOpenId(null)} />;

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <FolderNameForm
          submitLabel={trProfile.perfil.create}
          busy={create.isPending}
          onSubmit={(name) => create.mutateAsync(name)}
        />
      </Paper>
      {folders.isPending ? (
        <PageLoader />
      ) : folders.isError ? (
        <QueryError message={trProfile.perfil.loadFailed} onRetry={() => void folders.refetch()} />
      ) : folders.data.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {trProfile.perfil.noFolders}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {folders.data.map((folder) => (
            <Paper component="li" key={folder.id} withBorder radius="md" p="sm">
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Button
                  variant="subtle"
                  leftSection={<IconFolder size={20} aria-hidden />}
                  onClick={() => setOpenId(folder.id)}
                  aria-label={fill(trProfile.perfil.openNamed, { name: folder.name })}
                  styles={{ root: { flex: 1, minWidth: 0 }, inner: { justifyContent: 'flex-start' } }}
                >
                  <Text component="span" fw={600} truncate>
                    {folder.name}
                  </Text>
                  <Text component="span" c="dimmed" fz="sm" ml="xs" style={{ whiteSpace: 'nowrap' }}>
                    {fill(trProfile.perfil.folderRecipes, { n: folder.recipes.length })}
                  </Text>
                </Button>
                <EditDeleteActions
                  editLabel={fill(trProfile.perfil.renameNamed, { name: folder.name })}
                  editTitle={trProfile.perfil.rename}
                  onEdit={() => renaming.open(folder)}
                  deleteLabel={fill(trProfile.perfil.deleteFolderNamed, { name: folder.name })}
                  onDelete={() => deletion.ask(folder)}
                />
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {renaming.value && <RenameFolderModal folder={renaming.value} onClose={renaming.close} />}
      {deletion.doomed && (
        <ConfirmModal
          opened
          title={trProfile.perfil.deleteFolderTitle}
          text={fill(trProfile.perfil.deleteFolderText, { name: deletion.doomed.name })}
          confirm={trProfile.perfil.delete}
          busy={deletion.busy}
          onConfirm={deletion.confirm}
          onClose={deletion.cancel}
        />
      )}
    </Stack>
  );
}
