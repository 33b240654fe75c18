import { Space } from 'antd';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { DirectionTag } from './DirectionTag';
import { DIRECTIONS } from '../directions';

const meta = {
  title: 'Components/DirectionTag',
  component: DirectionTag,
  args: { direction: 'subject' },
  argTypes: { direction: { control: 'select', options: DIRECTIONS } },
} satisfies Meta<typeof DirectionTag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Subject: Story = {};

export const AllDirections: Story = {
  render: () => (
    <Space>
      {DIRECTIONS.map((direction) => (
        <DirectionTag key={direction} direction={direction} />
      ))}
    </Space>
  ),
};
