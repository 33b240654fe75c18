import { phase1Queries, phase1QueryKeys, phase1ReviewApi } from '@groundwork/api-client';
import { Alert, Button, Flex, Spin, Typography } from 'antd';
import { AskPanel } from '../shared/components/AskPanel';
import { DocumentProgressList } from '../shared/components/DocumentProgressList';
import { UploadPanel } from '../shared/components/UploadPanel';
import { QuoteViewer } from '../shared/quote-viewer';
import { useAssistantSession } from '../shared/use-assistant-session';
import { OverallAssessmentCard } from './components/OverallAssessmentCard';
import { SectionAnalysis } from './components/ResultCard';

export const ANALYSIS_COMPLETE_DESCRIPTION = 'Phase 1 report has been analyzed successfully';

/** The tab's content once its session exists: upload, progress, overall assessment, per-report analysis, questions. */
export function ReviewWorkspace({ sessionId }: { sessionId: string }) {
  const { session, documents, upload, ask } = useAssistantSession({
    calls: phase1ReviewApi,
    keys: phase1QueryKeys,
    sessionQuery: phase1Queries.session,
    sessionId,
    completeDescription: ANALYSIS_COMPLETE_DESCRIPTION,
  });

  if (session.isPending) {
    return (
      <Flex role="status" align="center" gap={12} style={{ padding: 16 }}>
        <Spin size="small" />
        <Typography.Text type="secondary">Loading the review…</Typography.Text>
      </Flex>
    );
  }
  if (session.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title="The review could not be loaded"
        description={session.error.message}
        action={<Button onClick={() => void session.refetch()}>Retry</Button>}
      />
    );
  }

  const { data } = session;
  return (
    <QuoteViewer documents={documents}>
      <Flex vertical gap={16}>
        <UploadPanel
          title="Upload Phase 1 Reports"
          dropHint="Click or drag Phase 1 reports here"
          uploading={upload.isPending}
          onUpload={async (files) => {
            await upload.mutateAsync(files);
          }}
        />
        <DocumentProgressList documents={data.documents} />
        <OverallAssessmentCard session={data} />
        <SectionAnalysis results={data.results} />
        <AskPanel
          subject="the uploaded reports"
          history={data.history}
          results={data.results}
          asking={ask.isPending}
          onAsk={async (question) => {
            await ask.mutateAsync(question);
          }}
        />
      </Flex>
    </QuoteViewer>
  );
}
