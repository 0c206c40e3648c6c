import type { RecipeSource } from '@receptari/shared/import/import.schemas';
import { SOURCE_SITE_MAX, SOURCE_URL_MAX } from '@receptari/shared/import/import.rules';
import { firstText, isNode, type Node } from '../schema-org/values.ts';
import type { PageFacts } from './extract/recipe-page.ts';

const withoutWww = (host: string) => host.replace(/^www\./iu, '');

/** The recipe's own `url` (or the page it is the main entity of), when it names one. */
function recipeUrl(recipe: Node, base: URL): URL | null {
  for (const value of [recipe.url, recipe.mainEntityOfPage]) {
    const href = isNode(value) ? firstText(value['@id'] ?? value.url) : firstText(value);
    try {
      if (href) return new URL(href, base);
    } catch {
      // not a URL: the next candidate
    }
  }
  return null;
}

/**
 * 'Adaptat de {site}' and its link (docs/product.md#from-a-web-page). The link is the page read
 * (after redirects), or the address the page gives for itself (its canonical link, else the
 * recipe's `url`) when that is on the same site, which drops tracking parameters and mobile
 * mirrors; another site's address is never believed. The name is the site's og:site_name, else
 * the recipe's publisher, else the host without www.
 */
export function recipeCredit(pageUrl: URL, facts: PageFacts, recipe: Node): RecipeSource {
  const sameSite = (url: URL | null) =>
    url !== null &&
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    withoutWww(url.hostname) === withoutWww(pageUrl.hostname);
  const url =
    [facts.canonical, recipeUrl(recipe, facts.baseUrl)].find(
      (candidate) => sameSite(candidate) && candidate!.href.length <= SOURCE_URL_MAX,
    ) ?? pageUrl;
  const site = facts.siteName || firstText(recipe.publisher) || withoutWww(pageUrl.hostname);
  return {
    url: url.href.length <= SOURCE_URL_MAX ? url.href : pageUrl.origin,
    site: site.slice(0, SOURCE_SITE_MAX).trim(),
  };
}
