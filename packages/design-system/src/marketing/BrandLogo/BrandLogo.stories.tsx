import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { palette } from '../../base/tokens';
import { BrandLogo } from './BrandLogo';

const meta = {
  title: 'Marketing/BrandLogo',
  component: BrandLogo,
} satisfies Meta<typeof BrandLogo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Large: Story = { args: { size: 48 } };
export const MarkOnly: Story = { args: { markOnly: true } };
export const Inverted: Story = {
  args: { inverted: true },
  decorators: [(Story) => <div style={{ background: palette.primaryDeep, padding: 24 }}>{Story()}</div>],
};
