import { LAND_USES, type AerialStudyResult, type LandUse } from '@groundwork/contracts';
import { DIRECTION_LABELS } from '@groundwork/design-system/base';
import { DirectionTag } from '@groundwork/design-system/base';
import { ResultsTable, type ResultColumn } from '@groundwork/design-system/study';
import { Typography } from 'antd';
import { useMemo } from 'react';
import { buildAerialRows, relabel, yearKey, yearsOf, type AerialRow } from '../model/aerial-table';
import { LandUseCell } from './LandUseCell';

export interface AerialResultsTableProps {
  result: AerialStudyResult | null;
  /** `summaryAerial.photoUrls`: the presigned image of each photograph, by its index. */
  photoUrls: readonly string[];
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  /** Without it (viewers) the table is read-only. */
  onSave?: (rows: AerialRow[]) => Promise<void>;
  onDirtyChange?: (dirty: boolean) => void;
}

export const AERIAL_TABLE_TITLE = 'Aerial Land Use';

function yearColumn(result: AerialStudyResult, photoUrls: readonly string[], year: number): ResultColumn<AerialRow> {
  const key = yearKey(year);
  return {
    key,
    title: String(year),
    editable: true,
    options: LAND_USES,
    text: (row) => row[key]?.prediction.label ?? '',
    render: (row) => {
      const cell = row[key];
      const photo = cell ? result.photos[cell.prediction.photo] : undefined;
      return <LandUseCell cell={cell} photo={photo} photoUrl={cell ? photoUrls[cell.prediction.photo] : undefined} />;
    },
    // Only a property read on that photo has a cell to relabel.
    parse: (text, row) => {
      const cell = row[key];
      return cell ? relabel(cell, text as LandUse) : undefined;
    },
  };
}

function columnsFor(result: AerialStudyResult | null, photoUrls: readonly string[]): ResultColumn<AerialRow>[] {
  return [
    { key: 'address', title: 'Address', width: 200 },
    {
      key: 'direction',
      title: 'Direction',
      width: 100,
      text: (row) => DIRECTION_LABELS[row.direction],
      render: (row) => <DirectionTag direction={row.direction} />,
    },
    ...(result ? yearsOf(result).map((year) => yearColumn(result, photoUrls, year)) : []),
  ];
}

/**
 * The aerial entries (spec 02 sections 2 and 3): a row per property, a land-use column per photo
 * year (oldest first), relabelled with a select and saved with 'Save Changes', copied
 * tab-separated and exported as CSV (address, direction, one column per year).
 */
export function AerialResultsTable({ result, photoUrls, loading, error, onRetry, onSave, onDirtyChange }: AerialResultsTableProps) {
  const rows = useMemo(() => (result ? buildAerialRows(result) : []), [result]);
  const columns = useMemo(() => columnsFor(result, photoUrls), [result, photoUrls]);
  const editedAt = result?.editedAt ? new Date(result.editedAt) : null;
  return (
    <ResultsTable<AerialRow>
      title={AERIAL_TABLE_TITLE}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.key}
      loading={loading}
      error={error}
      onRetry={onRetry}
      emptyTitle="No Aerial Results"
      emptyDescription="Upload the aerial photograph report (PDF) to see each property's land use per photo year here."
      exportFileName="aerial-review.csv"
      minTableWidth={300 + 180 * (columns.length - 2)}
      {...(onSave ? { onSave } : {})}
      {...(onDirtyChange ? { onDirtyChange } : {})}
      extra={editedAt && <Typography.Text type="secondary">{`Last edited ${editedAt.toLocaleString()}`}</Typography.Text>}
    />
  );
}
