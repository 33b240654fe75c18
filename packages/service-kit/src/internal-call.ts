import { unavailable } from './errors';

export interface InternalCallOptions {
  /** The calling service, named when the token is missing. */
  service: string;
  /** Where the other service's `/internal/<area>` routes are (`http://127.0.0.1:4002/internal/projects`). */
  base: string;
  token: string | undefined;
  timeoutMs: number;
  fetch: typeof fetch;
  /** What the caller is told when the other service cannot be reached (a 503). */
  unavailableMessage: string;
}

/**
 * A call of another service's `/internal` routes with the shared INTERNAL_SERVICE_TOKEN: no token
 * configured, a network failure or a timeout is a 503 AppError with `unavailableMessage`; the
 * answer, whatever its status, is the caller's to read.
 */
export function internalCaller({ service, base, token, timeoutMs, fetch: fetchImpl, unavailableMessage }: InternalCallOptions) {
  return async function call(method: string, path: string, body?: unknown): Promise<Response> {
    if (!token) throw unavailable(`${unavailableMessage} (INTERNAL_SERVICE_TOKEN is not set on the ${service} service)`);
    try {
      return await fetchImpl(`${base}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      throw unavailable(unavailableMessage, { cause: err instanceof Error ? err.message : String(err) });
    }
  };
}
