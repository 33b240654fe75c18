import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { STORYBOOK_CONTENT_SECURITY_POLICY } from '../src/routes/storybook';
import { FILES, gatewayConfig, tempStaticRoot } from './helpers';

let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  app = createApp(gatewayConfig(await tempStaticRoot()));
});
const get = (url: string) => app.request(`http://localhost${url}`);

describe('/storybook/ (issue 22: Storybook for designers on the running platform)', () => {
  it("serves the design system's Storybook build with its own policy, framed only by itself", async () => {
    const manager = await get('/storybook/');
    expect(manager.status).toBe(200);
    expect(await manager.text()).toBe(FILES['packages/design-system/storybook-static/index.html']);
    expect(manager.headers.get('content-security-policy')).toBe(STORYBOOK_CONTENT_SECURITY_POLICY);
    expect(manager.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const preview = await get('/storybook/iframe.html?id=studies-report--history&viewMode=story');
    expect(await preview.text()).toBe(FILES['packages/design-system/storybook-static/iframe.html']);
    const script = await get('/storybook/sb-manager/runtime.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect(script.headers.get('content-security-policy')).toBeNull();
    expect((await get('/storybook/index.json')).status).toBe(200);
  });

  it('redirects /storybook to /storybook/, 404s a missing file, never leaves its folder', async () => {
    const bare = await get('/storybook');
    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toBe('/storybook/');
    expect((await get('/storybook/missing.js')).status).toBe(404);
    for (const outside of ['/storybook/../../../secret.txt', '/storybook/%2e%2e/%2e%2e/%2e%2e/secret.txt', '/storybook/..%2f..%2f..%2fsecret.txt']) {
      const res = await get(outside);
      expect(await res.text(), outside).not.toContain('TOP SECRET');
    }
  });

  it('says how to build it when it is not built', async () => {
    const bare = await fs.mkdtemp(path.join(os.tmpdir(), 'gateway-no-storybook-'));
    const res = await createApp(gatewayConfig(bare)).request('http://localhost/storybook/');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ code: 'STORYBOOK_NOT_BUILT', message: expect.stringContaining('build-storybook') });
  });
});
