import type { ChatMessage } from './chat-completions.types.ts';

/** docs/product.md#food-check: the image inline plus a prompt asking for isFood and a Catalan reason. */
const PROMPT = [
  'You check photos uploaded to a recipe-sharing site.',
  'Does this image show food, a dish, ingredients or cooking?',
  'Answer only with a JSON object: {"isFood": true or false, "reason": "one short sentence in Catalan"}.',
  'The reason says what the image shows. If you are not sure, isFood is false.',
].join(' ');

/** The image goes as a data URL in an `image_url` part: nothing is hosted for the provider to fetch. */
export function buildFoodCheckMessages(image: Buffer, mime: string): ChatMessage[] {
  return [
    {
      role: 'user',
      content: [
        { type: 'text', text: PROMPT },
        { type: 'image_url', image_url: { url: `data:${mime};base64,${image.toString('base64')}` } },
      ],
    },
  ];
}
