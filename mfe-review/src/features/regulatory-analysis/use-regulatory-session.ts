import { regulatoryAnalysisApi, regulatoryQueryKeys } from '@groundwork/api-client';
import { type SessionStart, useSessionStart } from '../shared/use-session-start';

export const INIT_FAILED = { title: 'Error', description: 'Failed to initialize analysis session' } as const;
/** Shown in red where the analysis would be. */
export const INIT_FAILED_INLINE = 'Failed to initialize session. Please refresh the page.';

export interface RegulatorySessionOptions {
  projectId: string;
  itemIndex: number;
  /** The record's narrative the analysis starts from; null while it is not known yet. */
  existingSummary: string | null;
}

/**
 * The record's analysis session, created (or its latest resumed) when the page opens, once the
 * record's summary is known; a failure says 'Error' / 'Failed to initialize analysis session'.
 */
export function useRegulatorySession({ projectId, itemIndex, existingSummary }: RegulatorySessionOptions): SessionStart {
  return useSessionStart({
    queryKey: [...regulatoryQueryKeys.all, 'record', projectId, itemIndex],
    create: (fresh) => regulatoryAnalysisApi.createSession({ projectId, recordItemIndex: itemIndex, existingSummary: existingSummary ?? '', fresh }),
    enabled: projectId !== '' && Number.isInteger(itemIndex) && itemIndex >= 0 && existingSummary !== null,
    failure: INIT_FAILED,
  });
}
