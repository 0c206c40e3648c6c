import { Button, Group, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { FOLDER_NAME_MAX } from '@receptari/shared/folders/folders.schemas';
import { tr } from '@receptari/shared/i18n/tr/core';
import { trProfile } from '@receptari/shared/i18n/tr/profile';
import { fill } from '@receptari/shared/i18n/fill';
import { useAddToFolder } from '@/api/folders/add-to-folder.ts';
import { useCreateFolder } from '@/api/folders/create-folder.ts';
import { useFolders } from '@/api/folders/get-folders.ts';
import { BusyButton } from '@/components/ui/busy.tsx';
import { messageOf } from '@/lib/api-client.ts';
import { notify } from '@/lib/notify.ts';

type Props = { recipeId: number; onClose: () => void };

/**
 * 'On vols desar la recepta?': pick one of the user's folders (or create one). When the recipe is
 * already in a folder, the product's alert (docs/product.md#recipe-detail) comes first ('Afegir a
 * una altra carpeta' goes on). Its buttons keep the focus while they work (BusyButton), and 'Crear'
 * only looks disabled while the name is empty (data-disabled): once the folder is made its name is
 * cleared, and a disabled button would drop the focus to the page. It is drawn only while open
 * (its opener's useDialog gives the focus back), so each opening starts clean.
 */
export function FolderPickerModal({ recipeId, onClose }: Props) {
  const folders = useFolders(true);
  const add = useAddToFolder(recipeId);
  const create = useCreateFolder();
  const [choice, setChoice] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const [confirmedAnother, setConfirmedAnother] = useState(false);
  const [newName, setNewName] = useState('');

  const list = folders.data ?? [];
  const alreadySaved = list.some((f) => f.recipes.includes(recipeId));
  const showAlert = folders.isSuccess && alreadySaved && !confirmedAnother;

  const onSave = () => {
    const folder = list.find((f) => String(f.id) === choice);
    if (!folder) {
      setMissing(true);
      return;
    }
    add.mutate(folder.id, {
      onSuccess: () => {
        notify.success(() => fill(trProfile.folders.savedIn, { folder: folder.name }));
        onClose();
      },
      onError: (error) => notify.error(() => messageOf(error, tr.common.unexpected)),
    });
  };
  const onCreate = () => {
    if (!newName.trim()) return;
    create.mutate(newName, {
      onSuccess: (folder) => {
        setNewName('');
        setChoice(String(folder.id));
        setMissing(false);
      },
      onError: (error) => notify.error(() => messageOf(error, tr.common.unexpected)),
    });
  };

  // Each dialog its own Modal (a key each): one put in the other's place would keep its focus
  // trap, which gives the focus to the first answer only when it mounts.
  if (showAlert) {
    return (
      <Modal key="question" opened onClose={onClose} title={trProfile.folders.pickTitle} centered>
        <Text>{trProfile.folders.alreadySavedSomewhere}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose}>
            {tr.common.cancel}
          </Button>
          <Button onClick={() => setConfirmedAnother(true)} data-autofocus>
            {trProfile.folders.addToAnother}
          </Button>
        </Group>
      </Modal>
    );
  }
  return (
    <Modal key="picker" opened onClose={onClose} title={trProfile.folders.pickTitle} centered>
      <Stack gap="md">
        {list.length === 0 && folders.isSuccess && <Text c="dimmed">{tr.recipeDetail.noFolders}</Text>}
        <Radio.Group
          value={choice}
          onChange={(value) => {
            setChoice(value);
            setMissing(false);
          }}
          error={missing ? trProfile.folders.pickRequired : undefined}
        >
          <Stack gap="xs">
            {list.map((folder, index) => (
              // The keyboard starts on the first folder, not on the dialog's close button.
              <Radio
                key={folder.id}
                value={String(folder.id)}
                label={folder.name}
                data-autofocus={index === 0 || undefined}
              />
            ))}
          </Stack>
        </Radio.Group>
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            // With no folder yet, the new folder's name comes first (a folder's radio wins otherwise).
            data-autofocus
            style={{ flex: 1 }}
            label={tr.recipeDetail.newFolder}
            placeholder={tr.recipeDetail.folderName}
            value={newName}
            maxLength={FOLDER_NAME_MAX}
            onChange={(event) => setNewName(event.currentTarget.value)}
          />
          <BusyButton
            variant="light"
            onClick={onCreate}
            data-disabled={!newName.trim() || undefined}
            aria-disabled={!newName.trim() || undefined}
            busy={create.isPending}
          >
            {tr.recipeDetail.createFolder}
          </BusyButton>
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {tr.common.cancel}
          </Button>
          <BusyButton onClick={onSave} busy={add.isPending}>
            {trProfile.folders.save}
          </BusyButton>
        </Group>
      </Stack>
    </Modal>
  );
}
