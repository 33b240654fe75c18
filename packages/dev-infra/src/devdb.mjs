import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot, defaultDataDir } from './paths.mjs';
import { waitForPort } from './ports.mjs';
import { startChild } from './child.mjs';

const devdbDir = path.join(repoRoot, 'tools', 'devdb');
const binDir = path.join(devdbDir, 'bin');
export const devdbBinary = path.join(binDir, 'devdb');
const hashFile = path.join(binDir, 'devdb.sources.sha256');

function sourcesHash() {
  const hash = createHash('sha256');
  for (const name of fs.readdirSync(devdbDir).sort()) {
    if (name === 'go.mod' || name === 'go.sum' || name.endsWith('.go')) {
      hash.update(name).update(fs.readFileSync(path.join(devdbDir, name)));
    }
  }
  return hash.digest('hex');
}

/**
 * Builds tools/devdb with the Go toolchain when the cached binary is missing or its sources
 * changed. Returns the binary path.
 */
export function ensureDevDbBuilt({ log = console.log } = {}) {
  const wanted = sourcesHash();
  const cached = fs.existsSync(devdbBinary) && fs.existsSync(hashFile) && fs.readFileSync(hashFile, 'utf8').trim() === wanted;
  if (cached) return devdbBinary;
  log('building tools/devdb (FerretDB embedded, first build takes about a minute)...');
  fs.mkdirSync(binDir, { recursive: true });
  try {
    execFileSync('go', ['build', '-o', devdbBinary, '.'], {
      cwd: devdbDir,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, GOFLAGS: '-mod=mod', CGO_ENABLED: '0' },
    });
  } catch (err) {
    if (err.code === 'ENOENT') {
      throw new Error(
        'Go 1.24 or newer (https://go.dev/dl/) is needed to build the embedded database in tools/devdb; ' +
          'install it, or set MONGODB_URI to a MongoDB you run yourself.',
      );
    }
    throw new Error(`building tools/devdb failed (go build exited with ${err.status ?? err.signal}; see its output above)`);
  }
  fs.writeFileSync(hashFile, `${wanted}\n`);
  return devdbBinary;
}

/**
 * Starts the embedded MongoDB-compatible database (FerretDB over SQLite) on 127.0.0.1.
 * Resolves when it accepts connections. `onExit` hears about an exit that `stop()` did not ask for.
 * @returns {Promise<{ uri: string, port: number, dir: string, pid: number, recentOutput: () => string[], stop: () => Promise<void> }>}
 */
export async function startDevDb({ port, dir = path.join(defaultDataDir, 'db'), log = () => {}, onExit } = {}) {
  if (!port) throw new Error('startDevDb needs a port');
  const binary = ensureDevDbBuilt({ log });
  fs.mkdirSync(dir, { recursive: true });
  // FerretDB warns on every client disconnect (e.g. the driver's unsupported endSessions): the
  // launcher shows errors only unless DEVDB_LOG_LEVEL asks for more.
  const logLevel = process.env.DEVDB_LOG_LEVEL || 'error';
  const proc = startChild({
    name: 'devdb',
    command: binary,
    args: ['-port', String(port), '-dir', dir, '-log-level', logLevel],
    output: log,
  });
  let stopping = false;
  proc.exited.then((info) => {
    if (!stopping) onExit?.(info);
  });
  try {
    await waitForPort(port, { isAlive: proc.isRunning });
  } catch (err) {
    stopping = true;
    await proc.stop({ graceMs: 0 });
    const tail = proc.recentOutput().join('\n');
    throw new Error(`devdb did not start on port ${port}: ${err.message}${tail ? `\n${tail}` : ''}`);
  }
  return {
    uri: `mongodb://127.0.0.1:${port}/`,
    port,
    dir,
    pid: proc.child.pid,
    recentOutput: proc.recentOutput,
    async stop() {
      stopping = true;
      await proc.stop();
    },
  };
}
