import { EnvironmentOutlined } from '@ant-design/icons';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { FeatureCard } from './FeatureCard';

const meta = {
  title: 'Marketing/FeatureCard',
  component: FeatureCard,
  args: {
    icon: <EnvironmentOutlined />,
    title: 'Interactive Property Mapping',
    description: 'Outline the subject parcel and its adjoining properties on a satellite map.',
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof FeatureCard>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
