-- A followed cook's new recipe or live is told to every follower who wants it, a batch at a time
-- after the publishing commit (docs/product.md#following), instead of to the newest 500 inside it.
CREATE TABLE "follower_announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"subject_id" integer NOT NULL,
	"cook_id" integer NOT NULL,
	"recipe_id" integer NOT NULL,
	"message" text NOT NULL,
	"last_follow_id" integer NOT NULL,
	"done_follow_id" integer DEFAULT 0 NOT NULL,
	"claimed_until" timestamp with time zone,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follower_announcements_type_check" CHECK ("follower_announcements"."type" in ('followed_recipe', 'live'))
);
--> statement-breakpoint
ALTER TABLE "follower_announcements" ADD CONSTRAINT "follower_announcements_cook_id_users_id_fk" FOREIGN KEY ("cook_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follower_announcements" ADD CONSTRAINT "follower_announcements_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "follower_announcements_subject_key" ON "follower_announcements" USING btree ("type","subject_id");--> statement-breakpoint
CREATE INDEX "follower_announcements_open_idx" ON "follower_announcements" USING btree ("id") WHERE "follower_announcements"."done_at" is null;--> statement-breakpoint
CREATE INDEX "follower_announcements_cook_id_idx" ON "follower_announcements" USING btree ("cook_id");--> statement-breakpoint
CREATE INDEX "follower_announcements_recipe_id_idx" ON "follower_announcements" USING btree ("recipe_id");--> statement-breakpoint
-- Recipes already told to followers by the old in-transaction notice: told, so that publishing one
-- again (an edit back from review) does not tell them twice.
INSERT INTO "follower_announcements" ("type", "subject_id", "cook_id", "recipe_id", "message", "last_follow_id", "done_follow_id", "done_at", "created_at")
SELECT DISTINCT ON (n."recipe_id") 'followed_recipe', n."recipe_id", n."triggered_by", n."recipe_id", n."message", 0, 0, n."created_at", n."created_at"
FROM "notifications" n
WHERE n."type" = 'followed_recipe' AND n."recipe_id" IS NOT NULL AND n."triggered_by" IS NOT NULL
ORDER BY n."recipe_id", n."id";