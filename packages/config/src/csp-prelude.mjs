// The first module of every frontend's entry (rspack.mjs). The gateway serves each page under a
// Content-Security-Policy without 'unsafe-eval', and libraries that probe whether eval works (a
// `new Function('')` in a try) make the browser report a violation even though they catch the
// refusal. Tell them up front, before they load: zod reads `globalThis.__zod_globalConfig`
// (`jitless`: no generated parsers), @arcgis/core `globalThis.esriConfig.has`.
globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };
globalThis.esriConfig = {
  ...globalThis.esriConfig,
  has: { ...globalThis.esriConfig?.has, 'esri-csp-restrictions': true },
};
