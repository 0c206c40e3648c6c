import { pendingVerificationsAnswerSchema } from '@receptari/shared/admin/admin.schemas';
import { trAdmin } from '@receptari/shared/i18n/tr/admin';
import { fill } from '@receptari/shared/i18n/fill';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notifications, users, verificationRequests } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import type { TestUser } from '../helpers/recipe-factory.ts';
import { registerFresh, registerFreshAdmin } from '../fixtures/users.ts';

let app: TestApp;
let admin: TestUser;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await registerFreshAdmin(app);
});
afterAll(() => app.dispose());

const ask = async (who: TestUser, message = 'Cuino cada dia i vull ser xef.') => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/send-verification',
    headers: who.auth,
    payload: { message },
  });
  expect(res.statusCode).toBe(201);
  return res.json().request.id as number;
};
const decide = (id: number | string, verdict: 'approve' | 'reject', who: TestUser = admin) =>
  app.inject({ method: 'POST', url: `/api/admin/verification-requests/${id}/${verdict}`, headers: who.auth });
const pending = async (query: Record<string, string> = {}) => {
  const res = await app.inject({ url: '/api/admin/verification-requests', query, headers: admin.auth });
  expect(res.statusCode).toBe(200);
  return pendingVerificationsAnswerSchema.parse(res.json());
};
const statusOf = async (id: number) =>
  (await app.db.select().from(verificationRequests).where(eq(verificationRequests.id, id)))[0]?.status;
const noticesOf = (userId: number) =>
  app.db.select().from(notifications).where(eq(notifications.userId, userId));

describe('chef verification requests', () => {
  it('lists the pending ones oldest first with who sent them, a page at a time', async () => {
    const senders = [await registerFresh(app), await registerFresh(app), await registerFresh(app)];
    const made: number[] = [];
    for (const who of senders) made.push(await ask(who));
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const page = await pending({ limit: '2', ...(cursor && { cursor }) });
      seen.push(...page.requests.map((r) => r.id));
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen.filter((id) => made.includes(id))).toEqual(made);
    const first = (await pending()).requests.find((r) => r.id === made[0])!;
    expect(first).toMatchObject({
      message: 'Cuino cada dia i vull ser xef.',
      user: { id: senders[0]!.user.id, name: senders[0]!.user.name, img: null },
    });
  });

  it('approve: the user is a chef at once, told so, the request approved and audited; twice is a 409', async () => {
    const who = await registerFresh(app);
    const id = await ask(who);
    expect((await app.inject({ url: '/api/user', headers: who.auth })).json().role).toBe('user'); // cached
    const res = await decide(id, 'approve');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: fill(trAdmin.admin.verificationApproved, { name: who.user.name }),
    });
    expect((await app.inject({ url: '/api/user', headers: who.auth })).json().role).toBe('chef');
    expect(await statusOf(id)).toBe('approved');
    expect((await noticesOf(who.user.id)).map((n) => [n.type, n.message])).toEqual([
      ['verification', trAdmin.admin.chefApprovedNotice],
    ]);
    expect((await pending()).requests.map((r) => r.id)).not.toContain(id);
    const entry = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'verification.approve'), eq(auditLog.targetId, id)));
    expect(entry).toEqual([expect.objectContaining({ adminId: admin.user.id, targetLabel: who.user.name })]);

    const again = await decide(id, 'reject');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'not_pending',
      message: trAdmin.admin.verificationNotPending,
    });
  });

  it('reject: the request rejected, the user told, the role kept', async () => {
    const who = await registerFresh(app);
    const id = await ask(who);
    const res = await decide(id, 'reject');
    expect(res.json()).toEqual({
      message: fill(trAdmin.admin.verificationRejected, { name: who.user.name }),
    });
    expect(await statusOf(id)).toBe('rejected');
    expect((await noticesOf(who.user.id)).map((n) => [n.type, n.message])).toEqual([
      ['verification', trAdmin.admin.chefRejectedNotice],
    ]);
    const [row] = await app.db.select({ role: users.role }).from(users).where(eq(users.id, who.user.id));
    expect(row!.role).toBe('user');
    // A new request may be sent after a rejection.
    expect(await ask(who)).not.toBe(id);
  });

  it('keeps an admin an admin when approving their old request', async () => {
    const who = await registerFresh(app);
    const id = await ask(who);
    await app.db.update(users).set({ role: 'admin' }).where(eq(users.id, who.user.id));
    expect((await decide(id, 'approve')).statusCode).toBe(200);
    const [row] = await app.db.select({ role: users.role }).from(users).where(eq(users.id, who.user.id));
    expect(row!.role).toBe('admin');
  });

  it('answers 404 for an unknown request, one 200 and one 409 for two decisions at once', async () => {
    const missing = await decide(2_000_000_000, 'approve');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      code: 'verification_not_found',
      message: trAdmin.admin.verificationNotFound,
    });
    expect((await decide('abc', 'reject')).statusCode).toBe(404);
    const id = await ask(await registerFresh(app));
    const both = await Promise.all([decide(id, 'approve'), decide(id, 'reject')]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const user = await registerFresh(app);
    expect((await decide(id, 'approve', user)).statusCode).toBe(403);
  });
});
