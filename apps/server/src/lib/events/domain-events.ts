import { notificationTypeSchema } from '@receptari/shared/notifications/notifications.schemas';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';

/** What a notification says, whoever receives it. */
const noticeSchema = z.object({
  recipeId: z.number().int().nullable(),
  type: notificationTypeSchema,
  triggeredBy: z.number().int().nullable(),
  message: z.string(),
  createdAt: z.iso.datetime(),
});

/**
 * Every domain event and its payload. Payloads are plain JSON (dates as ISO strings) because with
 * REDIS_URL they cross processes; these schemas check whatever comes back off Redis.
 */
export const domainEventSchemas = {
  /** A notification row for `userId` (its recipient) has been committed. */
  'notification.created': noticeSchema.extend({
    notificationId: z.number().int(),
    userId: z.number().int(),
  }),
  /**
   * Many notifications of one kind, written by one statement and committed (a followed cook's new
   * recipe, a batch of followers at a time): each recipient's sockets are told as for
   * `notification.created`, in one message instead of thousands. `recipients`: [notificationId, userId].
   */
  'notifications.created': noticeSchema.extend({
    recipients: z.array(z.tuple([z.number().int(), z.number().int()])),
  }),
  /**
   * A followed cook's recipe or live waits to be told to their followers (`follower_announcements`):
   * every instance that hears it tries to take the row over, and one does (modules/follows).
   */
  'followers.announced': z.object({ announcementId: z.number().int() }),
  /**
   * These session tokens (their SHA-256 hashes) were revoked (a password change, the account
   * deleted by an admin): every instance drops them from its session cache and closes their
   * sockets, so they stop working at once everywhere.
   */
  'sessions.revoked': z.object({ tokenHashes: z.array(z.string().regex(/^[0-9a-f]{64}$/)) }),
  /**
   * These session tokens stay valid but their user changed (a role set by an admin, a chef request
   * approved): every instance drops them from its session cache, so the next request reads the
   * user afresh and no instance goes on granting the old role.
   */
  'sessions.changed': z.object({ tokenHashes: z.array(z.string().regex(/^[0-9a-f]{64}$/)) }),
  /**
   * A shopping list changed (docs/product.md#shopping-list): `userIds` are its owner and members at
   * the commit, and anyone just taken off it, whose screens read their list again; `by` made it.
   */
  'shopping-list.changed': z.object({
    listId: z.number().int(),
    by: z.number().int(),
    userIds: z.array(z.number().int()),
  }),
};

export type DomainEvents = {
  [Type in keyof typeof domainEventSchemas]: z.infer<(typeof domainEventSchemas)[Type]>;
};
export type DomainEventType = keyof DomainEvents;

/** May be async; whatever it throws or rejects with is logged and goes no further. */
export type EventHandler<Type extends DomainEventType> = (
  payload: DomainEvents[Type],
) => void | Promise<void>;

export type EventLog = Pick<FastifyBaseLogger, 'error' | 'warn'>;

/**
 * Carries committed facts from the service that wrote them to whoever reacts (the realtime
 * handlers). Publish only after the transaction has committed: see transactionWithEvents.
 */
export interface EventBus {
  /**
   * Resolves once the event is handed on. Never rejects: a failure is logged, because the write it
   * reports is already committed and readers still find it on their next fetch.
   */
  publish<Type extends DomainEventType>(type: Type, payload: DomainEvents[Type]): Promise<void>;
  /** Returns the unsubscribe function. Handlers must not change the payload they are given. */
  subscribe<Type extends DomainEventType>(type: Type, handler: EventHandler<Type>): () => void;
  /** Drops every subscriber and closes any connection of its own. */
  close(): Promise<void>;
}

/** The events a transaction collects, published once it has committed. */
export interface PendingEvents {
  add<Type extends DomainEventType>(type: Type, payload: DomainEvents[Type]): void;
}
