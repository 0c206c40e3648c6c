import { describe, expect, it } from 'vitest';
import { importedDraft } from '@/test/imported-draft.ts';
import { importHandoff, readImportHandoff } from './import-handoff.ts';

describe('import hand-off', () => {
  it('reads back the draft it wrote into a history state', () => {
    const draft = importedDraft();
    expect(readImportHandoff(structuredClone(importHandoff(draft)))).toEqual(draft);
  });

  it('finds nothing in other states', () => {
    for (const state of [
      null,
      undefined,
      'x',
      [],
      {},
      { importedDraft: null },
      { importedDraft: { title: 3 } },
    ])
      expect(readImportHandoff(state)).toBeNull();
  });
});
