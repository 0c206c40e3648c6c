-- The feed (docs/product.md#feed, docs/decisions/0018): each cook's published recipes and cooksnaps,
-- and each chef's lives, newest first, read index-only, one short walk per followed cook; the
-- (chef_id) index of lives is the prefix of its new one.
DROP INDEX "lives_chef_id_idx";--> statement-breakpoint
CREATE INDEX "recipes_user_published_idx" ON "recipes" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "recipes"."status" = 'published';--> statement-breakpoint
CREATE INDEX "cooksnaps_user_published_idx" ON "cooksnaps" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "cooksnaps"."status" = 'published';--> statement-breakpoint
CREATE INDEX "lives_chef_recent_idx" ON "lives" USING btree ("chef_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);