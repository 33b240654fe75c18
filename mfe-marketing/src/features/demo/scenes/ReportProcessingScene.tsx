import { FilePdfOutlined } from '@ant-design/icons';
import { DirectionTag } from '@groundwork/design-system/components';
import { palette } from '@groundwork/design-system/base';
import { Flex, Table, Tag, Typography } from 'antd';
import { AERIAL_YEARS, DEMO_FIGURES, SAMPLE_DIRECTORY_ENTRIES } from '../demo-steps';
import { Reveal, SceneFrame } from './SceneFrame';

const directoryColumns = [
  { title: 'Year', dataIndex: 'year', key: 'year', width: 70 },
  {
    title: 'Direction',
    dataIndex: 'direction',
    key: 'direction',
    width: 100,
    render: (direction: (typeof SAMPLE_DIRECTORY_ENTRIES)[number]['direction']) => <DirectionTag direction={direction} />,
  },
  { title: 'Business', dataIndex: 'business', key: 'business' },
];

export function ReportProcessingScene({ revealed }: { revealed: number }) {
  return (
    <SceneFrame>
      <Reveal shown={revealed >= 1}>
        <Flex gap={12} wrap>
          <Tag icon={<FilePdfOutlined />} style={{ padding: '4px 10px', fontSize: 13 }}>
            city-directory-report.pdf
          </Tag>
          <Tag icon={<FilePdfOutlined />} style={{ padding: '4px 10px', fontSize: 13 }}>
            aerial-photo-package.pdf
          </Tag>
          {revealed === 2 && <Typography.Text type="secondary">Reading pages with OCR...</Typography.Text>}
        </Flex>
      </Reveal>
      <Reveal shown={revealed >= 3}>
        <Typography.Text strong>
          City directory: {DEMO_FIGURES.directoryEntries} entries across {DEMO_FIGURES.directoryYears} years
        </Typography.Text>
        <Table
          size="small"
          pagination={false}
          rowKey="business"
          columns={directoryColumns}
          dataSource={[...SAMPLE_DIRECTORY_ENTRIES]}
          style={{ marginTop: 8 }}
        />
      </Reveal>
      <Reveal shown={revealed >= 4}>
        <Typography.Text strong>
          Aerial photos: {DEMO_FIGURES.aerialPhotos} photos, {DEMO_FIGURES.aerialFirstYear}-{DEMO_FIGURES.aerialLastYear}
        </Typography.Text>
        <Flex gap={6} wrap style={{ marginTop: 8 }}>
          {AERIAL_YEARS.map((year) => (
            <span
              key={year}
              style={{
                padding: '4px 10px',
                borderRadius: 6,
                background: palette.primaryTint,
                color: palette.primaryDark,
                fontWeight: 600,
                fontSize: 13,
              }}
            >
              {year}
            </span>
          ))}
        </Flex>
      </Reveal>
    </SceneFrame>
  );
}
