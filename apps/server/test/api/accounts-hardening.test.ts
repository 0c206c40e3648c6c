import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { backfillNameSkeletons } from '../../src/modules/auth/index.ts';
import { buildTestApp, type TestApp, uniqueName } from '../helpers/build-test-app.ts';

let app: TestApp;
beforeAll(async () => (app = await buildTestApp()));
afterAll(() => app.dispose());

// Each registration from its own address: the per-address limit (20 a minute) is not under test.
let caller = 0;
const register = (body: { name: string; password: string; email?: string }) =>
  app.inject({
    method: 'POST',
    url: '/api/register',
    remoteAddress: `10.14.${caller >> 8}.${caller++ & 255}`,
    payload: { email: `${uniqueName('correu')}@example.cat`, ...body },
  });
const login = (name: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/login', payload: { name, password } });

describe('register: passwords checked by a strength estimator', () => {
  it.each([
    ['12345678', 'és una de les contrasenyes més utilitzades'],
    ['password', 'és una de les contrasenyes més utilitzades'],
    ['qwertyuiop', 'és una de les contrasenyes més utilitzades'],
    ['admin12345', 's’assembla a una contrasenya molt utilitzada'],
  ])('refuses %j with 422, saying why, and creates no account', async (password, why) => {
    const name = uniqueName();
    const res = await register({ name, password });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'weak_password',
      errors: { password: [`La contrasenya és massa fàcil d’endevinar: ${why}.`] },
    });
    expect((await login(name, password)).statusCode).toBe(401);
  });

  it('refuses eight spaces, and the name itself in any case or inside the password', async () => {
    const name = uniqueName('marta_lola');
    const spaces = await register({ name, password: '        ' });
    expect(spaces.statusCode).toBe(422);
    expect(spaces.json().errors.password).toEqual(['La contrasenya no pot ser només espais.']);
    for (const password of [name, name.toUpperCase(), `${name}!2024`]) {
      const res = await register({ name, password });
      expect(res.statusCode, password).toBe(422);
      expect(res.json().errors.password).toEqual(['La contrasenya no pot contenir el teu nom d’usuari.']);
    }
  });

  it('accepts strong passwords, and the account logs in with them', async () => {
    for (const password of ['bacallà amb samfaina', 'MirallFosc!82', 'contrasenya-segura']) {
      const name = uniqueName();
      expect((await register({ name, password })).statusCode, password).toBe(201);
      expect((await login(name, password)).statusCode).toBe(200);
    }
  });

  it('names every wrong field when the password is not the only problem', async () => {
    const name = uniqueName();
    expect((await register({ name, password: 'contrasenya-segura' })).statusCode).toBe(201);
    const res = await register({ name, password: '12345678' });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('validation_failed');
    expect(Object.keys(res.json().errors).sort()).toEqual(['name', 'password']);
  });
});

describe('register: names unique by case and by look, with no invisible characters', () => {
  const strong = 'bacallà amb samfaina';
  const expectNameRefused = async (name: string, message: string) => {
    const before = await app.db.$count(users);
    const res = await register({ name, password: strong });
    expect(res.statusCode, name).toBe(422);
    expect(res.json().errors).toEqual({ name: [message] });
    expect(await app.db.$count(users)).toBe(before);
  };

  it('refuses `Admin` beside `admin`, and any other case of a taken name', async () => {
    const name = uniqueName('admin');
    expect((await register({ name, password: strong })).statusCode).toBe(201);
    await expectNameRefused(name.replace('admin', 'Admin'), 'Aquest nom d’usuari ja està en ús.');
    await expectNameRefused(name.toUpperCase(), 'Aquest nom d’usuari ja està en ús.');
  });

  it('refuses look-alikes of a taken name: a Cyrillic а, fullwidth letters, a digit for a letter', async () => {
    const name = uniqueName('marta_lola');
    expect((await register({ name, password: strong })).statusCode).toBe(201);
    const lookAlike = 'Aquest nom d’usuari s’assembla massa a un que ja està en ús.';
    await expectNameRefused(name.replace('a', '\u0430'), lookAlike); // CYRILLIC SMALL LETTER A
    await expectNameRefused(name.replace('l', '1').replace('o', '0'), lookAlike);
    // NFKC turns fullwidth into plain letters first: the very same name.
    const fullwidth = [...name].map((c) =>
      /[a-z]/.test(c) ? String.fromCodePoint(c.codePointAt(0)! + 0xfee0) : c,
    );
    await expectNameRefused(fullwidth.join(''), 'Aquest nom d’usuari ja està en ús.');
  });

  it('refuses zero-width, bidi and control characters with 422, before any lookup', async () => {
    const invisible = 'El nom d’usuari no pot contenir caràcters invisibles o de control.';
    for (const bad of ['\u200b', '\u200d', '\u2060', '\ufeff', '\u202e']) {
      await expectNameRefused(`pep${bad}${uniqueName('x')}`, invisible);
    }
    // Control characters are refused for every text field alike, before the name's own schema.
    const control = 'El text conté caràcters de control (com ara NUL), que no s’admeten.';
    for (const bad of ['\u0007', '\u0085']) await expectNameRefused(`pep${bad}${uniqueName('x')}`, control);
    await expectNameRefused('\u200b\u200b', invisible);
  });

  it('stores the NFKC form, and logs in by any case or look-alike form of it', async () => {
    const name = uniqueName('cuiner');
    const fullwidthC = `\uff43${name.slice(1)}`; // FULLWIDTH LATIN SMALL LETTER C
    const res = await register({ name: fullwidthC, password: strong });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.name).toBe(name);
    for (const typed of [name, name.toUpperCase(), fullwidthC])
      expect((await login(typed, strong)).statusCode, typed).toBe(200);
    expect((await login(name, 'una altra contrasenya')).statusCode).toBe(401);
  });

  it('lets one of two racing registrations of look-alike names through, the other a 422', async () => {
    const name = uniqueName('bessona');
    const answers = await Promise.all(
      [name, name.toUpperCase()].map((n) => register({ name: n, password: strong })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    const refused = answers.find((r) => r.statusCode === 422)!;
    expect(refused.json().errors).toEqual({ name: ['Aquest nom d’usuari ja està en ús.'] });
  });

  it('gives old accounts their skeleton at start, leaving a look-alike pair working', async () => {
    const base = uniqueName('pere');
    const old = await app.db
      .insert(users)
      .values([base, base.toUpperCase()].map((name, i) => ({ name, email: `${base}.${i}@old.cat` })))
      .returning({ id: users.id, name: users.name });
    expect(await backfillNameSkeletons(app.db)).toBe(1);
    const rows = await app.db
      .select({ skeleton: users.nameSkeleton })
      .from(users)
      .where(
        inArray(
          users.id,
          old.map((u) => u.id),
        ),
      );
    expect(rows.filter((r) => r.skeleton !== null)).toHaveLength(1);
    const capitalised = `${base[0]!.toUpperCase()}${base.slice(1)}`;
    await expectNameRefused(capitalised, 'Aquest nom d’usuari ja està en ús.');
    expect(await backfillNameSkeletons(app.db)).toBe(1); // the other one stays as it was
  });
});
