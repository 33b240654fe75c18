import { vi } from 'vitest';

export interface FakeResponse {
  status?: number;
  body?: unknown;
}

type Handler = (request: { url: string; init: RequestInit; body: unknown }) => FakeResponse | Promise<FakeResponse>;

export interface FakeApi {
  /**
   * Answers `METHOD path` with the handler, replacing an earlier one; answers queue if given as an
   * array. A handler may answer later (a promise), e.g. to hold a page in its loading state.
   */
  on: (route: string, handler: Handler | FakeResponse | FakeResponse[]) => void;
  /** `METHOD url` of every request, in order. */
  calls: () => string[];
  fetch: ReturnType<typeof vi.fn>;
}

/** A stubbed global fetch that routes requests by method and path; unknown routes answer 404. */
export function stubApi(): FakeApi {
  const handlers = new Map<string, Handler>();
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const handler = handlers.get(`${method} ${url}`);
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const { status = 200, body: responseBody } = handler
      ? await handler({ url, init, body })
      : { status: 404, body: { message: `No fake for ${method} ${url}` } };
    return new Response(responseBody === undefined ? null : JSON.stringify(responseBody), { status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    on(route, handler) {
      if (typeof handler === 'function') handlers.set(route, handler);
      else if (Array.isArray(handler)) {
        const queue = [...handler];
        handlers.set(route, () => (queue.length > 1 ? queue.shift()! : queue[0]!));
      } else handlers.set(route, () => handler);
    },
    calls: () => fetchMock.mock.calls.map(([url, init]) => `${(init as RequestInit | undefined)?.method ?? 'GET'} ${url}`),
    fetch: fetchMock,
  };
}
