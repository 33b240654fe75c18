import { INVALID_POLYGON_MESSAGE, type SoilsState } from '@groundwork/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aProject, POLL_WAIT_MS, PROJECT_ID, renderInShell } from '../../test/render-tab';
import SoilsTab from './SoilsTab';
import { aResult, aSubject, OTHER_POLYGON, SUBJECT_POLYGON } from './test/fixtures';
import { fakeSoilsServer, GET_SOILS, POST_SOILS, PROPERTIES, type FakeSoilsServer } from './test/fake-soils-server';

const SOILS_DATA = `soils-data-${PROJECT_ID}`;
const RUNNING: SoilsState = { status: 'RUNNING', jobId: 'soils-2', startedAt: new Date().toISOString(), polygonGeoJson: SUBJECT_POLYGON };

let server: FakeSoilsServer;

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

async function renderTab(role: 'member' | 'viewer' = 'member') {
  const view = renderInShell(<SoilsTab />, { tab: 'soils', project: aProject(), user: { email: 'sam@acme.test', role } });
  await screen.findByText('Soils/Geology', { selector: 'h2' });
  return view;
}

const buttonNamed = (name: string) => screen.queryByText(name, { selector: 'button span' })?.closest('button') ?? null;
const tableRows = () => [...document.querySelectorAll<HTMLElement>('[data-testid="results-table"] tbody tr.ant-table-row')];
const rowTexts = () => tableRows().map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));
const toastText = async (title: string) => (await screen.findByText(title, { selector: '.gw-toast-title' })).closest('.gw-toast')?.textContent;
const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
const shownResult = () => waitFor(() => expect(tableRows()).toHaveLength(3), { timeout: POLL_WAIT_MS });

describe('SoilsTab: the stored result', () => {
  it('shows the stored result with its query time, map units, narrative and warnings, without querying SDA again', async () => {
    server = fakeSoilsServer(aResult({ warnings: ['SDA gave no water table depth for map unit Ex.'] }));
    await renderTab();
    await shownResult();
    expect(screen.getByTestId('soils-queried-at').textContent).toBe(
      `Queried from USDA Soil Data Access on ${new Date('2026-03-03T14:00:00.000Z').toLocaleString()}`,
    );
    expect(rowTexts()[0]).toEqual([
      '462594',
      'SaA',
      'San Joaquin loam, 0 to 2 percent slopes',
      'San Joaquin',
      'D',
      'Moderately well drained',
      '0',
      '1',
      '2',
      '85',
    ]);
    expect(rowTexts()[1]).toEqual(['462594', 'SaA', 'San Joaquin loam, 0 to 2 percent slopes', 'Durixeralfs', 'D', 'Moderately well drained', '', '', '', '5']);
    const headers = [...document.querySelectorAll('[data-testid="results-table"] thead th')].map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Map unit key',
      'Symbol',
      'Map unit name',
      'Component',
      'Hydrologic group',
      'Drainage class',
      'Slope low %',
      'Slope rep %',
      'Slope high %',
      'Component %',
    ]);
    const units = screen.getByTestId('soils-map-units');
    expect(units.textContent).toContain('Map Units (subject 2.00 acres)');
    const unitRows = [...units.querySelectorAll('tbody tr.ant-table-row')].map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));
    expect(unitRows).toEqual([
      ['SaA', 'San Joaquin loam, 0 to 2 percent slopes', '75.0 %', '1.50', 'D', '91 cm'],
      ['Ex', 'Exeter sandy loam', '25.0 %', '0.50', 'B', 'Not reported'],
    ]);
    expect(screen.getByTestId('soils-narrative').textContent).toContain('mapped mostly as San Joaquin loam');
    expect(screen.getByTestId('soils-warning').textContent).toContain('SDA gave no water table depth for map unit Ex.');
    expect(buttonNamed('Refresh from USDA')).toBeInstanceOf(HTMLButtonElement);
    expect(server.count(POST_SOILS)).toBe(0);
    expect(JSON.parse(localStorage.getItem(SOILS_DATA) ?? 'null')).toMatchObject({ jobId: 'soils-1', narrative: aResult().narrative });
  });

  it("colours the rows' hydrologic groups as the legend, which reads as the spec", async () => {
    server = fakeSoilsServer(aResult());
    await renderTab();
    await shownResult();
    const legend = within(screen.getByTestId('soils-legend'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(legend).toEqual(['A low runoff potential', 'B moderate infiltration', 'C slow infiltration', 'D high runoff potential']);
    const legendD = within(screen.getByTestId('soils-legend')).getByText('D');
    const rowD = within(tableRows()[0]!).getByTestId('hydrologic-group');
    expect(rowD.className).toContain('ant-tag-red');
    expect(legendD.className).toBe(rowD.className);
    expect(within(tableRows()[2]!).getByTestId('hydrologic-group').className).toContain('ant-tag-blue');
  });

  it('shows the cached result at once, then the server says there is none', async () => {
    localStorage.setItem(SOILS_DATA, JSON.stringify(aResult()));
    server = fakeSoilsServer({ status: 'NONE' });
    let answer: (() => void) | undefined;
    server.api.on(GET_SOILS, () => new Promise((resolve) => (answer = () => resolve({ body: { status: 'NONE' } }))));
    server.postAnswer = () => new Promise(() => undefined);
    await renderTab('viewer');
    await shownResult();
    await waitFor(() => expect(answer).toBeTypeOf('function'));
    await act(async () => answer!());
    await waitFor(() => expect(tableRows()).toHaveLength(0));
    expect(localStorage.getItem(SOILS_DATA)).toBeNull();
  });

  it('warns when the subject boundary changed since the query, with the refresh button', async () => {
    server = fakeSoilsServer(aResult({ polygonGeoJson: OTHER_POLYGON }));
    await renderTab();
    const warning = await screen.findByTestId('soils-boundary-changed');
    expect(warning.textContent).toContain("The subject property's boundary has changed since these soils were queried.");
    expect(within(warning).getByText('Refresh from USDA')).toBeInstanceOf(HTMLElement);
  });

  it('re-queries on Refresh from USDA with the current polygon', async () => {
    server = fakeSoilsServer(aResult({ polygonGeoJson: OTHER_POLYGON }));
    await renderTab();
    await shownResult();
    server.state = aResult({ jobId: 'soils-3', queriedAt: '2026-03-04T09:30:00.000Z' });
    fireEvent.click(within(screen.getByTestId('soils-boundary-changed')).getByRole('button'));
    await waitFor(() => expect(screen.getByTestId('soils-queried-at').textContent).toContain(new Date('2026-03-04T09:30:00.000Z').toLocaleString()));
    expect(server.api.bodies(POST_SOILS)).toEqual([{ polygonGeoJson: SUBJECT_POLYGON }]);
    expect(screen.queryByTestId('soils-boundary-changed')).toBeNull();
  });
});

