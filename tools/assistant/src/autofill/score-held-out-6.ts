/**
 * `npx tsx src/autofill/score-held-out-6.ts` (from tools/assistant): the autofill on the sixth
 * held-out set of cooks' texts (issue 34, written blind before any tuning), measured once: fields
 * right, texts with every field right, and what each text got wrong. TUNING data
 * since (docs/assistant.md, "Autofill tuning after set 6"): its figures say nothing of unseen texts.
 */
import { HELD_OUT_COOK_TEXTS_6 } from './held-out-cook-texts-6.ts';
import { scoreHeldOut } from './score-held-out.ts';

scoreHeldOut('held-out set 6', HELD_OUT_COOK_TEXTS_6);
