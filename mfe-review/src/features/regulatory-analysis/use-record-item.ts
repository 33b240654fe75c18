import { cachedNarratives, environmentalApi, environmentalQueryKeys } from '@groundwork/api-client';
import type { NarrativeItem } from '@groundwork/contracts';
import { studyCacheEntryAtom } from '@groundwork/design-system/study';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';

export interface RecordItem {
  /** The record's narrative item; null when neither copy has it. */
  item: NarrativeItem | null;
  /** False while the server's copy is read (only when the browser's copy lacks the item). */
  settled: boolean;
}

/**
 * The database record the page is about: item `itemIndex` of the project's narrative, from the
 * browser's copy (`environmental-db-<projectId>`), else from the narrative the server stored.
 */
export function useRecordItem(projectId: string, itemIndex: number): RecordItem {
  const entry = useAtomValue(studyCacheEntryAtom('environmental-db', projectId));
  const cached = cachedNarratives(entry)?.narrativeData.items[itemIndex] ?? null;
  const server = useQuery({
    queryKey: environmentalQueryKeys.narratives(projectId),
    queryFn: () => environmentalApi.storedNarratives(projectId),
    enabled: cached === null && projectId !== '',
    staleTime: 0,
  });
  if (cached) return { item: cached, settled: true };
  return { item: server.data?.narrativeData.items[itemIndex] ?? null, settled: !server.isPending };
}