describe('SoilsTab: querying', () => {
  it('queries automatically once when nothing is stored and the subject has a polygon (StrictMode too)', async () => {
    server = fakeSoilsServer({ status: 'NONE' });
    server.postAnswer = () => ({ body: aResult() });
    renderInShell(
      <StrictMode>
        <SoilsTab />
      </StrictMode>,
      { tab: 'soils', project: aProject() },
    );
    await shownResult();
    expect(server.api.bodies(POST_SOILS)).toEqual([{ polygonGeoJson: SUBJECT_POLYGON }]);
    expect(server.count(GET_SOILS)).toBe(1);
  });

  it('follows a slow query (202): progress with elapsed seconds, a check every 2 s, then the result', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server = fakeSoilsServer({ status: 'NONE' });
    server.postAnswer = () => {
      server.state = RUNNING;
      return { status: 202, body: { ...RUNNING, startedAt: new Date().toISOString() } };
    };
    await renderTab();
    const progress = await screen.findByTestId('soils-progress');
    expect(progress.textContent).toContain('Querying USDA Soil Data Access…');
    expect(server.count(GET_SOILS)).toBe(1);
    await advance(2000);
    await waitFor(() => expect(server.count(GET_SOILS)).toBe(2));
    expect(screen.getByTestId('soils-elapsed').textContent).toMatch(/^[23] s elapsed$/);
    server.state = aResult();
    await advance(2000);
    await shownResult();
    expect(screen.queryByTestId('soils-progress')).toBeNull();
    expect(server.count(POST_SOILS)).toBe(1);
  });

  it("shows the server's reason under 'Failed to Fetch Soils Data', in a toast and inline", async () => {
    server = fakeSoilsServer({ status: 'NONE' });
    server.postAnswer = () => ({ status: 502, body: { code: 'SDA_FAILED', message: 'Soil Data Access answered 500: Invalid query', requestId: 'r1' } });
    await renderTab();
    const failure = await screen.findByTestId('soils-failure');
    expect(failure.textContent).toBe('Failed to Fetch Soils DataSoil Data Access answered 500: Invalid query');
    expect(await toastText('Failed to Fetch Soils Data')).toBe('Failed to Fetch Soils DataSoil Data Access answered 500: Invalid query');
    expect(buttonNamed('Fetch Soils Data')).toBeInstanceOf(HTMLButtonElement);
  });

  it('shows a stored failure with its reason, without querying', async () => {
    server = fakeSoilsServer({
      status: 'FAILED',
      jobId: 'soils-9',
      startedAt: 't',
      finishedAt: 't',
      error: 'SDA timed out after 60 s',
      polygonGeoJson: SUBJECT_POLYGON,
    });
    await renderTab();
    expect((await screen.findByTestId('soils-failure')).textContent).toBe('Failed to Fetch Soils DataSDA timed out after 60 s');
    expect(server.count(POST_SOILS)).toBe(0);
  });

  it('gives up on the client after 75 s, never hanging', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server = fakeSoilsServer({ status: 'NONE' });
    server.postAnswer = () => new Promise(() => undefined);
    await renderTab();
    await screen.findByTestId('soils-progress');
    await advance(74_000);
    expect(screen.queryByTestId('soils-failure')).toBeNull();
    await advance(1_500);
    const failure = await screen.findByTestId('soils-failure');
    expect(failure.textContent).toContain('did not answer within 75 seconds');
    expect(screen.queryByTestId('soils-progress')).toBeNull();
  });

  it('stops checking a query that stays RUNNING at the time limit', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server = fakeSoilsServer({ ...RUNNING, startedAt: new Date().toISOString() });
    await renderTab('viewer');
    await screen.findByTestId('soils-progress');
    await advance(76_000);
    expect((await screen.findByTestId('soils-failure')).textContent).toContain('did not answer within 75 seconds');
    const checks = server.count(GET_SOILS);
    expect(checks).toBeGreaterThan(30);
    await advance(10_000);
    expect(server.count(GET_SOILS)).toBe(checks);
  });
});

