import path from 'node:path';
import { routeNotFound, sendError, type AppEnv } from '@groundwork/service-kit';
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { GatewayConfig } from '../config';
import { htmlPageHeaders } from '../page-headers';
import { fileResponse, findFile, safeSegments } from '../static-files';

/**
 * A browser navigation that should get the shell's index.html: its last segment names no file
 * (no extension) or the browser asks for HTML. A missing script or image gets a 404 instead.
 */
function isNavigation(pathname: string, accept: string | undefined): boolean {
  const segments = safeSegments(pathname);
  if (!segments) return false;
  const last = segments.at(-1) ?? '';
  return !path.extname(last) || Boolean(accept?.includes('text/html'));
}

/**
 * The shell from `<staticRoot>/shell/dist`, with index.html for the router's routes, under
 * `contentSecurityPolicy`; no page may frame it.
 */
export function shellRoutes(config: GatewayConfig, contentSecurityPolicy: string) {
  const root = path.join(config.staticRoot, 'shell', 'dist');
  return new Hono<AppEnv>()
    .use(secureHeaders({ xFrameOptions: 'DENY' }))
    .use(htmlPageHeaders(contentSecurityPolicy))
    .get('*', async (c) => {
      const pathname = new URL(c.req.url).pathname;
      const file = pathname === '/' ? null : await findFile(root, pathname);
      if (file) return fileResponse(c.req.raw, file);
      if (!isNavigation(pathname, c.req.header('accept'))) return routeNotFound(c);
      const index = await findFile(root, 'index.html');
      if (!index) {
        return sendError(c, 503, 'SHELL_NOT_BUILT', 'The shell is not built: run pnpm --filter @groundwork/shell build');
      }
      return fileResponse(c.req.raw, index);
    });
}
