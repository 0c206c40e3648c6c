import type { DetectedTimer } from './detect-timers.ts';
import type { IngredientMention } from './match-ingredients.ts';

/** A piece of a step as cook mode draws it: plain text, a named ingredient, or a timer's phrase. */
export type StepSegment =
  | { kind: 'text'; text: string }
  | { kind: 'ingredient'; text: string; ingredient: number }
  | { kind: 'timer'; text: string; timer: number };

/** The step cut at its timers (which win where a mention overlaps one) and its ingredient mentions. */
export function segmentStep(
  step: string,
  timers: readonly DetectedTimer[],
  mentions: readonly IngredientMention[],
): StepSegment[] {
  const spans = [
    ...timers.map((t, timer) => ({ start: t.start, end: t.end, timer })),
    ...mentions
      .filter((m) => !timers.some((t) => m.start < t.end && t.start < m.end))
      .map((m) => ({ start: m.start, end: m.end, ingredient: m.ingredient })),
  ].sort((a, b) => a.start - b.start);
  const segments: StepSegment[] = [];
  let at = 0;
  for (const span of spans) {
    if (span.start < at) continue;
    if (span.start > at) segments.push({ kind: 'text', text: step.slice(at, span.start) });
    const text = step.slice(span.start, span.end);
    segments.push(
      'timer' in span
        ? { kind: 'timer', text, timer: span.timer }
        : { kind: 'ingredient', text, ingredient: span.ingredient },
    );
    at = span.end;
  }
  if (at < step.length) segments.push({ kind: 'text', text: step.slice(at) });
  return segments;
}
