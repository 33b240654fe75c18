import path from 'node:path';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
export const SHORT = 'public, max-age=300';

/** Entry points that name other files: always revalidated, so a deploy shows at once. */
const ENTRY_POINTS = new Set(['index.html', 'mf-manifest.json', 'mf-stats.json', 'remoteEntry.js']);

/**
 * A name carrying a content hash of 8+ lowercase hex digits, as rspack's
 * `[name].[contenthash:8].js` / `.css` / `assets/[name].[contenthash:8][ext]` or a bare
 * `[contenthash].png`.
 */
const CONTENT_HASHED = /(?:^|[.-])[0-9a-f]{8,}(?:\.[A-Za-z0-9]+)+$/;

export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath);
  if (ENTRY_POINTS.has(name) || name.endsWith('.html')) return REVALIDATE;
  if (CONTENT_HASHED.test(name)) return IMMUTABLE;
  return SHORT;
}
