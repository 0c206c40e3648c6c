import { Alert, Button, FileInput, Group, Modal, Stack } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { tr } from '@receptari/shared/i18n/tr/core';
import { trProfile } from '@receptari/shared/i18n/tr/profile';
import { fill } from '@receptari/shared/i18n/fill';
import { MEDIA_FORMATS, MEDIA_MAX_BYTES, mediaMaxMegabytes } from '@receptari/shared/media/media.rules';
import { useUpdatePicture } from '@/api/profiles/update-picture.ts';
import { BusyButton } from '@/components/ui/busy.tsx';
import { notify } from '@/lib/notify.ts';
import { PicturePreview } from './picture-preview.tsx';

const IMAGE_ACCEPT = Object.values(MEDIA_FORMATS)
  .filter((f) => f.kind === 'image')
  .map((f) => f.mime)
  .join(',');

/**
 * A new profile picture: chosen, previewed, then saved. The server checks what the file really is
 * (not its name), so a renamed non-image is refused there and its reason shown here.
 */
export function PictureModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const upload = useUpdatePicture();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = (chosen: File | null) => {
    upload.reset();
    setProblem(
      chosen && chosen.size > MEDIA_MAX_BYTES.image
        ? fill(tr.media.imageTooLarge, { max: mediaMaxMegabytes('image') })
        : null,
    );
    setFile(chosen);
  };
  const save = () =>
    file &&
    upload.mutate(file, {
      onSuccess: ({ message }) => {
        notify.success(message);
        onClose();
      },
      onError: (error) => setProblem(error.message),
    });

  return (
    <Modal opened={opened} onClose={onClose} title={trProfile.perfil.changePicture} centered>
      <Stack gap="md">
        <FileInput
          label={trProfile.perfil.choosePicture}
          placeholder={trProfile.perfil.choosePicture}
          accept={IMAGE_ACCEPT}
          value={file}
          onChange={choose}
          clearable
          leftSection={<IconPhoto size={18} aria-hidden />}
          disabled={upload.isPending}
        />
        {file && <PicturePreview file={file} />}
        {problem && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={upload.isPending}>
            {tr.common.cancel}
          </Button>
          <BusyButton onClick={save} disabled={!file || problem !== null} busy={upload.isPending}>
            {trProfile.perfil.savePicture}
          </BusyButton>
        </Group>
      </Stack>
    </Modal>
  );
}
