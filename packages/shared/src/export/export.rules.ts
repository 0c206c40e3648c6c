/**
 * Exporting recipes (docs/product.md#export): the zip every user may take away, in an open format
 * that Receptari's own import reads back exactly, and the cookbook PDF of a folder.
 */

/** `receptari.json`'s `format` and `version`: what an importer checks before reading the rest. */
export const EXPORT_FORMAT = 'receptari-export';
export const EXPORT_VERSION = 1;
/** The zip's manifest, at its root. */
export const EXPORT_MANIFEST_PATH = 'receptari.json';
/** Each recipe as schema.org Recipe JSON-LD, named by its id. */
export const exportRecipePath = (id: number) => `recipes/${id}.json`;
/** Each recipe's stored picture, copied as it is (WebP); the JSON-LD's `image` names this path. */
export const exportImagePath = (id: number) => `images/${id}.webp`;
/** The vocabulary of the JSON-LD's `receptari:` extensions. */
export const RECEPTARI_NAMESPACE = 'https://receptari.cat/ns#';
/** `receptari-receptes-2026-11-24.zip`: the day of the export, UTC. */
export const exportFileName = (at: Date) => `receptari-receptes-${at.toISOString().slice(0, 10)}.zip`;

/** A cookbook PDF holds at most this many recipes: more would take too long to draw and to print. */
export const COOKBOOK_RECIPES_MAX = 200;
