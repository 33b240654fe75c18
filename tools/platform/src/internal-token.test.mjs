import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { internalServiceToken, internalTokenFile } from './internal-token.mjs';

const dirs = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'groundwork-token-'));
  dirs.push(dir);
  return dir;
};

describe('internalServiceToken', () => {
  it('generates a token once per data folder, private to the user, and reuses it', async () => {
    const dataDir = path.join(tempDir(), 'data');
    const first = await internalServiceToken(dataDir, {});
    expect(first).toMatch(/^[\w-]{43}$/);
    expect(fs.statSync(internalTokenFile(dataDir)).mode & 0o777).toBe(0o600);
    expect(await internalServiceToken(dataDir, {})).toBe(first);
    expect(await internalServiceToken(tempDir(), {})).not.toBe(first);
  });

  it('prefers INTERNAL_SERVICE_TOKEN and writes nothing then', async () => {
    const dataDir = tempDir();
    expect(await internalServiceToken(dataDir, { INTERNAL_SERVICE_TOKEN: 'x'.repeat(40) })).toBe('x'.repeat(40));
    expect(fs.existsSync(internalTokenFile(dataDir))).toBe(false);
  });
});
