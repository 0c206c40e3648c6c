/**
 * `npx tsx src/autofill/score-held-out-2.ts` (from tools/assistant): the autofill on the second
 * held-out set of cooks' texts (issue 34), measured once at the end: fields right, texts with every
 * field right, and what each text got wrong. Nothing is tuned on it.
 */
import { checkCookText, autofill } from './check-cook-text.ts';
import { HELD_OUT_COOK_TEXTS_2 } from './held-out-cook-texts-2.ts';

let fields = 0;
let right = 0;
let whole = 0;
for (const [i, text] of HELD_OUT_COOK_TEXTS_2.entries()) {
  const result = Object.entries(checkCookText(text, autofill(text.text)));
  const wrong = result.filter(([, ok]) => ok !== true);
  fields += result.length;
  right += result.length - wrong.length;
  if (wrong.length === 0) whole++;
  else {
    console.info(`#${i + 1} ${text.text.slice(0, 70).replace(/\n/gu, ' ')}…`);
    for (const [field, got] of wrong) console.info(`    ${field}: got ${String(got).slice(0, 200)}`);
  }
}
const pct = (a: number, b: number) => `${((100 * a) / b).toFixed(1)} %`;
console.info(
  `held-out set 2: fields ${right}/${fields} (${pct(right, fields)}), texts entirely right ${whole}/${HELD_OUT_COOK_TEXTS_2.length} (${pct(whole, HELD_OUT_COOK_TEXTS_2.length)})`,
);
