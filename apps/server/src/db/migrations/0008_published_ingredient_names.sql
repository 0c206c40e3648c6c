-- ingredient_names counted the names of every recipe, so a name used only by a recipe waiting for
-- review (or later rejected) was offered as a filter chip that found nothing. It now counts only
-- the recipe_ingredients rows whose recipe is published (the design in issue 6's closing note):
-- - the recipe_ingredients triggers count a row only while its recipe is published;
-- - a status change of a recipe adds (published) or subtracts (no longer published) its keys;
-- - a recipe's delete subtracts its keys BEFORE the row goes: its cascaded recipe_ingredients rows
--   no longer find their recipe, so the statement trigger counts nothing for them.
-- Writers of both tables wait until the migration commits (the drizzle migrator runs it in one
-- transaction), so no write falls between the new triggers and the recount at the end.
LOCK TABLE "recipes", "recipe_ingredients" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint

-- The upsert of the net change per key, shared by every trigger below.
CREATE FUNCTION public.f_add_ingredient_uses(keys text[], deltas integer[]) RETURNS void
  LANGUAGE plpgsql AS $func$
BEGIN
  IF keys IS NULL THEN
    RETURN;
  END IF;
  -- Rows are written in key order, so transactions that share keys lock them in the same order
  -- and cannot deadlock; the second of two adding a new key adds to the first's row (ON CONFLICT).
  INSERT INTO public.ingredient_names (name, uses)
    SELECT k, d FROM unnest(keys, deltas) c(k, d) ORDER BY k
    ON CONFLICT (name) DO UPDATE SET uses = ingredient_names.uses + excluded.uses;
  -- Only rows the upsert just wrote, and so holds locked, can have reached 0.
  DELETE FROM public.ingredient_names WHERE name = ANY (keys) AND uses <= 0;
END $func$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.f_count_ingredient_uses() RETURNS trigger
  LANGUAGE plpgsql AS $func$
DECLARE
  keys text[];
  deltas integer[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM public.ingredient_names;
    RETURN NULL;
  END IF;
  -- Share-lock the recipes first, so an approval (an UPDATE of status) racing this write waits for
  -- it, or this write for the approval. Without it, under read committed, an approval committing
  -- beside an author's edit would miss the edit's rows: a status update does not conflict with the
  -- foreign key's key-share lock. Each statement below then reads the status as committed.
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM 1 FROM public.recipes WHERE id IN (SELECT recipe_id FROM added) ORDER BY id FOR SHARE;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    PERFORM 1 FROM public.recipes WHERE id IN (SELECT recipe_id FROM removed) ORDER BY id FOR SHARE;
  END IF;
  -- Each key's net change over the rows of published recipes: +1 per row added, -1 per row
  -- removed. An update that keeps a row's key nets 0 and is left out.
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(k), array_agg(d) INTO keys, deltas
      FROM (SELECT lower(btrim(a.name)), count(*)::int
              FROM added a JOIN public.recipes r ON r.id = a.recipe_id AND r.status = 'published'
             GROUP BY 1) c(k, d);
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(k), array_agg(-d) INTO keys, deltas
      FROM (SELECT lower(btrim(o.name)), count(*)::int
              FROM removed o JOIN public.recipes r ON r.id = o.recipe_id AND r.status = 'published'
             GROUP BY 1) c(k, d);
  ELSE
    SELECT array_agg(k), array_agg(d) INTO keys, deltas
      FROM (SELECT k, sum(d)::int
              FROM (SELECT lower(btrim(a.name)), 1
                      FROM added a JOIN public.recipes r ON r.id = a.recipe_id AND r.status = 'published'
                    UNION ALL
                    SELECT lower(btrim(o.name)), -1
                      FROM removed o JOIN public.recipes r ON r.id = o.recipe_id AND r.status = 'published'
                   ) u(k, d)
             GROUP BY k HAVING sum(d) <> 0) c(k, d);
  END IF;
  PERFORM public.f_add_ingredient_uses(keys, deltas);
  RETURN NULL;
END $func$;--> statement-breakpoint
-- A recipe that becomes published adds its keys; one that stops being published subtracts them.
-- After the update, row by row: an approval or an edit changes one recipe.
CREATE FUNCTION public.f_count_recipe_status() RETURNS trigger
  LANGUAGE plpgsql AS $func$
DECLARE
  direction integer := CASE WHEN NEW.status = 'published' THEN 1 ELSE -1 END;
  keys text[];
  deltas integer[];
BEGIN
  IF (OLD.status = 'published') = (NEW.status = 'published') THEN
    RETURN NULL;
  END IF;
  SELECT array_agg(k), array_agg(direction * d) INTO keys, deltas
    FROM (SELECT lower(btrim(name)), count(*)::int FROM public.recipe_ingredients
           WHERE recipe_id = NEW.id GROUP BY 1) c(k, d);
  PERFORM public.f_add_ingredient_uses(keys, deltas);
  RETURN NULL;
END $func$;--> statement-breakpoint
-- A published recipe's keys go before the recipe does (its ingredients go by cascade afterwards,
-- and then no longer find a published recipe to count).
CREATE FUNCTION public.f_count_recipe_delete() RETURNS trigger
  LANGUAGE plpgsql AS $func$
DECLARE
  keys text[];
  deltas integer[];
BEGIN
  IF OLD.status = 'published' THEN
    SELECT array_agg(k), array_agg(-d) INTO keys, deltas
      FROM (SELECT lower(btrim(name)), count(*)::int FROM public.recipe_ingredients
             WHERE recipe_id = OLD.id GROUP BY 1) c(k, d);
    PERFORM public.f_add_ingredient_uses(keys, deltas);
  END IF;
  RETURN OLD;
END $func$;--> statement-breakpoint
CREATE TRIGGER "recipes_count_status" AFTER UPDATE OF "status" ON "recipes"
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION public.f_count_recipe_status();--> statement-breakpoint
CREATE TRIGGER "recipes_count_delete" BEFORE DELETE ON "recipes"
  FOR EACH ROW EXECUTE FUNCTION public.f_count_recipe_delete();--> statement-breakpoint
-- The counts again, published recipes only (the tables are locked since the top).
DELETE FROM "ingredient_names";--> statement-breakpoint
INSERT INTO "ingredient_names" ("name", "uses")
  SELECT lower(btrim(ri."name")), count(*)
    FROM "recipe_ingredients" ri JOIN "recipes" r ON r."id" = ri."recipe_id" AND r."status" = 'published'
   GROUP BY 1;
