import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '@groundwork/ai/testing/fake-openai-server';
import { createLlmClient } from '@groundwork/ai';
import { generatedReportListSchema, generateReportResultSchema, REPORT_NOT_READY, type GeneratedReport, type ProjectReviewFacts } from '@groundwork/contracts';
import { runJob } from '@groundwork/job-queue';
import { startFakeSda, TEST_AREA } from '@groundwork/geo-fakes';
import { createReviewClient, type ReviewClient } from '@groundwork/service-kit';
import { silentLogger, TEST_INTERNAL_TOKEN } from '@groundwork/service-kit/testing';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobObjectKeys } from '../src/context';
import { studyJob } from '../src/jobs';
import { docxParagraphs } from '../src/report/docx-text';
import { REPORT_SECTIONS } from '../src/report/model';
import { aerialResult, databaseItem, directoryResult, PROPERTIES } from '../src/report/test-facts';
import { writeNarratives } from '../src/use-cases/narratives';
import { writeJsonObject } from '../src/use-cases/study-results';
import { studiesJobHandlers } from '../src/worker/handlers';
import type { ReportJobOptions } from '../src/worker/report-job';
import { REPORT_ACTIVITY } from '../src/worker/report-job';
import { SOILS_ACTIVITY, type SoilsJobOptions } from '../src/worker/soils-job';
import { startStudies, type TestStudies } from './studies-fixture';

// Report generation on the real devdb and S3: the routes, the `report` job with the real handlers
// (LibreOffice for the PDF), the review service's facts over HTTP from a local stand-in, and the
// files downloaded and read back.

const ORG = 'org-acme';
let studies: TestStudies;
let owner: string;
let member: string;
let viewer: string;
let rival: string;
let reviewServer: Server;
let reviewUrl: string;
let reviewFacts: ProjectReviewFacts = { phase1Reviews: [], recordAnalyses: [] };
let llm: FakeOpenAiServer;

