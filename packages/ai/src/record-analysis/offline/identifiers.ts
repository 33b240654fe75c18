/**
 * A case's identifiers as agencies label them (`Case No. 12-91-2266`, `Global ID RZ-057217`,
 * `REF: Global ID T0645764599; Local Case No. RO6613295`, `Case #: 4471`, `UST-ID 44-1092`): the
 * token after an identifier label, or a coded token (letters and digits) the document repeats.
 */

const LABEL =
  /\b(?:(?:local\s+|lust\s+|ust\s+|cleanup\s+|site\s+|facility\s+|global\s+|agency\s+|file\s+|program\s+|case\s+|incident\s+|spill\s+)*(?:case|site|facility|global|cleanup|file|permit|project|program|tracking|interest|incident|spill)\s*(?:no\.?|number|#|id|identifier)|global\s+id|(?:LUST|UST)\s+case)\s*[:#.]?\s*/gi;
/** A program's acronym as the label (`LPST ID No. 112233`, `ECSI #4567`, `EPA ID No. CAD000123`): capitals only. */
const ACRONYM_LABEL = /\b[A-Z]{2,6}\s*(?:#|ID\b(?:\s*No\.?)?|No\.)\s*[:#.]?\s*/g;
/** An id that carries its program's prefix (`LUST 2001-5798`, `UST-ID 94-9904`): the prefix is part of it. */
const PREFIXED = /\b(?:LUST|LUFT|UST-ID|UST|VCP|SCP)\s+\d[\d-]{3,}\d\b/g;
/** An identifier token: digits with letters or separators, at least four characters, not a date or a phone. */
const TOKEN = /^[A-Z0-9][A-Z0-9-]{2,}[A-Z0-9]/i;
const CODED = /\b[A-Z]{1,4}-?\d{5,}\b|\b[A-Z]\d{8,}\b/g;

const isIdentifier = (token: string) =>
  /\d/.test(token) && !/^(?:19|20)\d{2}$/.test(token) && !/^(?:19|20)\d{2}-\d{2}-\d{2}$/.test(token) && !/^\d{3}-\d{4}$/.test(token);

/** Words of a sentence naming another case than the document's own ("a separate release ... is tracked under Case #: 5607"). */
const IN_PASSING = /\b(?:separate|another|other|adjoining|adjacent|neighbou?ring|different|unrelated|not\s+addressed)\b/i;

/** An id printed once, in a sentence about another release, is not the document's case. */
function mentionedInPassing(text: string, at: number, token: string): boolean {
  // The sentence around it: from the last full stop after a word (not `No.`) to the next one.
  const before = text.slice(Math.max(0, at - 300), at);
  const starts = [...before.matchAll(/(?<!\bNo)\.\s/g)];
  const start = starts.length > 0 ? (starts.at(-1)?.index ?? 0) + 2 : 0;
  const after = text.slice(at + token.length);
  const end = after.search(/\.\s|\.$/);
  const sentence = `${before.slice(start)}${token}${end < 0 ? after.slice(0, 300) : after.slice(0, end)}`;
  const printed = new RegExp(
    token
      .trim()
      .split(/\s+/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('\\s+'),
    'g',
  );
  return IN_PASSING.test(sentence) && [...text.matchAll(printed)].length === 1;
}

/** Whether two prints of a case id are one case: equal, or one ends with the other (`UST-ID 94-9904` and `94-9904`). */
export function sameCaseId(a: string, b: string): boolean {
  const left = normalizeCaseId(a);
  const right = normalizeCaseId(b);
  const shorter = Math.min(left.length, right.length);
  return left === right || (shorter >= 6 && (left.endsWith(right) || right.endsWith(left)));
}

/** Upper case without spaces, `#` or `No.`: how two prints of one id compare. */
export const normalizeCaseId = (id: string) =>
  id
    .toUpperCase()
    .replace(/^(?:CASE|GLOBAL\s*ID)\s*/, '')
    .replace(/\bNO\.?\s*/g, '')
    .replace(/[\s#]/g, '');

/** The case identifiers of a document's text, in order of first mention. */
export function caseIdsIn(text: string): string[] {
  const ids: string[] = [];
  const prefixed = [...text.matchAll(PREFIXED)].map((match) => ({ id: match[0].replace(/\s+/g, ' '), index: match.index ?? 0 }));
  for (const label of [...text.matchAll(LABEL), ...text.matchAll(ACRONYM_LABEL)].sort((a, b) => (a.index ?? 0) - (b.index ?? 0))) {
    const at = (label.index ?? 0) + label[0].length;
    const withPrefix = prefixed.find((entry) => entry.index === at);
    const token = withPrefix?.id ?? TOKEN.exec(text.slice(at))?.[0];
    if (token && isIdentifier(token) && !mentionedInPassing(text, at, token)) ids.push(token.toUpperCase());
  }
  for (const { id, index } of prefixed) if (!mentionedInPassing(text, index, id)) ids.push(id.toUpperCase());
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
