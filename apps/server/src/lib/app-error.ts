/**
 * The one error services throw. The error handler turns it into the answer:
 * its status, its Catalan message, and field errors on a 422.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  static badRequest = (message: string) => new AppError(400, message);
  static unauthorized = (message: string) => new AppError(401, message);
  static forbidden = (message: string) => new AppError(403, message);
  static notFound = (message: string) => new AppError(404, message);
  static conflict = (message: string) => new AppError(409, message);
  static tooMany = (message: string) => new AppError(429, message);

  /** A 422 whose message names the fields and whose `errors` lists each one's messages. */
  static invalid(errors: Record<string, string[]>): AppError {
    const first = Object.values(errors).flat();
    return new AppError(422, first.join(' ') || 'Invalid', errors);
  }
}
