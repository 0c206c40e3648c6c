import { z } from 'zod';
import { accountLocaleSchema, newPasswordSchema, userNameSchema, userSchema } from '../auth/auth.schemas.ts';
import { ROLES, PASSWORD_MAX } from '../auth/auth.rules.ts';
import { followStatsSchema } from '../follows/follows.schemas.ts';
import { trProfile } from '../i18n/tr/profile.ts';
import { fill } from '../i18n/fill.ts';
import { LIST_LIMIT_MAX, RECIPE_STATUSES } from '../recipes/recipes.rules.ts';
import { recipeCardSchema } from '../recipes/recipes.schemas.ts';

/** Longest bio, in characters (UTF-16 units, as the browser's `maxLength` counts them). */
export const BIO_MAX = 1000;
/** Recipes a folder shows on a profile before '+N més' (docs/product.md#lists-and-pages). */
export const FOLDER_PREVIEW = 4;
/** Recipes GET /userInfo/{id} answers; GET /user/{id}/recipes pages through all of them. */
export const PROFILE_RECIPES_MAX = 100;

/**
 * POST /updatePerfile: either field may be left out (unchanged). The name follows the registration
 * rules (NFKC, trimmed, no invisible characters; the server refuses a name taken by case or look);
 * an empty or blank bio clears it.
 */
export const updateProfileBodySchema = z.object({
  name: userNameSchema.optional(),
  bio: z
    .string()
    .trim()
    .max(BIO_MAX, { error: () => fill(trProfile.profiles.bioTooLong, { max: BIO_MAX }) })
    .nullable()
    .optional(),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

/** POST /cambiarContra: the current password, and a new one as registration takes it. */
export const changePasswordBodySchema = z.object({
  current_password: z
    .string({ error: () => trProfile.profiles.currentPasswordRequired })
    .min(1, { error: () => trProfile.profiles.currentPasswordRequired })
    .max(PASSWORD_MAX, { error: () => trProfile.profiles.wrongCurrentPassword }),
  new_password: newPasswordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** The signed-in user's own account after a change: a message to show and the user as GET /user answers it. */
export const profileUpdateAnswerSchema = z.object({ message: z.string(), user: userSchema });
export type ProfileUpdateAnswer = z.infer<typeof profileUpdateAnswerSchema>;

/** A card on a profile: with its status, so the owner sees 'Pendent de revisió' where it applies. */
export const profileRecipeSchema = recipeCardSchema.extend({ status: z.enum(RECIPE_STATUSES) });
export type ProfileRecipe = z.infer<typeof profileRecipeSchema>;

/** Whose profile it is: what anyone may see of an account (never its email). */
export const profileUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  bio: z.string().nullable(),
  role: z.enum(ROLES),
  img: z.string().nullable(),
});
export type ProfileUser = z.infer<typeof profileUserSchema>;

export const profileFolderSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  created_at: z.string(),
  /** Every recipe of the folder the caller may see, newest added first ('N receta(s)'). */
  recipes: z.array(z.number().int()),
});
export type ProfileFolder = z.infer<typeof profileFolderSchema>;

/**
 * GET /userInfo/{id} (docs/product.md#user-fields). `recipes`: the user's newest
 * recipes, at most PROFILE_RECIPES_MAX. `recipes_in_folders`: the cards of the first
 * FOLDER_PREVIEW recipes of each folder, each once; the rest of a folder is only counted (its ids).
 * Only published recipes, unless the caller is the profile's owner (their own pending ones) or an admin.
 */
export const profileAnswerSchema = z.object({
  user: profileUserSchema,
  recipes: z.array(profileRecipeSchema),
  folders: z.array(profileFolderSchema),
  recipes_in_folders: z.array(profileRecipeSchema),
  /** Followers and followed counts, and whether the caller follows this user (docs/product.md#following). */
  follow: followStatsSchema,
  /**
   * Reported by enough users to be hidden until an admin decides (docs/product.md#denuncies): the
   * page says so, and its picture and bio are left out for everyone but the user and the admins.
   */
  hidden_by_reports: z.boolean(),
});
export type ProfileAnswer = z.infer<typeof profileAnswerSchema>;

/** GET /user/{id}/recipes: newest first, a page at a time. */
export const userRecipesQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(LIST_LIMIT_MAX).default(20),
  cursor: z.string().max(200).optional(),
});
export type UserRecipesQuery = z.infer<typeof userRecipesQuerySchema>;

export const userRecipesAnswerSchema = z.object({
  recipes: z.array(profileRecipeSchema),
  next_cursor: z.string().nullable(),
});
export type UserRecipesAnswer = z.infer<typeof userRecipesAnswerSchema>;

/** PUT /users/me/locale: the account's language, or null to follow each device again. */
export const saveLocaleBodySchema = z.object({ locale: accountLocaleSchema });
export type SaveLocaleBody = z.infer<typeof saveLocaleBodySchema>;
export const saveLocaleAnswerSchema = z.object({ locale: accountLocaleSchema });
export type SaveLocaleAnswer = z.infer<typeof saveLocaleAnswerSchema>;
