const MIN_YEAR = 1800;
const MAX_YEAR = 2100;

/** A directory year printed as four digits (1800-2100), or null. */
export function parseYear(text: string): number | null {
  const year = Number(text);
  return /^\d{4}$/.test(text) && year >= MIN_YEAR && year <= MAX_YEAR ? year : null;
}
