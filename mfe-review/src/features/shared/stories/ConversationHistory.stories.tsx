import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { AskPanel } from '../components/AskPanel';
import { ConversationHistory } from '../components/ConversationHistory';
import { phase1History, phase1Results, recordResults, regulatoryHistory } from './story-data';
import { withQuoteViewer } from './with-quote-viewer';

/**
 * Questions and answers (spec 02 sections 2 and 3): an answer with its quotes (a click shows the
 * page) and confidence; an answer stored as plain text shows as it is, with no quotes and a
 * confidence of 0% (the spec's fallback). The box is scrolled to the newest entry.
 */
const meta = {
  title: 'Review/Shared/Questions',
  component: ConversationHistory,
  args: { history: phase1History, results: phase1Results, subject: 'the uploaded reports' },
  decorators: [
    withQuoteViewer,
    (Story) => (
      <div style={{ maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ConversationHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An answer with quotes and confidence, then a plain-text answer (the fallback). */
export const AnswerWithQuotesAndPlainText: Story = {};

export const AnswerWithQuotes: Story = { args: { history: phase1History.slice(0, 2) } };

export const PlainTextFallback: Story = { args: { history: phase1History.slice(2) } };

export const NoQuestionsYet: Story = { args: { history: [] } };

/** The regulatory page's panel, an answer quoting two agency documents. */
export const AskPanelOnRecord: Story = {
  render: () => <AskPanel history={regulatoryHistory} results={recordResults} subject="the uploaded documents" asking={false} onAsk={async () => undefined} />,
};

export const AskPanelWhileAnswering: Story = {
  render: () => <AskPanel history={phase1History} results={phase1Results} subject="the uploaded reports" asking onAsk={async () => undefined} />,
};
