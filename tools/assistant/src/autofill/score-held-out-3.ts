/**
 * `npx tsx src/autofill/score-held-out-3.ts` (from tools/assistant): the autofill on the third
 * held-out set of cooks' texts (issue 34, written blind before tuning), measured once at the end:
 * fields right, texts with every field right, and what each text got wrong. Nothing is tuned on it.
 */
import { HELD_OUT_COOK_TEXTS_3 } from './held-out-cook-texts-3.ts';
import { scoreHeldOut } from './score-held-out.ts';

scoreHeldOut('held-out set 3', HELD_OUT_COOK_TEXTS_3);
