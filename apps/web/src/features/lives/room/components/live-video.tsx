import { trLives } from '@receptari/shared/i18n/tr/lives';
import { Badge, Loader, Text } from '@mantine/core';
import { IconVideoOff } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef } from 'react';
import classes from './live-room.module.css';

const t = trLives.liveRoom;

type Props = {
  stream: MediaStream | null;
  /** The chef's camera is off: the picture clears (the sound goes on). */
  cameraOff: boolean;
  muted: boolean;
  /** The chef's own preview: mirrored, and never heard. */
  preview?: boolean;
  onAir?: boolean;
  /** Why there is no stream and none is coming (the live ended): said instead of a spinner. */
  idleText?: string;
  label: string;
  /** Drawn over the picture (the reactions, the viewer count). */
  children?: ReactNode;
};

/** The stage: the stream when there is one, else why there is none. */
export function LiveVideo({
  stream,
  cameraOff,
  muted,
  preview = false,
  onAir = false,
  idleText,
  label,
  children,
}: Props) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    element.srcObject = stream;
    if (stream) void element.play().catch(() => undefined);
  }, [stream]);

  const hidden = !stream || cameraOff;
  return (
    <div className={classes.stage}>
      <video
        ref={video}
        className={`${classes.video} ${hidden ? classes.hidden : ''}`}
        style={preview ? { transform: 'scaleX(-1)' } : undefined}
        autoPlay
        playsInline
        muted={preview || muted}
        aria-label={label}
        data-testid={preview ? 'own-video' : 'chef-video'}
      />
      {hidden && (
        <div className={classes.placeholder} data-testid="video-placeholder">
          {cameraOff ? (
            <IconVideoOff size={40} aria-hidden />
          ) : (
            !idleText && <Loader color="gray" aria-hidden />
          )}
          <Text>{cameraOff ? t.noVideo : (idleText ?? t.waitingVideo)}</Text>
        </div>
      )}
      {onAir && (
        <Badge className={classes.badge} color="red" variant="filled">
          {t.onAir}
        </Badge>
      )}
      {children}
    </div>
  );
}
