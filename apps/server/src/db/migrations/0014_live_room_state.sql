-- The live room's state (camera, started, ended), where every instance sees it (issue 17).
ALTER TABLE "lives" ADD COLUMN "camera_on" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "lives" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lives" ADD COLUMN "ended_at" timestamp with time zone;