-- A trigram index cannot serve a query of 1 or 2 characters, so without this such a query reads
-- every recipe. f_short_grams lists every 1- and 2-character piece of its (already folded) text:
-- for a q of that length, `f_short_grams(text) @> array[q]` is exactly "q is a substring of text",
-- and the GIN indexes below answer it. Repeated pieces are left in: GIN keeps each key once per row
-- anyway, and removing them (DISTINCT) made the 1M-recipe build 2.5x slower. IMMUTABLE: it reads
-- nothing but its argument, so it can be indexed. See db/recipe-search.ts and docs/decisions/0006.
CREATE OR REPLACE FUNCTION public.f_short_grams(text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $func$ SELECT string_to_array($1, NULL) || array(SELECT substr($1, i, 2) FROM generate_series(1, length($1) - 1) i) $func$;--> statement-breakpoint
CREATE INDEX "recipes_title_grams_idx" ON "recipes" USING gin (f_short_grams(f_unaccent(lower("title"))));--> statement-breakpoint
CREATE INDEX "recipes_description_grams_idx" ON "recipes" USING gin (f_short_grams(f_unaccent(lower(coalesce("description", '')))));--> statement-breakpoint
-- The app reads recipes a page (or one recipe) at a time, never all of them. A parallel plan
-- there costs more in starting its workers (5-10 ms on 2 vCPU) than it saves: at 1,000,000
-- recipes a rare 2-letter search took 10 ms through two workers and 0.3 ms without. So recipes
-- are never scanned in parallel (docs/decisions/0006).
ALTER TABLE "recipes" SET (parallel_workers = 0);
