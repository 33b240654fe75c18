import { execFile } from 'node:child_process';
import { readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { cityDirectoryResultSchema, type AuthTokens, type Direction, type Job, type Project } from '@groundwork/contracts';
import { sharedFixturesDir as fixturesDir, repoRoot } from '@groundwork/platform-tools';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { call, createConfirmedAccount, createProject, openSignedIn, uniqueEmail } from './accounts';
import { browserPerFile, saveScreenshot, settled } from './browser';

const baseUrl = inject('baseUrl');
const browser = browserPerFile(baseUrl);
const page = () => browser().page;

const REPORT = 'city_directory_01_a';
const reportPdf = path.join(fixturesDir, `${REPORT}.pdf`);

interface Truth {
  properties: Array<{ address: string; direction: Direction }>;
  years: number[];
  entries: Array<{ year: number; direction: string | null; business_name: string }>;
}

const readTruth = async (): Promise<Truth> => JSON.parse(await readFile(path.join(fixturesDir, `${REPORT}.truth.json`), 'utf8')) as Truth;

/** A button by its label; antd's icons add their own name ('save Save Changes'), so the label ends it. */
const button = (label: string) => page().getByRole('button', { name: new RegExp(`(^|\\s)${label}$`) });
const uploadCard = () => page().getByTestId('upload-card');
const listings = () =>
  page()
    .locator('.ant-card')
    .filter({ has: page().getByText('City Directory Listings', { exact: true }) });
const listingRows = () => listings().locator('.ant-table-tbody tr.ant-table-row');
const unassigned = () => page().getByTestId('unassigned');

/** The first column (year) of every row of the listings table, top to bottom. */
const yearColumn = () => listingRows().evaluateAll((rows) => rows.map((row) => row.querySelector('td strong')?.textContent ?? '')) as Promise<string[]>;

/**
 * Records every upload step label the card shows and every status the job poll answers, from
 * before the upload starts: a text report is processed in well under a second, so the steps are
 * caught as they render rather than looked for afterwards.
 */
async function watchProgress() {
  const jobStatuses: string[] = [];
  page().on('response', (response) => {
    if (!new URL(response.url()).pathname.startsWith('/api/processing/jobs/')) return;
    void response
      .json()
      .then((job: { status?: string }) => job.status && jobStatuses.push(job.status.toUpperCase()))
      .catch(() => undefined);
  });
  await page().evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { uploadSteps: string[] }).uploadSteps = seen;
    new MutationObserver(() => {
      const status = document.querySelector('[data-testid=upload-card] [role=status]');
      const text = status?.textContent?.trim();
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return {
    jobStatuses,
    uploadSteps: () => page().evaluate(() => (window as unknown as { uploadSteps: string[] }).uploadSteps),
  };
}

/** Opens the tab, picks `file` through the card's file input and starts the upload. */
async function uploadReport(tokens: AuthTokens, projectId: string, file: string) {
  await openSignedIn(page(), baseUrl, tokens, `/projects/${projectId}?tab=directory`);
  await uploadCard().waitFor({ timeout: 20_000 });
  await uploadCard().locator('input[type=file]').setInputFiles(file);
  await page().getByTestId('selected-file').getByText(path.basename(file)).waitFor();
  const progress = await watchProgress();
  await uploadCard().getByRole('button', { name: 'Upload and Process' }).click();
  return progress;
}

/** RFC 4180 records: quoted fields may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let index = 0; index < body.length; index += 1) {
    const char = body[index]!;
    if (quoted) {
      if (char === '"' && body[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && body[index + 1] === '\n') index += 1;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || record.length > 0) records.push([...record, field]);
  return records;
}

const getProject = (tokens: AuthTokens, projectId: string) => call<Project>(baseUrl, 'GET', `/api/projects/${projectId}`, undefined, tokens.accessToken);

describe('city directory tab (spec 02 sections 2, 4, 5)', () => {
  let owner: AuthTokens;
  let truth: Truth;

  beforeAll(async () => {
    owner = await createConfirmedAccount(baseUrl, uniqueEmail('directory'), 'directory-pass-2026');
    truth = await readTruth();
  });

  it('uploads the report, shows its listings per year and direction, keeps an edit after a reload and exports it', { timeout: 120_000 }, async () => {
    const project = await createProject(baseUrl, owner, { siteAddress: '3054 Pacific Hwy, Millbrook, CA 95826', clientName: 'Pacific Ridge Capital' });
    for (const { address, direction } of truth.properties) {
      await call(baseUrl, 'POST', `/api/projects/${project.id}/properties`, { address, direction }, owner.accessToken);
    }
    await openSignedIn(page(), baseUrl, owner, `/projects/${project.id}?tab=directory`);
    await page().getByText('No City Directory Entries').waitFor({ timeout: 20_000 });
    await settled(page());
    await saveScreenshot(page(), 'city-directory-1-empty');

    const progress = await uploadReport(owner, project.id, reportPdf);
    await page().getByText('Processing Complete').waitFor({ timeout: 60_000 });
    const steps = await progress.uploadSteps();
    expect(steps.some((step) => step.includes('Preparing upload...'))).toBe(true);
    expect(steps.some((step) => step.includes('Starting processing...'))).toBe(true);
    expect(progress.jobStatuses.at(-1)).toBe('COMPLETED');

    // Every year of the report is a row, newest first, and every listing found a property.
    await expect.poll(() => yearColumn()).toEqual([...truth.years].sort((a, b) => b - a).map(String));
    const summary = `${truth.entries.length} listings across ${truth.years.length} years.`;
    expect(await page().getByText(summary).count()).toBe(1);
    expect(await unassigned().count()).toBe(0);
    const firstSubject = truth.entries.find((entry) => entry.direction === 'subject')!;
    const firstRow = listingRows().filter({ hasText: String(firstSubject.year) });
    expect(await firstRow.textContent()).toContain(firstSubject.business_name);
    await expect.poll(async () => (await getProject(owner, project.id)).studyChecks?.cityDirectory).toBe(true);
    await settled(page());
    await saveScreenshot(page(), 'city-directory-2-results');

    // Edit the subject cell of the oldest year: one occupant per line, Enter keeps, Save Changes saves.
    const oldest = Math.min(...truth.years);
    const oldestRow = listingRows().filter({ has: page().getByText(String(oldest), { exact: true }) });
    await oldestRow.getByRole('button', { name: /^Edit Subject:/ }).click();
    const editor = oldestRow.getByRole('textbox', { name: 'Subject' });
    const before = await editor.inputValue();
    expect(before).toContain(firstSubject.business_name);
    const edited = `${before}\nACME DRY CLEANERS (per Sanborn)`;
    await editor.fill(edited);
    await editor.press('Enter');
    await oldestRow.getByText('ACME DRY CLEANERS (per Sanborn)').waitFor();
    await button('Save Changes').click();
    await page().getByText('Changes Saved').first().waitFor();
    await listings()
      .getByText(/^Last edited /)
      .waitFor();
    await settled(page());
    await saveScreenshot(page(), 'city-directory-3-edited');

    // After a reload the tab restores the project's job, with the edit and when it was made.
    await page().reload();
    await page().getByText('Processing Complete').waitFor({ timeout: 20_000 });
    await listingRows().first().waitFor();
    expect(
      await listingRows()
        .filter({ hasText: String(oldest) })
        .textContent(),
    ).toContain('ACME DRY CLEANERS (per Sanborn)');
    await listings()
      .getByText(/^Last edited /)
      .waitFor();

    // CSV export: a header of the year and the five directions, the edit in the oldest year's row.
    const [download] = await Promise.all([page().waitForEvent('download'), button('Export CSV').click()]);
    expect(download.suggestedFilename()).toBe('city-directory.csv');
    const saved = path.join(os.tmpdir(), `groundwork-e2e-${project.id}.csv`);
    await download.saveAs(saved);
    const csv = await readFile(saved, 'utf8');
    const [header, ...records] = parseCsv(csv);
    expect(header).toEqual(['Year', 'Subject', 'North', 'South', 'East', 'West']);
    expect(records.map((record) => record[0])).toEqual([...truth.years].sort((a, b) => b - a).map(String));
    expect(records.find((record) => record[0] === String(oldest))?.[1]).toContain('ACME DRY CLEANERS (per Sanborn)');
    await rm(saved, { force: true });
    await settled(page());
    await saveScreenshot(page(), 'city-directory-4-reloaded');
    expect(browser().errors).toEqual([]);
  });

  it('on a project without properties, lists every listing under Unassigned addresses', async () => {
    const project = await createProject(baseUrl, owner, { siteAddress: '3054 Pacific Hwy, Millbrook, CA 95826', clientName: 'Unmapped Holdings' });
    await uploadReport(owner, project.id, reportPdf);
    await page().getByText('Processing Complete').waitFor({ timeout: 60_000 });
    await unassigned().waitFor();
    await page().getByText(`${truth.entries.length} listings across ${truth.years.length} years, ${truth.entries.length} unassigned.`).waitFor();
    await page()
      .getByText(/^No listing matched a property of this project\./)
      .waitFor();
    const unassignedRows = unassigned().locator('.ant-table-tbody tr.ant-table-row');
    expect(await unassignedRows.count()).toBe(20);
    expect(await unassigned().locator('.ant-pagination-item').count()).toBe(Math.ceil(truth.entries.length / 20));
    // The years stay as rows (with their sources), with no occupant in any direction.
    expect(await listingRows().count()).toBe(truth.years.length);
    expect(await listings().locator('.ant-table-tbody').textContent()).not.toContain(truth.entries[0]!.business_name);
    await settled(page());
    await saveScreenshot(page(), 'city-directory-5-unassigned');

    // The properties added afterwards, Apply to This Report places the listings again: the same run
    // (one id, in the browser and on the project) shows its progress, then every listing placed.
    const runId = (await getProject(owner, project.id)).externalJobId;
    expect(runId).toEqual(expect.any(String));
    const storedRun = () => page().evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), `cd-job-${project.id}`);
    expect(await storedRun()).toEqual({ jobId: runId });
    for (const { address, direction } of truth.properties) {
      await call(baseUrl, 'POST', `/api/projects/${project.id}/properties`, { address, direction }, owner.accessToken);
    }
    const polled: string[] = [];
    page().on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/processing/jobs/')) polled.push(pathname.split('/').at(-1)!);
    });
    await button('Apply to This Report').click();
    await unassigned().waitFor({ state: 'detached', timeout: 60_000 });
    await page().getByText(`${truth.entries.length} listings across ${truth.years.length} years.`).waitFor();
    expect(new Set(polled)).toEqual(new Set([runId]));
    expect(await storedRun()).toEqual({ jobId: runId });
    expect((await getProject(owner, project.id)).externalJobId).toBe(runId);
    const firstSubject = truth.entries.find((entry) => entry.direction === 'subject')!;
    expect(
      await listingRows()
        .filter({ hasText: String(firstSubject.year) })
        .textContent(),
    ).toContain(firstSubject.business_name);
    await settled(page());
    await saveScreenshot(page(), 'city-directory-5b-applied');
    expect(browser().errors).toEqual([]);
  });

  it('another layout family (a criss-cross directory): the tab, the processing API and the CLI give the same entries', { timeout: 180_000 }, async () => {
    const name = 'city_directory_03_d';
    const crissCross = JSON.parse(await readFile(path.join(fixturesDir, `${name}.truth.json`), 'utf8')) as Truth;
    const project = await createProject(baseUrl, owner, { siteAddress: '1244 Cesar Chavez Blvd, Oak Harbor, OH 43215', clientName: 'Riverside Lending' });
    for (const { address, direction } of crissCross.properties) {
      await call(baseUrl, 'POST', `/api/projects/${project.id}/properties`, { address, direction }, owner.accessToken);
    }
    await uploadReport(owner, project.id, path.join(fixturesDir, `${name}.pdf`));
    await page().getByText('Processing Complete').waitFor({ timeout: 90_000 });
    await expect.poll(() => yearColumn()).toEqual([...crissCross.years].sort((a, b) => b - a).map(String));
    await settled(page());
    await saveScreenshot(page(), 'city-directory-7-criss-cross');

    const { externalJobId } = await getProject(owner, project.id);
    const job = await call<Job>(baseUrl, 'GET', `/api/processing/jobs/${externalJobId}?includePresign=1`, undefined, owner.accessToken);
    const fromApi = cityDirectoryResultSchema.parse(await (await fetch(new URL(job.artifacts!.parsedUrls!.get, baseUrl))).json());
    await page().getByText(`${fromApi.parsedEntries.length} listings across ${crissCross.years.length} years.`).waitFor();

    const propertiesFile = path.join(os.tmpdir(), `groundwork-e2e-properties-${project.id}.json`);
    await writeFile(propertiesFile, JSON.stringify(crissCross.properties.map(({ address, direction }) => ({ address, direction }))));
    const cli = await promisify(execFile)(
      'pnpm',
      ['groundwork', 'extract', 'city-directory', path.join(fixturesDir, `${name}.pdf`), '--properties', propertiesFile],
      {
        cwd: repoRoot,
        maxBuffer: 20 * 1024 * 1024,
      },
    );
    await rm(propertiesFile, { force: true });
    const fromCli = JSON.parse(cli.stdout) as {
      entries: Array<{ year: number | null; address: string; direction: string | null; business_name: string; phone: string | null; page: number }>;
    };
    const key = (entry: { year: number | null; address: string; direction: string | null; business_name: string; phone: string | null; page: number }) =>
      [entry.year, entry.address, entry.direction, entry.business_name, entry.phone, entry.page].join('|');
    expect(fromCli.entries.map(key).sort()).toEqual(fromApi.parsedEntries.map(key).sort());
    expect(fromApi.parsedEntries.length).toBeGreaterThanOrEqual(Math.floor(crissCross.entries.length * 0.97));
    expect(browser().errors).toEqual([]);
  });

  it('a file that is not a readable PDF ends as Processing Failed with the reason, and another upload is offered', async () => {
    const project = await createProject(baseUrl, owner, { siteAddress: '3054 Pacific Hwy, Millbrook, CA 95826', clientName: 'Corrupt Files Inc' });
    const corrupt = path.join(os.tmpdir(), `groundwork-e2e-corrupt-${project.id}.pdf`);
    await writeFile(corrupt, '%PDF-1.7\nthis is not a PDF body, the scanner stopped half way\n');
    const progress = await uploadReport(owner, project.id, corrupt);
    const failed = page().getByText('Processing Failed', { exact: true });
    await failed.waitFor({ timeout: 60_000 });
    expect(progress.jobStatuses.at(-1)).toBe('FAILED');
    const job = await call<{ status: string; errorMessage?: string }>(
      baseUrl,
      'GET',
      `/api/processing/jobs/${(await getProject(owner, project.id)).externalJobId}?study=cd`,
      undefined,
      owner.accessToken,
    );
    expect(job).toMatchObject({ status: 'FAILED', errorMessage: expect.stringMatching(/^This PDF is damaged or incomplete and cannot be opened\./) });
    await page().getByText(job.errorMessage!).waitFor();
    await button('Upload Another File').waitFor();
    expect((await getProject(owner, project.id)).studyChecks?.cityDirectory).toBe(false);
    await settled(page());
    await saveScreenshot(page(), 'city-directory-6-failed');
    expect(browser().errors).toEqual([]);
  });
});
