import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { ProjectsEmptyState } from './ProjectsEmptyState';

const meta = {
  title: 'Projects/ProjectsEmptyState',
  component: ProjectsEmptyState,
  args: { reason: 'no-projects' },
} satisfies Meta<typeof ProjectsEmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The organization has no project yet. */
export const NoProjects: Story = {
  args: {
    reason: 'no-projects',
    action: (
      <Button type="primary" size="large" icon={<PlusOutlined aria-hidden />}>
        New Project
      </Button>
    ),
  },
};

/** A viewer sees the same message without the New Project button. */
export const NoProjectsForViewer: Story = { args: { reason: 'no-projects' } };

/** The search and filters exclude every project. */
export const NoMatches: Story = { args: { reason: 'no-matches', onClearFilters: () => undefined } };
