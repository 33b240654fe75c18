import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: {
    title: 'No Projects Found',
    description: 'Get started by creating your first ESA project.',
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithAction: Story = {
  args: {
    action: (
      <Button type="primary" icon={<PlusOutlined />}>
        New Project
      </Button>
    ),
  },
};

export const FilteredOut: Story = {
  args: { icon: <SearchOutlined />, description: 'No projects match your search criteria.' },
};
