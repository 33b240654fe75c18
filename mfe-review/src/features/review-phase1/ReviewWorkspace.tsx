import { phase1FailureMessage, phase1Queries, phase1QueryKeys, phase1ReviewApi, phase1UploadFailureMessage, PHASE1_MESSAGES } from '@groundwork/api-client';
import { useToast } from '@groundwork/design-system';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Spin, Typography } from 'antd';
import { useState } from 'react';
import { AskPanel } from './components/AskPanel';
import { DocumentProgressList } from './components/DocumentProgressList';
import { OverallAssessmentCard } from './components/OverallAssessmentCard';
import { PageModal } from './components/PageModal';
import { SectionAnalysis } from './components/ResultCard';
import { UploadPanel } from './components/UploadPanel';
import type { QuoteTarget } from './model/quote-target';
import { QuoteViewerContext } from './quote-viewer';
import { useAnalysisCompleteToast } from './use-analysis-complete-toast';

export const UPLOAD_FAILED_TITLE = 'Upload Failed';
export const ASK_FAILED_TITLE = 'Error';

type ShownQuote = QuoteTarget & { documentId: string; page: number };

const isShowable = (target: QuoteTarget): target is ShownQuote => target.documentId !== null && target.page !== null;

/** The tab's content once its session exists: upload, progress, overall assessment, per-report analysis, questions. */
export function ReviewWorkspace({ sessionId }: { sessionId: string }) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const session = useQuery(phase1Queries.session(sessionId));
  const { expectResults } = useAnalysisCompleteToast(session.data);
  const [shownQuote, setShownQuote] = useState<ShownQuote | null>(null);
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
    <QuoteViewerContext.Provider value={(target) => isShowable(target) && setShownQuote(target)}>
      <Flex vertical gap={16}>
        <UploadPanel
          uploading={upload.isPending}
          onUpload={async (files) => {
            await upload.mutateAsync(files);
          }}
        />
        <DocumentProgressList documents={data.documents} />
        <OverallAssessmentCard session={data} />
        <SectionAnalysis results={data.results} />
        <AskPanel
          history={data.history}
          results={data.results}
          asking={ask.isPending}
          onAsk={async (question) => {
            await ask.mutateAsync(question);
          }}
        />
      </Flex>
      {shownQuote && (
        <PageModal
          key={`${shownQuote.documentId}-${shownQuote.page}-${shownQuote.quote}`}
          sessionId={sessionId}
          target={shownQuote}
          onClose={() => setShownQuote(null)}
        />
      )}
    </QuoteViewerContext.Provider>
  );
}