describe('SoilsTab: the subject polygon', () => {
  it.each([
    ['no subject property', () => []],
    ['a subject without a polygon', () => [aSubject({ polygonGeoJson: undefined })]],
    ['a subject with an unusable polygon', () => [aSubject({ polygonGeoJson: '{"type":"Point"}' })]],
  ])('says the polygon is invalid and asks nothing of SDA with %s', async (_case, properties) => {
    server = fakeSoilsServer({ status: 'NONE' });
    server.properties = properties();
    await renderTab();
    expect((await screen.findByTestId('soils-invalid-polygon')).textContent).toContain(INVALID_POLYGON_MESSAGE);
    await waitFor(() => expect(server.count(GET_SOILS)).toBe(1));
    expect(server.api.calls()).toContain(PROPERTIES);
    expect(server.count(POST_SOILS)).toBe(0);
    expect(buttonNamed('Fetch Soils Data')).toBeNull();
  });
});

describe('SoilsTab: viewers', () => {
  it('reads only: no refresh, no automatic query', async () => {
    server = fakeSoilsServer(aResult());
    await renderTab('viewer');
    await shownResult();
    expect(buttonNamed('Refresh from USDA')).toBeNull();
  });

  it('never starts a query when nothing is stored', async () => {
    server = fakeSoilsServer({ status: 'NONE' });
    await renderTab('viewer');
    await waitFor(() => expect(server.count(GET_SOILS)).toBe(1));
    await waitFor(() => expect(server.api.calls()).toContain(PROPERTIES));
    expect(await screen.findByText('No Soils Data')).toBeInstanceOf(HTMLElement);
    expect(buttonNamed('Fetch Soils Data')).toBeNull();
    expect(server.count(POST_SOILS)).toBe(0);
  });
});

describe('SoilsTab: copy and CSV', () => {
  it('copies the rows tab-separated under the readable headers', async () => {
    server = fakeSoilsServer(aResult());
    await renderTab();
    await shownResult();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await act(async () => {
      fireEvent.click(buttonNamed('Copy')!);
    });
    expect(writeText).toHaveBeenCalledExactlyOnceWith(
      [
        'Map unit key\tSymbol\tMap unit name\tComponent\tHydrologic group\tDrainage class\tSlope low %\tSlope rep %\tSlope high %\tComponent %',
        '462594\tSaA\tSan Joaquin loam, 0 to 2 percent slopes\tSan Joaquin\tD\tModerately well drained\t0\t1\t2\t85',
        '462594\tSaA\tSan Joaquin loam, 0 to 2 percent slopes\tDurixeralfs\tD\tModerately well drained\t\t\t\t5',
        '462601\tEx\tExeter sandy loam\tExeter\tB\tWell drained\t0\t1\t3\t90',
      ].join('\n'),
    );
  });

  it('exports the rows as soils.csv', async () => {
    server = fakeSoilsServer(aResult());
    await renderTab();
    await shownResult();
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:soils';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    fireEvent.click(buttonNamed('Export CSV')!);
    expect(downloads).toEqual(['soils.csv']);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(blobs[0]!);
    });
    expect(text.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      'Map unit key,Symbol,Map unit name,Component,Hydrologic group,Drainage class,Slope low %,Slope rep %,Slope high %,Component %',
      '462594,SaA,"San Joaquin loam, 0 to 2 percent slopes",San Joaquin,D,Moderately well drained,0,1,2,85',
      '462594,SaA,"San Joaquin loam, 0 to 2 percent slopes",Durixeralfs,D,Moderately well drained,,,,5',
      '462601,Ex,Exeter sandy loam,Exeter,B,Well drained,0,1,3,90',
      '',
    ]);
  });
});
