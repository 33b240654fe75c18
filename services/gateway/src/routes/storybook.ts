import path from 'node:path';
import { routeNotFound, sendError, type AppEnv } from '@groundwork/service-kit';
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { GatewayConfig } from '../config';
import { htmlPageHeaders } from '../page-headers';
import { fileResponse, findFile } from '../static-files';

/** Where the design system's Storybook build is, under the static root (as in the repository). */
export const STORYBOOK_DIR = path.join('packages', 'design-system', 'storybook-static');

/**
 * Storybook's pages run its own inline bootstrap scripts and styles, its preview bundle calls
 * eval (measured in Chromium: refused without 'unsafe-eval'), and the manager frames the preview on
 * the same origin. Nothing else is allowed: no other origin, no plugin, no framing by another
 * site. These are our own built files only; the app's pages keep their strict policy.
 */
export const STORYBOOK_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self'",
  "frame-ancestors 'self'",
  "object-src 'none'",
  "base-uri 'self'",
].join('; ');

/**
 * `/storybook/` for designers: the design system's Storybook build (every remote's stories) from
 * `<staticRoot>/packages/design-system/storybook-static/`, with its own policy. 503
 * STORYBOOK_NOT_BUILT says how to build it when it is missing.
 */
export function storybookRoutes(config: GatewayConfig) {
  const root = path.join(config.staticRoot, STORYBOOK_DIR);
  return new Hono<AppEnv>()
    .use(secureHeaders({ xFrameOptions: 'SAMEORIGIN' }))
    .use(htmlPageHeaders(STORYBOOK_CONTENT_SECURITY_POLICY))
    .get('/', (c) => c.redirect('/storybook/', 301))
    .get('*', async (c) => {
      const pathname = new URL(c.req.url).pathname;
      const relative = pathname.slice('/storybook/'.length);
      const file = await findFile(root, relative === '' ? 'index.html' : relative);
      if (file) return fileResponse(c.req.raw, file);
      if (relative === '' || relative === 'index.html') {
        return sendError(c, 503, 'STORYBOOK_NOT_BUILT', 'Storybook is not built: run pnpm --filter @groundwork/design-system build-storybook');
      }
      return routeNotFound(c);
    });
}
