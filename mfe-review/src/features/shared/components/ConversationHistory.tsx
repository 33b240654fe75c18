import { type HistoryEntry, parseAssistantText } from '@groundwork/contracts';
import { Flex, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { formatConfidence } from '../model/format';
import { answerQuoteTarget, type QuotedResult } from '../model/quote-target';
import { QuoteButton } from './QuoteButton';

/** The history box's height limit; it scrolls beyond. */
export const HISTORY_MAX_HEIGHT_PX = 360;

function AssistantEntry({ text, results }: { text: string; results: readonly QuotedResult[] }) {
  const answer = parseAssistantText(text);
  return (
    <Flex vertical gap={4}>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{answer.answer}</Typography.Paragraph>
      {answer.quotes.map((quote, index) => (
        <QuoteButton key={`${index}-${quote.page}`} target={answerQuoteTarget(results, quote)} />
      ))}
      <Typography.Text type="secondary">{`Confidence: ${formatConfidence(answer.confidence)}`}</Typography.Text>
    </Flex>
  );
}

/** The questions and answers so far, newest at the bottom and scrolled to. */
export function ConversationHistory({ history, results, subject }: { history: readonly HistoryEntry[]; results: readonly QuotedResult[]; subject: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (history.length > 0 && box.current) box.current.scrollTop = box.current.scrollHeight;
  }, [history.length]);

  return (
    <div
      ref={box}
      role="log"
      aria-label="Conversation history"
      // A scrolling region must be reachable by keyboard to be scrolled without a mouse.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: see above
      tabIndex={0}
      data-testid="conversation-history"
      style={{ maxHeight: HISTORY_MAX_HEIGHT_PX, overflowY: 'auto', display: 'flex', flexDirection: 'column', gap: 12, padding: 4 }}
    >
      {history.length === 0 && <Typography.Text type="secondary">{`No questions yet. Ask about ${subject} below.`}</Typography.Text>}
      {history.map((entry, index) => (
        <div
          key={`${index}-${entry.role}`}
          data-testid={`history-${entry.role}`}
          style={{
            alignSelf: entry.role === 'user' ? 'flex-end' : 'flex-start',
            maxWidth: '85%',
            padding: '8px 12px',
            borderRadius: 8,
            background: entry.role === 'user' ? '#e6f4ff' : '#f5f5f5',
          }}
        >
          <Typography.Text strong style={{ display: 'block' }}>
            {entry.role === 'user' ? 'You' : 'Assistant'}
          </Typography.Text>
          {entry.role === 'user' ? (
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{entry.text}</Typography.Paragraph>
          ) : (
            <AssistantEntry text={entry.text} results={results} />
          )}
        </div>
      ))}
    </div>
  );
}
