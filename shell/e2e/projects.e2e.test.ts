import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { AuthTokens, Project } from '@groundwork/contracts';
import { sharedFixturesDir } from '@groundwork/platform-tools';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { call, createConfirmedAccount, createProject, openSignedIn, uniqueEmail } from './accounts';
import { browserPerFile, pickOption, saveScreenshot, settled } from './browser';

const baseUrl = inject('baseUrl');
const platformEnv = inject('platformEnv');
const browser = browserPerFile(baseUrl);

const page = () => browser().page;
const cards = () => page().getByTestId('project-card');
const card = (text: string) => cards().filter({ hasText: text });
const formError = (message: string) => page().locator('.ant-form-item-explain-error', { hasText: message });
const projectTabs = [
  ['adjoining', 'Adjoining Properties'],
  ['directory', 'City Directory'],
  ['soils', 'Soils/Geology'],
  ['aerial', 'Aerial Review'],
  ['topography', 'Topography'],
  ['fire-map', 'Fire Insurance Map'],
  ['review-phase1', 'Review Phase 1'],
  ['database', 'Regulatory Database'],
  ['report', 'Report Generation'],
] as const;

/** What the studies service does when a study's data appears: report the check to projects. */
async function reportStudyChecks(projectId: string, checks: Record<string, boolean>): Promise<void> {
  const response = await fetch(`${platformEnv.PROJECTS_URL}/internal/projects/${projectId}/study-checks`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${platformEnv.INTERNAL_SERVICE_TOKEN}` },
    body: JSON.stringify(checks),
  });
  expect(response.status).toBe(200);
}

describe('projects dashboard and project page (spec 01 section 2)', () => {
  let owner: AuthTokens;

  beforeAll(async () => {
    owner = await createConfirmedAccount(baseUrl, uniqueEmail('projects'), 'projects-pass-2026');
  });

  it('creates a project (after each validation message), lands on its adjoining tab and switches every tab', async () => {
    await openSignedIn(page(), baseUrl, owner, '/dashboard');
    await page().getByRole('heading', { name: 'No Projects Found' }).waitFor();
    await page().getByText('Get started by creating your first ESA project.', { exact: true }).waitFor();
    await settled(page());
    await saveScreenshot(page(), 'dashboard-empty');

    await page().getByRole('button', { name: 'New Project' }).first().click();
    const dialog = page().getByRole('dialog');
    await dialog.getByRole('button', { name: 'Create Project' }).click();
    await formError('Site address is required').waitFor();
    await formError('Client name is required').waitFor();
    await dialog.getByLabel('Site Address').fill('   ');
    await dialog.getByLabel('Client Name').fill('   ');
    await dialog.getByRole('button', { name: 'Create Project' }).click();
    expect(await formError('Site address is required').count()).toBe(1);
    expect(await formError('Client name is required').count()).toBe(1);
    await settled(page());
    await saveScreenshot(page(), 'dashboard-new-project-validation');

    await dialog.getByLabel('Site Address').fill('4100 Harbor Blvd, Oxnard, CA 93035');
    await dialog.getByLabel('Client Name').fill('Coastal Lending');
    await dialog.getByRole('button', { name: 'Create Project' }).click();
    await page().waitForURL(/\/projects\/[0-9a-f]{24}\?tab=adjoining$/);
    const projectId = /projects\/([0-9a-f]{24})/.exec(page().url())![1]!;
    const project = await call<Project>(baseUrl, 'GET', `/api/projects/${projectId}`, undefined, owner.accessToken);
    expect(await page().getByTestId('project-number').textContent()).toBe(project.projectNumber);
    expect(project.projectNumber).toMatch(/^ESA-\d{4}-0001$/);
    expect(await page().getByTestId('project-address').textContent()).toBe('4100 Harbor Blvd, Oxnard, CA 93035');
    await page().getByRole('heading', { name: 'Adjoining Properties', exact: true }).waitFor();

    for (const [key, label] of projectTabs) {
      await page().getByTestId(`project-tab-${key}`).click();
      await page().waitForURL(`${baseUrl}/projects/${projectId}?tab=${key}`);
      await page().getByRole('heading', { name: label, exact: true }).waitFor();
      expect(await page().getByTestId(`project-tab-${key}`).getAttribute('aria-current')).toBe('page');
    }
    for (const [key, label] of [...projectTabs].reverse()) {
      await page().goto(`${baseUrl}/projects/${projectId}?tab=${key}`);
      await page().getByRole('heading', { name: label, exact: true }).waitFor();
      expect(await page().getByTestId(`project-tab-${key}`).getAttribute('aria-current')).toBe('page');
    }
    await settled(page());
    await saveScreenshot(page(), 'project-frame');

    await page().getByTestId('project-back').click();
    await page().waitForURL(`${baseUrl}/`);
    await card('4100 Harbor Blvd').waitFor();
    expect(browser().errors).toEqual([]);
  });

  it('filters and searches the dashboard down to each empty state, and shows progress within 3 s', async () => {
    const account = await createConfirmedAccount(baseUrl, uniqueEmail('filters'), 'filters-pass-2026');
    const harbor = await createProject(baseUrl, account, { siteAddress: '55 Harbor Way, Long Beach, CA', clientName: 'Bayside Bank' });
    await createProject(baseUrl, account, { siteAddress: '900 Orchard Rd, Fresno, CA', clientName: 'Valley Credit' });
    const mill = await createProject(baseUrl, account, { siteAddress: '17 Mill St, Chico, CA', clientName: 'Bayside Bank' });
    await call(baseUrl, 'PATCH', `/api/projects/${mill.id}`, { status: 'in_review' }, account.accessToken);

    await openSignedIn(page(), baseUrl, account, '/dashboard');
    await card('17 Mill St').waitFor();
    expect(await cards().count()).toBe(3);
    expect(await card('17 Mill St').getByText('In Review', { exact: true }).count()).toBe(1);
    expect(await card('55 Harbor Way').getByText('0%').count()).toBe(1);

    const search = page().getByPlaceholder(/Search/);
    await search.fill('harbor');
    await expect.poll(() => cards().count()).toBe(1);
    await search.fill('no such site');
    await page().getByText('No projects match your search criteria.', { exact: true }).waitFor();
    await search.fill('');
    await expect.poll(() => cards().count()).toBe(3);

    await pickOption(page(), page().getByTestId('status-filter'), 'In Review');
    await expect.poll(() => cards().count()).toBe(1);
    await pickOption(page(), page().getByTestId('status-filter'), 'Completed');
    await page().getByText('No projects match your search criteria.', { exact: true }).waitFor();
    await pickOption(page(), page().getByTestId('status-filter'), 'All Statuses');

    await pickOption(page(), page().getByTestId('client-filter'), 'Valley Credit');
    await expect.poll(() => cards().count()).toBe(1);
    await search.fill('harbor');
    await page().getByText('No projects match your search criteria.', { exact: true }).waitFor();
    await settled(page());
    await saveScreenshot(page(), 'dashboard-no-match');
    await search.fill('');

    await pickOption(page(), page().getByTestId('client-filter'), 'All Clients');
    await expect.poll(() => cards().count()).toBe(3);

    // A study's data appears: the card shows the server's new progress without a reload.
    await reportStudyChecks(harbor.id, { cityDirectory: true });
    await card('55 Harbor Way').getByText('33%').waitFor({ timeout: 3_500 });
    await page().getByTestId('recent-activity').getByText('Status changed from Draft to In Review').waitFor();
    await settled(page());
    await saveScreenshot(page(), 'dashboard');

    await card('900 Orchard Rd').click();
    await page().waitForURL(/\/projects\/[0-9a-f]{24}/);
    expect(await page().getByTestId('project-address').textContent()).toBe('900 Orchard Rd, Fresno, CA');
    expect(browser().errors).toEqual([]);
  });

  it('moves a project through review from the side panel, and the dashboard follows', async () => {
    const project = await createProject(baseUrl, owner, { siteAddress: '8 Quarry Ln, Auburn, CA', clientName: 'Granite Trust' });
    await openSignedIn(page(), baseUrl, owner, `/projects/${project.id}`);
    await page().getByRole('button', { name: 'Submit for Review' }).click();
    await page().getByTestId('project-status').getByText('In Review', { exact: true }).waitFor();
    await page().getByRole('button', { name: 'Mark Completed' }).click();
    await page().getByTestId('project-status').getByText('Completed', { exact: true }).waitFor();
    await settled(page());
    await saveScreenshot(page(), 'project-status-completed');

    await page().getByTestId('project-back').click();
    await card('8 Quarry Ln').getByText('Completed', { exact: true }).waitFor();
    await page().getByTestId('recent-activity').getByText('Status changed from In Review to Completed').waitFor();
    expect(browser().errors).toEqual([]);
  });

  it("shows Project Not Found for a missing or another organization's project, with Back to Projects", async () => {
    const stranger = await createConfirmedAccount(baseUrl, uniqueEmail('stranger'), 'stranger-pass-2026');
    const theirs = await createProject(baseUrl, stranger, { siteAddress: '1 Private Rd, Napa, CA', clientName: 'Secret' });
    for (const id of [theirs.id, '000000000000000000000000']) {
      await openSignedIn(page(), baseUrl, owner, `/projects/${id}`);
      await page().getByText('Project Not Found', { exact: true }).waitFor();
      await page().getByText('The requested project could not be found.', { exact: true }).waitFor();
      expect(await page().getByText('1 Private Rd').count()).toBe(0);
    }
    await settled(page());
    await saveScreenshot(page(), 'project-not-found');
    await page().getByRole('button', { name: 'Back to Projects' }).click();
    await page().waitForURL(`${baseUrl}/`);
    await page().getByRole('heading', { name: 'Projects', exact: true }).waitFor();
    // The page asked for the missing projects once each and was answered 404: expected here.
    expect(browser().errors.filter((error) => !/HTTP 404: .*\/api\/projects\/[0-9a-f]{24}$/.test(error))).toEqual([]);
  });
});

describe('the demo account of a fresh start', () => {
  it('signs in to a dashboard of sample projects in every status and progress', async () => {
    const demo = inject('demoAccount');
    await page().goto(`${baseUrl}/auth`);
    await page().getByLabel('Email', { exact: true }).fill(demo.email);
    await page().getByLabel('Password', { exact: true }).fill(demo.password);
    await page().getByRole('button', { name: 'Sign In' }).click();
    await page().waitForURL(`${baseUrl}/dashboard`);
    await expect.poll(() => cards().count()).toBe(4);
    const statusAndProgress = await cards().evaluateAll((elements) =>
      elements.map((element) => {
        const text = element.textContent ?? '';
        return [/Draft|In Review|Completed/.exec(text)?.[0], /\d+%/.exec(text)?.[0]];
      }),
    );
    expect(statusAndProgress).toEqual([
      ['Completed', '100%'],
      ['In Review', '67%'],
      ['Draft', '33%'],
      ['Draft', '0%'],
    ]);
    await page()
      .getByTestId('recent-activity')
      .getByText(/Status changed/)
      .first()
      .waitFor();
    await settled(page());
    await saveScreenshot(page(), 'dashboard-demo');

    // The In Review sample's City Directory tab holds the scanned sample report, read by OCR at start.
    const scanned = JSON.parse(await readFile(path.join(sharedFixturesDir, 'city_directory_02_a_scanned.truth.json'), 'utf8')) as {
      entries: unknown[];
      years: number[];
    };
    await card('1510 Commerce Dr').click();
    await page().waitForURL(/\/projects\/[0-9a-f]{24}/);
    await page().getByTestId('project-tab-directory').click();
    await page().getByText('Processing Complete').waitFor({ timeout: 20_000 });
    await page().getByText(`${scanned.entries.length} listings across ${scanned.years.length} years.`, { exact: true }).waitFor();
    await settled(page());
    await saveScreenshot(page(), 'dashboard-demo-scanned-directory');
    expect(browser().errors).toEqual([]);
  });
});
