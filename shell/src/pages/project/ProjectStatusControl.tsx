import type { Project } from '@groundwork/contracts';
import { StatusBadge } from '@groundwork/design-system/components';
import { Button, Flex } from 'antd';
import { useAuth } from '../../auth/AuthContext';
import { statusActions } from './status-actions';
import { useChangeProjectStatus } from './use-project';

export interface ProjectStatusControlProps {
  project: Project;
}

/**
 * The project's status badge and, for a writer, the status changes their role allows. Viewers and
 * archived projects (which the server refuses to change) get the badge only.
 */
export function ProjectStatusControl({ project }: ProjectStatusControlProps) {
  const { user } = useAuth();
  const changeStatus = useChangeProjectStatus(project.id);
  const actions = project.archivedAt ? [] : statusActions(project.status, user?.role);
  return (
    <Flex vertical align="flex-start" gap={8} data-testid="project-status">
      <StatusBadge status={project.status} />
      {actions.length > 0 && (
        <Flex wrap gap={6} role="group" aria-label="Change status" data-testid="project-status-actions">
          {actions.map((action) => (
            <Button
              key={action.to}
              size="small"
              disabled={changeStatus.isPending}
              loading={changeStatus.isPending && changeStatus.variables === action.to}
              onClick={() => changeStatus.mutate(action.to)}
            >
              {action.label}
            </Button>
          ))}
        </Flex>
      )}
    </Flex>
  );
}
