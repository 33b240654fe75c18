import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { emptyPhase1Session, phase1Session } from '../../shared/stories/story-data';
import { OverallAssessmentCard } from '../components/OverallAssessmentCard';

/** The session's overall decision and its summary, one paragraph per report (spec 02 section 2). */
const meta = {
  title: 'Review/Phase 1/Overall Assessment',
  component: OverallAssessmentCard,
  args: { session: phase1Session },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 900 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OverallAssessmentCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithSummary: Story = {};

/** Before any report is analysed: 'No decision yet' and 'No summary available yet'. */
export const NoSummaryYet: Story = { args: { session: emptyPhase1Session } };

/** A decision whose reports gave no summary. */
export const DecisionWithoutSummary: Story = { args: { session: { ...phase1Session, overallDecision: 'DATA_GAPS_ONLY', updatedSummary: '  ' } } };
