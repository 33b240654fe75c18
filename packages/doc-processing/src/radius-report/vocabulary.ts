// What a radius report's words mean, by their shape: distances, compass points, ids, dates,
// the concepts of column headings, and the databases ASTM E1527-21 names with their minimum
// search distances. The report's own database names come from its summary table (see
// summary-table.ts); the list here only backs a report that prints none.

/** The 16 compass points, and their spelled-out forms (`North-Northeast`, `Northeast`). */
export const COMPASS_POINTS = ['N', 'NNE', 'NE', 'ENE', 'E', 'ESE', 'SE', 'SSE', 'S', 'SSW', 'SW', 'WSW', 'W', 'WNW', 'NW', 'NNW'] as const;
const POINT_WORDS: Record<string, string> = { NORTH: 'N', SOUTH: 'S', EAST: 'E', WEST: 'W' };

/** `NNE`, `North-Northeast`, `northeast`, `N-NE` as the 16-point abbreviation; null otherwise. */
export function compassPoint(text: string): string | null {
  const upper = text.trim().toUpperCase().replace(/\.$/, '');
  if ((COMPASS_POINTS as readonly string[]).includes(upper)) return upper;
  const letters = upper.split(/[\s-]+/).map((part) => {
    if (POINT_WORDS[part]) return POINT_WORDS[part];
    const compound = /^(NORTH|SOUTH)(EAST|WEST)$/.exec(part);
    if (compound) return `${POINT_WORDS[compound[1]!]}${POINT_WORDS[compound[2]!]}`;
    return /^[NSEW]{1,2}$/.test(part) ? part : null;
  });
  if (letters.length === 0 || letters.length > 2 || letters.some((part) => part === null)) return null;
  const joined = letters.join('');
  return (COMPASS_POINTS as readonly string[]).includes(joined) ? joined : null;
}

export const FEET_PER_MILE = 5280;

const NUMBER = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|\.\d+`;
/** `0.104 mi`, `0.012 mi.`, `1.2 miles`, `549 ft`, `1,125 ft.`, `63 feet`. */
export const DISTANCE = new RegExp(String.raw`(?<![\w.])(${NUMBER})\s*(mi|miles?|ft|feet|')(?![a-z])\.?`, 'gi');
export const toNumber = (text: string) => Number(text.replace(/,/g, ''));

/** A fraction or decimal of a mile as printed in bands and search distances: `1/8`, `0.125`, `1`. */
export function milesValue(text: string): number | null {
  const trimmed = text.trim();
  const fraction = /^(\d+)\s*\/\s*(\d+)$/.exec(trimmed);
  if (fraction) return Number(fraction[1]) / Number(fraction[2]);
  const mixed = /^(\d+)\s+(\d+)\s*\/\s*(\d+)$/.exec(trimmed);
  if (mixed) return Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3]);
  return new RegExp(`^(?:${NUMBER})$`).test(trimmed) ? toNumber(trimmed) : null;
}

