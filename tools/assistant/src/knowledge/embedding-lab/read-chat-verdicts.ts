import { readFileSync } from 'node:fs';

/** One row of a chat set's answers file as measured once: the answer shown and the reader's verdict. */
export interface MeasuredAnswer {
  readonly row: number;
  /** The reply as the file shows it (line breaks written " / "). */
  readonly answer: string;
  /** Judged to the point ("to the point" in sets 3-6, "yes" in set 2). */
  readonly right: boolean;
  readonly verdict: string;
}

/**
 * The verdicts of `held-out-chat-<set>-answers.md` (the one measure of each tuning set), by row. The
 * table's first four cells and last cells are fixed; the answer is the seventh cell.
 */
export function readChatVerdicts(set: string): Map<number, MeasuredAnswer> {
  const file = new URL(`../held-out-chat-${set}-answers.md`, import.meta.url);
  const rows = new Map<number, MeasuredAnswer>();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!/^\| \d+ \|/u.test(line)) continue;
    const cells = line.split(' | ').map((c) => c.replace(/^\| ?|\s*\|$/gu, '').trim());
    const row = Number(cells[0]);
    // Set 2 has no note column: its verdict is the last cell; sets 3-6 end with verdict, note.
    const verdict = set === '2' ? cells[cells.length - 1]! : cells[cells.length - 2]!;
    const right = set === '2' ? verdict.startsWith('yes') : verdict === 'to the point';
    rows.set(row, { row, answer: cells[6] ?? '', right, verdict });
  }
  return rows;
}
