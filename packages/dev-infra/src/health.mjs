import net from 'node:net';

/**
 * Polls `url` until it answers 200, or rejects after `timeoutMs` or as soon as `isAlive()` turns
 * false (the process behind it died).
 */
export async function waitForHealthy(url, { timeoutMs = 60_000, intervalMs = 200, isAlive = () => true } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`the process exited before ${url} answered 200 (last: ${last})`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.status === 200) return;
      last = `HTTP ${response.status}`;
    } catch (err) {
      last = err.cause?.code ?? err.message;
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`${url} did not answer 200 within ${Math.round(timeoutMs / 1000)} s (last: ${last})`);
}

/** True when nothing listens on 127.0.0.1:port (we could bind it). */
export function isPortFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * Fails with one clear message when any of the named ports is taken, so a health check never
 * mistakes another process (say, a Groundwork already running) for the one we start.
 * @param {Array<{ label: string, port: number, variable: string }>} wanted
 */
export async function assertPortsFree(wanted) {
  const taken = [];
  for (const entry of wanted) {
    if (!(await isPortFree(entry.port))) taken.push(entry);
  }
  if (taken.length === 0) return;
  const list = taken.map((t) => `${t.label} ${t.port} (${t.variable})`).join(', ');
  throw new Error(`port already in use: ${list}. Is Groundwork already running? Stop it or set the variable to another port.`);
}
