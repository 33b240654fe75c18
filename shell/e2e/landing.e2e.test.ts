import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { launchBrowser, saveScreenshot, type TestBrowser } from './browser';

const baseUrl = inject('baseUrl');
let browser: TestBrowser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openLanding() {
  const { page } = browser;
  await page.goto(`${baseUrl}/`);
  await page.getByTestId('landing-page').waitFor();
  return page;
}

describe('landing page (spec 01 sections 1 and 2)', () => {
  beforeEach(() => {
    browser.errors.length = 0;
  });

  it('shows every element of the spec', async () => {
    const page = await openLanding();

    const topBar = page.getByTestId('landing-top-bar');
    expect(await topBar.getByTestId('landing-logo').isVisible()).toBe(true);
    const signIn = topBar.getByRole('link', { name: 'Sign In' });
    expect(await signIn.getAttribute('href')).toBe('/auth');

    const hero = page.getByTestId('landing-hero');
    expect(await hero.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
    expect(await hero.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/auth');
    expect(await hero.getByRole('link', { name: 'Watch Demo' }).getAttribute('href')).toBe('/demo');

    const stats = page.getByTestId('landing-stats');
    for (const [value, label] of [
      ['70%', 'Time Saved'],
      ['500+', 'Projects Completed'],
      ['99.9%', 'Accuracy'],
      ['24/7', 'Availability'],
    ] as const) {
      expect(await stats.getByText(value, { exact: true }).isVisible()).toBe(true);
      expect(await stats.getByText(label, { exact: true }).isVisible()).toBe(true);
    }

    const features = page.getByTestId('landing-features');
    const featureTitles = [
      'Interactive Property Mapping',
      'Smart Document Processing',
      'Regulatory Records Database',
      'AI-Generated Summary Reports',
      'Secure Data Management',
      'Team Collaboration',
    ];
    expect(await features.locator('[data-testid^="feature-"]').count()).toBe(6);
    for (const title of featureTitles) {
      expect(await features.getByText(title, { exact: true }).isVisible()).toBe(true);
    }
    expect(await features.getByText(/OCR/).first().isVisible()).toBe(true);
    expect(await features.getByText(/machine learning/).isVisible()).toBe(true);
    expect(await features.getByText(/Role-based access control and encrypted storage/).isVisible()).toBe(true);

    const whyChoose = page.getByTestId('landing-why-choose');
    expect(await whyChoose.getByRole('heading', { name: /why choose/i }).isVisible()).toBe(true);
    for (const benefit of ['Reduce assessment time by 70%', 'Automate repetitive data entry', 'Generate reports in minutes', 'Access anywhere']) {
      expect(await whyChoose.getByText(benefit, { exact: true }).isVisible()).toBe(true);
    }

    const finalCallToAction = page.getByTestId('landing-final-cta');
    expect(await finalCallToAction.getByRole('link', { name: 'Start Free Trial' }).getAttribute('href')).toBe('/auth');

    const footer = page.getByTestId('landing-footer');
    expect(await footer.getByText(/©\s*2025/).isVisible()).toBe(true);
    for (const name of ['Privacy', 'Terms']) {
      const link = footer.getByText(name, { exact: true });
      expect(await link.isVisible()).toBe(true);
      expect(await link.getAttribute('href')).toBeNull();
      expect(await link.getAttribute('target')).toBeNull();
    }
    const contact = footer.getByRole('link', { name: /contact/i });
    expect(await contact.getAttribute('href')).toMatch(/^mailto:[^@\s]+@[^@\s]+$/);

    expect(browser.errors).toEqual([]);
    await saveScreenshot(page, 'landing');
  });

  it.each([
    ['landing-sign-in', '/auth', 'Welcome Back'],
    ['landing-get-started', '/auth', 'Welcome Back'],
    ['landing-start-free-trial', '/auth', 'Welcome Back'],
  ])('%s leads to %s inside the app', async (testId, path, heading) => {
    const page = await openLanding();
    await page.getByTestId(testId).click();
    await page.waitForURL(`${baseUrl}${path}`);
    await page.getByRole('heading', { name: heading }).waitFor();
  });

  it('Watch Demo opens the demo', async () => {
    const page = await openLanding();
    await page.getByTestId('landing-watch-demo').click();
    await page.waitForURL(`${baseUrl}/demo`);
    await page.getByTestId('landing-page').waitFor({ state: 'detached' });
    expect(await page.getByTestId('remote-unavailable').count()).toBe(0);
    // The demo plays on its own, and its step list opens another step.
    await page.getByTestId('demo-page').waitFor();
    await page.waitForFunction(() => Number(document.querySelector<HTMLElement>('[data-testid="demo-progress"]')?.dataset.progress) > 0);
    await page
      .getByRole('list', { name: 'Demo steps' })
      .getByRole('button', { name: /Environmental Database Search/ })
      .click();
    expect(await page.getByTestId('demo-step-title').textContent()).toBe('Environmental Database Search');
    await page.waitForFunction(() => Number(document.querySelector<HTMLElement>('[data-testid="demo-progress"]')?.dataset.progress) >= 60, undefined, {
      timeout: 15_000,
    });
    await saveScreenshot(page, 'demo');
    expect(browser.errors).toEqual([]);
  });
});
