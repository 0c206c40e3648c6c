import { hash, verify } from '@node-rs/argon2';
import { ca } from '@receptari/shared/i18n/ca';
import type { LoginBody, RegisterBody } from '@receptari/shared/auth/auth.schemas';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { MicroCache } from '../../lib/micro-cache.ts';
import * as repo from './auth.repo.ts';
import { type FailureCounter, MAX_FAILURES_PER_IP, MAX_FAILURES_PER_NAME } from './login-throttle.ts';
import { newToken } from './token.ts';
import { presentUser } from './user.presenter.ts';

/** argon2id (the package's default algorithm) with OWASP's minimum memory cost. */
const argonOptions = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** Verified against when the name is unknown, so both paths take the same time. */
let dummyHash: Promise<string> | undefined;

async function issueToken(db: Db, userId: number) {
  const { token, hash: tokenHash } = newToken();
  await repo.insertToken(db, userId, tokenHash);
  return token;
}

export async function register(db: Db, body: RegisterBody) {
  const taken = await repo.takenFields(db, body.name, body.email);
  const errors: Record<string, string[]> = {};
  if (taken.name) errors.name = [ca.auth.nameTaken];
  if (taken.email) errors.email = [ca.auth.emailTaken];
  if (Object.keys(errors).length) throw AppError.invalid(errors);

  const passwordHash = await hash(body.password, argonOptions);
  return db.transaction(async (tx) => {
    const user = await repo.insertUser(tx, { name: body.name, email: body.email, passwordHash });
    return { token: await issueToken(tx, user.id), user: presentUser(user) };
  });
}

export async function login(db: Db, failures: FailureCounter, body: LoginBody, ip: string) {
  const nameKey = `${ip}|${body.name.toLowerCase()}`;
  const ipKey = `${ip}|*`;
  const [byName, byIp] = await Promise.all([failures.count(nameKey), failures.count(ipKey)]);
  if (byName >= MAX_FAILURES_PER_NAME || byIp >= MAX_FAILURES_PER_IP)
    throw AppError.tooMany('too_many_login_attempts', ca.auth.tooManyAttempts);

  const found = await repo.findUserByName(db, body.name);
  dummyHash ??= hash('not-a-password', argonOptions);
  const ok = await verify(found?.passwordHash ?? (await dummyHash), body.password).catch(() => false);
  if (!found || !ok) {
    await Promise.all([failures.hit(nameKey), failures.hit(ipKey)]);
    throw AppError.unauthorized('invalid_credentials', ca.auth.invalidCredentials);
  }
  await failures.reset(nameKey);
  const { passwordHash: _omit, ...user } = found;
  return { token: await issueToken(db, user.id), user: presentUser(user) };
}

/** Revokes the caller's token, here and in this instance's session cache at once. */
export async function logout(db: Db, sessions: Pick<MicroCache<unknown>, 'delete'>, tokenHash: string) {
  await repo.deleteToken(db, tokenHash);
  sessions.delete(tokenHash);
  return { message: ca.auth.loggedOut };
}
