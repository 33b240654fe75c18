import { Space } from 'antd';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { StatusBadge } from './StatusBadge';

const meta = {
  title: 'Components/StatusBadge',
  component: StatusBadge,
  args: { status: 'draft' },
  argTypes: { status: { control: 'select', options: ['draft', 'in_review', 'completed', 'archived'] } },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Draft: Story = {};
export const InReview: Story = { args: { status: 'in_review' } };
export const Completed: Story = { args: { status: 'completed' } };
export const UnknownStatus: Story = { args: { status: 'archived' } };

export const AllStatuses: Story = {
  render: () => (
    <Space>
      {['draft', 'in_review', 'completed', 'archived'].map((status) => (
        <StatusBadge key={status} status={status} />
      ))}
    </Space>
  ),
};
