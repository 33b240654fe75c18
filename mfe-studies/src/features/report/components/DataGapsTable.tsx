import type { ReportDataGap } from '@groundwork/contracts';
import { DirectionTag } from '@groundwork/design-system/base';
import { Flex, Table, type TableColumnsType, Typography } from 'antd';
import { yearsLabel } from '../model/report-copy';

const COLUMNS: TableColumnsType<ReportDataGap> = [
  {
    title: 'Property',
    key: 'property',
    render: (_, gap) => (
      <Flex gap={8} align="center" wrap>
        <DirectionTag direction={gap.direction} />
        {gap.address}
      </Flex>
    ),
  },
  { title: 'Years', key: 'years', render: (_, gap) => yearsLabel(gap.from, gap.to) },
  { title: 'Significance', dataIndex: 'significance', key: 'significance' },
];

/** Intervals of the historical record without a source, for the EP to confirm or edit. */
export function DataGapsTable({ gaps }: { gaps: readonly ReportDataGap[] }) {
  if (gaps.length === 0) return <Typography.Text type="secondary">No data gaps.</Typography.Text>;
  return (
    <Table<ReportDataGap>
      size="small"
      columns={COLUMNS}
      dataSource={[...gaps]}
      rowKey={(gap) => `${gap.direction}-${gap.address}-${gap.from}-${gap.to}`}
      pagination={false}
      data-testid="report-data-gaps"
    />
  );
}
