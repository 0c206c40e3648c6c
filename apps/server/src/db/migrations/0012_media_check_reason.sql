-- The food check's reason beside its verdict on each upload, for the admin who reviews a recipe
-- waiting for review (issue 16). Older uploads keep null: the review then says why in general words.
ALTER TABLE "media_uploads" ADD COLUMN "reason" text;