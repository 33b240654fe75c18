import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { seedDemo, seedMarker } from './seed.mjs';

const dirs = [];
const tempDir = (label) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `groundwork-seed-${label}-`));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A repository whose identity CLI is `cli`, recording each run in `<root>/runs`. */
function fixtureRepo(cli) {
  const root = tempDir('repo');
  fs.mkdirSync(path.join(root, 'services', 'identity', 'src'), { recursive: true });
  fs.writeFileSync(path.join(root, 'services', 'identity', 'src', 'cli.ts'), cli);
  return root;
}

const printingCli = `
import fs from 'node:fs';
fs.appendFileSync('../../runs', process.argv[2] + ' ' + process.env.DEMO_PASSWORD + '\\n');
console.log('demo account created: demo@groundwork.app / ' + process.env.DEMO_PASSWORD);
`;

describe('seedDemo', () => {
  it('runs seed-demo with the given environment once per data folder', async () => {
    const root = fixtureRepo(printingCli);
    const dataDir = path.join(tempDir('data'), 'fresh');
    const env = { ...process.env, DEMO_PASSWORD: 'from-env-123' };

    expect(await seedDemo({ dataDir, env, root })).toEqual({ email: 'demo@groundwork.app', password: 'from-env-123' });
    expect(fs.readFileSync(seedMarker(dataDir), 'utf8')).toContain('demo@groundwork.app');
    expect(await seedDemo({ dataDir, env, root })).toBeNull();
    expect(fs.readFileSync(path.join(root, 'runs'), 'utf8')).toBe('seed-demo from-env-123\n');
  });

  it('seeds the projects for the printed account before writing the marker, and retries after a failure', async () => {
    const root = fixtureRepo(printingCli);
    const dataDir = tempDir('data');
    const env = { ...process.env, DEMO_PASSWORD: 'pw-456' };
    const seen = [];
    const failing = async (account) => {
      seen.push(account);
      throw new Error('projects service answered 503');
    };
    await expect(seedDemo({ dataDir, env, root, seedProjects: failing })).rejects.toThrow('seeding the demo projects failed: projects service answered 503');
    expect(fs.existsSync(seedMarker(dataDir))).toBe(false);
    await seedDemo({ dataDir, env, root, seedProjects: async (account) => seen.push(account) });
    expect(seen).toEqual([
      { email: 'demo@groundwork.app', password: 'pw-456' },
      { email: 'demo@groundwork.app', password: 'pw-456' },
    ]);
    expect(fs.existsSync(seedMarker(dataDir))).toBe(true);
  });

  it('reports a failing CLI with its output and writes no marker', async () => {
    const root = fixtureRepo("console.error('no database'); process.exit(1);");
    const dataDir = tempDir('data');
    await expect(seedDemo({ dataDir, env: process.env, root })).rejects.toThrow(/seeding the demo account failed: no database/);
    expect(fs.existsSync(seedMarker(dataDir))).toBe(false);
  });
});
