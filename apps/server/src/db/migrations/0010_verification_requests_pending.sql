-- Chef verification requests (POST /send-verification): one pending request per user (the partial
-- unique index; a second request rewrites it), reviewed later to approved or rejected, with the time
-- of its last change. No route wrote this table before, so no existing row can break the index.
ALTER TABLE "verification_requests" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "verification_requests_one_pending_key" ON "verification_requests" USING btree ("user_id") WHERE "verification_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "verification_requests_status_created_idx" ON "verification_requests" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "verification_requests" ADD CONSTRAINT "verification_requests_status_check" CHECK ("verification_requests"."status" in ('pending', 'approved', 'rejected'));
