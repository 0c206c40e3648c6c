import type {
  NotificationSettingKey,
  NotificationSettings,
} from '@receptari/shared/notifications/notification-settings.schemas';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { notificationSettings } from '../../db/schema/index.ts';

const columns = {
  comment: notificationSettings.comment,
  like: notificationSettings.like,
  follow: notificationSettings.follow,
  cooksnap: notificationSettings.cooksnap,
  followed_recipe: notificationSettings.followedRecipe,
  followed_live: notificationSettings.followedLive,
} as const;

/** The user's switches, or undefined when they never saved any (every kind on). */
export async function findSettings(db: Db, userId: number): Promise<NotificationSettings | undefined> {
  const [row] = await db
    .select(columns)
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  return row;
}

/** Writes every switch, the first save creating the user's row. */
export async function saveSettings(
  db: Db,
  userId: number,
  s: NotificationSettings,
): Promise<NotificationSettings> {
  const values = {
    comment: s.comment,
    like: s.like,
    follow: s.follow,
    cooksnap: s.cooksnap,
    followedRecipe: s.followed_recipe,
    followedLive: s.followed_live,
  };
  const [row] = await db
    .insert(notificationSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: values })
    .returning(columns);
  return row!;
}

/**
 * A condition on `userIdColumn` (SQL naming a recipient): true unless that user turned `key` off.
 * Used by every writer of notifications, so each instance reads the same committed switches.
 */
export function wants(userIdColumn: SQL, key: NotificationSettingKey): SQL {
  return sql`not exists (select 1 from ${notificationSettings} s
    where s.user_id = ${userIdColumn} and s.${sql.identifier(columns[key].name)} = false)`;
}
