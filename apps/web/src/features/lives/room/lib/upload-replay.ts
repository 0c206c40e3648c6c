import { trLives } from '@receptari/shared/i18n/tr/lives';
import { fill } from '@receptari/shared/i18n/fill';
import { notifications } from '@mantine/notifications';
import { liveKeys } from '@/api/lives/keys.ts';
import { uploadLiveReplay } from '@/api/lives/upload-live-replay.ts';
import { messageOf } from '@/lib/api-client.ts';
import { notify } from '@/lib/notify.ts';
import { queryClient } from '@/lib/query-client.ts';

const t = trLives.liveRoom;

/** Sends the chef's recording as the live's replay, saying how it went in a popup. */
export async function uploadReplay(liveId: number, recording: Blob) {
  const uploading = notify.info(() => t.uploadingReplay);
  try {
    await uploadLiveReplay(liveId, recording);
    notifications.hide(uploading);
    notify.success(() => t.replayUploaded);
    // The lists (perhaps on screen by now) show 'Veure la repetició'.
    void queryClient.invalidateQueries({ queryKey: liveKeys.all });
  } catch (error) {
    notifications.hide(uploading);
    notify.error(() => fill(t.replayFailed, { message: messageOf(error, t.connectionFailed) }));
  }
}
