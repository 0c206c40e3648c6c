-- The feed reads cooksnaps through feed_items since 0031 (docs/decisions/0018); a cook's profile
-- section walks cooksnaps_user_id_idx. Nothing reads this index any more, and every cooksnap wrote it.
DROP INDEX "cooksnaps_user_published_idx";
