import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Issue 22's first-load budgets: KiB of gzipped (level 9) JavaScript Chromium fetches on a cold
 * cache to show each route. The bench (`pnpm bench shell-js`) prints every route against them; the
 * e2e run fails when a route it checks exceeds its budget.
 */
export const ROUTE_BUDGETS_KIB = Object.freeze({ landing: 250, demo: 250, signIn: 300, projectFirstTab: 450 });

/** Bytes of `content` gzipped at level 9. */
export const gzipSize = (content) => gzipSync(content, { level: 9 }).length;

/** True when a script holds zod (its class names survive minification), which no public page should load at start. */
export const holdsZod = (content) => content.includes('$ZodType');

/**
 * Every script of `origin` that `page` fetches while `load` runs and until the network settles,
 * with its size raw and gzipped and whether it holds zod: `[{ path, bytes, gzipBytes, zod }]`.
 */
export async function scriptsFetched(page, origin, load) {
  const pending = [];
  const onResponse = (response) => {
    const url = new URL(response.url());
    if (response.request().resourceType() !== 'script' || url.origin !== origin) return;
    pending.push(
      response.body().then(
        (body) => ({ path: url.pathname, bytes: body.length, gzipBytes: gzipSize(body), zod: holdsZod(body.toString('utf8')) }),
        () => null,
      ),
    );
  };
  page.on('response', onResponse);
  try {
    await load();
    await page.waitForLoadState('networkidle');
  } finally {
    page.off('response', onResponse);
  }
  return (await Promise.all(pending)).filter((file) => file !== null);
}

/**
 * The files of a remote's production build (`distDir`) that its exposed modules need before they
 * render, by mf-manifest.json: the remote entry, the manifest, and the exposes' and shared
 * modules' synchronous chunks. The others load on demand (the mapping remote's ArcGIS, dialogs).
 */
export async function initialRemoteFiles(distDir) {
  const manifest = JSON.parse(await readFile(join(distDir, 'mf-manifest.json'), 'utf8'));
  return new Set([
    manifest.metaData.remoteEntry.name,
    'mf-manifest.json',
    ...manifest.exposes.flatMap((expose) => expose.assets.js.sync),
    ...manifest.shared.flatMap((shared) => shared.assets.js.sync),
  ]);
}

/**
 * `files` split into those a route's budget counts and the on-demand chunks of the remote served
 * under `remotePath` (e.g. `/remotes/mfe-mapping/`), which it leaves out: `{ counted, lazy }`.
 */
export function withoutLazyRemoteChunks(files, remotePath, initialFiles) {
  const lazy = (file) => file.path.startsWith(remotePath) && !initialFiles.has(file.path.slice(remotePath.length));
  return { counted: files.filter((file) => !lazy(file)), lazy: files.filter(lazy) };
}
