/**
 * The demo's script: content/demo-script.json, or the file of the folder in MARKETING_CONTENT_DIR
 * (the `@demo-content` alias of rspack.config.mjs and vitest.config.ts). The build validates it
 * against the schema of features/demo/demo-script.ts before bundling it.
 */
declare module '@demo-content/demo-script.json' {
  const script: import('./features/demo/demo-script').DemoScript;
  export default script;
}
