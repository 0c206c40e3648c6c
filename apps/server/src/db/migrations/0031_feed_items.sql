-- The feed's three kinds in one index (docs/decisions/0018): feed_items holds a row for each published
-- recipe, published cooksnap and live, kept by the triggers below in the writing transaction, so a
-- reader's feed finds each followed cook's newest item in one descent instead of one per kind.
-- - inserts and deletes (and the cascades of a cook's deletion) by statement, over their rows;
-- - an update of what decides whether and where an item shows (its status, author or instant), by
--   row: it takes the item's row out and puts it back if it is still shown.
-- Writers of the three tables wait until the migration commits (one transaction), so no write falls
-- between the triggers and the copy at the end.
LOCK TABLE "recipes", "cooksnaps", "lives" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
CREATE TABLE "feed_items" (
	"type" text NOT NULL,
	"id" integer NOT NULL,
	"cook_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "feed_items_pkey" PRIMARY KEY("type","id"),
	CONSTRAINT "feed_items_type_check" CHECK ("feed_items"."type" in ('recipe', 'cooksnap', 'live'))
);
--> statement-breakpoint
CREATE INDEX "feed_items_cook_idx" ON "feed_items" USING btree ("cook_id","created_at" DESC NULLS FIRST,"type" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- TG_ARGV[0] is the kind ('recipe', 'cooksnap' or 'live'). Each branch is compiled only for the table
-- that runs it (plpgsql compiles a trigger function per table), so lives' lack of status is fine.
CREATE FUNCTION public.f_feed_items_added() RETURNS trigger
  LANGUAGE plpgsql AS $func$
BEGIN
  IF TG_TABLE_NAME = 'lives' THEN
    INSERT INTO public.feed_items (type, id, cook_id, created_at)
      SELECT 'live', a.id, a.chef_id, a.created_at FROM added a;
  ELSE
    INSERT INTO public.feed_items (type, id, cook_id, created_at)
      SELECT TG_ARGV[0], a.id, a.user_id, a.created_at FROM added a WHERE a.status = 'published';
  END IF;
  RETURN NULL;
END $func$;--> statement-breakpoint
CREATE FUNCTION public.f_feed_items_removed() RETURNS trigger
  LANGUAGE plpgsql AS $func$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM public.feed_items WHERE type = TG_ARGV[0];
  ELSE
    DELETE FROM public.feed_items WHERE type = TG_ARGV[0] AND id IN (SELECT r.id FROM removed r);
  END IF;
  RETURN NULL;
END $func$;--> statement-breakpoint
CREATE FUNCTION public.f_feed_items_changed() RETURNS trigger
  LANGUAGE plpgsql AS $func$
BEGIN
  DELETE FROM public.feed_items WHERE type = TG_ARGV[0] AND id = OLD.id;
  IF TG_TABLE_NAME = 'lives' THEN
    INSERT INTO public.feed_items (type, id, cook_id, created_at)
      VALUES ('live', NEW.id, NEW.chef_id, NEW.created_at);
  ELSIF NEW.status = 'published' THEN
    INSERT INTO public.feed_items (type, id, cook_id, created_at)
      VALUES (TG_ARGV[0], NEW.id, NEW.user_id, NEW.created_at);
  END IF;
  RETURN NULL;
END $func$;--> statement-breakpoint
CREATE TRIGGER recipes_feed_added AFTER INSERT ON public.recipes
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION public.f_feed_items_added('recipe');--> statement-breakpoint
CREATE TRIGGER recipes_feed_removed AFTER DELETE ON public.recipes
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION public.f_feed_items_removed('recipe');--> statement-breakpoint
CREATE TRIGGER recipes_feed_truncated AFTER TRUNCATE ON public.recipes
  FOR EACH STATEMENT EXECUTE FUNCTION public.f_feed_items_removed('recipe');--> statement-breakpoint
CREATE TRIGGER recipes_feed_changed AFTER UPDATE OF status, user_id, created_at ON public.recipes
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.user_id IS DISTINCT FROM NEW.user_id OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION public.f_feed_items_changed('recipe');--> statement-breakpoint
CREATE TRIGGER cooksnaps_feed_added AFTER INSERT ON public.cooksnaps
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION public.f_feed_items_added('cooksnap');--> statement-breakpoint
CREATE TRIGGER cooksnaps_feed_removed AFTER DELETE ON public.cooksnaps
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION public.f_feed_items_removed('cooksnap');--> statement-breakpoint
CREATE TRIGGER cooksnaps_feed_truncated AFTER TRUNCATE ON public.cooksnaps
  FOR EACH STATEMENT EXECUTE FUNCTION public.f_feed_items_removed('cooksnap');--> statement-breakpoint
CREATE TRIGGER cooksnaps_feed_changed AFTER UPDATE OF status, user_id, created_at ON public.cooksnaps
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.user_id IS DISTINCT FROM NEW.user_id OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION public.f_feed_items_changed('cooksnap');--> statement-breakpoint
CREATE TRIGGER lives_feed_added AFTER INSERT ON public.lives
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION public.f_feed_items_added('live');--> statement-breakpoint
CREATE TRIGGER lives_feed_removed AFTER DELETE ON public.lives
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION public.f_feed_items_removed('live');--> statement-breakpoint
CREATE TRIGGER lives_feed_truncated AFTER TRUNCATE ON public.lives
  FOR EACH STATEMENT EXECUTE FUNCTION public.f_feed_items_removed('live');--> statement-breakpoint
CREATE TRIGGER lives_feed_changed AFTER UPDATE OF chef_id, created_at ON public.lives
  FOR EACH ROW WHEN (OLD.chef_id IS DISTINCT FROM NEW.chef_id OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION public.f_feed_items_changed('live');--> statement-breakpoint
-- What is shown today.
INSERT INTO "feed_items" (type, id, cook_id, created_at)
  SELECT 'recipe', id, user_id, created_at FROM "recipes" WHERE status = 'published'
  UNION ALL
  SELECT 'cooksnap', id, user_id, created_at FROM "cooksnaps" WHERE status = 'published'
  UNION ALL
  SELECT 'live', id, chef_id, created_at FROM "lives";