/** `03/08/2010`, `3/8/10`, `2010-03-08`, `March 8, 2010`. */
export const DATE = /\b(\d{1,2}\/\d{1,2}\/\d{2,4}|\d{4}-\d{2}-\d{2}|(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.? \d{1,2}, \d{4})\b/;

export const URL_PATTERN = /\bhttps?:\/\/[^\s|;<>"]+/gi;

/** A map id as vendors print them: `1`, `007`, `A5`, `12B`, `B-7`, with a trailing `*` (beyond the search distance). */
export const MAP_ID = /^(?:#\s*)?([A-Z]{0,2}-?\d{1,4}[A-Z]?)(\*?)$/;

/** A record (database) id after its label: `EDR ID 1011503958`, `Rec. S168121605`, `Record ID: 123456`. */
export const LABELLED_RECORD_ID =
  /\b(?:EDR\s*ID(?:\s*(?:Number|No\.?|#))?|Rec(?:ord)?\.?(?:\s*(?:ID|No\.?|#))?|Site\s*ID|Report\s*ID|Unique\s*ID|Database\s*ID|ID\s*(?:Number|No\.?|#))\s*[:#]?\s*([A-Z]{0,3}\d{5,}[A-Z0-9-]*)\b/i;
/** An id as a bare cell: letters and at least five digits (`1011503958`, `S190740694`, `GAD113524063`). */
export const BARE_ID = /^[A-Z]{0,4}-?\d{5,}[A-Z0-9-]*$/;

/** The concepts a column heading can name. */
export type ColumnConcept =
  | 'mapId'
  | 'site'
  | 'address'
  | 'city'
  | 'zip'
  | 'distance'
  | 'direction'
  | 'elevation'
  | 'database'
  | 'status'
  | 'facilityId'
  | 'recordId'
  | 'date'
  | 'details'
  | 'reason';

const CONCEPT_PATTERNS: [ColumnConcept, RegExp][] = [
  ['mapId', /\b(map\s*(id|key|no\.?|#|ref)|rank|^#$|^no\.?$|^id$|^key$|^ref\.?$)/i],
  ['recordId', /\b(edr\s*id|record\s*(id|no\.?|number)|rec\.?\s*(id|no\.?|number)|id\s*number|database\s*id|unique\s*id|site\s*id)\b/i],
  ['facilityId', /\b(facility\s*id|epa\s*id|registry\s*id|case\s*(no|number|id)|permit)\b/i],
  ['site', /\b(site(\s*name)?|facility(\s*name)?|name|business|owner)\b/i],
  ['address', /\b(address|location|street)\b/i],
  ['city', /\bcity\b/i],
  ['zip', /\bzip\b/i],
  ['distance', /\b(dist(ance)?|radius|miles?)\b/i],
  ['direction', /\b(dir(ection)?|bearing)\b/i],
  ['elevation', /\b(elev(ation)?|relative)\b/i],
  ['database', /\b(database(\(s\))?s?|data\s*base|lists?|sources?)\b/i],
  ['status', /\bstatus\b/i],
  ['date', /\bdates?\b/i],
  ['details', /\b(details?|description|comments?|remarks?)\b/i],
  ['reason', /\breason\b/i],
];

/** The concepts a heading's text names (a stacked heading can name several). */
export function columnConcepts(text: string): ColumnConcept[] {
  const concepts = CONCEPT_PATTERNS.filter(([, pattern]) => pattern.test(text)).map(([concept]) => concept);
  // `Site Address` is an address, `Site Name` a name; `Site / Address` names both.
  if (concepts.includes('address') && concepts.includes('site') && /address\s*$/i.test(text) && !text.includes('/'))
    return concepts.filter((concept) => concept !== 'site');
  // `Facility ID` and `EDR ID Number` name one thing each.
  if (concepts.includes('facilityId') || concepts.includes('recordId')) return concepts.filter((concept) => concept !== 'site' && concept !== 'mapId');
  return concepts;
}

/** A heading cell: words (and `(s)`, `/`, `#`, `(ft / mi)`), no value. */
export const isLabelText = (text: string) => /^[A-Za-z(][A-Za-z()/#.,&+\s'-]{0,45}$/.test(text.trim());

/** ASTM E1527-21 minimum search distances in miles (DESIGN.md), by the database's usual names; 'property and adjoining' is taken as 1/8 mile. */
const ASTM_DISTANCES: [RegExp, number][] = [
  [/^(delisted npl|npl delisted|delisted)/i, 0.5],
  [/^(npl|proposed npl|federal superfund|shws|state superfund|superfund)\b/i, 1],
  [/\bcorracts?\b|\bcorrective action\b/i, 1],
  [/\b(sems|cerclis)\b|nfrap/i, 0.5],
  [/\brcra[- ]?tsdf?\b|\btsd\b/i, 0.5],
  [/\brcra\b|\b(lqg|sqg|cesqg|vsqg|nongen)\b/i, 0.125],
  [/\b(eng(ineering)?\s*controls?|inst(itutional)?\s*controls?|\bec\b|\bic\b|erns|aul)\b/i, 0],
  [/\b(lust|lpst|ltank|rga lust)\b|leaking/i, 0.5],
  [/\b(ust|ast|tanks?)\b/i, 0.125],
  [/\b(vcp|voluntary|brownfields?|landfills?|swf|lf|shw|hazardous waste sites?)\b/i, 0.5],
  [/\b(dry\s*cleaners?|drycleaners?)\b/i, 0.5],
];

/** The ASTM minimum search distance of a database, by its name; null for databases ASTM does not name (FINDS, ECHO, historical directories). */
export function astmSearchDistance(db: string): number | null {
  return ASTM_DISTANCES.find(([pattern]) => pattern.test(db))?.[1] ?? null;
}

/** Databases common in US radius reports, recognised when a report prints no summary table of its own. */
export const COMMON_DATABASES = [
  'NPL',
  'Proposed NPL',
  'Delisted NPL',
  'SEMS',
  'SEMS-ARCHIVE',
  'CERCLIS',
  'CORRACTS',
  'RCRA-TSDF',
  'RCRA-LQG',
  'RCRA-SQG',
  'RCRA-VSQG',
  'RCRA-CESQG',
  'RCRA NONGEN',
  'ERNS',
  'FINDS',
  'ECHO',
  'TRIS',
  'PADS',
  'ICIS',
  'FTTS',
  'US ENG CONTROLS',
  'US INST CONTROL',
  'ENG CONTROLS',
  'INST CONTROL',
  'SHWS',
  'SWF/LF',
  'LUST',
  'UST',
  'AST',
  'SPILLS',
  'DRYCLEANERS',
  'VCP',
  'BROWNFIELDS',
  'LIENS',
  'AUL',
  'EDR Hist Auto',
  'EDR Hist Cleaner',
  'HIST UST',
  'HIST AST',
  'HIST LUST',
];

/** Upper-case words and digits only: how names and addresses are compared. */
export const normaliseText = (text: string) =>
  text
    .toUpperCase()
    .replace(/&/g, ' AND ')
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();
