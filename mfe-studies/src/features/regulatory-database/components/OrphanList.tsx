import { ScrollRegion } from '@groundwork/design-system/base';
import { Card, Table, Typography } from 'antd';
import type { RecordRow } from '../model/record-rows';
import { DatabasesCell, DetailsButton, PageCell, SiteCell, StatusCell } from './RecordCells';
import type { RecordActions } from './RecordsTable';

export const ORPHANS_TITLE = 'Orphan Records';

/** 'Possible match: <label>' for an orphan the server matched to a property or a mapped site. */
export function possibleMatch(row: RecordRow): string | null {
  const match = row.item.orphan_match;
  return match ? `Possible match: ${match.label}` : null;
}

/** Records the report could not map (no distance or direction), each with its likely twin when there is one. */
export function OrphanList({ rows, onOpenPage, onDetails }: RecordActions & { rows: RecordRow[] }) {
  if (rows.length === 0) return null;
  return (
    <Card title={`${ORPHANS_TITLE} (${rows.length})`} data-testid="orphans">
      <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
        Records the report lists without a map location. Check whether they are the subject, an adjoining property or a mapped site.
      </Typography.Paragraph>
      <ScrollRegion label="Orphan records">
        <Table<RecordRow>
          size="small"
          rowKey={(row) => String(row.index)}
          dataSource={rows}
          pagination={rows.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
          columns={[
            {
              key: 'site',
              title: 'Site',
              render: (_, row) => {
                const match = possibleMatch(row);
                return (
                  <>
                    <SiteCell item={row.item} />
                    {match && (
                      <Typography.Text type="warning" data-testid="orphan-match">
                        {match}
                      </Typography.Text>
                    )}
                  </>
                );
              },
            },
            { key: 'databases', title: 'Databases', render: (_, row) => <DatabasesCell item={row.item} /> },
            { key: 'status', title: 'Status', render: (_, row) => <StatusCell item={row.item} /> },
            { key: 'page', title: 'Page', render: (_, row) => <PageCell item={row.item} onOpenPage={onOpenPage} /> },
            { key: 'details', title: 'Details', render: (_, row) => <DetailsButton item={row.item} onDetails={() => onDetails(row)} /> },
          ]}
        />
      </ScrollRegion>
    </Card>
  );
}
