-- Each recipe's likes count in a table of its own (docs/decisions/0027): a like moves a narrow row
-- with two indexes instead of writing a new version of the recipe, with an entry in every one of its
-- indexes (the search's text indexes among them).
CREATE TABLE "recipe_like_counts" (
	"recipe_id" integer PRIMARY KEY NOT NULL,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"cuisine_key" integer DEFAULT 0 NOT NULL,
	"category_key" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- A row per recipe from its insert, and its pair keys kept as the recipe's (cuisine, category), 0
-- for none, as "Per a tu" reads them. Set-based for inserts: the bench generators insert recipes by
-- the hundred thousand in one statement.
CREATE FUNCTION public.f_recipe_like_counts_insert() RETURNS trigger
  LANGUAGE plpgsql AS $func$
BEGIN
  INSERT INTO "recipe_like_counts" ("recipe_id", "cuisine_key", "category_key")
    SELECT "id", coalesce("cuisine_id", 0), coalesce("category_id", 0) FROM added;
  RETURN NULL;
END
$func$;--> statement-breakpoint
CREATE FUNCTION public.f_recipe_like_counts_pair() RETURNS trigger
  LANGUAGE plpgsql AS $func$
BEGIN
  UPDATE "recipe_like_counts"
    SET "cuisine_key" = coalesce(NEW."cuisine_id", 0), "category_key" = coalesce(NEW."category_id", 0)
    WHERE "recipe_id" = NEW."id";
  RETURN NULL;
END
$func$;--> statement-breakpoint
CREATE TRIGGER "recipes_like_counts_insert" AFTER INSERT ON "recipes"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION public.f_recipe_like_counts_insert();--> statement-breakpoint
CREATE TRIGGER "recipes_like_counts_pair" AFTER UPDATE OF "cuisine_id", "category_id" ON "recipes"
  FOR EACH ROW WHEN (OLD."cuisine_id" IS DISTINCT FROM NEW."cuisine_id" OR OLD."category_id" IS DISTINCT FROM NEW."category_id")
  EXECUTE FUNCTION public.f_recipe_like_counts_pair();--> statement-breakpoint
-- The existing recipes' counts, after the triggers: CREATE TRIGGER locks out writers of recipes
-- until the migration commits, so no recipe falls between this copy and the triggers.
INSERT INTO "recipe_like_counts" ("recipe_id", "likes_count", "cuisine_key", "category_key")
  SELECT "id", "likes_count", coalesce("cuisine_id", 0), coalesce("category_id", 0) FROM "recipes";--> statement-breakpoint
ALTER TABLE "recipe_like_counts" ADD CONSTRAINT "recipe_like_counts_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recipe_like_counts_popular_idx" ON "recipe_like_counts" USING btree ("likes_count" DESC NULLS FIRST,"recipe_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "recipe_like_counts_pair_idx" ON "recipe_like_counts" USING btree ("cuisine_key","category_key","likes_count" DESC NULLS FIRST,"recipe_id" DESC NULLS FIRST);--> statement-breakpoint
DROP INDEX "recipes_popular_idx";--> statement-breakpoint
DROP INDEX "recipes_pair_popular_idx";--> statement-breakpoint
ALTER TABLE "recipes" DROP COLUMN "likes_count";
