import { environmentalApi } from '@groundwork/api-client';
import type { DatabaseRecord } from '@groundwork/contracts';
import { chooseOption } from '@groundwork/design-system/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aProject, PROJECT_ID, renderInShell } from '../../test/render-tab';
import DatabaseTab from './DatabaseTab';
import { fakeDatabaseServer, type FakeDatabaseServer } from './test/fake-database-server';
import { aRecord, aStudyResult, flatList, sampleItems } from './test/fixtures';

const navigate = vi.fn();
vi.mock('react-router-dom', async (importOriginal) => ({ ...(await importOriginal<typeof import('react-router-dom')>()), useNavigate: () => navigate }));

let server: FakeDatabaseServer;

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  navigate.mockReset();
  localStorage.clear();
});

/** A finished run run-1 whose narrative the server stored. */
async function renderFinished(items: DatabaseRecord[] = sampleItems(), overrides: { narratives?: ReturnType<typeof flatList>; reportSummary?: boolean } = {}) {
  server = fakeDatabaseServer();
  const result = { ...aStudyResult(items), ...(overrides.narratives ? { narratives: overrides.narratives } : {}) };
  server.addJob('run-1', { status: 'COMPLETED', progress: 100 }, result);
  if (overrides.reportSummary === false) server.api.on(`GET http://s3.test/jobs/run-1/database.json?sig=get`, { status: 403, body: { message: 'expired' } });
  server.complete('run-1');
  const view = renderInShell(<DatabaseTab />, { tab: 'database', project: aProject(), user: { email: 'sam@acme.test', role: 'member' } });
  await screen.findByText('Regulatory Database', { selector: 'h2' });
  await waitFor(() => expect(rows().length).toBeGreaterThan(0));
  return view;
}

const table = () => screen.getByTestId('results-table');
const rows = () => [...document.querySelectorAll<HTMLElement>('[data-testid="results-table"] tbody tr.ant-table-row')];
const cells = (row: Element) => [...row.querySelectorAll<HTMLElement>('td')].map((td) => td.textContent);
const mapIds = () => rows().map((row) => row.querySelector('td')!.textContent);
const button = (name: string) => screen.getByText(name, { selector: 'button span' }).closest('button')!;
const toastText = async (title: string) => (await screen.findByText(title, { selector: '.gw-toast-title' })).closest('.gw-toast')?.textContent;

async function exportedCsv(): Promise<string[]> {
  const blobs: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return 'blob:db';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  const names: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  fireEvent.click(button('Export CSV'));
  expect(names).toEqual(['regulatory-database.csv']);
  const text = await new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blobs[0]!);
  });
  return text.replace(/^\uFEFF/, '').split('\r\n');
}

