-- Search matched `like` on f_unaccent(lower(title)) and on the description's, computed for every
-- recipe a search read: about 3 microseconds a call, 12 ms for a walk of 2,000 recipes. The folded
-- text is now stored once per write, with one trigram and one short-piece index instead of two
-- of each. The single-column category and steps indexes go: recipes_category_filters_idx serves
-- category lookups, and the planner ANDed their bitmaps of a third of the table into searches
-- (35 ms of a 48 ms combined search at 1,000,000 recipes). docs/decisions/0008.
DROP INDEX "recipes_category_id_idx";--> statement-breakpoint
DROP INDEX "recipes_steps_count_idx";--> statement-breakpoint
DROP INDEX "recipes_title_trgm_idx";--> statement-breakpoint
DROP INDEX "recipes_description_trgm_idx";--> statement-breakpoint
DROP INDEX "recipes_title_grams_idx";--> statement-breakpoint
DROP INDEX "recipes_description_grams_idx";--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "search_text" text GENERATED ALWAYS AS (f_unaccent(lower(title)) || chr(31) || f_unaccent(lower(coalesce(description, '')))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "recipes_search_trgm_idx" ON "recipes" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "recipes_search_grams_idx" ON "recipes" USING gin (f_short_grams("search_text"));--> statement-breakpoint
-- A time-only search's index, rewritten cook + prep so searches beside a category or cuisine
-- (written prep + cook, the filter indexes' form) cannot AND its bitmap in (db/recipe-search.ts).
DROP INDEX "recipes_total_time_idx";--> statement-breakpoint
CREATE INDEX "recipes_time_only_idx" ON "recipes" USING btree (("cook_time" + "prep_time"));--> statement-breakpoint
-- The planner's estimates for `like` on search_text come from its statistics: without them, until
-- autovacuum's next pass, every search would be planned on default guesses.
ANALYZE "recipes";
