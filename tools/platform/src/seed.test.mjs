import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { seedDemoAccount, seedMarker } from './seed.mjs';

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

describe('seedDemoAccount', () => {
  it('runs seed-demo with the given environment once per data folder', async () => {
    const root = fixtureRepo(printingCli);
    const dataDir = path.join(tempDir('data'), 'fresh');
    const env = { ...process.env, DEMO_PASSWORD: 'from-env-123' };

    expect(await seedDemoAccount({ dataDir, env, root })).toEqual({ email: 'demo@groundwork.app', password: 'from-env-123' });
    expect(fs.readFileSync(seedMarker(dataDir), 'utf8')).toContain('demo@groundwork.app');
    expect(await seedDemoAccount({ dataDir, env, root })).toBeNull();
    expect(fs.readFileSync(path.join(root, 'runs'), 'utf8')).toBe('seed-demo from-env-123\n');
  });

  it('reports a failing CLI with its output and writes no marker', async () => {
    const root = fixtureRepo("console.error('no database'); process.exit(1);");
    const dataDir = tempDir('data');
    await expect(seedDemoAccount({ dataDir, env: process.env, root })).rejects.toThrow(/seeding the demo account failed: no database/);
    expect(fs.existsSync(seedMarker(dataDir))).toBe(false);
  });
});
