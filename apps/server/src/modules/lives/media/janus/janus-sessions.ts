import type { FastifyBaseLogger } from 'fastify';
import { type JanusHandle, JanusSession } from './janus-client.ts';

const VIDEOROOM = 'janus.plugin.videoroom';

export type JanusSessions = {
  /** A new VideoRoom handle on the host at `url`, in that host's session. */
  attach(url: string): Promise<JanusHandle>;
  /** Every session destroyed (the app closes). */
  closeAll(): Promise<void>;
};

/**
 * One Janus session per host, opened at the first need and shared by every live placed there.
 * A session Janus lost (it died or restarted) is forgotten before `onLost` runs, so the next
 * request opens a new one.
 */
export function openJanusSessions(
  log: FastifyBaseLogger,
  onLost: (dead: JanusSession) => void,
): JanusSessions {
  const sessions = new Map<string, Promise<JanusSession>>();

  const lost = (dead: JanusSession) => {
    sessions.delete(dead.url);
    onLost(dead);
  };

  function session(url: string): Promise<JanusSession> {
    let opened = sessions.get(url);
    if (!opened) {
      opened = JanusSession.create(url, log, lost);
      sessions.set(url, opened);
      // A failed creation is forgotten, so the next request tries again.
      opened.catch(() => sessions.get(url) === opened && sessions.delete(url));
    }
    return opened;
  }

  return {
    async attach(url) {
      return (await session(url)).attach(VIDEOROOM);
    },
    async closeAll() {
      const open = await Promise.allSettled([...sessions.values()]);
      sessions.clear();
      for (const result of open) if (result.status === 'fulfilled') await result.value.destroy();
    },
  };
}
