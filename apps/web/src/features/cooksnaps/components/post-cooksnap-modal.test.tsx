import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ca } from '@receptari/shared/i18n/ca';
import type { MediaReviewMode } from '@receptari/shared/media/media.rules';
import { jsonResponse, renderInProviders, serveRoutes, stubFetch } from '@/test/render.tsx';
import { PostCooksnapModal } from './post-cooksnap-modal.tsx';

// docs/decisions/0020: a photo the food check could neither call food nor refuse is told as
// information on what happens next, in the words of the server's MEDIA_REVIEW (from the answer).

const answer = (review: MediaReviewMode) => ({
  secure_url: '/media/uploads/x.webp',
  kind: 'image',
  check: { verdict: 'unverified', reason: ca.foodCheck.unverified },
  review,
});
const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'plat.jpg', { type: 'image/jpeg' });
const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;

describe('the cooksnap dialog’s photo', () => {
  const fetchMock = stubFetch({ token: 'tok' });

  it.each([
    ['before', ca.media.unsure.cooksnapBefore],
    ['after', ca.media.unsure.cooksnapAfter],
  ] as const)('with MEDIA_REVIEW=%s says what happens next in a blue alert', async (review, next) => {
    fetchMock.mockImplementation(serveRoutes({ 'POST /api/media': () => jsonResponse(201, answer(review)) }));
    renderInProviders(<PostCooksnapModal recipeId={3} opened onClose={() => undefined} />);
    await userEvent.upload(await waitFor(fileInput), photo());
    const note = await screen.findByText(next);
    const alert = note.closest('[role="status"]');
    expect(alert?.getAttribute('style')).toContain('blue');
  });
});
