import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayConfig, startGateway, tempStaticRoot } from './helpers';

let upstream: http.Server;
let gateway: Awaited<ReturnType<typeof startGateway>>;

beforeAll(async () => {
  // Answers as soon as the first body chunk arrives, and ends only when the body ends.
  upstream = http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.flushHeaders();
    req.once('data', (chunk: Buffer) => res.write(`first:${chunk.length};`));
    req.on('end', () => res.end('end'));
    req.resume();
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const { port } = upstream.address() as AddressInfo;
  gateway = await startGateway(gatewayConfig(await tempStaticRoot(), { review: `http://127.0.0.1:${port}` }));
});

afterAll(async () => {
  await gateway.close();
  upstream.closeAllConnections();
  await new Promise((resolve) => upstream.close(resolve));
});

describe('streaming through the gateway', () => {
  it('passes the first upload chunk on, and the answer back, before the upload ends', async () => {
    const { hostname, port } = new URL(gateway.url);
    const received = await new Promise<string>((resolve, reject) => {
      const req = http.request({
        hostname,
        port,
        path: '/api/phase1-review/session/s1/upload',
        method: 'POST',
        headers: { 'content-type': 'application/octet-stream', 'transfer-encoding': 'chunked' },
      });
      req.on('response', (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => {
          text += chunk.toString();
          // Only once the service has seen the first chunk does the client send the rest.
          if (text.startsWith('first:') && !req.writableEnded) req.end(Buffer.alloc(1000, 2));
        });
        res.on('end', () => resolve(text));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.write(Buffer.alloc(500, 1));
      req.flushHeaders();
    });
    expect(received).toBe('first:500;end');
  });
});
