import {
  DEFAULT_NOTIFICATION_SETTINGS,
  type NotificationSettings,
} from '@receptari/shared/notifications/notification-settings.schemas';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../../lib/policy.ts';
import * as repo from './notification-settings.repo.ts';

/** The caller's switches: every kind on until they save (no row is written before). */
export async function getSettings(db: Db, actor: Actor): Promise<NotificationSettings> {
  return (await repo.findSettings(db, actor.id)) ?? DEFAULT_NOTIFICATION_SETTINGS;
}

/** PUT /notification-settings: every switch at once; from the commit on, every instance's writers obey it. */
export async function saveSettings(db: Db, actor: Actor, settings: NotificationSettings) {
  return repo.saveSettings(db, actor.id, settings);
}
