import { ResultsTable, type ResultColumn } from '@groundwork/design-system/study';
import { Flex } from 'antd';
import type { ReactNode } from 'react';
import type { RecordRow } from '../model/record-rows';
import { DatabasesCell, DetailsButton, PageCell, SiteCell, StatusCell, SummaryCell } from './RecordCells';

export interface RecordActions {
  onOpenPage: (page: number) => void;
  /** Opens the regulatory analysis page of the item at `index` of `narrativeData.items`. */
  onDetails: (row: RecordRow) => void;
}

export const RECORDS_TITLE = 'Regulatory Database Records';
/** The columns fit the tab beside the side panel; below this width the table scrolls sideways. */
const MIN_TABLE_WIDTH = 900;

/** The narrative clamped to 3 lines, with the Details button under it (the Summary column is the widest). */
function SummaryWithDetails({ row, onDetails }: { row: RecordRow; onDetails: (row: RecordRow) => void }) {
  return (
    <Flex vertical gap={4} align="start">
      <SummaryCell text={row.summary} />
      <DetailsButton item={row.item} onDetails={() => onDetails(row)} />
    </Flex>
  );
}

const columnsFor = ({ onOpenPage, onDetails }: RecordActions): ResultColumn<RecordRow>[] => [
  { key: 'mapId', title: 'Map ID', width: 64 },
  { key: 'site', title: 'Site', width: 160, render: (row) => <SiteCell item={row.item} /> },
  { key: 'distance', title: 'Distance', width: 96 },
  { key: 'elevation', title: 'Elevation', width: 88 },
  { key: 'databases', title: 'Databases', width: 160, render: (row) => <DatabasesCell item={row.item} /> },
  { key: 'status', title: 'Status', width: 84, render: (row) => <StatusCell item={row.item} /> },
  { key: 'summary', title: 'Summary', render: (row) => <SummaryWithDetails row={row} onDetails={onDetails} /> },
  { key: 'page', title: 'Page', width: 60, render: (row) => <PageCell item={row.item} onOpenPage={onOpenPage} /> },
];

export interface RecordsTableProps extends RecordActions {
  rows: RecordRow[];
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  /** The count shown, in the card's toolbar. */
  extra?: ReactNode;
  /** Some records are hidden by the filters (an empty table then says so). */
  filtered: boolean;
}

/**
 * The mapped records (spec 02 section 2, issue 16), as filtered and ordered: copied tab-separated and
 * exported as CSV as shown (the Details buttons are not exported).
 */
export function RecordsTable({ rows, loading, error, onRetry, extra, filtered, ...actions }: RecordsTableProps) {
  return (
    <ResultsTable<RecordRow>
      title={RECORDS_TITLE}
      columns={columnsFor(actions)}
      rows={rows}
      rowKey={(row) => String(row.index)}
      loading={loading}
      error={error}
      onRetry={onRetry}
      emptyTitle={filtered ? 'No Records Match the Filters' : 'No Regulatory Database Records'}
      emptyDescription={filtered ? 'Clear a filter to see more records.' : 'Upload the regulatory database (radius) report to see its records here.'}
      exportFileName="regulatory-database.csv"
      minTableWidth={MIN_TABLE_WIDTH}
      extra={extra}
    />
  );
}
