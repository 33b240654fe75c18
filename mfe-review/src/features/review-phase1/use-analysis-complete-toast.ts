import type { Phase1Session } from '@groundwork/contracts';
import { useToast } from '@groundwork/design-system';
import { useCallback, useEffect, useRef } from 'react';

export const ANALYSIS_COMPLETE = { title: 'Analysis Complete', description: 'Phase 1 report has been analyzed successfully' } as const;

/**
 * 'Analysis Complete' once the session's analysis ends with at least one new result. The results
 * counted before are noted when analysing is first seen, or when an upload is sent (a short report
 * may be done before the next read shows it analysing).
 */
export function useAnalysisCompleteToast(session: Phase1Session | undefined): { expectResults: () => void } {
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
    if (session.results.length > resultsBefore.current) toast({ ...ANALYSIS_COMPLETE, variant: 'success' });
    resultsBefore.current = null;
  }, [session, toast]);

  const expectResults = useCallback(() => {
    resultsBefore.current = current.current?.results.length ?? 0;
  }, []);

  return { expectResults };
}
