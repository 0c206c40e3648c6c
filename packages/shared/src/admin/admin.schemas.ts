import { z } from 'zod';
import { ROLES } from '../auth/auth.rules.ts';
import { categorySchema, cuisineSchema } from '../catalog/catalog.schemas.ts';
import { commentSchema } from '../comments/comments.schemas.ts';
import { noControlCharacters } from '../common/text.rules.ts';
import { trAdmin } from '../i18n/tr/admin.ts';
import { RECIPE_STATUSES } from '../recipes/recipes.rules.ts';
import { recipeCardSchema } from '../recipes/recipes.schemas.ts';

/**
 * The administration's calls (docs/product.md#administration-calls): users and roles,
 * categories and cuisines, the recipes and comments lists, chef verification requests and the
 * audit log. Every list pages with an opaque cursor (`next_cursor`, null at the end), so a screen
 * scrolls through thousands of rows without loading them all.
 */

/** Rows per page of the admin lists. */
export const ADMIN_PAGE_DEFAULT = 50;
export const ADMIN_PAGE_MAX = 100;
/** The longest search text the admin lists take. */
export const ADMIN_SEARCH_MAX = 200;
/** Category and cuisine names: trimmed, 1 to this many characters. */
export const CATALOG_NAME_MAX = 60;
/** The recipes list's description preview (docs/product.md#lists-and-pages). */
export const ADMIN_PREVIEW_CHARS = 150;

/** ?q= (trimmed; empty means everything), ?cursor=, ?limit= of every admin list. */
export const adminListQuerySchema = z.object({
  q: z.string().trim().max(ADMIN_SEARCH_MAX).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(ADMIN_PAGE_MAX).default(ADMIN_PAGE_DEFAULT),
});
export type AdminListQuery = z.infer<typeof adminListQuerySchema>;

/** The cursor of the next page, null on the last. */
const nextCursor = z.string().nullable();

// ---- Users and roles ----

/** A role in a body: one of the three, compared case-insensitively (docs/product.md#callers). */
export const roleSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
  z.enum(ROLES, { error: () => trAdmin.admin.badRole }),
);

export const adminUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  img: z.string().nullable(),
  created_at: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** GET /users and GET /getAllUsers (?q= searches name or email): newest first. */
export const usersAnswerSchema = z.object({ users: z.array(adminUserSchema), next_cursor: nextCursor });
export type UsersAnswer = z.infer<typeof usersAnswerSchema>;

/** PUT /usuarios/{id}/rol. */
export const roleBodySchema = z.object({ role: roleSchema });
export type RoleBody = z.infer<typeof roleBodySchema>;
/** The message is 'Rol actualitzat a "{role}"' followed by the user's name. */
export const roleAnswerSchema = z.object({ message: z.string(), user: adminUserSchema });
export type RoleAnswer = z.infer<typeof roleAnswerSchema>;

// ---- Categories and cuisines ----

const catalogName = (blank: () => string) =>
  z
    .string({ error: blank })
    .trim()
    .min(1, { error: blank })
    .max(CATALOG_NAME_MAX, { error: () => trAdmin.admin.nameTooLong })
    .refine(...noControlCharacters);

/**
 * A translation of a name (docs/product.md "Languages"): the name's rules, and optional: absent,
 * null or blank means none (the Catalan name is shown in that language).
 */
const translatedName = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  z
    .string({ error: () => trAdmin.admin.translationInvalid })
    .trim()
    .max(CATALOG_NAME_MAX, { error: () => trAdmin.admin.nameTooLong })
    .refine(...noControlCharacters)
    .nullish(),
);

/** POST /categories: the Catalan name, and its Spanish and English ones if any. */
export const categoryBodySchema = z.object({
  category: catalogName(() => trAdmin.admin.categoryBlank),
  name_es: translatedName,
  name_en: translatedName,
});
export type CategoryBody = z.infer<typeof categoryBodySchema>;
/** POST /categories answers the created category and 'Categoria creada: {category_name}'. */
export const categoryCreatedSchema = categorySchema.extend({ message: z.string() });
export type CategoryCreated = z.infer<typeof categoryCreatedSchema>;

