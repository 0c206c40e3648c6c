import { act, fireEvent, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '@/app/app.tsx';
import { PREPAINT_SEED_ID, readPrepaintSeed, seedQueries } from './prepaint-seed.ts';
import { queryClient } from '@/lib/query-client.ts';
import { recipeCard } from '@/test/recipe-card.ts';
import { stubFetch } from '@/test/render.tsx';
import { adoptPrepaintStyles } from './adopt-prepaint-styles.ts';
import { moveStyleAttributes } from './move-style-attributes.ts';
import { renderPrepaint } from './render-prepaint.tsx';

const card = (id: number, title: string) => recipeCard(id, title, { likes_count: 10 - id });
const popular = {
  recipes: [card(1, 'Arròs negre'), card(2, 'Crema </script><script>alert(1)</script> catalana')],
  next_cursor: null,
};

describe('moveStyleAttributes', () => {
  it('turns each style attribute into a data-ps rule, the same style once, unescaped for CSS', () => {
    const { html, css } = moveStyleAttributes(
      '<div style="--a:1px;font-family:&quot;Noto&quot;"><p style="--a:1px;font-family:&quot;Noto&quot;">x</p>' +
        '<span style="color:red">style="no"</span></div>',
    );
    expect(html).toBe('<div data-ps="0"><p data-ps="0">x</p><span data-ps="1">style="no"</span></div>');
    expect(css).toBe('[data-ps="0"]{--a:1px;font-family:"Noto"}[data-ps="1"]{color:red}');
  });

  it('never lets a value close the <style> or its rule', () => {
    const { css } = moveStyleAttributes('<i style="a:&lt;/style&gt;}b">');
    expect(css).not.toContain('</style');
    expect(css).not.toMatch(/\}b/);
  });
});

describe('the server-drawn first paint', () => {
  const fetchMock = stubFetch();
  afterEach(() => {
    document.body.innerHTML = '';
    document.getElementById('prepaint-styles')?.remove();
    queryClient.clear();
  });

  it('draws the landing page with its list, no style attribute, and a seed no recipe can break out of', () => {
    const paint = renderPrepaint('/', { popular });
    expect(paint.root).toContain('Arròs negre');
    expect(paint.root).toMatch(/<img [^>]*fetchpriority="high"/i);
    expect(paint.root).not.toMatch(/ style="/);
    expect(paint.root).not.toMatch(/^<title>/);
    expect(paint.head).toMatch(/^<style id="prepaint-styles" nonce="__CSP_NONCE__">\[data-ps="0"\]\{/);
    expect(paint.seed).not.toContain('</script><script>');
    document.body.innerHTML = paint.seed;
    expect(readPrepaintSeed()).toEqual({ popular });
  });

  it('is taken over by hydrateRoot node for node, without a fetch or a redraw', async () => {
    fetchMock.mockImplementation(() => Promise.reject(new Error('no fetch expected')));
    const paint = renderPrepaint('/', { popular });
    document.head.insertAdjacentHTML('beforeend', paint.head);
    document.body.innerHTML = `<div id="root">${paint.root}</div>${paint.seed}`;
    const root = document.getElementById('root')!;
    const before = [...root.querySelectorAll('*')];
    expect(document.getElementById(PREPAINT_SEED_ID)).not.toBeNull();
    const hiddenPanel = () => document.querySelector<HTMLElement>('[role="tabpanel"][id$="-panel-recent"]')!;
    expect(hiddenPanel().dataset.ps).toBeDefined();

    const recoverable: unknown[] = [];
    seedQueries(queryClient, readPrepaintSeed());
    // As main.tsx: the rules become inline styles again, which React then owns.
    adoptPrepaintStyles(root);
    expect(root.querySelector('[data-ps]')).toBeNull();
    expect(hiddenPanel().style.display).toBe('none');
    let hydrated: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      hydrated = hydrateRoot(
        root,
        <StrictMode>
          <App />
        </StrictMode>,
        { onRecoverableError: (error) => recoverable.push(error) },
      );
    });
    expect(recoverable).toEqual([]);
    const image = root.querySelector('section img');
    expect(image).not.toBeNull();
    expect(before).toContain(image);
    expect(before.every((node) => node.isConnected)).toBe(true);
    expect(fetchMock).not.toHaveBeenCalledWith(expect.stringContaining('sort=popular'), expect.anything());
    // And it works: the other tab's panel opens (its inline display:none is gone).
    fireEvent.click(screen.getByRole('tab', { name: 'Més recents' }));
    expect(hiddenPanel().style.display).toBe('');
    // Unmounted here, so none of its scheduled work runs after jsdom has gone (a CI run's
    // 'window is not defined', 2026-11-30).
    act(() => hydrated?.unmount());
  });

  it('draws the visitor’s prompts of /search and /info/{id}', () => {
    expect(renderPrepaint('/search', {}).root).toContain('Per veure i buscar receptes');
    expect(renderPrepaint('/info/7', {}).root).toContain('/login?redirect=%2Finfo%2F7');
  });
});
