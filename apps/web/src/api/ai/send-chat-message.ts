import { useMutation } from '@tanstack/react-query';
import type { ChatAnswer, ChatMessage, chatAnswerSchema } from '@receptari/shared/ai/chat.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';

/** POST /api/ai/chat: the whole history goes each time; the server keeps no conversation. */
export function sendChatMessage(messages: ChatMessage[]): Promise<ChatAnswer> {
  return apiFetch<AnswerOf<typeof chatAnswerSchema>>('/ai/chat', {
    method: 'POST',
    body: { messages },
    // Open to visitors: a 401 is the chat's own failure line, not a trip to the login page.
    redirectOn401: false,
  });
}

export function useSendChatMessage() {
  return useMutation({ mutationFn: sendChatMessage });
}
