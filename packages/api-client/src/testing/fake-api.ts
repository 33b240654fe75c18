import { vi } from 'vitest';

export interface FakeResponse {
  status?: number;
  body?: unknown;
}

interface FakeRequest {
  url: string;
  init: RequestInit;
  body: unknown;
}

type Handler = (request: FakeRequest) => FakeResponse | Promise<FakeResponse>;

export interface FakeApi {
  /**
   * Answers `METHOD url` with the handler or response, replacing an earlier one. A route without a
   * query answers every query of that path that has no route of its own.
   */
  on: (route: string, handler: Handler | FakeResponse) => void;
  /** `METHOD url` of every request, in order. */
  calls: () => string[];
  /** The parsed JSON bodies sent to `METHOD url`, in order. */
  bodies: (route: string) => unknown[];
}

const routeOf = (url: string, init: RequestInit = {}) => `${init.method ?? 'GET'} ${url}`;

/** A stubbed global fetch routing requests by method and URL; unknown routes answer 404. */
export function stubApi(): FakeApi {
  const handlers = new Map<string, Handler>();
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    if (init.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    const route = routeOf(url, init);
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const handler = handlers.get(route) ?? handlers.get(route.split('?')[0]!);
    const { status = 200, body: responseBody } = handler
      ? await handler({ url, init, body })
      : { status: 404, body: { message: `No fake for ${route}`, code: 'NOT_FOUND' } };
    return new Response(responseBody === undefined ? null : JSON.stringify(responseBody), { status });
  });
  vi.stubGlobal('fetch', fetchMock);
  const requests = () => fetchMock.mock.calls.map(([url, init]) => ({ route: routeOf(url, init), init }));
  return {
    on(route, handler) {
      handlers.set(route, typeof handler === 'function' ? handler : () => handler);
    },
    calls: () => requests().map((request) => request.route),
    bodies: (route) =>
      requests()
        .filter((request) => request.route === route && typeof request.init?.body === 'string')
        .map((request) => JSON.parse(request.init!.body as string) as unknown),
  };
}
