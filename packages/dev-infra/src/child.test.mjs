import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { startChild, describeExit } from './child.mjs';
import { waitForHealthy } from './health.mjs';
import { freePort } from './ports.mjs';

const nodeScript = (source) => ({ command: process.execPath, args: ['--input-type=module', '-e', source] });

describe('startChild', () => {
  const cleanups = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('hands over each output line and keeps the last ones', async () => {
    const lines = [];
    const proc = startChild({
      name: 'echo',
      ...nodeScript('console.log("one"); console.error("two"); console.log("three\\nfour")'),
      output: (line) => lines.push(line),
    });

    await expect(proc.exited).resolves.toEqual({ code: 0, signal: null });
    expect(lines.sort()).toEqual(['four', 'one', 'three', 'two']);
    expect(proc.recentOutput().sort()).toEqual(['four', 'one', 'three', 'two']);
    expect(proc.isRunning()).toBe(false);
  });

  it('stops a process with SIGTERM', async () => {
    const proc = startChild({ name: 'idle', ...nodeScript('setInterval(() => {}, 1000); console.log("up")'), output: () => {} });
    cleanups.push(() => proc.stop({ graceMs: 0 }));
    await new Promise((resolve) => setTimeout(resolve, 300));

    await proc.stop();

    expect(await proc.exited).toEqual({ code: null, signal: 'SIGTERM' });
  });

  it('kills a process that ignores SIGTERM after the grace period', async () => {
    const proc = startChild({
      name: 'stubborn',
      ...nodeScript('process.on("SIGTERM", () => console.log("ignored")); setInterval(() => {}, 1000); console.log("up")'),
      output: () => {},
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const startedAt = Date.now();

    await proc.stop({ graceMs: 500 });

    expect(await proc.exited).toEqual({ code: null, signal: 'SIGKILL' });
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(450);
    expect(proc.recentOutput()).toContain('ignored');
  });
});

describe('describeExit', () => {
  it('names the exit code or the signal', () => {
    expect(describeExit({ code: 1, signal: null })).toBe('exited with code 1');
    expect(describeExit({ code: null, signal: 'SIGKILL' })).toBe('was killed by SIGKILL');
  });
});

describe('waitForHealthy', () => {
  const servers = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) await new Promise((resolve) => server.close(resolve));
  });

  it('waits until /healthz answers 200', async () => {
    let calls = 0;
    const server = http.createServer((_, res) => {
      calls += 1;
      res.writeHead(calls < 3 ? 503 : 200).end();
    });
    servers.push(server);
    const port = await freePort();
    await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));

    await waitForHealthy(`http://127.0.0.1:${port}/healthz`, { intervalMs: 20 });

    expect(calls).toBe(3);
  });

  it('gives up after the timeout with the last answer', async () => {
    const server = http.createServer((_, res) => res.writeHead(503).end());
    servers.push(server);
    const port = await freePort();
    await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));

    await expect(waitForHealthy(`http://127.0.0.1:${port}/healthz`, { timeoutMs: 300, intervalMs: 20 })).rejects.toThrow(
      /did not answer 200 within 0 s \(last: HTTP 503\)/,
    );
  });

  it('gives up as soon as the process behind it is gone', async () => {
    const port = await freePort();

    await expect(waitForHealthy(`http://127.0.0.1:${port}/healthz`, { isAlive: () => false })).rejects.toThrow(/exited before/);
  });
});
