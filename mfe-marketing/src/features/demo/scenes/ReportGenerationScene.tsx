import { FileWordOutlined, FilePdfOutlined, FileExcelOutlined, RobotOutlined } from '@ant-design/icons';
import { palette } from '@groundwork/design-system/base';
import { Pill } from '@groundwork/design-system/marketing';
import { DEMO_FIGURES, REPORT_SECTIONS } from '../demo-steps';
import { Reveal, SceneFrame } from './SceneFrame';

export function ReportGenerationScene({ revealed }: { revealed: number }) {
  return (
    <SceneFrame>
      <Reveal shown={revealed >= 2}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <RobotOutlined style={{ color: palette.primary, fontSize: 18 }} />
          <span>
            Drafted by <strong>{DEMO_FIGURES.reportWriter}</strong> (large language model)
          </span>
        </div>
      </Reveal>
      <div style={{ background: '#ffffff', border: `1px solid ${palette.border}`, borderRadius: 8, padding: '16px 20px' }}>
        <strong style={{ display: 'block', marginBottom: 8 }}>Phase I Environmental Site Assessment</strong>
        {revealed >= 1 ? (
          <ol style={{ margin: 0, paddingInlineStart: 20, columns: '2 180px', columnGap: 24, fontSize: 13, color: palette.inkMuted }}>
            {REPORT_SECTIONS.map((section, index) => (
              // Sections not yet written in muted italics (a faded section would fall below 4.5:1).
              <li key={section} style={revealed >= 3 || index < 3 ? { color: palette.ink } : { fontStyle: 'italic' }}>
                {section}
              </li>
            ))}
          </ol>
        ) : (
          <span style={{ color: palette.inkMuted }}>Waiting for findings...</span>
        )}
      </div>
      <Reveal shown={revealed >= 4}>
        <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
          <strong>
            {DEMO_FIGURES.reportSections} sections, {DEMO_FIGURES.reportPages} pages
          </strong>
          <Pill icon={<FilePdfOutlined />}>PDF</Pill>
          <Pill icon={<FileWordOutlined />}>Word</Pill>
          <Pill icon={<FileExcelOutlined />}>Excel</Pill>
        </div>
      </Reveal>
    </SceneFrame>
  );
}
