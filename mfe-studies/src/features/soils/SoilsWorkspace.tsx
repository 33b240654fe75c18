import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { INVALID_POLYGON_MESSAGE, SOILS_FETCH_FAILED_TITLE } from '@groundwork/contracts';
import { Alert, Button, Flex } from 'antd';
import { MapUnitSummary } from './components/MapUnitSummary';
import { SoilsLegend } from './components/SoilsLegend';
import { SoilsNarrative } from './components/SoilsNarrative';
import { SoilsProgress } from './components/SoilsProgress';
import { SoilsStatus } from './components/SoilsStatus';
import { SoilsTable } from './components/SoilsTable';
import { useSoils } from './use-soils';

export const FETCH_SOILS_LABEL = 'Fetch Soils Data';
export const REFRESH_SOILS_LABEL = 'Refresh from USDA';
export const BOUNDARY_CHANGED_MESSAGE = "The subject property's boundary has changed since these soils were queried.";
const NO_ROWS: never[] = [];

export interface SoilsWorkspaceProps {
  projectId: string;
  canWrite: boolean;
}

/** The tab's content: the query's state, its actions, the soil table with its map units, narrative and legend. */
export function SoilsWorkspace({ projectId, canWrite }: SoilsWorkspaceProps) {
  const soils = useSoils(projectId, canWrite);
  const { result, run, polygon } = soils;
  const running = run.status === 'running';
  const queryButton = canWrite && polygon && (
    <Button type={result ? 'default' : 'primary'} icon={result ? <ReloadOutlined /> : <SearchOutlined />} disabled={running} onClick={soils.fetchSoils}>
      {result ? REFRESH_SOILS_LABEL : FETCH_SOILS_LABEL}
    </Button>
  );

  return (
    <Flex vertical gap={16}>
      {polygon === null && (
        <Alert
          type="error"
          showIcon
          title={INVALID_POLYGON_MESSAGE}
          description="Draw the subject property's boundary on the map to query its soils."
          data-testid="soils-invalid-polygon"
        />
      )}
      {soils.propertiesError && <Alert type="error" showIcon title="The project's properties could not be read." description={soils.propertiesError} />}
      <Flex align="center" justify="space-between" gap={8} wrap>
        {result ? <SoilsStatus result={result} /> : <span />}
        {!soils.boundaryChanged && queryButton}
      </Flex>
      {run.status === 'running' && <SoilsProgress startedAt={run.startedAt} />}
      {run.status === 'failed' && (
        <Alert type="error" showIcon role="alert" title={SOILS_FETCH_FAILED_TITLE} description={run.message} data-testid="soils-failure" />
      )}
      {soils.boundaryChanged && !running && (
        <Alert
          type="warning"
          showIcon
          title={BOUNDARY_CHANGED_MESSAGE}
          description="Refresh from USDA to query the current boundary."
          action={queryButton}
          data-testid="soils-boundary-changed"
        />
      )}
      {result?.warnings.map((warning) => (
        <Alert key={warning} type="warning" showIcon title={warning} data-testid="soils-warning" />
      ))}
      {result && result.mapUnits.length > 0 && <MapUnitSummary result={result} />}
      <SoilsTable rows={result?.rows ?? NO_ROWS} loading={soils.loading} error={soils.loadError} onRetry={soils.reload} />
      {result?.narrative && <SoilsNarrative narrative={result.narrative} />}
      <SoilsLegend />
    </Flex>
  );
}
