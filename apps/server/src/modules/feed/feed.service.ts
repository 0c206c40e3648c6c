import { ID_MAX } from '@receptari/shared/common/common.schemas';
import {
  FEED_ITEM_TYPES,
  FEED_SUGGESTIONS,
  type FeedAnswer,
  type FeedItem,
  type FeedQuery,
  type FeedSuggestionsAnswer,
} from '@receptari/shared/feed/feed.schemas';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { recipes } from '../../db/schema/index.ts';
import { decodeCursor } from '../../lib/opaque-cursor.ts';
import { pageOf } from '../../lib/page.ts';
import type { Actor } from '../../lib/policy.ts';
import { cooksnapsByIds, presentCooksnap } from '../cooksnaps/index.ts';
import { livesByIds, presentLive } from '../lives/index.ts';
import { cardsByIds, presentCard } from '../recipe-cards/index.ts';
import { type FeedKey, feedKeys, suggestedCooks } from './feed.repo.ts';

/** An exact creation time as the repository writes it: microseconds, UTC, from 1970 to 9999. */
const EXACT_INSTANT = /^(19[7-9]\d|[2-9]\d{3})-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/;

const feedCursorSchema = z.object({
  at: z
    .string()
    .regex(EXACT_INSTANT)
    .refine((at) => !Number.isNaN(Date.parse(at))),
  type: z.enum(FEED_ITEM_TYPES),
  id: z.number().int().min(1).max(ID_MAX),
});

/**
 * GET /feed (docs/product.md#feed): what the cooks the caller follows published, newest first. The
 * keys come first (one statement), then each kind's rows by id; an item deleted between the two
 * reads is left out of the page rather than shown half.
 */
export async function feed(db: Db, actor: Actor, query: FeedQuery): Promise<FeedAnswer> {
  const after = decodeCursor(feedCursorSchema, query.cursor);
  const keys = await feedKeys(db, actor.id, query.limit + 1, after);
  const page = pageOf(keys, query.limit, (k): FeedKey => k);
  const items = await hydrate(db, page.items);
  return { items, next_cursor: page.nextCursor };
}

const idsOf = (keys: FeedKey[], type: FeedKey['type']) =>
  keys.filter((k) => k.type === type).map((k) => k.id);

async function hydrate(db: Db, keys: FeedKey[]): Promise<FeedItem[]> {
  const [cards, lives, snaps] = await Promise.all([
    cardsByIds(db, idsOf(keys, 'recipe'), eq(recipes.status, 'published')),
    livesByIds(db, idsOf(keys, 'live')),
    cooksnapsByIds(db, idsOf(keys, 'cooksnap')),
  ]);
  const cardById = new Map(cards.map((row) => [row.id, presentCard(row)]));
  const liveById = new Map(lives.map((row) => [row.id, presentLive(row)]));
  const snapById = new Map(snaps.map((row) => [row.id, presentCooksnap(row)]));
  return keys.flatMap((key): FeedItem[] => {
    const created_at = new Date(key.at).toISOString();
    if (key.type === 'recipe') {
      const recipe = cardById.get(key.id);
      return recipe ? [{ type: 'recipe', created_at, user: recipe.user, recipe }] : [];
    }
    if (key.type === 'live') {
      const live = liveById.get(key.id);
      return live ? [{ type: 'live', created_at, user: live.chef, live }] : [];
    }
    const cooksnap = snapById.get(key.id);
    return cooksnap ? [{ type: 'cooksnap', created_at, user: cooksnap.user, cooksnap }] : [];
  });
}

/** GET /feed/suggestions: popular cooks the caller does not follow yet, for the empty feed. */
export async function suggestions(db: Db, actor: Actor): Promise<FeedSuggestionsAnswer> {
  const rows = await suggestedCooks(db, actor.id, FEED_SUGGESTIONS);
  return {
    users: rows.map((r) => ({
      id: r.id,
      name: r.name,
      img: r.img,
      followers_count: r.followers,
      recipes_count: r.recipes,
    })),
  };
}
