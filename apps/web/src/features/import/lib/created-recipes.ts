import type { ImportCommitAnswer } from '@receptari/shared/import/import.schemas';

/**
 * The new recipes with their titles: the commit answers the new ids in the order of the preview ids
 * it was sent, the failed ones left out. Should the counts disagree (an answer this build does not
 * know), the recipes are named by their number rather than by a title that may be another's.
 */
export function createdRecipes(
  sent: readonly string[],
  answer: ImportCommitAnswer,
  titleOf: (previewId: string) => string,
): { id: number; title: string }[] {
  const failed = new Set(answer.failed.map((f) => f.id));
  const made = sent.filter((id) => !failed.has(id));
  const named = made.length === answer.created.length;
  return answer.created.map((id, i) => ({ id, title: named ? titleOf(made[i]!) : `#${id}` }));
}
