import type { CityDirectoryResult } from '@groundwork/contracts';
import { ResultsTable, type ResultColumn } from '@groundwork/design-system/study';
import { Flex, Typography } from 'antd';
import { useMemo } from 'react';
import { lastEditedLabel } from '../model/format';
import { buildYearRows, CELL_KEYS, CELL_TITLES, cellExportText, cellText, editCell, YEAR_TITLE, yearLabel, type YearRow } from '../model/year-table';
import { OccupantList } from './OccupantList';

export interface DirectoryResultsTableProps {
  result: CityDirectoryResult | null;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  /** Without it (viewers) the table is read-only. */
  onSave?: (rows: YearRow[]) => Promise<void>;
  onDirtyChange?: (dirty: boolean) => void;
}

/** The year and five directions share the card; below this width the table scrolls sideways. */
const MIN_TABLE_WIDTH = 860;

function columnsFor(result: CityDirectoryResult | null): ResultColumn<YearRow>[] {
  const sources = result?.sources ?? {};
  return [
    {
      key: 'year',
      title: YEAR_TITLE,
      width: 110,
      text: (row) => yearLabel(row.year),
      render: (row) => {
        const source = row.year === null ? undefined : sources[String(row.year)];
        return (
          <Flex vertical>
            <Typography.Text strong>{yearLabel(row.year)}</Typography.Text>
            {source && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {source}
              </Typography.Text>
            )}
          </Flex>
        );
      },
    },
    ...CELL_KEYS.map(
      (key): ResultColumn<YearRow> => ({
        key,
        title: CELL_TITLES[key],
        editable: true,
        multiline: true,
        text: (row) => cellText(row[key]),
        exportText: (row) => cellExportText(row[key]),
        render: (row) => <OccupantList cell={row[key]} />,
        parse: (text, row) => editCell(row, key, text),
      }),
    ),
  ];
}

/**
 * The year x direction table (spec 02 section 2): occupants per year and direction, edited one
 * per line, saved with 'Save Changes', copied tab-separated and exported as CSV.
 */
export function DirectoryResultsTable({ result, loading, error, onRetry, onSave, onDirtyChange }: DirectoryResultsTableProps) {
  const rows = useMemo(() => (result ? buildYearRows(result) : []), [result]);
  const columns = useMemo(() => columnsFor(result), [result]);
  const edited = lastEditedLabel(result?.editedAt);
  return (
    <ResultsTable<YearRow>
      title="City Directory Listings"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.key}
      loading={loading}
      error={error}
      onRetry={onRetry}
      emptyTitle="No City Directory Entries"
      emptyDescription="Upload a city directory PDF to see its listings per year here."
      exportFileName="city-directory.csv"
      minTableWidth={MIN_TABLE_WIDTH}
      {...(onSave ? { onSave } : {})}
      {...(onDirtyChange ? { onDirtyChange } : {})}
      extra={edited && <Typography.Text type="secondary">{edited}</Typography.Text>}
    />
  );
}
