-- Partly by hand (drizzle-kit writes no function): a recipe's text keys (f_band_keys, migration
-- 0022) in the band of its category ("4:pol", as f_category_grams gave them, migration 0023) and in
-- that of its cuisine and category pair ("3/4:pol"), so a search beside a category and a cuisine
-- reads only that pair's matches, about a fourteenth of the category's (db/recipe-search.ts
-- recipeWordsInCatalog, docs/decisions/0017). A recipe with no category has no keys; with no
-- cuisine, its category's only. Costed as what it is per recipe, as f_sorted_grams is.
CREATE OR REPLACE FUNCTION public.f_catalog_grams(category_id integer, cuisine_id integer, folded text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE COST 100000
  AS $func$ SELECT array(SELECT k FROM unnest(public.show_trgm(folded)) g,
    LATERAL (VALUES (category_id::text || ':' || g), (cuisine_id::text || '/' || category_id::text || ':' || g)) v(k)
    WHERE strpos(g, ' ') = 0 AND k IS NOT NULL) $func$;--> statement-breakpoint
DROP INDEX "recipes_category_grams_idx";--> statement-breakpoint
DROP FUNCTION public.f_category_grams(integer, text);--> statement-breakpoint
CREATE INDEX "recipes_catalog_grams_idx" ON "recipes" USING gin (f_catalog_grams("category_id", "cuisine_id", "search_text"));
