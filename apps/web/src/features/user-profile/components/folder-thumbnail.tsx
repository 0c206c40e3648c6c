import { Text } from '@mantine/core';
import { Link } from 'react-router';
import { tr } from '@receptari/shared/i18n/tr/core';
import type { RecipeCard } from '@receptari/shared/recipes/recipes.schemas';
import { truncateWords } from '@receptari/shared/recipes/recipes.rules';
import { PicturePlaceholder } from '@/components/ui/picture-placeholder.tsx';
import classes from './profile-folders.module.css';

/** Folder thumbnails are short: the description cut to this many words. */
const THUMB_WORDS = 10;

/** One recipe of a folder's preview: picture, title and description, a link to the recipe. */
export function FolderThumbnail({ recipe }: { recipe: RecipeCard }) {
  return (
    <Link to={`/info/${recipe.id}`} className={classes.thumb}>
      {recipe.image ? (
        <img className={classes.image} src={recipe.image} alt="" width={240} height={180} loading="lazy" />
      ) : (
        <div className={classes.image}>
          <PicturePlaceholder iconSize={28} />
        </div>
      )}
      <Text component="span" fw={600} fz="sm" lh={1.25} lineClamp={2} className={classes.title}>
        {recipe.title}
      </Text>
      <Text component="span" fz="xs" c="dimmed" lh={1.35} lineClamp={2}>
        {truncateWords(recipe.description, THUMB_WORDS) ?? tr.recipes.noDescription}
      </Text>
    </Link>
  );
}
