import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconFolder } from '@tabler/icons-react';
import { tr } from '@receptari/shared/i18n/tr/core';
import { fill } from '@receptari/shared/i18n/fill';
import {
  FOLDER_PREVIEW,
  type ProfileFolder,
  type ProfileRecipe,
} from '@receptari/shared/profiles/profiles.schemas';
import { FolderThumbnail } from './folder-thumbnail.tsx';
import classes from './profile-folders.module.css';

type Props = {
  folders: ProfileFolder[];
  /** The cards of the first FOLDER_PREVIEW recipes of each folder (the answer's `recipes_in_folders`). */
  cards: ProfileRecipe[];
};

/** 'Carpetes': how many, then each with its count, its first four recipes and '+N més'. */
export function ProfileFolders({ folders, cards }: Props) {
  if (folders.length === 0) return <Text c="dimmed">{tr.userProfile.noFolders}</Text>;
  const byId = new Map(cards.map((card) => [card.id, card]));
  return (
    <Stack gap="md">
      <Text fw={600}>{fill(tr.userProfile.folderCount, { n: folders.length })}</Text>
      {folders.map((folder) => (
        <FolderPreview key={folder.id} folder={folder} byId={byId} />
      ))}
    </Stack>
  );
}

function FolderPreview({ folder, byId }: { folder: ProfileFolder; byId: Map<number, ProfileRecipe> }) {
  const shown = folder.recipes
    .slice(0, FOLDER_PREVIEW)
    .map((id) => byId.get(id))
    .filter((card) => card !== undefined);
  const more = folder.recipes.length - Math.min(folder.recipes.length, FOLDER_PREVIEW);
  const headingId = `folder-${folder.id}`;
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="lg"
      p={{ base: 'sm', sm: 'md' }}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs" mb="sm">
        <Group gap={8} wrap="nowrap" miw={0}>
          <IconFolder
            size={20}
            aria-hidden
            color="var(--mantine-color-brand-text)"
            style={{ flexShrink: 0 }}
          />
          <Title order={3} fz="lg" id={headingId} style={{ overflowWrap: 'anywhere' }}>
            {folder.name}
          </Title>
        </Group>
        <Text fz="sm" c="dimmed" style={{ flexShrink: 0 }}>
          {fill(tr.userProfile.folderRecipes, { n: folder.recipes.length })}
        </Text>
      </Group>
      {folder.recipes.length === 0 ? (
        <Text c="dimmed" fz="sm">
          {tr.userProfile.emptyFolder}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm">
          {shown.map((card) => (
            <FolderThumbnail key={card.id} recipe={card} />
          ))}
          {more > 0 && (
            <div className={classes.more}>
              <Text fw={700} fz="lg" c="var(--app-color-accent-text)">
                {fill(tr.userProfile.moreInFolder, { n: more })}
              </Text>
            </div>
          )}
        </SimpleGrid>
      )}
    </Paper>
  );
}
