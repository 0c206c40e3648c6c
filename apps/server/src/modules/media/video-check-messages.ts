import type { MediaFormat } from '@receptari/shared/media/media.rules';

/** What the video check's worker is given: the spooled upload and the format its magic bytes named. */
export type VideoCheckRequest = { path: string; format: Extract<MediaFormat, 'mp4' | 'webm'> };
/** Why the file is not a playable video (for the log), or null when it is. */
export type VideoCheckReply = { problem: string | null };
