import { createLlmClient } from '@groundwork/ai';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '@groundwork/ai/testing/fake-openai-server';
import { databaseStudyResultSchema, databaseStudySummary, type DatabaseRecord } from '@groundwork/contracts';
import { makePdf } from '@groundwork/doc-processing/testing/make-files';
import { captureLogger } from '@groundwork/service-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NarrativeWriter } from '../src/studies/database-narratives';
import { readJsonObject } from '../src/use-cases/study-results';
import type { StudyExtractor } from '../src/worker/study-job';
import { aDatabaseRecord } from './database-records';
import { runDueJobs, startStudies, type TestStudies } from './studies-fixture';

// The regulatory database's record narratives written by the LLM in the worker, with the real
// openai SDK against a fake OpenAI-compatible server on 127.0.0.1: a paragraph that adds a fact
// to its record's is dropped, and whatever the LLM cannot write keeps the offline narrative.

let studies: TestStudies;
let owner: string;
let llm: FakeOpenAiServer;
let pdf: Uint8Array;
beforeAll(async () => {
  studies = await startStudies();
  ({ owner } = await studies.accounts());
  llm = await startFakeOpenAiServer();
  pdf = await makePdf((document) => document.text('ENVIRONMENTAL RADIUS REPORT'));
});
afterAll(async () => {
  await llm.close();
  await studies.close();
});

const OFFLINE = {
  site: 'The subject property is listed on LUST (Closed).',
  orphan: 'QUICK CLEAN is an unmapped DRYCLEANERS listing (Inactive).',
};

const record = (id: string, fields: Partial<DatabaseRecord>): DatabaseRecord =>
  aDatabaseRecord(id, { narrative: OFFLINE.site, document_links: [], record_id: 'R-101', ...fields });

const result = databaseStudyResultSchema.parse({
  report: { vendor: 'TerraSearch', report_id: '7380909.1s', report_date: '2021-01-06', subject_name: null, subject_address: '1352 MILL RD', page_count: 1 },
  database_summary: [],
  items: [
    record('site-1', {}),
    record('orphan-1', {
      address: '9 ELM ST',
      target: 'QUICK CLEAN',
      narrative: OFFLINE.orphan,
      map_id: null,
      record_id: null,
      site_name: 'QUICK CLEAN',
      distance_mi: null,
      distance_ft: null,
      elevation_ft: null,
      databases: ['DRYCLEANERS'],
      statuses: { DRYCLEANERS: 'Inactive' },
      substances: [],
      is_target: false,
      is_orphan: true,
      within_search_distance: false,
      location: 'unmapped',
      status_class: 'unknown',
      page: 24,
      pages: [24],
    }),
  ],
  narratives: [],
  editedAt: null,
});

/** A stand-in extraction: these tests are about the worker's narrative writing, the extractor has its own. */
const twoRecords: StudyExtractor = () => ({ result, summary: databaseStudySummary(result), warnings: [] });

const PARAGRAPHS = {
  faithful:
    'FORMER SERVICE STATION, 1352 MILL RD, NORTHGATE, IL 60640 (map id A1), is the subject property itself. ' +
    'It is listed on LUST as Closed (R-101), with Gasoline named as the substance (p. 9).',
  inventsNumber:
    'QUICK CLEAN, 9 ELM ST, NORTHGATE, IL 60640, is an orphan record listed on DRYCLEANERS as Inactive; ' +
    'it lies 0.75 mi from the subject property (p. 24).',
};

const writer = (budgetMs = 30_000): NarrativeWriter => ({
  client: createLlmClient({ baseUrl: llm.baseUrl, apiKey: 'test-key', model: 'fake-model', timeoutMs: 10_000, maxRetries: 0 }),
  budgetMs,
});

