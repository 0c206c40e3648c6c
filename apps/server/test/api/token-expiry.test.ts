import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens } from '../../src/db/schema/index.ts';
import { hashToken } from '../../src/modules/auth/index.ts';
import { buildTestApp, registerUser, type TestApp } from '../helpers/build-test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.dispose());

const me = (token: string) => app.inject({ url: '/api/user', headers: { authorization: `Bearer ${token}` } });
/** Moves a token's creation and last use back in time, as if that long had passed. */
const age = (token: string, created: string, lastUsed: string | null) =>
  app.db
    .update(authTokens)
    .set({
      createdAt: sql`now() - ${created}::interval`,
      lastUsedAt: lastUsed === null ? null : sql`now() - ${lastUsed}::interval`,
    })
    .where(eq(authTokens.tokenHash, hashToken(token)));
const lastUsedOf = async (token: string) =>
  (
    await app.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.tokenHash, hashToken(token)))
  )[0]?.lastUsedAt;

describe('session tokens expire after 30 days without use', () => {
  it('a token unused for 31 days is refused with 401, one used 29 days ago still works', async () => {
    const idle = await registerUser(app);
    await age(idle.token, '100 days', '31 days');
    expect((await me(idle.token)).statusCode).toBe(401);

    const recent = await registerUser(app);
    await age(recent.token, '100 days', '29 days');
    expect((await me(recent.token)).statusCode).toBe(200);

    const neverUsed = await registerUser(app);
    await age(neverUsed.token, '31 days', null);
    expect((await me(neverUsed.token)).statusCode).toBe(401);
  });

  it('a use marks the token as used (at most once an hour), so an active session never expires', async () => {
    const user = await registerUser(app);
    // Used a minute ago: no write now.
    await age(user.token, '20 days', '1 minute');
    const before = await lastUsedOf(user.token);
    expect((await me(user.token)).statusCode).toBe(200);
    expect(await lastUsedOf(user.token)).toEqual(before);

    const other = await registerUser(app);
    await age(other.token, '20 days', '2 hours');
    expect((await me(other.token)).statusCode).toBe(200);
    const touched = await lastUsedOf(other.token);
    expect(Date.now() - touched!.getTime()).toBeLessThan(60_000);
  });

  it('signing in drops the user’s idle tokens and keeps the live ones', async () => {
    const user = await registerUser(app);
    const second = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { name: user.user.name, password: user.password },
    });
    const live = second.json().token as string;
    await age(user.token, '60 days', '40 days');
    const third = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { name: user.user.name, password: user.password },
    });
    expect(third.statusCode).toBe(200);
    const rows = await app.db.select().from(authTokens).where(eq(authTokens.userId, user.user.id));
    const hashes = rows.map((r) => r.tokenHash);
    expect(hashes).not.toContain(hashToken(user.token));
    expect(hashes).toContain(hashToken(live));
    expect(hashes).toContain(hashToken(third.json().token as string));
  });
});
