import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from '@groundwork/dev-infra';

const run = promisify(execFile);
const tsxLoader = import.meta.resolve('tsx');
const SEED_TIMEOUT_MS = 60_000;

/** Marker written once the demo account exists: its absence means a fresh data folder. */
export const seedMarker = (dataDir) => path.join(dataDir, '.seeded');

/**
 * On a fresh data folder, runs identity's `seed-demo` CLI with the services' environment, then
 * `seedProjects(account)` (the sample projects, through the running platform), then writes the
 * marker; returns the demo account the CLI printed (`demo account created: <email> / <password>`).
 * Returns null when the folder was seeded before. Throws with the cause when a step fails,
 * leaving no marker so the next start tries again (both steps are idempotent).
 * @param {{ dataDir: string, env: Record<string, string | undefined>, root?: string, seedProjects?: (account: { email: string, password: string }) => Promise<unknown> }} options
 * @returns {Promise<{ email: string, password: string } | null>}
 */
export async function seedDemo({ dataDir, env, root = repoRoot, seedProjects = async () => {} }) {
  const marker = seedMarker(dataDir);
  if (
    await fs.stat(marker).then(
      () => true,
      () => false,
    )
  )
    return null;
  let stdout;
  try {
    ({ stdout } = await run(process.execPath, ['--import', tsxLoader, path.join('src', 'cli.ts'), 'seed-demo'], {
      cwd: path.join(root, 'services', 'identity'),
      env,
      timeout: SEED_TIMEOUT_MS,
    }));
  } catch (err) {
    const output = [err.stdout, err.stderr].filter(Boolean).join('').trim();
    throw new Error(`seeding the demo account failed: ${output || err.message}`);
  }
  const match = /demo account \w+: (\S+@\S+) \/ (\S+)\s*$/m.exec(stdout);
  if (!match) throw new Error(`seeding the demo account printed no account: ${stdout.trim()}`);
  const account = { email: match[1], password: match[2] };
  try {
    await seedProjects(account);
  } catch (err) {
    throw new Error(`seeding the demo projects failed: ${err.message}`);
  }
  await fs.mkdir(dataDir, { recursive: true });
  await fs.writeFile(marker, `${new Date().toISOString()} ${match[1]}\n`);
  return account;
}
