import { ID_MAX } from '@receptari/shared/common/common.schemas';
import { tr } from '@receptari/shared/i18n/tr/core';
import { truncateWords } from '@receptari/shared/recipes/recipes.rules';
import type { Db } from '../../db/database.ts';
import type { AppCaches, PublicCard } from '../../lib/app-caches.ts';
import { cardsByIds, presentCard, seenBy } from '../recipe-cards/index.ts';
import { htmlAttribute } from './html-attribute.ts';

/** What the link previews name the site and its language as. */
const SITE_NAME = 'Receptari';
const LOCALE = 'ca_ES';

/**
 * The recipe as a visitor's landing card shows it (components/recipe-card.tsx): a published
 * recipe's title, its description cut by the card's own rule, its card-size picture. Anything
 * else (pending, deleted, never was) is null: its page says nothing of it.
 */
async function loadPublicCard(db: Db, id: number): Promise<PublicCard | null> {
  const [row] = await cardsByIds(db, [id], seenBy(null));
  if (!row) return null;
  const card = presentCard(row);
  return {
    title: card.title,
    description: truncateWords(card.description) ?? tr.recipes.noDescription,
    image: card.image,
  };
}

/** The picture's absolute address (a stored one is a path on this site); none but http(s). */
function absolute(image: string | null, origin: string): string | null {
  if (!image) return null;
  const url = new URL(image, origin);
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
}

/**
 * A recipe page's Open Graph and Twitter Card tags, for the <head> of /info/{id}, so a pasted
 * link shows a preview (docs/product.md#sharing-a-recipe): no more than the landing page's card
 * tells a visitor, the recipe itself stays behind login. Empty for a recipe a visitor cannot see.
 * The card comes from a cache (lib/app-caches.ts, dropped by every write like the lists); the
 * tags are written per request, as the origin is the request's (lib/public-origin.ts).
 */
export async function recipeShareTags(
  db: Db,
  caches: AppCaches,
  id: number,
  origin: string,
): Promise<string> {
  if (!Number.isSafeInteger(id) || id < 1 || id > ID_MAX) return '';
  const card = await caches.publicCards.get(String(id), () => loadPublicCard(db, id));
  if (!card) return '';
  const image = absolute(card.image, origin);
  const tags: [attribute: 'property' | 'name', key: string, value: string | null][] = [
    ['property', 'og:type', 'article'],
    ['property', 'og:site_name', SITE_NAME],
    ['property', 'og:locale', LOCALE],
    ['property', 'og:url', `${origin}/info/${id}`],
    ['property', 'og:title', card.title],
    ['property', 'og:description', card.description],
    ['property', 'og:image', image],
    ['name', 'twitter:card', image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', card.title],
    ['name', 'twitter:description', card.description],
    ['name', 'twitter:image', image],
  ];
  return tags
    .flatMap(([attribute, key, value]) =>
      value === null ? [] : [`<meta ${attribute}="${key}" content="${htmlAttribute(value)}">`],
    )
    .join('\n    ');
}
