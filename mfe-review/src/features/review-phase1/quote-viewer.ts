import { createContext, useContext } from 'react';
import type { QuoteTarget } from './model/quote-target';

/** Opens the page modal of a quote; provided by the workspace, used by every quote button. */
export const QuoteViewerContext = createContext<(target: QuoteTarget) => void>(() => undefined);

export const useOpenQuote = () => useContext(QuoteViewerContext);
