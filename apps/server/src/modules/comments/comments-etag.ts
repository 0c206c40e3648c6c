import { createHash } from 'node:crypto';

/**
 * A weak validator for a recipe's thread: it changes whenever a comment is
 * added, deleted or edited, since each moves the count or the latest
 * updated_at. Weak because the bytes may differ (an author renamed) while the
 * thread is the same conversation.
 */
export function commentsEtag(recipeId: number, stamp: { count: number; latest: string }): string {
  const digest = createHash('sha1').update(`${recipeId}|${stamp.count}|${stamp.latest}`).digest('base64url');
  return `W/"${digest.slice(0, 22)}"`;
}

/** If-None-Match uses the weak comparison (RFC 9110 13.1.2): a list of tags, or '*'. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}
