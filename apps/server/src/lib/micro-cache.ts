/**
 * A tiny in-process cache of answers that many callers share (the home lists): each key lives
 * `ttlMs`, concurrent misses share one load, and at most `maxEntries` keys are kept (oldest out).
 * Writes clear it (see app.ts), so within one instance nothing stale is ever served; other
 * instances of a multi-instance setup may lag by at most `ttlMs`.
 */
export class MicroCache<T> {
  private readonly entries = new Map<string, { at: number; value: Promise<T> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && this.now() - hit.at < this.ttlMs) return hit.value;
    const value = load();
    this.entries.delete(key);
    this.entries.set(key, { at: this.now(), value });
    // A failed load is not kept: the next caller tries again.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }

  delete(key: string) {
    this.entries.delete(key);
  }

  /** Drops every key the predicate picks (a user's entries); a scan, for rare invalidations. */
  deleteWhere(pick: (key: string) => boolean) {
    for (const key of this.entries.keys()) if (pick(key)) this.entries.delete(key);
  }

  clear() {
    this.entries.clear();
  }
}
