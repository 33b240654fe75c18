// The one Module Federation shared-singletons list. Every host and remote build imports it, so
// React, the router, the query client, jotai and our own shared packages exist exactly once in
// the page whichever remote loads first (antd too, one component at a time: antd-federation.mjs).
//
// A shared package is bundled whole (no tree shaking across the share boundary). That is why
// @ant-design/icons is NOT in the list: its barrel is ~185 KB gzipped, while each bundle's own
// tree-shaken icons cost about 1 KB apiece and hold no state worth sharing (antd imports its
// internal icons by deep path, which a '@ant-design/icons' share would not dedupe anyway).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** Reads the `catalog:` block of pnpm-workspace.yaml: the one version range of each dependency. */
function readCatalog(workspaceYaml = readFileSync(`${repoRoot}pnpm-workspace.yaml`, 'utf8')) {
  const catalog = {};
  let inCatalog = false;
  for (const line of workspaceYaml.split('\n')) {
    if (/^catalog:\s*$/.test(line)) {
      inCatalog = true;
      continue;
    }
    if (!inCatalog) continue;
    if (/^\S/.test(line)) break;
    const entry = line.match(/^\s+(['"]?)([^'"\s:#][^'"]*?)\1:\s*([^\s#]+)/);
    if (entry) catalog[entry[2]] = entry[3];
  }
  return catalog;
}

function workspacePackageVersion(dir) {
  return JSON.parse(readFileSync(`${repoRoot}packages/${dir}/package.json`, 'utf8')).version;
}

const catalog = readCatalog();

export function catalogRange(name) {
  const range = catalog[name];
  if (!range) throw new Error(`mf-shared: ${name} is not in the pnpm catalog`);
  return range;
}

const singleton = (requiredVersion) => ({ singleton: true, requiredVersion });

/** Package name -> ModuleFederationPlugin `shared` entry. */
export const sharedSingletons = {
  react: singleton(catalogRange('react')),
  'react-dom': singleton(catalogRange('react-dom')),
  // Trailing slash shares every subpath (react-dom/client) so it is not loaded twice.
  'react-dom/': singleton(catalogRange('react-dom')),
  // react-router-dom: router-federation.mjs (the exports the platform uses).
  '@tanstack/react-query': singleton(catalogRange('@tanstack/react-query')),
  jotai: singleton(catalogRange('jotai')),
  // jotai/utils (atomWithStorage, used by the design system's atoms) imports jotai/react and
  // jotai/vanilla by subpath: shared too, so there is one jotai context in the page.
  'jotai/': singleton(catalogRange('jotai')),
  // antd is shared one component at a time: antd-federation.mjs.
  // The design system by entry (theme, components, marketing, study): a page loads the ones it uses.
  '@groundwork/design-system/': singleton(workspacePackageVersion('design-system')),
  // Our API client and contracts whole, and their `/boot` entries: the zod-free part (the route
  // table, the session, the shared request), all the shell needs before it renders; the whole
  // entries (with zod's ~27 KiB) load with the first screen that calls an API.
  '@groundwork/api-client': singleton(workspacePackageVersion('api-client')),
  '@groundwork/api-client/boot': singleton(workspacePackageVersion('api-client')),
  '@groundwork/contracts': singleton(workspacePackageVersion('contracts')),
  '@groundwork/contracts/boot': singleton(workspacePackageVersion('contracts')),
};
