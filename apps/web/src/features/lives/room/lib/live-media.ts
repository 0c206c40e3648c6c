import {
  CALL_NEW_VIEWER_DELAY_MS,
  type IceCandidate,
  type IceServer,
  type SessionDescription,
} from '@receptari/shared/lives/live-socket';
import type { LiveSocket } from './live-socket.ts';

/**
 * The lives' media, in one module: the screens hand it the room's socket and a stream, and get
 * streams back; nothing else in the app touches RTCPeerConnection. The signalling is the live
 * socket's (docs/product.md#live-socket) offer / answer / iceCandidate, each addressed to a peer's
 * socket id (`target`) and received with the sender's (`from`). With the mesh the chef's page offers to
 * each viewer; with the forwarding server (LIVE_MEDIA=janus) the server is the chef's one "viewer" (its
 * newViewer asks for the one offer it publishes) and makes the viewers' offers itself: this code is the
 * same for both.
 */

type Peer = { pc: RTCPeerConnection; pending: RTCIceCandidateInit[] };

function newPeer(iceServers: IceServer[]): Peer {
  return { pc: new RTCPeerConnection({ iceServers }), pending: [] };
}

/** Candidates that arrive before the remote description wait for it. */
async function addCandidate(peer: Peer, candidate: IceCandidate) {
  if (!peer.pc.remoteDescription) peer.pending.push(candidate);
  else await peer.pc.addIceCandidate(candidate).catch(() => undefined);
}

async function flushCandidates(peer: Peer) {
  for (const candidate of peer.pending.splice(0))
    await peer.pc.addIceCandidate(candidate).catch(() => undefined);
}

function sendCandidates(socket: LiveSocket, liveId: number, peer: Peer, target: string) {
  peer.pc.onicecandidate = ({ candidate }) => {
    if (candidate)
      socket.emit('iceCandidate', { liveId, target, payload: candidate.toJSON() as IceCandidate });
  };
}

const asDescription = (d: RTCSessionDescriptionInit | null): SessionDescription => ({
  type: d?.type === 'answer' ? 'answer' : 'offer',
  sdp: d?.sdp ?? '',
});

export interface ChefMedia {
  /** The camera and microphone every viewer gets (toggling a track's `enabled` needs no renegotiation). */
  setStream(stream: MediaStream): void;
  /** How many viewers have a connection now. */
  viewerCount(): number;
  close(): void;
}

/** The chef's side of the mesh: one peer connection per viewer who asked, fed from one stream. */
export function createChefMedia(socket: LiveSocket, liveId: number, iceServers: IceServer[]): ChefMedia {
  const peers = new Map<string, Peer>();
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let stream: MediaStream | null = null;

  const drop = (viewerId: string) => {
    peers.get(viewerId)?.pc.close();
    peers.delete(viewerId);
  };

  /** Asked for before the camera opened: called once it has. */
  const waiting = new Set<string>();

  async function call(viewerId: string) {
    if (!stream) return void waiting.add(viewerId);
    drop(viewerId); // a viewer asking again (a reload, a failed connection) starts afresh
    const peer = newPeer(iceServers);
    peers.set(viewerId, peer);
    for (const track of stream.getTracks()) peer.pc.addTrack(track, stream);
    sendCandidates(socket, liveId, peer, viewerId);
    peer.pc.onconnectionstatechange = () => {
      if (peer.pc.connectionState === 'failed' && peers.get(viewerId) === peer) drop(viewerId);
    };
    await peer.pc.setLocalDescription(await peer.pc.createOffer());
    socket.emit('offer', { liveId, target: viewerId, payload: asDescription(peer.pc.localDescription) });
  }

  const onNewViewer = ({ viewerId }: { viewerId: string }) => {
    // docs/product.md#interface-timings: a new viewer is called after a short delay.
    const timer = setTimeout(() => {
      timers.delete(timer);
      call(viewerId).catch(() => drop(viewerId));
    }, CALL_NEW_VIEWER_DELAY_MS);
    timers.add(timer);
  };
  const onAnswer = ({ from, payload }: { from: string; payload: SessionDescription }) => {
    const peer = peers.get(from);
    if (!peer || peer.pc.signalingState !== 'have-local-offer') return;
    peer.pc
      .setRemoteDescription(payload)
      .then(() => flushCandidates(peer))
      .catch(() => drop(from));
  };
  const onCandidate = ({ from, payload }: { from: string; payload: IceCandidate }) => {
    const peer = peers.get(from);
    if (peer) void addCandidate(peer, payload);
  };
  const onViewerLeft = ({ viewerId }: { viewerId: string }) => {
    waiting.delete(viewerId);
    drop(viewerId);
  };

  socket.on('newViewer', onNewViewer);
  socket.on('answer', onAnswer);
  socket.on('iceCandidate', onCandidate);
  socket.on('viewerLeft', onViewerLeft);

  return {
    setStream(next) {
      stream = next;
      for (const viewerId of waiting) call(viewerId).catch(() => drop(viewerId));
      waiting.clear();
    },
    viewerCount: () => [...peers.values()].filter((p) => p.pc.connectionState === 'connected').length,
    close() {
      socket.off('newViewer', onNewViewer);
      socket.off('answer', onAnswer);
      socket.off('iceCandidate', onCandidate);
      socket.off('viewerLeft', onViewerLeft);
      for (const timer of timers) clearTimeout(timer);
      for (const id of [...peers.keys()]) drop(id);
    },
  };
}

export interface ViewerMedia {
  /** Whether a connection to the chef is up or coming up (no need to ask again). */
  isConnected(): boolean;
  close(): void;
}

/** A viewer's side: answers the offer it gets and hands the chef's stream to `onStream`. */
export function createViewerMedia(
  socket: LiveSocket,
  liveId: number,
  iceServers: IceServer[],
  onStream: (stream: MediaStream | null) => void,
): ViewerMedia {
  let current: { from: string; peer: Peer } | null = null;

  const close = () => {
    current?.peer.pc.close();
    current = null;
  };

  const onOffer = ({ from, payload }: { from: string; payload: SessionDescription }) => {
    close();
    const peer = newPeer(iceServers);
    current = { from, peer };
    sendCandidates(socket, liveId, peer, from);
    peer.pc.ontrack = ({ streams }) => onStream(streams[0] ?? null);
    peer.pc.onconnectionstatechange = () => {
      if (peer.pc.connectionState === 'failed' && current?.peer === peer) {
        close();
        onStream(null);
      }
    };
    (async () => {
      await peer.pc.setRemoteDescription(payload);
      await flushCandidates(peer);
      await peer.pc.setLocalDescription(await peer.pc.createAnswer());
      socket.emit('answer', { liveId, target: from, payload: asDescription(peer.pc.localDescription) });
    })().catch(() => {
      if (current?.peer === peer) close();
    });
  };
  const onCandidate = ({ from, payload }: { from: string; payload: IceCandidate }) => {
    if (current && current.from === from) void addCandidate(current.peer, payload);
  };

  socket.on('offer', onOffer);
  socket.on('iceCandidate', onCandidate);
  return {
    isConnected: () =>
      current !== null && ['new', 'connecting', 'connected'].includes(current.peer.pc.connectionState),
    close() {
      socket.off('offer', onOffer);
      socket.off('iceCandidate', onCandidate);
      close();
    },
  };
}
