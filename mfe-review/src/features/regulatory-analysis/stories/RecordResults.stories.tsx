import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import {
  closureLetter,
  openCaseWorkplan,
  recordResults,
  regulatorySession,
  savedRegulatorySession,
  unclearCorrespondence,
} from '../../shared/stories/story-data';
import { withQuoteViewer } from '../../shared/stories/with-quote-viewer';
import { OverallAnalysisCard } from '../components/OverallAnalysisCard';
import { RecordResultCard, RecordResults } from '../components/RecordResults';

/**
 * The regulatory analysis of the Victory Motors record: each agency document's verdict,
 * confidence, evidence quoted with its page, case ids, agencies and dates; and the Overall
 * Analysis with Save to Database.
 */
const meta = {
  title: 'Review/Regulatory/Document Results',
  component: RecordResults,
  args: { results: recordResults },
  decorators: [
    withQuoteViewer,
    (Story) => (
      <div style={{ maxWidth: 900 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RecordResults>;

export default meta;
type Story = StoryObj<typeof meta>;

const noop = () => undefined;

export const ThreeDocuments: Story = {};
export const NoDocumentYet: Story = { args: { results: [] } };
export const ConfirmedClosed: Story = { render: () => <RecordResultCard result={closureLetter} /> };
export const NotConfirmed: Story = { render: () => <RecordResultCard result={openCaseWorkplan} /> };
/** No evidence quoted, warnings from the reader. */
export const InconclusiveWithWarnings: Story = { render: () => <RecordResultCard result={unclearCorrespondence} /> };

export const OverallAnalysisNotSaved: Story = {
  render: () => <OverallAnalysisCard session={regulatorySession} onSave={noop} saving={false} canSave />,
};
export const OverallAnalysisSaved: Story = {
  render: () => <OverallAnalysisCard session={savedRegulatorySession} onSave={noop} saving={false} canSave />,
};
/** A viewer, or documents still being analysed: Save to Database is disabled. */
export const OverallAnalysisCannotSave: Story = {
  render: () => <OverallAnalysisCard session={regulatorySession} onSave={noop} saving={false} canSave={false} />,
};
