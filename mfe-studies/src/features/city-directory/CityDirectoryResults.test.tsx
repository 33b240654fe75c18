import type { CityDirectoryResult } from '@groundwork/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aProject, PROJECT_ID, renderInShell } from '../../test/render-tab';
import CityDirectoryTab from './CityDirectoryTab';
import { fakeDirectoryServer, PROJECT_PATH, putUrlOf, type FakeDirectoryServer } from './test/fake-directory-server';
import { aResult, anEntry, sampleResult } from './test/fixtures';

const CD_JOB = `cd-job-${PROJECT_ID}`;
const CD_DATA = `cd-data-${PROJECT_ID}`;
const REMATCH = `POST ${PROJECT_PATH}/city-directory/jobs/run-1/rematch`;
const ALIASES = `${PROJECT_PATH}/city-directory/aliases`;

let server: FakeDirectoryServer;

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** A finished run run-1 with `result`, remembered in the browser. */
async function renderFinished(result: CityDirectoryResult = sampleResult(), role: 'member' | 'viewer' = 'member') {
  const project = aProject({ externalJobId: 'run-1' });
  server = fakeDirectoryServer(project, { canSave: role !== 'viewer' });
  server.addJob('run-1', { status: 'COMPLETED', progress: 100 }, result);
  localStorage.setItem(CD_JOB, JSON.stringify({ jobId: 'run-1' }));
  const view = renderInShell(<CityDirectoryTab />, { tab: 'directory', project, user: { email: 'sam@acme.test', role } });
  await screen.findByText('Processing Complete');
  await waitFor(() => expect(rows().length).toBeGreaterThan(0));
  return view;
}

const table = () => screen.getByTestId('results-table');
const rows = () => [...document.querySelectorAll<HTMLElement>('[data-testid="results-table"] tbody tr.ant-table-row')];
/** The cells of a year's row: Year, Subject, North, South, East, West. */
const rowCells = (year: string) => {
  const row = rows().find((candidate) => candidate.querySelector('td')!.textContent!.startsWith(year));
  if (!row) throw new Error(`no row for ${year}`);
  return [...row.querySelectorAll<HTMLElement>('td')];
};
const button = (name: string) => screen.getByText(name, { selector: 'button span' }).closest('button')!;
const queryButton = (name: string) => screen.queryByText(name, { selector: 'button span' })?.closest('button') ?? null;
const toastText = async (title: string) => (await screen.findByText(title, { selector: '.gw-toast-title' })).closest('.gw-toast')?.textContent;
const clickAndSettle = (element: HTMLElement) =>
  act(async () => {
    fireEvent.click(element);
  });
/** Hovers `element` and waits for a tooltip line reading `text`. */
async function hoverShows(element: HTMLElement, text: string): Promise<HTMLElement> {
  fireEvent.mouseEnter(element);
  const line = await screen.findByText(text, { selector: '.ant-tooltip-container, .ant-tooltip-container *' });
  fireEvent.mouseLeave(element);
  return line;
}
/** Opens a cell's editor, replaces its lines and ends with Enter. */
function editCell(cell: HTMLElement, text: string) {
  fireEvent.click(within(cell).getByRole('button'));
  const area = document.activeElement as HTMLTextAreaElement;
  expect(area.tagName).toBe('TEXTAREA');
  fireEvent.change(area, { target: { value: text } });
  fireEvent.keyDown(area, { key: 'Enter' });
}

