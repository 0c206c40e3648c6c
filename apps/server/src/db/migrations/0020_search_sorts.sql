CREATE INDEX "recipe_ingredients_name_key_recipe_idx" ON "recipe_ingredients" USING btree (lower(btrim("name")),"recipe_id");--> statement-breakpoint
CREATE INDEX "recipes_quickest_idx" ON "recipes" USING btree (("cook_time" + "prep_time"),(-"id"));--> statement-breakpoint
CREATE INDEX "recipes_fewest_ingredients_idx" ON "recipes" USING btree ("ingredients_count",(-"id"));