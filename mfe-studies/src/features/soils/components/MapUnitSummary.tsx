import type { SoilMapUnit, SoilsResult } from '@groundwork/contracts';
import { ScrollRegion } from '@groundwork/design-system/base';
import { Card, Table, type TableColumnsType } from 'antd';
import { HydrologicGroupTag } from './HydrologicGroupTag';

const NOT_REPORTED = 'Not reported';

const fixed = (value: number | null, digits: number, unit = '') => (value === null ? NOT_REPORTED : `${value.toFixed(digits)}${unit}`);

const COLUMNS: TableColumnsType<SoilMapUnit> = [
  { key: 'musym', title: 'Symbol', dataIndex: 'musym' },
  { key: 'muname', title: 'Map unit name', dataIndex: 'muname' },
  { key: 'share', title: 'Share of subject', render: (_, unit) => fixed(unit.sharePct, 1, ' %') },
  { key: 'acres', title: 'Acres', render: (_, unit) => fixed(unit.acres, 2) },
  { key: 'group', title: 'Hydrologic group', render: (_, unit) => <HydrologicGroupTag group={unit.hydgrpdcd} /> },
  { key: 'water', title: 'Water table depth', render: (_, unit) => fixed(unit.waterTableDepthCm, 0, ' cm') },
];

/** Each map unit's share of the subject, its acres and depth to the water table. */
export function MapUnitSummary({ result }: { result: SoilsResult }) {
  return (
    <Card size="small" title={`Map Units (subject ${result.subjectAcres.toFixed(2)} acres)`} data-testid="soils-map-units">
      <ScrollRegion label="Map units">
        <Table<SoilMapUnit> size="small" rowKey="mukey" columns={COLUMNS} dataSource={result.mapUnits} pagination={false} />
      </ScrollRegion>
    </Card>
  );
}
