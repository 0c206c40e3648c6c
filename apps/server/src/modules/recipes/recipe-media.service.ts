import { ca } from '@receptari/shared/i18n/ca';
import { caRecipeForm } from '@receptari/shared/i18n/ca-recipe-form';
import { fill } from '@receptari/shared/i18n/fill';
import type { RecipeInput } from '@receptari/shared/recipes/recipes.schemas';
import type { Db } from '../../db/database.ts';
import type { RecipeStatus } from '../../db/schema/recipes.ts';
import { AppError } from '../../lib/app-error.ts';
import { findOwnedUploads } from '../media/index.ts';

type Media = { image: string | null; video: string | null };

/**
 * A recipe's image and video may only be files its author uploaded through POST /media (or, when
 * editing, the ones it already had), and never ones the food check refused. New media that the
 * check could not call food make the recipe wait for an admin's review (status 'pending').
 */
export async function checkedMedia(
  db: Db,
  actorId: number,
  input: RecipeInput,
  before: Media & { status: RecipeStatus },
): Promise<Media & { status: RecipeStatus }> {
  const image = input.image === undefined ? before.image : input.image;
  const video = input.video === undefined ? before.video : input.video;
  const fresh = [image, video].filter(
    (url): url is string => url !== null && url !== before.image && url !== before.video,
  );
  const owned = await findOwnedUploads(db, actorId, fresh);
  if (fresh.some((url) => !owned.has(url)))
    throw AppError.invalid({ media: [caRecipeForm.recipeForm.mediaNotOwned] });
  for (const { kind, verdict } of owned.values()) {
    if (verdict !== 'not_food') continue;
    throw kind === 'image'
      ? AppError.invalid(
          { image: [fill(ca.foodCheck.invalidImage, { reason: ca.foodCheck.videoNoFood })] },
          'not_food',
        )
      : AppError.invalid(
          { video: [fill(ca.foodCheck.invalidVideo, { reason: ca.foodCheck.videoNoFood })] },
          'not_food',
        );
  }
  const keptPending = before.status === 'pending' && fresh.length < [image, video].filter(Boolean).length;
  const unsure = [...owned.values()].some((u) => u.verdict !== 'food');
  return { image, video, status: unsure || keptPending ? 'pending' : 'published' };
}
