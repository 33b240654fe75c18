import { soilsApi, soilsFailureMessage, soilsQueryKeys } from '@groundwork/api-client';
import { SOILS_FETCH_FAILED_TITLE, type Property, type SoilsResult, type SoilsState } from '@groundwork/contracts';
import { studyCacheEntryAtom } from '@groundwork/design-system/study';
import { useToast } from '@groundwork/design-system/base';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { propertiesQueryKey, soilsStateQuery } from './api/soils-queries';
import { followSoilsRun } from './model/follow-run';
import { samePolygon, subjectPolygon } from './model/polygon';
import { cachedSoils } from './model/soils-cache';

/** This page's soils query: none, running since `startedAt` (epoch ms), or failed with its reason. */
export type SoilsRun = { status: 'idle' } | { status: 'running'; startedAt: number } | { status: 'failed'; message: string };

export interface Soils {
  /** The result shown: the server's latest completed one, else the browser's copy of the last. */
  result: SoilsResult | null;
  run: SoilsRun;
  /** The subject's usable polygon; null when missing or invalid; undefined while the properties are read. */
  polygon: string | null | undefined;
  /** Why the properties could not be read. */
  propertiesError: string | null;
  /** Nothing to show yet: the stored state is being read with nothing cached. */
  loading: boolean;
  /** Why the stored state could not be read. */
  loadError: string | null;
  reload: () => void;
  /** The shown result was queried for another boundary than the subject's current one. */
  boundaryChanged: boolean;
  /** Queries SDA for the subject's polygon (writers only). */
  fetchSoils: () => void;
}

const IDLE: SoilsRun = { status: 'idle' };

const startedAtOf = (state: SoilsState): number => {
  const started = state.status === 'RUNNING' ? Date.parse(state.startedAt) : Number.NaN;
  return Number.isFinite(started) ? Math.min(started, Date.now()) : Date.now();
};

/** The run of this page: follows one query at a time to its end, and stops when the tab closes. */
function useSoilsRun(projectId: string, onCompleted: (result: SoilsResult) => void) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [run, setRun] = useState<SoilsRun>(IDLE);
  const following = useRef<AbortController | null>(null);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      // Stopped a moment later: StrictMode's rehearsal unmount remounts at once and keeps the run.
      setTimeout(() => {
        if (!mounted.current) following.current?.abort();
      });
    };
  }, []);

  const read = useCallback(
    () => queryClient.fetchQuery<SoilsState>({ queryKey: soilsQueryKeys.state(projectId), queryFn: () => soilsApi.getSoils(projectId), staleTime: 0 }),
    [queryClient, projectId],
  );

  const follow = useCallback(
    (first: Promise<SoilsState>, startedAt: number, announceFailure: boolean) => {
      following.current?.abort();
      const controller = new AbortController();
      following.current = controller;
      setRun({ status: 'running', startedAt });
      followSoilsRun(first, { startedAt, read, signal: controller.signal }).then(
        (result) => {
          if (controller.signal.aborted || !result) return;
          setRun(IDLE);
          onCompleted(result);
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          const message = soilsFailureMessage(error);
          setRun({ status: 'failed', message });
          if (announceFailure) toast({ title: SOILS_FETCH_FAILED_TITLE, description: message, variant: 'destructive' });
        },
      );
    },
    [read, onCompleted, toast],
  );

  return { run, setRun, follow };
}

/**
 * The soils flow (spec 02 sections 2, 5, 7 and 8; issue 20): the stored state read on opening
 * (shown from `soils-data-<projectId>` at once), an automatic query when there is none, a query
 * on request, each followed every 2 s while SDA is slow and given up after 75 s.
 */
export function useSoils(projectId: string, canWrite: boolean): Soils {
  const queryClient = useQueryClient();
  const [entry, setEntry] = useAtom(studyCacheEntryAtom('soils-data', projectId));
  const cached = useMemo(() => cachedSoils(entry), [entry]);
  const stored = useQuery(soilsStateQuery(projectId));
  const properties = useQuery<Property[]>({ queryKey: propertiesQueryKey(projectId) });
  const polygon = properties.isSuccess ? subjectPolygon(properties.data) : undefined;
  const start = useMutation({ mutationFn: (polygonGeoJson: string) => soilsApi.fetchSoils(projectId, { polygonGeoJson }) });

  const onCompleted = useCallback((result: SoilsResult) => queryClient.setQueryData(soilsQueryKeys.state(projectId), result), [queryClient, projectId]);
  const { run, setRun, follow } = useSoilsRun(projectId, onCompleted);

  // The server is the truth: its completed result is cached, its NONE clears the cache.
  const state = stored.data;
  useEffect(() => {
    if (state?.status === 'COMPLETED') setEntry(state);
    else if (state?.status === 'NONE') setEntry(null);
  }, [state, setEntry]);

  const { mutateAsync } = start;
  const fetchSoils = useCallback(() => {
    if (!polygon) return;
    follow(mutateAsync(polygon), Date.now(), true);
  }, [polygon, follow, mutateAsync]);

  // On opening: a query still running is followed; none at all is started once, for writers.
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current || !stored.isSuccess || properties.isPending || !state) return;
    opened.current = true;
    if (state.status === 'RUNNING') follow(Promise.resolve(state), startedAtOf(state), false);
    else if (state.status === 'FAILED') setRun({ status: 'failed', message: state.error });
    else if (state.status === 'NONE' && polygon && canWrite) fetchSoils();
  }, [stored.isSuccess, properties.isPending, state, polygon, canWrite, follow, fetchSoils, setRun]);

  const result = state?.status === 'COMPLETED' ? state : state?.status === 'NONE' ? null : cached;
  return {
    result,
    run,
    polygon,
    propertiesError: properties.isError ? soilsFailureMessage(properties.error) : null,
    loading: stored.isPending && !cached,
    loadError: stored.isError ? soilsFailureMessage(stored.error) : null,
    reload: () => void stored.refetch(),
    boundaryChanged: Boolean(result && polygon && !samePolygon(result.polygonGeoJson, polygon)),
    fetchSoils,
  };
}
