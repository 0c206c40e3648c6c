-- The administration (issue 16): the audit log of admin actions (no FK on the target, which may
-- be gone; the admin's id goes null when their account is deleted), and category and cuisine names
-- unique case-insensitively, so two admins creating 'Postres' and 'postres' at once leave one row.
-- A database holding two names equal but for case fails here: rename one, then start again.
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"admin_id" integer,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" integer NOT NULL,
	"target_label" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_log_action_check" CHECK ("action" in ('user.role', 'user.delete', 'recipe.delete', 'recipe.approve', 'recipe.reject', 'comment.delete', 'category.create', 'category.delete', 'cuisine.create', 'cuisine.delete', 'verification.approve', 'verification.reject'))
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_admin_id_idx" ON "audit_log" USING btree ("admin_id");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_name_lower_key" ON "categories" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "cuisines_country_lower_key" ON "cuisines" USING btree (lower("country"));