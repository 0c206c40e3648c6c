import { tr } from '../i18n/tr/core.ts';

/**
 * Control characters no text field accepts: C0 (NUL included) except tab, line feed and carriage
 * return, DEL, and C1. PostgreSQL cannot store NUL in text at all, and the rest are invisible
 * tricks in a name or a comment. Tab and line breaks stay: descriptions, steps and comments span
 * lines, and a single-line field trims or refuses them by its own schema.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export const hasControlCharacters = (text: string) => CONTROL_CHARACTERS.test(text);

/**
 * The same rule as a Zod refinement, for the fields people type in the web's forms (names, titles,
 * comments), so a pasted control character is named under its field before anything is sent.
 * The server refuses it in every body and query regardless (plugins/reject-control-characters.ts).
 */
export const noControlCharacters = [
  (text: string) => !hasControlCharacters(text),
  { error: () => tr.errors.controlCharacters },
] as const;
