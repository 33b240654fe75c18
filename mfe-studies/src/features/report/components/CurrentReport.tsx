import type { GeneratedReport, ReportFormat } from '@groundwork/contracts';
import { Alert, Card, Flex, Typography } from 'antd';
import { dateTimeLabel, REPORT_COPY } from '../model/report-copy';
import { ExportButtons } from './ExportButtons';
import { ReportAnalysisView } from './ReportAnalysisView';

export interface CurrentReportProps {
  /** The newest completed report, or null before the first. */
  report: GeneratedReport | null;
  /** The reports are read for the first time. */
  loading: boolean;
  onExport: (report: GeneratedReport, format: ReportFormat) => void;
}

/** The Current report: its analysis and the export of its files (PDF, Word, Excel). */
export function CurrentReport({ report, loading, onExport }: CurrentReportProps) {
  return (
    <Card
      title={
        <Typography.Title level={3} style={{ margin: 0, fontSize: 16 }}>
          {REPORT_COPY.currentTitle}
        </Typography.Title>
      }
      extra={<ExportButtons report={report} onExport={onExport} />}
      loading={loading}
      data-testid="report-current"
    >
      {report ? (
        <Flex vertical gap={8}>
          <Typography.Text data-testid="report-current-file">
            <Typography.Text strong>{report.fileName}</Typography.Text> · generated {dateTimeLabel(report.generatedAt)}
          </Typography.Text>
          {report.warnings.map((warning) => (
            <Alert key={warning} type="warning" showIcon title={warning} data-testid="report-warning" />
          ))}
          {report.analysis && <ReportAnalysisView analysis={report.analysis} />}
        </Flex>
      ) : (
        <Typography.Text type="secondary">{REPORT_COPY.noReport}</Typography.Text>
      )}
    </Card>
  );
}
