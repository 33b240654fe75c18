import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppThemeProvider } from '../../theme/AppThemeProvider';
import { ResultsTable, type ResultColumn, type ResultsTableProps } from './ResultsTable';

interface YearRow {
  id: string;
  year: number | null;
  subject: string;
  north: string;
}

const rows: YearRow[] = [
  { id: 'r2020', year: 2020, subject: 'Quick Clean, Inc.', north: 'VACANT' },
  { id: 'r2015', year: 2015, subject: 'Shell Station', north: 'Joe\'s "Best" Diner' },
];

const columns: ResultColumn<YearRow>[] = [
  { key: 'year', title: 'Year', text: (row) => (row.year === null ? 'Unknown' : String(row.year)) },
  { key: 'subject', title: 'Subject', editable: true },
  { key: 'north', title: 'North', editable: true },
  { key: 'id', title: 'Details', exportable: false, render: (row) => <button type="button">Details {row.id}</button> },
];

function setup(props: Partial<ResultsTableProps<YearRow>> = {}) {
  const user = userEvent.setup();
  const view = render(
    <AppThemeProvider>
      <ResultsTable<YearRow> title="City Directory" columns={columns} rows={rows} rowKey={(row) => row.id} exportFileName="city-directory.csv" {...props} />
    </AppThemeProvider>,
  );
  return { ...view, user };
}

// Queries by label and text: role queries walk antd's large DOM with style checks, which is slow in jsdom.
const cell = (label: string) => screen.getByRole('button', { name: (name) => name.replace(/\s+/g, ' ').trim() === label });

/** A click whose handler settles asynchronously (save, copy). */
const clickAndSettle = (element: HTMLElement) =>
  act(async () => {
    fireEvent.click(element);
  });

/** Opens a cell's editor, replaces its text and ends with Enter, Escape or by leaving the field. */
function editCell(label: string, value: string, end: 'Enter' | 'Escape' | 'blur' = 'Enter') {
  fireEvent.click(cell(label));
  // The editor takes the focus (antd's autosize helper leaves a hidden textarea in the body).
  const input = document.activeElement as HTMLElement;
  expect(['INPUT', 'TEXTAREA']).toContain(input.tagName);
  fireEvent.change(input, { target: { value } });
  if (end === 'blur') fireEvent.blur(input);
  else fireEvent.keyDown(input, { key: end });
}
const button = (name: string) => screen.getByText(name, { selector: 'button span' }).closest('button')!;
const toastText = async (title: string) => (await screen.findByText(title, { selector: '.gw-toast-title' })).closest('.gw-toast')?.textContent;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ResultsTable: display', () => {
  it('shows the rows in the given columns, with custom text and renders', () => {
    setup();
    const table = screen.getByRole('table');
    const header = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(header).toEqual(['Year', 'Subject', 'North', 'Details']);
    expect(within(table).getByText('Quick Clean, Inc.')).toBeInstanceOf(HTMLElement);
    expect(within(table).getByRole('button', { name: 'Details r2015' })).toBeInstanceOf(HTMLElement);
    expect(screen.queryByText('Unsaved changes')).toBeNull();
  });

  it('is read-only without onSave', () => {
    setup();
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
    expect(screen.queryByRole('button', { name: /Save Changes/ })).toBeNull();
  });

  it('shows the empty state with copy and export disabled', () => {
    setup({ rows: [], emptyTitle: 'No City Directory Entries' });
    expect(screen.getByRole('heading', { name: 'No City Directory Entries' })).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('Upload a PDF to see its results here.')).toBeInstanceOf(HTMLElement);
    expect(screen.queryByRole('table')).toBeNull();
    expect(button('Copy')).toHaveProperty('disabled', true);
    expect(button('Export CSV')).toHaveProperty('disabled', true);
  });

  it('shows the error state with the spec title, the message and Retry', async () => {
    const onRetry = vi.fn();
    const { user } = setup({ error: 'Failed to load results: 403', onRetry });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Results Loading Issue');
    expect(alert.textContent).toContain('Failed to load results: 403');
    expect(screen.queryByRole('table')).toBeNull();
    expect(button('Copy')).toHaveProperty('disabled', true);
    await user.click(button('Retry'));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('shares the card among the columns by default, and fixes the layout from minTableWidth up, in a region the keyboard can scroll', () => {
    const { unmount } = setup();
    const region = screen.getByRole('region', { name: 'City Directory' });
    expect(region.tabIndex).toBe(0);
    expect(region.contains(screen.getByRole('table'))).toBe(true);
    expect(screen.getByRole('table').style.tableLayout).not.toBe('fixed');
    expect(region.querySelector<HTMLElement>('.ant-table-wrapper')?.style.minWidth).toBe('');
    unmount();
    setup({ minTableWidth: 860 });
    expect(screen.getByRole('table').style.tableLayout).toBe('fixed');
    expect(screen.getByRole('region', { name: 'City Directory' }).querySelector<HTMLElement>('.ant-table-wrapper')?.style.minWidth).toBe('860px');
  });

  it('takes new rows from the caller', () => {
    const { rerender } = setup();
    rerender(
      <AppThemeProvider>
        <ResultsTable<YearRow> columns={columns} rows={[{ id: 'r1990', year: null, subject: 'Orchard', north: '' }]} rowKey={(row) => row.id} />
      </AppThemeProvider>,
    );
    expect(screen.getByText('Unknown')).toBeInstanceOf(HTMLElement);
    expect(screen.queryByText('Quick Clean, Inc.')).toBeNull();
  });
});

