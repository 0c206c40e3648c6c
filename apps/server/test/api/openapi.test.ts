/**
 * The API's document (plugins/openapi.ts, docs/decisions/0024-api-docs.md): every route the server
 * registers under /api is in it with what its schemas say, real answers fit what it documents, and
 * it holds nothing internal nor secret.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { errorAnswerSchema } from '@receptari/shared/common/common.schemas';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { FastifySchema, onRouteHookHandler, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  API_DOCS_CSP,
  errorAnswersOf,
  OPENAPI_JSON_PATH,
  prepareApiDocument,
} from '../../src/plugins/openapi.ts';
import { buildTestApp, registerUser, type TestApp } from '../helpers/build-test-app.ts';

type Operation = {
  tags?: string[];
  security?: unknown[];
  responses: Record<string, { content?: Record<string, { schema: object }> }>;
};
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown> };
};

const SECRETS = {
  METRICS_TOKEN: 'metrics-token-0123456789abcdef',
  AI_API_KEY: 'sk-openapi-test-secret-4b1d',
  TURN_SECRET: 'turn-secret-0123456789abcdef',
};

/** Every route registered under /api, as Fastify holds it (HEADs are the GETs' twins). */
const routes: RouteOptions[] = [];
const collect: onRouteHookHandler = (route) => {
  if (route.url.startsWith('/api/') && route.method !== 'HEAD') routes.push(route);
};
/** The docs' own routes: they are how the document is read, not part of the API. */
const isDocsRoute = (url: string) => url === OPENAPI_JSON_PATH || url.startsWith('/api/docs');
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
const methodsOf = (route: RouteOptions) => [route.method].flat().filter((m) => m !== 'HEAD');

let app: TestApp;
let doc: Document;
let text: string;
beforeAll(async () => {
  app = await buildTestApp(
    { ...SECRETS, AI_PROVIDER: 'openai', AI_BASE_URL: 'http://127.0.0.1:9', AI_MODEL: 'test-model' },
    {
      onRoute: collect,
    },
  );
  const res = await app.inject({ url: OPENAPI_JSON_PATH });
  expect(res.statusCode).toBe(200);
  text = res.body;
  doc = res.json();
});
afterAll(() => app?.dispose());

function operationOf(route: RouteOptions, method: string) {
  return doc.paths[openApiPath(route.url)]?.[method.toLowerCase()];
}
const schemaOf = (op: Operation, status: number | string) =>
  op.responses[String(status)]?.content?.['application/json']?.schema;

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 with the bearer scheme', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('has every route registered under /api, with its module as its tag', () => {
    const missing: string[] = [];
    for (const route of routes.filter((r) => !isDocsRoute(r.url)))
      for (const method of methodsOf(route)) {
        const op = operationOf(route, method);
        if (!op) missing.push(`${method} ${route.url}`);
        else expect(op.tags, `${method} ${route.url}`).toHaveLength(1);
      }
    expect(missing, `routes missing from the document:\n${missing.join('\n')}`).toEqual([]);
    expect(routes.length).toBeGreaterThan(100);
  });

  it('documents exactly the answers each route declares, plus its error answers in the shared shape', () => {
    const errorJson = z.toJSONSchema(errorAnswerSchema, { target: 'draft-2020-12', io: 'output' });
    delete (errorJson as { $schema?: string }).$schema;
    const wrong: string[] = [];
    for (const route of routes.filter((r) => !isDocsRoute(r.url)))
      for (const method of methodsOf(route)) {
        const op = operationOf(route, method)!;
        const declared = Object.keys((route.schema as FastifySchema | undefined)?.response ?? {});
        const errors = errorAnswersOf(route.schema, route).map(([status]) => String(status));
        const documented = Object.keys(op.responses);
        const allowed = new Set([...declared, ...errors]);
        for (const status of documented)
          if (!allowed.has(status))
            wrong.push(`${method} ${route.url} documents ${status}, not in its schema`);
        for (const status of allowed)
          if (!documented.includes(status)) wrong.push(`${method} ${route.url} leaves ${status} out`);
        for (const status of errors.filter((s) => !declared.includes(s)))
          expect(schemaOf(op, status), `${method} ${route.url} ${status}`).toMatchObject(errorJson);
        const config = (route.config ?? {}) as { public?: boolean };
        if (!config.public) expect(op.security, `${method} ${route.url}`).toEqual([{ bearerAuth: [] }]);
      }
    expect(wrong, wrong.join('\n')).toEqual([]);
  });

  it('holds no internal route and no secret', () => {
    const paths = Object.keys(doc.paths);
    expect(paths.filter((p) => !p.startsWith('/api/') || isDocsRoute(p))).toEqual([]);
    expect(text).not.toContain('/metrics');
    expect(text).not.toContain('socket.io');
    for (const secret of Object.values(SECRETS)) expect(text).not.toContain(secret);
  });
});

