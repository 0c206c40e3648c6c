import { Button, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft, IconFileTypePdf, IconX } from '@tabler/icons-react';
import type { Folder } from '@receptari/shared/folders/folders.schemas';
import { tr } from '@receptari/shared/i18n/tr/core';
import { trImport } from '@receptari/shared/i18n/tr/import';
import { trProfile } from '@receptari/shared/i18n/tr/profile';
import { fill } from '@receptari/shared/i18n/fill';
import { useDownloadFolderPdf } from '@/api/folders/download-folder-pdf.ts';
import { useFolderRecipes } from '@/api/folders/get-folder-recipes.ts';
import { useRemoveFromFolder } from '@/api/folders/remove-from-folder.ts';
import { RecipeCard } from '@/components/recipe-card/recipe-card.tsx';
import { BusyButton } from '@/components/ui/busy.tsx';
import { messageOf } from '@/lib/api-client.ts';
import { notify } from '@/lib/notify.ts';
import { CardList } from './card-list.tsx';

/** One open folder: its recipes, each with a way to take it out of the folder (the recipe stays). */
export function FolderView({ folder, onBack }: { folder: Folder; onBack: () => void }) {
  const contents = useFolderRecipes(folder.id);
  const remove = useRemoveFromFolder(folder.id);
  const query = { ...contents, data: contents.data?.recipes };
  const pdf = useDownloadFolderPdf();
  // The folder as a cookbook (GET /api/folders/{id}/pdf), saved under its name.
  const onPdf = () =>
    pdf.mutate(folder, {
      onSuccess: () => notify.success(() => trImport.downloads.folderPdfDone),
      onError: (error) => notify.error(() => messageOf(error, trImport.downloads.folderPdfFailed)),
    });

  const take = (recipeId: number) =>
    remove.mutate(recipeId, {
      onSuccess: ({ message }) => notify.success(message),
      onError: (error) => notify.error(() => messageOf(error, tr.common.unexpected)),
    });

  return (
    <Stack gap="md">
      <Group gap="sm" wrap="nowrap">
        <Button
          variant="subtle"
          px={0}
          leftSection={<IconArrowLeft size={18} aria-hidden />}
          onClick={onBack}
        >
          {trProfile.perfil.backToFolders}
        </Button>
      </Group>
      <Group justify="space-between" gap="sm">
        <Title order={2} fz="h3" style={{ overflowWrap: 'anywhere' }}>
          {folder.name}
        </Title>
        <BusyButton
          variant="light"
          size="sm"
          leftSection={<IconFileTypePdf size={18} aria-hidden />}
          busy={pdf.isPending}
          disabled={folder.recipes.length === 0}
          onClick={onPdf}
        >
          {trImport.downloads.folderPdf}
        </BusyButton>
      </Group>
      <CardList query={query} empty={trProfile.perfil.emptyFolder}>
        {(recipe) => (
          <Stack key={recipe.id} gap={6}>
            <RecipeCard recipe={recipe} />
            <BusyButton
              variant="light"
              color="red"
              size="xs"
              leftSection={<IconX size={14} aria-hidden />}
              aria-label={fill(trProfile.perfil.removeNamed, { title: recipe.title })}
              busy={remove.isPending && remove.variables === recipe.id}
              onClick={() => take(recipe.id)}
            >
              {trProfile.perfil.remove}
            </BusyButton>
          </Stack>
        )}
      </CardList>
    </Stack>
  );
}
