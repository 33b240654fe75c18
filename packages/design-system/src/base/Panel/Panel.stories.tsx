import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Panel } from './Panel';

const meta = {
  title: 'Components/Panel',
  component: Panel,
  args: {
    title: 'Selected Properties',
    children: '3 properties identified: the subject at 2400 J St, 2405 I St to the north and 2384 J St to the west.',
  },
} satisfies Meta<typeof Panel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithControls: Story = {
  args: {
    title: 'Suggested Parcels',
    extra: (
      <button type="button" className="gw-button">
        Suggest Adjoining Parcels
      </button>
    ),
  },
};
