import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recipeDetail } from '@/test/recipe-detail.ts';
import { jsonResponse, renderApp, serveRoutes, stubFetch } from '@/test/render.tsx';

const recipe = recipeDetail(7, { image: null, image_card: null });

/** The browser's share sheet and clipboard as the test sets them (jsdom has neither). */
function stubNavigator(share: ((data: ShareData) => Promise<void>) | undefined) {
  const writeText = vi.fn(() => Promise.resolve());
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
}

// fireEvent, not userEvent: userEvent puts its own clipboard in place of the test's.
const openAndShare = async (url = '/info/7?racions=9') => {
  renderApp(url);
  fireEvent.click(await screen.findByRole('button', { name: 'Compartir' }));
};

describe('recipe page: Compartir', () => {
  const fetchMock = stubFetch({ token: 'tok' });
  beforeEach(() => {
    fetchMock.mockImplementation(
      serveRoutes({
        'GET /api/recipes/7': () => jsonResponse(200, recipe),
        'GET /api/recipes/7/comments': () => jsonResponse(200, { comments: [] }),
        'GET /api/recipes/7/cooksnaps?limit=8': () =>
          jsonResponse(200, { cooksnaps: [], next_cursor: null, cooksnaps_count: 0 }),
      }),
    );
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'share');
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('opens the share sheet with the title, the card’s words and the page’s own link', async () => {
    const share = vi.fn(() => Promise.resolve());
    const writeText = stubNavigator(share);
    await openAndShare();
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(share).toHaveBeenCalledWith({
      title: 'Crema catalana',
      text: 'Postres de Sant Josep.',
      url: `${window.location.origin}/info/7`,
    });
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.queryByText('Enllaç copiat.')).toBeNull();
  });

  it('copies the link and says so where there is no share sheet', async () => {
    const writeText = stubNavigator(undefined);
    await openAndShare();
    expect(await screen.findByText('Enllaç copiat.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/info/7`);
    // What the cancelled share below looks for: a popup's root.
    expect(document.querySelector('.mantine-Notification-root')).not.toBeNull();
  });

  it('does nothing more when the user closes the sheet', async () => {
    const share = vi.fn(() => Promise.reject(new DOMException('Share canceled', 'AbortError')));
    const writeText = stubNavigator(share);
    await openAndShare();
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.querySelector('.mantine-Notification-root')).toBeNull();
  });

  it('copies instead when the sheet fails, and shows the link when the clipboard fails too', async () => {
    const share = vi.fn(() => Promise.reject(new DOMException('No', 'NotAllowedError')));
    const writeText = stubNavigator(share);
    writeText.mockImplementation(() => Promise.reject(new Error('denied')));
    await openAndShare();
    expect(
      await screen.findByText(`No s’ha pogut copiar l’enllaç: ${window.location.origin}/info/7`),
    ).toBeTruthy();
    expect(writeText).toHaveBeenCalledTimes(1);
  });
});
