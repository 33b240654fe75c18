import { createHash } from 'node:crypto';

/** A strong ETag naming one version of a representation: a digest of the parts that fix it. */
export const strongEtag = (...parts: string[]): string => `"${createHash('sha256').update(parts.join('\n')).digest('base64url').slice(0, 27)}"`;

/**
 * Whether `If-None-Match` names `etag` (RFC 9110 section 13.1.2: weak comparison, so the `W/`
 * a compressing proxy adds still matches; `*` matches any current representation).
 */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((candidate) => opaque(candidate) === opaque(etag));
}
