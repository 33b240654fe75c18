import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AuthTokens, GeneratedReportList, Project } from '@groundwork/contracts';
import { openPdfDocument, readTextDocument, renderPng } from '@groundwork/doc-processing';
import ExcelJS from 'exceljs';
import type { Download } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { call, demoProjectAt, openSignedIn, signInDemo } from './accounts';
import { artifactsDir, browserPerFile, saveScreenshot } from './browser';

const baseUrl = inject('baseUrl');
const browser = browserPerFile(baseUrl);
const page = () => browser().page;

/** The demo sample whose four steps are done by real runs (city directory, aerial, regulatory database) and properties. */
const DEMO_SITE = '3054 Pacific Hwy, Millbrook, CA 95826';
const ASTM_HEADINGS = ['1.0 EXECUTIVE SUMMARY', '5.0 RECORDS REVIEW', '8.0 FINDINGS', '11.0 DATA GAPS', '17.0 APPENDICES'];

/** Clicks the export button `label` and saves what it downloads under .e2e-artifacts/report/. */
async function exportFile(label: string): Promise<{ download: Download; bytes: Buffer }> {
  const [download] = await Promise.all([
    page().waitForEvent('download', { timeout: 30_000 }),
    page().getByRole('group', { name: 'Export the current report' }).getByRole('button', { name: label, exact: true }).click(),
  ]);
  const dir = path.join(artifactsDir, 'report');
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, download.suggestedFilename());
  await download.saveAs(file);
  return { download, bytes: await readFile(file) };
}

describe('report tab (spec 02 sections 2, 3, 4, 7, 8; issue 21)', () => {
  let demo: AuthTokens;
  let demoProject: Project;

  beforeAll(async () => {
    demo = await signInDemo(baseUrl);
    demoProject = await demoProjectAt(baseUrl, demo, DEMO_SITE);
  });

  it('generates the demo project report with every step done; the Word, PDF and Excel files download and read back', { timeout: 240_000 }, async () => {
    await openSignedIn(page(), baseUrl, demo, `/projects/${demoProject.id}?tab=report`);
    await page().getByRole('heading', { level: 2, name: 'Report Generation' }).waitFor();
    const steps = page().getByTestId('report-step');
    await expect.poll(() => steps.count()).toBe(4);
    await expect.poll(() => page().getByText('4 of 4 steps complete').count(), { timeout: 20_000 }).toBe(1);
    expect(await steps.getByLabel('Done').count()).toBe(4);
    await saveScreenshot(page(), 'report-1-ready');

    const started = Date.now();
    await page().getByRole('button', { name: 'Generate Report' }).click();
    // The Current Report card is there before any report: its analysis appears once the job is done.
    await page().getByRole('heading', { level: 4, name: 'Summary', exact: true }).waitFor({ timeout: 180_000 });
    const generatedInMs = Date.now() - started;
    await expect.poll(() => page().getByRole('button', { name: 'Generate Report' }).isEnabled(), { timeout: 10_000 }).toBe(true);
    for (const heading of ['Risk Assessment', 'Key Findings', 'Findings', 'Recommendations']) {
      await page().getByRole('heading', { level: 4, name: heading, exact: true }).waitFor();
    }
    await saveScreenshot(page(), 'report-2-generated');

    // The server's report: completed, three files, every finding with a source.
    const { reports } = await call<GeneratedReportList>(baseUrl, 'GET', `/api/projects/${demoProject.id}/generated-reports`, undefined, demo.accessToken);
    const current = reports[0]!;
    expect(current.status).toBe('COMPLETED');
    expect(current.files.map((file) => file.format)).toEqual(['docx', 'pdf', 'xlsx']);
    expect(current.warnings).toEqual([]);
    const findings = current.analysis!.findings;
    expect(findings.length).toBeGreaterThan(0);
    for (const finding of findings) expect(finding.sources.length).toBeGreaterThan(0);
    const cited = findings.find((finding) => finding.sources.some((source) => source.page !== null))!;
    const source = cited.sources.find((candidate) => candidate.page !== null)!;
    // The consultant follows a finding to its source: the study, the document and the page are on the screen.
    await page().getByText(`${source.study} · ${source.document} · p. ${source.page}`, { exact: false }).first().waitFor();
    const history = page().getByTestId('report-history-item');
    expect(await history.first().getByTestId('report-history-mark').textContent()).toBe('Current');

    // Word: the ASTM sections, the tables, a known finding with its source line.
    const word = await exportFile('Word');
    expect(word.download.suggestedFilename()).toBe(current.files[0]!.fileName);
    await page().getByText('Export Started').first().waitFor();
    const docx = await readTextDocument(new Uint8Array(word.bytes));
    const text = docx.pages.map((page) => page.text).join('\n');
    for (const heading of ASTM_HEADINGS) expect(text).toContain(heading);
    expect(text).toContain(cited.text);
    expect(text).toContain(`Source: ${source.study}: ${source.document}, page ${source.page}`);
    expect(text).toContain(demoProject.siteAddress);

    // Excel: a sheet per study, the findings with their sources.
    const excel = await exportFile('Excel');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(excel.bytes as never);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(
      expect.arrayContaining(['Summary', 'Findings', 'City Directory', 'Aerial', 'Regulatory Database', 'Coverage', 'Data Gaps']),
    );
    const findingCells = workbook.getWorksheet('Findings')!.getSheetValues().flat().map(String);
    expect(findingCells).toContain(cited.text);

    // PDF: the same report, every page rendered to PNG to look at.
    const pdf = await exportFile('PDF');
    const document = await openPdfDocument(new Uint8Array(pdf.bytes));
    expect(document.numPages).toBeGreaterThan(2);
    const first = await (await document.getPage(1)).getTextContent();
    expect(first.items.map((item) => ('str' in item ? item.str : '')).join(' ')).toContain('EXECUTIVE SUMMARY');
    const pngDir = path.join(artifactsDir, 'report');
    for (let number = 1; number <= Math.min(document.numPages, 4); number += 1) {
      await writeFile(path.join(pngDir, `report-pdf-page-${number}.png`), await renderPng(await document.getPage(number), 1.2));
    }
    await document.destroy();
    console.info(
      `report generated in ${(generatedInMs / 1000).toFixed(1)} s (click to its analysis on the screen), ${reports.length} version(s), ${findings.length} findings`,
    );
  });
});
