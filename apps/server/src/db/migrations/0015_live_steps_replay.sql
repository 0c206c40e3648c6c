-- The live's current recipe step, its replay and the replay's step chapters (issue 19).
CREATE TABLE "live_chapters" (
	"id" serial PRIMARY KEY NOT NULL,
	"live_id" integer NOT NULL,
	"step" integer NOT NULL,
	"offset_seconds" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lives" ADD COLUMN "current_step" integer;--> statement-breakpoint
ALTER TABLE "lives" ADD COLUMN "replay_url" text;--> statement-breakpoint
ALTER TABLE "lives" ADD COLUMN "replay_mime" text;--> statement-breakpoint
ALTER TABLE "live_chapters" ADD CONSTRAINT "live_chapters_live_id_lives_id_fk" FOREIGN KEY ("live_id") REFERENCES "public"."lives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_chapters_live_id_idx" ON "live_chapters" USING btree ("live_id","offset_seconds");