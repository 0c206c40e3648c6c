-- 'Ho he fet!' (cooksnaps, docs/product.md#cooksnaps): the table, the recipes' count of published ones
-- and its sort's index ('més cuinades'), and the admins' cooksnap decisions in the audit log.
CREATE TABLE "cooksnaps" (
	"id" serial PRIMARY KEY NOT NULL,
	"recipe_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"image" text NOT NULL,
	"note" text,
	"status" text DEFAULT 'published' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cooksnaps_status_check" CHECK ("cooksnaps"."status" in ('published', 'pending')),
	CONSTRAINT "cooksnaps_note_length_check" CHECK (char_length("note") <= 500)
);
--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "cooksnaps_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cooksnaps" ADD CONSTRAINT "cooksnaps_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cooksnaps" ADD CONSTRAINT "cooksnaps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cooksnaps_recipe_id_idx" ON "cooksnaps" USING btree ("recipe_id","id");--> statement-breakpoint
CREATE INDEX "cooksnaps_user_id_idx" ON "cooksnaps" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "cooksnaps_pending_idx" ON "cooksnaps" USING btree ("id") WHERE "cooksnaps"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "recipes_most_cooked_idx" ON "recipes" USING btree ("cooksnaps_count" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("action" in ('user.role', 'user.delete', 'recipe.delete', 'recipe.approve', 'recipe.reject', 'comment.delete', 'category.create', 'category.delete', 'cuisine.create', 'cuisine.delete', 'verification.approve', 'verification.reject', 'live.update', 'live.delete', 'cooksnap.approve', 'cooksnap.reject', 'cooksnap.delete'));