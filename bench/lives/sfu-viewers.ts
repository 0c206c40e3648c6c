/**
 * The synthetic viewers of `bench:lives-sfu`, in a process of their own (node-datachannel's native
 * code can abort a process: never the bench's). Reads `{url, liveId, tokens}` as JSON on stdin;
 * each viewer joins the live's room, asks for the video, answers the media server's offer with a
 * receive-only libdatachannel peer and reports, as one JSON line on stdout, the time from its
 * request to its first video RTP packet. Then keeps receiving until killed.
 */
import { SOCKET_PATH } from '@receptari/shared/socket-path';
import {
  LIVE_NAMESPACE,
  type LiveClientEvents,
  type LiveServerEvents,
} from '@receptari/shared/lives/live-socket';
import nodeDataChannel, { type PeerConnection } from 'node-datachannel';
import { io, type Socket } from 'socket.io-client';

type LiveSocket = Socket<LiveServerEvents, LiveClientEvents>;
const input = JSON.parse(await new Response(process.stdin as unknown as ReadableStream).text()) as {
  url: string;
  liveId: number;
  tokens: string[];
};
const { url, liveId } = input;
const peers: PeerConnection[] = [];
const sockets: LiveSocket[] = [];

function viewer(token: string, n: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket: LiveSocket = io(`${url}${LIVE_NAMESPACE}`, {
      path: SOCKET_PATH,
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      auth: { token },
      query: { liveId: String(liveId) },
    });
    sockets.push(socket);
    let asked = 0;
    const timer = setTimeout(() => reject(new Error(`viewer ${n}: no video within 60 s`)), 60_000);
    socket.once('connect_error', reject);
    socket.once('connect', () =>
      socket.emit('joinLiveRoom', { liveId }, (answer) => {
        if (!answer.ok) return reject(new Error(answer.error.message));
        asked = performance.now();
        socket.emit('requestVideoStream', { liveId });
      }),
    );
    socket.on('offer', ({ from, payload }) => {
      const pc = new nodeDataChannel.PeerConnection(`viewer-${n}`, { iceServers: [] });
      peers.push(pc);
      pc.onLocalDescription((sdp, type) => {
        if (type === 'answer') socket.emit('answer', { liveId, target: from, payload: { type, sdp } });
      });
      pc.onLocalCandidate((candidate, mid) =>
        socket.emit('iceCandidate', { liveId, target: from, payload: { candidate, sdpMid: mid } }),
      );
      pc.onTrack((track) => {
        if (track.type() !== 'video') return;
        let seen = false;
        track.onMessage(() => {
          if (seen) return;
          seen = true;
          clearTimeout(timer);
          resolve(performance.now() - asked);
        });
      });
      pc.setRemoteDescription(payload.sdp, 'offer');
    });
  });
}

const results = await Promise.allSettled(input.tokens.map((token, n) => viewer(token, n)));
for (const result of results)
  process.stdout.write(
    `${JSON.stringify(result.status === 'fulfilled' ? { joinMs: result.value } : { error: String(result.reason) })}\n`,
  );
process.stdout.write('"ready"\n');
process.on('SIGTERM', () => {
  for (const socket of sockets) socket.close();
  for (const pc of peers) pc.close();
  nodeDataChannel.cleanup();
  process.exit(0);
});
