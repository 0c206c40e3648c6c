import { CONVERSION_FACTS, PAIRING_FACTS } from './conversion-pairing-facts.ts';
import { DONENESS_FACTS } from './doneness-facts.ts';
import { DONENESS_MORE_FACTS } from './doneness-more-facts.ts';
import { EVERYDAY_GAPS_FACTS } from './everyday-gaps-facts.ts';
import { EVERYDAY_GAPS_MORE_FACTS } from './everyday-gaps-more-facts.ts';
import { FIXES_SWAPS_MEASURES_FACTS } from './fixes-swaps-measures-facts.ts';
import { PAIRING_MORE_FACTS } from './pairing-more-facts.ts';
import type { KnowledgeEntry } from './knowledge-entry.ts';
import { SAFETY_FACTS } from './safety-facts.ts';
import { STORAGE_FACTS } from './storage-facts.ts';
import { STORAGE_SAFETY_GAPS_FACTS } from './storage-safety-gaps-facts.ts';
import { STORAGE_SAFETY_MORE_FACTS } from './storage-safety-more-facts.ts';
import { SAFETY_HEAT_SWAPS_FIXES_GAPS_FACTS } from './safety-heat-swaps-fixes-gaps-facts.ts';
import { STORAGE_SWAPS_FIXES_GAPS_FACTS } from './storage-swaps-fixes-gaps-facts.ts';
import { SUBSTITUTION_FACTS } from './substitution-facts.ts';
import { TECHNIQUE_FACTS } from './technique-facts.ts';
import { TECHNIQUE_MORE_FACTS } from './technique-more-facts.ts';
import { ALLERGY_RAISING_FISH_RICE_GAPS_FACTS } from './allergy-raising-fish-rice-gaps-facts.ts';

/**
 * The facts the topic model was tuned with: their ways of asking are part of its training corpus
 * (tools/assistant/src/topic/training-corpus.ts). Issue 34's facts below are not yet: their 4,500
 * ways of asking would triple the corpus's cooking side, and the model's balance against the 1,200
 * off-topic sentences has to be tuned again with them (docs/assistant.md).
 */
export const TOPIC_TUNED_KNOWLEDGE: readonly KnowledgeEntry[] = [
  ...STORAGE_FACTS,
  ...SAFETY_FACTS,
  ...SUBSTITUTION_FACTS,
  ...DONENESS_FACTS,
  ...TECHNIQUE_FACTS,
  ...CONVERSION_FACTS,
  ...PAIRING_FACTS,
];

/** The builtin chat's whole knowledge base, each fact with its source (docs/assistant.md). */
export const KITCHEN_KNOWLEDGE: readonly KnowledgeEntry[] = [
  ...TOPIC_TUNED_KNOWLEDGE,
  // Issue 34's facts, written by area (each file names its sources).
  ...STORAGE_SAFETY_MORE_FACTS,
  ...DONENESS_MORE_FACTS,
  ...TECHNIQUE_MORE_FACTS,
  ...FIXES_SWAPS_MEASURES_FACTS,
  // What the second held-out chat set showed missing (tuning data since its one measurement).
  ...EVERYDAY_GAPS_FACTS,
  // The fifth set's misses, each widened to its neighbourhood (tuning data since its one measure).
  ...EVERYDAY_GAPS_MORE_FACTS,
  // The two thinnest areas of the last blind set, pairings and storage/safety, written by food
  // family and by who asks (issue 34; tuning data only).
  ...PAIRING_MORE_FACTS,
  ...STORAGE_SAFETY_GAPS_FACTS,
  // What the tenth set showed missing, by food family and general rule (tuning data since its one measure).
  ...STORAGE_SWAPS_FIXES_GAPS_FACTS,
  // What the eleventh set showed missing, by area: safety out of the fridge, heat, swaps, fixes (tuning data).
  ...SAFETY_HEAT_SWAPS_FIXES_GAPS_FACTS,
  // What the thirteenth set showed missing: allergens in shared pans, yeast, dough and raising agents,
  // raw fish, freezing tomatoes, risotto (tuning data since its one measure).
  ...ALLERGY_RAISING_FISH_RICE_GAPS_FACTS,
];
