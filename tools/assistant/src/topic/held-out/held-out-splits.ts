import type { LabelledQuestion } from '../labelled-question.ts';
import { DEVELOPMENT_A } from './development/development-a.ts';
import { DEVELOPMENT_B } from './development/development-b.ts';
import { DEVELOPMENT_C } from './development/development-c.ts';
import { DEVELOPMENT_D } from './development/development-d.ts';
import { DEVELOPMENT_E } from './development/development-e.ts';
import { DEVELOPMENT_F } from './development/development-f.ts';
import { DEVELOPMENT_G } from './development/development-g.ts';
import { DEVELOPMENT_H } from './development/development-h.ts';
import { DEVELOPMENT_I } from './development/development-i.ts';
import { DEVELOPMENT_J } from './development/development-j.ts';
import { FINAL_QUESTIONS } from './final-questions.ts';

export interface HeldOutSplit {
  readonly name: string;
  readonly questions: readonly LabelledQuestion[];
  /** Written in blocks of this many questions of one language, in the order ca, es, en. */
  readonly languageBlock?: number;
}

/**
 * The held-out splits of the topic model, none of them trained on. The development splits have been
 * measured and read: tuning may look at them (cross-validate-topic.ts --dev). The final split has
 * not: it is measured once, at the end of a tuning round, and its figure is the unbiased one. A new
 * round first moves final-questions.ts to development/ as the next letter, then writes and commits a
 * new final-questions.ts before any tuning (docs/assistant.md, "Held-out splits and rounds").
 */
export const DEVELOPMENT_SPLITS: readonly HeldOutSplit[] = [
  { name: 'development A', questions: DEVELOPMENT_A },
  { name: 'development B', questions: DEVELOPMENT_B },
  { name: 'development C', questions: DEVELOPMENT_C },
  { name: 'development D', questions: DEVELOPMENT_D },
  { name: 'development E', questions: DEVELOPMENT_E },
  { name: 'development F', questions: DEVELOPMENT_F, languageBlock: 40 },
  { name: 'development G', questions: DEVELOPMENT_G, languageBlock: 50 },
  { name: 'development H', questions: DEVELOPMENT_H, languageBlock: 50 },
  { name: 'development I', questions: DEVELOPMENT_I, languageBlock: 50 },
  { name: 'development J', questions: DEVELOPMENT_J, languageBlock: 50 },
];

export const FINAL_SPLIT: HeldOutSplit = { name: 'final', questions: FINAL_QUESTIONS, languageBlock: 50 };

export const HELD_OUT_SPLITS: readonly HeldOutSplit[] = [...DEVELOPMENT_SPLITS, FINAL_SPLIT];
