/**
 * The agencies of a document: its issuer (the letterhead or FROM line, the signature's
 * organisation) and the agencies copied (`cc:`, `CC:`), by the words an agency's name is made of
 * (Department, Program, Board, Division, DEQ...), not by a list of agencies.
 */

const AGENCY_WORD =
  /\b(?:Department|Dept\.?|Agency|Program|Board|Division|Commission|Bureau|Office|Authority|District|Region|Control|Services|DEQ|DEC|DTSC|EPA|DNR|DEP|TCEQ|ADEQ|EGLE)\b/;
/** A capitalised phrase that may hold an agency's name (`Oregon DEQ Northwest Region`, `County Environmental Health Department`). */
const PHRASE = /\b[A-Z][A-Za-z.&'-]*(?:\s+(?:of|and|for|the|on|in|de|[A-Z][A-Za-z.&'-]*))*\b/g;
const NOT_AGENCY = /^(?:State of [A-Z]+|STATE OF|Dear|Sincerely|Case|Global|Page|Attachment|Subject|RE|REF|TO|FROM|DATE|CC|M E M O)\b/;

/** An identifier's label (`Program Interest No`, `Facility ID`), not an organisation. */
const ID_LABEL = /\b(?:No|ID|Number|Identifier)\.?$/;

function agencyPhrases(line: string): string[] {
  return [...line.matchAll(PHRASE)]
    .map((match) =>
      match[0]
        // A capital `The` inside starts another phrase (`Austin TX The TCEQ`, a line run into the next sentence).
        .split(/\s+The\s+/)
        .at(-1)!
        .replace(/^(?:The|the)\s+/, '')
        .replace(/\s+(?:of|and|for|the)$/, '')
        .trim(),
    )
    .filter(
      (phrase) =>
        AGENCY_WORD.test(phrase) && phrase.split(/\s+/).length >= 2 && !NOT_AGENCY.test(phrase) && !ID_LABEL.test(phrase) && phrase !== phrase.toUpperCase(),
    );
}

const normalize = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** A capitals line as a name (`COUNTY ENVIRONMENTAL HEALTH DEPARTMENT` -> `County Environmental Health Department`); short words stay (`DEQ`). */
const titleCased = (line: string) =>
  line === line.toUpperCase() && /[A-Z]{4}/.test(line)
    ? line
        .replace(/\b(?:[A-Z]{4,}|NEW|BAY|SAN|LOS|LAS|DEL|FORT)\b/g, (word) => word[0] + word.slice(1).toLowerCase())
        .replace(/\b(?:OF|AND|FOR|THE|ON|IN|Of|And|For|The)\b/g, (word) => word.toLowerCase())
    : line;

/** The agency a letter's body names as acting: `The Oregon DEQ Northwest Region has reviewed the case file`. */
const ACTING = /\b(?:has|have)\s+(?:reviewed|determined|issued|approved|evaluated|received|completed)\b/;

function issuerOf(pages: readonly { text: string }[]): string | null {
  const text = (pages[0]?.text ?? '').replace(/\s*\n\s*/g, ' ');
  for (const sentence of text.split(/(?<=[.!?])\s+/)) {
    const acting = ACTING.exec(sentence);
    if (!acting) continue;
    // The agency is the verb's subject: the phrase right before it, not one earlier in a run-on head.
    const before = sentence.slice(0, acting.index).trimEnd();
    const named = agencyPhrases(before).at(-1);
    if (named && before.endsWith(named)) return named;
  }
  const head = (pages[0]?.text ?? '').split('\n').slice(0, 12).map(titleCased);
  return head.flatMap(agencyPhrases)[0] ?? null;
}

/** A person (`Samuel T. Whitfield`) or a role (`Property Owner`) copied, not an organisation. */
const PERSON_OR_ROLE =
  /^(?:(?:Mr|Ms|Mrs|Dr)\.?\s+)?[A-Z][a-z]+(?:-[A-Z][a-z]+)?(?:\s+[A-Z]\.)?\s+[A-Z][a-z'-]+$|\b(?:Owner|Party|File|Tenant|Consultant|Applicant|Operator)$/;

/** `Org (Person)` or `Person (Org)`: both halves, for the filter to keep the organisation. */
const organisationAndPerson = (part: string) => {
  const bracketed = /^(.*?)\s*\(([^)]+)\)\s*$/.exec(part.trim());
  return bracketed ? [bracketed[1] ?? '', bracketed[2] ?? ''].map((half) => half.trim()) : [part.trim()];
};

/** The organisations on a `cc:` line (`cc: Samuel T. Whitfield, New York State Department of Health; City of Pasadena Fire Marshal`). */
function copiedAgencies(pages: readonly { text: string }[]): string[] {
  return pages.flatMap((page) =>
    page.text
      .split('\n')
      .map((line) => /^\s*cc\s*:\s*(.+)$/i.exec(line)?.[1] ?? '')
      .flatMap((list) => list.split(/;|,\s+(?=[A-Z])/).flatMap(organisationAndPerson))
      .filter((part) => part.split(/\s+/).length >= 2 && /[A-Z][a-z]/.test(part) && !PERSON_OR_ROLE.test(part)),
  );
}

/** The issuer, then every agency copied; one name once (a name inside another counts as it). */
export function agencyNamesOf(pages: readonly { text: string }[]): string[] {
  const names = [issuerOf(pages), ...copiedAgencies(pages)].filter((name): name is string => name !== null);
  const seen: string[] = [];
  return names.filter((name) => {
    const key = normalize(name);
    if (seen.some((other) => other === key)) return false;
    seen.push(key);
    return true;
  });
}