describe('City directory results: the table', () => {
  it('shows a row per year, newest first and unknown last, with occupants per direction', async () => {
    await renderFinished();
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Year', 'Subject', 'North', 'South', 'East', 'West']);
    expect(rows().map((row) => row.querySelector('td')!.textContent)).toEqual(['2015Infogroup Business Listings', '2010', '2005', 'Unknown']);
    const [, subject, north, south] = rowCells('2015');
    expect(
      within(subject!)
        .getAllByTestId('occupant')
        .map((line) => line.textContent),
    ).toEqual(['QUICK CLEAN DRY CLEANERSdry cleaner', 'J ST TAILOR']);
    expect(north!.textContent).toBe('SHELL STATIONgas station');
    expect(south!.textContent).toBe('');
    expect(rowCells('Unknown')[1]!.textContent).toBe('UNDATED CAFE');
  });

  it('shows vacancies muted with their marker, never as occupants', async () => {
    await renderFinished();
    const north = rowCells('2010')[2]!;
    expect(within(north).queryAllByTestId('occupant')).toEqual([]);
    const vacancy = within(north).getByTestId('vacancy');
    expect(vacancy.textContent).toBe('VACANT');
    expect(vacancy.className).toContain('ant-typography-secondary');
    const tip = (await hoverShows(vacancy, 'Page 15: 2410 J ST VACANT')).closest('.ant-tooltip-container')!;
    expect(tip.textContent).toBe('Page 15: 2410 J ST VACANT2410 J ST');
  });

  it('tells on hover where a listing was printed, and the keyword behind a tag', async () => {
    await renderFinished();
    const subject = rowCells('2015')[1]!;
    const tip = (await hoverShows(within(subject).getByText('QUICK CLEAN DRY CLEANERS'), 'Page 12: 2400 J ST QUICK CLEAN DRY CLEANERS 916-555-0100')).closest(
      '.ant-tooltip-container',
    )!;
    expect([...tip.querySelectorAll('span')].map((line) => line.textContent)).toEqual([
      'Page 12: 2400 J ST QUICK CLEAN DRY CLEANERS 916-555-0100',
      '2400 J ST',
      'OCR confidence 87%',
    ]);
    expect(await hoverShows(within(subject).getByText('dry cleaner'), 'Keyword: DRY CLEAN')).toBeInstanceOf(HTMLElement);
  });

  it('lists the unassigned addresses apart with address, year, occupant and page', async () => {
    await renderFinished();
    const unassigned = screen.getByTestId('unassigned');
    expect(within(unassigned).getByText('Unassigned addresses')).toBeInstanceOf(HTMLElement);
    const cells = [...unassigned.querySelectorAll('tbody tr.ant-table-row td')].map((td) => td.textContent);
    expect(cells).toEqual(['2500 K ST', '2010', 'K ST PRINTING', '15']);
    expect(screen.queryByText(/No listing matched a property/)).toBeNull();
  });

  it('shows every listing as unassigned, with a hint, for a project without properties', async () => {
    const unmatched = (id: string, year: number, address: string, name: string) =>
      anEntry({ id, year, address, business_name: name, direction: null, is_subject: false });
    await renderFinished(
      aResult({
        years: [2015, 2010],
        parsedEntries: [unmatched('a', 2015, '2400 J ST', 'QUICK CLEAN'), unmatched('b', 2010, '2410 J ST', 'SHELL STATION')],
      }),
    );
    expect(screen.getByText(/^No listing matched a property of this project/)).toBeInstanceOf(HTMLElement);
    expect(rows().map((row) => row.textContent)).toEqual(['2015', '2010']);
    const unassigned = screen.getByTestId('unassigned');
    expect(unassigned.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(2);
    expect(screen.getByText('2 listings across 2 years, 2 unassigned.')).toBeInstanceOf(HTMLElement);
  });

  it('shows when the result was last edited', async () => {
    await renderFinished({ ...sampleResult(), editedAt: '2026-03-03T14:05:00' });
    expect(screen.getByText('Last edited Mar 3, 2026, 2:05 PM')).toBeInstanceOf(HTMLElement);
  });
});

// Inline edits re-render the whole antd table in jsdom: slow on a busy machine.
describe('City directory results: edits', { timeout: 40_000 }, () => {
  it('saves edited cells to the result JSON through a fresh save link with a new editedAt', async () => {
    await renderFinished();
    const before = server.api.calls().filter((call) => call.includes('includePresign=1')).length;
    editCell(rowCells('2015')[1]!, 'QUICK CLEAN DRY CLEANERS\nJ STREET TAILORS');
    editCell(rowCells('2005')[5]!, 'ACME PLATING');
    expect(screen.getByText('Unsaved changes')).toBeInstanceOf(HTMLElement);
    await clickAndSettle(button('Save Changes'));
    expect(await toastText('Changes Saved')).toContain('Changes Saved');
    expect(server.api.calls().filter((call) => call.includes('includePresign=1'))).toHaveLength(before + 1);
    const [saved] = server.api.bodies(`PUT ${putUrlOf('run-1')}`) as CityDirectoryResult[];
    expect(saved!.parsedEntries.map((entry) => entry.business_name)).toEqual([
      'QUICK CLEAN DRY CLEANERS',
      'J STREET TAILORS',
      'SHELL STATION',
      'ORCHARD SUPPLY',
      'K ST PRINTING',
      'UNDATED CAFE',
      'ACME PLATING',
    ]);
    expect(saved!.parsedEntries[6]).toMatchObject({ year: 2005, direction: 'west', is_subject: false, manual: true, page: 20 });
    expect(saved!.vacancies).toEqual(sampleResult().vacancies);
    expect(Date.now() - Date.parse(saved!.editedAt!)).toBeLessThan(60_000);
    expect(screen.queryByText('Unsaved changes')).toBeNull();
    expect(screen.getByText(/^Last edited /)).toBeInstanceOf(HTMLElement);
    expect((JSON.parse(localStorage.getItem(CD_DATA)!) as { result: CityDirectoryResult }).result.editedAt).toBe(saved!.editedAt);
    expect(rowCells('2005')[5]!.textContent).toBe('ACME PLATING');
    expect(await hoverShows(within(rowCells('2005')[5]!).getByText('ACME PLATING'), 'Typed in the table')).toBeInstanceOf(HTMLElement);
  });

  it('says Save Failed with the server answer and keeps the edits', async () => {
    await renderFinished();
    server.api.on(`PUT ${putUrlOf('run-1')}`, { status: 403, body: { code: 'RESULT_LINK_INVALID', message: 'This save link is invalid or has expired.' } });
    editCell(rowCells('2015')[2]!, 'SHELL GAS');
    await clickAndSettle(button('Save Changes'));
    expect(await toastText('Save Failed')).toBe('Save Failed403: {"code":"RESULT_LINK_INVALID","message":"This save link is invalid or has expired."}');
    expect(screen.getByText('Unsaved changes')).toBeInstanceOf(HTMLElement);
    // A corrected name keeps the listing's tags.
    expect(rowCells('2015')[2]!.textContent).toBe('SHELL GASgas station');
  });

  it('cancels an edit with Escape', async () => {
    await renderFinished();
    const north = rowCells('2015')[2]!;
    fireEvent.click(within(north).getByRole('button'));
    const area = document.activeElement as HTMLTextAreaElement;
    fireEvent.change(area, { target: { value: 'SOMETHING ELSE' } });
    fireEvent.keyDown(area, { key: 'Escape' });
    expect(rowCells('2015')[2]!.textContent).toBe('SHELL STATIONgas station');
    expect(screen.queryByText('Unsaved changes')).toBeNull();
  });
});

describe('City directory results: copy and CSV', () => {
  it('copies the year x direction table as tab-separated text', async () => {
    await renderFinished();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await clickAndSettle(button('Copy'));
    expect(writeText).toHaveBeenCalledExactlyOnceWith(
      [
        'Year\tSubject\tNorth\tSouth\tEast\tWest',
        '2015\tQUICK CLEAN DRY CLEANERS; J ST TAILOR\tSHELL STATION\t\t\t',
        '2010\t\tVACANT\t\t\t',
        '2005\tORCHARD SUPPLY\t\t\t\t',
        'Unknown\tUNDATED CAFE\t\t\t\t',
      ].join('\n'),
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
    await clickAndSettle(button('Copy'));
    expect(await toastText('Copy Failed')).toContain('Copy Failed');
  });

  it('exports the table as CSV', async () => {
    await renderFinished();
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:cd';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    fireEvent.click(button('Export CSV'));
    expect(names).toEqual(['city-directory.csv']);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(blobs[0]!);
    });
    expect(
      text
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .slice(0, 3),
    ).toEqual(['Year,Subject,North,South,East,West', '2015,QUICK CLEAN DRY CLEANERS; J ST TAILOR,SHELL STATION,,,', '2010,,VACANT,,,']);
  });
});

