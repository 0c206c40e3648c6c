/**
 * The autofill's figures on the issue-34 tuning texts (never a held-out set): fields right, texts
 * with every field right, and the time per autofill (p50/p99). `npx tsx tools/assistant/src/autofill/measure-voices.ts`
 */
import { autofill, checkCookText, type CookText } from './check-cook-text.ts';
import { TUNING_COOK_TEXTS } from './tuning-cook-texts.ts';
import { LAST_VOICES_COOK_TEXTS, LATER_VOICES_COOK_TEXTS, VOICES_COOK_TEXTS } from './voices-cook-texts.ts';

function measure(name: string, texts: readonly CookText[], verbose: boolean) {
  let fields = 0;
  let right = 0;
  let allRight = 0;
  const times: number[] = [];
  for (const t of texts) {
    let result: Record<string, string | true>;
    const start = performance.now();
    try {
      result = checkCookText(t, autofill(t.text));
    } catch (error) {
      result = { failed: String(error) };
    }
    times.push(performance.now() - start);
    const wrong = Object.entries(result).filter(([, ok]) => ok !== true);
    fields += Object.keys(result).length;
    right += Object.keys(result).length - wrong.length;
    if (wrong.length === 0) allRight += 1;
    else if (verbose) console.info(t.text.slice(0, 50), Object.fromEntries(wrong));
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(2);
  console.info(
    `${name}: ${right}/${fields} fields right, ${allRight}/${texts.length} texts all right; ms p50 ${at(0.5)} p99 ${at(0.99)}`,
  );
}

/** Time per autofill once the server is warm (the lexicons built at the first call): 5 rounds of every text. */
function timeWarm(texts: readonly CookText[]) {
  const times: number[] = [];
  for (let round = 0; round < 5; round += 1) {
    for (const t of texts) {
      const start = performance.now();
      try {
        autofill(t.text);
      } catch {
        // a refused text is timed too
      }
      times.push(performance.now() - start);
    }
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(2);
  console.info(`warm, ${times.length} autofills: ms p50 ${at(0.5)} p99 ${at(0.99)} max ${at(1)}`);
}

const verbose = process.argv.includes('-v');
measure('tuning (issue 20)', TUNING_COOK_TEXTS, verbose && process.argv.includes('-a'));
measure('voices (issue 34)', VOICES_COOK_TEXTS, verbose && !process.argv.includes('-l'));
measure('later voices (issue 34)', LATER_VOICES_COOK_TEXTS, verbose && !process.argv.includes('-z'));
measure('last voices (issue 34)', LAST_VOICES_COOK_TEXTS, verbose);
timeWarm([...TUNING_COOK_TEXTS, ...VOICES_COOK_TEXTS, ...LATER_VOICES_COOK_TEXTS, ...LAST_VOICES_COOK_TEXTS]);
