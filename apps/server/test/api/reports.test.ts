import { tr } from '@receptari/shared/i18n/tr/core';
import { trReports } from '@receptari/shared/i18n/tr/reports';
import { fill } from '@receptari/shared/i18n/fill';
import { REPORT_DETAILS_MAX, REPORTS_PER_MINUTE } from '@receptari/shared/reports/reports.rules';
import {
  reportCreatedSchema,
  type ReportedTarget,
  reportedTargetsAnswerSchema,
} from '@receptari/shared/reports/reports.schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  comments,
  cooksnaps,
  notifications,
  recipes,
  reports,
  users,
} from '../../src/db/schema/index.ts';
import type { TestApp } from '../helpers/build-test-app.ts';
import {
  type Catalog,
  makeCatalog,
  makeRecipe,
  recipeInput,
  type TestUser,
} from '../helpers/recipe-factory.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { registerFresh, registerFreshAdmin } from '../fixtures/users.ts';

const t = trReports.reports;

let app: TestApp;
let catalog: Catalog;
let admin: TestUser;
beforeAll(async () => {
  app = await buildTestApp();
  catalog = await makeCatalog(app.db);
  admin = await registerFreshAdmin(app);
});
afterAll(() => app.dispose());

const call = (
  who: TestUser | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => app.inject({ method, url, ...(who && { headers: who.auth }), ...(payload && { payload }) });
const report = (who: TestUser | null, payload: object) => call(who, 'POST', '/api/reports', payload);
const resolve = (id: number, action: string, who: TestUser = admin) =>
  call(who, 'POST', `/api/admin/reports/${id}/resolve`, { action });
const reportedTargets = async () => {
  const res = await call(admin, 'GET', '/api/admin/reports');
  expect(res.statusCode, res.body).toBe(200);
  return reportedTargetsAnswerSchema.parse(res.json()).targets;
};
const reportedOne = async (target: string, id: number): Promise<ReportedTarget | undefined> =>
  (await reportedTargets()).find((r) => r.target === target && r.target_id === id);
const users3 = async (): Promise<[TestUser, TestUser, TestUser]> => [
  await registerFresh(app),
  await registerFresh(app),
  await registerFresh(app),
];

/** A published recipe of a fresh author, with a title of its own so a search finds it alone. */
async function freshRecipe() {
  const author = await registerFresh(app);
  const title = `Escudella ${author.user.id} reportada`;
  const id = await makeRecipe(app.db, author.user.id, catalog, { title });
  return { author, id, title };
}

async function freshComment(recipeId: number) {
  const writer = await registerFresh(app);
  const res = await call(writer, 'POST', `/api/recipes/${recipeId}/comment`, { comment: 'Compra aquí!!' });
  expect(res.statusCode).toBe(201);
  return { writer, id: res.json().id as number };
}

/** A cooksnap of a fresh cook on `recipeId`, written directly (counted when published). */
async function freshCooksnap(recipeId: number, status: 'published' | 'pending' = 'published') {
  const cook = await registerFresh(app);
  const [row] = await app.db
    .insert(cooksnaps)
    .values({
      recipeId,
      userId: cook.user.id,
      image: '/media/seed/recipe-2.webp',
      note: 'Compra aquí!!',
      status,
    })
    .returning({ id: cooksnaps.id });
  if (status === 'published')
    await app.db.update(recipes).set({ cooksnapsCount: 1 }).where(eq(recipes.id, recipeId));
  return row!.id;
}

const noticesOf = (userId: number) =>
  app.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'report_resolved')));

