import { type AddressMatcher, parseAddress } from '../address';
import type { GridReading } from './read-grid';

// A criss-cross abstract lists a renamed street under each of its names, in sections of their
// own: the historical name is learned from a `See also` between the two headings, or else from a
// section whose house numbers are the properties' on one street (the subject's among them).

const MIN_SHARED = 2;

export function learnStreetAliases(reading: GridReading, matcher: AddressMatcher, printed: readonly string[] = []): void {
  for (const [heading, named] of reading.crossReferences) {
    const headingKnown = matcher.onPropertyStreet(heading);
    if (headingKnown !== matcher.onPropertyStreet(named)) {
      matcher.addAlias(headingKnown ? named : heading, headingKnown ? heading : named, 'report');
    }
  }
  for (const [street, numbers] of withPrinted(reading.streetNumbers, printed)) {
    if (matcher.onPropertyStreet(street)) continue;
    const target = streetSharingNumbers([...numbers], matcher);
    if (target) matcher.addAlias(street, target, 'report');
  }
}

function streetSharingNumbers(numbers: string[], matcher: AddressMatcher): string | null {
  const candidates = matcher.streets.filter((street) => {
    const matched = numbers.map((number) => matcher.match(`${number} ${street}`)).filter((property) => property !== null);
    return matched.length >= MIN_SHARED && matched.some((property) => property.direction === 'subject');
  });
  return candidates.length === 1 ? candidates[0]! : null;
}

/** The house numbers listed under each street: the grid's, and those of the addresses the tables printed. */
function withPrinted(streetNumbers: ReadonlyMap<string, ReadonlySet<string>>, printed: readonly string[]): Map<string, Set<string>> {
  const all = new Map([...streetNumbers].map(([street, numbers]) => [street, new Set(numbers)]));
  for (const address of printed) {
    const { low, high, street } = parseAddress(address);
    if (low === null || !street) continue;
    if (!all.has(street)) all.set(street, new Set());
    all.get(street)!.add(low === high ? String(low) : `${low}-${high}`);
  }
  return all;
}
