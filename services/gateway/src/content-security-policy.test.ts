import type { RemotesDocument } from '@groundwork/contracts';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, sourceOf } from './content-security-policy';

const relativeRegistry: RemotesDocument = {
  remotes: [
    { name: 'mfe_marketing', entry: '/remotes/mfe-marketing/mf-manifest.json' },
    { name: 'mfe_mapping', entry: '/remotes/mfe-mapping/mf-manifest.json' },
  ],
  api: { processing: '/api/processing' },
};

/** The policy as directive name -> sources. */
function parse(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name, ...sources] = directive.split(' ');
      return [name!, sources];
    }),
  );
}

const defaults = { tileOrigins: ['https://tiles.regrid.com'], storageOrigins: ['http://127.0.0.1:4568'], connectOrigins: [] };

describe('sourceOf', () => {
  it.each([
    ['/remotes/mfe-review/mf-manifest.json', "'self'"],
    ['/api/processing', "'self'"],
    ['remotes/x/mf-manifest.json', "'self'"],
    ['https://cdn.example.com/mapping/mf-manifest.json', 'https://cdn.example.com'],
    ['http://localhost:3003/mf-manifest.json', 'http://localhost:3003'],
    ['HTTPS://CDN.Example.com:8443/x', 'https://cdn.example.com:8443'],
    ['//cdn.example.com/mapping/mf-manifest.json', 'cdn.example.com'],
  ])('%s -> %s', (location, source) => {
    expect(sourceOf(location)).toBe(source);
  });
});

describe('contentSecurityPolicy', () => {
  it('is the documented policy for the default registry', () => {
    expect(contentSecurityPolicy({ remotes: relativeRegistry, ...defaults })).toBe(
      [
        "default-src 'self'",
        "script-src 'self' 'wasm-unsafe-eval'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob: https://*.arcgis.com https://*.arcgisonline.com https://tiles.regrid.com http://127.0.0.1:4568",
        "font-src 'self' data:",
        "connect-src 'self' https://*.arcgis.com https://*.arcgisonline.com https://tiles.regrid.com http://127.0.0.1:4568",
        "worker-src 'self' blob:",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join('; '),
    );
  });

  it('never allows inline or evaluated script, only WebAssembly compilation', () => {
    const { 'script-src': scripts } = parse(contentSecurityPolicy({ remotes: relativeRegistry, ...defaults }));
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(scripts).not.toContain('data:');
    expect(scripts).not.toContain('blob:');
    expect(scripts).toContain("'wasm-unsafe-eval'");
  });

  it('lets a remote on another origin bring its code, styles, assets and workers', () => {
    const remotes: RemotesDocument = {
      remotes: [
        ...relativeRegistry.remotes,
        { name: 'mfe_studies', entry: 'https://studies.example.com/v3/mf-manifest.json' },
        { name: 'mfe_review', entry: 'https://studies.example.com/review/mf-manifest.json' },
      ],
    };
    const policy = parse(contentSecurityPolicy({ remotes, ...defaults }));
    for (const name of ['script-src', 'style-src', 'img-src', 'font-src', 'connect-src', 'worker-src']) {
      expect(policy[name], name).toContain('https://studies.example.com');
      expect(
        policy[name]!.filter((source) => source === 'https://studies.example.com'),
        name,
      ).toHaveLength(1);
    }
    expect(policy['default-src']).toEqual(["'self'"]);
  });

  it('lets the page call an external processing API, and only call it', () => {
    const remotes: RemotesDocument = { ...relativeRegistry, api: { processing: 'https://processing.example.com/api/processing' } };
    const policy = parse(contentSecurityPolicy({ remotes, ...defaults }));
    expect(policy['connect-src']).toContain('https://processing.example.com');
    expect(policy['script-src']).not.toContain('https://processing.example.com');
    expect(policy['img-src']).not.toContain('https://processing.example.com');
  });

  it('puts the tile and storage origins in img-src and connect-src, and the other origins in connect-src only', () => {
    const policy = parse(
      contentSecurityPolicy({
        remotes: { remotes: [] },
        tileOrigins: ['http://127.0.0.1:40001'],
        storageOrigins: ['https://uploads.s3.us-east-1.amazonaws.com'],
        connectOrigins: ['https://telemetry.example.com'],
      }),
    );
    expect(policy['img-src']).toContain('http://127.0.0.1:40001');
    expect(policy['img-src']).toContain('https://uploads.s3.us-east-1.amazonaws.com');
    expect(policy['connect-src']).toEqual(
      expect.arrayContaining(['http://127.0.0.1:40001', 'https://uploads.s3.us-east-1.amazonaws.com', 'https://telemetry.example.com']),
    );
    expect(policy['img-src']).not.toContain('https://telemetry.example.com');
    expect(policy['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'"]);
  });
});
