import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';

/** A session description as Janus takes and gives it (`jsep`). */
export type Jsep = { type: 'offer' | 'answer'; sdp: string; trickle?: boolean };
/** What a plugin answered: its `plugindata.data`, and a session description when it made one. */
export type PluginAnswer = { data: Record<string, unknown>; jsep?: Jsep };

/** A refusal from Janus itself or from the plugin, with Janus's own code (e.g. 427 room exists). */
export class JanusError extends Error {
  constructor(
    readonly code: number,
    reason: string,
  ) {
    super(`Janus ${code}: ${reason}`);
  }
}

type JanusMessage = {
  janus: string;
  transaction?: string;
  sender?: number;
  session_id?: number;
  data?: { id?: number };
  error?: { code: number; reason: string };
  plugindata?: { plugin: string; data: Record<string, unknown> };
  jsep?: Jsep;
};

/** Janus closes a session after 60 s without a request: keep it alive well inside that. */
const KEEPALIVE_MS = 25_000;
/** A request that takes longer is a stuck Janus (a loaded 2-core machine took over 10 s). */
const REQUEST_TIMEOUT_MS = 20_000;

/** The plugin's refusal inside a success (the VideoRoom answers errors as `error_code`). */
function pluginError(data: Record<string, unknown> | undefined): JanusError | null {
  if (data && typeof data.error_code === 'number')
    return new JanusError(data.error_code, String(data.error ?? 'plugin error'));
  return null;
}

async function post(url: string, body: Record<string, unknown>): Promise<JanusMessage> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  if (!response.ok) throw new JanusError(response.status, `HTTP ${response.status}`);
  const message = (await response.json()) as JanusMessage;
  if (message.janus === 'error') throw new JanusError(message.error?.code ?? 0, message.error?.reason ?? '');
  return message;
}

