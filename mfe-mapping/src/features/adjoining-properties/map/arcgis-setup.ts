import esriConfig from '@arcgis/core/config.js';

declare const __webpack_public_path__: string;

/** Where this remote's bundle is served from (the chunks' public path, resolved against the page). */
function remoteBaseUrl(): URL {
  return new URL(__webpack_public_path__, document.baseURI);
}

function loadStylesheet(href: string): Promise<void> {
  const existing = document.querySelector<HTMLLinkElement>(`link[data-arcgis-theme][href="${href}"]`);
  if (existing) return Promise.resolve();
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.dataset.arcgisTheme = 'light';
    // A missing stylesheet only costs looks; the map works without it.
    link.onload = () => resolve();
    link.onerror = () => resolve();
    document.head.append(link);
  });
}

/**
 * Points @arcgis/core at the assets this remote serves itself (workers, theme, images: nothing from
 * a CDN), sets the ArcGIS key when there is one, and loads the light theme's stylesheet. Our
 * graphics carry no text, so no label fonts are fetched; only the imagery's reference layer uses
 * them, and it loads from ArcGIS Online with the key.
 */
export async function configureArcgis(apiKey: string | undefined): Promise<void> {
  const assetsPath = new URL('assets', remoteBaseUrl()).href;
  esriConfig.assetsPath = assetsPath;
  esriConfig.apiKey = apiKey ? apiKey : null;
  esriConfig.log.level = 'error';
  await loadStylesheet(`${assetsPath}/esri/themes/light/main.css`);
}
