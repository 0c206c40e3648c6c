import type { ErrorCode } from '@receptari/shared/common/error-codes';
import { tr } from '@receptari/shared/i18n/tr/core';

/** Field messages of a 422: `{ email: ['…'], password: ['…'] }`. */
export type FieldErrors = Record<string, string[]>;

/** Every status the server answers with an error of its own. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 502 | 503;

/**
 * The one error services throw. The error handler turns it into the shared error answer
 * (`errorAnswerSchema`): its status, its machine-readable code, its Catalan message, and field
 * errors on a 422. One factory per status; each caller names the code of its case.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: ErrorStatus,
    readonly code: ErrorCode,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
    this.name = 'AppError';
  }

  static badRequest = (code: ErrorCode, message: string) => new AppError(400, code, message);
  static unauthorized = (code: ErrorCode, message: string) => new AppError(401, code, message);
  static forbidden = (code: ErrorCode, message: string) => new AppError(403, code, message);
  static notFound = (code: ErrorCode, message: string) => new AppError(404, code, message);
  static conflict = (code: ErrorCode, message: string) => new AppError(409, code, message);
  static tooLarge = (code: ErrorCode, message: string) => new AppError(413, code, message);
  static unsupportedType = (code: ErrorCode, message: string) => new AppError(415, code, message);
  /** A 422 about the request as a whole (not one field): the food check refused the image. */
  static unprocessable = (code: ErrorCode, message: string) => new AppError(422, code, message);
  static tooMany = (code: ErrorCode, message: string) => new AppError(429, code, message);
  /** The upstream (an AI provider) failed, not the caller. */
  static badGateway = (code: ErrorCode, message: string) => new AppError(502, code, message);
  static unavailable = (code: ErrorCode, message: string) => new AppError(503, code, message);

  /** A 422 with each field's messages in `errors` (message: `validationMessage`). */
  static invalid(errors: FieldErrors, code: ErrorCode = 'validation_failed'): AppError {
    return new AppError(422, code, validationMessage(errors), errors);
  }
}

/**
 * The sentence of a refused input: one field's own message(s) when one field is wrong (the
 * schemas word them, some verbatim from docs/product.md#validation); with several, the general sentence
 * naming them, each field's messages being in `errors`.
 */
export function validationMessage(errors: FieldErrors): string {
  const fields = Object.keys(errors);
  if (fields.length !== 1) return `${tr.errors.validation} (${fields.join(', ')})`;
  return [...new Set(errors[fields[0]!])].join(' ');
}
