/**
 * A case's identifiers as agencies label them (`Case No. 12-91-2266`, `Global ID RZ-057217`,
 * `REF: Global ID T0645764599; Local Case No. RO6613295`, `Case #: 4471`, `UST-ID 44-1092`): the
 * token after an identifier label, or a coded token (letters and digits) the document repeats.
 */

const LABEL =
  /\b(?:(?:local\s+|lust\s+|ust\s+|cleanup\s+|site\s+|facility\s+|global\s+|agency\s+|file\s+)*(?:case|site|facility|global|cleanup|file|permit|project|program)\s*(?:no\.?|number|#|id|identifier)|global\s+id|ust[-\s]id|(?:LUST|UST)\s+case)\s*[:#.]?\s*/gi;
/** An identifier token: digits with letters or separators, at least four characters, not a date or a phone. */
const TOKEN = /^[A-Z0-9][A-Z0-9-]{2,}[A-Z0-9]/i;
const CODED = /\b[A-Z]{1,4}-?\d{5,}\b|\b[A-Z]\d{8,}\b/g;

const isIdentifier = (token: string) =>
  /\d/.test(token) && !/^(?:19|20)\d{2}$/.test(token) && !/^(?:19|20)\d{2}-\d{2}-\d{2}$/.test(token) && !/^\d{3}-\d{4}$/.test(token);

/** Upper case without spaces, `#` or `No.`: how two prints of one id compare. */
export const normalizeCaseId = (id: string) =>
  id
    .toUpperCase()
    .replace(/\bNO\.?\s*/g, '')
    .replace(/[\s#]/g, '');

/** The case identifiers of a document's text, in order of first mention. */
export function caseIdsIn(text: string): string[] {
  const ids: string[] = [];
  for (const label of text.matchAll(LABEL)) {
    const rest = text.slice((label.index ?? 0) + label[0].length);
    const token = TOKEN.exec(rest)?.[0];
    if (token && isIdentifier(token)) ids.push(token.toUpperCase());
  }
  const counts = new Map<string, number>();
  for (const match of text.matchAll(CODED)) counts.set(match[0], (counts.get(match[0]) ?? 0) + 1);
  for (const [token, count] of counts) if (count >= 2) ids.push(token.toUpperCase());
  const seen = new Set<string>();
  return ids.filter((id) => {
    const key = normalizeCaseId(id);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