/** POST /cuisines: the Catalan name, and its Spanish and English ones if any. */
export const cuisineBodySchema = z.object({
  country: catalogName(() => trAdmin.admin.cuisineBlank),
  country_es: translatedName,
  country_en: translatedName,
});
export type CuisineBody = z.infer<typeof cuisineBodySchema>;
/** POST /cuisines answers the created cuisine and 'Cuina creada: {country}'. */
export const cuisineCreatedSchema = cuisineSchema.extend({ message: z.string() });
export type CuisineCreated = z.infer<typeof cuisineCreatedSchema>;

// ---- Recipes and comments ----

/** A recipe of the admin list: its card, and whether it waits for review. */
export const adminRecipeSchema = recipeCardSchema.extend({ status: z.enum(RECIPE_STATUSES) });
export type AdminRecipe = z.infer<typeof adminRecipeSchema>;

/** A recipe waiting for review: its card, its video, and why the food check could not call it food. */
export const pendingRecipeSchema = recipeCardSchema.extend({
  video: z.string().nullable(),
  review_reason: z.string(),
  /** Already published (MEDIA_REVIEW=after): the admin looks after, keeping or removing it. */
  published: z.boolean(),
});
export type PendingRecipe = z.infer<typeof pendingRecipeSchema>;

/** GET /admin/recipes/pending: the review queue, oldest first. */
export const pendingRecipesAnswerSchema = z.object({ recipes: z.array(pendingRecipeSchema) });
export type PendingRecipesAnswer = z.infer<typeof pendingRecipesAnswerSchema>;

/**
 * GET /admin/recipes (?q= searches title, description, category name and cuisine country,
 * case- and accent-insensitively): newest first.
 */
export const adminRecipesAnswerSchema = z.object({
  recipes: z.array(adminRecipeSchema),
  next_cursor: nextCursor,
});
export type AdminRecipesAnswer = z.infer<typeof adminRecipesAnswerSchema>;

/** GET /comments (?q= searches user name, recipe title and comment text): newest first. */
export const adminCommentsAnswerSchema = z.object({
  comments: z.array(commentSchema),
  next_cursor: nextCursor,
});
export type AdminCommentsAnswer = z.infer<typeof adminCommentsAnswerSchema>;

// ---- Chef verification ----

/** A pending request to become a chef, with who sent it. */
export const pendingVerificationSchema = z.object({
  id: z.number().int(),
  message: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  user: z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    img: z.string().nullable(),
  }),
});
export type PendingVerification = z.infer<typeof pendingVerificationSchema>;

/** GET /admin/verification-requests: the pending ones, oldest first (the order to answer them). */
export const pendingVerificationsAnswerSchema = z.object({
  requests: z.array(pendingVerificationSchema),
  next_cursor: nextCursor,
});
export type PendingVerificationsAnswer = z.infer<typeof pendingVerificationsAnswerSchema>;

// ---- Audit log ----

/** Every admin action the audit log records. */
export const AUDIT_ACTIONS = [
  'user.role',
  'user.delete',
  'recipe.delete',
  'recipe.approve',
  'recipe.reject',
  'comment.delete',
  'category.create',
  'category.delete',
  'cuisine.create',
  'cuisine.delete',
  'verification.approve',
  'verification.reject',
  'live.update',
  'live.delete',
  'cooksnap.approve',
  'cooksnap.reject',
  'cooksnap.delete',
  'report.dismiss',
  'report.delete',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_TARGETS = [
  'user',
  'recipe',
  'comment',
  'category',
  'cuisine',
  'verification',
  'live',
  'cooksnap',
] as const;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  /** Who acted; null once that admin's account is deleted (the row stays). */
  admin: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  action: z.enum(AUDIT_ACTIONS),
  target_type: z.enum(AUDIT_TARGETS),
  target_id: z.number().int(),
  /** What the row was called when it was acted on (a user's name, a recipe's title...). */
  target_label: z.string(),
  /** The action's particulars, e.g. { from: 'user', to: 'chef' } for a role change. */
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /admin/audit (?q= searches the admin's name and the target label): newest first. */
export const auditAnswerSchema = z.object({ entries: z.array(auditEntrySchema), next_cursor: nextCursor });
export type AuditAnswer = z.infer<typeof auditAnswerSchema>;
