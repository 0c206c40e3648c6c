// ISO 8601 durations as recipe sites write them: "PT1H30M", "P0DT0H45M", "PT90M", "PT0.5H", "P1D".
const DURATION =
  /^P(?:(\d+(?:[.,]\d+)?)W)?(?:(\d+(?:[.,]\d+)?)D)?(?:T(?:(\d+(?:[.,]\d+)?)H)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)S)?)?$/iu;
const MINUTES_PER = [7 * 24 * 60, 24 * 60, 60, 1, 1 / 60] as const;

/**
 * Minutes of a schema.org duration (docs/product.md#import), rounded; null when it is missing or not
 * a duration ("20 min" and plain numbers, which some sites write, are read as minutes).
 */
export function minutesOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? Math.round(value) : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const match = DURATION.exec(text);
  if (match && text.length > 1 && !/T$/iu.test(text)) {
    const parts = match.slice(1).map((n) => (n === undefined ? 0 : Number(n.replace(',', '.'))));
    return Math.round(parts.reduce((sum, n, i) => sum + n * MINUTES_PER[i]!, 0));
  }
  const loose = /^(\d+)\s*(?:min(?:uts?|utos?|utes?|s)?\.?)?$/iu.exec(text);
  return loose ? Number(loose[1]) : null;
}
