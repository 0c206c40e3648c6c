import type { IceCandidate, SessionDescription } from '@receptari/shared/lives/live-socket';

/** One socket of a live's room, as the media backend sees it. */
export type LiveParticipant = {
  liveId: number;
  socketId: string;
  username: string;
  role: 'chef' | 'viewer';
};

/** A signalling message, as the browser's RTCPeerConnection makes and takes them. */
export type LiveSignal =
  { kind: 'offer' | 'answer'; payload: SessionDescription } | { kind: 'iceCandidate'; payload: IceCandidate };

/**
 * How a live's video gets from the chef to the viewers. The room (modules/lives/room/) validates and
 * authorises every event and then hands the media ones here; the browser speaks plain
 * RTCPeerConnection offer/answer/iceCandidate either way. The mesh (default) has the chef's browser
 * call each viewer; a forwarding server (issue 19: Janus) takes the chef's one stream and makes
 * the offers to the viewers itself, with the same events and without touching the screens.
 */
export interface LiveMediaBackend {
  readonly name: string;
  /**
   * The chef's live went on the air (or resumed): a forwarding server asks the chef's page for
   * its one offer here; the mesh waits for the viewers' requests.
   */
  liveOnAir(chef: LiveParticipant): Promise<void>;
  /** A viewer asks for the chef's video (the live started, the camera came on, it joined late). */
  viewerWantsVideo(viewer: LiveParticipant): Promise<void>;
  /** An offer, answer or candidate from a socket of the live, addressed to `target`. */
  signal(from: LiveParticipant, target: string, signal: LiveSignal): Promise<void>;
  /** A socket left the room (closing its peer connections). */
  participantLeft(participant: LiveParticipant): Promise<void>;
  /** The live ended: every resource of it goes. */
  liveEnded(liveId: number): Promise<void>;
}

/**
 * The peer id a forwarding server uses in the signalling: the chef's page offers to it (it comes
 * as a `newViewer`), the viewers receive their offers `from` it and answer to it.
 */
export const MEDIA_SERVER_PEER = 'media-server';