/** Uploads a report, starts the project's database study and runs it with `narrativeWriter`. */
async function runDatabaseStudy(narrativeWriter: NarrativeWriter | null) {
  const projectId = studies.projects.addProject('org-acme', [{ address: '1352 Mill Rd', direction: 'subject' }]);
  const s3Key = await studies.upload(owner, pdf, 'radius.pdf');
  const started = await studies.call('POST', '/api/processing/cd/process', { token: owner, body: { study: 'database', s3Key, projectId } });
  expect(started.status, started.text).toBe(200);
  const { jobId } = started.json as { jobId: string };
  const { logger, lines } = captureLogger();
  await runDueJobs(studies, { database: twoRecords }, { narrativeWriter, logger });
  const job = (await studies.call('GET', `/api/processing/jobs/${jobId}`, { token: owner })).json;
  const stored = databaseStudyResultSchema.parse(await readJsonObject(studies.ctx, `jobs/${jobId}/result.json`));
  const logged = lines.find((line) => line.msg === 'study job completed');
  return { projectId, job, narratives: stored.items.map((item) => item.narrative), logged };
}

describe('record narratives written by the LLM in the worker', () => {
  it('keeps the faithful paragraph, drops the one that invents a number (its offline narrative stays) and warns', async () => {
    llm.handle(() => ({
      content: {
        narratives: [
          { id: 'r0', text: PARAGRAPHS.faithful },
          { id: 'r1', text: PARAGRAPHS.inventsNumber },
        ],
      },
    }));
    const before = llm.requests.length;
    const { projectId, job, narratives, logged } = await runDatabaseStudy(writer());
    expect(llm.requests.length).toBe(before + 1);
    const request = llm.requests.at(-1)!;
    expect(request.headers.authorization).toBe('Bearer test-key');
    expect(request.body.model).toBe('fake-model');
    expect(request.body.response_format.json_schema.name).toBe('record_narratives');

    expect(job).toMatchObject({
      status: 'COMPLETED',
      warnings: ["1 of 2 record narratives were written offline: the LLM's paragraph stated facts the report does not (1)"],
    });
    expect(narratives).toEqual([PARAGRAPHS.faithful, OFFLINE.orphan]);
    expect(logged?.narratives).toEqual({ writer: 'fake-model record-narrative.v1', llm: 1, offline: 1, reasons: { 'adds-facts': 1 } });

    // The run's completion hands the written narratives to the project.
    const project = await studies.call('GET', `/api/projects/${projectId}/environmental/narratives`, { token: owner });
    expect(project.json.narrativeData.items.map((item: DatabaseRecord) => item.narrative)).toEqual([PARAGRAPHS.faithful, OFFLINE.orphan]);
  }, 60_000);

  it('an LLM that is down leaves every offline narrative, and the job COMPLETED with the reason', async () => {
    llm.handle(() => ({ status: 503, body: { error: { message: 'overloaded', type: 'server_error' } } }));
    const before = llm.requests.length;
    const { job, narratives, logged } = await runDatabaseStudy(writer());
    expect(llm.requests.length).toBeGreaterThan(before);
    expect(job.status).toBe('COMPLETED');
    expect(job.warnings).toEqual(['2 of 2 record narratives were written offline: the LLM request failed (2)']);
    expect(narratives).toEqual([OFFLINE.site, OFFLINE.orphan]);
    expect(logged?.narratives).toMatchObject({ llm: 0, offline: 2, reasons: { failed: 2 }, error: expect.stringContaining('answered 503 overloaded') });
  }, 60_000);

  it('an LLM slower than the budget leaves the offline narratives, without holding the job', async () => {
    llm.handle(() => ({ content: { narratives: [{ id: 'r0', text: PARAGRAPHS.faithful }] }, delayMs: 5_000 }));
    const started = Date.now();
    const { job, narratives } = await runDatabaseStudy(writer(300));
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(job.status).toBe('COMPLETED');
    expect(job.warnings).toEqual([expect.stringMatching(/^2 of 2 record narratives were written offline/)]);
    expect(narratives).toEqual([OFFLINE.site, OFFLINE.orphan]);
  }, 60_000);

  it('without an LLM nothing changes: the offline narratives, no warning, no request', async () => {
    const before = llm.requests.length;
    const { job, narratives, logged } = await runDatabaseStudy(null);
    expect(llm.requests.length).toBe(before);
    expect(job.status).toBe('COMPLETED');
    expect(job.warnings).toBeUndefined();
    expect(narratives).toEqual([OFFLINE.site, OFFLINE.orphan]);
    expect(logged).not.toHaveProperty('narratives');
  }, 60_000);
});
