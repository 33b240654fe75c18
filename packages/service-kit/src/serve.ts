import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import { pino, type Logger } from 'pino';

export interface ServeOptions {
  port: number;
  hostname?: string;
  logger: Logger;
  /** Runs after the last request finished, e.g. closing the Mongo client. */
  onShutdown?: () => Promise<void> | void;
  /** How long in-flight requests may take to finish before their connections are cut. */
  shutdownTimeoutMs?: number;
  /** Shut down gracefully and exit 0 on SIGINT/SIGTERM (default true). */
  handleSignals?: boolean;
}

export interface RunningServer {
  server: Server;
  /** The bound port (useful with `port: 0`). */
  port: number;
  url: string;
  /** Stops accepting, lets in-flight requests finish (up to the timeout), then runs onShutdown. */
  close: () => Promise<void>;
}

// biome-ignore lint/suspicious/noExplicitAny: any Env: each service brings its own Variables, and Hono<Env> does not accept them
function listen(app: Hono<any>, port: number, hostname: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port, hostname }, () => {
      server.off('error', reject);
      resolve(server as Server);
    }) as Server;
    server.once('error', reject);
  });
}

/**
 * Exits once the logger has written what it holds: stdout may be a pipe that is momentarily full,
 * and a bare process.exit would drop the last lines (e.g. 'stopped', or why start-up failed).
 */
export function exitAfterLogs(logger: Logger, code: number, { timeoutMs = 2000 } = {}): void {
  const exit = () => process.exit(code);
  const stream = (logger as unknown as Record<symbol, unknown>)[pino.symbols.streamSym] as EndableStream | undefined;
  // pino's own destination (sonic-boom) calls a flush callback at once even while a write is in
  // flight (seen as a lost 'stopped' line under load); ending it waits for every buffered line.
  if (stream && typeof stream.end === 'function' && typeof stream.once === 'function') {
    setTimeout(exit, timeoutMs).unref();
    stream.once('close', exit);
    stream.once('error', exit);
    stream.end();
    return;
  }
  logger.flush(exit);
}

interface EndableStream {
  end: () => void;
  once: (event: 'close' | 'error', listener: () => void) => void;
}

/** Serves a Hono app with @hono/node-server and shuts it down gracefully. */
export async function serveApp(
  // biome-ignore lint/suspicious/noExplicitAny: any Env: each service brings its own Variables, and Hono<Env> does not accept them
  app: Hono<any>,
  { port, hostname = '127.0.0.1', logger, onShutdown, shutdownTimeoutMs = 10_000, handleSignals = true }: ServeOptions,
): Promise<RunningServer> {
  const server = await listen(app, port, hostname);
  const boundPort = (server.address() as AddressInfo).port;
  const url = `http://${hostname.includes(':') ? `[${hostname}]` : hostname}:${boundPort}`;
  logger.info({ url }, 'listening');

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
      const cutOff = setTimeout(() => server.closeAllConnections(), shutdownTimeoutMs);
      // Keep-alive connections turn idle as their last response ends: close them as they do.
      const sweep = setInterval(() => server.closeIdleConnections(), 50);
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
      clearTimeout(cutOff);
      clearInterval(sweep);
      await onShutdown?.();
      logger.info('stopped');
    })();
    return closing;
  };

  function onSignal(signal: NodeJS.Signals) {
    if (closing) {
      logger.warn({ signal }, 'second signal, exiting now');
      exitAfterLogs(logger, 1);
      return;
    }
    logger.info({ signal }, 'shutting down');
    close().then(
      () => exitAfterLogs(logger, 0),
      (err: unknown) => {
        logger.error({ err }, 'shutdown failed');
        exitAfterLogs(logger, 1);
      },
    );
  }

  if (handleSignals) {
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
  }
  return { server, port: boundPort, url, close };
}
