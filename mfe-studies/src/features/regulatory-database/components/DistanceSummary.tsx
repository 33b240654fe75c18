import { DISTANCE_BANDS, type DatabaseSummaryRow, type NarrativeItem } from '@groundwork/contracts';
import { ScrollRegion } from '@groundwork/design-system/base';
import { Card, Table, Typography } from 'antd';
import { useMemo } from 'react';
import { BAND_TITLES, countsFromRecords } from '../model/distance-bands';

type SummaryRow = Omit<DatabaseSummaryRow, 'page' | 'search_distance_mi'> & { search_distance_mi?: number | null };

export const SUMMARY_TITLE = 'Search Summary by Distance (miles)';
export const REPORT_SUMMARY_SOURCE = "The report's own summary.";
export const COUNTED_SUMMARY_SOURCE = "Counted from the mapped records: the report's own summary could not be read.";

const countText = (count: number | null) => (count === null ? '-' : String(count));

export interface DistanceSummaryProps {
  /** The report's `database_summary`; null when it could not be read. */
  reportRows: DatabaseSummaryRow[] | null;
  items: readonly NarrativeItem[];
}

/** Sites per database and distance band, as the report's Map Findings Summary prints them. */
export function DistanceSummary({ reportRows, items }: DistanceSummaryProps) {
  const rows: SummaryRow[] = useMemo(() => reportRows ?? countsFromRecords(items), [reportRows, items]);
  if (rows.length === 0) return null;
  return (
    <Card title={SUMMARY_TITLE} size="small" data-testid="distance-summary">
      <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
        {reportRows ? REPORT_SUMMARY_SOURCE : COUNTED_SUMMARY_SOURCE} A dash: not searched at that distance.
      </Typography.Paragraph>
      <ScrollRegion label="Sites per database and distance">
        <Table<SummaryRow>
          size="small"
          rowKey={(row) => row.db}
          dataSource={rows}
          pagination={rows.length > 25 ? { pageSize: 25, showSizeChanger: false } : false}
          columns={[
            { key: 'db', title: 'Database', render: (_, row) => row.db },
            ...(reportRows
              ? [{ key: 'search', title: 'Search distance', render: (_: unknown, row: SummaryRow) => countText(row.search_distance_mi ?? null) }]
              : []),
            ...DISTANCE_BANDS.map((band) => ({
              key: band,
              title: BAND_TITLES[band],
              align: 'right' as const,
              render: (_: unknown, row: SummaryRow) => countText(row.counts[band]),
            })),
            { key: 'total', title: 'Total', align: 'right' as const, render: (_, row) => <Typography.Text strong>{countText(row.total)}</Typography.Text> },
          ]}
        />
      </ScrollRegion>
    </Card>
  );
}
