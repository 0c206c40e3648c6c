/**
 * `npx tsx src/autofill/compare-tuning-sets.ts <snapshot.json> [baseline.json]` (from tools/assistant):
 * every checked field of every TUNING set (sets 1-17, retired, the tuning and voices texts), right or
 * not, written to a snapshot; with a baseline, the fields a change lost and gained, per set. A change
 * to the autofill is kept only when it loses none (docs/assistant.md, "Autofill tuning after set 6").
 * It never reads a set that is still held out.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { autofill, checkCookText, type CookText } from './check-cook-text.ts';
import { HELD_OUT_COOK_TEXTS } from './held-out-cook-texts.ts';
import { HELD_OUT_COOK_TEXTS_2 } from './held-out-cook-texts-2.ts';
import { HELD_OUT_COOK_TEXTS_3 } from './held-out-cook-texts-3.ts';
import { HELD_OUT_COOK_TEXTS_4 } from './held-out-cook-texts-4.ts';
import { HELD_OUT_COOK_TEXTS_5 } from './held-out-cook-texts-5.ts';
import { HELD_OUT_COOK_TEXTS_6 } from './held-out-cook-texts-6.ts';
import { HELD_OUT_COOK_TEXTS_7 } from './held-out-cook-texts-7.ts';
import { HELD_OUT_COOK_TEXTS_8 } from './held-out-cook-texts-8.ts';
import { HELD_OUT_COOK_TEXTS_9 } from './held-out-cook-texts-9.ts';
import { HELD_OUT_COOK_TEXTS_10 } from './held-out-cook-texts-10.ts';
import { HELD_OUT_COOK_TEXTS_11 } from './held-out-cook-texts-11.ts';
import { HELD_OUT_COOK_TEXTS_12 } from './held-out-cook-texts-12.ts';
import { HELD_OUT_COOK_TEXTS_13 } from './held-out-cook-texts-13.ts';
import { HELD_OUT_COOK_TEXTS_14 } from './held-out-cook-texts-14.ts';
import { HELD_OUT_COOK_TEXTS_15 } from './held-out-cook-texts-15.ts';
import { HELD_OUT_COOK_TEXTS_16 } from './held-out-cook-texts-16.ts';
import { HELD_OUT_COOK_TEXTS_17 } from './held-out-cook-texts-17.ts';
import { TUNING_COOK_TEXTS } from './tuning-cook-texts.ts';
import { LAST_VOICES_COOK_TEXTS, LATER_VOICES_COOK_TEXTS, VOICES_COOK_TEXTS } from './voices-cook-texts.ts';

const SETS: Readonly<Record<string, readonly CookText[]>> = {
  'set 1': HELD_OUT_COOK_TEXTS,
  'set 2': HELD_OUT_COOK_TEXTS_2,
  'set 3': HELD_OUT_COOK_TEXTS_3,
  'set 4': HELD_OUT_COOK_TEXTS_4,
  'set 5': HELD_OUT_COOK_TEXTS_5,
  'set 6': HELD_OUT_COOK_TEXTS_6,
  'set 7': HELD_OUT_COOK_TEXTS_7,
  'set 8': HELD_OUT_COOK_TEXTS_8,
  'set 9': HELD_OUT_COOK_TEXTS_9,
  'set 10': HELD_OUT_COOK_TEXTS_10,
  'set 11': HELD_OUT_COOK_TEXTS_11,
  'set 12': HELD_OUT_COOK_TEXTS_12,
  'set 13': HELD_OUT_COOK_TEXTS_13,
  'set 14': HELD_OUT_COOK_TEXTS_14,
  'set 15': HELD_OUT_COOK_TEXTS_15,
  'set 16': HELD_OUT_COOK_TEXTS_16,
  'set 17': HELD_OUT_COOK_TEXTS_17,
  tuning: TUNING_COOK_TEXTS,
  voices: VOICES_COOK_TEXTS,
  later: LATER_VOICES_COOK_TEXTS,
  last: LAST_VOICES_COOK_TEXTS,
};

type Snapshot = Record<string, string | true>;

const snapshot: Snapshot = {};
for (const [set, texts] of Object.entries(SETS)) {
  let right = 0;
  let fields = 0;
  let whole = 0;
  for (const [i, text] of texts.entries()) {
    let result: Record<string, string | true>;
    try {
      result = checkCookText(text, autofill(text.text));
    } catch (error) {
      result = { failed: String(error) };
    }
    const values = Object.entries(result);
    for (const [field, got] of values) snapshot[`${set} #${i + 1} ${field}`] = got;
    fields += values.length;
    right += values.filter(([, ok]) => ok === true).length;
    if (values.every(([, ok]) => ok === true)) whole += 1;
  }
  console.info(`${set}: ${right}/${fields} fields, ${whole}/${texts.length} texts`);
}

const [out, baselinePath] = process.argv.slice(2);
if (out) writeFileSync(out, JSON.stringify(snapshot, null, 1));
if (baselinePath) {
  const baseline = JSON.parse(readFileSync(baselinePath, 'utf8')) as Snapshot;
  const ok = (s: Snapshot, key: string) => s[key] === true;
  for (const key of Object.keys(snapshot)) {
    if (ok(baseline, key) && !ok(snapshot, key))
      console.info(`LOST   ${key}: ${JSON.stringify(snapshot[key])}`);
    if (!ok(baseline, key) && ok(snapshot, key)) console.info(`gained ${key}`);
  }
}
