import { Button, Group, Textarea } from '@mantine/core';
import { CHAT_CONTENT_MAX } from '@receptari/shared/ai/chat.schemas';
import { trChat } from '@receptari/shared/i18n/tr/chat';
import type { KeyboardEvent } from 'react';

interface ChatInputProps {
  value: string;
  onChange(value: string): void;
  onSend(): void;
  busy: boolean;
}

/** Enter sends, Shift+Enter breaks the line; an empty (trimmed) question is never sent. */
export function ChatInput({ value, onChange, onSend, busy }: ChatInputProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    onSend();
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
    >
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Textarea
          aria-label={trChat.aiChat.placeholder}
          placeholder={trChat.aiChat.placeholder}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          maxLength={CHAT_CONTENT_MAX}
          autosize
          minRows={1}
          maxRows={5}
          style={{ flex: 1 }}
        />
        <Button type="submit" loading={busy}>
          {trChat.aiChat.send}
        </Button>
      </Group>
    </form>
  );
}
