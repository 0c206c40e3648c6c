/** One limit feeds the form, the API and the column. */
export const NAME_MAX = 50;
export const EMAIL_MAX = 254;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;
export const ROLES = ['user', 'chef', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** The chef role compares case-insensitively (docs/product.md#callers). */
export const isChef = (role: string | null | undefined) => role?.toLowerCase() === 'chef';
export const isAdmin = (role: string | null | undefined) => role?.toLowerCase() === 'admin';

/**
 * Set by the web app while a session is stored (the token itself stays in localStorage): the server
 * then sends the page without the visitor's server-drawn first paint. Not a credential; a forged
 * or stale one only costs that first paint.
 */
export const SIGNED_IN_COOKIE = 'receptari-signed-in';
