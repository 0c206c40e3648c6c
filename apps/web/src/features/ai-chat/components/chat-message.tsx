import { Box, Paper, Text } from '@mantine/core';
import { trChat } from '@receptari/shared/i18n/tr/chat';
import type { ChatEntry } from '../lib/chat-entry.ts';
import classes from './chat-page.module.css';
import { ChatRecipeLinks } from './chat-recipe-links.tsx';

/** One bubble: the user's on the right, the assistant's (and its errors) on the left. */
export function ChatMessage({ entry }: { entry: ChatEntry }) {
  const mine = entry.kind === 'user';
  const error = entry.kind === 'error';
  return (
    <Box
      data-testid={`chat-${entry.kind}`}
      style={{ alignSelf: mine ? 'flex-end' : 'flex-start', maxWidth: 'min(85%, 640px)' }}
      role={error ? 'alert' : undefined}
    >
      <Text size="xs" c="dimmed" ta={mine ? 'right' : 'left'} mb={2}>
        {mine ? trChat.aiChat.you : trChat.aiChat.assistant}
      </Text>
      <Paper radius="lg" px="md" py="xs" className={classes.bubble} data-from={entry.kind} withBorder={!mine}>
        {/* The answers are plain text: their line breaks are the only layout they carry. */}
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {entry.content}
        </Text>
      </Paper>
      {entry.kind === 'assistant' && <ChatRecipeLinks recipes={entry.recipes} />}
    </Box>
  );
}