describe('ResultsTable: inline edit', () => {
  const onSave = () => vi.fn<(rows: YearRow[]) => Promise<void>>(async () => undefined);

  it('saves a cell on Enter and marks the table unsaved', async () => {
    const { user } = setup({ onSave: onSave() });
    expect(button('Save Changes')).toHaveProperty('disabled', true);
    await user.click(cell('Edit Subject: Shell Station'));
    const input = screen.getByRole('textbox', { name: 'Subject' });
    expect(input).toHaveProperty('value', 'Shell Station');
    await user.clear(input);
    await user.type(input, 'Shell Gas{Enter}');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(cell('Edit Subject: Shell Gas')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('Unsaved changes')).toBeInstanceOf(HTMLElement);
    expect(button('Save Changes')).toHaveProperty('disabled', false);
  });

  it('cancels on Escape', async () => {
    setup({ onSave: onSave() });
    editCell('Edit North: VACANT', 'VACANT LOT', 'Escape');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(cell('Edit North: VACANT')).toBeInstanceOf(HTMLElement);
    expect(screen.queryByText('Unsaved changes')).toBeNull();
  });

  it('saves when the field is left', async () => {
    setup({ onSave: onSave() });
    editCell('Edit North: VACANT', 'VACANT LOT', 'blur');
    expect(cell('Edit North: VACANT LOT')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('Unsaved changes')).toBeInstanceOf(HTMLElement);
  });

  it('opens the editor from the keyboard and ignores an edit that changes nothing', async () => {
    const { user } = setup({ onSave: onSave() });
    cell('Edit Subject: Quick Clean, Inc.').focus();
    await user.keyboard('{F2}');
    await user.keyboard('{Enter}');
    expect(screen.queryByText('Unsaved changes')).toBeNull();
    cell('Edit North: VACANT').focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: 'North' })).toBeInstanceOf(HTMLElement);
  });

  it('turns edited text back into a value with parse', async () => {
    const save = onSave();
    const parsed: ResultColumn<YearRow>[] = [{ key: 'year', title: 'Year', editable: true, parse: (text) => (text ? Number(text) : null) }];
    setup({ onSave: save, columns: parsed });
    editCell('Edit Year: 2020', '2021');
    await clickAndSettle(button('Save Changes'));
    await vi.waitFor(() => expect(screen.queryByText('Unsaved changes')).toBeNull());
    expect(save.mock.calls[0]![0][0]).toEqual({ ...rows[0], year: 2021 });
  });

  it('sends every row to onSave and leaves the unsaved state', async () => {
    const save = onSave();
    setup({ onSave: save });
    editCell('Edit North: VACANT', 'VACANT LOT');
    await clickAndSettle(button('Save Changes'));
    await vi.waitFor(() => expect(screen.queryByText('Unsaved changes')).toBeNull());
    expect(save).toHaveBeenCalledExactlyOnceWith([{ ...rows[0], north: 'VACANT LOT' }, rows[1]]);
    expect(await toastText('Changes Saved')).toContain('Changes Saved');
    expect(screen.queryByText('Unsaved changes')).toBeNull();
    expect(button('Save Changes')).toHaveProperty('disabled', true);
    expect(cell('Edit North: VACANT LOT')).toBeInstanceOf(HTMLElement);
  });

  it('shows Save Failed with the message and keeps the edits', async () => {
    const save = vi.fn<(rows: YearRow[]) => Promise<void>>().mockRejectedValue(new Error('Failed to save to S3: 403'));
    setup({ onSave: save });
    editCell('Edit North: VACANT', 'VACANT LOT');
    await clickAndSettle(button('Save Changes'));
    expect(await toastText('Save Failed')).toBe('Save FailedFailed to save to S3: 403');
    expect(screen.getByText('Unsaved changes')).toBeInstanceOf(HTMLElement);
    expect(button('Save Changes')).toHaveProperty('disabled', false);
  });

  it('discards the edits', async () => {
    setup({ onSave: onSave() });
    editCell('Edit North: VACANT', 'VACANT LOT');
    fireEvent.click(button('Discard Changes'));
    expect(cell('Edit North: VACANT')).toBeInstanceOf(HTMLElement);
    expect(screen.queryByText('Unsaved changes')).toBeNull();
  });

  it('tells the caller when edits become unsaved and when they are saved or discarded', async () => {
    const onDirtyChange = vi.fn();
    setup({ onSave: onSave(), onDirtyChange });
    expect(onDirtyChange).not.toHaveBeenCalled();
    editCell('Edit North: VACANT', 'VACANT LOT');
    editCell('Edit Subject: Shell Station', 'Shell Gas');
    expect(onDirtyChange.mock.calls).toEqual([[true]]);
    fireEvent.click(button('Discard Changes'));
    expect(onDirtyChange.mock.calls).toEqual([[true], [false]]);
    editCell('Edit North: VACANT', 'VACANT LOT');
    await clickAndSettle(button('Save Changes'));
    await vi.waitFor(() => expect(onDirtyChange.mock.calls).toEqual([[true], [false], [true], [false]]));
  });

  it('reports the edits dropped when it unmounts with them, and says nothing when it had none', () => {
    const onDirtyChange = vi.fn();
    setup({ onSave: onSave(), onDirtyChange }).unmount();
    expect(onDirtyChange).not.toHaveBeenCalled();
    const view = setup({ onSave: onSave(), onDirtyChange });
    editCell('Edit North: VACANT', 'VACANT LOT');
    view.unmount();
    expect(onDirtyChange.mock.calls).toEqual([[true], [false]]);
  });

  it('keeps unsaved edits when the caller sends new rows', async () => {
    const save = onSave();
    const { rerender } = setup({ onSave: save });
    editCell('Edit North: VACANT', 'VACANT LOT');
    rerender(
      <AppThemeProvider>
        <ResultsTable<YearRow> columns={columns} rows={[...rows]} rowKey={(row) => row.id} onSave={save} />
      </AppThemeProvider>,
    );
    expect(cell('Edit North: VACANT LOT')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('Unsaved changes')).toBeInstanceOf(HTMLElement);
  });
});

