import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The modules a file loads at run time, followed through relative imports: `import type` and
 * `export type` lines are erased by the build, so they are left out.
 */
function runtimeImports(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const [, specifier = ''] of source.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'/gms)) {
    if (specifier.startsWith('.')) runtimeImports(path.resolve(path.dirname(file), `${specifier}.ts`), seen);
    else seen.add(specifier);
  }
  return seen;
}

describe('@groundwork/contracts/boot', () => {
  const loaded = [...runtimeImports(path.join(import.meta.dirname, 'boot.ts'))];

  it('loads no zod and no other package at run time', () => {
    expect(loaded.filter((module) => !module.startsWith('/'))).toEqual([]);
    expect(loaded.some((module) => module.endsWith('routes.ts'))).toBe(true);
  });

  it('is what the root entry re-exports, so both give the same route table', async () => {
    const [boot, root] = await Promise.all([import('./boot'), import('./index')]);
    expect(root.API_ROUTES).toBe(boot.API_ROUTES);
    expect(root.readAuthTokens).toBe(boot.readAuthTokens);
  });
});
