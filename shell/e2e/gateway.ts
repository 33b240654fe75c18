import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { freePort, repoRoot, waitForHealthy } from '@groundwork/platform-tools';

export interface RunningGateway {
  url: string;
  stop: () => Promise<void>;
}

/**
 * A second gateway beside the platform's, with its own environment (e.g. a remote's registry
 * entry pointed somewhere else). It reaches the same services through `platformEnv`.
 */
export async function startExtraGateway(platformEnv: Record<string, string>, overrides: Record<string, string>): Promise<RunningGateway> {
  const port = await freePort();
  const output: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('src', 'server.ts')], {
    cwd: path.join(repoRoot, 'services', 'gateway'),
    env: { ...platformEnv, LOG_LEVEL: 'warn', ...overrides, GATEWAY_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => output.push(chunk.toString());
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = once(child, 'exit');

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
  };
  try {
    await waitForHealthy(`http://127.0.0.1:${port}/healthz`, {
      timeoutMs: 30_000,
      isAlive: () => child.exitCode === null,
    });
  } catch (error) {
    await stop();
    throw new Error(`the extra gateway did not start: ${String(error)}\n${output.join('')}`);
  }
  return { url: `http://127.0.0.1:${port}`, stop };
}
