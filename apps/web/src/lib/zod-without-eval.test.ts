import { describe, expect, it, vi } from 'vitest';

describe('lib/zod-without-eval.ts', () => {
  it('sets the configuration Zod adopts when it loads afterwards: no schema compiles with eval', async () => {
    vi.resetModules();
    const scope = globalThis as { __zod_globalConfig?: object };
    delete scope.__zod_globalConfig;
    await import('./zod-without-eval.ts');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);

    const spy = vi.spyOn(globalThis, 'Function');
    z.object({ a: z.string(), b: z.number() }).parse({ a: 'x', b: 1 });
    expect(spy).not.toHaveBeenCalled();
  });
});
