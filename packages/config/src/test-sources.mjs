// The frontends' TypeScript sources, for the tests that check a shared facade covers what the
// code imports (router-federation.test.mjs, antd-federation.test.mjs).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const FRONTEND_ROOTS = [
  'shell/src',
  'mfe-mapping/src',
  'mfe-marketing/src',
  'mfe-projects/src',
  'mfe-review/src',
  'mfe-studies/src',
  'packages/design-system/src',
  'packages/api-client/src',
];

function walk(dir, files) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, files);
    else if (/\.tsx?$/.test(entry.name)) files.push(path);
  }
  return files;
}

/** Every .ts and .tsx file of the shell, the remotes and the packages they share. */
export function frontendSources(repoRoot) {
  return FRONTEND_ROOTS.flatMap((root) => walk(join(repoRoot, root), []));
}

/** The value names (not `type` imports) the files import from `specifier`. */
export function namesImportedFrom(files, specifier) {
  const names = new Set();
  const pattern = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+'${specifier.replace(/[/.]/g, '\\$&')}'`, 'g');
  for (const file of files) {
    for (const match of readFileSync(file, 'utf8').matchAll(pattern)) {
      if (match[1]) continue;
      for (const spec of match[2].split(',')) {
        const name = spec.trim();
        if (!name || name.startsWith('type ')) continue;
        names.add(name.split(/\s+as\s+/)[0]);
      }
    }
  }
  return names;
}
