import type { SoilRow } from '@groundwork/contracts';
import { ResultsTable, type ResultColumn } from '@groundwork/design-system/study';
import { useMemo } from 'react';
import { soilTableRows, type SoilTableRow } from '../model/soil-rows';
import { HydrologicGroupTag } from './HydrologicGroupTag';

export const SOILS_TABLE_TITLE = 'Soil Map Units and Components';

/** Spec 02 section 3: the soil row's columns in SDA's order, with readable headers (also in copy and CSV). */
export const SOIL_COLUMNS: ResultColumn<SoilTableRow>[] = [
  { key: 'mukey', title: 'Map unit key' },
  { key: 'musym', title: 'Symbol' },
  { key: 'muname', title: 'Map unit name', width: 260 },
  { key: 'compname', title: 'Component' },
  { key: 'hydgrpdcd', title: 'Hydrologic group', render: (row) => <HydrologicGroupTag group={row.hydgrpdcd} /> },
  { key: 'drclassdcd', title: 'Drainage class' },
  { key: 'slope_l', title: 'Slope low %' },
  { key: 'slope_r', title: 'Slope rep %' },
  { key: 'slope_h', title: 'Slope high %' },
  { key: 'comppct_r', title: 'Component %' },
];

export interface SoilsTableProps {
  rows: readonly SoilRow[];
  loading: boolean;
  error: string | null;
  onRetry: () => void;
}

/** The soil rows, read-only, copied tab-separated and exported as CSV (spec 02 section 9). */
export function SoilsTable({ rows, loading, error, onRetry }: SoilsTableProps) {
  const tableRows = useMemo(() => soilTableRows(rows), [rows]);
  return (
    <ResultsTable<SoilTableRow>
      title={SOILS_TABLE_TITLE}
      columns={SOIL_COLUMNS}
      rows={tableRows}
      rowKey={(row) => row.key}
      loading={loading}
      error={error}
      onRetry={onRetry}
      emptyTitle="No Soils Data"
      emptyDescription="Fetch the subject property's soils from USDA Soil Data Access to see them here."
      exportFileName="soils.csv"
    />
  );
}
