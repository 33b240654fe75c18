import { phase1FailureMessage, phase1Queries, phase1QueryKeys, phase1ReviewApi, phase1UploadFailureMessage, PHASE1_MESSAGES } from '@groundwork/api-client';
import { useToast } from '@groundwork/design-system';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Spin, Typography } from 'antd';
import { useMemo } from 'react';
import { AskPanel } from '../shared/components/AskPanel';
import { DocumentProgressList } from '../shared/components/DocumentProgressList';
import { UploadPanel } from '../shared/components/UploadPanel';
import { QuoteViewer } from '../shared/quote-viewer';
import { sessionDocuments } from '../shared/session-documents';
import { useAnalysisCompleteToast } from '../shared/use-analysis-complete-toast';
import { OverallAssessmentCard } from './components/OverallAssessmentCard';
import { SectionAnalysis } from './components/ResultCard';

export const UPLOAD_FAILED_TITLE = 'Upload Failed';
export const ASK_FAILED_TITLE = 'Error';
export const ANALYSIS_COMPLETE_DESCRIPTION = 'Phase 1 report has been analyzed successfully';

/** The tab's content once its session exists: upload, progress, overall assessment, per-report analysis, questions. */
export function ReviewWorkspace({ sessionId }: { sessionId: string }) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const session = useQuery(phase1Queries.session(sessionId));
  const { expectResults } = useAnalysisCompleteToast(session.data, ANALYSIS_COMPLETE_DESCRIPTION);
  const documents = useMemo(() => sessionDocuments(phase1ReviewApi, phase1QueryKeys, sessionId), [sessionId]);
  const reload = () => queryClient.invalidateQueries({ queryKey: phase1QueryKeys.session(sessionId) });

  const upload = useMutation({
    mutationFn: (files: File[]) => phase1ReviewApi.uploadDocuments(sessionId, files),
    onSuccess: () => {
      expectResults();
      return reload();
    },
    onError: (error) => toast({ title: UPLOAD_FAILED_TITLE, description: phase1UploadFailureMessage(error), variant: 'destructive' }),
  });
  const ask = useMutation({
    mutationFn: (question: string) => phase1ReviewApi.ask(sessionId, question),
    onSuccess: reload,
    onError: (error) => toast({ title: ASK_FAILED_TITLE, description: phase1FailureMessage(error, PHASE1_MESSAGES.askFailed), variant: 'destructive' }),
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
