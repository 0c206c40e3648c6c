-- Reports (docs/product.md#denuncies): the reports table (one open report per reporter and target),
-- a third recipe status 'hidden' (a recipe reported by 3 users leaves every list, which shows
-- 'published' only), comments.hidden (out of the thread), and the audit actions of a resolution.
CREATE TABLE "reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"reporter_id" integer NOT NULL,
	"target_type" text NOT NULL,
	"target_id" integer NOT NULL,
	"reason" text NOT NULL,
	"details" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer,
	CONSTRAINT "reports_target_type_check" CHECK ("target_type" in ('recipe', 'comment', 'cooksnap', 'user')),
	CONSTRAINT "reports_reason_check" CHECK ("reason" in ('spam', 'offensive', 'dangerous', 'not_a_recipe', 'other')),
	CONSTRAINT "reports_status_check" CHECK ("reports"."status" in ('open', 'dismissed', 'deleted'))
);
--> statement-breakpoint
ALTER TABLE "recipes" DROP CONSTRAINT "recipes_status_check";--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_one_open_key" ON "reports" USING btree ("reporter_id","target_type","target_id") WHERE "reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "reports_open_target_idx" ON "reports" USING btree ("target_type","target_id") WHERE "reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "reports_resolved_by_idx" ON "reports" USING btree ("resolved_by");--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_status_check" CHECK ("recipes"."status" in ('published', 'pending', 'hidden'));--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("action" in ('user.role', 'user.delete', 'recipe.delete', 'recipe.approve', 'recipe.reject', 'comment.delete', 'category.create', 'category.delete', 'cuisine.create', 'cuisine.delete', 'verification.approve', 'verification.reject', 'live.update', 'live.delete', 'cooksnap.approve', 'cooksnap.reject', 'cooksnap.delete', 'report.dismiss', 'report.delete'));