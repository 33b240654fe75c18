import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { errorMessageFromResponseError, mayWrite, useCachedUser } from '@groundwork/api-client';
import { Alert, Button, Col, Flex, Row, Typography } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { useProjectList, useRecentActivity } from './dashboard-queries';
import { NewProjectDialog } from './NewProjectDialog';
import { DEFAULT_PROJECT_FILTERS, distinctClientNames, filterProjects, hasActiveFilters, type ProjectFilters } from './project-filters';
import { ProjectFiltersBar } from './ProjectFiltersBar';
import { ProjectGrid, ProjectGridSkeleton } from './ProjectGrid';
import { ProjectsEmptyState } from './ProjectsEmptyState';
import { RecentActivityCard } from './RecentActivityCard';

export const DASHBOARD_SUBTITLE = 'Manage your Phase 1 ESA projects';

function ProjectsSection({
  filters,
  onFiltersChange,
  newProjectAction,
}: {
  filters: ProjectFilters;
  onFiltersChange: (filters: ProjectFilters) => void;
  newProjectAction: ReactNode;
}) {
  const projects = useProjectList();
  const all = projects.data;
  const clientNames = useMemo(() => distinctClientNames(all ?? []), [all]);
  const shown = useMemo(() => filterProjects(all ?? [], filters), [all, filters]);

  let content: ReactNode;
  if (all === undefined && projects.isError) {
    content = (
      <Alert
        type="error"
        showIcon
        title="Could not load your projects"
        description={errorMessageFromResponseError(projects.error) ?? 'Check your connection and try again.'}
        action={
          <Button icon={<ReloadOutlined aria-hidden />} onClick={() => void projects.refetch()} loading={projects.isFetching}>
            Retry
          </Button>
        }
      />
    );
  } else if (all === undefined) {
    content = <ProjectGridSkeleton />;
  } else if (all.length === 0) {
    content = <ProjectsEmptyState reason="no-projects" action={newProjectAction} />;
  } else if (shown.length === 0) {
    content = <ProjectsEmptyState reason="no-matches" onClearFilters={() => onFiltersChange(DEFAULT_PROJECT_FILTERS)} />;
  } else {
    content = <ProjectGrid projects={shown} />;
  }

  return (
    <Flex vertical gap={16}>
      <ProjectFiltersBar filters={filters} clientNames={clientNames} onChange={onFiltersChange} />
      {all !== undefined && all.length > 0 && (
        <Typography.Text type="secondary" aria-live="polite" data-testid="projects-count">
          {hasActiveFilters(filters) ? `Showing ${shown.length} of ${all.length} projects` : `${all.length} ${all.length === 1 ? 'project' : 'projects'}`}
        </Typography.Text>
      )}
      {content}
    </Flex>
  );
}

function ActivitySection() {
  const activity = useRecentActivity();
  return <RecentActivityCard activity={activity.data} isError={activity.isError} onRetry={() => void activity.refetch()} />;
}

/**
 * Exposed as `mfe_projects/ProjectsDashboard`; the shell renders it on / and /dashboard inside
 * its frame, query client, theme, toasts and router. Spec 01 section 2's projects dashboard.
 */
export default function ProjectsDashboard() {
  const user = useCachedUser();
  const [filters, setFilters] = useState<ProjectFilters>(DEFAULT_PROJECT_FILTERS);
  const [dialogOpen, setDialogOpen] = useState(false);
  const mayCreate = mayWrite(user?.role);
  const newProjectButton = mayCreate ? (
    <Button type="primary" size="large" icon={<PlusOutlined aria-hidden />} onClick={() => setDialogOpen(true)}>
      New Project
    </Button>
  ) : null;

  return (
    <main style={{ padding: 24, maxWidth: 1440, margin: '0 auto' }} data-testid="projects-dashboard">
      <Flex vertical gap={24}>
        <Flex justify="space-between" align="center" gap={16} wrap>
          <div>
            <Typography.Title level={1} style={{ fontSize: 28, marginBottom: 4 }}>
              Projects
            </Typography.Title>
            <Typography.Text type="secondary">{DASHBOARD_SUBTITLE}</Typography.Text>
          </div>
          {newProjectButton}
        </Flex>
        <Row gutter={[24, 24]}>
          <Col xs={24} xl={17}>
            <ProjectsSection filters={filters} onFiltersChange={setFilters} newProjectAction={newProjectButton ?? undefined} />
          </Col>
          <Col xs={24} xl={7}>
            <ActivitySection />
          </Col>
        </Row>
      </Flex>
      {mayCreate && <NewProjectDialog open={dialogOpen} onClose={() => setDialogOpen(false)} />}
    </main>
  );
}
