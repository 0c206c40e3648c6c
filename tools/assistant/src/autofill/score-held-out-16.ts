/**
 * `npx tsx src/autofill/score-held-out-16.ts` (from tools/assistant): the autofill on the sixteenth
 * held-out set of cooks' texts (issue 34, written blind before any tuning), measured once: fields
 * right, texts with every field right, and what each text got wrong. Nothing is tuned on it.
 */
import { HELD_OUT_COOK_TEXTS_16 } from './held-out-cook-texts-16.ts';
import { scoreHeldOut } from './score-held-out.ts';

scoreHeldOut('held-out set 16', HELD_OUT_COOK_TEXTS_16);
