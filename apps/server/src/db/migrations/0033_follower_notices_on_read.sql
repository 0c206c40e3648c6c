-- Followers' notices of a new recipe or live are written when each follower reads their notifications
-- or is connected, not all at publishing (docs/decisions/0021): a notice remembers its announcement
-- (one per follower, by the unique key), and follower_announcements_seen how far each user has caught
-- up. The batches' columns go. Every existing account starts caught up with every announcement so far:
-- the batches wrote those notices already (an announcement still half told at this moment is not
-- finished for the followers it had not reached).
CREATE TABLE "follower_announcements_seen" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"through_id" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "follower_announcements_open_idx";--> statement-breakpoint
DROP INDEX "follower_announcements_cook_id_idx";--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "announcement_id" integer;--> statement-breakpoint
ALTER TABLE "follower_announcements_seen" ADD CONSTRAINT "follower_announcements_seen_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_announcement_id_follower_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."follower_announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_announcement_key" ON "notifications" USING btree ("announcement_id","user_id") WHERE "notifications"."announcement_id" is not null;--> statement-breakpoint
CREATE INDEX "follower_announcements_cook_idx" ON "follower_announcements" USING btree ("cook_id","id");--> statement-breakpoint
ALTER TABLE "follower_announcements" DROP COLUMN "done_follow_id";--> statement-breakpoint
ALTER TABLE "follower_announcements" DROP COLUMN "claimed_until";--> statement-breakpoint
ALTER TABLE "follower_announcements" DROP COLUMN "done_at";--> statement-breakpoint
INSERT INTO "follower_announcements_seen" ("user_id", "through_id")
  SELECT "id", (SELECT coalesce(max("id"), 0) FROM "follower_announcements") FROM "users";
