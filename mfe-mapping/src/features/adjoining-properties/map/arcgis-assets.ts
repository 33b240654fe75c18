declare const __webpack_public_path__: string;

/**
 * Where this remote serves @arcgis/core's assets (rspack.config.mjs copies them to dist/assets):
 * next to its own chunks, wherever the manifest was loaded from. No CDN.
 */
export function arcgisAssetsPath(): string {
  return new URL('assets', new URL(__webpack_public_path__, document.baseURI)).href;
}

let themeLoading: Promise<void> | null = null;

/** The light theme's stylesheet from those assets, added once; a failure only costs looks. */
export function loadArcgisTheme(): Promise<void> {
  themeLoading ??= new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = `${arcgisAssetsPath()}/esri/themes/light/main.css`;
    link.dataset.arcgisTheme = 'light';
    link.onload = () => resolve();
    link.onerror = () => resolve();
    document.head.append(link);
  });
  return themeLoading;
}
