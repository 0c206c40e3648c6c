import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { tr } from '@receptari/shared/i18n/tr/core';
import { trCooksnaps } from '@receptari/shared/i18n/tr/cooksnaps';
import type { MediaReviewMode } from '@receptari/shared/media/media.rules';
import { jsonResponse, renderInProviders, serveRoutes, stubFetch } from '@/test/render.tsx';
import { PostCooksnapModal } from './post-cooksnap-modal.tsx';

// docs/decisions/0020: a photo the food check could neither call food nor refuse is told as
// information on what happens next, in the words of the server's MEDIA_REVIEW (from the answer).

const answer = (review: MediaReviewMode) => ({
  secure_url: '/media/uploads/x.webp',
  kind: 'image',
  check: { verdict: 'unverified', reason: tr.foodCheck.unverified },
  review,
});
const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'plat.jpg', { type: 'image/jpeg' });
const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;

describe('the cooksnap dialog’s photo', () => {
  const fetchMock = stubFetch({ token: 'tok' });

  it.each([
    ['before', tr.media.unsure.cooksnapBefore],
    ['after', tr.media.unsure.cooksnapAfter],
  ] as const)('with MEDIA_REVIEW=%s says what happens next in a blue alert', async (review, next) => {
    fetchMock.mockImplementation(serveRoutes({ 'POST /api/media': () => jsonResponse(201, answer(review)) }));
    renderInProviders(<PostCooksnapModal recipeId={3} opened onClose={() => undefined} />);
    await userEvent.upload(await waitFor(fileInput), photo());
    const note = await screen.findByText(next);
    const alert = note.closest('[role="status"]');
    expect(alert?.getAttribute('style')).toContain('blue');
  });
});

describe('the cooksnap dialog’s post', () => {
  const fetchMock = stubFetch({ token: 'tok' });
  const msg = trCooksnaps.cooksnaps;

  const posted = (status: 'published' | 'pending', message: string) => ({
    message,
    cooksnap: {
      id: 9,
      recipe: { id: 3, title: 'Escudella' },
      user: { id: 1, name: 'usuari', img: null },
      image: '/media/uploads/x.webp',
      note: null,
      status,
      created_at: '2026-11-30T07:00:00.000Z',
    },
    cooksnaps_count: status === 'published' ? 1 : 0,
  });

  // docs/product.md#cooksnaps: waiting for an admin is information (blue), being on the recipe a success (green).
  it.each([
    ['pending', msg.postedPending, 'blue'],
    ['published', msg.posted, 'green'],
  ] as const)('a %s photo is told in a popup of its own colour', async (status, message, color) => {
    fetchMock.mockImplementation(
      serveRoutes({
        'POST /api/media': () =>
          jsonResponse(201, {
            secure_url: '/media/uploads/x.webp',
            kind: 'image',
            check: { verdict: 'food', reason: '' },
          }),
        'POST /api/recipes/3/cooksnaps': () => jsonResponse(201, posted(status, message)),
      }),
    );
    renderInProviders(<PostCooksnapModal recipeId={3} opened onClose={() => undefined} />);
    await userEvent.upload(await waitFor(fileInput), photo());
    const share = await screen.findByRole('button', { name: msg.share });
    await waitFor(() => expect((share as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(share);
    const popup = (await screen.findByText(message)).closest('.mantine-Notification-root');
    expect(popup?.getAttribute('style')).toContain(`--notification-color: var(--mantine-color-${color}`);
  });
});
