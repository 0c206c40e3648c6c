/**
 * `npx tsx src/autofill/score-held-out-2.ts` (from tools/assistant): the autofill on the second
 * held-out set of cooks' texts (issue 34), measured once at the end: fields right, texts with every
 * field right, and what each text got wrong. Nothing is tuned on it.
 */
import { HELD_OUT_COOK_TEXTS_2 } from './held-out-cook-texts-2.ts';
import { scoreHeldOut } from './score-held-out.ts';

scoreHeldOut('held-out set 2', HELD_OUT_COOK_TEXTS_2);
