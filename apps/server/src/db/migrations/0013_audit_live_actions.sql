-- The audit log also records an admin's changes to and deletions of a chef's live (issue 17).
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("action" in ('user.role', 'user.delete', 'recipe.delete', 'recipe.approve', 'recipe.reject', 'comment.delete', 'category.create', 'category.delete', 'cuisine.create', 'cuisine.delete', 'verification.approve', 'verification.reject', 'live.update', 'live.delete'));
