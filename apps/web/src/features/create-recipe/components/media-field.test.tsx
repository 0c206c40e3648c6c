import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { tr } from '@receptari/shared/i18n/tr/core';
import { trRecipeForm } from '@receptari/shared/i18n/tr/recipe-form';
import type { MediaReviewMode } from '@receptari/shared/media/media.rules';
import { jsonResponse, renderInProviders, serveRoutes, stubFetch } from '@/test/render.tsx';
import { MediaField } from './media-field.tsx';

// docs/decisions/0020: an upload the food check could neither call food nor refuse is told as
// information on what happens next, in the words of the server's MEDIA_REVIEW (from the answer).

const answer = (verdict: 'food' | 'unverified', review: MediaReviewMode) => ({
  secure_url: '/media/uploads/x.webp',
  kind: 'image',
  check: { verdict, reason: verdict === 'food' ? "S'hi veu: pizza." : tr.foodCheck.unverified },
  review,
});
const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'plat.jpg', { type: 'image/jpeg' });
const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;

describe('the recipe form’s image upload', () => {
  const fetchMock = stubFetch({ token: 'tok' });

  async function uploadWith(body: object) {
    fetchMock.mockImplementation(serveRoutes({ 'POST /api/media': () => jsonResponse(201, body) }));
    const onMessage = vi.fn();
    renderInProviders(
      <MediaField
        kind="image"
        value={null}
        onChange={() => undefined}
        highlight={false}
        onMessage={onMessage}
      />,
    );
    await userEvent.upload(fileInput(), photo());
    await waitFor(() => expect(onMessage).toHaveBeenCalledTimes(2));
    return onMessage.mock.calls[1];
  }

  it.each([
    ['before', 'la recepta esperarà que un administrador la revisi abans de publicar-se.'],
    ['after', 'la recepta es publicarà i un administrador la revisarà després.'],
  ] as const)('with MEDIA_REVIEW=%s says what happens next, as information', async (review, next) => {
    const [kind, text] = (await uploadWith(answer('unverified', review)))!;
    expect(kind).toBe('info');
    expect(text).toBe(
      `${trRecipeForm.recipeForm.imageUploaded}\nLa imatge no s'ha pogut confirmar com a menjar: ${next}`,
    );
  });

  it('calls a food photo a success, with no note', async () => {
    expect(await uploadWith(answer('food', 'after'))).toEqual([
      'success',
      trRecipeForm.recipeForm.imageUploaded,
    ]);
  });
});
