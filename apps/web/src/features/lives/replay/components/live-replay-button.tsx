import { trLives } from '@receptari/shared/i18n/tr/lives';
import { fill } from '@receptari/shared/i18n/fill';
import { Alert, Button, Loader, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useCallback, useRef } from 'react';
import { useLiveReplay } from '@/api/lives/get-live-replay.ts';
import classes from './live-replay.module.css';

const t = trLives.liveReplay;

/** 12:05, or 1:02:05 past the hour. */
export function formatOffset(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/**
 * 'Veure la repetició' on an ended live with a replay: the video in a modal, with the chapters the
 * chef's steps made ("Pas 1: ..."), each one seeking the video to its moment.
 */
export function LiveReplayButton({ live }: { live: { id: number; title: string } }) {
  const [opened, player] = useDisclosure(false);
  const replay = useLiveReplay(live.id, opened);
  const video = useRef<HTMLVideoElement>(null);

  // The dialog starts on the video, not on 'Tancar'. Its address comes after the dialog opened,
  // too late for the dialog's own first focus (data-autofocus, kept for a second opening), so the
  // video takes the focus when it appears.
  // (A stable callback: a new one each render would be called again, and steal the focus back.)
  const videoRef = useCallback((element: HTMLVideoElement | null) => {
    video.current = element;
    element?.focus({ preventScroll: true });
  }, []);

  const seek = (offset: number) => {
    const element = video.current;
    if (!element) return;
    element.currentTime = offset;
    void element.play().catch(() => undefined);
  };

  return (
    <>
      <Button
        variant="light"
        leftSection={<IconPlayerPlay size={16} aria-hidden />}
        onClick={player.open}
        aria-label={fill(t.watchNamed, { title: live.title })}
      >
        {t.watch}
      </Button>
      <Modal opened={opened} onClose={player.close} title={fill(t.title, { title: live.title })} size="xl">
        {replay.isPending ? (
          <Loader />
        ) : replay.isError ? (
          <Alert color="red">{t.loadFailed}</Alert>
        ) : (
          <Stack gap="sm">
            <video
              ref={videoRef}
              data-autofocus
              className={classes.video}
              src={replay.data.url}
              controls
              playsInline
              preload="metadata"
              data-testid="replay-video"
            />
            <Text fw={600}>{t.chapters}</Text>
            {replay.data.chapters.length === 0 ? (
              <Text c="dimmed">{t.noChapters}</Text>
            ) : (
              <ol className={classes.chapters}>
                {replay.data.chapters.map((chapter, i) => (
                  <li key={i}>
                    <UnstyledButton
                      className={classes.chapter}
                      onClick={() => seek(chapter.offset_seconds)}
                      aria-label={fill(t.chapterAt, {
                        n: chapter.step + 1,
                        time: formatOffset(chapter.offset_seconds),
                      })}
                    >
                      <span className={classes.time}>{formatOffset(chapter.offset_seconds)}</span>
                      <span>{fill(t.chapter, { n: chapter.step + 1, text: chapter.text })}</span>
                    </UnstyledButton>
                  </li>
                ))}
              </ol>
            )}
          </Stack>
        )}
      </Modal>
    </>
  );
}
