import { Alert, Button, FileButton, Group, Image, Loader, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { COOKSNAP_NOTE_MAX, createCooksnapBodySchema } from '@receptari/shared/cooksnaps/cooksnaps.schemas';
import { trCooksnaps } from '@receptari/shared/i18n/tr/cooksnaps';
import { fill } from '@receptari/shared/i18n/fill';
import { MEDIA_FORMATS } from '@receptari/shared/media/media.rules';
import { usePostCooksnap } from '@/api/cooksnaps/post-cooksnap.ts';
import { BusyButton } from '@/components/ui/busy.tsx';
import { messageOf } from '@/lib/api-client.ts';
import { notify } from '@/lib/notify.ts';
import { useCooksnapPhoto } from '../hooks/use-cooksnap-photo.ts';
import classes from './cooksnaps.module.css';

const msg = trCooksnaps.cooksnaps;
const IMAGE_ACCEPT = Object.values(MEDIA_FORMATS)
  .filter((f) => f.kind === 'image')
  .map((f) => f.mime)
  .join(',');

type Props = { recipeId: number; opened: boolean; onClose: () => void };

/**
 * 'Ho he fet!': the photo of the dish (checked as soon as it is chosen) and an optional note, then
 * 'Publicar'. The shared schema checks the note here as the server will; what the server refuses
 * is shown in the dialog, and nothing is lost.
 */
export function PostCooksnapModal({ recipeId, opened, onClose }: Props) {
  const photo = useCooksnapPhoto();
  const post = usePostCooksnap(recipeId);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const close = () => {
    if (post.isPending) return;
    photo.reset();
    setNote('');
    setNoteError(null);
    setProblem(null);
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = createCooksnapBodySchema.safeParse({ image: photo.url ?? '', note });
    if (!body.success) {
      const issue = body.error.issues[0];
      if (issue?.path[0] === 'note') setNoteError(issue.message);
      else setProblem(issue?.message ?? msg.postFailed);
      return;
    }
    setProblem(null);
    post.mutate(body.data, {
      onSuccess: (answer) => {
        // A photo that waits for an admin is information on what happens next, not a success
        // (docs/product.md#cooksnaps): a blue popup, the green one when it is on the recipe.
        if (answer.cooksnap.status === 'published') notify.success(answer.message);
        else notify.info(answer.message);
        close();
      },
      onError: (error) => setProblem(messageOf(error, msg.postFailed)),
    });
  };

  return (
    <Modal opened={opened} onClose={close} title={msg.dialogTitle} centered>
      <form onSubmit={submit}>
        <Stack gap="md">
          <Text fz="sm">{msg.intro}</Text>
          <Stack gap={6}>
            <Text fw={600} fz="sm" id="cooksnap-photo-label">
              {msg.photo}
            </Text>
            {photo.url ? (
              <Image src={photo.url} alt={msg.photoPreview} radius="md" className={classes.preview} />
            ) : photo.checking ? (
              <Group gap="xs" role="status">
                <Loader size="sm" />
                <Text fz="sm">{msg.checkingPhoto}</Text>
              </Group>
            ) : (
              <Text fz="xs" c="dimmed">
                {msg.photoHint}
              </Text>
            )}
            <FileButton onChange={photo.choose} accept={IMAGE_ACCEPT}>
              {(props) => (
                <Button
                  {...props}
                  variant={photo.url ? 'default' : 'light'}
                  leftSection={<IconCamera size={18} aria-hidden />}
                  disabled={photo.checking || post.isPending}
                  aria-describedby="cooksnap-photo-label"
                  // The dialog starts on its first choice, the photo, not on 'Tancar'.
                  data-autofocus
                >
                  {photo.url ? msg.changePhoto : msg.choosePhoto}
                </Button>
              )}
            </FileButton>
            {photo.note && (
              // What happens next, as information (docs/decisions/0020): blue, not a success.
              <Alert color="blue" variant="light" role="status">
                {photo.note}
              </Alert>
            )}
            {photo.problem && (
              <Alert color="red" variant="light" role="alert">
                {photo.problem}
              </Alert>
            )}
          </Stack>
          <Textarea
            label={msg.note}
            placeholder={msg.notePlaceholder}
            value={note}
            onChange={(event) => {
              setNote(event.currentTarget.value);
              setNoteError(null);
            }}
            error={noteError}
            description={fill(msg.noteCount, { n: note.length, max: COOKSNAP_NOTE_MAX })}
            autosize
            minRows={2}
            maxRows={6}
          />
          {problem && (
            <Alert color="red" variant="light" role="alert">
              {problem}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={post.isPending}>
              {msg.cancel}
            </Button>
            <BusyButton type="submit" disabled={!photo.url} busy={post.isPending}>
              {msg.share}
            </BusyButton>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
