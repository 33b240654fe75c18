import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Decorator } from 'storybook-react-rsbuild';
import { QuoteViewer } from '../quote-viewer';
import { storyDocuments } from './story-data';

/** A click on a quote opens its page, read from the story data (the page modal needs a query client). */
export const withQuoteViewer: Decorator = (Story) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    <QuoteViewer documents={storyDocuments}>
      <Story />
    </QuoteViewer>
  </QueryClientProvider>
);
