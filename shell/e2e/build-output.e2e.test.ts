import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { repoRoot } from '@groundwork/platform-tools';
import { describe, expect, it } from 'vitest';
import { frontendDirs } from './frontends';

/** Every file under `dir`, as paths relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

describe.each(frontendDirs)('the production build of %s', (dir) => {
  const dist = path.join(repoRoot, dir, 'dist');
  const sourceMaps = path.join(repoRoot, dir, 'sourcemaps');

  it('serves no source map: none in dist, no sourceMappingURL in its scripts and styles', async () => {
    const files = await filesUnder(dist);
    expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
    const pointing: string[] = [];
    for (const file of files.filter((name) => /\.(js|css)$/.test(name))) {
      if (/[#@] sourceMappingURL=/.test(await readFile(path.join(dist, file), 'utf8'))) pointing.push(file);
    }
    expect(pointing).toEqual([]);
  });

  it('keeps its source maps beside dist, in sourcemaps/: those of its entry scripts, none stale', async () => {
    const maps = await readdir(sourceMaps);
    const entries = (await readdir(dist)).filter((name) => /^(main\.[0-9a-f]{8}|remoteEntry)\.js$/.test(name));
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.filter((script) => !maps.includes(`${script}.map`))).toEqual([]);
    // Tiny chunks with no mapped source (a re-export) get no map; every map is of a file in dist.
    const distFiles = new Set(await filesUnder(dist));
    expect(maps.filter((map) => !distFiles.has(map.replace(/\.map$/, '')))).toEqual([]);
  });

  it('has no inline script in its pages (the Content-Security-Policy would refuse it)', async () => {
    const pages = (await filesUnder(dist)).filter((file) => file.endsWith('.html'));
    for (const page of pages) {
      const html = await readFile(path.join(dist, page), 'utf8');
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
      expect(scripts.length, page).toBeGreaterThan(0);
      for (const [tag, attributes, body] of scripts) {
        expect(attributes, `${page}: ${tag}`).toMatch(/\bsrc=/);
        expect(body!.trim(), `${page}: ${tag}`).toBe('');
      }
      expect(html, page).not.toMatch(/\son[a-z]+=/i);
    }
  });
});
