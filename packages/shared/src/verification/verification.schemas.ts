import { z } from 'zod';
import { noControlCharacters } from '../common/text.rules.ts';
import { tr } from '../i18n/tr/core.ts';

/** The longest message a verification request keeps. */
export const VERIFICATION_MESSAGE_MAX = 2000;

export const VERIFICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/**
 * POST /send-verification: its one field (docs/product.md#profile-calls), required (trimmed, so only
 * spaces is empty).
 */
export const sendVerificationBodySchema = z.object({
  message: z
    .string({ error: () => tr.verification.messageRequired })
    .trim()
    .min(1, { error: () => tr.verification.messageRequired })
    .max(VERIFICATION_MESSAGE_MAX, { error: () => tr.verification.messageTooLong })
    .refine(...noControlCharacters),
});
export type SendVerificationBody = z.infer<typeof sendVerificationBodySchema>;

export const verificationRequestSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  message: z.string(),
  status: z.enum(VERIFICATION_STATUSES),
  created_at: z.string(),
  updated_at: z.string(),
});
export type VerificationRequest = z.infer<typeof verificationRequestSchema>;

/**
 * The answer: the confirmation (docs/product.md#account-errors) and the stored request. 201 when it
 * opened a request, 200 when it rewrote the caller's pending one.
 */
export const sendVerificationAnswerSchema = z.object({
  message: z.string(),
  request: verificationRequestSchema,
});
export type SendVerificationAnswer = z.infer<typeof sendVerificationAnswerSchema>;
