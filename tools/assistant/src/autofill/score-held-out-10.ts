/**
 * `npx tsx src/autofill/score-held-out-10.ts` (from tools/assistant): the autofill on the tenth
 * held-out set of cooks' texts (issue 34, written blind before any tuning), measured once: fields
 * right, texts with every field right, and what each text got wrong. Nothing is tuned on it.
 */
import { HELD_OUT_COOK_TEXTS_10 } from './held-out-cook-texts-10.ts';
import { scoreHeldOut } from './score-held-out.ts';

scoreHeldOut('held-out set 10', HELD_OUT_COOK_TEXTS_10);
