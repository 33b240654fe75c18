import { mayWrite, regulatoryAnalysisApi, regulatoryQueries, regulatoryQueryKeys, useCachedUser } from '@groundwork/api-client';
import type { RegulatoryAnalysisSession } from '@groundwork/contracts';
import { Alert, Button, Flex } from 'antd';
import { AskPanel } from '../shared/components/AskPanel';
import { DocumentProgressList } from '../shared/components/DocumentProgressList';
import { UploadPanel } from '../shared/components/UploadPanel';
import { QuoteViewer } from '../shared/quote-viewer';
import { useAssistantSession } from '../shared/use-assistant-session';
import { OverallAnalysisCard } from './components/OverallAnalysisCard';
import { RecordResults } from './components/RecordResults';
import { useSaveToDatabase } from './use-save-to-database';

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
  const canWrite = mayWrite(useCachedUser()?.role);
  const { session, documents, upload, ask } = useAssistantSession({
    calls: regulatoryAnalysisApi,
    keys: regulatoryQueryKeys,
    sessionQuery: regulatoryQueries.session,
    sessionId,
    completeDescription: ANALYSIS_COMPLETE_DESCRIPTION,
  });
  const saving = useSaveToDatabase(projectId, itemIndex, sessionId);

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
