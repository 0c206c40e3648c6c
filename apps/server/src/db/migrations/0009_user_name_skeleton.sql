-- Look-alike and case-only variants of a user name share one confusables skeleton (computed in
-- the server, auth/name-skeleton.ts), and its unique index refuses them. Existing rows start with
-- none: the server fills them at start (backfillNameSkeletons), leaving null the rows whose
-- skeleton another row already holds, so old look-alike pairs keep working and nothing fails here.
ALTER TABLE "users" ADD COLUMN "name_skeleton" text;--> statement-breakpoint
CREATE UNIQUE INDEX "users_name_skeleton_key" ON "users" USING btree ("name_skeleton");