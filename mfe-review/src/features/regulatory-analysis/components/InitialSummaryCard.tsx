import type { NarrativeItem } from '@groundwork/contracts';
import { Card, Descriptions, Flex, Typography } from 'antd';

export const NO_SUMMARY = 'No summary is available for this record.';

const place = (item: NarrativeItem) => [item.address, [item.city, item.state, item.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');

/** The record's facts the consultant checks documents against: its site, address and databases. */
function RecordFacts({ item }: { item: NarrativeItem }) {
  const databases = item.databases?.length ? item.databases : item.document_links.map((group) => group.db_name);
  const facts = [
    { key: 'site', label: 'Site', children: item.target || item.site_name },
    { key: 'address', label: 'Address', children: place(item) },
    { key: 'databases', label: 'Databases', children: databases.join(', ') },
    { key: 'distance', label: 'Distance', children: item.distance_mi == null ? '' : `${item.distance_mi} mi` },
  ].filter((fact) => fact.children);
  if (facts.length === 0) return null;
  return <Descriptions column={1} size="small" bordered items={facts} data-testid="record-facts" />;
}

export interface InitialSummaryCardProps {
  itemIndex: number;
  summary: string;
  item: NarrativeItem | null;
}

/** The record's narrative the analysis starts from, and its facts when known. */
export function InitialSummaryCard({ itemIndex, summary, item }: InitialSummaryCardProps) {
  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 16 }}>{`Initial summary (record ${itemIndex + 1})`}</h2>} data-testid="initial-summary">
      <Flex vertical gap={12}>
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }} type={summary ? undefined : 'secondary'} data-testid="initial-summary-text">
          {summary || NO_SUMMARY}
        </Typography.Paragraph>
        {item && <RecordFacts item={item} />}
      </Flex>
    </Card>
  );
}
