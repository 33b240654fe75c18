import { Button, Typography } from 'antd';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fireEvent, fn, within } from 'storybook/test';
import { ResultsTable, type ResultColumn } from './ResultsTable';

/** City directory rows: one per year, a cell per direction (spec 02 section 2). */
interface DirectoryRow {
  id: string;
  year: string;
  subject: string;
  north: string;
  south: string;
  east: string;
  west: string;
}

const directoryRows: DirectoryRow[] = [
  {
    id: '2020',
    year: '2020',
    subject: 'Quick Clean Dry Cleaners',
    north: 'VACANT',
    south: 'Main St Auto Repair',
    east: 'Residence',
    west: 'NO CURRENT LISTING',
  },
  {
    id: '2015',
    year: '2015',
    subject: 'Quick Clean Dry Cleaners',
    north: 'Sunrise Printing, Inc.',
    south: 'Main St Auto Repair',
    east: 'Residence',
    west: 'Shell Station',
  },
  { id: '2010', year: '2010', subject: 'Elm Street "One Hour" Cleaners', north: 'Sunrise Printing, Inc.', south: '', east: 'Residence', west: 'Shell Station' },
  { id: 'unknown', year: 'Unknown', subject: 'Orchard', north: '', south: '', east: '', west: '' },
];

const direction = (key: keyof DirectoryRow, title: string): ResultColumn<DirectoryRow> => ({ key, title, editable: true, width: 180 });

const directoryColumns: ResultColumn<DirectoryRow>[] = [
  { key: 'year', title: 'Year', width: 90 },
  direction('subject', 'Subject'),
  direction('north', 'North'),
  direction('south', 'South'),
  direction('east', 'East'),
  direction('west', 'West'),
];

const meta = {
  title: 'Study/ResultsTable',
  component: ResultsTable<DirectoryRow>,
  args: {
    title: 'City Directory',
    columns: directoryColumns,
    rows: directoryRows,
    rowKey: (row: DirectoryRow) => row.id,
    onSave: fn<(rows: DirectoryRow[]) => Promise<void>>(async () => undefined),
    exportFileName: 'city-directory.csv',
  },
} satisfies Meta<typeof ResultsTable<DirectoryRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Editable: Story = {};

export const ReadOnly: Story = { args: { onSave: undefined } };

/** An edit made and not yet saved: the Unsaved changes tag, Discard and Save Changes. */
export const UnsavedChanges: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    fireEvent.click(canvas.getByLabelText('Edit North: VACANT'));
    const input = await canvas.findByRole('textbox', { name: 'North' });
    fireEvent.change(input, { target: { value: 'VACANT LOT' } });
    fireEvent.keyDown(input, { key: 'Enter' });
  },
};

export const Editing: Story = {
  play: async ({ canvasElement }) => {
    fireEvent.click(within(canvasElement).getByLabelText('Edit Subject: Orchard'));
  },
};

/** Save Changes fails: the 'Save Failed' toast carries the message, the edits stay. */
export const SaveFails: Story = {
  args: {
    onSave: fn<(rows: DirectoryRow[]) => Promise<void>>(async () => {
      throw new Error('Failed to save to S3: 403');
    }),
  },
  play: async (context) => {
    await UnsavedChanges.play?.(context);
    fireEvent.click(within(context.canvasElement).getByText('Save Changes'));
  },
};

export const Empty: Story = {
  args: { rows: [], emptyTitle: 'No City Directory Entries', emptyDescription: 'Upload a city directory PDF to extract its listings.' },
};

export const Loading: Story = { args: { rows: [], loading: true } };

export const LoadingError: Story = {
  args: { error: 'Failed to load current results: 403', onRetry: fn() },
};

/** The aerial table: one column per photo year (year to land-use label). */
interface AerialRow {
  id: string;
  address: string;
  direction: string;
  [year: `y${number}`]: string;
}

const aerialYears = [1952, 1964, 1978, 1989, 1998, 2006, 2014, 2020];
const aerialRows: AerialRow[] = [
  {
    id: 's',
    address: '1200 Main St',
    direction: 'subject',
    ...Object.fromEntries(aerialYears.map((year, i) => [`y${year}`, i < 2 ? 'Agricultural' : 'Commercial'])),
  },
  { id: 'n', address: '1210 Main St', direction: 'north', ...Object.fromEntries(aerialYears.map((year, i) => [`y${year}`, i < 4 ? 'Vacant' : 'Residential'])) },
];

export const AerialYears: StoryObj<typeof ResultsTable<AerialRow>> = {
  render: () => (
    <ResultsTable<AerialRow>
      title="Aerial Review"
      rows={aerialRows}
      rowKey={(row) => row.id}
      exportFileName="aerial-review.csv"
      onSave={async () => undefined}
      columns={[
        { key: 'address', title: 'Address', width: 160 },
        { key: 'direction', title: 'Direction', width: 100 },
        ...aerialYears.map((year): ResultColumn<AerialRow> => ({ key: `y${year}`, title: String(year), editable: true })),
      ]}
    />
  ),
};

/** The regulatory table: summary clamped to 3 lines, a Details button left out of exports. */
interface NarrativeRow {
  id: string;
  address: string;
  target: string;
  narrative: string;
}

const narrative =
  'The site is listed as a LUST case opened in 1996 after a release of gasoline from a 10,000-gallon UST. Soil excavation removed 420 tons of impacted soil; groundwater monitoring continued through 2004. The regional board issued a no further action letter in 2005 with no land-use restrictions.';

export const RegulatoryDatabase: StoryObj<typeof ResultsTable<NarrativeRow>> = {
  render: () => (
    <ResultsTable<NarrativeRow>
      title="Regulatory Database"
      rowKey={(row) => row.id}
      exportFileName="regulatory-database.csv"
      rows={[
        { id: '0', address: '1190 Main St', target: 'Shell Station #4471', narrative },
        { id: '1', address: '1225 Elm St', target: 'Quick Clean Dry Cleaners', narrative: 'Listed in DRYCLEANERS; no release reported.' },
      ]}
      columns={[
        { key: 'address', title: 'Address', width: 140 },
        { key: 'target', title: 'Site', width: 180 },
        {
          key: 'narrative',
          title: 'Summary',
          render: (row) => (
            <Typography.Paragraph ellipsis={{ rows: 3 }} style={{ margin: 0, maxWidth: 420 }}>
              {row.narrative}
            </Typography.Paragraph>
          ),
        },
        { key: 'id', title: 'Details', exportable: false, render: () => <Button size="small">Details</Button> },
      ]}
    />
  ),
};
