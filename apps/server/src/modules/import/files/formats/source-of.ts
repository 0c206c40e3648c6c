import { SOURCE_SITE_MAX } from '@receptari/shared/import/import.rules';
import { type RecipeSource, recipeSourceSchema } from '@receptari/shared/import/import.schemas';
import { firstText, isNode } from '../../schema-org/values.ts';

/**
 * The credit 'Adaptat de {site}' (docs/product.md#import) from the page an app says the recipe came
 * from: its address (http or https only) and the site's name as the app wrote it, else the
 * address's host. Anything else (a book's title without an address, a bad URL) credits nobody.
 */
export function sourceOf(url: unknown, site?: unknown): RecipeSource | null {
  const address = firstText(url);
  if (!/^https?:\/\//iu.test(address)) return null;
  let host: string;
  try {
    host = new URL(address).hostname.replace(/^www\./u, '');
  } catch {
    return null;
  }
  const name = (firstText(site) || host).slice(0, SOURCE_SITE_MAX);
  const parsed = recipeSourceSchema.safeParse({ url: address, site: name });
  return parsed.success ? parsed.data : null;
}

/**
 * schema.org's isBasedOn: a CreativeWork with url and name (Receptari's own export), or a bare URL
 * whose site may be named apart (RecipeSage's creditText).
 */
export function sourceOfBasedOn(value: unknown, site?: unknown): RecipeSource | null {
  const work = Array.isArray(value) ? value[0] : value;
  return isNode(work) ? sourceOf(work.url ?? work['@id'], work.name ?? site) : sourceOf(work, site);
}
