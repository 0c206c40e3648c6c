import type { AppError } from '../../../../lib/app-error.ts';

/** JSON text (a byte-order mark allowed, as Windows editors write it), or `refusal` when it is not JSON. */
export function parseJson(bytes: Buffer, refusal: () => AppError): unknown {
  try {
    return JSON.parse(bytes.toString('utf8').replace(/^\uFEFF/u, ''));
  } catch {
    throw refusal();
  }
}
