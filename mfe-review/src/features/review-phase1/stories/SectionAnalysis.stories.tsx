import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { currentReport, phase1Results, priorReport, scannedReport } from '../../shared/stories/story-data';
import { withQuoteViewer } from '../../shared/stories/with-quote-viewer';
import { ResultCard, SectionAnalysis } from '../components/ResultCard';

/**
 * Section-by-Section Analysis: each report's decision, confidence and engine, its sections with
 * quotes and pages (a click shows the page with the quote marked), the findings that count and
 * those set aside, the extracted details and the reader's warnings.
 */
const meta = {
  title: 'Review/Phase 1/Section Analysis',
  component: SectionAnalysis,
  args: { results: phase1Results },
  decorators: [
    withQuoteViewer,
    (Story) => (
      <div style={{ maxWidth: 900 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SectionAnalysis>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoReports: Story = {};

export const NoReportYet: Story = { args: { results: [] } };

/** One report, every section open: summaries with their quotes and pages. */
export const SectionsWithQuotes: Story = {
  render: () => <ResultCard result={currentReport} />,
  play: async ({ canvasElement }) => {
    // One at a time: each click opens a panel on top of those the previous clicks opened.
    for (const header of canvasElement.querySelectorAll<HTMLElement>('[data-testid="sections"] .ant-collapse-header')) {
      header.click();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  },
};

/** A click on a quote: its page as the server read it, the quote marked, and "Open original". */
export const QuoteShownOnItsPage: Story = {
  render: () => <ResultCard result={currentReport} />,
  play: async ({ canvasElement }) => {
    canvasElement.querySelector<HTMLButtonElement>('[data-testid="finding"] [data-testid="quote"]')?.click();
  },
};

/** A .docx: no pages, so its quotes cannot be opened; a warning from the reader. */
export const QuotesWithoutPages: Story = { render: () => <ResultCard result={priorReport} /> };

/** A scan without text: no sections, nothing extracted, Inconclusive. */
export const ScanWithoutText: Story = { render: () => <ResultCard result={scannedReport} /> };
