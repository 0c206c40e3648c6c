/**
 * `npx tsx src/autofill/score-held-out-14.ts` (from tools/assistant): the autofill on the fourteenth
 * held-out set of cooks' texts (issue 34, written blind before any tuning), measured once: fields
 * right, texts with every field right, and what each text got wrong. Nothing is tuned on it.
 */
import { HELD_OUT_COOK_TEXTS_14 } from './held-out-cook-texts-14.ts';
import { scoreHeldOut } from './score-held-out.ts';

scoreHeldOut('held-out set 14', HELD_OUT_COOK_TEXTS_14);
