import { type ApiRouteSpec, type RouteParams, type RouteQuery, routePath } from '@groundwork/contracts/boot';
import type { QueryFunction } from '@tanstack/react-query';
import { ApiError } from './errors';
import { getStoredTokens } from './token-storage';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

function authorizationHeader(): Record<string, string> {
  const tokens = getStoredTokens();
  return tokens ? { Authorization: `Bearer ${tokens.accessToken}` } : {};
}

/** Any non-OK response becomes an ApiError, message "<status>: <body text or status text>". */
export async function throwIfResponseNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  throw await ApiError.fromResponse(response);
}

/**
 * The spec's shared request: JSON content type only when there is a body, cookies always (unless
 * `credentials` says otherwise, e.g. for a route that redirects to storage, which refuses
 * credentialed cross-origin reads), the stored access token as a Bearer header. A FormData body
 * (multipart upload) is sent as is, so the browser sets its multipart content type. Resolves to
 * the OK response.
 */
export async function apiRequest(
  method: HttpMethod,
  url: string,
  body?: unknown,
  credentials: RequestCredentials = 'include',
  extraHeaders: Record<string, string> = {},
): Promise<Response> {
  const headers: Record<string, string> = { ...extraHeaders, ...authorizationHeader() };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const response = await fetch(url, { method, headers, body: payload, credentials });
  await throwIfResponseNotOk(response);
  return response;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * The default read: GET of the query key parts joined with '/', same headers and credentials,
 * parsed JSON. With `on401: 'returnNull'` an HTTP 401 gives null instead of an error.
 */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const response = await fetch(queryKey.join('/'), {
      headers: authorizationHeader(),
      credentials: 'include',
      signal,
    });
    if (options.on401 === 'returnNull' && response.status === 401) return null;
    await throwIfResponseNotOk(response);
    return (await response.json()) as T;
  };
}

/**
 * `apiRequest` of a contracts route: its method, its path with `params` filled in and `query`
 * appended, and any `headers` besides the shared ones (e.g. `If-Match`).
 */
export function routeRequest<R extends ApiRouteSpec>(
  spec: R,
  params: RouteParams<R['path']>,
  options: { query?: RouteQuery; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Response> {
  return apiRequest(spec.method, routePath(spec, params, options.query), options.body, 'include', options.headers);
}
