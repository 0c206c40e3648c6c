-- Issue 32's sorts and "cook with what I have" (schema/recipes.ts). Each new index starts with the
-- column of the one it replaces, so it is built before that one goes.
CREATE INDEX "recipe_ingredients_name_key_recipe_idx" ON "recipe_ingredients" USING btree (lower(btrim("name")),"recipe_id");--> statement-breakpoint
CREATE INDEX "recipes_quickest_idx" ON "recipes" USING btree (("cook_time" + "prep_time"),(-"id"));--> statement-breakpoint
CREATE INDEX "recipes_fewest_ingredients_idx" ON "recipes" USING btree ("ingredients_count",(-"id"));--> statement-breakpoint
DROP INDEX "recipe_ingredients_name_key_idx";--> statement-breakpoint
DROP INDEX "recipes_time_only_idx";
