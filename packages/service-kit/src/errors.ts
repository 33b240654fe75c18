import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * The failure every handler throws: `onError` turns it into `status` + `ApiErrorBody`.
 * `code` is a stable machine name (SCREAMING_SNAKE_CASE); `message` is for people.
 */
export class AppError extends Error {
  override name = 'AppError';

  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, details?: unknown, code = 'BAD_REQUEST') => new AppError(400, code, message, details);
export const unauthorized = (message = 'Unauthorized', code = 'UNAUTHORIZED') => new AppError(401, code, message);
export const forbidden = (message = 'Forbidden', code = 'FORBIDDEN') => new AppError(403, code, message);
export const notFound = (message = 'Not found', code = 'NOT_FOUND') => new AppError(404, code, message);
export const conflict = (message: string, details?: unknown, code = 'CONFLICT') => new AppError(409, code, message, details);
export const payloadTooLarge = (maxBytes: number) => new AppError(413, 'PAYLOAD_TOO_LARGE', `Request body exceeds ${maxBytes} bytes`, { maxBytes });
export const unsupportedMediaType = (expected: string) => new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', `Expected Content-Type: ${expected}`);
export const unprocessable = (message: string, details?: unknown, code = 'UNPROCESSABLE') => new AppError(422, code, message, details);
export const unavailable = (message = 'Service unavailable', details?: unknown) => new AppError(503, 'UNAVAILABLE', message, details);