// The antd table re-renders in jsdom slowly on a busy machine.
describe('Regulatory database results: the table', { timeout: 60_000 }, () => {
  it('shows the mapped records, the target property first and marked (on-site), with every column', async () => {
    await renderFinished();
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Map ID', 'Site', 'Distance', 'Elevation', 'Databases', 'Status', 'Summary', 'Page']);
    expect(mapIds()).toEqual(['1', '9', '2', '3']);
    const [target, far] = rows();
    expect(cells(target!).slice(0, 6)).toEqual([
      '1',
      'FORMER SERVICE STATION(on-site)1352 MILL RDNORTHGATE, IL 60640',
      '0 mi (0 ft)',
      'Equal (200 ft)',
      'LUSTOpen - remediationUSTActive',
      'Open',
    ]);
    expect(cells(far!).slice(2, 6)).toEqual(['0.8 mi (4,224 ft) SSW', 'Lower (180 ft)', 'SWF/LFHistorical landfill', 'Historical']);
    expect(
      within(target!)
        .getAllByTestId('record-database')
        .map((line) => line.textContent),
    ).toEqual(['LUSTOpen - remediation', 'USTActive']);
    expect(
      within(target!)
        .getByText(/has an open LUST case/)
        .closest('.ant-typography')!.className,
    ).toContain('ant-typography-ellipsis');
  });

  it("opens the analysis page of the item's index with the narrative as summary", async () => {
    await renderFinished();
    fireEvent.click(screen.getByRole('button', { name: 'Details for MILL CLEANERS' }));
    expect(navigate).toHaveBeenCalledExactlyOnceWith(
      `/projects/${PROJECT_ID}/regulatory-analysis/3?summary=${encodeURIComponent('MILL CLEANERS: LUST case closed with an NFR letter in 2004.')}`,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Details for FORMER SERVICE STATION' }));
    expect(navigate).toHaveBeenLastCalledWith(`/projects/${PROJECT_ID}/regulatory-analysis/1?summary=${encodeURIComponent(sampleItems()[1]!.narrative)}`);
  });

  it("opens the run's report at the record's page in a new tab", async () => {
    await renderFinished();
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const location = vi.spyOn(environmentalApi, 'jobFileLocation').mockResolvedValue('http://s3.test/uploads/radius.pdf?sig=x');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /^p\. 14\s*: open the report for MILL CLEANERS at this page$/ }));
    });
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(location).toHaveBeenCalledWith('run-1');
    await waitFor(() => expect(tab.location.href).toBe('http://s3.test/uploads/radius.pdf?sig=x#page=14'));
    expect(tab.opener).toBeNull();
  });

  it('shows the report summary per database and distance band, else counts from the records', async () => {
    const view = await renderFinished();
    const summary = await screen.findByTestId('distance-summary');
    const summaryRows = () => [...screen.getByTestId('distance-summary').querySelectorAll('tbody tr.ant-table-row')].map(cells);
    expect(
      within(summary)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Database', 'Search distance', 'TP', '< 1/8', '1/8 - 1/4', '1/4 - 1/2', '1/2 - 1', '> 1', 'Total']);
    expect(summaryRows()).toEqual([
      ['NPL', '1', '0', '0', '0', '0', '0', '1', '1'],
      ['LUST', '0.5', '1', '0', '1', '0', '0', '-', '2'],
    ]);
    view.unmount();
    localStorage.clear();

    await renderFinished(sampleItems(), { reportSummary: false });
    await screen.findByText(/Counted from the mapped records/);
    expect(summaryRows()).toEqual([
      ['DRYCLEANERS', '0', '0', '1', '0', '0', '0', '1'],
      ['LUST', '1', '0', '1', '0', '0', '0', '2'],
      ['SWF/LF', '0', '0', '0', '0', '1', '0', '1'],
      ['UST', '1', '1', '0', '0', '0', '0', '2'],
    ]);
  });
});

