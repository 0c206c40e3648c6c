import { perLocale } from '@receptari/shared/i18n/intl';
import { trLives } from '@receptari/shared/i18n/tr/lives';
import { ActionIcon, Badge, Group, Text, TextInput } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { LIVE_CHAT_MAX } from '@receptari/shared/lives/live-socket';
import { useEffect, useRef, useState } from 'react';
import type { ChatLine } from '../lib/room-state.ts';
import classes from './live-room.module.css';

const t = trLives.liveRoom;
const timeOf = perLocale((tag) => new Intl.DateTimeFormat(tag, { hour: '2-digit', minute: '2-digit' }));

type Props = {
  messages: ChatLine[];
  username: string;
  /**
   * Whether this user may write now (docs/product.md#other-field-checks: connected and started, or the chef).
   */
  canSend: boolean;
  onSend: (text: string) => boolean;
};

/** The live's chat: the lines, system lines in italics, and the input (button or Enter). */
export function LiveChat({ messages, username, canSend, onSend }: Props) {
  const [draft, setDraft] = useState('');
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // In braces: Chromium's scrollIntoView now answers a promise, which React would take for a cleanup.
    end.current?.scrollIntoView({ block: 'end' });
  }, [messages.length]);

  const submit = () => {
    // The text stays in the input when it cannot go.
    if (onSend(draft)) setDraft('');
  };

  return (
    <section className={classes.chat} aria-label={t.chat}>
      <div className={classes.lines} role="log" aria-live="polite" aria-label={t.chat}>
        {messages.length === 0 && (
          <Text c="dimmed" size="sm">
            {t.emptyChat}
          </Text>
        )}
        {messages.map((line) =>
          line.isSystem ? (
            <Text key={line.id} className={classes.system} data-testid="system-line">
              {line.message}
            </Text>
          ) : (
            <div key={line.id} data-testid="chat-line">
              <Group gap={6} wrap="nowrap">
                <Text fw={600} size="sm">
                  {line.username === username ? t.you : line.username}
                </Text>
                {line.isChef && (
                  <Badge size="xs" color="orange">
                    {t.chefBadge}
                  </Badge>
                )}
                <Text size="xs" c="dimmed">
                  {timeOf().format(new Date(line.timestamp))}
                </Text>
              </Group>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {line.message}
              </Text>
            </div>
          ),
        )}
        <div ref={end} />
      </div>
      <form
        className={classes.composer}
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <TextInput
          value={draft}
          onChange={(e) => setDraft(e.currentTarget.value)}
          placeholder={canSend ? t.chatPlaceholder : t.chatClosed}
          aria-label={t.chatPlaceholder}
          maxLength={LIVE_CHAT_MAX}
          disabled={!canSend}
          rightSection={
            <ActionIcon
              type="submit"
              variant="filled"
              aria-label={t.send}
              disabled={!canSend || draft.trim() === ''}
            >
              <IconSend size={16} />
            </ActionIcon>
          }
        />
      </form>
    </section>
  );
}
