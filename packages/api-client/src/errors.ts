import { readApiErrorBody } from '@groundwork/contracts/boot';

/** The code of an answer whose body is not the wire error shape (a proxy's page, an S3 XML error). */
export const NON_API_ERROR_CODE = 'HTTP_ERROR';

/**
 * A non-OK HTTP answer. `message` is the spec's `"<status>: <body text or status text>"` (spec 01
 * recognises unauthorized by it); the fields come from the wire error body
 * `{ message, code, requestId, details? }` when the answer carries one.
 */
export class ApiError extends Error {
  readonly status: number;
  /** The server's `code`; `HTTP_ERROR` when the body is not the error shape. */
  readonly code: string;
  /** The server's `requestId`, else the answer's `x-request-id` header, else ''. */
  readonly requestId: string;
  /** The server's human message (what toasts show); undefined when the body carries none. */
  readonly serverMessage: string | undefined;
  readonly details: unknown;
  /** The answer's body text (or status text when empty). */
  readonly body: string;

  constructor(status: number, body: string, options: { requestId?: string | null } = {}) {
    super(`${status}: ${body}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    const wire = parseErrorBody(body);
    this.code = wire?.code ?? NON_API_ERROR_CODE;
    this.requestId = wire?.requestId ?? options.requestId ?? '';
    this.serverMessage = wire?.message.trim() ? wire.message : undefined;
    this.details = wire?.details;
  }

  /** The ApiError of a non-OK response (reads its body). */
  static async fromResponse(response: Response): Promise<ApiError> {
    const text = (await response.text()) || response.statusText;
    return new ApiError(response.status, text, { requestId: response.headers.get('x-request-id') });
  }
}

/** The wire error body, or undefined for text that is not JSON or not that shape. */
function parseErrorBody(body: string) {
  try {
    const wire = readApiErrorBody(JSON.parse(body));
    if (!wire) return undefined;
    const { message, code, requestId, details } = wire;
    return { message: message ?? '', code, requestId, details };
  } catch {
    return undefined;
  }
}

/** The spec's unauthorized recognition: a 401 whose body contains Unauthorized (case-sensitive). */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401 && error.body.includes('Unauthorized');
}

/** The HTTP status of an error raised by `apiRequest` or the default query fn. */
export function responseErrorStatus(error: unknown): number | undefined {
  return error instanceof ApiError ? error.status : undefined;
}

/** The server's `message` of an ApiError, or undefined: toasts show it, else their default text. */
export function errorMessageFromResponseError(error: unknown): string | undefined {
  return error instanceof ApiError ? error.serverMessage : undefined;
}
