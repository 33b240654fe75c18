import path from 'node:path';
import { remotesDocumentSchema } from '@groundwork/contracts';
import { describe, expect, it } from 'vitest';
import { loadGatewaySettings } from './env';

describe('loadGatewaySettings', () => {
  it('has the documented defaults', () => {
    const settings = loadGatewaySettings({});
    expect(settings.port).toBe(8080);
    expect(settings.host).toBe('127.0.0.1');
    expect(settings.config.upstreamTimeoutMs).toBe(30_000);
    expect(settings.config.corsOrigins).toEqual([]);
    expect(settings.config.services).toEqual({
      identity: 'http://127.0.0.1:4001',
      projects: 'http://127.0.0.1:4002',
      studies: 'http://127.0.0.1:4003',
      review: 'http://127.0.0.1:4004',
    });
    expect(path.join(settings.config.staticRoot, 'services', 'gateway')).toBe(path.resolve(import.meta.dirname, '..'));
  });

  it('builds the remote registry with one default entry per remote', () => {
    const { remotes } = loadGatewaySettings({}).config;
    expect(remotesDocumentSchema.parse(remotes)).toEqual({
      remotes: [
        { name: 'mfe_marketing', entry: '/remotes/mfe-marketing/mf-manifest.json' },
        { name: 'mfe_projects', entry: '/remotes/mfe-projects/mf-manifest.json' },
        { name: 'mfe_mapping', entry: '/remotes/mfe-mapping/mf-manifest.json' },
        { name: 'mfe_studies', entry: '/remotes/mfe-studies/mf-manifest.json' },
        { name: 'mfe_review', entry: '/remotes/mfe-review/mf-manifest.json' },
      ],
      api: { processing: '/api/processing' },
    });
  });

  it.each(['/proc/api', 'https://processing.example.com/api/processing'])('takes PROCESSING_API_BASE %s into the registry', (base) => {
    expect(loadGatewaySettings({ PROCESSING_API_BASE: base }).config.remotes.api).toEqual({ processing: base });
  });

  it('treats an empty PROCESSING_API_BASE as unset', () => {
    expect(loadGatewaySettings({ PROCESSING_API_BASE: '' }).config.remotes.api).toEqual({ processing: '/api/processing' });
  });

  it.each(['api/processing', '/api processing', '//elsewhere.example.com', 'ftp://files.example.com'])('refuses PROCESSING_API_BASE %j', (base) => {
    expect(() => loadGatewaySettings({ PROCESSING_API_BASE: base })).toThrow(/PROCESSING_API_BASE/);
  });

  it('takes each override from its variable', () => {
    const settings = loadGatewaySettings({
      GATEWAY_PORT: '9090',
      GATEWAY_HOST: '0.0.0.0',
      PROJECTS_PORT: '5002',
      REVIEW_URL: 'http://review.internal:80',
      GATEWAY_CORS_ORIGINS: 'http://localhost:3000, https://app.example.com',
      GATEWAY_UPSTREAM_TIMEOUT_MS: '120000',
      REMOTE_MFE_MAPPING_ENTRY: 'http://localhost:3003/mf-manifest.json',
      REMOTE_MFE_REVIEW_ENTRY: '',
    });
    expect(settings.port).toBe(9090);
    expect(settings.host).toBe('0.0.0.0');
    expect(settings.config.services.projects).toBe('http://127.0.0.1:5002');
    expect(settings.config.services.review).toBe('http://review.internal:80');
    expect(settings.config.corsOrigins).toEqual(['http://localhost:3000', 'https://app.example.com']);
    expect(settings.config.upstreamTimeoutMs).toBe(120_000);
    const entries = Object.fromEntries(settings.config.remotes.remotes.map((r) => [r.name, r.entry]));
    expect(entries.mfe_mapping).toBe('http://localhost:3003/mf-manifest.json');
    expect(entries.mfe_review).toBe('/remotes/mfe-review/mf-manifest.json');
  });

  it('allows the default Regrid tiles and the AWS bucket in the CSP', () => {
    expect(loadGatewaySettings({}).config.csp).toEqual({
      tileOrigins: ['https://tiles.regrid.com'],
      storageOrigins: ['https://groundwork-uploads.s3.us-east-1.amazonaws.com'],
      connectOrigins: [],
    });
  });

  it('takes the CSP origins from the tiles template, the S3 endpoint and GATEWAY_CSP_CONNECT_ORIGINS', () => {
    const { csp } = loadGatewaySettings({
      REGRID_TILES_URL: 'http://127.0.0.1:40123/api/v1/parcels/{z}/{x}/{y}.png',
      S3_ENDPOINT: 'http://127.0.0.1:4568',
      S3_FORCE_PATH_STYLE: 'true',
      GATEWAY_CSP_CONNECT_ORIGINS: 'https://telemetry.example.com/ingest, https://*.files.example.com',
    }).config;
    expect(csp).toEqual({
      tileOrigins: ['http://127.0.0.1:40123'],
      storageOrigins: ['http://127.0.0.1:4568'],
      connectOrigins: ['https://telemetry.example.com', 'https://*.files.example.com'],
    });
  });

  it('lists every invalid variable at once', () => {
    expect(() =>
      loadGatewaySettings({
        GATEWAY_PORT: 'eighty',
        GATEWAY_CORS_ORIGINS: 'not a url',
        PROJECTS_URL: 'nope',
        GATEWAY_CSP_CONNECT_ORIGINS: 'ftp://files.example.com',
        S3_ENDPOINT: 's3 here',
      }),
    ).toThrow(/GATEWAY_PORT[\s\S]*GATEWAY_CORS_ORIGINS[\s\S]*PROJECTS_URL[\s\S]*GATEWAY_CSP_CONNECT_ORIGINS[\s\S]*S3_ENDPOINT/);
  });
});
