import { ApiError } from '@groundwork/api-client';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aSuggestion } from '../../../test/fixtures';
import { renderInShell } from '../../../test/render-tab';
import { suggestionKey } from './suggestion-key';
import { NO_SUGGESTIONS, SUGGESTIONS_FAILED, SuggestionsPanel, type SuggestionsPanelProps } from './SuggestionsPanel';

const east = aSuggestion();
const north = aSuggestion({ direction: 'north', address: '2405 I St', apn: null, owner: null });

function renderPanel(props: Partial<SuggestionsPanelProps> = {}) {
  const onRequest = vi.fn();
  const onAccept = vi.fn();
  renderInShell(<SuggestionsPanel result={undefined} loading={false} error={null} acceptingKey={null} onRequest={onRequest} onAccept={onAccept} {...props} />);
  return { onRequest, onAccept };
}

describe('SuggestionsPanel', () => {
  it('asks for suggestions', () => {
    const { onRequest } = renderPanel();
    fireEvent.click(screen.getByRole('button', { name: /Suggest adjoining parcels/ }));
    expect(onRequest).toHaveBeenCalledTimes(1);
    expect(screen.queryAllByTestId('suggestion')).toEqual([]);
  });

  it('lists each suggestion with its direction, address, owner and APN', () => {
    renderPanel({ result: { suggestions: [east, north] } });
    const items = screen.getAllByTestId('suggestion');
    expect(items.map((item) => item.querySelector('[data-testid=direction-tag]')?.textContent)).toEqual(['East', 'North']);
    expect(items[0]!.textContent).toContain('2416 J St, Sacramento, CA 95816');
    expect(items[0]!.textContent).toContain('J STREET PARTNERS LP · APN 007-0172-013-0000');
    expect(items[1]!.textContent).toContain('2405 I St');
  });

  it('accepts one with one click', () => {
    const { onAccept } = renderPanel({ result: { suggestions: [east, north] } });
    fireEvent.click(screen.getByRole('button', { name: 'Accept north 2405 I St' }));
    expect(onAccept).toHaveBeenCalledWith(north);
  });

  it('holds the other accept buttons while one is being accepted', () => {
    renderPanel({ result: { suggestions: [east, north] }, acceptingKey: suggestionKey(east) });
    expect((screen.getByRole('button', { name: 'Accept north 2405 I St' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows the server's message when there are none", () => {
    renderPanel({ result: { suggestions: [], message: 'Draw the subject property first: suggestions are the parcels touching it.' } });
    expect(screen.getByText('Draw the subject property first: suggestions are the parcels touching it.')).toBeInstanceOf(HTMLElement);
  });

  it('says none were found when the server gave no message', () => {
    renderPanel({ result: { suggestions: [] } });
    expect(screen.getByText(NO_SUGGESTIONS)).toBeInstanceOf(HTMLElement);
  });

  it("shows the server's message of a failure, or a plain one", () => {
    renderPanel({ error: new ApiError(502, '{"message":"The parcel service failed","code":"UPSTREAM_ERROR"}') });
    expect(screen.getByText('The parcel service failed')).toBeInstanceOf(HTMLElement);
  });

  it('falls back to a plain failure message', () => {
    renderPanel({ error: new TypeError('Failed to fetch') });
    expect(screen.getByText(SUGGESTIONS_FAILED)).toBeInstanceOf(HTMLElement);
  });
});

describe('suggestionKey', () => {
  it('uses the APN when known, else the outline', () => {
    expect(suggestionKey(east)).toBe('apn:007-0172-013-0000');
    expect(suggestionKey(north)).toBe(`polygon:${north.polygonGeoJson}`);
  });
});
