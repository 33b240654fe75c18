import { CalendarOutlined, UserOutlined } from '@ant-design/icons';
import type { Project } from '@groundwork/contracts';
import { StatusBadge } from '@groundwork/design-system/components';
import { palette, VisuallyHidden } from '@groundwork/design-system/base';
import { Card, Flex, Progress, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatCreatedDate } from './dates';

export type ProjectCardProject = Pick<Project, 'id' | 'projectNumber' | 'siteAddress' | 'clientName' | 'status' | 'createdAt' | 'progress'>;

export interface ProjectCardProps {
  project: ProjectCardProject;
}

export const projectPath = (id: string) => `/projects/${encodeURIComponent(id)}`;

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Flex gap={8} align="baseline" style={{ minWidth: 0 }}>
      <span aria-hidden style={{ color: palette.inkMuted }}>
        {icon}
      </span>
      <Typography.Text type="secondary" style={{ flexShrink: 0 }}>
        {label}
      </Typography.Text>
      <Typography.Text ellipsis={{ tooltip: true }} style={{ minWidth: 0 }}>
        {children}
      </Typography.Text>
    </Flex>
  );
}

/**
 * Spec 01 section 2's project card: status badge, project number, site address, client, created
 * date ("Unknown" when missing), progress percentage and bar. The whole card is a link to
 * `/projects/{id}`, so a click, Enter or a middle click opens the project.
 */
export function ProjectCard({ project }: ProjectCardProps) {
  const progress = Math.round(project.progress);
  return (
    <Link to={projectPath(project.id)} data-testid="project-card" style={{ display: 'block', height: '100%', color: 'inherit', borderRadius: 12 }}>
      <Card hoverable style={{ height: '100%' }} styles={{ body: { padding: 20, height: '100%' } }}>
        <VisuallyHidden>Open project </VisuallyHidden>
        <Flex vertical gap={12} style={{ height: '100%' }}>
          <Flex justify="space-between" align="center" gap={8}>
            <StatusBadge status={project.status} />
            <Typography.Text
              data-testid="project-number"
              style={{ color: palette.inkMuted, fontVariantNumeric: 'tabular-nums', fontSize: 13, fontWeight: 600 }}
            >
              {project.projectNumber}
            </Typography.Text>
          </Flex>
          <Typography.Title level={3} ellipsis={{ rows: 2, tooltip: project.siteAddress }} style={{ fontSize: 17, lineHeight: 1.4, margin: 0 }}>
            {project.siteAddress}
          </Typography.Title>
          <Flex vertical gap={4}>
            <Detail icon={<UserOutlined />} label="Client">
              {project.clientName}
            </Detail>
            <Detail icon={<CalendarOutlined />} label="Created">
              <span data-testid="project-created">{formatCreatedDate(project.createdAt)}</span>
            </Detail>
          </Flex>
          <div style={{ marginTop: 'auto', paddingTop: 4 }}>
            <Flex justify="space-between" align="baseline">
              <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                Progress
              </Typography.Text>
              <Typography.Text strong data-testid="project-progress" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {progress}%
              </Typography.Text>
            </Flex>
            <Progress
              percent={progress}
              showInfo={false}
              size="small"
              strokeColor={progress === 100 ? palette.success : palette.primary}
              aria-label={`Progress of ${project.projectNumber}`}
              style={{ margin: 0 }}
            />
          </div>
        </Flex>
      </Card>
    </Link>
  );
}
