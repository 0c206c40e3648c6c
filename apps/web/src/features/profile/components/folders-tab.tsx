import { ActionIcon, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconFolder, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { Folder } from '@receptari/shared/folders/folders.schemas';
import { ca } from '@receptari/shared/i18n/ca';
import { fill } from '@receptari/shared/i18n/fill';
import { useCreateFolder } from '@/api/folders/create-folder.ts';
import { useDeleteFolder } from '@/api/folders/delete-folder.ts';
import { useFolders } from '@/api/folders/get-folders.ts';
import { PageLoader } from '@/components/ui/page-loader.tsx';
import { QueryError } from '@/components/ui/query-error.tsx';
import { messageOf } from '@/lib/api-client.ts';
import { notify } from '@/lib/notify.ts';
import { ConfirmModal } from './confirm-modal.tsx';
import { FolderNameForm } from './folder-name-form.tsx';
import { FolderView } from './folder-view.tsx';
import { RenameFolderModal } from './rename-folder-modal.tsx';

/** The user's folders: create one, and open, rename or delete each; an open folder replaces the list. */
export function FoldersTab() {
  const folders = useFolders(true);
  const create = useCreateFolder();
  const [openId, setOpenId] = useState<number | null>(null);
  const [renaming, setRenaming] = useState<Folder | null>(null);
  const [doomed, setDoomed] = useState<Folder | null>(null);
  const remove = useDeleteFolder();

  const open = folders.data?.find((f) => f.id === openId);
  if (open) return <FolderView folder={open} onBack={() => setOpenId(null)} />;

  const confirmDelete = () =>
    doomed &&
    remove.mutate(doomed.id, {
      onSuccess: ({ message }) => {
        notify.success(message);
        setDoomed(null);
      },
      onError: (error) => notify.error(messageOf(error, ca.common.unexpected)),
    });

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <FolderNameForm
          submitLabel={ca.perfil.create}
          busy={create.isPending}
          onSubmit={(name) => create.mutateAsync(name)}
        />
      </Paper>
      {folders.isPending ? (
        <PageLoader />
      ) : folders.isError ? (
        <QueryError message={ca.perfil.loadFailed} onRetry={() => void folders.refetch()} />
      ) : folders.data.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {ca.perfil.noFolders}
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
                  aria-label={fill(ca.perfil.openNamed, { name: folder.name })}
                  styles={{ root: { flex: 1, minWidth: 0 }, inner: { justifyContent: 'flex-start' } }}
                >
                  <Text component="span" fw={600} truncate>
                    {folder.name}
                  </Text>
                  <Text component="span" c="dimmed" fz="sm" ml="xs" style={{ whiteSpace: 'nowrap' }}>
                    {fill(ca.perfil.folderRecipes, { n: folder.recipes.length })}
                  </Text>
                </Button>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="light"
                    size="lg"
                    aria-label={fill(ca.perfil.renameNamed, { name: folder.name })}
                    title={ca.perfil.rename}
                    onClick={() => setRenaming(folder)}
                  >
                    <IconPencil size={18} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="light"
                    color="red"
                    size="lg"
                    aria-label={fill(ca.perfil.deleteFolderNamed, { name: folder.name })}
                    title={ca.perfil.delete}
                    onClick={() => setDoomed(folder)}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {renaming && <RenameFolderModal folder={renaming} onClose={() => setRenaming(null)} />}
      <ConfirmModal
        opened={doomed !== null}
        title={ca.perfil.deleteFolderTitle}
        text={fill(ca.perfil.deleteFolderText, { name: doomed?.name ?? '' })}
        confirm={ca.perfil.delete}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDoomed(null)}
      />
    </Stack>
  );
}
