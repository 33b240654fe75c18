import { REVIEW_MESSAGES, type ReviewSessionCalls, reviewFailureMessage, reviewUploadFailureMessage } from '@groundwork/api-client';
import { useToast } from '@groundwork/design-system/base';
import { type QueryKey, type UseQueryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { sessionDocuments } from './session-documents';
import { type AnalysedSession, useAnalysisCompleteToast } from './use-analysis-complete-toast';

export const UPLOAD_FAILED_TITLE = 'Upload Failed';
export const ASK_FAILED_TITLE = 'Error';

export interface AssistantSessionOptions<Session extends AnalysedSession, Key extends QueryKey> {
  /** The assistant's api-client calls, query keys and queries. */
  calls: ReviewSessionCalls<Session>;
  keys: {
    session: (sessionId: string) => readonly unknown[];
    documentPage: (sessionId: string, documentId: string, page: number) => readonly unknown[];
  };
  sessionQuery: (sessionId: string) => UseQueryOptions<Session, Error, Session, Key>;
  /** Null while the session is created (nothing is read then). */
  sessionId: string | null;
  /** The 'Analysis Complete' toast's text. */
  completeDescription: string;
}

/**
 * What both assistants' workspaces do with their session: read it (re-read while analysing),
 * the documents its quotes open, the upload (then 'Analysis Complete' once done) and the question,
 * each reloading the session and toasting the spec's failure texts.
 */
export function useAssistantSession<Session extends AnalysedSession, Key extends QueryKey>({
  calls,
  keys,
  sessionQuery,
  sessionId,
  completeDescription,
}: AssistantSessionOptions<Session, Key>) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const id = sessionId ?? '';
  const session = useQuery({ ...sessionQuery(id), enabled: sessionId !== null });
  const { expectResults } = useAnalysisCompleteToast(session.data, completeDescription);
  const documents = useMemo(() => sessionDocuments(calls, keys, id), [calls, keys, id]);
  const reload = () => queryClient.invalidateQueries({ queryKey: keys.session(id) });

  const upload = useMutation({
    mutationFn: (files: File[]) => calls.uploadDocuments(id, files),
    onSuccess: () => {
      expectResults();
      return reload();
    },
    onError: (error) => toast({ title: UPLOAD_FAILED_TITLE, description: reviewUploadFailureMessage(error), variant: 'destructive' }),
  });
  const ask = useMutation({
    mutationFn: (question: string) => calls.ask(id, question),
    onSuccess: reload,
    onError: (error) => toast({ title: ASK_FAILED_TITLE, description: reviewFailureMessage(error, REVIEW_MESSAGES.askFailed), variant: 'destructive' }),
  });
  return { session, documents, upload, ask, reload };
}
