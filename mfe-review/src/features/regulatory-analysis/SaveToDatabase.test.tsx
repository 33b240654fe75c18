import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { analysedSession, browserCopy, ITEM_INDEX, storeBrowserCopy, UPDATED_SUMMARY } from './test/fixtures';
import { fakeRegulatoryServer, GET_URL, JOB_VIEW, jobView, NARRATIVES, PUT_URL, SAVE, SAVED_AT } from './test/fake-regulatory-server';
import { openPage, toastText } from './test/render-page';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const STORAGE_CALLS = [`GET ${GET_URL}`, `PUT ${PUT_URL}`];
const saveCalls = (calls: string[]) => calls.filter((call) => [NARRATIVES, JOB_VIEW, SAVE, ...STORAGE_CALLS].includes(call));

async function clickSave() {
  const view = await openPage();
  await view.user.click(screen.getByTestId('save-to-database'));
  return view;
}

describe('RegulatoryAnalysisPage: Save to Database', () => {
  it('reads the links, the current narrative, saves with If-Match, PUTs the whole JSON back and refreshes the browser copy', async () => {
    const server = fakeRegulatoryServer(analysedSession());
    const before = storeBrowserCopy({ extra: 'kept' });
    await clickSave();
    expect(await toastText('Narrative Updated')).toBe('Narrative UpdatedThe regulatory database narrative has been updated with the AI analysis');

    expect(saveCalls(server.api.calls())).toEqual([JOB_VIEW, `GET ${GET_URL}`, SAVE, `PUT ${PUT_URL}`]);
    expect(server.ifMatch[SAVE]).toEqual(['"v1"']);
    expect(server.ifMatch[`PUT ${PUT_URL}`]).toEqual(['v2']);
    const [put] = server.api.bodies(`PUT ${PUT_URL}`) as { items: { narrative: string; target: string }[] }[];
    expect(put!.items.map((item) => item.narrative)).toEqual(['Another record.', UPDATED_SUMMARY]);
    expect(put!.items[ITEM_INDEX]!.target).toBe('BOEING SURPLUS WAREHOUSE');

    const copy = browserCopy()!;
    expect(copy.narrativeData.items[ITEM_INDEX].narrative).toBe(UPDATED_SUMMARY);
    expect(copy.narrativeData.items[0].narrative).toBe('Another record.');
    expect(copy.updatedAt).toBe(SAVED_AT);
    expect({ jobId: copy.jobId, extra: copy.extra, narratives: copy.narratives }).toEqual({ jobId: before.jobId, extra: 'kept', narratives: [] });
    await waitFor(() => expect(screen.getByTestId('saved-at').textContent).toBe(`Saved ${new Date(SAVED_AT).toLocaleString()}`));
  });

  it("saves through the stored narrative's job when the browser has no copy", async () => {
    const server = fakeRegulatoryServer(analysedSession());
    server.storeNarrative({ narratives: [], narrativeData: { items: [] }, jobId: 'db-job-1', updatedAt: null });
    await clickSave();
    await toastText('Narrative Updated');
    // The page's read of the record, the save's read of the job id, the save, then the record read again.
    await waitFor(() =>
      expect(saveCalls(server.api.calls())).toEqual([NARRATIVES, NARRATIVES, JOB_VIEW, `GET ${GET_URL}`, SAVE, `PUT ${PUT_URL}`, NARRATIVES]),
    );
    expect(browserCopy()).toBeNull();
  });

  it.each([
    ['no job id anywhere', () => undefined, 'No job ID available for saving. Please reload the regulatory database data.', []],
    [
      'the job view failing',
      (server: ReturnType<typeof fakeRegulatoryServer>) => server.answer(JOB_VIEW, { status: 502, body: { message: 'down' } }),
      'Failed to get presigned URLs for saving',
      [JOB_VIEW],
    ],
    [
      'a job view without the put link',
      (server: ReturnType<typeof fakeRegulatoryServer>) => server.answer(JOB_VIEW, { body: jobView({ get: GET_URL }) }),
      'No presigned URLs available for saving. Please try refreshing the regulatory database data.',
      [JOB_VIEW],
    ],
    [
      'the current narrative not loading',
      (server: ReturnType<typeof fakeRegulatoryServer>) => server.answer(`GET ${GET_URL}`, { status: 403 }),
      'Failed to load current narrative data: 403',
      [JOB_VIEW, `GET ${GET_URL}`],
    ],
    [
      'storage refusing the PUT',
      (server: ReturnType<typeof fakeRegulatoryServer>) => server.answer(`PUT ${PUT_URL}`, { status: 500 }),
      'Failed to save to S3: 500',
      [JOB_VIEW, `GET ${GET_URL}`, SAVE, `PUT ${PUT_URL}`],
    ],
    [
      'save-to-database answering 409',
      (server: ReturnType<typeof fakeRegulatoryServer>) =>
        server.answer(SAVE, {
          status: 409,
          body: { code: 'NARRATIVE_VERSION_CONFLICT', message: 'The narrative was changed since it was loaded. Reload and save again.', requestId: 'r' },
        }),
      'The narrative was changed since it was loaded. Reload and save again.',
      [JOB_VIEW, `GET ${GET_URL}`, SAVE],
    ],
    [
      'save-to-database failing without a message',
      (server: ReturnType<typeof fakeRegulatoryServer>) => server.answer(SAVE, { status: 500 }),
      'Failed to save summary',
      [JOB_VIEW, `GET ${GET_URL}`, SAVE],
    ],
  ] as const)("says 'Save Failed' on %s", async (name, setUp, message, calls) => {
    const server = fakeRegulatoryServer(analysedSession());
    if (name !== 'no job id anywhere') storeBrowserCopy();
    setUp(server);
    await clickSave();
    expect(await toastText('Save Failed')).toBe(`Save Failed${message}`);
    expect(saveCalls(server.api.calls()).filter((call) => call !== NARRATIVES)).toEqual(calls);
    expect(screen.queryByText('Narrative Updated', { selector: '.gw-toast-title' })).toBeNull();
    if (name !== 'no job id anywhere') expect(browserCopy()!.narrativeData.items[ITEM_INDEX].narrative).not.toBe(UPDATED_SUMMARY);
  });

  it('shows when the narrative was last saved, and offers no save to a viewer', async () => {
    fakeRegulatoryServer(analysedSession({ saved: { at: SAVED_AT, by: 'sam@acme.test', summary: UPDATED_SUMMARY, version: 'v2' } }));
    await openPage(undefined, { user: { email: 'vera@acme.test', role: 'viewer' } });
    const overall = screen.getByTestId('overall-analysis');
    expect(within(overall).getByTestId('saved-at').textContent).toBe(`Saved ${new Date(SAVED_AT).toLocaleString()}`);
    expect((within(overall).getByTestId('save-to-database') as HTMLButtonElement).disabled).toBe(true);
  });
});
