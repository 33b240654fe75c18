/** Debian's chromium, installed by tools/bin/bootstrap.sh; CHROMIUM_PATH overrides it. */
export const chromiumExecutable = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * Flags that work for headless Debian Chromium on our machines, WebGL2 through SwiftShader
 * included. Never add --disable-software-rasterizer: WebGL2 then fails. Use with a fresh
 * user-data-dir (launchPersistentContext on a temp folder).
 */
export const chromiumArgs = Object.freeze([
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]);