describe('ResultsTable: multi-line cells', () => {
  interface ListRow {
    id: string;
    names: string[];
  }
  const listRows: ListRow[] = [{ id: 'r1', names: ['Quick Clean', 'Shell Station'] }];
  const listColumns: ResultColumn<ListRow>[] = [
    {
      key: 'names',
      title: 'Occupants',
      editable: true,
      multiline: true,
      text: (row) => row.names.join('\n'),
      exportText: (row) => row.names.join('; '),
      parse: (text) => text.split('\n').filter((line) => line.trim() !== ''),
    },
  ];
  function setupList(onSave = vi.fn<(rows: ListRow[]) => Promise<void>>(async () => undefined)) {
    const user = userEvent.setup();
    render(
      <AppThemeProvider>
        <ResultsTable<ListRow> columns={listColumns} rows={listRows} rowKey={(row) => row.id} onSave={onSave} />
      </AppThemeProvider>,
    );
    return { user, onSave };
  }

  it('edits one item per line: Shift+Enter adds a line, Enter keeps the edit', async () => {
    const { user, onSave } = setupList();
    await user.click(cell('Edit Occupants: Quick Clean Shell Station'));
    const area = screen.getByRole('textbox', { name: 'Occupants' });
    expect(area.tagName).toBe('TEXTAREA');
    await user.type(area, '{Shift>}{Enter}{/Shift}');
    // Pasted rather than typed: each keystroke re-renders the table, ~1 s apiece in jsdom.
    await user.paste('Joe Diner');
    expect(screen.getByRole('textbox', { name: 'Occupants' })).toHaveProperty('value', 'Quick Clean\nShell Station\nJoe Diner');
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText('Unsaved changes')).toBeInstanceOf(HTMLElement);
    await clickAndSettle(button('Save Changes'));
    expect(onSave).toHaveBeenCalledExactlyOnceWith([{ id: 'r1', names: ['Quick Clean', 'Shell Station', 'Joe Diner'] }]);
  });

  it('cancels on Escape and keeps the edit when the field is left', () => {
    setupList();
    const editOccupants = (end: 'Escape' | 'blur') => {
      fireEvent.click(cell('Edit Occupants: Quick Clean Shell Station'));
      const area = screen.getByRole('textbox', { name: 'Occupants' });
      fireEvent.change(area, { target: { value: 'Quick Clean' } });
      if (end === 'blur') fireEvent.blur(area);
      else fireEvent.keyDown(area, { key: end });
    };
    editOccupants('Escape');
    expect(screen.queryByText('Unsaved changes')).toBeNull();
    editOccupants('blur');
    expect(cell('Edit Occupants: Quick Clean')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('Unsaved changes')).toBeInstanceOf(HTMLElement);
  });

  it('copies the export text instead of the edit text', async () => {
    setupList();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await clickAndSettle(button('Copy'));
    expect(writeText).toHaveBeenCalledExactlyOnceWith('Occupants\nQuick Clean; Shell Station');
  });
});

