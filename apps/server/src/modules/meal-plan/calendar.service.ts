import { randomBytes } from 'node:crypto';
import { tr } from '@receptari/shared/i18n/tr/core';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { type Actor, policy } from '../../lib/policy.ts';
import { buildCalendarFeed, feedRange } from './calendar-feed.ts';
import * as repo from './calendar.repo.ts';
import * as planRepo from './meal-plan.repo.ts';

/** 32 random bytes, 43 URL-safe base64 characters: the address is the only secret the feed has. */
const TOKEN_BYTES = 32;
const FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

const feedUrl = (origin: string, token: string) => `${origin}/api/meal-plan/calendar/${token}.ics`;

export async function getCalendarToken(db: Db, actor: Actor, origin: string) {
  const token = (await repo.findCalendarToken(db, actor.id)) ?? null;
  return { token, url: token ? feedUrl(origin, token) : null };
}

/** A new address; the old one, if any, stops working with this write (docs/product.md#meal-plan). */
export async function rotateCalendarToken(db: Db, actor: Actor, origin: string) {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  await repo.saveCalendarToken(db, actor.id, token);
  return { token, url: feedUrl(origin, token) };
}

/**
 * The feed of the planner whose token `file` names ("<token>.ics"). A malformed, unknown or
 * replaced token answers exactly as a path that does not exist: nothing tells a guesser it was close.
 * The recipes shown are those the token's owner may see now, as the planner shows them.
 */
export async function calendarFeed(db: Db, file: string, origin: string, now = new Date()) {
  const token = FEED_FILE.exec(file)?.[1];
  const owner = token ? await repo.findCalendarOwner(db, token) : undefined;
  if (!owner) throw feedNotFound();
  const { from, to } = feedRange(now);
  const rows = await planRepo.feedEntriesBetween(db, owner.id, policy.recipesSeenBy(owner), from, to);
  return buildCalendarFeed(rows, origin);
}

/** The body any unknown path of the API answers (plugins/error-handler.ts' sendNotFound). */
export const feedNotFound = () => AppError.notFound('not_found', tr.errors.notFound);
