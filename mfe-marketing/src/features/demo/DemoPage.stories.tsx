import { MemoryRouter } from 'react-router-dom';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { DemoPage } from './DemoPage';

/**
 * The demo page with its controls (Previous/Next, play/pause). `initialState` pins a step and progress;
 * stories that pause stay still, the others play as on the site (Pause stops them).
 */
const meta = {
  title: 'Marketing/Demo page',
  component: DemoPage,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/demo']}>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof DemoPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As on the site: starts at the first step and auto-plays. */
export const AutoPlaying: Story = {};
/** Paused on the first step: Previous is disabled, the toggle offers Play. */
export const PausedAtStart: Story = { args: { initialState: { stepIndex: 0, progress: 0, playing: false } } };
/** Paused half way through the third step: Previous and Next both enabled. */
export const PausedMidway: Story = { args: { initialState: { stepIndex: 2, progress: 50, playing: false } } };
/** The end of the last step: Next is disabled and the toggle offers Replay. */
export const Finished: Story = { args: { initialState: { stepIndex: 3, progress: 100, playing: false } } };
