import { FolderOpenOutlined, SearchOutlined } from '@ant-design/icons';
import { EmptyState } from '@groundwork/design-system/components';
import { Button, Card } from 'antd';
import type { ReactNode } from 'react';

export const EMPTY_STATE_TITLE = 'No Projects Found';
export const NO_PROJECTS_MESSAGE = 'Get started by creating your first ESA project.';
export const NO_MATCHES_MESSAGE = 'No projects match your search criteria.';

export type ProjectsEmptyStateProps =
  /** The organization has no projects; `action` is the New Project button when the user may create. */
  | { reason: 'no-projects'; action?: ReactNode }
  /** Projects exist but the filters exclude every one. */
  | { reason: 'no-matches'; onClearFilters: () => void };

/** Spec 01 section 2's empty state, headed "No Projects Found", in its two variants. */
export function ProjectsEmptyState(props: ProjectsEmptyStateProps) {
  return (
    <Card styles={{ body: { padding: 0 } }}>
      {props.reason === 'no-projects' ? (
        <EmptyState title={EMPTY_STATE_TITLE} description={NO_PROJECTS_MESSAGE} icon={<FolderOpenOutlined />} action={props.action} />
      ) : (
        <EmptyState
          title={EMPTY_STATE_TITLE}
          description={NO_MATCHES_MESSAGE}
          icon={<SearchOutlined />}
          action={<Button onClick={props.onClearFilters}>Clear filters</Button>}
        />
      )}
    </Card>
  );
}
