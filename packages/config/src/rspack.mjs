// Shared rspack + Module Federation configuration for the shell (host) and every remote.
//
// Usage in a remote's rspack.config.mjs:
//   export default createRemoteConfig({
//     name: 'mfe_projects', dir: import.meta.dirname, devPort: 3002,
//     exposes: { './ProjectsDashboard': './src/exposes/ProjectsDashboard.tsx' },
//   });
// Each helper returns the config function the rspack CLI calls with (env, argv).
//
// @rspack/core and @module-federation/enhanced are loaded from the calling package (`dir`), so the
// plugins come from the same @rspack/core instance as the CLI that runs the build.
import { rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { basename, dirname, isAbsolute, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { antdSharedEntries, installedAntd, writeAntdFacade } from './antd-federation.mjs';
import { catalogRange, sharedSingletons } from './mf-shared.mjs';
import { routerSharedEntry } from './router-federation.mjs';

/** Runs before anything else on the page: tells libraries that eval is off (see the file). */
const cspPrelude = fileURLToPath(new URL('./csp-prelude.mjs', import.meta.url));

const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
  'Access-Control-Allow-Headers': '*',
};

async function importFrom(dir, specifier) {
  const resolved = createRequire(join(dir, 'package.json')).resolve(specifier);
  return import(pathToFileURL(resolved).href);
}

async function loadToolchain(dir) {
  const [{ rspack }, { ModuleFederationPlugin }] = await Promise.all([importFrom(dir, '@rspack/core'), importFrom(dir, '@module-federation/enhanced/rspack')]);
  return { rspack, ModuleFederationPlugin };
}

function swcRule(test, tsx, development) {
  return {
    test,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    type: 'javascript/auto',
    options: {
      jsc: {
        target: 'es2022',
        parser: { syntax: 'typescript', tsx },
        transform: { react: { runtime: 'automatic', development } },
      },
    },
  };
}

// The Groundwork mark, inline so no page asks the server for /favicon.ico.
const favicon =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='8' fill='%230f6b5c'/%3E%3Cpath d='M6 19.5c3.2-1.8 6.8-1.8 10 0s6.8 1.8 10 0M6 24.5c3.2-1.8 6.8-1.8 10 0s6.8 1.8 10 0' stroke='white' stroke-width='2' fill='none' stroke-linecap='round'/%3E%3C/svg%3E";

/**
 * The folder, beside `dist/` in the package, where a production build keeps its source maps: a
 * build artefact, never served (upload them to an error tracker from there).
 */
const SOURCE_MAPS_DIR = 'sourcemaps';

/** Empties the source maps folder before a production build, as `output.clean` does for dist. */
class CleanSourceMapsPlugin {
  constructor(dir) {
    this.dir = dir;
  }

  apply(compiler) {
    compiler.hooks.beforeRun.tapPromise('CleanSourceMapsPlugin', () => rm(this.dir, { recursive: true, force: true }));
  }
}

/**
 * Where a build writes: `<package>/dist/`, or the absolute folder of rspack's
 * `--env outputDir=/abs/path` (a release built beside the live one). Source maps go beside it:
 * `<package>/sourcemaps/` for dist, `<folder>-sourcemaps/` for another folder.
 */
function outputFolders(dir, env = {}) {
  const { outputDir } = env;
  if (outputDir === undefined) return { outputPath: join(dir, 'dist'), sourceMapsPath: join(dir, SOURCE_MAPS_DIR) };
  if (typeof outputDir !== 'string' || !isAbsolute(outputDir)) {
    throw new Error(`--env outputDir must be an absolute folder, e.g. --env outputDir=/srv/releases/42 (got ${String(outputDir)})`);
  }
  return { outputPath: outputDir, sourceMapsPath: join(dirname(outputDir), `${basename(outputDir)}-sourcemaps`) };
}

/**
 * Source maps: cheap module maps for the dev servers; for production `hidden-source-map` (no
 * `sourceMappingURL` comment in the code) written outside the output folder (`sourceMapFilename`
 * is relative to `output.path`), so nothing served points at them or holds them.
 */
function sourceMapOptions({ outputPath, sourceMapsPath }, production) {
  if (!production) return { devtool: 'cheap-module-source-map', output: {}, plugins: [] };
  return {
    devtool: 'hidden-source-map',
    output: { sourceMapFilename: `${relative(outputPath, sourceMapsPath)}/[file].map` },
    plugins: [new CleanSourceMapsPlugin(sourceMapsPath)],
  };
}

function baseConfig({ rspack, name, dir, folders, title, mode, publicPath, antdFacade, aliases = {} }) {
  const production = mode === 'production';
  const sourceMaps = sourceMapOptions(folders, production);
  return {
    mode,
    context: dir,
    target: ['web', 'es2022'],
    entry: { main: [cspPrelude, './src/index.ts'] },
    devtool: sourceMaps.devtool,
    output: {
      ...sourceMaps.output,
      path: folders.outputPath,
      publicPath,
      uniqueName: name,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      cssFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      cssChunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      assetModuleFilename: production ? 'assets/[name].[contenthash:8][ext]' : 'assets/[name][ext]',
      clean: true,
    },
    // The bare `antd` is the per-component facade (antd-federation.mjs); `antd/...` is antd itself.
    resolve: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'], alias: { ...aliases, antd$: antdFacade } },
    module: {
      rules: [
        swcRule(/\.ts$/, false, !production),
        swcRule(/\.tsx$/, true, !production),
        { test: /\.css$/, type: 'css' },
        // Lets the build drop the facade's re-exports of components it does not import.
        { test: antdFacade, sideEffects: false },
      ],
    },
    plugins: [
      ...sourceMaps.plugins,
      new rspack.HtmlRspackPlugin({
        title,
        // Absolute so the page also works on deep links served by the history fallback.
        publicPath: '/',
        templateContent: `<!doctype html><html lang="en"><head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>${title}</title><link rel="icon" href="${favicon}" /></head><body><div id="root"></div></body></html>`,
      }),
    ],
    performance: { hints: false },
    // Smaller shared chunks than rspack's default (20 KB, at most 30 requests): with antd split
    // per component, the default merges modules into chunks a page fetches for a few of them
    // (the project page's first load: 463 KiB by default, 432 KiB with these, 22 more files).
    optimization: { splitChunks: { chunks: 'async', minSize: 5000, maxAsyncRequests: 1000, maxInitialRequests: 1000 } },
  };
}

/**
 * The shared modules of one build: the singletons of mf-shared.mjs, react-router-dom as the
 * exports the platform uses (router-federation.mjs), and antd one component at a time, provided
 * by the host and taken from it by the remotes (antd-federation.mjs).
 */
function sharedModules(dir, antd, role, production) {
  return {
    ...sharedSingletons,
    'react-router-dom': routerSharedEntry(dir, catalogRange('react-router-dom')),
    ...antdSharedEntries({ ...antd, requiredVersion: catalogRange('antd'), role, localFallback: role === 'remote' && !production }),
  };
}

/** antd as the build at `dir` sees it, with its facade written for `resolve.alias`. */
function prepareAntd(dir) {
  const antd = installedAntd(dir);
  return { ...antd, facade: writeAntdFacade(dir, antd.components) };
}

function federationOptions(name, shared, extra) {
  return {
    name,
    shared,
    shareStrategy: 'loaded-first',
    dts: false,
    ...extra,
  };
}

/**
 * A Module Federation remote: emits remoteEntry.js and mf-manifest.json with publicPath 'auto'
 * (the chunks load from wherever the manifest was fetched), plus a standalone dev page from
 * src/index.ts. `exposes` maps './Name' to a module path relative to `dir`; `aliases` adds
 * `resolve.alias` entries (e.g. where a remote's content comes from). `--env outputDir=/abs/path`
 * builds into that folder instead of `dist/`, leaving `dist/` and `sourcemaps/` untouched.
 */
export function createRemoteConfig({ name, dir, exposes, devPort, title = name, aliases }) {
  return async (env, argv = {}) => {
    const mode = argv.mode ?? process.env.NODE_ENV ?? 'production';
    const { rspack, ModuleFederationPlugin } = await loadToolchain(dir);
    const antd = prepareAntd(dir);
    const folders = outputFolders(dir, env);
    const config = baseConfig({ rspack, name, dir, folders, title, mode, publicPath: 'auto', antdFacade: antd.facade, aliases });
    const shared = sharedModules(dir, antd, 'remote', mode === 'production');
    config.plugins.push(
      new ModuleFederationPlugin(
        federationOptions(name, shared, {
          filename: 'remoteEntry.js',
          manifest: true,
          exposes,
          // One MF runtime in the page: a remote uses the shell's (provideExternalRuntime) instead
          // of carrying its own. Its dev server keeps its own, so it still runs standalone.
          ...(mode === 'production' ? { experiments: { externalRuntime: true } } : {}),
        }),
      ),
    );
    config.devServer = {
      port: devPort,
      headers: corsHeaders,
      historyApiFallback: true,
      hot: true,
    };
    return config;
  };
}

/**
 * The Module Federation host. No remote is known at build time (`remotes: {}`): the host
 * registers them at run time from /remotes.json. The dev server proxies /api, /remotes and
 * /remotes.json to the gateway (GATEWAY_URL, default http://127.0.0.1:8080).
 */
export function createHostConfig({ name, dir, devPort, title = name }) {
  return async (_env, argv = {}) => {
    const mode = argv.mode ?? process.env.NODE_ENV ?? 'production';
    const { rspack, ModuleFederationPlugin } = await loadToolchain(dir);
    const antd = prepareAntd(dir);
    const config = baseConfig({ rspack, name, dir, folders: outputFolders(dir), title, mode, publicPath: '/', antdFacade: antd.facade });
    config.plugins.push(
      new ModuleFederationPlugin(
        federationOptions(name, sharedModules(dir, antd, 'host', mode === 'production'), { remotes: {}, experiments: { provideExternalRuntime: true } }),
      ),
    );
    config.devServer = {
      port: devPort,
      headers: corsHeaders,
      historyApiFallback: true,
      hot: true,
      proxy: [
        {
          context: ['/api', '/remotes', '/remotes.json'],
          target: process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080',
          changeOrigin: true,
        },
      ],
    };
    return config;
  };
}
