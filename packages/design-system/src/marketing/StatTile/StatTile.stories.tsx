import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { StatTile } from './StatTile';

const meta = {
  title: 'Marketing/StatTile',
  component: StatTile,
  args: { value: '70%', label: 'Time saved' },
} satisfies Meta<typeof StatTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Row: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 16 }}>
      <StatTile value="70%" label="Time saved" />
      <StatTile value="500+" label="Projects completed" />
      <StatTile value="99.9%" label="Accuracy" />
      <StatTile value="24/7" label="Availability" />
    </div>
  ),
};
