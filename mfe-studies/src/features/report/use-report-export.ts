import { reportsApi } from '@groundwork/api-client';
import { type GeneratedReport, REPORT_MESSAGES, type ReportFormat } from '@groundwork/contracts';
import { useToast } from '@groundwork/design-system/base';
import { useCallback } from 'react';
import { downloadFile } from './model/download';

/** The report as the server has it now (fresh presigned links), else as the list last read it. */
async function freshReport(projectId: string, report: GeneratedReport): Promise<GeneratedReport> {
  try {
    return await reportsApi.get(projectId, report.id);
  } catch {
    return report;
  }
}

/** Spec 02 sections 2 and 8: an export says 'Export Started' and downloads that file of the report. */
export function useReportExport(projectId: string) {
  const { toast } = useToast();
  return useCallback(
    async (report: GeneratedReport, format: ReportFormat) => {
      const listed = report.files.find((file) => file.format === format);
      if (!listed) return;
      toast({ title: REPORT_MESSAGES.exportStarted, description: listed.fileName });
      const file = (await freshReport(projectId, report)).files.find((fresh) => fresh.format === format) ?? listed;
      downloadFile(file.url, file.fileName);
    },
    [projectId, toast],
  );
}
