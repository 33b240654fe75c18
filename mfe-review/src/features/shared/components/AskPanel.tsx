import { QUESTION_MAX_CHARS, type HistoryEntry } from '@groundwork/contracts';
import { Button, Card, Flex, Input, Typography } from 'antd';
import { useId, useState, type KeyboardEvent } from 'react';
import type { QuotedResult } from '../model/quote-target';
import { ConversationHistory } from './ConversationHistory';

export interface AskPanelProps {
  history: readonly HistoryEntry[];
  results: readonly QuotedResult[];
  /** Asks the trimmed question; resolves once answered (the panel then clears its input). */
  onAsk: (question: string) => Promise<void>;
  asking: boolean;
  /** What the questions are about, e.g. 'the uploaded reports'. */
  subject: string;
}

/**
 * Questions about the uploaded documents (spec 02 section 2): Enter sends, Shift+Enter adds a line;
 * a blank question is not sent and the button stays disabled; the text is trimmed.
 */
export function AskPanel({ history, results, onAsk, asking, subject }: AskPanelProps) {
  const inputId = useId();
  const [question, setQuestion] = useState('');
  const trimmed = question.trim();

  const ask = async () => {
    if (!trimmed || asking) return;
    try {
      await onAsk(trimmed);
      setQuestion('');
    } catch {
      // The failure toast is the caller's; the question stays for another try.
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void ask();
  };

  return (
    <Card title={<h3 style={{ margin: 0, fontSize: 16 }}>Ask Questions</h3>} data-testid="ask-questions">
      <Flex vertical gap={12}>
        <ConversationHistory history={history} results={results} subject={subject} />
        <label htmlFor={inputId}>
          <Typography.Text strong>Your question</Typography.Text>
        </label>
        <Input.TextArea
          id={inputId}
          value={question}
          onChange={(event) => setQuestion(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={`Ask a question about ${subject} (Enter to send, Shift+Enter for a new line)`}
          autoSize={{ minRows: 2, maxRows: 6 }}
          maxLength={QUESTION_MAX_CHARS}
        />
        <Flex justify="flex-end">
          <Button type="primary" onClick={() => void ask()} disabled={!trimmed} loading={asking}>
            Ask
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
