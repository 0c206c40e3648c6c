/**
 * `npx tsx src/autofill/score-held-out-17.ts` (from tools/assistant): the autofill on the seventeenth
 * held-out set of cooks' texts (issue 34, written blind before any tuning), measured once: fields
 * right, texts with every field right, and what each text got wrong. Nothing is tuned on it.
 */
import { HELD_OUT_COOK_TEXTS_17 } from './held-out-cook-texts-17.ts';
import { scoreHeldOut } from './score-held-out.ts';

scoreHeldOut('held-out set 17', HELD_OUT_COOK_TEXTS_17);
