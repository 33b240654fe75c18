import { REPORT_MESSAGES } from '@groundwork/contracts';
import { Alert, Card, Flex } from 'antd';
import { CurrentReport } from './components/CurrentReport';
import { GenerateButton } from './components/GenerateButton';
import { GenerationProgress } from './components/GenerationProgress';
import { ReadinessChecklist } from './components/ReadinessChecklist';
import { ReportHistory } from './components/ReportHistory';
import { REPORT_COPY } from './model/report-copy';
import { currentReport, isGenerating } from './model/report-status';
import { useReportExport } from './use-report-export';
import { useReportGeneration } from './use-report-generation';
import { useReportReadiness } from './use-report-readiness';

export interface ReportWorkspaceProps {
  projectId: string;
  canWrite: boolean;
}

/** The tab's content: readiness and generation, the running job, the Current report and the history. */
export function ReportWorkspace({ projectId, canWrite }: ReportWorkspaceProps) {
  const { readiness, readError } = useReportReadiness(projectId);
  const generation = useReportGeneration(projectId, readiness);
  const exportFile = useReportExport(projectId);
  const { reports } = generation;
  const newest = reports[0];
  const running = newest && isGenerating(newest) ? newest : null;

  return (
    <Flex vertical gap={16}>
      <Card>
        <Flex vertical gap={16}>
          <ReadinessChecklist readiness={readiness} />
          {readError && <Alert type="warning" showIcon title={REPORT_COPY.readinessReadFailed} description={readError} />}
          <GenerateButton canWrite={canWrite} generating={generation.requesting || running !== null} onGenerate={generation.generate} />
        </Flex>
      </Card>
      {generation.loadError && <Alert type="error" showIcon title={REPORT_COPY.loadFailed} description={generation.loadError} />}
      {running && <GenerationProgress report={running} />}
      {newest?.status === 'FAILED' && (
        <Alert type="error" showIcon role="alert" title={REPORT_MESSAGES.generationFailed} description={newest.error} data-testid="report-failure" />
      )}
      <CurrentReport report={currentReport(reports)} loading={generation.loading} onExport={exportFile} />
      <ReportHistory reports={reports} loading={generation.loading} />
    </Flex>
  );
}
