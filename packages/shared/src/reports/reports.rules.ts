/**
 * Reports (docs/product.md#denuncies): what can be reported, why, and when a target hides itself.
 */

/** What a report may name. 'cooksnap' is accepted by the schema; the server finds none until cooksnaps land. */
export const REPORT_TARGETS = ['recipe', 'comment', 'cooksnap', 'user'] as const;
export type ReportTargetType = (typeof REPORT_TARGETS)[number];

export const REPORT_REASONS = ['spam', 'offensive', 'dangerous', 'not_a_recipe', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_ACTIONS = ['dismiss', 'delete'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

/** The longest optional explanation of a report. */
export const REPORT_DETAILS_MAX = 500;

/**
 * Reports from this many different users hide a target from every list until an admin decides
 * (docs/product.md#denuncies): one angry user cannot hide anything, a few agreeing people can.
 */
export const REPORT_HIDE_THRESHOLD = 3;

/** POST /reports, per user: far above anyone's pace by hand, far below a script's. */
export const REPORTS_PER_MINUTE = 10;
