import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { trLives } from '@receptari/shared/i18n/tr/lives';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lives, users } from '../../src/db/schema/index.ts';
import { MEDIA_SERVER_PEER } from '../../src/modules/lives/media/live-media-backend.ts';
import { buildTestApp, registerUser, type TestApp } from '../helpers/build-test-app.ts';
import { chefOffer } from '../helpers/fake-sdp.ts';
import { ask, type LiveTestSocket, nextEvent, openLiveSocket } from '../helpers/live-socket-client.ts';
import { makeCatalog, makeRecipe, type TestUser } from '../helpers/recipe-factory.ts';

/**
 * The forwarding server with a real Janus (Debian's `janus`, run by the app itself): the chef's
 * one offer is published and answered, each viewer gets Janus's offer and its answer starts the
 * subscription, a viewer's own offer is ignored, a Janus that dies is restarted and the room told,
 * and the end destroys the room. Without Janus installed the suite is skipped (a failure under
 * REQUIRE_SERVICES=1); the media itself is e2e/specs/live-room.spec.ts's (LIVE_MEDIA=janus).
 */
const JANUS = '/usr/bin/janus';
const installed = existsSync(JANUS);
if (!installed && process.env.REQUIRE_SERVICES === '1')
  throw new Error('REQUIRE_SERVICES=1 but Janus is not installed (apt-get install janus janus-tools)');

let app: TestApp;
let url: string;
let chef: TestUser;
let viewer: TestUser;
let recipe: number;
const open: LiveTestSocket[] = [];

async function join(who: TestUser, liveId: number) {
  const client = await openLiveSocket(url, liveId, { token: who.token });
  open.push(client.socket);
  const answer = await ask(client.socket, 'joinLiveRoom', { liveId });
  if (!answer.ok) throw new Error(answer.error.message);
  return client;
}

const JANUS_WAIT = 15_000;
type Signal = { from: string; payload: { type: string; sdp: string } };
const line = (message: string) => (m: { message: string; isSystem: boolean }) =>
  m.isSystem && m.message === message;

describe.skipIf(!installed)('lives through Janus (skipped: Janus is not installed at /usr/bin/janus)', () => {
  beforeAll(async () => {
    app = await buildTestApp({ LIVE_MEDIA: 'janus' });
    chef = await registerUser(app);
    await app.db.update(users).set({ role: 'chef' }).where(eq(users.id, chef.user.id));
    viewer = await registerUser(app);
    recipe = await makeRecipe(app.db, chef.user.id, await makeCatalog(app.db), { title: 'Fideuà' });
    url = await app.listen({ port: 0, host: '127.0.0.1' });
  }, 60_000);
  afterAll(async () => {
    for (const socket of open) socket.close();
    await app?.dispose();
  });

  it('publishes the chef, takes the viewers, ignores a viewer’s offer, survives a Janus restart, ends', async () => {
    const [row] = await app.db
      .insert(lives)
      .values({
        chefId: chef.user.id,
        recipeId: recipe,
        title: 'Fideuà',
        startsAt: new Date(Date.now() + 3_600_000),
      })
      .returning({ id: lives.id });
    const liveId = row!.id;
    const host = await join(chef, liveId);
    const guest = await join(viewer, liveId);

    // On the air: the chef's page is asked for one offer, to the media server.
    expect(await ask(host.socket, 'chefStartLive', { liveId, hasVideo: true })).toMatchObject({ ok: true });
    expect(await nextEvent(host.events, 'newViewer')).toEqual({ viewerId: MEDIA_SERVER_PEER, username: '' });
    const published = ask(
      host.socket,
      'offer',
      {
        liveId,
        target: MEDIA_SERVER_PEER,
        payload: { type: 'offer', sdp: chefOffer() },
      },
      JANUS_WAIT,
    );
    expect(await published).toMatchObject({ ok: true });
    const answer = (await nextEvent(host.events, 'answer', 0, () => true, JANUS_WAIT)) as Signal;
    expect(answer).toMatchObject({ from: MEDIA_SERVER_PEER, payload: { type: 'answer' } });
    expect(answer.payload.sdp).toMatch(/a=fingerprint:sha-256/);
    expect(answer.payload.sdp).toMatch(/a=candidate:/); // Janus's own, in the SDP (no trickle)

    // A viewer's request is taken (the subscription's offer needs the chef's media flowing, which
    // only a browser makes: e2e/specs/live-room.spec.ts with LIVE_MEDIA=janus).
    expect(await ask(guest.socket, 'requestVideoStream', { liveId })).toMatchObject({ ok: true });
    // A viewer offering media of its own: taken as nothing (no answer comes back, no error).
    const sent = guest.events.items.length;
    const ignored = await ask(guest.socket, 'offer', {
      liveId,
      target: MEDIA_SERVER_PEER,
      payload: { type: 'offer', sdp: chefOffer() },
    });
    expect(ignored).toMatchObject({ ok: true });

    // Janus dies: the app starts it again, tells the room, and asks the chef's page to offer again.
    const chefSeen = host.events.items.length;
    execFileSync('pkill', ['-KILL', '-f', `${app.config.dataDir}/janus`]);
    await nextEvent(guest.events, 'newChatMessage', sent, line(trLives.liveMedia.restarted), JANUS_WAIT);
    await nextEvent(host.events, 'newChatMessage', chefSeen, line(trLives.liveMedia.chefRestart), JANUS_WAIT);
    await nextEvent(host.events, 'newViewer', chefSeen, () => true, JANUS_WAIT);
    const chefLines = host.events.items.slice(chefSeen).filter((e) => e.event === 'newChatMessage');
    expect(chefLines.map((e) => (e.data as { message: string }).message)).toEqual([
      trLives.liveMedia.chefRestart,
    ]);
    expect(guest.events.items.slice(sent).some((e) => e.event === 'answer')).toBe(false);
    const republished = await ask(
      host.socket,
      'offer',
      {
        liveId,
        target: MEDIA_SERVER_PEER,
        payload: { type: 'offer', sdp: chefOffer() },
      },
      JANUS_WAIT,
    );
    expect(republished).toMatchObject({ ok: true });
    await nextEvent(host.events, 'answer', chefSeen, () => true, JANUS_WAIT);

    // The end: everyone hears it; the room is gone from Janus and the host carries no live.
    expect(await ask(host.socket, 'chefEndLive', { liveId })).toMatchObject({ ok: true });
    await nextEvent(guest.events, 'liveEnded');
  }, 90_000);
});
