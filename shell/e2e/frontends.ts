import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '@groundwork/platform-tools';

/** Every frontend the gateway serves, by folder; each must have a production build in dist/. */
export const frontendDirs = ['shell', 'mfe-marketing', 'mfe-projects', 'mfe-mapping', 'mfe-studies', 'mfe-review'];

/** Throws, naming what is missing, unless every frontend is built. */
export function assertFrontendsBuilt(): void {
  const missing = frontendDirs.filter((dir) => {
    const built = dir === 'shell' ? 'index.html' : 'mf-manifest.json';
    return !existsSync(path.join(repoRoot, dir, 'dist', built));
  });
  if (missing.length > 0) {
    throw new Error(
      `The end-to-end tests need every frontend built; missing: ${missing.join(', ')}. ` +
        'Run `pnpm --filter @groundwork/shell test:e2e` (it builds first) or `pnpm build`.',
    );
  }
}
