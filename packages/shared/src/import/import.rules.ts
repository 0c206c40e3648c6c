/**
 * Limits of importing recipes (docs/product.md#import): what one page, file or photo may weigh, how
 * long a remote site may take, and how many recipes one file may bring.
 */

/** A pasted address: long enough for any recipe page's URL with its tracking parameters. */
export const IMPORT_URL_MAX = 2000;
/** A recipe page's HTML (and, separately, its picture) is read up to this many bytes. */
export const IMPORT_PAGE_MAX_BYTES = 5 * 1024 * 1024;
/** The whole fetch of a page (connect, redirects and body) gives up after this long. */
export const IMPORT_FETCH_TIMEOUT_MS = 10_000;
/** Redirects followed from the pasted address, each one checked again. */
export const IMPORT_REDIRECTS_MAX = 5;
/** Recipes one file may bring; over this the file is refused whole (the documented limit). */
export const IMPORT_RECIPES_MAX = 2000;
/** An export file as uploaded: a thousand recipes with their photos fit. */
export const IMPORT_FILE_MAX_BYTES = 500 * 1024 * 1024;
/** What an archive may unpack to in all, and how many times its packed size (a zip bomb's mark). */
export const IMPORT_UNPACKED_MAX_BYTES = 2 * 1024 * 1024 * 1024;
export const IMPORT_UNPACK_RATIO_MAX = 100;
/** A photo of a recipe card. */
export const IMPORT_PHOTO_MAX_BYTES = 15 * 1024 * 1024;
/** The multipart field of POST /import/file and /import/photo. */
export const IMPORT_FILE_FIELD = 'file';
/** A preview waits this long for its commit; then its parsed recipes and pictures are dropped. */
export const IMPORT_PREVIEW_TTL_MS = 24 * 60 * 60 * 1000;
/** The credit of an imported recipe: the page it came from and the site's name. */
export const SOURCE_URL_MAX = 2000;
export const SOURCE_SITE_MAX = 100;
