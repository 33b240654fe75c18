import { createContext, type ReactNode, useContext, useState } from 'react';
import { PageModal, type SessionDocuments } from './components/PageModal';
import type { QuoteTarget } from './model/quote-target';

/** Opens the page modal of a quote; provided by `QuoteViewer`, used by every quote button. */
const QuoteViewerContext = createContext<(target: QuoteTarget) => void>(() => undefined);

export const useOpenQuote = () => useContext(QuoteViewerContext);

type ShownQuote = QuoteTarget & { documentId: string; page: number };

const isShowable = (target: QuoteTarget): target is ShownQuote => target.documentId !== null && target.page !== null;

/** Lets the quote buttons inside show their quote's page of the session's `documents`. */
export function QuoteViewer({ documents, children }: { documents: SessionDocuments; children: ReactNode }) {
  const [shownQuote, setShownQuote] = useState<ShownQuote | null>(null);
  return (
    <QuoteViewerContext.Provider value={(target) => isShowable(target) && setShownQuote(target)}>
      {children}
      {shownQuote && (
        <PageModal
          key={`${shownQuote.documentId}-${shownQuote.page}-${shownQuote.quote}`}
          documents={documents}
          target={shownQuote}
          onClose={() => setShownQuote(null)}
        />
      )}
    </QuoteViewerContext.Provider>
  );
}
