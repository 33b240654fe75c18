import type { RemotesDocument } from '@groundwork/contracts';

/**
 * ArcGIS Online: the hybrid basemap's imagery and reference layers (services.arcgisonline.com,
 * ibasemaps-api / basemapstyles-api.arcgis.com), their styles and label glyphs (static.arcgis.com,
 * cdn.arcgis.com) and the portal (www.arcgis.com). The SDK's own assets come from the mapping remote.
 */
export const ARCGIS_SOURCES = ['https://*.arcgis.com', 'https://*.arcgisonline.com'] as const;

export interface PolicySources {
  /** The registry: each remote's scripts, styles, assets and workers come from its entry's origin. */
  remotes: RemotesDocument;
  /** Origins of the map's parcel tiles (images and fetches). */
  tileOrigins: readonly string[];
  /** S3: presigned uploads and result reads, and images shown from storage (aerial photographs). */
  storageOrigins: readonly string[];
  /** Further origins the page fetches from. */
  connectOrigins: readonly string[];
}

const SELF = "'self'";

/**
 * The CSP source of a registry entry or API base: `'self'` for a path on the gateway, the origin of
 * an absolute http(s) URL, the bare host of a scheme-relative one (`//cdn.example.com/...`).
 */
export function sourceOf(location: string): string {
  if (location.startsWith('//')) return new URL(`http:${location}`).host;
  if (!/^https?:\/\//i.test(location)) return SELF;
  return new URL(location).origin;
}

function directive(name: string, sources: readonly string[]): string {
  return [name, ...new Set(sources)].join(' ');
}

/**
 * The shell's Content-Security-Policy, built once from the configuration. No inline or eval'd
 * script: only WebAssembly may be compiled ('wasm-unsafe-eval'), which ArcGIS's MapView requires
 * (it refuses to start without WebAssembly). Inline styles only, for antd's CSS-in-JS `<style>`
 * elements. ArcGIS runs its workers from blob: URLs that load their modules from the mapping
 * remote's origin, and draws data: and blob: images. Images also come from storage (presigned
 * links of the aerial photographs).
 */
export function contentSecurityPolicy({ remotes, tileOrigins, storageOrigins, connectOrigins }: PolicySources): string {
  const code = [SELF, ...remotes.remotes.map((remote) => sourceOf(remote.entry))];
  const apis = Object.values(remotes.api ?? {}).flatMap((base) => (base ? [sourceOf(base)] : []));
  return [
    directive('default-src', [SELF]),
    directive('script-src', [...code, "'wasm-unsafe-eval'"]),
    directive('style-src', [...code, "'unsafe-inline'"]),
    directive('img-src', [...code, 'data:', 'blob:', ...ARCGIS_SOURCES, ...tileOrigins, ...storageOrigins]),
    directive('font-src', [...code, 'data:']),
    directive('connect-src', [...code, ...apis, ...ARCGIS_SOURCES, ...tileOrigins, ...storageOrigins, ...connectOrigins]),
    directive('worker-src', [...code, 'blob:']),
    directive('object-src', ["'none'"]),
    directive('base-uri', [SELF]),
    directive('form-action', [SELF]),
    directive('frame-ancestors', ["'none'"]),
  ].join('; ');
}
