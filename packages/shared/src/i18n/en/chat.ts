import type { caChat } from '../ca/chat.ts';
import type { Translation } from '../translation.ts';

/** English of ca/chat.ts (docs/product.md "Languages"). */
export const enChat: Translation<typeof caChat> = {
  aiChat: {
    subtitle: 'Cooking assistant: ask about recipes, ingredients, substitutions or cooking times.',
    placeholder: 'Ask for a recipe...',
    send: 'Send',
    failed: 'There was an error processing your request. Please try again.',
    offTopic:
      'Sorry, I can only answer questions about cooking and recipes. Could you ask me about ingredients, cooking methods or specific recipes?',
    builtinNote: "Basic mode: the assistant works offline, with Receptari's recipes.",
    typing: 'The assistant is typing...',
    messagesLabel: 'Conversation with the assistant',
    you: 'You',
    assistant: 'Assistant',
    empty: 'Ask me about a recipe, an ingredient or a cooking time.',
    tooManyMessages: 'The conversation can have at most {max} messages.',
    messageTooLong: 'Each message can be at most {max} characters long.',
    messageEmpty: "The message can't be empty.",
    messagesRequired: 'At least one message is required.',
    minutes: '{n} min',
  },
};
