import { useMutation } from '@tanstack/react-query';
import { type ChatMessage, chatAnswerSchema } from '@receptari/shared/ai/chat.schemas';
import { apiFetch } from '@/lib/api-client.ts';

/** POST /api/ai/chat: the whole history goes each time; the server keeps no conversation. */
export const sendChatMessage = (messages: ChatMessage[]) =>
  apiFetch('/ai/chat', {
    method: 'POST',
    body: { messages },
    schema: chatAnswerSchema,
    redirectOn401: false,
  });

export function useSendChatMessage() {
  return useMutation({ mutationFn: sendChatMessage });
}
