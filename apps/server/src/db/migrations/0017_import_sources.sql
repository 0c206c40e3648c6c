ALTER TABLE "recipes" ADD COLUMN "source_url" text;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "source_site" text;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "import_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "recipes_user_import_key_key" ON "recipes" USING btree ("user_id","import_key") WHERE "recipes"."import_key" is not null;