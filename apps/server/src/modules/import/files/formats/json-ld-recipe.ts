import { asList, firstImageUrl, isNode, type Node, plainText, typesOf } from '../../schema-org/values.ts';
import type { FoundRecipe } from './found-recipe.ts';
import { freeTextMinutes } from './free-text-minutes.ts';
import { type FoundPicture, pictureFromReference } from './picture-of.ts';
import { sourceOf, sourceOfBasedOn } from './source-of.ts';

/** Walks arrays and @graph: a file may hold one Recipe, a list of them, or a graph around them. */
export function recipeNodesOf(json: unknown): Node[] {
  const found: Node[] = [];
  const walk = (value: unknown, depth: number) => {
    if (depth > 4) return;
    if (Array.isArray(value)) return value.forEach((v) => walk(v, depth + 1));
    if (!isNode(value)) return;
    if (typesOf(value).includes('Recipe')) found.push(value);
    else if (value['@graph'] !== undefined) walk(value['@graph'], depth + 1);
  };
  walk(json, 0);
  return found;
}

/** schema.org's identifier: text, or a PropertyValue. */
function identifierOf(node: Node): string {
  const id = asList(node.identifier)[0];
  return isNode(id) ? plainText(id.value ?? id['@value'] ?? id.name) : plainText(id);
}

/** Times as RecipeSage writes them ("15 minutes") read as minutes; ISO 8601 ones stay as they are. */
const withTimes = (node: Node): Node => ({
  ...node,
  prepTime: freeTextMinutes(node.prepTime) ?? undefined,
  cookTime: freeTextMinutes(node.cookTime) ?? undefined,
  totalTime: freeTextMinutes(node.totalTime) ?? undefined,
});

/**
 * A schema.org Recipe from a JSON-LD file (RecipeSage's export, a saved page's data, Receptari's
 * own export): its credit from isBasedOn (else the page it names as its url), its key from its
 * identifier ("receptari:12" stays as written), its picture from a data URI or, with `inArchive`,
 * a path inside the zip (docs/product.md#from-another-app).
 */
export async function jsonLdRecipe(
  node: Node,
  inArchive?: (path: string) => Promise<FoundPicture>,
): Promise<FoundRecipe> {
  const identifier = identifierOf(node);
  const found = await pictureFromReference(firstImageUrl(node.image ?? node.thumbnailUrl), inArchive);
  return {
    node: withTimes(node),
    appKey:
      identifier === '' ? null : identifier.startsWith('receptari:') ? identifier : `jsonld:${identifier}`,
    picture: found.picture,
    source:
      sourceOfBasedOn(node.isBasedOn, node.creditText) ??
      (inArchive ? null : sourceOf(node.url, node.creditText)),
    warnings: found.warnings,
  };
}
