-- Added by hand (drizzle-kit writes no function): a recipe's text keys (f_band_keys, migration 0022)
-- in the band of its category ("4:pol"), so a search beside a category filter reads only that
-- category's matches (db/recipe-search.ts recipeWordsInCategories, docs/decisions/0017). No
-- category, no keys (STRICT). Costed as what it is per recipe, as f_sorted_grams is.
CREATE OR REPLACE FUNCTION public.f_category_grams(category_id integer, folded text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT COST 100000
  AS $func$ SELECT public.f_band_keys(category_id::text, folded) $func$;--> statement-breakpoint
CREATE INDEX "recipes_category_grams_idx" ON "recipes" USING gin (f_category_grams("category_id", "search_text"));