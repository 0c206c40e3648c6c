import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real HTTP server on 127.0.0.1 that speaks the chat-completions protocol, for tests of
 * the `openai` provider (nutrition now; generation, vision and chat later). Each request
 * takes the next behaviour from the queue; an empty queue answers 500 so a test that
 * forgot one fails loudly. Every request is recorded.
 */
export type FakeBehaviour =
  /** 200 with a chat completion whose first choice says `content` (objects are sent as JSON text). */
  | { kind: 'answer'; content: string | object }
  /** An HTTP error, e.g. 500, 429, 400. */
  | { kind: 'status'; status: number; body?: string }
  /** 200 with this exact body: for answers that are not chat completions at all. */
  | { kind: 'raw'; body: string }
  /** Waits, then behaves as `then` (by then the client may have given up). */
  | { kind: 'delay'; ms: number; then: FakeBehaviour };

export const answer = (content: string | object): FakeBehaviour => ({ kind: 'answer', content });
export const failWith = (status: number, body?: string): FakeBehaviour => ({ kind: 'status', status, body });
export const rawBody = (body: string): FakeBehaviour => ({ kind: 'raw', body });
export const delay = (ms: number, then: FakeBehaviour = answer('{}')): FakeBehaviour => ({
  kind: 'delay',
  ms,
  then,
});

export interface RecordedMessage {
  role: string;
  content: string | { type: string; text?: string; image_url?: { url: string } }[];
}

/** What the client sent, parsed; fields the protocol leaves optional may be missing. */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  rawBody: string;
  body: {
    model?: string;
    messages?: RecordedMessage[];
    temperature?: number;
    response_format?: { type: string };
    [key: string]: unknown;
  };
}

export interface FakeChatCompletions {
  /** The base URL to give as AI_BASE_URL, e.g. http://127.0.0.1:53123/v1. */
  url: string;
  requests: RecordedRequest[];
  enqueue(...behaviours: FakeBehaviour[]): void;
  /** Forget the queue and the recorded requests between tests. */
  reset(): void;
  close(): Promise<void>;
}

const PATH = '/v1/chat/completions';

function completion(content: string, model: string | undefined) {
  return {
    id: `chatcmpl-fake-${Date.now()}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: model ?? 'fake-model',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
  };
}

export async function startFakeChatCompletions(): Promise<FakeChatCompletions> {
  const queue: FakeBehaviour[] = [];
  const requests: RecordedRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();

  function respond(res: ServerResponse, behaviour: FakeBehaviour, model: string | undefined) {
    if (res.destroyed) return; // the client gave up (timeout) while we waited
    const json = (status: number, body: string) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(body);
    switch (behaviour.kind) {
      case 'answer': {
        const text =
          typeof behaviour.content === 'string' ? behaviour.content : JSON.stringify(behaviour.content);
        return json(200, JSON.stringify(completion(text, model)));
      }
      case 'status':
        return json(
          behaviour.status,
          behaviour.body ?? JSON.stringify({ error: { message: 'fake failure' } }),
        );
      case 'raw':
        return json(200, behaviour.body);
      case 'delay': {
        const timer = setTimeout(() => {
          timers.delete(timer);
          respond(res, behaviour.then, model);
        }, behaviour.ms);
        timers.add(timer);
      }
    }
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      let body: RecordedRequest['body'] = {};
      try {
        body = JSON.parse(rawBody) as RecordedRequest['body'];
      } catch {
        // recorded as-is; the test can look at rawBody
      }
      const path = req.url ?? '';
      requests.push({ method: req.method ?? '', path, headers: req.headers, rawBody, body });
      if (req.method !== 'POST' || path !== PATH) return respond(res, failWith(404), body.model);
      respond(res, queue.shift() ?? failWith(500, '{"error":{"message":"no behaviour queued"}}'), body.model);
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    enqueue: (...behaviours) => queue.push(...behaviours),
    reset() {
      queue.length = 0;
      requests.length = 0;
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())));
    },
  };
}

/** The text of every message of a recorded request, for asserting what the prompt said. */
export const promptText = (request: RecordedRequest) =>
  (request.body.messages ?? [])
    .map((m) => (typeof m.content === 'string' ? m.content : m.content.map((p) => p.text ?? '').join(' ')))
    .join('\n');
