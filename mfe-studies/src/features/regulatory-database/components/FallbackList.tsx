import type { FlatDatabaseRecord } from '@groundwork/contracts';
import { ResultsTable, type ResultColumn } from '@groundwork/design-system/study';
import { Typography } from 'antd';
import { useMemo } from 'react';

/** Spec 02 section 9: the flat fallback list shows its first 10 records. */
export const FALLBACK_LIMIT = 10;

type FallbackRow = FlatDatabaseRecord & { key: string };

const COLUMNS: ResultColumn<FallbackRow>[] = [
  { key: 'site_name', title: 'Site' },
  { key: 'address', title: 'Address' },
  { key: 'database_name', title: 'Database' },
  { key: 'distance', title: 'Distance (mi)', text: (row) => (row.distance === null ? '' : String(row.distance)) },
];

/** When the narrative has no items, only its flat list (spec 02 section 2): the first 10 records. */
export function FallbackList({ records }: { records: FlatDatabaseRecord[] }) {
  const rows = useMemo(() => records.slice(0, FALLBACK_LIMIT).map((record, index) => ({ ...record, key: String(index) })), [records]);
  return (
    <ResultsTable<FallbackRow>
      title="Regulatory Database Records"
      columns={COLUMNS}
      rows={rows}
      rowKey={(row) => row.key}
      exportFileName="regulatory-database.csv"
      extra={records.length > FALLBACK_LIMIT && <Typography.Text type="secondary">{`First ${FALLBACK_LIMIT} of ${records.length} records`}</Typography.Text>}
    />
  );
}
