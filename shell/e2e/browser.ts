import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromiumArgs, chromiumExecutable, repoRoot } from '@groundwork/platform-tools';
import { chromium, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { describeViolations, seriousViolations } from './accessibility';
import { storeTokens } from './accounts';

export const artifactsDir = path.join(repoRoot, '.e2e-artifacts');

export interface TestBrowser {
  context: BrowserContext;
  page: Page;
  /** Console errors, uncaught page errors and failed or 4xx/5xx requests seen so far. */
  errors: string[];
  /**
   * Content-Security-Policy violations seen since the last test ended: each `securitypolicyviolation`
   * event and each console line the browser writes about one. Every test fails on any (below).
   */
  cspViolations: string[];
  close: () => Promise<void>;
}

/** The browsers this test file has open, checked after each of its tests. */
const openBrowsers = new Set<TestBrowser>();

/** Empties the browser's list of CSP violations and returns what it held. */
export function takeCspViolations(browser: TestBrowser): string[] {
  return browser.cspViolations.splice(0);
}

// Every end-to-end test runs the screens under the gateway's Content-Security-Policy: a test
// fails when anything on its pages was refused by the policy.
afterEach(() => {
  const violations = [...openBrowsers].flatMap(takeCspViolations);
  expect(violations, 'Content-Security-Policy violations').toEqual([]);
});

interface ViolationEvent {
  directive: string;
  blockedURI: string;
  sourceFile: string;
  line: number;
  sample: string;
}

/** Reports each `securitypolicyviolation` of every page and frame of the context to `record`. */
async function watchCspViolations(context: BrowserContext, record: (line: string) => void): Promise<void> {
  await context.exposeBinding('__groundworkCspViolation', (_source, event: ViolationEvent) => {
    const where = event.sourceFile ? ` at ${event.sourceFile}:${event.line}` : '';
    const sample = event.sample ? ` (${event.sample})` : '';
    record(`securitypolicyviolation: ${event.directive} refused ${event.blockedURI || 'inline'}${where}${sample}`);
  });
  await context.addInitScript(() => {
    const report = (window as unknown as { __groundworkCspViolation: (event: ViolationEvent) => void }).__groundworkCspViolation;
    document.addEventListener('securitypolicyviolation', (event) => {
      report({
        directive: event.effectiveDirective,
        blockedURI: event.blockedURI,
        sourceFile: event.sourceFile,
        line: event.lineNumber,
        sample: event.sample,
      });
    });
  });
}

/**
 * The map tab geocodes every project's site address; an address the geocoders (faked here) do
 * not know is answered 404 ADDRESS_NOT_FOUND, which the tab shows as a notice: an answer, not a failure.
 */
function isGeocodingMiss(status: number, url: string): boolean {
  return status === 404 && new URL(url).pathname === '/api/geocode';
}

/** Chromium with a fresh profile in a temporary folder, and one page. */
export async function launchBrowser(): Promise<TestBrowser> {
  const profileDir = await mkdtemp(path.join(os.tmpdir(), 'groundwork-chromium-'));
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: chromiumExecutable,
    headless: true,
    args: [...chromiumArgs],
    viewport: { width: 1280, height: 800 },
  });
  const errors: string[] = [];
  const cspViolations: string[] = [];
  await watchCspViolations(context, (line) => cspViolations.push(line));
  const page = context.pages()[0] ?? (await context.newPage());
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) cspViolations.push(`console: ${message.text()}`);
    // The browser logs every failed request as "Failed to load resource" without its URL; the
    // response and requestfailed listeners below report those with the URL instead.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(`console: ${message.text()}`);
    }
  });
  page.on('response', (response) => {
    if (response.status() < 400 || isGeocodingMiss(response.status(), response.url())) return;
    errors.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  page.on('requestfailed', (request) => {
    // Leaving a page cancels its polling reads (the dashboard re-reads every 3 s): not a failure.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    errors.push(`request failed (${request.failure()?.errorText ?? 'unknown'}): ${request.url()}`);
  });
  const browser: TestBrowser = {
    context,
    page,
    errors,
    cspViolations,
    close: async () => {
      openBrowsers.delete(browser);
      await context.close();
      await rm(profileDir, { recursive: true, force: true });
    },
  };
  openBrowsers.add(browser);
  return browser;
}

/**
 * Saves a full-page screenshot as .e2e-artifacts/<name>.png, after checking the screen with axe:
 * every screen the e2e run shows is one it photographs, and none may have a serious or critical
 * accessibility violation (issue 22). The violations, if any, go to <name>.axe.txt as well.
 */
export async function saveScreenshot(page: Page, name: string, options: { notOurScreen?: string } = {}): Promise<string> {
  await mkdir(artifactsDir, { recursive: true });
  const file = path.join(artifactsDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  // A screen that is not ours (Storybook's own manager UI) is left to its makers; say why.
  if (options.notOurScreen) return file;
  const violations = await seriousViolations(page);
  if (violations.length > 0) {
    await writeFile(path.join(artifactsDir, `${name}.axe.txt`), `${describeViolations(violations)}\n`);
    throw new Error(`${name}: serious or critical accessibility violations\n${describeViolations(violations)}`);
  }
  return file;
}

/**
 * One Chromium for a test file. Each test starts signed out with no errors counted: leaving the
 * previous test's page may cut its last requests short.
 */
export function browserPerFile(baseUrl: string): () => TestBrowser {
  let browser: TestBrowser | undefined;
  const current = () => {
    if (!browser) throw new Error('the browser is not launched yet');
    return browser;
  };
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    await storeTokens(current().page, baseUrl, null);
    current().errors.length = 0;
  });
  return current;
}

/** Lets menus, dialogs and loading overlays finish their animations before a screenshot. */
export async function settled(page: Page): Promise<void> {
  await page.locator('.ant-spin-spinning').waitFor({ state: 'detached' });
  await page.waitForTimeout(400);
}

/**
 * Opens the antd Select behind `trigger` and picks the option titled `name`. antd's options have no
 * role; a click that lands during the dropdown's opening animation can be lost, so a dropdown that
 * stays open is tried again (at most three times).
 */
export async function pickOption(page: Page, trigger: Locator, name: string): Promise<void> {
  const dropdown = page.locator('.ant-select-dropdown:visible');
  for (let attempt = 1; ; attempt += 1) {
    if ((await dropdown.count()) === 0) await trigger.click();
    await dropdown.locator(`.ant-select-item-option[title="${name}"]`).click({ timeout: 5_000 });
    try {
      await dropdown.waitFor({ state: 'hidden', timeout: 3_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}
