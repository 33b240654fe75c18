import type { CityDirectoryEntry } from '@groundwork/contracts';
import { Card, Table, Typography } from 'antd';
import { yearLabel } from '../model/year-table';

export const UNASSIGNED_TITLE = 'Unassigned addresses';

/** Listings at addresses that match no property of the project: address, year, occupant, page. */
export function UnassignedList({ entries }: { entries: CityDirectoryEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <Card title={UNASSIGNED_TITLE} data-testid="unassigned">
      <Typography.Paragraph type="secondary">
        These listings match no property of this project. Add the property, or a street alias when the street was renamed, then Apply to This Report.
      </Typography.Paragraph>
      <Table<CityDirectoryEntry>
        size="small"
        rowKey={(entry) => entry.id}
        dataSource={entries}
        pagination={entries.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
        columns={[
          { key: 'address', title: 'Address', render: (_, entry) => entry.address },
          { key: 'year', title: 'Year', render: (_, entry) => yearLabel(entry.year) },
          { key: 'occupant', title: 'Occupant', render: (_, entry) => entry.business_name },
          { key: 'page', title: 'Page', render: (_, entry) => entry.page },
        ]}
      />
    </Card>
  );
}
