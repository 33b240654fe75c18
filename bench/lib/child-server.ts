import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { waitForPort } from '@groundwork/platform-tools';

export interface ChildServer {
  url: string;
  /** CPU time (user + system) the process has used so far, in ms; null where /proc is missing. */
  cpuMs: () => number | null;
  stop: () => Promise<void>;
}

function clockTicksPerSecond(): number {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
  } catch {
    return 100;
  }
}

/** utime + stime of a Linux process, from /proc/<pid>/stat (fields 14 and 15). */
export function processCpuMs(pid: number, ticksPerSecond = clockTicksPerSecond()): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
  } catch {
    return null;
  }
}

const benchDir = new URL('..', import.meta.url).pathname;

/**
 * Runs a TypeScript server entry in its own Node process (so the load generator does not share
 * its event loop) and resolves once its port accepts connections.
 */
export async function startChildServer(name: string, entry: string, port: number, env: Record<string, string>): Promise<ChildServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: benchDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await waitForPort(port, { timeoutMs: 30_000, isAlive: () => child.exitCode === null });
  } catch (err) {
    child.kill('SIGKILL');
    throw new Error(`${name} did not start: ${(err as Error).message}\n${stderr}`);
  }
  const ticksPerSecond = clockTicksPerSecond();
  return {
    url: `http://127.0.0.1:${port}`,
    cpuMs: () => (child.pid === undefined ? null : processCpuMs(child.pid, ticksPerSecond)),
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}