beforeAll(async () => {
  [studies, llm] = await Promise.all([startStudies(), startFakeOpenAiServer()]);
  ({ owner, member, viewer, rival } = await studies.accounts());
  reviewServer = createServer((req, res) => {
    const authorized =
      req.headers.authorization === `Bearer ${TEST_INTERNAL_TOKEN}` && /^\/internal\/review\/projects\/[^/]+\/findings\?organizationId=/.test(req.url ?? '');
    res.writeHead(authorized ? 200 : 401, { 'content-type': 'application/json' }).end(JSON.stringify(authorized ? reviewFacts : { code: 'UNAUTHORIZED' }));
  });
  await new Promise<void>((resolve) => reviewServer.listen(0, '127.0.0.1', resolve));
  reviewUrl = `http://127.0.0.1:${(reviewServer.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => reviewServer.close(resolve));
  await llm.close();
  await studies.close();
});

const review = (baseUrl = reviewUrl): ReviewClient => createReviewClient({ service: 'studies', baseUrl, token: TEST_INTERNAL_TOKEN, timeoutMs: 2000 });

/** Runs every due job with the real handlers and these report (and soils) options. */
async function runJobs(report: ReportJobOptions & { review?: ReviewClient | null } = { review: review() }, soils: SoilsJobOptions = {}) {
  const handlers = studiesJobHandlers({ ctx: studies.ctx, logger: silentLogger(), report, soils });
  for (let lease = await studies.ctx.queue.claim('report-test'); lease; lease = await studies.ctx.queue.claim('report-test')) {
    await runJob(studies.ctx.queue, lease, handlers);
  }
}

/** A finished study run of the project: its job COMPLETED, its record and result JSON stored as a worker leaves them. */
async function finishedRun(projectId: string, study: 'cd' | 'aerial', filename: string, result: unknown) {
  const job = await studies.ctx.queue.enqueue(studyJob, {
    organizationId: ORG,
    idempotencyKey: `${study}:${projectId}:${filename}`,
    payload: { study, organizationId: ORG, s3Key: `uploads/${filename}`, filename, properties: [], aliases: [], projectId },
  });
  await studies.db.collection('jobs').updateOne({ _id: job.jobId as never }, { $set: { status: 'COMPLETED', progress: 100 } });
  const keys = jobObjectKeys(job.jobId);
  const etag = await writeJsonObject(studies.ctx, keys.resultKey, result);
  const now = new Date();
  await studies.ctx.results.insertOne({
    _id: job.jobId,
    study,
    organizationId: ORG,
    ...keys,
    etag,
    editedAt: null,
    summary: {},
    createdAt: now,
    updatedAt: now,
  });
  const run = { _id: job.jobId, projectId, organizationId: ORG, filename, s3Key: `uploads/${filename}`, createdAt: now };
  if (study === 'cd') {
    await studies.ctx.cdRuns.insertOne({ ...run, status: 'completed', parsedKey: keys.resultKey, createdBy: 'user-member', reported: true, completedAt: now });
  } else {
    await studies.ctx.aerialRuns.insertOne({ ...run, startedBy: null, startedAt: now, reported: true });
  }
  return job.jobId;
}

/** A project with its four steps done: properties (the subject drawn when given its outline), a city directory, aerial photographs and database records. */
async function readyProject(subjectPolygon?: string) {
  const properties = PROPERTIES.map((property) =>
    property.direction === 'subject' && subjectPolygon ? { ...property, polygonGeoJson: subjectPolygon } : property,
  );
  const projectId = studies.projects.addProject(ORG, properties);
  await finishedRun(
    projectId,
    'cd',
    'city_directory.pdf',
    directoryResult(
      [
        { year: 1965, direction: 'subject', name: 'FRONT STREET CLEANERS', tag: 'dry cleaner', page: 7 },
        { year: 1975, direction: 'north', name: 'ACE SERVICE STATION', tag: 'gas station', page: 9 },
      ],
      [1965, 1975, 1985],
    ),
  );
  await finishedRun(
    projectId,
    'aerial',
    'aerials.pdf',
    aerialResult({ 1952: { subject: 'undeveloped', north: 'agricultural' }, 1970: { subject: 'commercial' } }),
  );
  const items = [
    databaseItem({
      target: 'FRONT STREET CLEANERS',
      address: '2240 FRONT ST',
      location: 'on-site',
      is_target: true,
      status_class: 'closed',
      statuses: { LUST: 'Closed' },
      page: 21,
    }),
  ];
  const body = { narratives: [], narrativeData: { items }, jobId: '64b0000000000000000000aa' };
  await writeNarratives(studies.ctx, { organizationId: ORG, projectId, body, updatedBy: 'user-member' });
  await studies.ctx.projects.setStudyChecks(projectId, { cityDirectory: true, aerial: true, database: true });
  return projectId;
}

const generate = (projectId: string, token = member) => studies.call('POST', `/api/projects/${projectId}/generate-report`, { token });
async function history(projectId: string, token = viewer): Promise<GeneratedReport[]> {
  const res = await studies.call('GET', `/api/projects/${projectId}/generated-reports`, { token });
  expect(res.status, res.text).toBe(200);
  return generatedReportListSchema.parse(res.json).reports;
}
const download = async (report: GeneratedReport, format: string) => {
  const file = report.files.find((candidate) => candidate.format === format);
  if (!file) throw new Error(`no ${format} file`);
  const res = await fetch(file.url);
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
};

describe('report generation (POST generate-report, GET generated-reports)', () => {
  it('generates the Word, PDF and Excel files from the project studies, every finding with its source, and logs the activity', async () => {
    const projectId = await readyProject();
    reviewFacts = {
      phase1Reviews: [],
      recordAnalyses: [
        {
          sessionId: 's1',
          recordItemIndex: 0,
          updatedSummary: 'Closed.',
          savedToDatabaseAt: null,
          documents: [
            {
              documentId: 'd1',
              fileName: 'nfa-letter.pdf',
              confidence: 0.9,
              summary: 'No further action.',
              evidence: [{ page: 1, quote: 'No Further Action is required' }],
              verdict: 'CONFIRMED_CLOSED',
              extracted: { case_ids: [], agency_names: [], key_dates: { closure_date: null } },
            },
          ],
        },
      ],
    };
    const queued = await generate(projectId);
    expect(queued.status, queued.text).toBe(202);
    const { report } = generateReportResultSchema.parse(queued.json);
    expect(report).toMatchObject({ status: 'QUEUED', progress: 0, files: [], requestedBy: 'mark@acme.example' });
    expect(report.fileName).toMatch(/^ESA-\d{4}-\d{4}_Phase-I-ESA_\d{4}-\d{2}-\d{2}_\d{4}\.docx$/);
    expect((await history(projectId))[0]).toMatchObject({ id: report.id, status: 'QUEUED' });

    await runJobs();
    const [done] = await history(projectId);
    expect(done).toMatchObject({ id: report.id, status: 'COMPLETED', progress: 100, stage: 'Completed', error: null, warnings: [] });
    expect(done!.files.map((file) => file.format)).toEqual(['docx', 'pdf', 'xlsx']);
    expect(done!.files[0]!.fileName).toBe(report.fileName);
    const analysis = done!.analysis!;
    expect(analysis.writer).toBe('offline');
    expect(analysis.riskAssessment.level).toBe('high');
    for (const finding of analysis.findings) expect(finding.sources.length).toBeGreaterThan(0);
    const hrec = analysis.findings.find((finding) => finding.classification === 'HREC');
    expect(hrec?.sources).toContainEqual({ study: 'Regulatory analysis', document: 'nfa-letter.pdf', page: 1, quote: 'No Further Action is required' });

    const paragraphs = docxParagraphs(await download(done!, 'docx'));
    expect(paragraphs.filter((text) => /^\d+\.0 [A-Z]/.test(text))).toEqual(REPORT_SECTIONS.map((section, index) => `${index + 1}.0 ${section.toUpperCase()}`));
    expect(paragraphs).toContain('Source: City directory: city_directory.pdf (1965 directory), page 7 ("2240 FRONT ST FRONT STREET CLEANERS")');

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await download(done!, 'xlsx')) as never);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(expect.arrayContaining(['Summary', 'Findings', 'City Directory', 'Aerial', 'Coverage']));
    const findingsSheet = workbook.getWorksheet('Findings')!;
    const cells = findingsSheet.getSheetValues().flat().map(String);
    expect(cells.some((cell) => cell.includes('FRONT STREET CLEANERS (dry cleaner)'))).toBe(true);

    const pdf = await download(done!, 'pdf');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    expect(studies.projects.activities(projectId)).toContainEqual(
      expect.objectContaining({ type: 'report_generated', summary: `${REPORT_ACTIVITY}: ${report.fileName.replace(/\.docx$/, '')}` }),
    );

    // A second version: the history lists it first (Current), the first one after it (Previous).
    const again = generateReportResultSchema.parse((await generate(projectId, owner)).json).report;
    await runJobs();
    expect((await history(projectId)).map((item) => [item.id, item.status])).toEqual([
      [again.id, 'COMPLETED'],
      [report.id, 'COMPLETED'],
    ]);
    const one = await studies.call('GET', `/api/projects/${projectId}/generated-reports/${report.id}`, { token: viewer });
    expect(one.json).toMatchObject({ id: report.id, status: 'COMPLETED' });
  }, 60_000);

  it('refuses until the four steps are done, naming the missing ones; viewers 403, another organization 404, no token 401', async () => {
    const projectId = studies.projects.addProject(ORG, [{ address: '2240 FRONT ST', direction: 'subject' }]);
    await studies.ctx.projects.setStudyChecks(projectId, { cityDirectory: true });
    const refused = await generate(projectId);
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({
      code: REPORT_NOT_READY,
      message: 'Complete Required Steps: Properties Identified, Aerial Review, Database Search.',
      details: { missing: ['Properties Identified', 'Aerial Review', 'Database Search'] },
    });
    expect((await generate(projectId, viewer)).status).toBe(403);
    expect((await generate(projectId, rival)).status).toBe(404);
    expect((await studies.call('POST', `/api/projects/${projectId}/generate-report`)).status).toBe(401);
    expect((await studies.call('GET', `/api/projects/${projectId}/generated-reports`, { token: rival })).status).toBe(404);
    expect((await studies.call('GET', `/api/projects/${projectId}/generated-reports/nope`, { token: viewer })).status).toBe(404);
    expect(await studies.db.collection('jobs').countDocuments({ type: 'report', 'payload.projectId': projectId })).toBe(0);
    expect(await history(projectId)).toEqual([]);
  });

  it('answers the report still being generated instead of queuing a second one', async () => {
    const projectId = await readyProject();
    const first = generateReportResultSchema.parse((await generate(projectId)).json).report;
    const second = generateReportResultSchema.parse((await generate(projectId, owner)).json).report;
    expect(second.id).toBe(first.id);
    expect(await studies.db.collection('jobs').countDocuments({ type: 'report', 'payload.projectId': projectId })).toBe(1);
    await runJobs();
  });

  it('fetches the soils of a drawn subject that has none, as the Soils tab would, once; an SDA failure is a warning', async () => {
    const sda = await startFakeSda();
    try {
      const soilsOf = async (projectId: string) => (await studies.call('GET', `/api/projects/${projectId}/soils`, { token: viewer })).json;
      const projectId = await readyProject(TEST_AREA.subject.polygonGeoJson);
      await generate(projectId);
      await runJobs({ review: review() }, { sdaUrl: sda.baseUrl });
      const [done] = await history(projectId);
      expect(done).toMatchObject({ status: 'COMPLETED', warnings: [] });
      const soils = await soilsOf(projectId);
      expect(soils.status).toBe('COMPLETED');
      expect(soils.rows.length).toBeGreaterThan(0);
      const paragraphs = docxParagraphs(await download(done!, 'docx'));
      expect(paragraphs).toContain(soils.narrative);
      expect(paragraphs).not.toContain('Soils have not been fetched for the subject property.');
      expect(studies.projects.activities(projectId)).toContainEqual(expect.objectContaining({ type: 'study_finished', summary: SOILS_ACTIVITY }));

      // The next report uses those soils: SDA is not asked again.
      const asked = sda.requests.length;
      await generate(projectId);
      await runJobs({ review: review() }, { sdaUrl: sda.baseUrl });
      expect((await history(projectId))[0]?.status).toBe('COMPLETED');
      expect(sda.requests.length).toBe(asked);

      // SDA down for maintenance: the report is written, says why it has no soils, and the Soils tab shows the failed run.
      sda.setMode('maintenance');
      const other = await readyProject(TEST_AREA.subject.polygonGeoJson);
      await generate(other);
      await runJobs({ review: review() }, { sdaUrl: sda.baseUrl });
      const [failed] = await history(other);
      expect(failed?.status).toBe('COMPLETED');
      expect(failed?.warnings).toEqual([expect.stringMatching(/^The soils could not be fetched from USDA Soil Data Access: .*maintenance/i)]);
      expect((await soilsOf(other)).status).toBe('FAILED');
      expect(docxParagraphs(await download(failed!, 'docx'))).toContain('Soils have not been fetched for the subject property.');
    } finally {
      await sda.close();
    }
  }, 60_000);

  it('keeps the Word and Excel files with a warning when LibreOffice is missing, and says when the review service is down', async () => {
    const projectId = await readyProject();
    await generate(projectId);
    await runJobs({ review: review('http://127.0.0.1:9'), pdf: { sofficePath: '/nonexistent/soffice' } });
    const [done] = await history(projectId);
    expect(done?.status).toBe('COMPLETED');
    expect(done?.files.map((file) => file.format)).toEqual(['docx', 'xlsx']);
    expect(done?.warnings).toEqual([
      expect.stringMatching(/^The review assistants' findings could not be read/),
      expect.stringMatching(/^No PDF was written: LibreOffice was not found at "\/nonexistent\/soffice"/),
    ]);
    expect(done?.analysis?.summary).toContain("The review assistants' findings could not be read");
  });

  it('with an LLM, keeps its prose only where it adds no fact', async () => {
    const projectId = await readyProject();
    reviewFacts = { phase1Reviews: [], recordAnalyses: [] };
    const client = createLlmClient({ baseUrl: llm.baseUrl, apiKey: null, model: 'fake-model', timeoutMs: 3000, maxRetries: 0 });
    const faithful = 'FRONT STREET CLEANERS, a dry cleaner, was listed at 2240 FRONT ST in 1965: a REC on the subject property.';
    llm.enqueue({
      content: {
        summary: faithful,
        riskDescription: 'The dry cleaner built in 1948 makes the risk high.',
        recommendations: [{ id: 'phase-2', description: 'Investigate soil and soil vapor near the former dry cleaner.' }],
      },
    });
    await generate(projectId);
    await runJobs({ review: review(), llm: client });
    const [done] = await history(projectId);
    expect(done?.analysis).toMatchObject({ writer: 'llm', summary: faithful });
    // The risk description invented a year: the offline one is kept, and the EP is told.
    expect(done?.analysis?.riskAssessment.description).toMatch(/^1 REC on the subject property/);
    expect(done?.warnings).toEqual([expect.stringContaining('riskDescription')]);
    expect(done?.analysis?.recommendations[0]?.description).toBe('Investigate soil and soil vapor near the former dry cleaner.');
  });

  it('a report whose job the queue gave up on reads FAILED with the reason, and another can be generated', async () => {
    const projectId = await readyProject();
    const { report } = generateReportResultSchema.parse((await generate(projectId)).json);
    await studies.db
      .collection('jobs')
      .updateOne({ _id: report.id as never }, { $set: { status: 'FAILED', errorMessage: 'The job stalled: no progress for 60 s' } });
    expect((await history(projectId))[0]).toMatchObject({ id: report.id, status: 'FAILED', error: 'The job stalled: no progress for 60 s' });
    const next = generateReportResultSchema.parse((await generate(projectId)).json).report;
    expect(next.id).not.toBe(report.id);
    await runJobs();
  });
});
