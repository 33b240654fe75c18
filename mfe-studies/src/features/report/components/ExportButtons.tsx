import { FileExcelOutlined, FilePdfOutlined, FileWordOutlined } from '@ant-design/icons';
import { type GeneratedReport, REPORT_FORMAT_LABELS, type ReportFormat } from '@groundwork/contracts';
import { Button, Space } from 'antd';
import type { ReactNode } from 'react';
import { REPORT_COPY } from '../model/report-copy';

const FORMAT_ICONS: Record<ReportFormat, ReactNode> = {
  pdf: <FilePdfOutlined aria-hidden />,
  docx: <FileWordOutlined aria-hidden />,
  xlsx: <FileExcelOutlined aria-hidden />,
};
/** Spec 02 section 2's order: PDF, Word, Excel. */
const EXPORT_FORMATS = Object.keys(REPORT_FORMAT_LABELS) as ReportFormat[];

export interface ExportButtonsProps {
  /** The Current report; without one every button is disabled. */
  report: GeneratedReport | null;
  onExport: (report: GeneratedReport, format: ReportFormat) => void;
}

export function ExportButtons({ report, onExport }: ExportButtonsProps) {
  return (
    <Space role="group" aria-label={REPORT_COPY.exportGroup} wrap data-testid="report-export">
      {EXPORT_FORMATS.map((format) => {
        const available = report?.files.some((file) => file.format === format) ?? false;
        return (
          <Button key={format} icon={FORMAT_ICONS[format]} disabled={!available} onClick={() => report && onExport(report, format)}>
            {REPORT_FORMAT_LABELS[format]}
          </Button>
        );
      })}
    </Space>
  );
}
