ALTER TABLE "recipes" ADD COLUMN "allergens" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "diets" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "ingredients_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Existing recipes' ingredient counts (new writes set it with their ingredients: recipe-write.repo.ts).
UPDATE "recipes" AS r SET "ingredients_count" = c.n
FROM (SELECT "recipe_id", count(*)::int AS n FROM "recipe_ingredients" GROUP BY "recipe_id") AS c
WHERE c."recipe_id" = r."id";
