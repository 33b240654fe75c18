// Generated facade modules: small ES modules a build resolves in place of a package's entry, so
// a shared package holds only the exports the platform uses (antd-federation.mjs,
// router-federation.mjs).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Writes `source` to `<dir>/node_modules/.cache/groundwork/<fileName>` (inside the package, so
 * the facade's own imports resolve from the package's dependencies) and returns its path.
 */
export function writeFacade(dir, fileName, source) {
  const facadeDir = join(dir, 'node_modules', '.cache', 'groundwork');
  mkdirSync(facadeDir, { recursive: true });
  const facadePath = join(facadeDir, fileName);
  writeFileSync(facadePath, source);
  return facadePath;
}
