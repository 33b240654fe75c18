import { reportFailureMessage } from '@groundwork/api-client';
import { type ReportReadiness, reportReadiness } from '@groundwork/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { refreshedProjectQuery, refreshedPropertiesQuery } from './api/report-queries';

export interface ReportReadinessState {
  readiness: ReportReadiness;
  /** Why the project or its properties could not be read (the steps then show as not done). */
  readError: string | null;
}

const NO_PROPERTIES: never[] = [];

/**
 * Spec 02 sections 2 and 4: the four steps from the project's study checks and its properties,
 * both read again every 2 s while the tab is open, so a step done elsewhere turns done here.
 */
export function useReportReadiness(projectId: string): ReportReadinessState {
  const project = useQuery(refreshedProjectQuery(projectId));
  const properties = useQuery(refreshedPropertiesQuery(projectId));
  const checks = project.data?.studyChecks;
  const propertyList = properties.data ?? NO_PROPERTIES;
  const readiness = useMemo(() => reportReadiness(checks, propertyList), [checks, propertyList]);
  const failed = project.error ?? properties.error;
  return { readiness, readError: failed ? reportFailureMessage(failed) : null };
}
