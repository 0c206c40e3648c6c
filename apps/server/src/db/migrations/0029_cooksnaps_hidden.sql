-- A cooksnap reported by 3 users is 'hidden' until an admin decides (docs/product.md#denuncies),
-- out of every list and its recipe's count as a pending one is.
ALTER TABLE "cooksnaps" DROP CONSTRAINT "cooksnaps_status_check";--> statement-breakpoint
ALTER TABLE "cooksnaps" ADD CONSTRAINT "cooksnaps_status_check" CHECK ("cooksnaps"."status" in ('published', 'pending', 'hidden'));