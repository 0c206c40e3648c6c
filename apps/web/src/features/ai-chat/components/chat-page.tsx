import { Alert, Loader, Group, Stack, Text, Title } from '@mantine/core';
import { tr } from '@receptari/shared/i18n/tr/core';
import { trChat } from '@receptari/shared/i18n/tr/chat';
import { useEffect, useRef, useState } from 'react';
import { DocumentTitle } from '@/components/ui/document-title.tsx';
import { useSendChatMessage } from '@/api/ai/send-chat-message.ts';
import { type ChatEntry, toRequestMessages } from '../lib/chat-entry.ts';
import { useChatHistory } from '../hooks/use-chat-history.ts';
import { ChatInput } from './chat-input.tsx';
import { ChatMessage } from './chat-message.tsx';
import classes from './chat-page.module.css';

const t = trChat.aiChat;

/** /Chat: the cooking assistant (docs/product.md#cooking-assistant), answered by the server's AI gateway. */
export function ChatPage() {
  const { entries, append } = useChatHistory();
  const send = useSendChatMessage();
  const [draft, setDraft] = useState('');
  const endRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    endRef.current?.scrollIntoView({ block: 'end', behavior: 'smooth' });
  }, [entries.length, send.isPending]);

  const submit = () => {
    const question = draft.trim();
    if (question === '' || send.isPending) return;
    const asked: ChatEntry = { kind: 'user', content: question };
    append(asked);
    setDraft('');
    send.mutate(toRequestMessages([...entries, asked]), {
      onSuccess: (answer) =>
        append({ kind: 'assistant', content: answer.reply, recipes: answer.recipes, mode: answer.mode }),
      onError: () => {
        append({ kind: 'error', content: t.failed });
        // The question comes back to the input, unless the user has already typed another.
        setDraft((current) => (current === '' ? question : current));
      },
    });
  };

  const lastAnswer = entries.findLast((e) => e.kind === 'assistant');
  return (
    <Stack gap="md">
      <DocumentTitle title={tr.screens.ChatBot} />
      <div>
        <Title order={1}>{tr.app.name}</Title>
        <Text c="dimmed">{t.subtitle}</Text>
      </div>
      {lastAnswer?.kind === 'assistant' && lastAnswer.mode === 'builtin' && (
        <Alert variant="light" color="gray" p="xs">
          {t.builtinNote}
        </Alert>
      )}
      <div className={classes.messages} role="log" aria-label={t.messagesLabel} aria-live="polite">
        {entries.length === 0 && <Text c="dimmed">{t.empty}</Text>}
        {entries.map((entry, i) => (
          <ChatMessage key={i} entry={entry} />
        ))}
        {send.isPending && (
          <Group gap="xs" data-testid="chat-typing">
            <Loader type="dots" size="sm" />
            <Text size="sm" c="dimmed">
              {t.typing}
            </Text>
          </Group>
        )}
        <div ref={endRef} />
      </div>
      <div className={classes.composer}>
        <ChatInput value={draft} onChange={setDraft} onSend={submit} busy={send.isPending} />
      </div>
    </Stack>
  );
}
