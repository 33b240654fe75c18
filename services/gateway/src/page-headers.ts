import { createMiddleware } from 'hono/factory';

/** Browser features the product never uses, off for every page and anything it embeds. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=()';

/**
 * On every HTML answer (the shell's index.html, its fallback for the router's paths, a remote's
 * standalone page): the Content-Security-Policy and the Permissions-Policy. Scripts, styles and
 * JSON need neither.
 */
export function htmlPageHeaders(contentSecurityPolicy: string) {
  return createMiddleware(async (c, next) => {
    await next();
    if (!c.res.headers.get('content-type')?.startsWith('text/html')) return;
    c.res.headers.set('content-security-policy', contentSecurityPolicy);
    c.res.headers.set('permissions-policy', PERMISSIONS_POLICY);
  });
}
