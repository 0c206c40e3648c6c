import { caChat } from '../ca/chat.ts';
import { defineMessages } from '../view.ts';

/** The chat texts in the reader's language (docs/product.md "Languages"). */
export const trChat = defineMessages('chat', caChat);
