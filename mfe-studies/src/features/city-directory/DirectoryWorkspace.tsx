import type { CityDirectoryResult } from '@groundwork/contracts';
import { JobProgressPanel, unsavedEditsAtom, UploadCard } from '@groundwork/design-system/study';
import { Alert, Flex } from 'antd';
import { useAtom } from 'jotai';
import { useMemo } from 'react';
import { DirectoryResultsTable } from './components/DirectoryResultsTable';
import { StreetAliasesCard } from './components/StreetAliasesCard';
import { UnassignedList } from './components/UnassignedList';
import { resultSummary } from './model/format';
import { unassignedEntries } from './model/year-table';
import { useCityDirectory } from './use-city-directory';

export const NO_PROPERTY_MATCHED =
  'No listing matched a property of this project. Add the subject and adjoining properties on the Adjoining Properties tab, then Apply to This Report.';

/** Directory years with at least one listing. */
const knownYears = (result: CityDirectoryResult) => new Set(result.parsedEntries.flatMap((entry) => (entry.year === null ? [] : [entry.year]))).size;

export const SAVE_EDITS_FIRST = 'Save or discard your edits of the listings before applying.';

export interface DirectoryWorkspaceProps {
  projectId: string;
  canEdit: boolean;
}

/** The tab's content once the job to pick up is known: upload, progress, results and aliases. */
export function DirectoryWorkspace({ projectId, canEdit }: DirectoryWorkspaceProps) {
  const flow = useCityDirectory(projectId, canEdit);
  // Another run's listings, or the run's listings read again (after a rematch), start a fresh table:
  // edits of the previous rows never reach the new result.
  const tableKey = flow.directory ? `${flow.directory.jobId}:${flow.directory.readAt ?? ''}` : 'none';
  const [unsavedEdits, setUnsavedEdits] = useAtom(unsavedEditsAtom('cd', projectId));
  const { state } = flow.polling;
  const running = state.status === 'polling' || state.status === 'restoring';
  const result = flow.directory?.result ?? null;
  const unassigned = useMemo(() => (result ? unassignedEntries(result) : []), [result]);
  const allUnassigned = result !== null && result.parsedEntries.length > 0 && unassigned.length === result.parsedEntries.length;
  const summary = result ? resultSummary({ entries: result.parsedEntries.length, years: knownYears(result), unassigned: unassigned.length }) : undefined;

  return (
    <Flex vertical gap={16}>
      {canEdit && (
        <UploadCard
          study="cd"
          title="Upload City Directory"
          description="Upload the city directory abstract (PDF) for this site."
          disabled={running}
          onUpload={flow.upload}
        />
      )}
      <JobProgressPanel
        study="cd"
        state={state}
        onRetry={flow.polling.retry}
        {...(canEdit && state.status !== 'completed' ? { onReset: flow.polling.reset } : {})}
        completedDescription={summary}
      />
      {result && flow.warnings.map((warning) => <Alert key={warning} type="warning" showIcon title={warning} data-testid="result-warning" />)}
      {allUnassigned && <Alert type="info" showIcon title={NO_PROPERTY_MATCHED} />}
      <DirectoryResultsTable
        key={tableKey}
        result={result}
        loading={flow.loadingResult}
        error={flow.resultError}
        onRetry={flow.reloadResult}
        {...(canEdit ? { onSave: flow.save, onDirtyChange: setUnsavedEdits } : {})}
      />
      <UnassignedList entries={unassigned} />
      <StreetAliasesCard
        projectId={projectId}
        canEdit={canEdit}
        applying={flow.rematching}
        {...(canEdit && result && !running && !unsavedEdits ? { onApply: flow.rematch } : {})}
        {...(unsavedEdits ? { applyHint: SAVE_EDITS_FIRST } : {})}
      />
    </Flex>
  );
}