// Inline edits re-render the whole antd table in jsdom: slow on a busy machine.
describe('City directory results: street aliases and Apply to This Report', { timeout: 40_000 }, () => {
  const aliasInputs = () => screen.getAllByTestId('alias-row').map((row) => [...row.querySelectorAll('input')].map((input) => input.value));

  it('loads the aliases, adds and removes rows, and saves the list', async () => {
    await renderFinished();
    await waitFor(() => expect(server.api.calls()).toContain(`GET ${ALIASES}`));
    expect(button('Save Aliases')).toHaveProperty('disabled', true);
    fireEvent.click(button('Add Alias'));
    fireEvent.change(screen.getByLabelText('Street name 1'), { target: { value: ' HWY 99 ' } });
    fireEvent.change(screen.getByLabelText('Same street as 1'), { target: { value: 'OLD STATE ROUTE 99' } });
    fireEvent.click(button('Add Alias'));
    fireEvent.click(button('Add Alias'));
    fireEvent.change(screen.getByLabelText('Street name 3'), { target: { value: 'J ST' } });
    fireEvent.change(screen.getByLabelText('Same street as 3'), { target: { value: 'J STREET' } });
    fireEvent.click(screen.getByLabelText('Remove alias 3'));
    expect(aliasInputs()).toEqual([
      [' HWY 99 ', 'OLD STATE ROUTE 99'],
      ['', ''],
    ]);
    expect(button('Apply to This Report')).toHaveProperty('disabled', true);
    await clickAndSettle(button('Save Aliases'));
    expect(await toastText('Aliases Saved')).toContain('Aliases Saved');
    expect(server.api.bodies(`PUT ${ALIASES}`)).toEqual([{ aliases: [{ from: 'HWY 99', to: 'OLD STATE ROUTE 99' }] }]);
    expect(aliasInputs()).toEqual([['HWY 99', 'OLD STATE ROUTE 99']]);
    expect(button('Apply to This Report')).toHaveProperty('disabled', false);
  });

  it('refuses an alias with one side blank, and says Save Failed when the server refuses', async () => {
    await renderFinished();
    fireEvent.click(await waitFor(() => button('Add Alias')));
    fireEvent.change(screen.getByLabelText('Street name 1'), { target: { value: 'HWY 99' } });
    fireEvent.click(button('Save Aliases'));
    expect(within(screen.getByTestId('street-aliases')).getByRole('alert').textContent).toBe('Street name is required');
    expect(server.api.bodies(`PUT ${ALIASES}`)).toEqual([]);
    fireEvent.change(screen.getByLabelText('Same street as 1'), { target: { value: 'STATE ROUTE 99' } });
    server.api.on(`PUT ${ALIASES}`, { status: 403, body: { error: { code: 'FORBIDDEN', message: 'Viewers cannot edit' } } });
    await clickAndSettle(button('Save Aliases'));
    expect(await toastText('Save Failed')).toContain('403: ');
    expect(aliasInputs()).toEqual([['HWY 99', 'STATE ROUTE 99']]);
  });

  it('applies the aliases to this report: the run (202, same id) shows PROCESSING until the listings are placed again, then its result, saved through its links', async () => {
    await renderFinished();
    const rematched = aResult({
      years: [2015],
      parsedEntries: [anEntry({ id: 'n1', year: 2015, address: '2500 K ST', direction: 'east', is_subject: false, business_name: 'K ST PRINTING' })],
    });
    server.api.on(REMATCH, () => {
      server.jobs.set('run-1', { status: 'PENDING', progress: 0 });
      server.results.set('run-1', rematched);
      return { status: 202, body: { jobId: 'run-1' } };
    });
    const checksBefore = server.api.calls().filter((call) => call === 'GET /api/processing/jobs/run-1?study=cd').length;
    await clickAndSettle(await waitFor(() => button('Apply to This Report')));
    await waitFor(() => expect(server.api.calls().filter((call) => call === 'GET /api/processing/jobs/run-1?study=cd').length).toBeGreaterThan(checksBefore));
    expect(JSON.parse(localStorage.getItem(CD_JOB)!)).toEqual({ jobId: 'run-1' });
    server.jobs.set('run-1', { status: 'COMPLETED', progress: 100 });
    await waitFor(() => expect(rows().map((row) => row.querySelector('td')!.textContent)).toEqual(['2015']), { timeout: 10_000 });
    expect(rowCells('2015')[4]!.textContent).toBe('K ST PRINTING');
    expect(screen.queryByTestId('unassigned')).toBeNull();
    // The run kept its id: the project's externalJobId is not changed.
    expect(server.api.bodies(`PATCH ${PROJECT_PATH}`)).toEqual([]);
    expect(server.api.calls()).toContain(`PATCH ${PROJECT_PATH}/city-directory/jobs/run-1`);

    editCell(rowCells('2015')[4]!, 'K STREET PRINTING');
    await clickAndSettle(button('Save Changes'));
    expect(await toastText('Changes Saved')).toContain('Changes Saved');
    expect((server.api.bodies(`PUT ${putUrlOf('run-1')}`) as CityDirectoryResult[]).map((saved) => saved.parsedEntries[0]!.business_name)).toEqual([
      'K STREET PRINTING',
    ]);
  });

  it("shows the server's warnings about the result above the table", async () => {
    await renderFinished();
    const warning =
      'The listings could not be placed again with the current properties: This PDF has 1200 pages; the limit is 1,000. The table shows the earlier placement.';
    server.api.on(REMATCH, () => {
      server.jobs.set('run-1', { status: 'COMPLETED', progress: 100, warnings: [warning] });
      return { status: 202, body: { jobId: 'run-1' } };
    });
    expect(screen.queryByTestId('result-warning')).toBeNull();
    await clickAndSettle(await waitFor(() => button('Apply to This Report')));
    expect((await screen.findByTestId('result-warning', {}, { timeout: 6000 })).textContent).toContain(warning);
    expect(rows().length).toBeGreaterThan(0);
  });

  it('holds Apply back while the listings have unsaved edits', async () => {
    await renderFinished();
    const apply = await waitFor(() => button('Apply to This Report'));
    expect(apply).toHaveProperty('disabled', false);
    editCell(rowCells('2015')[2]!, 'SHELL GAS');
    await waitFor(() => expect(button('Apply to This Report')).toHaveProperty('disabled', true));
    expect(screen.getByText('Save or discard your edits of the listings before applying.')).toBeInstanceOf(HTMLElement);
    fireEvent.click(button('Discard Changes'));
    await waitFor(() => expect(button('Apply to This Report')).toHaveProperty('disabled', false));
  });

  it('starts a fresh table for a new upload, leaving the old edits behind', async () => {
    const view = await renderFinished();
    editCell(rowCells('2015')[2]!, 'SHELL GAS');
    expect(screen.getByText('Save or discard your edits of the listings before applying.')).toBeInstanceOf(HTMLElement);
    server.api.on(`POST ${PROJECT_PATH}/city-directory/process`, () => {
      server.addJob(
        'run-2',
        { status: 'COMPLETED', progress: 100 },
        aResult({ years: [1999], parsedEntries: [anEntry({ year: 1999, business_name: 'FEED STORE' })] }),
      );
      return { status: 201, body: { jobId: 'run-2', externalJobId: 'run-2' } };
    });
    const file = new File(['%PDF'], 'second.pdf', { type: 'application/pdf' });
    fireEvent.change(view.container.querySelector<HTMLInputElement>('input[type="file"]')!, { target: { files: [file] } });
    await clickAndSettle(await waitFor(() => button('Upload and Process')));
    await waitFor(() => expect(rows().map((row) => row.textContent)).toEqual(['1999FEED STORE']));
    expect(screen.queryByText('Unsaved changes')).toBeNull();
    expect(screen.queryByText('Save or discard your edits of the listings before applying.')).toBeNull();
    expect(button('Apply to This Report')).toHaveProperty('disabled', false);
    expect(server.api.bodies(`PUT ${putUrlOf('run-1')}`)).toEqual([]);
  });

  it('says Apply Failed when the rematch is refused and keeps the results', async () => {
    await renderFinished();
    server.api.on(REMATCH, { status: 409, body: { message: 'A run is still processing' } });
    await clickAndSettle(await waitFor(() => button('Apply to This Report')));
    expect(await toastText('Apply Failed')).toBe('Apply Failed409: {"message":"A run is still processing"}');
    expect(rows()).toHaveLength(4);
    expect(JSON.parse(localStorage.getItem(CD_JOB)!)).toEqual({ jobId: 'run-1' });
  });
});

