import { z } from 'zod';
import { LOCALES } from '../i18n/locales.ts';
import { tr } from '../i18n/tr/core.ts';
import { EMAIL_MAX, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN, ROLES } from './auth.rules.ts';

/**
 * A user name as stored and looked up: NFKC-normalised (fullwidth or ligature forms become the
 * plain letters) and trimmed. Control, format (zero-width, bidi) and line-separator characters are
 * refused: they make names that look alike or empty. Look-alikes of other names are the server's.
 */
export const userNameSchema = z
  .string({ error: () => tr.auth.nameRequired })
  .normalize('NFKC')
  .trim()
  .min(1, { error: () => tr.auth.nameRequired })
  .max(NAME_MAX, { error: () => tr.auth.nameTooLong })
  .regex(/^[^\p{Cc}\p{Cf}\p{Zl}\p{Zp}]*$/u, { error: () => tr.auth.nameInvisible });

const name = userNameSchema;

/** A new password as registration takes it; its strength is the server's (password-strength.ts). */
export const newPasswordSchema = z
  .string({ error: () => tr.auth.passwordRequired })
  .min(PASSWORD_MIN, { error: () => tr.auth.passwordTooShort })
  .max(PASSWORD_MAX, { error: () => tr.auth.passwordTooLong });

export const registerBodySchema = z.object({
  name,
  email: z
    .string({ error: (issue) => (issue.input === undefined ? tr.auth.emailRequired : tr.auth.emailInvalid) })
    .trim()
    .max(EMAIL_MAX, { error: () => tr.auth.emailInvalid })
    .pipe(z.email({ error: () => tr.auth.emailInvalid })),
  password: newPasswordSchema,
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const loginBodySchema = z.object({
  name,
  password: z
    .string({ error: () => tr.auth.passwordRequired })
    .min(1, { error: () => tr.auth.passwordRequired })
    .max(PASSWORD_MAX),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** An account's language (users.locale): one Receptari speaks, or null to follow each device. */
export const accountLocaleSchema = z.enum(LOCALES, { error: () => tr.language.unsupported }).nullable();

export const userSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  bio: z.string().nullable(),
  img: z.string().nullable(),
  locale: accountLocaleSchema,
});
export type User = z.infer<typeof userSchema>;

export const authAnswerSchema = z.object({ token: z.string(), user: userSchema });
export type AuthAnswer = z.infer<typeof authAnswerSchema>;