describe('POST /reports', () => {
  it('stores a report and answers 201 with its id; a second one of the same target is a 409', async () => {
    const { id } = await freshRecipe();
    const reporter = await registerFresh(app);
    const res = await report(reporter, { target: 'recipe', id, reason: 'spam', details: '  Publicitat  ' });
    expect(res.statusCode, res.body).toBe(201);
    const created = reportCreatedSchema.parse(res.json());
    expect(created.message).toBe(t.sent);
    const [row] = await app.db.select().from(reports).where(eq(reports.id, created.id));
    expect(row).toMatchObject({
      reporterId: reporter.user.id,
      targetType: 'recipe',
      targetId: id,
      reason: 'spam',
      details: 'Publicitat',
      status: 'open',
    });

    const again = await report(reporter, { target: 'recipe', id, reason: 'offensive' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'already_reported', message: t.alreadyReported });
  });

  it("refuses one's own recipe, comment and account (422)", async () => {
    const { author, id } = await freshRecipe();
    const own = await freshComment(id);
    for (const [who, payload, message] of [
      [author, { target: 'recipe', id }, t.ownContent],
      [own.writer, { target: 'comment', id: own.id }, t.ownContent],
      [author, { target: 'user', id: author.user.id }, t.ownAccount],
    ] as const) {
      const res = await report(who, { ...payload, reason: 'other' });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toMatchObject({ code: 'report_own', message });
    }
  });

  it('answers 404 for a target that does not exist, or a recipe or cooksnap the reporter may not see', async () => {
    const reporter = await registerFresh(app);
    const { author } = await freshRecipe();
    const pending = await makeRecipe(app.db, author.user.id, catalog, { status: 'pending' });
    for (const payload of [
      { target: 'recipe', id: 2_000_000_000 },
      { target: 'comment', id: 2_000_000_000 },
      { target: 'user', id: 2_000_000_000 },
      { target: 'cooksnap', id: 2_000_000_000 },
      { target: 'cooksnap', id: await freshCooksnap(pending, 'pending') },
      { target: 'recipe', id: pending },
    ]) {
      const res = await report(reporter, { ...payload, reason: 'spam' });
      expect(res.statusCode, JSON.stringify(payload)).toBe(404);
      expect(res.json()).toMatchObject({ code: 'report_target_not_found', message: t.notFound });
    }
  });

  it('refuses bad input with a Catalan 422, and a visitor with a 401', async () => {
    const { id } = await freshRecipe();
    const reporter = await registerFresh(app);
    const cases: [object, string][] = [
      [{ target: 'recipe', id, reason: 'boring' }, t.badReason],
      [{ target: 'folder', id, reason: 'spam' }, t.badTarget],
      [{ target: 'recipe', id: 'x', reason: 'spam' }, tr.errors.badId],
      [{ target: 'recipe', id: -1, reason: 'spam' }, tr.errors.badId],
      [
        { target: 'recipe', id, reason: 'spam', details: 'x'.repeat(REPORT_DETAILS_MAX + 1) },
        fill(t.detailsTooLong, { max: REPORT_DETAILS_MAX }),
      ],
      [{ target: 'recipe', id, reason: 'spam', details: 'hola\u0007' }, tr.errors.controlCharacters],
      [{ target: 'recipe', id }, t.badReason],
    ];
    for (const [payload, message] of cases) {
      const res = await report(reporter, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().message, JSON.stringify(payload)).toContain(message);
    }
    const exact = await report(reporter, { target: 'recipe', id, reason: 'spam', details: 'x'.repeat(500) });
    expect(exact.statusCode).toBe(201);
    expect((await report(null, { target: 'recipe', id, reason: 'spam' })).statusCode).toBe(401);
  });

  it('rate-limits reports per user', async () => {
    const reporter = await registerFresh(app);
    for (let i = 0; i < REPORTS_PER_MINUTE; i++) {
      const res = await report(reporter, { target: 'user', id: 2_000_000_000, reason: 'spam' });
      expect(res.statusCode).toBe(404);
    }
    const over = await report(reporter, { target: 'user', id: 2_000_000_000, reason: 'spam' });
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(tr.errors.rateLimited);
    // Another user's budget is their own.
    expect((await report(admin, { target: 'user', id: 2_000_000_000, reason: 'spam' })).statusCode).toBe(404);
  });
});

