import { aerialStudySummary, type AerialStudyResult } from '@groundwork/contracts';
import { JobProgressPanel, STUDY_MESSAGES, unsavedEditsAtom, UploadCard } from '@groundwork/design-system/study';
import { Alert, Flex } from 'antd';
import { useSetAtom } from 'jotai';
import { AerialLegend } from './components/AerialLegend';
import { AerialResultsTable } from './components/AerialResultsTable';
import { useAerialStudy } from './use-aerial-study';

export interface AerialWorkspaceProps {
  projectId: string;
  canEdit: boolean;
}

const NO_PHOTOS: string[] = [];

/** 'Processing Complete' says what was read: photographs, readings, and those to check. */
export function resultSummary(result: AerialStudyResult): string {
  const { photos, predictions, lowConfidence } = aerialStudySummary(result);
  return `${photos} photographs, ${predictions} land-use readings, ${lowConfidence} with low confidence to check.`;
}

/** The tab's content once the run to pick up is known: upload, progress, the land-use table and the legend. */
export function AerialWorkspace({ projectId, canEdit }: AerialWorkspaceProps) {
  const flow = useAerialStudy(projectId);
  const setUnsavedEdits = useSetAtom(unsavedEditsAtom('aerial', projectId));
  const { state } = flow.polling;
  const running = state.status === 'polling' || state.status === 'restoring';
  const noProperties = flow.properties !== null && flow.properties.length === 0;
  const result = flow.loaded?.result ?? null;
  // Another run's predictions start a fresh table: edits of the previous rows never reach them.
  const tableKey = flow.loaded?.jobId ?? 'none';

  return (
    <Flex vertical gap={16}>
      {noProperties && <Alert type="warning" showIcon title={STUDY_MESSAGES.noAdjoiningProperties} data-testid="no-properties" />}
      {canEdit && (
        <UploadCard
          study="aerial"
          title="Upload Aerial Photographs"
          description="Upload the aerial photograph report (PDF) for this site. Processing an aerial report typically takes 5-15 minutes."
          disabled={running || noProperties}
          {...(noProperties ? { disabledReason: STUDY_MESSAGES.aerialNeedsProperties } : {})}
          onUpload={flow.upload}
        />
      )}
      <JobProgressPanel
        study="aerial"
        state={state}
        onRetry={flow.polling.retry}
        {...(canEdit && state.status !== 'completed' ? { onReset: flow.polling.reset } : {})}
        completedDescription={result ? resultSummary(result) : undefined}
      />
      {flow.loaded?.warnings.map((warning) => (
        <Alert key={warning} type="warning" showIcon title={warning} data-testid="result-warning" />
      ))}
      <AerialResultsTable
        key={tableKey}
        result={result}
        photoUrls={flow.loaded?.photoUrls ?? NO_PHOTOS}
        loading={flow.loadingResult}
        error={flow.resultError}
        onRetry={flow.reloadResult}
        {...(canEdit ? { onSave: flow.save, onDirtyChange: setUnsavedEdits } : {})}
      />
      {result && <AerialLegend result={result} />}
    </Flex>
  );
}
