import type { ApiErrorBody } from '@groundwork/contracts';
import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from './app-env';
import { AppError } from './errors';
import { resolveRequestId, REQUEST_ID_HEADER } from './request-context';

/** What hono's validator throws for a body that is not JSON. */
const MALFORMED_JSON_MESSAGE = 'Malformed JSON in request body';

const codeByStatus: Partial<Record<number, string>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE',
  429: 'TOO_MANY_REQUESTS',
  503: 'UNAVAILABLE',
};

function requestIdOf<E extends AppEnv>(c: Context<E>): string {
  return c.get('requestId') ?? resolveRequestId(c.req.header(REQUEST_ID_HEADER));
}

/** Sends `ApiErrorBody` with `status`: the only way an error leaves a service. */
export function sendError<E extends AppEnv>(c: Context<E>, status: ContentfulStatusCode, code: string, message: string, details?: unknown): Response {
  const body: ApiErrorBody = { message, code, requestId: requestIdOf(c) };
  if (details !== undefined) body.details = details;
  return c.json(body, status);
}

function fromHttpException(c: Context<AppEnv>, err: HTTPException): Response {
  const status = err.status as ContentfulStatusCode;
  if (status === 400 && err.message === MALFORMED_JSON_MESSAGE) {
    return sendError(c, 400, 'INVALID_JSON', 'Request body is not valid JSON');
  }
  // Keep headers such as WWW-Authenticate that a middleware put on its own response.
  err.res?.headers.forEach((value, name) => {
    if (name !== 'content-type' && name !== 'content-length') c.header(name, value);
  });
  const code = codeByStatus[status] ?? (status >= 500 ? 'INTERNAL' : `HTTP_${status}`);
  return sendError(c, status, code, err.message || code);
}

/**
 * `app.onError`: AppError and HTTPException keep their status; anything else is a 500 whose
 * body says nothing about the cause (the stack goes to the log).
 */
export const onError: ErrorHandler<AppEnv> = (err, c) => {
  if (err instanceof AppError) return sendError(c, err.status, err.code, err.message, err.details);
  if (err instanceof HTTPException) return fromHttpException(c, err);
  const logger = c.get('logger');
  const fields = { err, method: c.req.method, path: c.req.path };
  if (logger) logger.error(fields, 'unhandled error');
  else console.error('unhandled error', fields);
  return sendError(c, 500, 'INTERNAL', 'Internal server error');
};

/** `app.notFound`: 404 NOT_FOUND naming the method and path. */
export const routeNotFound: NotFoundHandler<AppEnv> = (c) => sendError(c, 404, 'NOT_FOUND', `Route not found: ${c.req.method} ${c.req.path}`);
