import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { palette } from '../../base/tokens';
import { SectionHeading } from './SectionHeading';

const meta = {
  title: 'Marketing/SectionHeading',
  component: SectionHeading,
  args: {
    eyebrow: 'Features',
    title: 'Everything a Phase I ESA needs',
    subtitle: 'From parcel mapping to the final summary report, in one workspace.',
  },
} satisfies Meta<typeof SectionHeading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Centred: Story = {};
export const Start: Story = { args: { align: 'start' } };
export const Inverted: Story = {
  args: { inverted: true },
  decorators: [(Story) => <div style={{ background: palette.primaryDeep, padding: 32 }}>{Story()}</div>],
};
