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

describe('a slow upload through the gateway', () => {
  it('waits for the answer from when the body has been forwarded, not from when the request began', async () => {
    // Answers only once the whole body has arrived, as the review service's upload does.
    const counting = http.createServer((req, res) => {
      let size = 0;
      req.on('data', (chunk: Buffer) => {
        size += chunk.length;
      });
      req.on('end', () => res.writeHead(201, { 'content-type': 'text/plain' }).end(`received:${size}`));
    });
    await new Promise<void>((resolve) => counting.listen(0, '127.0.0.1', resolve));
    const { port: upstreamPort } = counting.address() as AddressInfo;
    const impatient = await startGateway(
      gatewayConfig(await tempStaticRoot(), { review: `http://127.0.0.1:${upstreamPort}` }, { GATEWAY_UPSTREAM_TIMEOUT_MS: '300' }),
    );
    try {
      const { hostname, port } = new URL(impatient.url);
      const answer = await new Promise<string>((resolve, reject) => {
        const req = http.request({
          hostname,
          port,
          path: '/api/phase1-review/session/s1/upload',
          method: 'POST',
          headers: { 'content-type': 'application/octet-stream', 'transfer-encoding': 'chunked' },
        });
        req.on('response', (res) => {
          let text = `${res.statusCode}:`;
          res.on('data', (chunk: Buffer) => {
            text += chunk.toString();
          });
          res.on('end', () => resolve(text));
        });
        req.on('error', reject);
        // Five chunks 200 ms apart: the upload lasts well past the 300 ms the service gets to answer.
        let sent = 0;
        const timer = setInterval(() => {
          req.write(Buffer.alloc(1000, 1));
          sent += 1;
          if (sent === 5) {
            clearInterval(timer);
            req.end();
          }
        }, 200);
      });
      expect(answer).toBe('201:received:5000');
    } finally {
      await impatient.close();
      counting.closeAllConnections();
      await new Promise((resolve) => counting.close(resolve));
    }
  });
});
