-- ingredient_names used to keep every name ever written, so names whose last recipe was deleted
-- or edited stayed in the filter and matched nothing. It now counts the recipe_ingredients rows
-- under each key, lower(btrim(name)) (ingredientKey, recipe_ingredients_name_key_idx), and
-- triggers keep that count: every writer, ON DELETE CASCADE included, keeps the list exact. The
-- table is emptied first (the new column has no default) and rebuilt by the backfill at the end.
TRUNCATE "ingredient_names";--> statement-breakpoint
ALTER TABLE "ingredient_names" ADD COLUMN "uses" integer NOT NULL;--> statement-breakpoint
-- Statement-level, on the transition tables: a recipe with 30 ingredients is one upsert, not 30.
-- A trigger with transition tables can have one event only, and an UPDATE one no column list,
-- hence one trigger per event, all on this function, each naming its tables `added`/`removed`.
CREATE FUNCTION public.f_count_ingredient_uses() RETURNS trigger
  LANGUAGE plpgsql AS $func$
DECLARE
  keys text[];
  deltas integer[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM public.ingredient_names;
    RETURN NULL;
  END IF;
  -- Each key's net change: +1 per row added, -1 per row removed. An update that keeps a row's key
  -- nets 0 and is left out. Which transition tables exist depends on the event.
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(k), array_agg(d) INTO keys, deltas
      FROM (SELECT lower(btrim(name)), count(*)::int FROM added GROUP BY 1) c(k, d);
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(k), array_agg(-d) INTO keys, deltas
      FROM (SELECT lower(btrim(name)), count(*)::int FROM removed GROUP BY 1) c(k, d);
  ELSE
    SELECT array_agg(k), array_agg(d) INTO keys, deltas
      FROM (SELECT k, sum(d)::int
              FROM (SELECT lower(btrim(name)), 1 FROM added
                    UNION ALL SELECT lower(btrim(name)), -1 FROM removed) u(k, d)
             GROUP BY k HAVING sum(d) <> 0) c(k, d);
  END IF;
  IF keys IS NULL THEN
    RETURN NULL;
  END IF;
  -- Two transactions adding the same new name: the second waits on the first's row, then adds to
  -- it (ON CONFLICT), or inserts it afresh if the first deleted it. Rows are written in key order,
  -- so transactions that share keys lock them in the same order and cannot deadlock.
  INSERT INTO public.ingredient_names (name, uses)
    SELECT k, d FROM unnest(keys, deltas) c(k, d) ORDER BY k
    ON CONFLICT (name) DO UPDATE SET uses = ingredient_names.uses + excluded.uses;
  -- Only rows the upsert just wrote, and so holds locked, can have reached 0.
  DELETE FROM public.ingredient_names WHERE name = ANY (keys) AND uses <= 0;
  RETURN NULL;
END $func$;--> statement-breakpoint
CREATE TRIGGER "recipe_ingredients_count_insert" AFTER INSERT ON "recipe_ingredients"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION public.f_count_ingredient_uses();--> statement-breakpoint
CREATE TRIGGER "recipe_ingredients_count_delete" AFTER DELETE ON "recipe_ingredients"
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION public.f_count_ingredient_uses();--> statement-breakpoint
CREATE TRIGGER "recipe_ingredients_count_update" AFTER UPDATE ON "recipe_ingredients"
  REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION public.f_count_ingredient_uses();--> statement-breakpoint
CREATE TRIGGER "recipe_ingredients_count_truncate" AFTER TRUNCATE ON "recipe_ingredients"
  FOR EACH STATEMENT EXECUTE FUNCTION public.f_count_ingredient_uses();--> statement-breakpoint
-- The existing rows, in one set-based pass (4.5M rows in the 1M-recipe bench database). The
-- triggers come first: CREATE TRIGGER locks out writers of recipe_ingredients until the migration
-- commits, so no write falls between this count and the triggers.
INSERT INTO "ingredient_names" ("name", "uses")
  SELECT lower(btrim("name")), count(*) FROM "recipe_ingredients" GROUP BY 1;
