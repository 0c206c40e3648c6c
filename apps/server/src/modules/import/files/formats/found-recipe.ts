import type { RecipeSource } from '@receptari/shared/import/import.schemas';
import type { Node } from '../../schema-org/values.ts';

/**
 * One recipe as a format's reader found it, before the shared mapping (draftFromSchemaOrg): a
 * schema.org Recipe node (each app's fields moved to schema.org's names), what identifies it in
 * its app, its picture's bytes when the file carries them, and its credit.
 */
export interface FoundRecipe {
  readonly node: Node;
  /** `<app>:<the app's own id>` (paprika:…, mealie:…), null when the app wrote no id. */
  readonly appKey: string | null;
  readonly picture: Buffer | null;
  readonly source: RecipeSource | null;
  /** What the reader could not take (a picture on the internet, one it could not read). */
  readonly warnings: readonly string[];
}

/** A reader of one format: the recipes, one at a time, so only one picture is in memory at once. */
export type RecipeStream = AsyncIterable<FoundRecipe>;
