import { randomBytes } from 'node:crypto';

/**
 * A fresh storage key without extension: `uploads/2026-11/<32 hex>`. Random (128 bits), so
 * URLs cannot be guessed or collide, and never built from the client's file name; grouped by
 * month so no folder grows without end.
 */
export function newMediaKey(now = new Date()): string {
  const month = now.toISOString().slice(0, 7);
  return `uploads/${month}/${randomBytes(16).toString('hex')}`;
}
