import {
  mayWrite,
  regulatoryAnalysisApi,
  regulatoryQueries,
  regulatoryQueryKeys,
  REVIEW_MESSAGES,
  reviewFailureMessage,
  reviewUploadFailureMessage,
  useCachedUser,
} from '@groundwork/api-client';
import type { RegulatoryAnalysisSession } from '@groundwork/contracts';
import { useToast } from '@groundwork/design-system';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex } from 'antd';
import { useMemo } from 'react';
import { AskPanel } from '../shared/components/AskPanel';
import { DocumentProgressList } from '../shared/components/DocumentProgressList';
import { UploadPanel } from '../shared/components/UploadPanel';
import { QuoteViewer } from '../shared/quote-viewer';
import { sessionDocuments } from '../shared/session-documents';
import { useAnalysisCompleteToast } from '../shared/use-analysis-complete-toast';
import { OverallAnalysisCard } from './components/OverallAnalysisCard';
import { RecordResults } from './components/RecordResults';
import { useSaveToDatabase } from './use-save-to-database';

export const UPLOAD_FAILED_TITLE = 'Upload Failed';
export const ASK_FAILED_TITLE = 'Error';
export const ANALYSIS_COMPLETE_DESCRIPTION = 'Documents have been analyzed successfully';

const hasUpdatedSummary = (session: RegulatoryAnalysisSession | undefined): session is RegulatoryAnalysisSession & { updatedSummary: string } =>
  Boolean(session?.updatedSummary?.trim());

export interface RegulatoryWorkspaceProps {
  projectId: string;
  itemIndex: number;
  /** Null while the session is created (or could not be). */
  sessionId: string | null;
}

/**
 * The record's analysis: upload of supporting documents (disabled until the session exists and
 * while documents are analysed), their progress, the overall analysis with Save to Database, each
 * document's reading, and questions once there are documents.
 */
export function RegulatoryWorkspace({ projectId, itemIndex, sessionId }: RegulatoryWorkspaceProps) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const canWrite = mayWrite(useCachedUser()?.role);
  const session = useQuery({ ...regulatoryQueries.session(sessionId ?? ''), enabled: sessionId !== null });
  const { expectResults } = useAnalysisCompleteToast(session.data, ANALYSIS_COMPLETE_DESCRIPTION);
  const documents = useMemo(() => sessionDocuments(regulatoryAnalysisApi, regulatoryQueryKeys, sessionId ?? ''), [sessionId]);
  const saving = useSaveToDatabase(projectId, itemIndex, sessionId);
  const reload = () => queryClient.invalidateQueries({ queryKey: regulatoryQueryKeys.session(sessionId ?? '') });

  const upload = useMutation({
    mutationFn: (files: File[]) => regulatoryAnalysisApi.uploadDocuments(sessionId ?? '', files),
    onSuccess: () => {
      expectResults();
      return reload();
    },
    onError: (error) => toast({ title: UPLOAD_FAILED_TITLE, description: reviewUploadFailureMessage(error), variant: 'destructive' }),
  });
  const ask = useMutation({
    mutationFn: (question: string) => regulatoryAnalysisApi.ask(sessionId ?? '', question),
    onSuccess: reload,
    onError: (error) => toast({ title: ASK_FAILED_TITLE, description: reviewFailureMessage(error, REVIEW_MESSAGES.askFailed), variant: 'destructive' }),
  });

  const data = session.data;
  const analyzing = data?.analyzing ?? false;
  return (
    <QuoteViewer documents={documents}>
      <Flex vertical gap={16}>
        <UploadPanel
          title="Upload Supporting Documents"
          dropHint="Click or drag agency letters, closure reports or case files about this record here"
          uploading={upload.isPending}
          disabled={sessionId === null || data === undefined || analyzing}
          requireSelection
          onUpload={async (files) => {
            await upload.mutateAsync(files);
          }}
        />
        {session.isError && (
          <Alert
            type="error"
            showIcon
            title="The analysis could not be loaded"
            description={session.error.message}
            action={<Button onClick={() => void session.refetch()}>Retry</Button>}
          />
        )}
        {data && (
          <>
            <DocumentProgressList documents={data.documents} />
            {hasUpdatedSummary(data) && <OverallAnalysisCard session={data} onSave={saving.save} saving={saving.saving} canSave={canWrite && !analyzing} />}
            <RecordResults results={data.results} />
            {data.fileCount > 0 && (
              <AskPanel
                subject="the uploaded documents"
                history={data.history}
                results={data.results}
                asking={ask.isPending}
                onAsk={async (question) => {
                  await ask.mutateAsync(question);
                }}
              />
            )}
          </>
        )}
      </Flex>
    </QuoteViewer>
  );
}
