import type { CheckFoodAnswer, checkFoodAnswerSchema } from '@receptari/shared/ai/food-check.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';

const toDataUrl = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('frame unreadable'));
    reader.readAsDataURL(blob);
  });

/**
 * POST /api/ai/check-food: one frame of the user's uploaded `video`; the server keeps the video's
 * verdict. No hook: the upload checks frames one by one inside its own async flow.
 */
export async function checkFoodFrame(frame: Blob, video: string): Promise<CheckFoodAnswer> {
  const image = await toDataUrl(frame);
  return apiFetch<AnswerOf<typeof checkFoodAnswerSchema>>('/ai/check-food', {
    method: 'POST',
    body: { image, video },
  });
}
