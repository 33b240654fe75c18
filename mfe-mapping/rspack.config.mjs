import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createRemoteConfig } from '@groundwork/config/rspack';

const require = createRequire(import.meta.url);
const arcgisAssets = join(dirname(require.resolve('@arcgis/core/package.json')), 'assets');

const remoteConfig = createRemoteConfig({
  name: 'mfe_mapping',
  dir: import.meta.dirname,
  devPort: 3003,
  title: 'Groundwork mfe-mapping (standalone)',
  exposes: {
    './AdjoiningPropertiesTab': './src/features/adjoining-properties/AdjoiningPropertiesTab.tsx',
  },
});

/**
 * The shared remote build, plus @arcgis/core's assets (workers, themes, images) copied to
 * dist/assets, where src/features/adjoining-properties/map/arcgis-setup.ts points `assetsPath`:
 * the map loads nothing from a CDN.
 */
export default async (env, argv) => {
  const config = await remoteConfig(env, argv);
  const { rspack } = await import('@rspack/core');
  config.plugins.push(new rspack.CopyRspackPlugin({ patterns: [{ from: arcgisAssets, to: 'assets' }] }));
  return config;
};
