import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';

describe('serve-sda (the platform starts it offline)', () => {
  it('prints its ready line with the endpoint, answers on it, and stops on SIGTERM', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/serve-sda.ts'], {
      cwd: new URL('..', import.meta.url),
      env: { ...process.env, SDA_FAKE_PORT: '0' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const [line] = (await once(createInterface({ input: child.stdout }), 'line')) as [string];
      const ready = JSON.parse(line) as { msg: string; url: string };
      expect(ready.msg).toBe('fake soil data access ready');
      expect(ready.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/Tabular\/post\.rest$/);
      const query = `SELECT mukey FROM SDA_Get_Mukey_from_intersection_with_WktWgs84('POINT(-121.3785 38.5548)')`;
      const res = await fetch(ready.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, format: 'JSON' }) });
      expect(await res.json()).toEqual({ Table: [['465290']] });
    } finally {
      child.kill('SIGTERM');
    }
    const [code] = await once(child, 'exit');
    expect(code).toBe(0);
  }, 20_000);
});
