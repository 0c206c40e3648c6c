-- Partly by hand (drizzle-kit writes no function): the catalogue's text keys (migration 0025) gain
-- the recipe's time band and difficulty, "4~1~0:pol" by category and "3/4~1~0:pol" by cuisine and
-- category pair, so a search beside a category and a short time or a difficulty reads only the
-- matches those filters keep, not the category's whole band (docs/decisions/0017, db/catalog-text-
-- bands.ts). Time bands: up to 15 minutes, 30, 45, 60, 90, 120 and over (CATALOG_TIME_LIMITS);
-- difficulty: up to 5 steps, 6 to 10, 11 or more (DIFFICULTY_STEPS). Costed as 0025's.
-- f_band_gram_keys gives the i-th of a folded text's trigrams (counted round, so any i gives one)
-- prefixed by each band: a search asks for one such list per trigram.
DROP INDEX "recipes_catalog_grams_idx";--> statement-breakpoint
DROP FUNCTION public.f_catalog_grams(integer, integer, text);--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.f_catalog_grams(category_id integer, cuisine_id integer, minutes integer, steps integer, folded text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE COST 100000
  AS $func$ SELECT array(SELECT k FROM unnest(public.show_trgm(folded)) g,
    LATERAL (SELECT '~' || width_bucket(minutes, ARRAY[16, 31, 46, 61, 91, 121]) || '~' || width_bucket(steps, ARRAY[6, 11]) AS f) b,
    LATERAL (VALUES (category_id::text || b.f || ':' || g), (cuisine_id::text || '/' || category_id::text || b.f || ':' || g)) v(k)
    WHERE strpos(g, ' ') = 0 AND k IS NOT NULL) $func$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.f_band_gram_keys(bands text[], folded text, i integer) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $func$ SELECT array(SELECT b || ':' || g[1 + (i - 1) % cardinality(g)] FROM unnest(bands) b)
    FROM (SELECT array(SELECT t FROM unnest(public.show_trgm(folded)) t WHERE strpos(t, ' ') = 0) AS g) s
    WHERE cardinality(g) > 0 $func$;--> statement-breakpoint
CREATE INDEX "recipes_catalog_grams_idx" ON "recipes" USING gin (f_catalog_grams("category_id", "cuisine_id", ("prep_time" + "cook_time"), "steps_count", "search_text"));
