CREATE TABLE "data_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "recipes_diets_idx" ON "recipes" USING gin ("diets");