import type { CityDirectoryEntry, CityDirectoryProperty } from '@groundwork/contracts';
import type { ListingFields } from './listings';
import { DIRECTION_LABEL } from './tables';

/** Where a wide table's column is: the address it prints, or the direction it names (and that property's address). */
export function placeOfColumn(label: string, properties: readonly CityDirectoryProperty[]): Pick<ListingFields, 'address' | 'direction'> {
  const named = DIRECTION_LABEL.exec(label.trim());
  if (!named) return { address: label, direction: undefined };
  const direction = named[1] ? 'subject' : (named[2]!.toLowerCase() as CityDirectoryEntry['direction'] & string);
  const property = properties.find((candidate) => candidate.direction === direction);
  return { address: property?.address ?? label, direction };
}
