import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { createRemoteConfig } from '@groundwork/config/rspack';
import { tsImport } from 'tsx/esm/api';

/**
 * The demo's script: content/ here, or the folder in MARKETING_CONTENT_DIR (a release built from
 * marketing's edited copy). The page imports it as `@demo-content/demo-script.json`.
 */
const contentDir = process.env.MARKETING_CONTENT_DIR ? resolve(process.env.MARKETING_CONTENT_DIR) : join(import.meta.dirname, 'content');

/** Refuses to build from a script the schema rejects; the error names each bad field. */
async function checkDemoScript() {
  const file = join(contentDir, 'demo-script.json');
  const { parseDemoScriptText } = await tsImport('./src/features/demo/demo-script.ts', import.meta.url);
  parseDemoScriptText(await readFile(file, 'utf8'), file);
}

const remoteConfig = createRemoteConfig({
  name: 'mfe_marketing',
  dir: import.meta.dirname,
  devPort: 3001,
  title: 'Groundwork marketing (standalone)',
  exposes: {
    './LandingPage': './src/exposes/LandingPage.tsx',
    './DemoPage': './src/exposes/DemoPage.tsx',
  },
  aliases: { '@demo-content': contentDir },
});

export default async (env, argv) => {
  await checkDemoScript();
  return remoteConfig(env, argv);
};
