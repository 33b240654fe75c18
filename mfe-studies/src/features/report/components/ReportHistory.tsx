import { type GeneratedReport, REPORT_FORMAT_LABELS } from '@groundwork/contracts';
import { formatFileSizeMb } from '@groundwork/design-system/study';
import { Card, Flex, Tag, Typography } from 'antd';
import { dateTimeLabel, REPORT_COPY } from '../model/report-copy';
import { GENERATION_STATUS_LABELS, type HistoryMark, historyMarks, isGenerating } from '../model/report-status';

const MARK_COLORS: Record<HistoryMark, string> = { Current: 'blue', Previous: 'default' };

function ReportState({ report }: { report: GeneratedReport }) {
  if (report.status === 'COMPLETED') return <Typography.Text type="secondary">Generated {dateTimeLabel(report.generatedAt)}</Typography.Text>;
  const label = GENERATION_STATUS_LABELS[report.status];
  if (report.status === 'FAILED') {
    return (
      <Flex gap={8} align="baseline" wrap>
        <Tag color="red">{label}</Tag>
        <Typography.Text type="danger" data-testid="report-history-error">
          {report.error}
        </Typography.Text>
      </Flex>
    );
  }
  return (
    <Flex gap={8} align="baseline" wrap>
      <Tag color="processing">{label}</Tag>
      <Typography.Text type="secondary">
        {Math.round(report.progress)}% · {report.stage}
      </Typography.Text>
    </Flex>
  );
}

function ReportFiles({ report }: { report: GeneratedReport }) {
  if (report.files.length === 0) return null;
  return (
    <Flex gap={12} wrap>
      {report.files.map((file) => (
        <a key={file.format} href={file.url} download={file.fileName} title={file.fileName} data-testid="report-history-file">
          {REPORT_FORMAT_LABELS[file.format]} ({formatFileSizeMb(file.bytes)})
        </a>
      ))}
    </Flex>
  );
}

/** Spec 02 section 2: every generated report, newest first; the Current one, then the Previous ones. */
export function ReportHistory({ reports, loading }: { reports: readonly GeneratedReport[]; loading: boolean }) {
  const marks = historyMarks(reports);
  return (
    <Card
      title={
        <Typography.Title level={3} style={{ margin: 0, fontSize: 16 }}>
          {REPORT_COPY.historyTitle}
        </Typography.Title>
      }
      loading={loading}
      data-testid="report-history"
    >
      {reports.length === 0 ? (
        <Typography.Text type="secondary">{REPORT_COPY.noHistory}</Typography.Text>
      ) : (
        <ol style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {reports.map((report, index) => {
            const mark = marks[index];
            return (
              <li
                key={report.id}
                data-testid="report-history-item"
                data-status={report.status}
                aria-busy={isGenerating(report)}
                style={{ padding: '8px 0', borderTop: index === 0 ? undefined : '1px solid rgba(0, 0, 0, 0.06)' }}
              >
                <Flex vertical gap={4}>
                  <Flex gap={8} align="center" wrap>
                    {mark && (
                      <Tag color={MARK_COLORS[mark]} data-testid="report-history-mark">
                        {mark}
                      </Tag>
                    )}
                    <Typography.Text strong>{report.fileName}</Typography.Text>
                  </Flex>
                  <ReportState report={report} />
                  <ReportFiles report={report} />
                </Flex>
              </li>
            );
          })}
        </ol>
      )}
    </Card>
  );
}
