/**
 * Models write Markdown even when asked not to; the chat shows plain text, so the marks that
 * would show as symbols go (bold, headings, code fences) and list bullets become dashes.
 */
export function stripChatMarkdown(text: string): string {
  return text
    .replace(/\r\n?/gu, '\n')
    .replace(/```[a-z]*\n?/giu, '')
    .replace(/\*\*(.+?)\*\*|__(.+?)__/gu, (_m, a: string | undefined, b: string | undefined) => a ?? b ?? '')
    .replace(/^#{1,6}\s+/gmu, '')
    .replace(/^(\s*)[*•]\s+/gmu, '$1- ')
    .replace(/\n{3,}/gu, '\n\n')
    .trim();
}
