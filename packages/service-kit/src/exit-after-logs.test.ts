import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const serveModule = fileURLToPath(new URL('./serve.ts', import.meta.url));
const loggerModule = fileURLToPath(new URL('./logger.ts', import.meta.url));

/** A process that logs ~4 MB (far beyond a pipe's buffer) and then exits through exitAfterLogs. */
const script = `
const { createLogger } = await import(${JSON.stringify(loggerModule)});
const { exitAfterLogs } = await import(${JSON.stringify(serveModule)});
const logger = createLogger({ service: 'exit-test' });
const filler = 'x'.repeat(200);
for (let i = 0; i < 20000; i++) logger.info({ i, filler }, 'line');
logger.info('stopped');
exitAfterLogs(logger, 3);
`;

describe('exitAfterLogs', () => {
  it('exits with the code only after every line reached a slow reader', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const chunks: Buffer[] = [];
    child.stdout.pause();
    // The reader falls behind: the pipe fills while the process is ready to exit.
    setTimeout(() => {
      child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
      child.stdout.resume();
    }, 500);
    const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
    const lines = Buffer.concat(chunks).toString().trim().split('\n');
    expect(code).toBe(3);
    expect(lines).toHaveLength(20001);
    expect(JSON.parse(lines.at(-1)!)).toMatchObject({ msg: 'stopped', service: 'exit-test' });
  }, 20_000);
});
