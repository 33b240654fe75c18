import { MemoryRouter } from 'react-router-dom';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { RecentActivityCard } from './RecentActivityCard';
import { sampleActivityBefore, STORY_NOW } from './story-data';

const meta = {
  title: 'Projects/RecentActivityCard',
  component: RecentActivityCard,
  args: { activity: sampleActivityBefore(STORY_NOW), now: STORY_NOW },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <div style={{ maxWidth: 380 }}>
          <Story />
        </div>
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof RecentActivityCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithEntries: Story = {};
export const NoActivity: Story = { args: { activity: [] } };
export const Loading: Story = { args: { activity: undefined } };
export const LoadFailed: Story = { args: { activity: undefined, isError: true, onRetry: () => undefined } };
