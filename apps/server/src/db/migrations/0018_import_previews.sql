CREATE TABLE "import_preview_items" (
	"preview_id" uuid NOT NULL,
	"item_id" text NOT NULL,
	"position" integer NOT NULL,
	"import_key" text NOT NULL,
	"draft" jsonb NOT NULL,
	"picture" text,
	CONSTRAINT "import_preview_items_preview_id_item_id_pk" PRIMARY KEY("preview_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "import_previews" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "import_preview_items" ADD CONSTRAINT "import_preview_items_preview_id_import_previews_id_fk" FOREIGN KEY ("preview_id") REFERENCES "public"."import_previews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_previews" ADD CONSTRAINT "import_previews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_previews_expires_at_idx" ON "import_previews" USING btree ("expires_at");