import { z } from 'zod';
import { idSchema } from '../common/common.schemas.ts';
import { noControlCharacters } from '../common/text.rules.ts';
import { trReports } from '../i18n/tr/reports.ts';
import { fill } from '../i18n/fill.ts';
import { REPORT_ACTIONS, REPORT_DETAILS_MAX, REPORT_REASONS, REPORT_TARGETS } from './reports.rules.ts';

const t = trReports.reports;

/** POST /reports: what is reported (its kind and id), why, and optionally in a few words. */
export const reportBodySchema = z.object({
  target: z.enum(REPORT_TARGETS, { error: () => t.badTarget }),
  id: idSchema,
  reason: z.enum(REPORT_REASONS, { error: () => t.badReason }),
  details: z
    .string()
    .trim()
    .max(REPORT_DETAILS_MAX, { error: () => fill(t.detailsTooLong, { max: REPORT_DETAILS_MAX }) })
    .refine(...noControlCharacters)
    .optional(),
});
export type ReportBody = z.infer<typeof reportBodySchema>;

/** POST /reports answers 201 with the report's id and a message to show. */
export const reportCreatedSchema = z.object({ id: z.number().int(), message: z.string() });
export type ReportCreated = z.infer<typeof reportCreatedSchema>;

/**
 * A reported target as the admin sees it: `label` what it is called (a recipe's title, a comment's
 * text, a user's name), `link` where it is seen, its `owner`, and the recipe it belongs to (a
 * comment's). Null when the target is gone meanwhile (deleted by its author).
 */
export const reportContextSchema = z.object({
  label: z.string(),
  link: z.string(),
  image: z.string().nullable(),
  owner: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  recipe: z.object({ id: z.number().int(), title: z.string() }).nullable(),
});
export type ReportContext = z.infer<typeof reportContextSchema>;

/** One target's open reports: resolving `id` (any of them) resolves them all. */
export const reportedTargetSchema = z.object({
  id: z.number().int(),
  target: z.enum(REPORT_TARGETS),
  target_id: z.number().int(),
  /** How many different users reported it. */
  reporters: z.number().int(),
  /** Each reason given, with how many gave it, most given first. */
  reasons: z.array(z.object({ reason: z.enum(REPORT_REASONS), count: z.number().int() })),
  /** The reporters' own words, newest first (the empty ones left out). */
  details: z.array(z.string()),
  /** Hidden from lists: reported by REPORT_HIDE_THRESHOLD users or more. */
  hidden: z.boolean(),
  first_reported_at: z.string(),
  last_reported_at: z.string(),
  context: reportContextSchema.nullable(),
});
export type ReportedTarget = z.infer<typeof reportedTargetSchema>;

/** GET /admin/reports: the targets with open reports, the most reported first. */
export const reportedTargetsAnswerSchema = z.object({ targets: z.array(reportedTargetSchema) });
export type ReportedTargetsAnswer = z.infer<typeof reportedTargetsAnswerSchema>;

/** POST /admin/reports/{id}/resolve: keep the target (dismiss) or delete it. */
export const resolveReportBodySchema = z.object({
  action: z.enum(REPORT_ACTIONS, { error: () => t.badAction }),
});
export type ResolveReportBody = z.infer<typeof resolveReportBodySchema>;

/** The answer: a message and how many reports (one per reporter) it closed. */
export const resolveReportAnswerSchema = z.object({ message: z.string(), closed: z.number().int() });
export type ResolveReportAnswer = z.infer<typeof resolveReportAnswerSchema>;

/** The most targets GET /admin/reports answers at once: a screen's worth; resolving brings the next. */
export const REPORTED_TARGETS_MAX = 100;

/** GET /admin/reports?limit=. */
export const reportedTargetsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(REPORTED_TARGETS_MAX).default(50),
});