describe('ResultsTable: cells with fixed options', () => {
  interface LandRow {
    id: string;
    use: string;
  }
  const landRows: LandRow[] = [{ id: 'r1', use: 'residential' }];
  const landColumns: ResultColumn<LandRow>[] = [{ key: 'use', title: '1952', editable: true, options: ['residential', 'commercial', 'water'] }];
  function setupLand() {
    const onSave = vi.fn<(rows: LandRow[]) => Promise<void>>(async () => undefined);
    render(
      <AppThemeProvider>
        <ResultsTable<LandRow> columns={landColumns} rows={landRows} rowKey={(row) => row.id} onSave={onSave} />
      </AppThemeProvider>,
    );
    return { onSave };
  }
  const openSelect = () => {
    fireEvent.click(cell('Edit 1952: residential'));
    const input = screen.getByLabelText('1952');
    expect(input.getAttribute('role')).toBe('combobox');
    return input;
  };

  it('keeps a chosen option at once', async () => {
    const { onSave } = setupLand();
    fireEvent.mouseDown(openSelect());
    const option = await vi.waitFor(() => {
      const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((element) => element.textContent === 'commercial');
      if (!found) throw new Error('no option');
      return found;
    });
    fireEvent.click(option);
    expect(cell('Edit 1952: commercial')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('Unsaved changes')).toBeInstanceOf(HTMLElement);
    await clickAndSettle(button('Save Changes'));
    expect(onSave).toHaveBeenCalledExactlyOnceWith([{ id: 'r1', use: 'commercial' }]);
  });

  it('cancels on Escape and keeps the value on Enter or when left, without an edit', () => {
    setupLand();
    fireEvent.keyDown(openSelect(), { key: 'Escape' });
    expect(cell('Edit 1952: residential')).toBeInstanceOf(HTMLElement);
    fireEvent.keyDown(openSelect(), { key: 'Enter' });
    expect(cell('Edit 1952: residential')).toBeInstanceOf(HTMLElement);
    fireEvent.blur(openSelect());
    expect(cell('Edit 1952: residential')).toBeInstanceOf(HTMLElement);
    expect(screen.queryByText('Unsaved changes')).toBeNull();
  });
});

describe('ResultsTable: copy and export', () => {
  const clipboard = (writeText: (text: string) => Promise<void>) => Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

  it('copies the exportable columns as tab-separated text', async () => {
    setup();
    const writeText = vi.fn(async () => undefined);
    clipboard(writeText);
    await clickAndSettle(button('Copy'));
    expect(writeText).toHaveBeenCalledExactlyOnceWith('Year\tSubject\tNorth\n2020\tQuick Clean, Inc.\tVACANT\n2015\tShell Station\tJoe\'s "Best" Diner');
    expect(await toastText('Copied')).toBe('Copied2 rows copied as tab-separated text.');
  });

  it('says Copy Failed when the clipboard refuses', async () => {
    setup();
    clipboard(async () => {
      throw new DOMException('Document is not focused.', 'NotAllowedError');
    });
    await clickAndSettle(button('Copy'));
    expect(await toastText('Copy Failed')).toBe('Copy FailedThe browser did not allow copying to the clipboard.');
  });

  it('says Copy Failed without a clipboard', async () => {
    setup();
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    await clickAndSettle(button('Copy'));
    expect(await toastText('Copy Failed')).toContain('Copy Failed');
  });

  it('exports the edited rows as a quoted CSV with a BOM and CRLF', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:results';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(`${this.download} ${this.href}`);
    });
    setup({ onSave: async () => undefined });
    editCell('Edit North: VACANT', 'VACANT, LOT');
    fireEvent.click(button('Export CSV'));
    expect(downloads).toEqual(['city-directory.csv blob:results']);
    expect(blobs[0]?.type).toBe('text/csv;charset=utf-8');
    const bytes = await new Promise<Uint8Array>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
      reader.readAsArrayBuffer(blobs[0]!);
    });
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe(
      'Year,Subject,North\r\n2020,"Quick Clean, Inc.","VACANT, LOT"\r\n2015,Shell Station,"Joe\'s ""Best"" Diner"\r\n',
    );
  });
});
