import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { RemoteUnavailable } from './RemoteUnavailable';

const meta = {
  title: 'Components/RemoteUnavailable',
  component: RemoteUnavailable,
  args: {
    remoteName: 'mfe_review',
    details: 'Failed to fetch /remotes/mfe-review/mf-manifest.json',
    onRetry: () => {},
  },
} satisfies Meta<typeof RemoteUnavailable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Retrying: Story = { args: { retrying: true } };
export const WithoutDetails: Story = { args: { details: undefined } };
