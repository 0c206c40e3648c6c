/** One limit feeds the form, the API and the column. */
export const TITLE_MAX = 150;
export const DESCRIPTION_MAX = 2000;
export const EXPLANATION_MAX = 10_000;
export const STEP_MAX = 2000;
export const STEPS_MAX = 60;
export const INGREDIENTS_MAX = 80;
export const INGREDIENT_NAME_MAX = 120;
export const QUANTITY_MAX = 30;
export const SERVINGS_MAX = 100;
/** The fewest servings a recipe is written or rescaled for. */
export const SERVINGS_MIN = 1;
export const MINUTES_MAX = 7 * 24 * 60;
export const NUTRITION_MAX = 100_000;

export const UNITS = [
  '',
  'g',
  'kg',
  'ml',
  'l',
  'cullerada',
  'culleradeta',
  'tassa',
  'pessics',
  'unitats',
] as const;
export type Unit = (typeof UNITS)[number];

/** Home lists show at most 20 cards per tab; any list answers at most 100. */
export const HOME_LIST_SIZE = 20;
export const LIST_LIMIT_MAX = 100;

/** Case-insensitive substrings refused in a title (docs/product.md#recipe-validation). */
export const FORBIDDEN_TITLE_WORDS = [
  'polla',
  'cul',
  'penis',
  'fuck',
  'mierda',
  'shit',
  'puta',
  'caca',
  'porno',
  'sex',
  'nazi',
] as const;

export const hasForbiddenTitleWord = (title: string) => {
  const lower = title.toLowerCase();
  return FORBIDDEN_TITLE_WORDS.some((w) => lower.includes(w));
};

/** A card's description: the first 15 words plus an ellipsis when cut. */
export const CARD_DESCRIPTION_WORDS = 15;
export function truncateWords(
  text: string | null | undefined,
  words = CARD_DESCRIPTION_WORDS,
): string | null {
  const parts = (text ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return null;
  return parts.length > words ? `${parts.slice(0, words).join(' ')}...` : parts.join(' ');
}

export type Difficulty = 'facil' | 'regular' | 'dificil';
/** Difficulty derives from the number of steps: 1-5 facil, 6-10 regular, more dificil. */
export function difficultyOf(stepsCount: number): Difficulty {
  if (stepsCount <= 5) return 'facil';
  if (stepsCount <= 10) return 'regular';
  return 'dificil';
}

/**
 * Uploaded and seeded images are stored as `/media/<key>.webp` with resized siblings, each in
 * WebP and in AVIF (smaller, for the browsers that take it): `/media/<key>-card.webp` (480 px
 * wide), `-phone` (720 px: a full-width picture on a phone) and `-detail` (1200 px), and the
 * same names in `.avif`. Anything else (an external URL) has no variants and is used as it is.
 */
export type ImageSize = 'card' | 'phone' | 'detail';
/** Width in pixels of each stored variant; never enlarged past the original. */
export const IMAGE_VARIANT_WIDTHS: Record<ImageSize, number> = { card: 480, phone: 720, detail: 1200 };
export const IMAGE_SIZES = Object.keys(IMAGE_VARIANT_WIDTHS) as ImageSize[];
/** The formats every variant is stored in. */
export const IMAGE_VARIANT_FORMATS = ['avif', 'webp'] as const;
export type ImageFormat = (typeof IMAGE_VARIANT_FORMATS)[number];
/** The path (URL or file) of a stored WebP image's variant of that size (in WebP unless told). */
export const variantPath = (path: string, size: ImageSize, format: ImageFormat = 'webp') =>
  path.replace(/\.webp$/, `-${size}.${format}`);
const STORED = /^\/media\/.+\.webp$/;
export function imageVariant(url: string | null, size: ImageSize): string | null {
  if (!url || !STORED.test(url)) return url;
  return variantPath(url, size);
}

const VARIANT_URL = new RegExp(`^(\\/media\\/.+)-(?:${IMAGE_SIZES.join('|')})\\.webp$`);
/** The stored image behind one of its variants' URLs: the inverse of `imageVariant`. */
export const storedImage = (url: string | null) => url && url.replace(VARIANT_URL, '$1.webp');

/** The detail-size sibling of a card image URL (for large places that only got the card URL). */
export const largerImage = (cardUrl: string | null) =>
  cardUrl && /-card\.webp$/.test(cardUrl) ? cardUrl.replace(/-card\.webp$/, '-detail.webp') : cardUrl;

/**
 * How wide the landing page's carousel draws its pictures: the page's container (1140 px) or
 * the phone's width less the page's margins. The web's <picture> and the server's preload of the
 * first slide (in the landing page's <head>) give the same, so the file preloaded is the one shown.
 */
export const CAROUSEL_IMAGE_SIZES = '(min-width: 1140px) 1140px, calc(100vw - 32px)';

/** The API path of a home list's first page (the landing page's tabs and carousel). */
export const homeListPath = (sort: 'popular' | 'recent') => `/recipes?sort=${sort}&limit=${HOME_LIST_SIZE}`;

/**
 * A `srcset` of every variant of a stored image (given by its own URL or any variant's) in one
 * format, narrowest first, for the browser to pick the one its layout and screen need; null for
 * an image without variants (an external URL).
 */
export function imageSrcSet(url: string | null, format: ImageFormat): string | null {
  const stored = storedImage(url);
  if (!stored || !STORED.test(stored)) return null;
  return [...IMAGE_SIZES]
    .sort((a, b) => IMAGE_VARIANT_WIDTHS[a] - IMAGE_VARIANT_WIDTHS[b])
    .map((size) => `${variantPath(stored, size, format)} ${IMAGE_VARIANT_WIDTHS[size]}w`)
    .join(', ');
}

/**
 * The key under which an ingredient name is listed and filtered, so "Ceba " and "ceba" are one
 * filter option. SQL twin (recipe_ingredients_name_key_idx): lower(btrim(name)).
 */
export const ingredientKey = (name: string) => name.trim().toLowerCase();

/**
 * A recipe's state: 'published' is in every list; 'pending' waits for an admin's review of media the
 * food check could not call food; 'hidden' was reported by enough users to leave the lists until an
 * admin decides (docs/product.md#denuncies). Only 'published' recipes are listed, so the lists
 * need no rule of their own for the other two; their author and the admins still open them.
 */
export const RECIPE_STATUSES = ['published', 'pending', 'hidden'] as const;
export type RecipeStatus = (typeof RECIPE_STATUSES)[number];
