import { spawn } from 'node:child_process';
import { once } from 'node:events';
import readline from 'node:readline';

export interface ServiceProcess {
  /** The URL the service logged when it started listening. */
  url: string;
  /** Every JSON log line so far. */
  lines: Array<Record<string, unknown>>;
  /** Sends SIGTERM and resolves with the exit code once the process has exited. */
  stop: () => Promise<number | null>;
  /** Sends SIGKILL (a crash: nothing is cleaned up) and resolves once the process is gone. */
  kill: () => Promise<number | null>;
  /** Resolves with the exit code once the process has exited by itself or by a signal. */
  exited: Promise<number | null>;
}

/**
 * Runs a service's `src/server.ts` with tsx as its own process (give it `<NAME>_PORT=0`) and
 * resolves once it logs that it is listening; rejects with its output if it exits first.
 */
export async function startServiceProcess({
  cwd,
  env,
  entry = 'src/server.ts',
  readyMessage = 'listening',
  timeoutMs = 45_000,
}: {
  cwd: string;
  env: Record<string, string | undefined>;
  entry?: string;
  /** The log message that means ready (a worker has no URL: `url` is then ''). */
  readyMessage?: string;
  timeoutMs?: number;
}): Promise<ServiceProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Never outlive the test process, even when a test times out before stopping the service.
  const killChild = () => child.kill('SIGKILL');
  process.once('exit', killChild);
  const exited = once(child, 'close').then(([code]) => {
    process.off('exit', killChild);
    return code as number | null;
  });
  const lines: Array<Record<string, unknown>> = [];
  const stderr: string[] = [];
  child.stderr.on('data', (chunk) => stderr.push(String(chunk)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`service did not start within ${timeoutMs} ms\n${stderr.join('')}`));
    }, timeoutMs);
    readline.createInterface({ input: child.stdout }).on('line', (line) => {
      try {
        const entry = JSON.parse(line) as Record<string, unknown>;
        lines.push(entry);
        if (entry.msg === readyMessage) {
          clearTimeout(timer);
          resolve(typeof entry.url === 'string' ? entry.url : '');
        }
      } catch {
        stderr.push(line);
      }
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`service exited with ${code} before logging '${readyMessage}'\n${stderr.join('')}`));
    });
  });
  return {
    url,
    lines,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      return exited;
    },
    exited,
  };
}