/** Whether a Janus answers at `url` (its `GET /info`). */
export async function janusAnswers(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/info`, { signal: AbortSignal.timeout(2_000) });
    return response.ok;
  } catch {
    return false;
  }
}

/** One plugin handle of a session (here: a VideoRoom publisher or subscriber). */
export class JanusHandle {
  constructor(
    readonly session: JanusSession,
    readonly id: number,
  ) {}

  /**
   * A message to the plugin. Synchronous requests (create, destroy, listparticipants) answer at
   * once; asynchronous ones (join, configure, start) answer `ack` and their result comes on the
   * long poll with the same transaction.
   */
  message(body: Record<string, unknown>, jsep?: Jsep): Promise<PluginAnswer> {
    return this.session.send(`/${this.id}`, { janus: 'message', body, ...(jsep && { jsep }) });
  }

  /** A browser's ICE candidate (null: its gathering is over). */
  async trickle(
    candidate: { candidate: string; sdpMid?: string | null; sdpMLineIndex?: number | null } | null,
  ) {
    await this.session.send(`/${this.id}`, { janus: 'trickle', candidate: candidate ?? { completed: true } });
  }

  async detach() {
    this.session.handles.delete(this.id);
    await this.session.send(`/${this.id}`, { janus: 'detach' }).catch(() => undefined);
  }
}

/**
 * A Janus session over the HTTP API: created with `create`, kept alive every 25 s, its events read
 * by a long poll (`GET /janus/<session>`), destroyed on close. A failing long poll or keepalive
 * means Janus died or forgot the session (a restart): `onLost` runs once and every pending request
 * fails.
 */
export class JanusSession {
  readonly handles = new Map<number, JanusHandle>();
  private readonly pending = new Map<
    string,
    { resolve: (a: PluginAnswer) => void; reject: (e: Error) => void; timer: NodeJS.Timeout }
  >();
  private keepalive: NodeJS.Timeout | undefined;
  private closed = false;
  /** Events for a handle without a transaction (hangup, webrtcup, a feed unpublished). */
  onHandleEvent: (handleId: number, message: JanusMessage) => void = () => {};

  private constructor(
    readonly url: string,
    readonly id: number,
    private readonly log: FastifyBaseLogger,
    private readonly onLost: (session: JanusSession) => void,
  ) {}

  static async create(url: string, log: FastifyBaseLogger, onLost: (session: JanusSession) => void) {
    const created = await post(url, { janus: 'create', transaction: randomUUID() });
    const session = new JanusSession(url, created.data?.id ?? 0, log, onLost);
    session.keepalive = setInterval(() => {
      session.send('', { janus: 'keepalive' }).catch((err: unknown) => session.lose(err));
    }, KEEPALIVE_MS);
    session.keepalive.unref();
    void session.poll();
    return session;
  }

  get alive() {
    return !this.closed;
  }

  async attach(plugin: string): Promise<JanusHandle> {
    const attached = await post(`${this.url}/${this.id}`, {
      janus: 'attach',
      plugin,
      transaction: randomUUID(),
    });
    const handle = new JanusHandle(this, attached.data?.id ?? 0);
    this.handles.set(handle.id, handle);
    return handle;
  }

  /** A request on the session (path '') or one of its handles ('/<handle>'). */
  async send(path: string, body: Record<string, unknown>): Promise<PluginAnswer> {
    if (this.closed) throw new JanusError(458, 'session lost');
    const transaction = randomUUID();
    // An asynchronous request's result comes on the long poll, and may come before the POST's own
    // `ack` does: it is awaited from before the request leaves.
    let later: Promise<PluginAnswer> | null = null;
    if (body.janus === 'message') {
      later = new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          this.pending.delete(transaction);
          reject(new JanusError(0, 'no answer in time'));
        }, REQUEST_TIMEOUT_MS);
        this.pending.set(transaction, { resolve, reject, timer });
      });
      later.catch(() => undefined); // rejected alone when the request itself fails
    }
    const settle = () => {
      const waiting = this.pending.get(transaction);
      if (waiting) clearTimeout(waiting.timer);
      this.pending.delete(transaction);
    };
    let answer: JanusMessage;
    try {
      answer = await post(`${this.url}/${this.id}${path}`, { ...body, transaction });
    } catch (err) {
      settle();
      throw err;
    }
    if (answer.janus === 'ack' && later) return later;
    settle();
    const error = pluginError(answer.plugindata?.data);
    if (error) throw error;
    return { data: answer.plugindata?.data ?? {}, ...(answer.jsep && { jsep: answer.jsep }) };
  }

  private async poll() {
    while (!this.closed) {
      let events: JanusMessage[];
      try {
        const response = await fetch(`${this.url}/${this.id}?maxev=10&rid=${Date.now()}`, {
          signal: AbortSignal.timeout(60_000),
        });
        if (!response.ok) throw new JanusError(response.status, `HTTP ${response.status}`);
        const body = (await response.json()) as JanusMessage | JanusMessage[];
        events = Array.isArray(body) ? body : [body];
      } catch (err) {
        return this.lose(err);
      }
      for (const event of events) this.dispatch(event);
    }
  }

  private dispatch(event: JanusMessage) {
    if (event.janus === 'keepalive') return;
    if (event.janus === 'error' && event.error?.code === 458) return this.lose(event.error);
    const waiting = event.transaction ? this.pending.get(event.transaction) : undefined;
    if (waiting && (event.janus === 'event' || event.janus === 'error')) {
      this.pending.delete(event.transaction!);
      clearTimeout(waiting.timer);
      const error = event.error
        ? new JanusError(event.error.code, event.error.reason)
        : pluginError(event.plugindata?.data);
      if (error) waiting.reject(error);
      else waiting.resolve({ data: event.plugindata?.data ?? {}, ...(event.jsep && { jsep: event.jsep }) });
      return;
    }
    if (event.sender) this.onHandleEvent(event.sender, event);
  }

  private lose(err: unknown) {
    if (this.closed) return;
    this.log.warn({ err, url: this.url }, 'janus: session lost');
    this.stop();
    this.onLost(this);
  }

  private stop() {
    this.closed = true;
    clearInterval(this.keepalive);
    for (const { reject, timer } of this.pending.values()) {
      clearTimeout(timer);
      reject(new JanusError(458, 'session lost'));
    }
    this.pending.clear();
  }

  async destroy() {
    if (this.closed) return;
    this.stop();
    await post(`${this.url}/${this.id}`, { janus: 'destroy', transaction: randomUUID() }).catch(
      () => undefined,
    );
  }
}
