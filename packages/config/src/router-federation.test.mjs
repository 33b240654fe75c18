import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { installedRouter, ROUTER_EXPORTS, routerFacadeSource, routerSharedEntry } from './router-federation.mjs';
import { namesImportedFrom, frontendSources } from './test-sources.mjs';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const shellDir = join(repoRoot, 'shell');

describe('react-router-dom shared as the exports the platform uses', () => {
  it('lists every name a frontend source imports from react-router-dom', () => {
    const used = namesImportedFrom(frontendSources(repoRoot), 'react-router-dom');
    expect(used.size).toBeGreaterThan(5);
    const missing = [...used].filter((name) => !ROUTER_EXPORTS.includes(name));
    expect(missing).toEqual([]);
  });

  it('names only what react-router really exports', () => {
    const { reactRouterDir } = installedRouter(shellDir);
    const reactRouter = createRequire(import.meta.url)(reactRouterDir);
    const absent = ROUTER_EXPORTS.filter((name) => reactRouter[name] === undefined);
    expect(absent).toEqual([]);
  });

  it('writes a facade re-exporting the list from react-router, shared as one singleton', () => {
    const entry = routerSharedEntry(shellDir, '^7.9.0');
    expect(entry).toMatchObject({ singleton: true, requiredVersion: '^7.9.0', version: expect.stringMatching(/^7\./) });
    const facade = readFileSync(entry.import, 'utf8');
    expect(facade).toBe(routerFacadeSource(installedRouter(shellDir).reactRouterDir));
    expect(facade).toContain('export { BrowserRouter, Link,');
    expect(facade).toMatch(/from ".*react-router";\n$/);
  });
});

// The sources scan itself, so a broken scan cannot make the first test pass on nothing.
describe('frontendSources', () => {
  it('finds the shell, every remote and the design system', () => {
    const files = frontendSources(repoRoot);
    const roots = new Set(files.map((file) => file.slice(repoRoot.length).split('/')[0]));
    expect([...roots].sort()).toEqual(['mfe-mapping', 'mfe-marketing', 'mfe-projects', 'mfe-review', 'mfe-studies', 'packages', 'shell']);
    expect(files.some((file) => file.includes('node_modules'))).toBe(false);
    expect(readdirSync(join(repoRoot, 'shell', 'src')).length).toBeGreaterThan(0);
  });
});
