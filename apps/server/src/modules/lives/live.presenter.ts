import { type Live, liveStatusSchema } from '@receptari/shared/lives/lives.schemas';
import { madridParts } from '@receptari/shared/lives/lives.rules';
import type { LiveRow } from './lives.repo.ts';

export function presentLive(row: LiveRow): Live {
  const recipe =
    row.recipeId === null
      ? null
      : { id: row.recipeId, title: row.recipeTitle ?? '', description: row.recipeDescription };
  return {
    id: row.id,
    ...madridParts(row.startsAt),
    starts_at: row.startsAt.toISOString(),
    status: liveStatusSchema.catch('scheduled').parse(row.status),
    title: recipe?.title ?? row.storedTitle ?? '',
    description: recipe ? recipe.description : row.storedDescription,
    recipe,
    chef: { id: row.chefId, name: row.chefName, img: row.chefImg },
    replay: row.replayUrl ? { url: row.replayUrl, mime_type: row.replayMime ?? 'video/webm' } : null,
  };
}
