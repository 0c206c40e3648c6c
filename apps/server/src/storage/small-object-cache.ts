/** One small stored object held in memory, with what its answer's headers need. */
export type CachedObject = { data: Uint8Array; etag?: string; lastModified?: Date };

/**
 * The small pictures a page shows many times (cards, avatars) kept in memory for `ttlMs`, the
 * least recently used out past `maxBytes` (docs/decisions/0022): a card image from a bucket then
 * costs what one from the folder does. Keys name immutable content (a new upload gets a new key),
 * so the only staleness is a deletion: this instance forgets the key at once; another instance
 * may still answer it for `ttlMs`, as a browser's cache would for a year.
 */
export class SmallObjectCache {
  private readonly entries = new Map<string, { at: number; object: CachedObject }>();
  private bytes = 0;

  constructor(
    /** Largest object kept. */
    readonly maxItemBytes: number,
    private readonly maxBytes: number,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): CachedObject | null {
    const hit = this.entries.get(key);
    if (!hit) return null;
    this.entries.delete(key);
    if (this.now() - hit.at >= this.ttlMs) {
      this.bytes -= hit.object.data.length;
      return null;
    }
    this.entries.set(key, hit); // most recently used last
    return hit.object;
  }

  set(key: string, object: CachedObject) {
    if (object.data.length > this.maxItemBytes) return;
    this.delete(key);
    this.entries.set(key, { at: this.now(), object });
    this.bytes += object.data.length;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.object.data.length;
    }
  }

  delete(key: string) {
    const hit = this.entries.get(key);
    if (!hit) return;
    this.entries.delete(key);
    this.bytes -= hit.object.data.length;
  }
}
