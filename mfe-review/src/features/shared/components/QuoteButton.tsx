import { Button, Typography } from 'antd';
import type { QuoteTarget } from '../model/quote-target';
import { useOpenQuote } from '../quote-viewer';

export interface QuoteButtonProps {
  target: QuoteTarget;
}

/**
 * A quote with its page ('p. N'); a click shows the page with the quote marked. A quote whose page
 * or document is unknown cannot be shown and says so.
 */
export function QuoteButton({ target }: QuoteButtonProps) {
  const openQuote = useOpenQuote();
  const known = target.page !== null && target.documentId !== null;
  const where = target.page === null ? 'page unknown' : `p. ${target.page}`;
  const unknownPart = target.page === null ? 'page' : 'document';
  return (
    <Button
      type="text"
      disabled={!known}
      onClick={() => openQuote(target)}
      title={known ? `Show this quote on page ${target.page} of ${target.fileName}` : `The ${unknownPart} of this quote is unknown`}
      data-testid="quote"
      style={{ height: 'auto', whiteSpace: 'normal', textAlign: 'start', padding: '4px 8px', display: 'block', width: '100%' }}
    >
      <Typography.Text italic>“{target.quote}”</Typography.Text> <Typography.Text type="secondary">({where})</Typography.Text>
    </Button>
  );
}
