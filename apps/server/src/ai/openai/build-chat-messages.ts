import type { ChatRequest } from '@receptari/shared/ai/chat.schemas';
import { ca } from '@receptari/shared/i18n/ca';
import type { ChatMessage } from './chat-completions.types.ts';

/** Spec sections 5 and 7: cooking only, in Catalan, and the refusal sentence word for word. */
export const CHAT_SYSTEM_PROMPT = [
  'Ets l’assistent de cuina del Receptari, una web catalana de receptes.',
  'Respon sempre en català, de manera breu i pràctica.',
  'Només parles de cuina: receptes, ingredients, substitucions, mesures, temps i mètodes de cocció.',
  'Si la pregunta no és de cuina, respon exactament aquesta frase i res més:',
  ca.aiChat.offTopic,
  'Escriu text pla, sense Markdown (ni asteriscs, ni #, ni taules); fes servir salts de línia i guions per a les llistes.',
].join('\n');

/** The whole history after the system prompt, as the spec's call 1 sends it. */
export function buildChatMessages(input: ChatRequest): ChatMessage[] {
  return [
    { role: 'system', content: CHAT_SYSTEM_PROMPT },
    ...input.messages.map((m) => ({ role: m.role, content: m.content })),
  ];
}
