import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findFile, safeSegments } from './static-files';

describe('safeSegments', () => {
  it('decodes the segments of a plain path', () => {
    expect(safeSegments('/assets/my%20file.js')).toEqual(['assets', 'my file.js']);
  });

  it.each(['/../x', '/a/%2e%2e/b', '/a/..%2fb', '/a%5cb', '/.env', '/a/%00', '/bad%zz'])('refuses %s', (urlPath) => {
    expect(safeSegments(urlPath)).toBeNull();
  });
});

describe('findFile', () => {
  it('finds files under the root only', async () => {
    const base = await fs.mkdtemp(path.join(os.tmpdir(), 'find-file-'));
    const root = path.join(base, 'dist');
    await fs.mkdir(path.join(root, 'sub'), { recursive: true });
    await fs.writeFile(path.join(root, 'sub', 'a.js'), 'a');
    await fs.writeFile(path.join(base, 'outside.txt'), 'secret');

    expect((await findFile(root, '/sub/a.js'))?.size).toBe(1);
    expect(await findFile(root, '/sub')).toBeNull();
    expect(await findFile(root, '/missing.js')).toBeNull();
    expect(await findFile(root, '/..%2foutside.txt')).toBeNull();
    expect(await findFile(root, '/')).toBeNull();
  });
});
