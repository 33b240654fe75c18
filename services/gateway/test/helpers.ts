import fs from 'node:fs/promises';
import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createLogger, serveApp } from '@groundwork/service-kit';
import { createApp } from '../src/app';
import { SERVICE_NAMES, type GatewayConfig, type ServiceName } from '../src/config';
import { loadGatewaySettings } from '../src/env';

export const silent = () => createLogger({ service: 'gateway-test', level: 'silent' });

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export type UpstreamHandler = (req: IncomingMessage, res: ServerResponse, body: Buffer) => void;

export interface Upstream {
  name: string;
  url: string;
  requests: RecordedRequest[];
  close: () => Promise<void>;
}

async function listen(server: http.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/**
 * A loopback service that records each request and, by default, answers
 * `{ service, method, url }` as JSON (the body arrives whole before the handler runs).
 */
export async function startUpstream(name: string, handler?: UpstreamHandler): Promise<Upstream> {
  const requests: RecordedRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      if (handler) return handler(req, res, body);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ service: name, method: req.method, url: req.url }));
    });
  });
  const port = await listen(server);
  return {
    name,
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port nothing listens on (bound, then released). */
export async function closedPortUrl(): Promise<string> {
  const server = http.createServer();
  const port = await listen(server);
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}

export const FILES = {
  'shell/dist/index.html': `<!doctype html><html><body>shell${' '.repeat(2000)}</body></html>`,
  'shell/dist/main.1a2b3c4d.js': `console.log(${JSON.stringify('x'.repeat(4000))});`,
  'shell/dist/main.1a2b3c4d.css': 'body{margin:0}',
  'shell/dist/main.1a2b3c4d.js.map': '{"version":3,"sources":["webpack://shell/src/secret-source.ts"]}',
  'shell/dist/favicon.ico': 'icon',
  'shell/dist/.hidden': 'hidden',
  'mfe-review/dist/remoteEntry.js': 'var mfe_review;',
  'mfe-review/dist/mf-manifest.json': '{"id":"mfe_review"}',
  'mfe-review/dist/__federation_expose_ReviewPhase1Tab.0f9e8d7c.js': 'export default 1;',
  'mfe-review/dist/assets/logo.deadbeef.svg': '<svg/>',
  'mfe-review/dist/index.html': '<!doctype html><html><body>review standalone</body></html>',
  'mfe-review/dist/__federation_expose_ReviewPhase1Tab.0f9e8d7c.js.map': '{"version":3}',
  'packages/design-system/storybook-static/index.html': '<!doctype html><html><body>storybook manager</body></html>',
  'packages/design-system/storybook-static/iframe.html': '<!doctype html><html><body>storybook preview</body></html>',
  'packages/design-system/storybook-static/sb-manager/runtime.js': 'window.storybook = 1;',
  'packages/design-system/storybook-static/index.json': '{"v":5,"entries":{}}',
  'secret.txt': 'TOP SECRET',
} as const;

/** A static root laid out like the repo: shell/dist, mfe-review/dist, and a file outside both. */
export async function tempStaticRoot(): Promise<string> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'gateway-static-'));
  for (const [relative, content] of Object.entries(FILES)) {
    await fs.mkdir(path.dirname(path.join(root, relative)), { recursive: true });
    await fs.writeFile(path.join(root, relative), content);
  }
  return root;
}

/** Gateway config from the real env loader, pointing every service at `services`. */
export function gatewayConfig(staticRoot: string, services: Partial<Record<ServiceName, string>> = {}, env: Record<string, string> = {}): GatewayConfig {
  const urls = Object.fromEntries(SERVICE_NAMES.flatMap((name) => (services[name] ? [[`${name.toUpperCase()}_URL`, services[name]]] : [])));
  const settings = loadGatewaySettings({ GATEWAY_STATIC_ROOT: staticRoot, ...urls, ...env });
  return { ...settings.config, logger: silent() };
}

export async function startGateway(config: GatewayConfig) {
  return serveApp(createApp(config), {
    port: 0,
    hostname: '127.0.0.1',
    logger: config.logger,
    handleSignals: false,
    shutdownTimeoutMs: 500,
  });
}

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One HTTP/1.1 request with the path sent exactly as given and the body not decoded. */
export function rawRequest(
  baseUrl: string,
  rawPath: string,
  options: { method?: string; headers?: Record<string, string>; body?: Buffer | string } = {},
): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, path: rawPath, method: options.method ?? 'GET', headers: options.headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(options.body);
  });
}
