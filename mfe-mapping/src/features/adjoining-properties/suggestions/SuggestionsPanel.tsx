import { CheckOutlined, BulbOutlined } from '@ant-design/icons';
import { errorMessageFromResponseError } from '@groundwork/api-client';
import type { AdjoiningSuggestion, AdjoiningSuggestions } from '@groundwork/contracts';
import { DirectionTag } from '@groundwork/design-system/base';
import { Alert, Button, Flex, Typography } from 'antd';
import { suggestionKey } from './suggestion-key';

export const NO_SUGGESTIONS = 'No adjoining parcels were found around the subject property.';
export const SUGGESTIONS_FAILED = 'Could not load suggestions. Please try again.';

export interface SuggestionsPanelProps {
  /** The last answer, once asked. */
  result: AdjoiningSuggestions | undefined;
  loading: boolean;
  error: unknown;
  /** The key of the suggestion being accepted. */
  acceptingKey: string | null;
  onRequest: () => void;
  onAccept: (suggestion: AdjoiningSuggestion) => void;
}

/**
 * "Suggest adjoining parcels": the parcels touching the subject polygon, each proposed with its
 * direction (drawn dashed on the map); one click accepts one as an adjoining property.
 */
export function SuggestionsPanel({ result, loading, error, acceptingKey, onRequest, onAccept }: SuggestionsPanelProps) {
  const suggestions = result?.suggestions ?? [];
  return (
    <Flex vertical gap={8} data-testid="suggestions">
      <Flex align="center" gap={12} wrap>
        <Button icon={<BulbOutlined aria-hidden />} loading={loading} onClick={onRequest}>
          Suggest adjoining parcels
        </Button>
        <Typography.Text type="secondary">Proposes the parcels that touch the subject polygon.</Typography.Text>
      </Flex>
      {Boolean(error) && <Alert type="error" showIcon title={errorMessageFromResponseError(error) ?? SUGGESTIONS_FAILED} />}
      {result && suggestions.length === 0 && <Alert type="info" showIcon title={result.message ?? NO_SUGGESTIONS} />}
      {result && suggestions.length > 0 && (
        <>
          {result.message && <Alert type="info" showIcon title={result.message} />}
          <ul aria-label="Suggested adjoining parcels" style={{ listStyle: 'none', margin: 0, padding: 0, border: '1px solid #e5e7eb', borderRadius: 8 }}>
            {suggestions.map((suggestion, index) => {
              const key = suggestionKey(suggestion);
              const details = [suggestion.owner, suggestion.apn && `APN ${suggestion.apn}`].filter(Boolean).join(' · ');
              return (
                <li key={key} data-testid="suggestion" style={{ padding: '8px 12px', borderTop: index === 0 ? undefined : '1px solid #e5e7eb' }}>
                  <Flex align="center" justify="space-between" gap={12}>
                    <Flex align="center" gap={10} wrap style={{ flex: 1, minWidth: 0 }}>
                      <DirectionTag direction={suggestion.direction} />
                      <Typography.Text>{suggestion.address}</Typography.Text>
                      {details && <Typography.Text type="secondary">{details}</Typography.Text>}
                    </Flex>
                    <Button
                      size="small"
                      type="primary"
                      icon={<CheckOutlined aria-hidden />}
                      loading={acceptingKey === key}
                      disabled={acceptingKey !== null && acceptingKey !== key}
                      aria-label={`Accept ${suggestion.direction} ${suggestion.address}`}
                      onClick={() => onAccept(suggestion)}
                    >
                      Accept
                    </Button>
                  </Flex>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </Flex>
  );
}
