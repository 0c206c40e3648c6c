import { describe, expect, it } from 'vitest';
import { stripChatMarkdown } from './strip-chat-markdown.ts';

describe('stripChatMarkdown', () => {
  it('keeps the words and line breaks, without bold, headings or star bullets', () => {
    const text = '## Truita\r\n\r\n\r\n**Ingredients**:\n* 4 ous\n* 2 patates\n\nBon profit!';
    expect(stripChatMarkdown(text)).toBe('Truita\n\nIngredients:\n- 4 ous\n- 2 patates\n\nBon profit!');
  });

  it('answers an empty string for an answer of blanks', () => {
    expect(stripChatMarkdown('  \n ')).toBe('');
  });
});