describe('Regulatory database results: filters and order', { timeout: 60_000 }, () => {
  it('filters by location, search distance, database and status, and orders nearest first', async () => {
    await renderFinished();
    await chooseOption('Filter by location', 'On-site');
    await waitFor(() => expect(mapIds()).toEqual(['1']));
    await chooseOption('Filter by location', 'Adjoining');
    await waitFor(() => expect(mapIds()).toEqual(['2']));
    await chooseOption('Filter by location', 'All locations');
    await waitFor(() => expect(mapIds()).toEqual(['1', '9', '2', '3']));

    fireEvent.click(screen.getByRole('checkbox', { name: 'Within search distance' }));
    await waitFor(() => expect(mapIds()).toEqual(['1', '2', '3']));
    expect(screen.getByTestId('records-count').textContent).toBe('3 of 4 shown');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Within search distance' }));

    await chooseOption('Filter by database', 'LUST');
    await waitFor(() => expect(mapIds()).toEqual(['1', '3']));
    await chooseOption('Filter by status', 'Closed');
    await waitFor(() => expect(mapIds()).toEqual(['3']));
    await chooseOption('Filter by status', 'Historical');
    expect(await screen.findByText('No Records Match the Filters')).toBeInstanceOf(HTMLElement);

    fireEvent.click(button('Clear filters'));
    await waitFor(() => expect(mapIds()).toEqual(['1', '9', '2', '3']));
    await chooseOption('Order', 'Nearest first');
    await waitFor(() => expect(mapIds()).toEqual(['1', '2', '3', '9']));
  });

  it('exports and copies only the records shown, without the Details buttons', async () => {
    await renderFinished();
    await chooseOption('Filter by status', 'Open');
    await waitFor(() => expect(mapIds()).toEqual(['1', '2']));
    const lines = await exportedCsv();
    expect(lines).toEqual([
      'Map ID,Site,Distance,Elevation,Databases,Status,Summary,Page',
      '1,"FORMER SERVICE STATION, 1352 MILL RD, NORTHGATE, IL 60640 (on-site)",0 mi (0 ft),Equal (200 ft),LUST: Open - remediation; UST: Active,Open,"The subject property, FORMER SERVICE STATION, has an open LUST case (remediation) & ""active"" USTs.",8',
      '2,"QUICK STOP, 1360 MILL RD, NORTHGATE, IL 60640",0.01 mi (53 ft) E,Higher (205 ft),UST: Active,Open,QUICK STOP adjoins to the east with active USTs.,11',
      '',
    ]);
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await act(async () => {
      fireEvent.click(button('Copy'));
    });
    const copied = (writeText.mock.calls[0] as unknown as [string])[0].split('\n');
    expect(copied).toHaveLength(3);
    expect(copied[2]).toBe(
      '2\tQUICK STOP, 1360 MILL RD, NORTHGATE, IL 60640\t0.01 mi (53 ft) E\tHigher (205 ft)\tUST: Active\tOpen\tQUICK STOP adjoins to the east with active USTs.\t11',
    );
  });

  it('says Copy Failed when the clipboard refuses', async () => {
    await renderFinished();
    Object.defineProperty(navigator, 'clipboard', {
      value: {
        writeText: async () => {
          throw new DOMException('Document is not focused.', 'NotAllowedError');
        },
      },
      configurable: true,
    });
    await act(async () => {
      fireEvent.click(button('Copy'));
    });
    expect(await toastText('Copy Failed')).toContain('Copy Failed');
  });
});

describe('Regulatory database results: orphans and the flat list', { timeout: 60_000 }, () => {
  it('lists the orphans apart with their possible match, each with its Details', async () => {
    await renderFinished();
    const orphans = screen.getByTestId('orphans');
    expect(within(orphans).getByText('Orphan Records (2)')).toBeInstanceOf(HTMLElement);
    const orphanRows = [...orphans.querySelectorAll<HTMLElement>('tbody tr.ant-table-row')];
    expect(orphanRows.map((row) => row.querySelector('td')!.textContent)).toEqual([
      'ARCO FACILITY 051238962 COMMERCE DRNORTHGATE, ILPossible match: Map 2 - QUICK STOP',
      'UNKNOWN DRUMSHWY 12NORTHGATE, IL 60640',
    ]);
    expect(mapIds()).not.toContain('');
    fireEvent.click(within(orphans).getByRole('button', { name: 'Details for UNKNOWN DRUMS' }));
    expect(navigate).toHaveBeenCalledWith(`/projects/${PROJECT_ID}/regulatory-analysis/5?summary=${encodeURIComponent('Drums reported along HWY 12.')}`);
  });

  it('shows the first 10 records of the flat list when the narrative has no items', async () => {
    const many = Array.from({ length: 12 }, (_, index) => aRecord({ site_name: `SITE ${String.fromCharCode(65 + index)}`, distance_mi: index / 10 }));
    await renderFinished([], { narratives: flatList(many) });
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Site', 'Address', 'Database', 'Distance (mi)']);
    expect(rows()).toHaveLength(10);
    expect(cells(rows()[1]!)).toEqual(['SITE B', many[1]!.address, 'LUST', '0.1']);
    expect(screen.getByText('First 10 of 12 records')).toBeInstanceOf(HTMLElement);
    expect(screen.queryByTestId('distance-summary')).toBeNull();
    expect(screen.queryByTestId('orphans')).toBeNull();
  });
});
