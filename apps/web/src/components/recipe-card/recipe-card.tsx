import { Card, Group, Skeleton, Text } from '@mantine/core';
import { IconCamera, IconHeart } from '@tabler/icons-react';
import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { tr } from '@receptari/shared/i18n/tr/core';
import { fill } from '@receptari/shared/i18n/fill';
import { truncateWords } from '@receptari/shared/recipes/recipes.rules';
import type { RecipeCard as Recipe } from '@receptari/shared/recipes/recipes.schemas';
import { PicturePlaceholder } from '@/components/ui/picture-placeholder.tsx';
import { RecipePicture } from '@/components/ui/recipe-picture.tsx';
import classes from './recipe-card.module.css';

/** Card images are 4:3; width and height reserve the space before they load. */
const IMAGE_WIDTH = 480;
const IMAGE_HEIGHT = 360;
/** The grid's columns (recipe-grid.tsx): two on a phone, three from 48em, four or five from 75em. */
const IMAGE_SIZES = '(min-width: 75em) 270px, (min-width: 48em) 33vw, 50vw';

type Props = {
  recipe: Recipe;
  /** Called instead of following the link (e.g. to ask a signed-out visitor to log in). */
  onOpen?: (recipe: Recipe, event: MouseEvent) => void;
  /** A line of the list's own under the description (what a cook lacks, on /cuina-amb-el-que-tens). */
  note?: ReactNode;
};

/**
 * A recipe in a grid: picture, title, description cut to 15 words, author, how many made it and
 * likes. One link.
 */
export function RecipeCard({ recipe, onOpen, note }: Props) {
  return (
    <Card
      component={Link}
      to={`/info/${recipe.id}`}
      onClick={onOpen ? (event: MouseEvent) => onOpen(recipe, event) : undefined}
      className={classes.card}
      withBorder
      radius="md"
      padding="sm"
    >
      <Card.Section>
        {recipe.image ? (
          <RecipePicture
            className={classes.image}
            src={recipe.image}
            sizes={IMAGE_SIZES}
            alt=""
            width={IMAGE_WIDTH}
            height={IMAGE_HEIGHT}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <div className={classes.image}>
            <PicturePlaceholder />
          </div>
        )}
      </Card.Section>
      <div className={classes.body}>
        <Text component="h3" fw={700} fz="md" lh={1.25} mt="xs" lineClamp={2}>
          {recipe.title}
        </Text>
        <Text fz="sm" c="dimmed" lh={1.4}>
          {truncateWords(recipe.description) ?? tr.recipes.noDescription}
        </Text>
        {note}
        <Group justify="space-between" mt="auto" pt={6} wrap="nowrap" gap="xs">
          <Text fz="xs" c="var(--app-color-accent-text)" truncate>
            {fill(tr.landing.by, { name: recipe.creador })}
          </Text>
          <Group gap={8} wrap="nowrap">
            {recipe.cooksnaps_count > 0 && (
              // Shown once somebody made it: a zero on every new card would say nothing.
              <Group
                gap={4}
                wrap="nowrap"
                aria-label={fill(tr.landing.cooksnaps, { n: recipe.cooksnaps_count })}
              >
                <IconCamera size={14} aria-hidden color="var(--mantine-color-brand-text)" />
                <Text fz="xs" aria-hidden>
                  {recipe.cooksnaps_count}
                </Text>
              </Group>
            )}
            <Group gap={4} wrap="nowrap" aria-label={fill(tr.landing.likes, { n: recipe.likes_count })}>
              <IconHeart size={14} aria-hidden color="var(--mantine-color-brand-text)" />
              <Text fz="xs" aria-hidden>
                {recipe.likes_count}
              </Text>
            </Group>
          </Group>
        </Group>
      </div>
    </Card>
  );
}

/** The placeholder of a card while its list loads. */
export function RecipeCardSkeleton() {
  return (
    <Card withBorder radius="md" padding="sm" aria-hidden>
      <Card.Section>
        <Skeleton style={{ aspectRatio: '4 / 3' }} radius={0} />
      </Card.Section>
      <Skeleton height={16} mt="sm" width="80%" />
      <Skeleton height={12} mt={8} />
      <Skeleton height={12} mt={6} width="60%" />
    </Card>
  );
}