describe('three reporters hide a recipe until an admin decides', () => {
  it('takes it out of the lists, search and profile; dismissing brings it back and tells each reporter', async () => {
    const { author, id, title } = await freshRecipe();
    const [a, b, c] = await users3();
    const reader = await registerFresh(app);
    const listed = async () => {
      const recent = (await call(reader, 'GET', '/api/recipes?sort=recent&limit=50')).json();
      const search = (await call(reader, 'GET', `/api/recipes/search?q=${encodeURIComponent(title)}`)).json();
      const profile = (await call(reader, 'GET', `/api/userInfo/${author.user.id}`)).json();
      const detail = await call(reader, 'GET', `/api/recipes/${id}`);
      return {
        recent: recent.recipes.some((r: { id: number }) => r.id === id),
        search: search.recipes.some((r: { id: number }) => r.id === id),
        profile: profile.recipes.some((r: { id: number }) => r.id === id),
        detail: detail.statusCode,
      };
    };
    const everywhere = { recent: true, search: true, profile: true, detail: 200 };
    expect(await listed()).toEqual(everywhere);

    expect((await report(a, { target: 'recipe', id, reason: 'spam' })).statusCode).toBe(201);
    expect(
      (await report(b, { target: 'recipe', id, reason: 'not_a_recipe', details: 'Anunci' })).statusCode,
    ).toBe(201);
    // Two reporters are not enough.
    expect(await listed()).toEqual(everywhere);
    expect((await report(c, { target: 'recipe', id, reason: 'spam' })).statusCode).toBe(201);
    expect(await listed()).toEqual({ recent: false, search: false, profile: false, detail: 404 });

    // Its author still sees it, marked, and cannot edit it meanwhile.
    const own = await call(author, 'GET', `/api/recipes/${id}`);
    expect(own.json().status).toBe('hidden');
    const mine = (await call(author, 'GET', `/api/userInfo/${author.user.id}`)).json();
    expect(mine.recipes.find((r: { id: number }) => r.id === id)?.status).toBe('hidden');
    const edit = await call(author, 'PUT', `/api/recipes/${id}`, recipeInput(catalog, { title }));
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toMatchObject({ code: 'recipe_hidden', message: t.hiddenRecipeLocked });

    const reported = await reportedOne('recipe', id);
    expect(reported).toMatchObject({
      reporters: 3,
      hidden: true,
      reasons: [
        { reason: 'spam', count: 2 },
        { reason: 'not_a_recipe', count: 1 },
      ],
      details: ['Anunci'],
      context: {
        label: title,
        link: `/info/${id}`,
        owner: { id: author.user.id, name: author.user.name },
        recipe: { id, title },
      },
    });

    const res = await resolve(reported!.id, 'dismiss');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: fill(t.dismissed, { label: title }), closed: 3 });
    expect(await listed()).toEqual(everywhere);
    expect(await reportedOne('recipe', id)).toBeUndefined();
    const closed = await app.db.select().from(reports).where(eq(reports.targetId, id));
    expect(closed.filter((r) => r.targetType === 'recipe').map((r) => r.status)).toEqual([
      'dismissed',
      'dismissed',
      'dismissed',
    ]);

    const [audit] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'report.dismiss'), eq(auditLog.targetId, id)));
    expect(audit).toMatchObject({ adminId: admin.user.id, targetType: 'recipe', targetLabel: title });
    expect(audit!.details).toMatchObject({ reports: 3, owner_id: author.user.id });
    for (const who of [a, b, c]) {
      const notices = await noticesOf(who.user.id);
      expect(notices).toMatchObject([
        { recipeId: id, triggeredBy: admin.user.id, message: fill(t.noticeDismissed, { label: title }) },
      ]);
    }
    // Decided: a second decision is a 409; one may report it again.
    expect((await resolve(reported!.id, 'delete')).statusCode).toBe(409);
    expect((await report(a, { target: 'recipe', id, reason: 'spam' })).statusCode).toBe(201);
  });

  it('deletes a reported recipe through the recipe deletion, audited twice', async () => {
    const { id, title } = await freshRecipe();
    const [a] = await users3();
    expect((await report(a, { target: 'recipe', id, reason: 'dangerous' })).statusCode).toBe(201);
    const reported = await reportedOne('recipe', id);
    expect(reported).toMatchObject({ reporters: 1, hidden: false });
    const res = await resolve(reported!.id, 'delete');
    expect(res.json()).toEqual({ message: fill(t.deleted, { label: title }), closed: 1 });
    expect(await app.db.select().from(recipes).where(eq(recipes.id, id))).toEqual([]);
    const actions = await app.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(actions.map((row) => row.action).sort()).toEqual(['recipe.delete', 'report.delete']);
    expect(await noticesOf(a.user.id)).toMatchObject([
      { recipeId: null, message: fill(t.noticeDeleted, { label: title }) },
    ]);
  });
});

