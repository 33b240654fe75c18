import type { DatabaseNames } from './databases';
import { readPlace } from './place';
import { factsOf, newOccurrence, readLocationText, relativeWord, type Occurrence } from './occurrence';
import { LABELLED_RECORD_ID, URL_PATTERN } from './vocabulary';

// Records printed as numbered paragraphs: `3. NAME, STREET, CITY, ST ZIP — 0.210 mi SW, higher
// elevation. [Site ID 1016127087] Databases: LUST (Open; ID X), UST (Removed; ID Y). Documents:
// https://...`, continued on indented lines; unmapped ones numbered `U1.` and `not mapped`.

const ANCHOR = /^([A-Z]{0,2}-?\d{1,4}[A-Z]?)[.)]\s+(\S.*)$/;
const DASH = /\s+[—–-]\s+/;

/** A paragraph's first line: a number, a name and place, a dash, where it is. */
export function isNumberedAnchor(text: string): boolean {
  const match = ANCHOR.exec(text.trim());
  if (!match) return false;
  const body = match[2]!;
  return DASH.test(body) && /,/.test(body.split(DASH)[0]!) && /(\bmi\b|\bft\b|target|subject|not mapped|unmapped|elevation|databases?:)/i.test(body);
}

/** The record of a whole numbered paragraph (its lines joined). */
export function readNumberedParagraph(text: string, page: number, order: number, orphanPart: boolean, databases: DatabaseNames): Occurrence {
  const occurrence = newOccurrence(page, order, orphanPart);
  const match = ANCHOR.exec(text.trim())!;
  const body = match[2]!;
  const dash = DASH.exec(body)!;
  const head = body.slice(0, dash.index);
  const tail = body.slice(dash.index + dash[0].length);

  const [name, street, ...place] = head.split(/\s*,\s*/);
  occurrence.name = name?.trim() || null;
  occurrence.address = street?.trim() || null;
  if (place.length > 0) readPlace(occurrence, place.join(', '), { strict: false });

  const id = LABELLED_RECORD_ID.exec(tail);
  if (id) occurrence.recordId = id[1]!;
  const listAt = tail.search(/\b(databases?|lists?)\s*:/i);
  const where = tail.slice(0, Math.min(...[tail.indexOf('['), listAt].filter((at) => at >= 0), tail.length));
  for (const piece of where.split(/[,;]\s*|\.(?:\s+|$)/)) {
    const text = piece.trim();
    if (!text) continue;
    if (/not mapped|unmapped|not geocoded|unplott/i.test(text)) occurrence.inOrphanPart = true;
    const level = /\b(higher|lower|same|equal)\b.*elevation|elevation.*\b(higher|lower|same|equal)\b/i.exec(text);
    if (level) {
      occurrence.relativeElevation = relativeWord((level[1] ?? level[2])!);
      continue;
    }
    readLocationText(occurrence, text.replace(/^(target|subject) property$/i, 'target property'));
  }
  if (!occurrence.inOrphanPart) occurrence.mapId = match[1]!;

  if (listAt >= 0) {
    const documentsAt = tail.search(/\b(documents?|links?)\s*:/i);
    const list = tail.slice(listAt, documentsAt > listAt ? documentsAt : undefined).replace(/^[^:]*:\s*/, '');
    for (const entry of list.matchAll(/([A-Za-z][A-Za-z0-9 /&-]*?)\s*\(([^()]*)\)/g)) {
      const db = databases.canonical(entry[1]!.trim()) ?? entry[1]!.trim();
      const facts = factsOf(occurrence, db);
      const [status, ...rest] = entry[2]!.split(/\s*;\s*/);
      if (status && !/^id\b/i.test(status)) facts.status ??= status.trim();
      const facility = rest
        .concat(status ?? '')
        .map((part) => /^id\s+(\S+)/i.exec(part.trim())?.[1])
        .find(Boolean);
      if (facility) facts.facilityId ??= facility;
      occurrence.detailed = true;
    }
    if (documentsAt > listAt) {
      for (const url of tail.slice(documentsAt).match(URL_PATTERN) ?? []) {
        const clean = url.replace(/[.,;)]+$/, '');
        const owner =
          occurrence.databases.find((db) => occurrence.facts.get(db)?.facilityId && clean.includes(occurrence.facts.get(db)!.facilityId!)) ??
          occurrence.databases[0];
        if (owner && !factsOf(occurrence, owner).links.includes(clean)) factsOf(occurrence, owner).links.push(clean);
      }
    }
  }
  return occurrence;
}
