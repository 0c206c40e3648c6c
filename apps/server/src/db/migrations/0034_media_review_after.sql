-- MEDIA_REVIEW=after (docs/decisions/0020): a recipe or cooksnap published with a picture the food
-- check could not call food keeps review_after until an admin has looked at it; the partial indexes
-- hold only those few, for the review queue.
ALTER TABLE "recipes" ADD COLUMN "review_after" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cooksnaps" ADD COLUMN "review_after" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "recipes_review_after_idx" ON "recipes" USING btree ("created_at","id") WHERE "recipes"."review_after";--> statement-breakpoint
CREATE INDEX "cooksnaps_review_after_idx" ON "cooksnaps" USING btree ("id") WHERE "cooksnaps"."review_after";