describe('reported comments and users', () => {
  it('hides a comment reported by three from the thread; deleting it uses the comment deletion', async () => {
    const { id: recipeId } = await freshRecipe();
    const comment = await freshComment(recipeId);
    const reader = await registerFresh(app);
    const thread = async () =>
      (
        (await call(reader, 'GET', `/api/recipes/${recipeId}/comments`)).json().comments as { id: number }[]
      ).map((c) => c.id);
    expect(await thread()).toEqual([comment.id]);
    const reporters = await users3();
    for (const who of reporters)
      expect((await report(who, { target: 'comment', id: comment.id, reason: 'offensive' })).statusCode).toBe(
        201,
      );
    expect(await thread()).toEqual([]);
    expect((await call(reader, 'GET', `/api/recipes/${recipeId}`)).json().comments).toEqual([]);
    // Its author still sees it in the thread, marked, and only there (the shared detail leaves it out).
    const own = await call(comment.writer, 'GET', `/api/recipes/${recipeId}/comments`);
    expect(own.json().comments).toMatchObject([{ id: comment.id, hidden_by_reports: true }]);
    expect((await call(comment.writer, 'GET', `/api/recipes/${recipeId}`)).json().comments).toEqual([]);
    // The reader's copy of the empty thread is not the author's: one tag cannot answer both.
    const readerTag = (await call(reader, 'GET', `/api/recipes/${recipeId}/comments`)).headers.etag;
    expect(readerTag).not.toBe(own.headers.etag);

    const reported = await reportedOne('comment', comment.id);
    expect(reported).toMatchObject({
      reporters: 3,
      hidden: true,
      context: { label: 'Compra aquí!!', link: `/info/${recipeId}`, owner: { id: comment.writer.user.id } },
    });
    expect(reported!.context!.recipe!.id).toBe(recipeId);
    const res = await resolve(reported!.id, 'delete');
    expect(res.statusCode, res.body).toBe(200);
    expect(await app.db.select().from(comments).where(eq(comments.id, comment.id))).toEqual([]);
    const actions = await app.db.select().from(auditLog).where(eq(auditLog.targetId, comment.id));
    expect(actions.map((row) => row.action).sort()).toEqual(['comment.delete', 'report.delete']);
    for (const who of reporters) expect(await noticesOf(who.user.id)).toMatchObject([{ recipeId }]);
  });

  it('dismissing puts a hidden comment back in the thread', async () => {
    const { id: recipeId } = await freshRecipe();
    const comment = await freshComment(recipeId);
    for (const who of await users3())
      await report(who, { target: 'comment', id: comment.id, reason: 'spam' });
    const [row] = await app.db.select().from(comments).where(eq(comments.id, comment.id));
    expect(row!.hidden).toBe(true);
    const reported = await reportedOne('comment', comment.id);
    expect((await resolve(reported!.id, 'dismiss')).statusCode).toBe(200);
    const thread = await call(await registerFresh(app), 'GET', `/api/recipes/${recipeId}/comments`);
    expect(thread.json().comments).toMatchObject([{ id: comment.id, hidden_by_reports: false }]);
  });

  it('marks a user reported by three and hides their picture and bio; deleting removes the account', async () => {
    const target = await registerFresh(app);
    await app.db
      .update(users)
      .set({ bio: 'Venc rellotges', img: '/media/x.webp' })
      .where(eq(users.id, target.user.id));
    const reporters = await users3();
    const profile = (who: TestUser) => call(who, 'GET', `/api/userInfo/${target.user.id}`);
    for (const who of reporters)
      expect((await report(who, { target: 'user', id: target.user.id, reason: 'spam' })).statusCode).toBe(
        201,
      );
    expect((await profile(reporters[0]!)).json()).toMatchObject({
      hidden_by_reports: true,
      user: { bio: null, img: null },
    });
    expect((await profile(target)).json()).toMatchObject({
      hidden_by_reports: true,
      user: { bio: 'Venc rellotges' },
    });
    expect((await profile(admin)).json().user.bio).toBe('Venc rellotges');

    const reported = await reportedOne('user', target.user.id);
    expect(reported).toMatchObject({
      reporters: 3,
      context: { label: target.user.name, link: `/user/${target.user.id}`, recipe: null },
    });
    const res = await resolve(reported!.id, 'delete');
    expect(res.statusCode, res.body).toBe(200);
    expect(await app.db.select().from(users).where(eq(users.id, target.user.id))).toEqual([]);
    const actions = await app.db.select().from(auditLog).where(eq(auditLog.targetId, target.user.id));
    expect(actions.map((row) => row.action).sort()).toEqual(['report.delete', 'user.delete']);
    // The deleted user's session is gone with them.
    expect((await call(target, 'GET', '/api/user')).statusCode).toBe(401);
  });
});

