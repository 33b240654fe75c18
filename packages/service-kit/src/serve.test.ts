import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { serveApp } from './serve';
import { silentLogger } from './testing/databases';

describe('serveApp', () => {
  it('serves on a free port and lets in-flight requests finish on close', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const app = new Hono()
      .get('/slow', async (c) => {
        await released;
        return c.text('done');
      })
      .get('/fast', (c) => c.text('fast'));
    const shutdownSteps: string[] = [];
    const running = await serveApp(app, {
      port: 0,
      logger: silentLogger(),
      handleSignals: false,
      onShutdown: () => {
        shutdownSteps.push('onShutdown');
      },
    });
    expect(running.port).toBeGreaterThan(0);
    expect(await (await fetch(`${running.url}/fast`)).text()).toBe('fast');

    const inFlight = fetch(`${running.url}/slow`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closed = running.close().then(() => shutdownSteps.push('closed'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(fetch(`${running.url}/fast`)).rejects.toThrow();
    expect(shutdownSteps).toEqual([]);

    release();
    expect(await (await inFlight).text()).toBe('done');
    await closed;
    expect(shutdownSteps).toEqual(['onShutdown', 'closed']);
  });

  it('cuts connections that outlive the shutdown timeout', async () => {
    const app = new Hono().get('/hang', () => new Promise<Response>(() => {}));
    const running = await serveApp(app, { port: 0, logger: silentLogger(), handleSignals: false, shutdownTimeoutMs: 100 });
    const hanging = fetch(`${running.url}/hang`).catch((err: unknown) => err);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await running.close();
    expect(await hanging).toBeInstanceOf(Error);
  });

  it('rejects when the port is taken', async () => {
    const first = await serveApp(new Hono(), { port: 0, logger: silentLogger(), handleSignals: false });
    await expect(serveApp(new Hono(), { port: first.port, logger: silentLogger(), handleSignals: false })).rejects.toThrow(/EADDRINUSE/);
    await first.close();
  });
});
