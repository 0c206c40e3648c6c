-- A combined search (text + category or cuisine + difficulty + time) used to AND the text bitmap
-- with the category or (cuisine, category) bitmap only, then read thousands of recipes to test
-- steps and time: at 1,000,000 recipes up to 55 ms of heap reads for a page of 21. These indexes
-- hold steps, time and id after the category (or pair) keys, so the bitmap is narrowed by every
-- filter and by the search's id window before any recipe is read. docs/decisions/0007.
CREATE INDEX "recipes_category_filters_idx" ON "recipes" USING btree ("category_id","steps_count",("prep_time" + "cook_time"),"id");--> statement-breakpoint
CREATE INDEX "recipes_pair_filters_idx" ON "recipes" USING btree (coalesce("cuisine_id", 0),coalesce("category_id", 0),"steps_count",("prep_time" + "cook_time"),"id");