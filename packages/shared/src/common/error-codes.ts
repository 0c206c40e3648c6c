/**
 * The machine-readable `code` of every error answer, beside its Catalan `message`: what a client
 * may branch on without reading the words. The server's AppError takes one of these; the error
 * answer schema keeps `code` a plain string, so an older client still parses a newer code.
 */
export const ERROR_CODES = [
  // 400
  'bad_request',
  'malformed_json',
  'bad_path',
  'missing_file',
  'malformed_multipart',
  'empty_file',
  // 401
  'unauthorized',
  'invalid_credentials',
  // 403
  'forbidden',
  'admin_only',
  'not_owner',
  'wrong_password',
  'not_yours',
  'chef_only',
  'not_own_recipe',
  // 404
  'not_found',
  'recipe_not_found',
  'comment_not_found',
  'notification_not_found',
  'folder_not_found',
  'not_in_folder',
  'preferences_not_found',
  'video_not_found',
  'user_not_found',
  'category_not_found',
  'cuisine_not_found',
  'verification_not_found',
  'live_not_found',
  'shopping_item_not_found',
  'not_in_shopping_list',
  'shopping_member_not_found',
  'meal_plan_entry_not_found',
  // 409
  'conflict',
  'folder_name_taken',
  'already_in_folder',
  'not_pending',
  'already_verified',
  'name_taken',
  'in_use',
  'last_admin',
  'own_admin_role',
  'live_not_scheduled',
  'live_ended',
  'already_sharing',
  'share_with_self',
  // 413
  'body_too_large',
  'file_too_large',
  // 415
  'unsupported_media_type',
  // 422
  'validation_failed',
  'not_food',
  'weak_password',
  'unplayable_video',
  'ai_input_refused',
  'not_recipe_author',
  'live_in_past',
  'shopping_list_full',
  'meal_full',
  'no_text_in_photo',
  'no_recipe_in_photo',
  // 429
  'rate_limited',
  'too_many_login_attempts',
  // 5xx
  'internal',
  'ai_failed',
  'unavailable',
  'ocr_unavailable',
  'ocr_busy',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
