import { CONVERSION_FACTS, PAIRING_FACTS } from './conversion-pairing-facts.ts';
import { DONENESS_FACTS } from './doneness-facts.ts';
import type { KnowledgeEntry } from './knowledge-entry.ts';
import { SAFETY_FACTS } from './safety-facts.ts';
import { STORAGE_FACTS } from './storage-facts.ts';
import { SUBSTITUTION_FACTS } from './substitution-facts.ts';
import { TECHNIQUE_FACTS } from './technique-facts.ts';

/** The builtin chat's whole knowledge base, each fact with its source (docs/assistant.md). */
export const KITCHEN_KNOWLEDGE: readonly KnowledgeEntry[] = [
  ...STORAGE_FACTS,
  ...SAFETY_FACTS,
  ...SUBSTITUTION_FACTS,
  ...DONENESS_FACTS,
  ...TECHNIQUE_FACTS,
  ...CONVERSION_FACTS,
  ...PAIRING_FACTS,
];
