import { perLocale } from '@receptari/shared/i18n/intl';
import { Anchor, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { FeedItem } from '@receptari/shared/feed/feed.schemas';
import { trFeed } from '@receptari/shared/i18n/tr/feed';
import { fill } from '@receptari/shared/i18n/fill';
import { RecipeCard } from '@/components/recipe-card/recipe-card.tsx';
import { UserAvatar } from '@/components/ui/user-avatar.tsx';
import type { LiveView } from './feed-page.tsx';

const text = trFeed.feed;
const when = perLocale(
  (tag) =>
    new Intl.DateTimeFormat(tag, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Europe/Madrid',
    }),
);

/** Who did it and when, above the thing itself: the cook's avatar and name link to their profile. */
function ItemHeader({ item, what }: { item: FeedItem; what: string }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <Anchor component={Link} to={`/user/${item.user.id}`} aria-hidden tabIndex={-1}>
        <UserAvatar name={item.user.name} img={item.user.img} size={40} />
      </Anchor>
      <Stack gap={0} miw={0}>
        <Text fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          <Anchor component={Link} to={`/user/${item.user.id}`} inherit>
            {what}
          </Anchor>
        </Text>
        <Text fz="xs" c="dimmed" component="time" dateTime={item.created_at}>
          {when().format(new Date(item.created_at))}
        </Text>
      </Stack>
    </Group>
  );
}

/** One thing a followed cook did: a recipe card, a live's card, or the photo of a dish they made. */
export function FeedItemView({ item, live }: { item: FeedItem; live: LiveView }) {
  const name = item.user.name;
  if (item.recipe)
    return (
      <Stack gap="xs">
        <ItemHeader item={item} what={fill(text.recipeBy, { name })} />
        <div style={{ maxWidth: 360 }}>
          <RecipeCard recipe={item.recipe} />
        </div>
      </Stack>
    );
  if (item.live)
    return (
      <Stack gap="xs">
        <ItemHeader item={item} what={fill(text.liveBy, { name })} />
        <div style={{ maxWidth: 360 }}>{live(item.live)}</div>
      </Stack>
    );
  if (item.cooksnap) {
    const { cooksnap } = item;
    return (
      <Stack gap="xs">
        <ItemHeader item={item} what={fill(text.cooksnapBy, { name, title: cooksnap.recipe.title })} />
        <Paper withBorder radius="md" p="sm" maw={360}>
          <Stack gap="xs">
            <Anchor component={Link} to={`/info/${cooksnap.recipe.id}`}>
              <Image
                src={cooksnap.image}
                alt={fill(text.cooksnapBy, { name, title: cooksnap.recipe.title })}
                radius="sm"
              />
            </Anchor>
            {cooksnap.note && <Text fz="sm">{cooksnap.note}</Text>}
          </Stack>
        </Paper>
      </Stack>
    );
  }
  return null;
}
