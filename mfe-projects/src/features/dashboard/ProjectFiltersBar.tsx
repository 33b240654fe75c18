import { SearchOutlined } from '@ant-design/icons';
import { PROJECT_STATUSES, PROJECT_STATUS_LABELS } from '@groundwork/contracts';
import { Col, Input, Row, Select } from 'antd';
import type { ClientFilter, ProjectFilters, StatusFilter } from './project-filters';

export const SEARCH_PLACEHOLDER = 'Search by address, client or project number';

const statusOptions: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All Statuses' },
  ...PROJECT_STATUSES.map((status) => ({ value: status, label: PROJECT_STATUS_LABELS[status] })),
];

export interface ProjectFiltersBarProps {
  filters: ProjectFilters;
  /** The distinct client names, sorted (see `distinctClientNames`). */
  clientNames: readonly string[];
  onChange: (filters: ProjectFilters) => void;
}

/** Search box, status filter and client filter of the dashboard. */
export function ProjectFiltersBar({ filters, clientNames, onChange }: ProjectFiltersBarProps) {
  const clientOptions = [{ value: 'all', label: 'All Clients' }, ...clientNames.map((name) => ({ value: name, label: name }))];
  return (
    <Row gutter={[12, 12]} role="search" aria-label="Filter projects">
      <Col xs={24} lg={12} xl={14}>
        <Input
          allowClear
          size="large"
          type="search"
          prefix={<SearchOutlined aria-hidden />}
          placeholder={SEARCH_PLACEHOLDER}
          aria-label="Search projects"
          value={filters.search}
          onChange={(event) => onChange({ ...filters, search: event.target.value })}
        />
      </Col>
      <Col xs={12} lg={6} xl={5}>
        <Select<StatusFilter>
          size="large"
          aria-label="Status filter"
          data-testid="status-filter"
          value={filters.status}
          options={statusOptions}
          onChange={(status) => onChange({ ...filters, status })}
          style={{ width: '100%' }}
        />
      </Col>
      <Col xs={12} lg={6} xl={5}>
        <Select<ClientFilter>
          size="large"
          aria-label="Client filter"
          data-testid="client-filter"
          showSearch={{ optionFilterProp: 'label' }}
          value={filters.client}
          options={clientOptions}
          onChange={(client) => onChange({ ...filters, client })}
          style={{ width: '100%' }}
        />
      </Col>
    </Row>
  );
}
