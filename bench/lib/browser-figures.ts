/** The browser benches' figures (list render, language switch): p50, p95 and max of their samples. */
export function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  return { p50: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1]! };
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;

/** One printed line: '  label: p50 … · p95 … · max …'. */
export const line = (label: string, samples: number[]) => {
  const { p50, p95, max } = summary(samples);
  return `  ${label}: p50 ${ms(p50)} · p95 ${ms(p95)} · max ${ms(max)}`;
};

/** Debian's Chromium as the browser benches launch it. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
];
