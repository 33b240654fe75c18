import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { antdComponentsOf, antdFacadeSource, antdSharedEntries, installedAntd, writeAntdFacade } from './antd-federation.mjs';
import { frontendSources, namesImportedFrom } from './test-sources.mjs';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const shellDir = join(repoRoot, 'shell');

describe('antd shared one component at a time', () => {
  const antd = installedAntd(shellDir);

  it("reads every component of antd's ES entry with its folder", () => {
    expect(antd.components.length).toBeGreaterThan(60);
    expect(antd.components).toContainEqual({ name: 'Button', dir: 'button' });
    expect(antd.components).toContainEqual({ name: 'InputNumber', dir: 'input-number' });
    expect(antd.components).toContainEqual({ name: 'ConfigProvider', dir: 'config-provider' });
    expect(antd.components).toContainEqual({ name: 'theme', dir: 'theme' });
    for (const { dir } of antd.components) expect(existsSync(join(antd.antdDir, 'es', dir, 'index.js'))).toBe(true);
  });

  it('refuses an entry it cannot read rather than sharing nothing', () => {
    expect(() => antdComponentsOf("export * from './everything';\n")).toThrow(/no `export \{ default as X \} from` line/);
  });

  it('covers every antd name a frontend source imports', () => {
    const used = namesImportedFrom(frontendSources(repoRoot), 'antd');
    expect(used.size).toBeGreaterThan(20);
    const names = new Set(antd.components.map(({ name }) => name));
    expect([...used].filter((name) => !names.has(name))).toEqual([]);
  });

  it('writes the facade the builds resolve `antd` to: one re-export per component subpath', () => {
    const facade = readFileSync(writeAntdFacade(shellDir, antd.components), 'utf8');
    expect(facade).toBe(antdFacadeSource(antd.components));
    expect(facade).toContain("export { default as Button } from 'antd/es/button';\n");
    expect(facade).toContain("export { default as InputNumber } from 'antd/es/input-number';\n");
    expect(facade).not.toMatch(/from 'antd';/);
  });

  it('has the host provide every component from its own antd, whatever the host itself imports', () => {
    const entries = antdSharedEntries({ ...antd, requiredVersion: '^6.0.0', role: 'host' });
    expect(Object.keys(entries)).toHaveLength(antd.components.length);
    expect(entries['antd/es/table']).toEqual({
      singleton: true,
      requiredVersion: '^6.0.0',
      version: antd.version,
      import: join(antd.antdDir, 'es', 'table', 'index.js'),
    });
  });

  it("has a remote's production build take every component from the host, and its dev server keep a fallback", () => {
    const production = antdSharedEntries({ ...antd, requiredVersion: '^6.0.0', role: 'remote' });
    expect(production['antd/es/button']).toEqual({ singleton: true, requiredVersion: '^6.0.0', import: false });
    const dev = antdSharedEntries({ ...antd, requiredVersion: '^6.0.0', role: 'remote', localFallback: true });
    expect(dev['antd/es/button']).toEqual({ singleton: true, requiredVersion: '^6.0.0' });
  });
});