describe('City directory results: viewers', () => {
  it('read only: the results from links without a save link; no upload, no edits, no alias changes, no rematch, no writes', async () => {
    await renderFinished(sampleResult(), 'viewer');
    expect(screen.queryByText('Upload City Directory')).toBeNull();
    expect(screen.queryByTestId('upload-card')).toBeNull();
    expect(within(table()).queryAllByRole('button', { name: /^Edit / })).toEqual([]);
    expect(queryButton('Save Changes')).toBeNull();
    expect(queryButton('Copy')).not.toBeNull();
    expect(queryButton('Add Alias')).toBeNull();
    expect(queryButton('Save Aliases')).toBeNull();
    expect(queryButton('Apply to This Report')).toBeNull();
    expect(queryButton('Upload Another File')).toBeNull();
    expect(await screen.findByText('No street aliases.')).toBeInstanceOf(HTMLElement);
    expect(server.api.calls().filter((call) => !call.startsWith('GET '))).toEqual([]);
  });

  it('shows the saved aliases as a list', async () => {
    const project = aProject({ externalJobId: 'run-1' });
    server = fakeDirectoryServer(project, { canSave: false });
    server.aliases = [{ from: 'HWY 99', to: 'OLD STATE ROUTE 99' }];
    renderInShell(<CityDirectoryTab />, { tab: 'directory', project, user: { email: 'v@acme.test', role: 'viewer' } });
    expect(await screen.findByText('HWY 99 = OLD STATE ROUTE 99')).toBeInstanceOf(HTMLElement);
    expect(screen.queryByLabelText('Street name 1')).toBeNull();
  });
});
