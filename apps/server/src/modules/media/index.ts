/** Uploads: POST /media (checked, re-encoded, stored) and the record of who uploaded what. */
export { mediaRoutes } from './media.routes.ts';
export {
  findOwnedUploads,
  findUploadChecks,
  recordFrameVerdict,
  releaseUnusedUploads,
} from './media.repo.ts';
export { heldForReview, reviewOf } from './review-hold.ts';
export { profilePictureKey, storeProfilePicture } from './profile-picture.ts';
export { readFilePart } from './read-file-part.ts';
export { backfillImageVariants } from './backfill-image-variants.ts';
export { encodeAs } from './render-image.ts';
export { removeMediaFiles, storedKeysOf } from './remove-media.ts';
export { storeImageBytes, type UploadedFile } from './media.service.ts';
export { newMediaKey } from './new-media-key.ts';
export { spoolToFile } from './spool-to-file.ts';
