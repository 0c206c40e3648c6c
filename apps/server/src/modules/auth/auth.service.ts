import { hash, verify } from '@node-rs/argon2';
import { tr } from '@receptari/shared/i18n/tr/core';
import { trProfile } from '@receptari/shared/i18n/tr/profile';
import type { LoginBody, RegisterBody } from '@receptari/shared/auth/auth.schemas';
import type { ChangePasswordBody } from '@receptari/shared/profiles/profiles.schemas';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { type EventBus, type PendingEvents, transactionWithEvents } from '../../lib/events.ts';
import { isUniqueViolation, pgConstraint } from '../../lib/pg-error.ts';
import type { MicroCache } from '../../lib/micro-cache.ts';
import * as repo from './auth.repo.ts';
import { type FailureCounter, MAX_FAILURES_PER_IP, MAX_FAILURES_PER_NAME } from './login-throttle.ts';
import { nameSkeleton } from './name-skeleton.ts';
import { passwordProblem } from './password-strength.ts';
import { newToken } from './token.ts';
import { presentUser } from './user.presenter.ts';

/** argon2id (the package's default algorithm) with OWASP's minimum memory cost. */
const argonOptions = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** Verified against when the name is unknown, so both paths take the same time. */
let dummyHash: Promise<string> | undefined;

async function issueToken(db: Db, userId: number) {
  const { token, hash: tokenHash } = newToken();
  await repo.insertToken(db, userId, tokenHash);
  await repo.deleteIdleTokens(db, userId);
  return token;
}

export async function register(db: Db, body: RegisterBody) {
  const skeleton = nameSkeleton(body.name);
  const taken = await repo.takenFields(db, body.name, skeleton, body.email);
  const errors: Record<string, string[]> = {};
  if (taken.name) errors.name = [taken.name === 'taken' ? tr.auth.nameTaken : tr.auth.nameLookAlike];
  if (taken.email) errors.email = [tr.auth.emailTaken];
  const weak = await passwordProblem(body.password, body);
  if (weak) errors.password = [weak];
  const fields = Object.keys(errors);
  if (fields.length)
    throw AppError.invalid(errors, fields.length === 1 && weak ? 'weak_password' : undefined);

  const passwordHash = await hash(body.password, argonOptions);
  try {
    return await db.transaction(async (tx) => {
      const user = await repo.insertUser(tx, {
        name: body.name,
        nameSkeleton: skeleton,
        email: body.email,
        passwordHash,
      });
      return { token: await issueToken(tx, user.id), user: presentUser(user) };
    });
  } catch (err) {
    // Checked above, so only a registration racing this one gets here: the same answer as above.
    if (!isUniqueViolation(err)) throw err;
    throw AppError.invalid(
      pgConstraint(err)?.includes('email') ? { email: [tr.auth.emailTaken] } : { name: [tr.auth.nameTaken] },
    );
  }
}

/**
 * The skeleton `name` would be stored with when `userId` renames itself to it, or a 422 with
 * registration's message when another account holds it by case or by look. The account's own
 * name, in any case, stays free for it.
 */
export async function skeletonOfNewName(db: Db, userId: number, name: string) {
  const skeleton = nameSkeleton(name);
  const taken = await repo.nameTakenByOther(db, name, skeleton, userId);
  if (taken)
    throw AppError.invalid({ name: [taken === 'taken' ? tr.auth.nameTaken : tr.auth.nameLookAlike] });
  return skeleton;
}

/** The 422 of a unique violation on the name (two renames or a registration racing this one). */
export const nameTakenError = () => AppError.invalid({ name: [tr.auth.nameTaken] });

/**
 * POST /cambiarContra: the current password proves it is the account's owner (a 403 leaves
 * everything as it was); the new one passes registration's strength rules. Every other token of
 * the user is revoked in the same transaction; the caller's stays. The revoked tokens leave this
 * instance's session cache at once, and every other instance's when it hears `sessions.revoked`.
 */
export async function changePassword(
  deps: { db: Db; events: EventBus; sessions: Pick<MicroCache<unknown>, 'delete'> },
  session: { user: { id: number; name: string; email: string }; tokenHash: string },
  body: ChangePasswordBody,
) {
  const { user } = session;
  const current = await repo.findPasswordHash(deps.db, user.id);
  const ok = current !== null && (await verify(current, body.current_password).catch(() => false));
  if (!ok) throw AppError.forbidden('wrong_password', trProfile.profiles.wrongCurrentPassword);
  const weak = await passwordProblem(body.new_password, user);
  if (weak) throw AppError.invalid({ new_password: [weak] }, 'weak_password');

  const passwordHash = await hash(body.new_password, argonOptions);
  const revoked = await transactionWithEvents(deps.db, deps.events, async (tx, pending) => {
    await repo.setPasswordHash(tx, user.id, passwordHash);
    const tokenHashes = await repo.deleteOtherTokens(tx, user.id, session.tokenHash);
    if (tokenHashes.length > 0) pending.add('sessions.revoked', { tokenHashes });
    return tokenHashes;
  });
  for (const tokenHash of revoked) deps.sessions.delete(tokenHash);
  return { message: trProfile.profiles.passwordChanged };
}

export async function login(db: Db, failures: FailureCounter, body: LoginBody, ip: string) {
  // By skeleton: the case and look-alike forms of one name share its failure count.
  const skeleton = nameSkeleton(body.name);
  const nameKey = `${ip}|${skeleton}`;
  const ipKey = `${ip}|*`;
  const [byName, byIp] = await Promise.all([failures.count(nameKey), failures.count(ipKey)]);
  if (byName >= MAX_FAILURES_PER_NAME || byIp >= MAX_FAILURES_PER_IP)
    throw AppError.tooMany('too_many_login_attempts', tr.auth.tooManyAttempts);

  const found = await repo.findUserByName(db, body.name, skeleton);
  dummyHash ??= hash('not-a-password', argonOptions);
  const ok = await verify(found?.passwordHash ?? (await dummyHash), body.password).catch(() => false);
  if (!found || !ok) {
    await Promise.all([failures.hit(nameKey), failures.hit(ipKey)]);
    throw AppError.unauthorized('invalid_credentials', tr.auth.invalidCredentials);
  }
  await failures.reset(nameKey);
  const { passwordHash: _omit, ...user } = found;
  return { token: await issueToken(db, user.id), user: presentUser(user) };
}

/**
 * Revokes the caller's token, in this instance's session cache at once and in every other
 * instance's once it commits (`sessions.revoked`): a cached session lives long enough that a
 * logged-out token must not wait for it (docs/decisions/0005).
 */
export async function logout(
  deps: { db: Db; events: EventBus; sessions: Pick<MicroCache<unknown>, 'delete'> },
  tokenHash: string,
) {
  await transactionWithEvents(deps.db, deps.events, async (tx, pending) => {
    await repo.deleteToken(tx, tokenHash);
    pending.add('sessions.revoked', { tokenHashes: [tokenHash] });
  });
  deps.sessions.delete(tokenHash);
  return { message: tr.auth.loggedOut };
}

/**
 * Inside a transaction that changes a user's row (a role, a name, a picture, a language): once it
 * commits, every instance drops the user's cached sessions (`sessions.changed`), so the change
 * holds on their very next request anywhere. Answers the hashes, for the caller's own cache.
 */
export async function forgetCachedSessions(tx: Db, pending: PendingEvents, userId: number) {
  const tokenHashes = await repo.tokenHashesOf(tx, userId);
  if (tokenHashes.length > 0) pending.add('sessions.changed', { tokenHashes });
  return tokenHashes;
}