describe('real answers fit the document', () => {
  const ajv = new Ajv2020({ strict: false, validateFormats: false });
  async function check(method: 'GET' | 'POST', url: string, pattern: string, opts: object = {}) {
    const res = await app.inject({ method, url, ...opts });
    const op = doc.paths[pattern]![method.toLowerCase()]!;
    const schema = schemaOf(op, res.statusCode);
    expect(schema, `${method} ${pattern} documents no ${res.statusCode}`).toBeDefined();
    const validate = ajv.compile(schema!);
    expect(validate(res.json()), JSON.stringify(validate.errors)).toBe(true);
    return res.statusCode;
  }

  it('successes and each kind of error answer', async () => {
    const { auth } = await registerUser(app);
    expect(await check('GET', '/api/health/ready', '/api/health/ready')).toBe(200);
    expect(await check('GET', '/api/recipes?sort=recent', '/api/recipes')).toBe(200);
    expect(await check('GET', '/api/user', '/api/user', { headers: auth })).toBe(200);
    expect(await check('GET', '/api/user', '/api/user')).toBe(401);
    expect(await check('GET', '/api/recipes/abc', '/api/recipes/{id}', { headers: auth })).toBe(404);
    expect(await check('POST', '/api/login', '/api/login', { payload: { name: '' } })).toBe(422);
    const badJson = { headers: { 'content-type': 'application/json' }, payload: '{' };
    expect(await check('POST', '/api/login', '/api/login', badJson)).toBe(400);
  });
});

describe('the page', () => {
  it('serves Swagger UI under its own strict CSP, with no inline script', async () => {
    const page = await app.inject({ url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toBe(API_DOCS_CSP);
    expect(page.body).not.toMatch(/<script>|<script [^>]*>[^<\s]/);
    const init = await app.inject({ url: '/api/docs/static/swagger-initializer.js' });
    expect(init.statusCode).toBe(200);
    // The page reads the same document as /api/openapi.json, from beside itself.
    const json = await app.inject({ url: '/api/docs/json' });
    expect(json.json()).toEqual(doc);
  });

  it('leaves the rest of the site its own CSP', async () => {
    const res = await app.inject({ url: '/api/health/live' });
    expect(res.headers['content-security-policy']).toContain("img-src 'self';");
  });
});

describe('the document kept in the data folder per build (a restart reads it)', () => {
  let folder: string;
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'receptari-openapi-'));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('is written once per build and configuration, read back after, and an earlier one removed', () => {
    expect(prepareApiDocument(app, folder, 'build-1', { A: 1 })).toBe('built');
    const files = readdirSync(folder);
    expect(files).toHaveLength(1);
    expect(readFileSync(join(folder, files[0]!), 'utf8')).toBe(text);
    expect(prepareApiDocument(app, folder, 'build-1', { A: 1 })).toBe('read');
    expect(prepareApiDocument(app, folder, 'build-1', { A: 2 })).toBe('built');
    expect(prepareApiDocument(app, folder, 'build-2', { A: 2 })).toBe('built');
    expect(readdirSync(folder)).toHaveLength(1);
    expect(readdirSync(folder)).not.toContain(files[0]);
    // The sources run by tsx have no build id: built every time, nothing written.
    expect(prepareApiDocument(app, folder, undefined, { A: 3 })).toBe('built');
    expect(readdirSync(folder)).toHaveLength(1);
  });

  it('serves the document it read', async () => {
    const [file] = readdirSync(folder);
    const kept = join(folder, file!);
    writeFileSync(kept, JSON.stringify({ ...JSON.parse(text), 'x-kept': true }));
    expect(prepareApiDocument(app, folder, 'build-2', { A: 2 })).toBe('read');
    expect((await app.inject({ url: OPENAPI_JSON_PATH })).json()).toMatchObject({ 'x-kept': true });
    writeFileSync(kept, text);
    expect(prepareApiDocument(app, folder, 'build-2', { A: 2 })).toBe('read');
    expect((await app.inject({ url: OPENAPI_JSON_PATH })).body).toBe(text);
  });
});
