import { spawn } from 'node:child_process';
import readline from 'node:readline';

const keptLines = 40;

/**
 * Starts a long-running child process in its own process group (so a terminal's Ctrl-C reaches
 * only the launcher, which then stops children in order) and hands each output line to `output`.
 * The last lines are kept for error reports.
 * @param {{ name: string, command: string, args?: string[], cwd?: string, env?: NodeJS.ProcessEnv,
 *   output: (line: string) => void }} options
 */
export function startChild({ name, command, args = [], cwd, env, output }) {
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const recent = [];
  const onLine = (line) => {
    recent.push(line);
    if (recent.length > keptLines) recent.shift();
    output(line);
  };
  readline.createInterface({ input: child.stdout }).on('line', onLine);
  readline.createInterface({ input: child.stderr }).on('line', onLine);

  let exitInfo = null;
  const exited = new Promise((resolve) => {
    child.once('error', (err) => {
      onLine(`failed to start ${command}: ${err.message}`);
      exitInfo ??= { code: null, signal: null, error: err };
      resolve(exitInfo);
    });
    child.once('exit', (code, signal) => {
      exitInfo ??= { code, signal };
      resolve(exitInfo);
    });
  });

  const signalGroup = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // The group is already gone.
    }
  };

  return {
    name,
    child,
    exited,
    isRunning: () => exitInfo === null,
    recentOutput: () => [...recent],
    /** SIGTERM, then SIGKILL after `graceMs`; resolves once the process has exited. */
    async stop({ graceMs = 5000 } = {}) {
      if (exitInfo || child.pid === undefined) return;
      signalGroup('SIGTERM');
      const timer = setTimeout(() => signalGroup('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
      // Anything the process left behind in its group goes too.
      signalGroup('SIGKILL');
    },
  };
}

/** Describes how a child ended, e.g. "exited with code 1" or "was killed by SIGKILL". */
export function describeExit({ code, signal, error }) {
  if (error) return `could not start (${error.message})`;
  if (signal) return `was killed by ${signal}`;
  return `exited with code ${code}`;
}
