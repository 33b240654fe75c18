import { useToast } from '@groundwork/design-system/base';
import { useCallback, useEffect, useRef } from 'react';

export const ANALYSIS_COMPLETE_TITLE = 'Analysis Complete';

/** What the toast needs of a session: whether it is analysing, and its results. */
export interface AnalysedSession {
  analyzing: boolean;
  results: readonly unknown[];
}

/**
 * 'Analysis Complete' (with `description`) once the session's analysis ends with at least one new
 * result. The results counted before are noted when analysing is first seen, or when an upload is
 * sent (a short document may be done before the next read shows it analysing).
 */
export function useAnalysisCompleteToast(session: AnalysedSession | undefined, description: string): { expectResults: () => void } {
  const { toast } = useToast();
  const resultsBefore = useRef<number | null>(null);
  const current = useRef(session);
  current.current = session;

  useEffect(() => {
    if (!session) return;
    if (session.analyzing) {
      resultsBefore.current ??= session.results.length;
      return;
    }
    if (resultsBefore.current === null) return;
    if (session.results.length > resultsBefore.current) toast({ title: ANALYSIS_COMPLETE_TITLE, description, variant: 'success' });
    resultsBefore.current = null;
  }, [session, toast, description]);

  const expectResults = useCallback(() => {
    resultsBefore.current = current.current?.results.length ?? 0;
  }, []);

  return { expectResults };
}
