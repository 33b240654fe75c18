import { PROJECT_STATUSES } from '@groundwork/contracts';
import { Col, Row } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { ProjectCard } from './ProjectCard';
import { sampleProject } from './story-data';

const meta = {
  title: 'Projects/ProjectCard',
  component: ProjectCard,
  args: { project: sampleProject },
  decorators: [
    (Story, { parameters }) => (
      <MemoryRouter>
        <div style={{ maxWidth: parameters.catalog ? 'none' : 360 }}>
          <Story />
        </div>
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof ProjectCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Draft: Story = {};
export const InReview: Story = { args: { project: { ...sampleProject, status: 'in_review', progress: 67 } } };
export const Completed: Story = { args: { project: { ...sampleProject, status: 'completed', progress: 100 } } };
export const MissingCreatedDate: Story = { args: { project: { ...sampleProject, createdAt: undefined } } };
export const LongAddress: Story = {
  args: {
    project: {
      ...sampleProject,
      siteAddress: 'Parcel 14-22-301-007, northeast corner of County Road 1200 N and State Route 29, Rochester Township, Sangamon County, IL',
      clientName: 'First Mid-Illinois Commercial Real Estate Lending Group',
    },
  },
};

/** Every status, and each of the four progress values a project can have. */
export const Catalog: Story = {
  parameters: { catalog: true },
  render: () => (
    <Row gutter={[16, 16]} style={{ width: 1100 }}>
      {PROJECT_STATUSES.map((status, index) => (
        <Col span={8} key={status}>
          <ProjectCard project={{ ...sampleProject, id: status, projectNumber: `ESA-2026-000${index + 1}`, status }} />
        </Col>
      ))}
      {[0, 33, 67, 100].map((progress) => (
        <Col span={6} key={progress}>
          <ProjectCard project={{ ...sampleProject, id: `p${progress}`, progress }} />
        </Col>
      ))}
      <Col span={8}>
        <ProjectCard project={{ ...sampleProject, id: 'no-date', createdAt: null }} />
      </Col>
    </Row>
  ),
};
