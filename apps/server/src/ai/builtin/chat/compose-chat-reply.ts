import type { ChatRecipe } from '@receptari/shared/ai/chat.schemas';
import { ca } from '@receptari/shared/i18n/ca';
import { fill } from '@receptari/shared/i18n/fill';

const t = ca.aiChat;

const recipeLine = (r: ChatRecipe) =>
  fill(t.recipeLine, { title: r.title, prep: r.prep_time, cook: r.cook_time, likes: r.likes_count });

/**
 * The builtin answer as plain text with line breaks (the chat shows no Markdown): the curated
 * facts first, then the matching recipes with their key facts, else a hint of what to ask.
 */
export function composeChatReply(facts: string[], recipes: ChatRecipe[], keywords: string[]): string {
  const parts: string[] = [];
  if (facts.length > 0) parts.push(facts.join('\n\n'));
  if (recipes.length > 0) {
    const lead = facts.length > 0 ? t.recipesLead : t.recipesFound;
    parts.push([lead, ...recipes.map(recipeLine)].join('\n'));
  }
  if (parts.length === 0) {
    const opening = keywords.length > 0 ? fill(t.nothingFound, { terms: keywords.join(', ') }) : t.noQuestion;
    parts.push(`${opening}\n${t.suggestions}`);
  }
  return parts.join('\n\n');
}
