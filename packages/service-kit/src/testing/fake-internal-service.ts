import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The INTERNAL_SERVICE_TOKEN the fake internal services accept. */
export const TEST_INTERNAL_TOKEN = 'services-internal-test-token-0123456789';

export interface FakeCall {
  method: string;
  /** Path and query. */
  path: string;
  body: unknown;
}

export interface FakeAnswer {
  status: number;
  json: unknown;
}

export interface FakeInternalService {
  url: string;
  /** Every call the service under test made, in order. */
  calls: FakeCall[];
  /** Makes every call answer 500 (true) or work again (false). */
  breakDown: (broken: boolean) => void;
  close: () => Promise<void>;
}

/**
 * A service's `/internal` routes on 127.0.0.1 as another service calls them: the JSON body read,
 * the call recorded, 500 while broken down, 401 without TEST_INTERNAL_TOKEN as the Bearer token;
 * `answer` answers the rest.
 */
export async function startFakeInternalService(answer: (method: string, url: URL, body: any) => FakeAnswer): Promise<FakeInternalService> {
  const calls: FakeCall[] = [];
  let broken = false;
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const body = raw ? JSON.parse(raw) : undefined;
      const method = req.method ?? '';
      calls.push({ method, path: url.pathname + url.search, body });
      const send = ({ status, json }: FakeAnswer) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
      if (broken) return send({ status: 500, json: { message: 'down', code: 'INTERNAL' } });
      if (req.headers.authorization !== `Bearer ${TEST_INTERNAL_TOKEN}`) return send({ status: 401, json: { message: 'Unauthorized', code: 'UNAUTHORIZED' } });
      send(answer(method, url, body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    breakDown: (value) => {
      broken = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
