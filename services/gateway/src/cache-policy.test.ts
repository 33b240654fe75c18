import { describe, expect, it } from 'vitest';
import { IMMUTABLE, REVALIDATE, SHORT, cacheControlFor } from './cache-policy';

describe('cacheControlFor', () => {
  it.each([
    'main.1a2b3c4d.js',
    '123.a1b2c3d4.js',
    'vendors-node_modules_react-dom_19_2_0.0123abcd.js',
    'main.1a2b3c4d.css',
    'assets/logo.deadbeef.svg',
    'dist/__federation_expose_LandingPage.0f9e8d7c.js',
    '0123456789abcdef.png',
  ])('caches %s forever', (name) => {
    expect(cacheControlFor(name)).toBe(IMMUTABLE);
  });

  it.each(['index.html', 'mf-manifest.json', 'mf-stats.json', 'remoteEntry.js', 'other.html', 'x/index.html'])('revalidates %s on every use', (name) => {
    expect(cacheControlFor(name)).toBe(REVALIDATE);
  });

  it.each(['favicon.ico', 'main.js', 'main.1a2b3c.js', 'robots.txt', 'main.1A2B3C4D.js'])('caches %s briefly', (name) => {
    expect(cacheControlFor(name)).toBe(SHORT);
  });
});
