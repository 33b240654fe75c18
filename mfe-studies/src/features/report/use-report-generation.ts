import { isReportNotReady, reportFailureMessage, reportQueryKeys, reportsApi } from '@groundwork/api-client';
import { type GeneratedReport, REPORT_MESSAGES, type ReportReadiness } from '@groundwork/contracts';
import { type ToastApi, useToast } from '@groundwork/design-system/base';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { generatedReportsQuery } from './api/report-queries';
import { isGenerating, missingStepsMessage } from './model/report-status';

const NO_REPORTS: GeneratedReport[] = [];

export interface ReportGeneration {
  /** Newest first. */
  reports: GeneratedReport[];
  loading: boolean;
  /** Why the reports could not be read. */
  loadError: string | null;
  /** The POST is on its way. */
  requesting: boolean;
  /** Generates the report when the four steps are done; otherwise says which are missing. */
  generate: () => void;
}

/**
 * A job this page requested or saw queued or running that then failed is announced once with its
 * reason; one already failed when the tab opened is only shown on the page. Returns `follow(id)`.
 */
function useFailureAnnouncement(reports: readonly GeneratedReport[], toast: ToastApi['toast']) {
  const followed = useRef(new Set<string>());
  useEffect(() => {
    for (const report of reports) {
      if (isGenerating(report)) followed.current.add(report.id);
      else if (followed.current.delete(report.id) && report.status === 'FAILED') {
        toast({ title: REPORT_MESSAGES.generationFailed, description: report.error ?? undefined, variant: 'destructive' });
      }
    }
  }, [reports, toast]);
  return useCallback((reportId: string) => followed.current.add(reportId), []);
}

/**
 * Spec 02 sections 2, 4 and 8 (issue 21): the project's generated reports (followed every 2 s while
 * one is generated, also after the tab reopens) and the request of a new one. Steps missing (here or
 * the server's 409 REPORT_NOT_READY) show 'Complete Required Steps'; other failures 'Generation Failed'.
 */
export function useReportGeneration(projectId: string, readiness: ReportReadiness): ReportGeneration {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const list = useQuery(generatedReportsQuery(projectId));
  const reports = list.data ?? NO_REPORTS;
  const follow = useFailureAnnouncement(reports, toast);

  const request = useMutation({
    mutationFn: () => reportsApi.generate(projectId),
    onSuccess: ({ report }) => {
      follow(report.id);
      queryClient.setQueryData<GeneratedReport[]>(reportQueryKeys.list(projectId), (known = []) => [report, ...known.filter((old) => old.id !== report.id)]);
    },
    onError: (error) => {
      const notReady = isReportNotReady(error);
      toast({
        title: notReady ? REPORT_MESSAGES.completeRequiredSteps : REPORT_MESSAGES.generationFailed,
        description: reportFailureMessage(error),
        variant: notReady ? 'default' : 'destructive',
      });
    },
  });

  const { mutate } = request;
  const generate = useCallback(() => {
    if (readiness.ready) mutate();
    else toast({ title: REPORT_MESSAGES.completeRequiredSteps, description: missingStepsMessage(readiness) });
  }, [readiness, mutate, toast]);

  return {
    reports,
    loading: list.isPending,
    loadError: list.isError ? reportFailureMessage(list.error) : null,
    requesting: request.isPending,
    generate,
  };
}