describe('reported cooksnaps', () => {
  it('hides a cooksnap reported by three from its recipe and the count; dismissing brings it back', async () => {
    const { id: recipeId, title } = await freshRecipe();
    const snapId = await freshCooksnap(recipeId);
    const reader = await registerFresh(app);
    const listed = async () => {
      const res = await call(reader, 'GET', `/api/recipes/${recipeId}/cooksnaps`);
      expect(res.statusCode).toBe(200);
      const body = res.json() as { cooksnaps: { id: number }[]; cooksnaps_count: number };
      return { ids: body.cooksnaps.map((c) => c.id), count: body.cooksnaps_count };
    };
    expect(await listed()).toEqual({ ids: [snapId], count: 1 });
    for (const who of await users3())
      expect((await report(who, { target: 'cooksnap', id: snapId, reason: 'not_a_recipe' })).statusCode).toBe(
        201,
      );
    expect(await listed()).toEqual({ ids: [], count: 0 });

    const reported = await reportedOne('cooksnap', snapId);
    expect(reported).toMatchObject({
      reporters: 3,
      hidden: true,
      context: { label: 'Compra aquí!!', link: `/info/${recipeId}`, recipe: { id: recipeId, title } },
    });
    expect((await resolve(reported!.id, 'dismiss')).statusCode).toBe(200);
    expect(await listed()).toEqual({ ids: [snapId], count: 1 });
  });

  it('deletes a reported cooksnap through the cooksnap deletion, audited twice', async () => {
    const { id: recipeId } = await freshRecipe();
    const snapId = await freshCooksnap(recipeId);
    const reporter = await registerFresh(app);
    const res = await report(reporter, { target: 'cooksnap', id: snapId, reason: 'offensive' });
    const resolved = await resolve(res.json().id, 'delete');
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(await app.db.select().from(cooksnaps).where(eq(cooksnaps.id, snapId))).toEqual([]);
    const [recipe] = await app.db.select().from(recipes).where(eq(recipes.id, recipeId));
    expect(recipe!.cooksnapsCount).toBe(0);
    const actions = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'cooksnap'), eq(auditLog.targetId, snapId)));
    expect(actions.map((row) => row.action).sort()).toEqual(['cooksnap.delete', 'report.delete']);
    expect(await noticesOf(reporter.user.id)).toHaveLength(1);
  });
});

describe('GET /admin/reports and POST /admin/reports/{id}/resolve', () => {
  it('answer 401 to visitors and 403 to non-admins; a bad action is 422, an unknown report 404', async () => {
    const user = await registerFresh(app);
    expect((await call(null, 'GET', '/api/admin/reports')).statusCode).toBe(401);
    expect((await call(user, 'GET', '/api/admin/reports')).statusCode).toBe(403);
    expect((await resolve(1, 'dismiss', user)).statusCode).toBe(403);
    const bad = await resolve(1, 'ban');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe(t.badAction);
    const unknown = await resolve(2_000_000_000, 'dismiss');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'report_not_found', message: t.reportNotFound });
  });

  it('shows a target deleted meanwhile without context, and closes its reports when asked', async () => {
    const { author, id } = await freshRecipe();
    const reporter = await registerFresh(app);
    await report(reporter, { target: 'recipe', id, reason: 'spam' });
    expect((await call(author, 'DELETE', `/api/recipes/${id}`)).statusCode).toBe(200);
    const reported = await reportedOne('recipe', id);
    expect(reported?.context).toBeNull();
    const res = await resolve(reported!.id, 'delete');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().closed).toBe(1);
  });
});
