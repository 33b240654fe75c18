import type { FlatDatabaseRecord, NarrativeItem } from '@groundwork/contracts';
import { JobProgressPanel, UploadCard } from '@groundwork/design-system/study';
import { Alert, Flex, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DistanceSummary } from './components/DistanceSummary';
import { FallbackList } from './components/FallbackList';
import { OrphanList } from './components/OrphanList';
import { RecordFilters } from './components/RecordFilters';
import { RecordsTable } from './components/RecordsTable';
import { buildRecordRows, databasesOf, filterRows, isFiltered, NO_FILTER, recordsSummary, type RecordRow } from './model/record-rows';
import { useRegulatoryDatabase } from './use-regulatory-database';

const NO_ITEMS: NarrativeItem[] = [];
const NO_RECORDS: FlatDatabaseRecord[] = [];

export interface DatabaseWorkspaceProps {
  projectId: string;
  canEdit: boolean;
}

/** `/projects/{projectId}/regulatory-analysis/{index}?summary={encoded narrative}` (spec 02 section 2). */
export const analysisPath = (projectId: string, row: RecordRow): string =>
  `/projects/${encodeURIComponent(projectId)}/regulatory-analysis/${row.index}?summary=${encodeURIComponent(row.item.narrative)}`;

/** The tab's content once the run to pick up is known: upload, progress, summary, records and orphans. */
export function DatabaseWorkspace({ projectId, canEdit }: DatabaseWorkspaceProps) {
  const flow = useRegulatoryDatabase(projectId);
  const navigate = useNavigate();
  const [filter, setFilter] = useState(NO_FILTER);
  const { state } = flow.polling;
  const running = state.status === 'polling' || state.status === 'restoring';
  const items = flow.narratives?.narrativeData.items ?? NO_ITEMS;
  const flat = flow.narratives?.narratives ?? NO_RECORDS;
  const { mapped, orphans } = useMemo(() => buildRecordRows(items), [items]);
  const shown = useMemo(() => filterRows(mapped, filter), [mapped, filter]);
  const databases = useMemo(() => databasesOf(mapped), [mapped]);
  const onlyFallback = items.length === 0 && flat.length > 0;
  const actions = { onOpenPage: flow.openPage, onDetails: (row: RecordRow) => navigate(analysisPath(projectId, row)) };
  const warnings = flow.report?.warnings ?? [];

  return (
    <Flex vertical gap={16}>
      {canEdit && (
        <UploadCard
          study="database"
          title="Upload Regulatory Database Report"
          description="Upload the regulatory database (radius) report (PDF) for this site. Processing a regulatory database report typically takes 2-5 minutes."
          disabled={running}
          onUpload={flow.upload}
        />
      )}
      <JobProgressPanel
        study="database"
        state={state}
        onRetry={flow.polling.retry}
        {...(canEdit && state.status !== 'completed' ? { onReset: flow.polling.reset } : {})}
        completedDescription={items.length > 0 ? recordsSummary(mapped.length, orphans.length) : undefined}
      />
      {warnings.map((warning) => (
        <Alert key={warning} type="warning" showIcon title={warning} data-testid="result-warning" />
      ))}
      {items.length > 0 && <DistanceSummary reportRows={flow.report?.result?.database_summary ?? null} items={items} />}
      {mapped.length > 0 && <RecordFilters filter={filter} onChange={setFilter} databases={databases} />}
      {onlyFallback ? (
        <FallbackList records={flat} />
      ) : (
        <RecordsTable
          rows={shown}
          loading={flow.loading}
          error={flow.error}
          onRetry={flow.reload}
          filtered={isFiltered(filter)}
          {...actions}
          extra={
            mapped.length > 0 && <Typography.Text type="secondary" data-testid="records-count">{`${shown.length} of ${mapped.length} shown`}</Typography.Text>
          }
        />
      )}
      <OrphanList rows={orphans} {...actions} />
    </Flex>
  );
}
