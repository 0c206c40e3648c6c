import { Anchor, Group, Paper, Text } from '@mantine/core';
import type { ChatRecipe } from '@receptari/shared/ai/chat.schemas';
import { tr } from '@receptari/shared/i18n/tr/core';
import { trChat } from '@receptari/shared/i18n/tr/chat';
import { fill } from '@receptari/shared/i18n/fill';
import { Link } from 'react-router';

const t = trChat.aiChat;

/** The recipes an answer names, as small cards linking to their detail. */
export function ChatRecipeLinks({ recipes }: { recipes: ChatRecipe[] }) {
  if (recipes.length === 0) return null;
  return (
    <Group gap="xs" mt="xs" wrap="wrap">
      {recipes.map((r) => (
        <Paper key={r.id} withBorder radius="md" px="sm" py={6} bg="var(--app-color-surface)" maw="100%">
          <Anchor component={Link} to={`/info/${r.id}`} fw={600} size="sm">
            {r.title}
          </Anchor>
          <Text size="xs" c="dimmed">
            {fill(t.minutes, { n: r.prep_time + r.cook_time })} ·{' '}
            {fill(tr.landing.likes, { n: r.likes_count })}
          </Text>
        </Paper>
      ))}
    </Group>
  );
}
