/**
 * Session descriptions a browser would send, without a browser: enough for Janus to accept them
 * (ICE credentials, a DTLS fingerprint, VP8 and Opus). No media flows; the signalling is real.
 */
const FINGERPRINT = Array.from({ length: 32 }, (_, i) => (i * 7 + 16).toString(16).padStart(2, '0'))
  .join(':')
  .toUpperCase();

const session = (mids: string[]) => [
  'v=0',
  `o=- ${Date.now()} 2 IN IP4 127.0.0.1`,
  's=-',
  't=0 0',
  `a=group:BUNDLE ${mids.join(' ')}`,
  'a=msid-semantic: WMS stream',
];

const transport = (setup: 'actpass' | 'active') => [
  'c=IN IP4 0.0.0.0',
  'a=rtcp:9 IN IP4 0.0.0.0',
  'a=ice-ufrag:fAkE',
  'a=ice-pwd:fakefakefakefakefakefake',
  'a=ice-options:trickle',
  `a=fingerprint:sha-256 ${FINGERPRINT}`,
  `a=setup:${setup}`,
  'a=rtcp-mux',
];

/** A chef's offer: Opus and VP8, sending. */
export function chefOffer(): string {
  return [
    ...session(['0', '1']),
    'm=audio 9 UDP/TLS/RTP/SAVPF 111',
    ...transport('actpass'),
    'a=mid:0',
    'a=sendonly',
    'a=msid:stream audio0',
    'a=rtpmap:111 opus/48000/2',
    'a=fmtp:111 minptime=10;useinbandfec=1',
    'a=ssrc:1111 cname:fake',
    'm=video 9 UDP/TLS/RTP/SAVPF 96',
    ...transport('actpass'),
    'a=mid:1',
    'a=sendonly',
    'a=msid:stream video0',
    'a=rtpmap:96 VP8/90000',
    'a=rtcp-fb:96 nack',
    'a=rtcp-fb:96 nack pli',
    'a=rtcp-fb:96 ccm fir',
    'a=ssrc:2222 cname:fake',
    '',
  ].join('\r\n');
}
