import { describe, expect, it } from 'vitest';
import type { ChatTools } from '../ai-provider.ts';
import { builtKnowledgeIndexes, knowledgeIndexBuilds } from './chat/knowledge/find-knowledge.ts';
import { createBuiltinProvider } from './create-builtin-provider.ts';

const NO_RECIPES: ChatTools = {
  searchRecipes: async () => [],
  recipesWithIngredients: async () => [],
  cookWithWhatIHave: async () => [],
};

describe('the builtin provider warm-up (docs/assistant.md "Warm-up")', () => {
  it('builds the three knowledge indexes, so the next answers build none', async () => {
    const provider = createBuiltinProvider();
    try {
      // Other test files of the run may have built some already (modules are shared between them).
      await provider.warmUp!();
      expect(builtKnowledgeIndexes().sort()).toEqual(['ca', 'en', 'es']);
      const built = knowledgeIndexBuilds();
      expect(built).toBeLessThanOrEqual(3);
      for (const content of [
        'el pa te floridura, el puc menjar?',
        'cuanto tiempo hierve la pasta',
        'how long to boil rice',
      ])
        await provider.chat({ messages: [{ role: 'user', content }] }, NO_RECIPES);
      expect(knowledgeIndexBuilds()).toBe(built);
    } finally {
      await provider.close?.();
    }
  }, 60_000);
});
