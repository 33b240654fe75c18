import type { AdjoiningSuggestion } from '@groundwork/contracts';

/** A stable identity of a suggested parcel within one list (its APN when known, else its outline). */
export function suggestionKey(suggestion: AdjoiningSuggestion): string {
  return suggestion.apn ? `apn:${suggestion.apn}` : `polygon:${suggestion.polygonGeoJson}`;
}
