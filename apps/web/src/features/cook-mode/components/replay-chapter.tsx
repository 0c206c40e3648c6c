import { trCookMode } from '@receptari/shared/i18n/tr/cook-mode';
import { fill } from '@receptari/shared/i18n/fill';
import type { RecipeReplayAnswer } from '@receptari/shared/lives/lives.schemas';
import { Button } from '@mantine/core';
import { IconVideo, IconVideoOff } from '@tabler/icons-react';
import { useState } from 'react';
import classes from './cook-mode.module.css';

const t = trCookMode.cookMode;

/**
 * 'Mira aquest pas al directe' when the recipe's live replay has a chapter for this step: the video
 * inline, from the chapter's moment. A recipe without a replay (null) shows nothing.
 */
export function ReplayChapter({ replay, step }: { replay: RecipeReplayAnswer | null; step: number }) {
  const [openAt, setOpenAt] = useState<number | null>(null);
  const chapter = replay?.chapters.find((c) => c.step === step);
  if (!replay || !chapter) return null;
  const open = openAt === step;
  return (
    <>
      <Button
        variant="light"
        size="md"
        leftSection={open ? <IconVideoOff size={20} aria-hidden /> : <IconVideo size={20} aria-hidden />}
        aria-expanded={open}
        onClick={() => setOpenAt(open ? null : step)}
      >
        {open ? t.hideLive : t.watchLive}
      </Button>
      {open && (
        <video
          className={classes.video}
          src={replay.url}
          controls
          playsInline
          preload="metadata"
          aria-label={fill(t.liveVideo, { n: step + 1 })}
          onLoadedMetadata={(event) => {
            const video = event.currentTarget;
            video.currentTime = chapter.offset_seconds;
            void video.play()?.catch(() => undefined);
          }}
        />
      )}
    </>
  );
}
