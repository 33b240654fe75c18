import { regulatoryQueryKeys, regulatorySaveFailureMessage, saveRegulatoryNarrative, environmentalQueryKeys, withSavedNarrative } from '@groundwork/api-client';
import { studyCacheEntryAtom, studyRunAtom } from '@groundwork/design-system/study';
import { useToast } from '@groundwork/design-system/base';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useStore } from 'jotai';

export const SAVE_FAILED_TITLE = 'Save Failed';
export const NARRATIVE_UPDATED = {
  title: 'Narrative Updated',
  description: 'The regulatory database narrative has been updated with the AI analysis',
} as const;

export interface SaveToDatabase {
  save: () => void;
  saving: boolean;
}

/**
 * Save to Database (spec 02 section 7): the session's updated summary into the record's narrative,
 * through the job id of the browser's copy; then that copy's item and time refreshed, and the
 * session and the stored narrative read again.
 */
export function useSaveToDatabase(projectId: string, itemIndex: number, sessionId: string | null): SaveToDatabase {
  const queryClient = useQueryClient();
  const jotai = useStore();
  const { toast } = useToast();
  const entryAtom = studyCacheEntryAtom('environmental-db', projectId);

  const mutation = useMutation({
    mutationFn: (id: string) => saveRegulatoryNarrative({ projectId, sessionId: id, itemIndex, storedJobId: jotai.get(studyRunAtom('database', projectId)) }),
    onSuccess: (saved, id) => {
      const entry = jotai.get(entryAtom);
      const refreshed = withSavedNarrative(entry, itemIndex, saved.updatedSummary, saved.savedAt);
      if (refreshed !== entry) jotai.set(entryAtom, refreshed);
      toast({ ...NARRATIVE_UPDATED, variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: environmentalQueryKeys.narratives(projectId) });
      return queryClient.invalidateQueries({ queryKey: regulatoryQueryKeys.session(id) });
    },
    onError: (error) => toast({ title: SAVE_FAILED_TITLE, description: regulatorySaveFailureMessage(error), variant: 'destructive' }),
  });

  return {
    save: () => {
      if (sessionId) mutation.mutate(sessionId);
    },
    saving: mutation.isPending,
  };
}
