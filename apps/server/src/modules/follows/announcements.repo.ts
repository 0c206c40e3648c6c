import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { followerAnnouncements, follows } from '../../db/schema/index.ts';

export type AnnouncementType = 'followed_recipe' | 'live';

export type NewAnnouncement = {
  type: AnnouncementType;
  /** The recipe's id for 'followed_recipe', the live's for 'live'. */
  subjectId: number;
  cookId: number;
  recipeId: number;
  message: string;
};

/**
 * Writes the announcement with the cook's newest follow as its end (who follows later is not told
 * of it). Undefined when this recipe or live was announced before (the unique subject), else its id.
 */
export async function insertAnnouncement(db: Db, a: NewAnnouncement): Promise<number | undefined> {
  const { rows } = await db.execute<{ id: number }>(sql`
    insert into ${followerAnnouncements} (type, subject_id, cook_id, recipe_id, message, last_follow_id)
    select ${a.type}, ${a.subjectId}::int, ${a.cookId}::int, ${a.recipeId}::int, ${a.message},
           coalesce(max(f.id), 0)
    from ${follows} f where f.followed_id = ${a.cookId}::int
    on conflict (type, subject_id) do nothing
    returning id`);
  const row = rows[0];
  return row && Number(row.id);
}
