import { cityDirectoryPageReader, createLlmClient } from '@groundwork/ai';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '@groundwork/ai/testing/fake-openai-server';
import { cityDirectoryResultSchema } from '@groundwork/contracts';
import { makePdf } from '@groundwork/doc-processing/testing/make-files';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJsonObject } from '../src/use-cases/study-results';
import { runDueJobs, startStudies, type TestStudies } from './studies-fixture';

// The city directory's second reader (the LLM) in the worker, with the real openai SDK against a
// fake OpenAI-compatible server on 127.0.0.1: what it adds must be printed on its page.

let studies: TestStudies;
let owner: string;
let llm: FakeOpenAiServer;
beforeAll(async () => {
  studies = await startStudies();
  ({ owner } = await studies.accounts());
  llm = await startFakeOpenAiServer();
});
afterAll(async () => {
  await llm.close();
  await studies.close();
});

/** A page of notes a researcher typed instead of a table: directory facts the rules cannot lay out. */
const notes = () =>
  makePdf((document) => {
    document.font('Helvetica').fontSize(11);
    document.text('Research notes, street directory checks', 72, 72);
    document.moveDown();
    for (const line of [
      'For the year 1987 we found at 10 Main St the firm Acme Widgets, telephone 555-0142.',
      'In 1992 the same house number 10 Main St listed Harbor Photo Lab, telephone 555-0199.',
      'No other source for 1977 named anyone at 12 Main St in our search.',
      'The 2001 canvass of 10 Main St returned no listing at all.',
    ]) {
      document.text(line);
      document.moveDown(0.5);
    }
  });

const reader = () =>
  cityDirectoryPageReader(createLlmClient({ baseUrl: llm.baseUrl, apiKey: 'test-key', model: 'fake-model', timeoutMs: 10_000, maxRetries: 0 }));

async function startRun(projectId: string, bytes: Uint8Array) {
  const key = await studies.upload(owner, bytes, 'notes.pdf', '/api/city-directory/upload-url');
  return (await studies.call('POST', `/api/projects/${projectId}/city-directory/process`, { token: owner, body: { s3Key: key, filename: 'notes.pdf' } }))
    .json as { jobId: string };
}

const listing = (year: number, occupant: string, phone: string | null, line: number) => ({ year, address: '10 MAIN ST', occupant, phone, marker: null, line });

describe('the second reader in the worker', () => {
  it('without it, a document the rules cannot read fails with the reason', async () => {
    const projectId = studies.projects.addProject('org-acme', [{ address: '10 Main St', direction: 'subject' }]);
    const { jobId } = await startRun(projectId, await notes());
    await runDueJobs(studies);
    const job = (await studies.call('GET', `/api/processing/jobs/${jobId}`, { token: owner })).json;
    expect(job).toMatchObject({ status: 'FAILED', errorMessage: expect.stringMatching(/^No city directory listings were recognised in this document/) });
  }, 60_000);

  it('adds the listings its page prints, drops the invented one, and a rematch keeps them', async () => {
    const projectId = studies.projects.addProject('org-acme', [{ address: '10 Main St', direction: 'subject' }]);
    const { jobId } = await startRun(projectId, await notes());
    llm.handle(() => ({
      content: {
        listings: [
          listing(1987, 'ACME WIDGETS', '555-0142', 2),
          listing(1992, 'HARBOR PHOTO LAB', '555-0199', 3),
          listing(1987, 'GHOST DRY CLEANERS', null, 2),
        ],
      },
    }));
    const before = llm.requests.length;
    await runDueJobs(studies, undefined, { secondReader: reader() });
    expect(llm.requests.length).toBeGreaterThan(before);
    const request = llm.requests.at(-1)!;
    expect(request.headers.authorization).toBe('Bearer test-key');
    expect(request.body.model).toBe('fake-model');
    expect(request.body.response_format.type).toBe('json_schema');
    expect(JSON.stringify(request.body.messages)).toContain('Acme Widgets, telephone 555-0142');

    const job = (await studies.call('GET', `/api/processing/jobs/${jobId}?summary=1`, { token: owner })).json;
    expect(job).toMatchObject({ status: 'COMPLETED', summary: { entries: 2 } });
    const result = cityDirectoryResultSchema.parse(await readJsonObject(studies.ctx, `jobs/${jobId}/result.json`));
    const found = result.parsedEntries.map(({ year, business_name, phone, direction, page }) => ({ year, business_name, phone, direction, page }));
    expect(found).toEqual(
      expect.arrayContaining([
        { year: 1987, business_name: 'ACME WIDGETS', phone: '5550142', direction: 'subject', page: 1 },
        { year: 1992, business_name: 'HARBOR PHOTO LAB', phone: '5550199', direction: 'subject', page: 1 },
      ]),
    );
    expect(result.parsedEntries.some((entry) => entry.business_name.includes('GHOST'))).toBe(false);
    expect(((await readJsonObject(studies.ctx, `jobs/${jobId}/second-reading.json`)) as unknown[]).length).toBe(2);

    // A rematch places the second reader's listings again, from what the worker stored (no new LLM call).
    const calls = llm.requests.length;
    studies.projects.setProperties(projectId, [
      { address: '12 Main St', direction: 'subject' },
      { address: '10 Main St', direction: 'north' },
    ]);
    expect((await studies.call('POST', `/api/projects/${projectId}/city-directory/jobs/${jobId}/rematch`, { token: owner })).status).toBe(202);
    await runDueJobs(studies);
    expect(llm.requests.length).toBe(calls);
    const rematched = cityDirectoryResultSchema.parse(await readJsonObject(studies.ctx, `jobs/${jobId}/result.json`));
    expect(
      rematched.parsedEntries
        .filter((entry) => entry.direction === 'north')
        .map((entry) => entry.business_name)
        .sort(),
    ).toEqual(['ACME WIDGETS', 'HARBOR PHOTO LAB']);
  }, 60_000);

  it('a reader that is down does not hold the job: the offline reading stands (here: nothing recognised, with its reason)', async () => {
    const projectId = studies.projects.addProject('org-acme', [{ address: '10 Main St', direction: 'subject' }]);
    const { jobId } = await startRun(projectId, await notes());
    llm.handle(() => ({ status: 503, body: { error: { message: 'overloaded', type: 'server_error' } } }));
    const before = llm.requests.length;
    await runDueJobs(studies, undefined, { secondReader: reader() });
    expect(llm.requests.length).toBeGreaterThan(before);
    const job = (await studies.call('GET', `/api/processing/jobs/${jobId}`, { token: owner })).json;
    expect(job).toMatchObject({ status: 'FAILED', errorMessage: expect.stringMatching(/^No city directory listings were recognised/) });
    expect((await studies.ctx.queue.get(jobId))?.attempts).toBe(1);
  }, 60_000);
});
