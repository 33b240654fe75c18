import fs from 'node:fs/promises';
import path from 'node:path';
import { repoRoot } from '@groundwork/platform-tools';

/** The mapping remote's entry and the chunks its exposed tab needs before it renders (mf-manifest.json); the rest is lazy (ArcGIS). */
export async function initialMappingFiles(): Promise<Set<string>> {
  const manifest = JSON.parse(await fs.readFile(path.join(repoRoot, 'mfe-mapping', 'dist', 'mf-manifest.json'), 'utf8')) as {
    metaData: { remoteEntry: { name: string } };
    exposes: Array<{ assets: { js: { sync: string[] } } }>;
    shared: Array<{ assets: { js: { sync: string[] } } }>;
  };
  return new Set([
    manifest.metaData.remoteEntry.name,
    'mf-manifest.json',
    ...manifest.exposes.flatMap((expose) => expose.assets.js.sync),
    ...manifest.shared.flatMap((shared) => shared.assets.js.sync),
  ]);
}

/** One JSON call to the running platform; throws with the status and the start of the body otherwise. */
export async function json<T>(url: string, init: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url} -> ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}
