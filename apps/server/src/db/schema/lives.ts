import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { recipes } from './recipes.ts';
import { users } from './users.ts';

export type LiveStatus = 'scheduled' | 'live' | 'ended';

/** A chef's scheduled broadcast; its dia + hora (docs/product.md#scheduling) are one instant, startsAt. */
export const lives = pgTable(
  'lives',
  {
    id: serial('id').primaryKey(),
    chefId: integer('chef_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The live survives its recipe's deletion; the card then falls back to the live's own title.
    recipeId: integer('recipe_id').references(() => recipes.id, { onDelete: 'set null' }),
    title: text('title'),
    description: text('description'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    status: text('status').$type<LiveStatus>().notNull().default('scheduled'),
    // The room's state, in the database so that every instance sees it (the live socket moves it).
    cameraOn: boolean('camera_on').notNull().default(false),
    startedAt: timestamp('started_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    // The recipe step the chef marks (0-based), kept here so late joiners and every instance see it.
    currentStep: integer('current_step'),
    // The recording of the broadcast once it ended (a stored upload's URL and its content type).
    replayUrl: text('replay_url'),
    replayMime: text('replay_mime'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('lives_starts_at_idx').on(t.startsAt),
    // A chef's lives (the list's chef filter, and what the chef's deletion takes with them). It was the
    // feed's walk, newest first, until feed_items (docs/decisions/0018).
    index('lives_chef_recent_idx').on(t.chefId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('lives_recipe_id_idx').on(t.recipeId),
    check('lives_status_check', sql`${t.status} in ('scheduled', 'live', 'ended')`),
  ],
);

export type Live = typeof lives.$inferSelect;

/**
 * The replay's chapters: each time the chef marked a step during the live, the step and how many
 * seconds after started_at it was, so the player can seek to it. Gone with the live.
 */
export const liveChapters = pgTable(
  'live_chapters',
  {
    id: serial('id').primaryKey(),
    liveId: integer('live_id')
      .notNull()
      .references(() => lives.id, { onDelete: 'cascade' }),
    step: integer('step').notNull(),
    offsetSeconds: integer('offset_seconds').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('live_chapters_live_id_idx').on(t.liveId, t.offsetSeconds)],
);
