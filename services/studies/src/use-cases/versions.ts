/**
 * A stored ETag as the version the API shows (`resultVersion`, a save's `version`): without the
 * quotes and weak prefix HTTP puts around it. Null when there is none.
 */
export const versionOf = (etag: string | null | undefined): string | null => {
  const version = etag
    ?.trim()
    .replace(/^W\//, '')
    .replace(/^"(.*)"$/, '$1');
  return version ? version : null;
};

/**
 * Whether an `If-Match` header admits a write over `current`: `*` admits any existing version,
 * otherwise one of its comma-separated versions (quoted or not) must be it.
 */
export function ifMatchAdmits(header: string, current: string | null): boolean {
  if (current === null) return false;
  return header.split(',').some((candidate) => candidate.trim() === '*' || versionOf(candidate) === current);
}
