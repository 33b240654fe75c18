import { Rng, subSeed } from '../../phase1-review/testing/prng';
import {
  DISCOVERIES,
  type Issuer,
  JURISDICTIONS,
  PEOPLE,
  RECIPIENT_ORGANISATIONS,
  SITE_NAMES,
  STAFF_TITLES,
  STREETS,
  SUBSTANCES,
  type Substance,
} from './vocabulary';

// The facts of one agency document, drawn from its seed.

/** A case identifier and the label printed before it (`Case No.`, `Global ID`, `Case #:`). */
export interface CaseId {
  id: string;
  label: string;
}

export const printedCaseId = (caseId: CaseId) => (caseId.label ? `${caseId.label} ${caseId.id}` : caseId.id);

export interface Person {
  name: string;
  title: string;
}

export interface DocumentFacts {
  issuer: Issuer;
  /** An agency on the cc line, or null when nobody is copied. */
  copied: string | null;
  copiedPerson: string;
  /** The case the document is about, and maybe a second identifier of it. */
  caseIds: CaseId[];
  /** The record the consultant analyses (the document's own case unless the kind says otherwise). */
  recordCaseId: CaseId;
  /** A different case mentioned in passing. */
  otherCaseId: CaseId;
  siteName: string;
  street: string;
  city: string;
  county: string;
  state: string;
  zip: string;
  substance: Substance;
  discovery: string;
  releaseDate: Date;
  documentDate: Date;
  signer: Person;
  recipient: Person;
  recipientOrganisation: string;
  recipientStreet: string;
  wells: number;
  borings: number;
  formatDate: (date: Date) => string;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const pad = (value: number, width = 2) => String(value).padStart(width, '0');

export const isoDate = (date: Date) => date.toISOString().slice(0, 10);
export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);

/** The date styles agencies print: February 3, 2019; 02/03/2019; 3 Feb 2019; 2019-02-03. */
export const DATE_FORMATS: ReadonlyArray<(date: Date) => string> = [
  (date) => `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`,
  (date) => `${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}/${date.getUTCFullYear()}`,
  (date) => `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]!.slice(0, 3)} ${date.getUTCFullYear()}`,
  isoDate,
];

const digits = (rng: Rng, count: number) => Array.from({ length: count }, () => rng.int(0, 9)).join('');
const letter = (rng: Rng) => String.fromCharCode(65 + rng.int(0, 25));

/** Case identifier styles: RZ-057217, LUST 2019-0412, Case #: 4471, T0601900123, UST-ID 44-1092. */
const CASE_ID_FORMATS: ReadonlyArray<(rng: Rng, year: number) => CaseId> = [
  (rng) => ({ id: `${letter(rng)}${letter(rng)}-${digits(rng, 6)}`, label: 'Case No.' }),
  (rng, year) => ({ id: `LUST ${year}-${digits(rng, 4)}`, label: 'Case No.' }),
  (rng) => ({ id: String(rng.int(1000, 9899)), label: 'Case #:' }),
  (rng) => ({ id: `T06${digits(rng, 8)}`, label: 'Global ID' }),
  (rng) => ({ id: `UST-ID ${rng.int(10, 99)}-${rng.int(1000, 9999)}`, label: '' }),
];

function drawCaseIds(rng: Rng, year: number): { caseIds: CaseId[]; recordCaseId: CaseId; otherCaseId: CaseId } {
  const [first, second, third, fourth] = rng.sample(CASE_ID_FORMATS, 4);
  const caseIds = rng.chance(0.5) ? [first!(rng, year), second!(rng, year)] : [first!(rng, year)];
  // The record of another case has the first identifier's style, so only the digits tell them apart.
  let recordCaseId = first!(rng, year + 3);
  while (recordCaseId.id === caseIds[0]!.id) recordCaseId = first!(rng, year + 4);
  return { caseIds, recordCaseId, otherCaseId: rng.pick([third!, fourth!])(rng, year) };
}

const drawDate = (rng: Rng, fromYear: number, toYear: number) => new Date(Date.UTC(rng.int(fromYear, toYear), rng.int(0, 11), rng.int(1, 28)));

export function drawFacts(style: string, kind: string, seed: number): DocumentFacts {
  const rng = new Rng(subSeed(seed, `${style}/${kind}`));
  const jurisdiction = rng.pick(JURISDICTIONS);
  const town = rng.pick(jurisdiction.towns);
  const releaseDate = drawDate(rng, 1988, 2008);
  const documentDate = drawDate(rng, releaseDate.getUTCFullYear() + 4, 2023);
  const [signer, recipient, copiedPerson] = rng.sample(PEOPLE, 3);
  return {
    issuer: rng.pick(jurisdiction.issuers),
    copied: rng.chance(0.7) ? rng.pick(jurisdiction.copied) : null,
    copiedPerson: copiedPerson!,
    ...drawCaseIds(rng, releaseDate.getUTCFullYear()),
    siteName: rng.pick(SITE_NAMES),
    street: `${rng.int(100, 9899)} ${rng.pick(STREETS)}`,
    city: town.city,
    county: town.county,
    state: jurisdiction.state,
    zip: town.zip,
    substance: rng.pick(SUBSTANCES),
    discovery: rng.pick(DISCOVERIES),
    releaseDate,
    documentDate,
    signer: { name: signer!, title: rng.pick(STAFF_TITLES) },
    recipient: { name: recipient!, title: 'Responsible Party' },
    recipientOrganisation: rng.pick(RECIPIENT_ORGANISATIONS),
    recipientStreet: `${rng.int(100, 9899)} ${rng.pick(STREETS)}`,
    wells: rng.int(2, 9),
    borings: rng.int(4, 30),
    formatDate: rng.pick(DATE_FORMATS),
  };
}

/** The site's address as printed in the body. */
export const siteAddress = (facts: DocumentFacts) => `${facts.street}, ${facts.city}, ${facts.state} ${facts.zip}`;
