import { STATUS_CLASSES } from '@groundwork/contracts';
import { Button, Checkbox, Flex, Select } from 'antd';
import { isFiltered, NO_FILTER, STATUS_LABELS, type LocationFilter, type RecordFilter, type RecordOrder } from '../model/record-rows';

const LOCATION_OPTIONS: Array<{ value: LocationFilter; label: string }> = [
  { value: 'all', label: 'All locations' },
  { value: 'on-site', label: 'On-site' },
  { value: 'adjoining', label: 'Adjoining' },
];

const ORDER_OPTIONS: Array<{ value: RecordOrder; label: string }> = [
  { value: 'report', label: 'Report order' },
  { value: 'distance', label: 'Nearest first' },
];

const ALL_DATABASES = '';

export interface RecordFiltersProps {
  filter: RecordFilter;
  onChange: (filter: RecordFilter) => void;
  /** The databases the records are listed in. */
  databases: string[];
}

/** Location, search distance, database and status filters, and the order (report's, or nearest first). */
export function RecordFilters({ filter, onChange, databases }: RecordFiltersProps) {
  const set = (change: Partial<RecordFilter>) => onChange({ ...filter, ...change });
  return (
    <Flex gap={8} align="center" wrap role="group" aria-label="Filter the records" data-testid="record-filters">
      <Select<LocationFilter>
        aria-label="Filter by location"
        style={{ width: 150 }}
        value={filter.location}
        options={LOCATION_OPTIONS}
        onChange={(location) => set({ location })}
      />
      <Select<string>
        aria-label="Filter by database"
        style={{ width: 180 }}
        value={filter.database ?? ALL_DATABASES}
        options={[{ value: ALL_DATABASES, label: 'All databases' }, ...databases.map((db) => ({ value: db, label: db }))]}
        onChange={(database) => set({ database: database === ALL_DATABASES ? null : database })}
      />
      <Select<RecordFilter['status']>
        aria-label="Filter by status"
        style={{ width: 140 }}
        value={filter.status}
        options={[{ value: 'all', label: 'Any status' }, ...STATUS_CLASSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }))]}
        onChange={(status) => set({ status })}
      />
      <Checkbox checked={filter.withinSearchDistance} onChange={(event) => set({ withinSearchDistance: event.target.checked })}>
        Within search distance
      </Checkbox>
      <Select<RecordOrder> aria-label="Order" style={{ width: 140 }} value={filter.order} options={ORDER_OPTIONS} onChange={(order) => set({ order })} />
      <Button size="small" type="link" disabled={!isFiltered(filter) && filter.order === NO_FILTER.order} onClick={() => onChange(NO_FILTER)}>
        Clear filters
      </Button>
    </Flex>
  );
}
