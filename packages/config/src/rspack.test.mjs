import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createRemoteConfig } from './rspack.mjs';

const marketingDir = fileURLToPath(new URL('../../../mfe-marketing/', import.meta.url));

const remoteConfig = (env) =>
  createRemoteConfig({ name: 'mfe_marketing', dir: marketingDir, exposes: {}, devPort: 3001, aliases: { '@demo-content': '/srv/content' } })(env, {
    mode: 'production',
  });

describe('createRemoteConfig', () => {
  it('builds into the package’s dist/ with its source maps in sourcemaps/ by default', async () => {
    const config = await remoteConfig({});
    expect(config.output.path).toBe(join(marketingDir, 'dist'));
    expect(config.output.sourceMapFilename).toBe('../sourcemaps/[file].map');
    expect(config.resolve.alias['@demo-content']).toBe('/srv/content');
  }, 20_000);

  it('builds a release into --env outputDir, its source maps beside it', async () => {
    const config = await remoteConfig({ outputDir: '/srv/releases/42' });
    expect(config.output.path).toBe('/srv/releases/42');
    expect(config.output.sourceMapFilename).toBe('../42-sourcemaps/[file].map');
  }, 20_000);

  it('refuses a relative outputDir', async () => {
    await expect(remoteConfig({ outputDir: 'release' })).rejects.toThrow(/--env outputDir must be an absolute folder/);
  }, 20_000);
});
