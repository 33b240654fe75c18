import { Card, Col, Row, Skeleton } from 'antd';
import { ProjectCard, type ProjectCardProject } from './ProjectCard';

const cardColumn = { xs: 24, md: 12, xxl: 8 } as const;
const SKELETON_CARDS = 6;

/** The responsive grid of project cards. */
export function ProjectGrid({ projects }: { projects: readonly ProjectCardProject[] }) {
  return (
    <Row gutter={[16, 16]} role="list" aria-label="Projects">
      {projects.map((project) => (
        <Col key={project.id} {...cardColumn} role="listitem">
          <ProjectCard project={project} />
        </Col>
      ))}
    </Row>
  );
}

/** Placeholder cards while the list loads. */
export function ProjectGridSkeleton() {
  return (
    <Row gutter={[16, 16]} aria-busy="true" aria-label="Loading projects" data-testid="projects-loading">
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        <Col key={index} {...cardColumn}>
          <Card styles={{ body: { padding: 20 } }}>
            <Skeleton active title={{ width: '40%' }} paragraph={{ rows: 3, width: ['90%', '60%', '100%'] }} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
