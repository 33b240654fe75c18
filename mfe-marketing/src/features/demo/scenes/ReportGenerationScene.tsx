import { FileWordOutlined, FilePdfOutlined, FileExcelOutlined, RobotOutlined } from '@ant-design/icons';
import { palette } from '@groundwork/design-system/base';
import { Flex, Tag, Typography } from 'antd';
import { DEMO_FIGURES, REPORT_SECTIONS } from '../demo-steps';
import { Reveal, SceneFrame } from './SceneFrame';

export function ReportGenerationScene({ revealed }: { revealed: number }) {
  return (
    <SceneFrame>
      <Reveal shown={revealed >= 2}>
        <Flex align="center" gap={8}>
          <RobotOutlined style={{ color: palette.primary, fontSize: 18 }} />
          <Typography.Text>
            Drafted by <Typography.Text strong>{DEMO_FIGURES.reportWriter}</Typography.Text> (large language model)
          </Typography.Text>
        </Flex>
      </Reveal>
      <div style={{ background: '#ffffff', border: `1px solid ${palette.border}`, borderRadius: 8, padding: '16px 20px' }}>
        <Typography.Text strong style={{ display: 'block', marginBottom: 8 }}>
          Phase I Environmental Site Assessment
        </Typography.Text>
        {revealed >= 1 ? (
          <ol style={{ margin: 0, paddingInlineStart: 20, columns: '2 180px', columnGap: 24, fontSize: 13, color: palette.inkMuted }}>
            {REPORT_SECTIONS.map((section, index) => (
              <li key={section} style={{ opacity: revealed >= 3 || index < 3 ? 1 : 0.25, transition: 'opacity 400ms ease' }}>
                {section}
              </li>
            ))}
          </ol>
        ) : (
          <Typography.Text type="secondary">Waiting for findings...</Typography.Text>
        )}
      </div>
      <Reveal shown={revealed >= 4}>
        <Flex gap={8} wrap align="center">
          <Typography.Text strong>
            {DEMO_FIGURES.reportSections} sections, {DEMO_FIGURES.reportPages} pages
          </Typography.Text>
          <Tag icon={<FilePdfOutlined />}>PDF</Tag>
          <Tag icon={<FileWordOutlined />}>Word</Tag>
          <Tag icon={<FileExcelOutlined />}>Excel</Tag>
        </Flex>
      </Reveal>
    </SceneFrame>
  );
}
