-- Added by hand (drizzle-kit writes no function): the keys of the text's trigrams within one band
-- of a sort (modules/search/search-sort-bands.repo.ts, docs/decisions/0017). f_band_keys gives the
-- trigrams that pg_trgm takes from a folded text, those without its padding (the ones a `like
-- '%term%'` implies), each prefixed by the band: a recipe whose folded text holds a term has every
-- one of the term's keys in its band. f_sorted_grams gives a recipe's keys twice: in the band of its
-- sort value ("12:pol") and in that of its sort value and its id's block of 65,536 ("12/3:pol"),
-- so a probe reads one value's matches, or one block of them, and no other recipe. IMMUTABLE: they
-- read nothing but their arguments (show_trgm is immutable), so they can be indexed. f_sorted_grams
-- is costed as what it is per recipe (a show_trgm of its text and a hundred strings): at the
-- default cost, the planner answered "does this value hold a match" by reading every recipe and
-- computing it for each, expecting an early match (16 minutes at 5,000,000 recipes), where the
-- index answers in a fraction of a millisecond.
CREATE OR REPLACE FUNCTION public.f_band_keys(band text, folded text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $func$ SELECT array(SELECT band || ':' || g FROM unnest(public.show_trgm(folded)) g WHERE strpos(g, ' ') = 0) $func$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.f_sorted_grams(sort_value integer, id integer, folded text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT COST 100000
  AS $func$ SELECT array(SELECT k FROM unnest(public.show_trgm(folded)) g,
    LATERAL (VALUES (sort_value::text || ':' || g), (sort_value::text || '/' || (id >> 16)::text || ':' || g)) v(k)
    WHERE strpos(g, ' ') = 0) $func$;--> statement-breakpoint
CREATE INDEX "recipes_quickest_grams_idx" ON "recipes" USING gin (f_sorted_grams(("cook_time" + "prep_time"), "id", "search_text"));--> statement-breakpoint
CREATE INDEX "recipes_fewest_grams_idx" ON "recipes" USING gin (f_sorted_grams("ingredients_count", "id", "search_text"));