import type { Finding } from '@groundwork/contracts';
import { INFERRED } from './conditions';
import type { Sentence } from './sentences';

/**
 * What a reviewer pulls out of a Phase I: the subject address, the named sites it discusses, the
 * contaminants of concern at the subject, and the AULs in place. Read from the sentences and the
 * findings, never guessed: each is printed in the report.
 */

const STREET_SUFFIX =
  'St|Street|Ave|Avenue|Blvd|Boulevard|Rd|Road|Dr|Drive|Hwy|Highway|Fwy|Freeway|Expy|Expressway|Tpke|Turnpike|Ln|Lane|Way|Pkwy|Parkway|Ct|Court|Pl|Place|Cir|Circle|Ter|Terrace|Trl|Trail|Sq|Square|Pike|Loop|Row|Run|Route|Rte';

/** The states' USPS codes: a report may spell its state out (`Minneapolis, Minnesota 55405`). */
const STATE_CODES: Record<string, string> = {
  alabama: 'AL',
  alaska: 'AK',
  arizona: 'AZ',
  arkansas: 'AR',
  california: 'CA',
  colorado: 'CO',
  connecticut: 'CT',
  delaware: 'DE',
  'district of columbia': 'DC',
  florida: 'FL',
  georgia: 'GA',
  hawaii: 'HI',
  idaho: 'ID',
  illinois: 'IL',
  indiana: 'IN',
  iowa: 'IA',
  kansas: 'KS',
  kentucky: 'KY',
  louisiana: 'LA',
  maine: 'ME',
  maryland: 'MD',
  massachusetts: 'MA',
  michigan: 'MI',
  minnesota: 'MN',
  mississippi: 'MS',
  missouri: 'MO',
  montana: 'MT',
  nebraska: 'NE',
  nevada: 'NV',
  'new hampshire': 'NH',
  'new jersey': 'NJ',
  'new mexico': 'NM',
  'new york': 'NY',
  'north carolina': 'NC',
  'north dakota': 'ND',
  ohio: 'OH',
  oklahoma: 'OK',
  oregon: 'OR',
  pennsylvania: 'PA',
  'rhode island': 'RI',
  'south carolina': 'SC',
  'south dakota': 'SD',
  tennessee: 'TN',
  texas: 'TX',
  utah: 'UT',
  vermont: 'VT',
  virginia: 'VA',
  washington: 'WA',
  'west virginia': 'WV',
  wisconsin: 'WI',
  wyoming: 'WY',
};
const STATE_NAME = Object.keys(STATE_CODES)
  .sort((a, b) => b.length - a.length)
  .map((name) => name.replace(/\b[a-z]/g, (letter) => letter.toUpperCase()).replace(/ /g, '\\s+'))
  .join('|');
/** The county a report may set between the city and the state (`Minneapolis, Hennepin County, Minnesota`). */
const COUNTY_PART = `,\\s*[A-Z][A-Za-z.'-]*(?:\\s+[A-Z][A-Za-z.'-]*)?\\s+(?:County|Parish)`;
const COUNTY = `(?:${COUNTY_PART})?`;
/**
 * `4110 Market St, Silver Springs, AZ 85281` (a numbered road `Ranch Road 12`, a directional `Road NW`,
 * a suite or unit allowed, commas optional before the state, the state as its code or spelled out).
 */
const ADDRESS = new RegExp(
  `\\b\\d{1,6}(?:-\\d{1,6})?\\s+(?:[NSEW]\\.?\\s+)?(?:[A-Z0-9][\\w'.-]*\\s+){0,4}(?:${STREET_SUFFIX})\\.?(?:\\s+\\d{1,4}[A-Z]?)?(?:\\s+(?:[NS][EW]|[NSEW])\\.?(?=[\\s,]))?(?:,?\\s+(?:Suite|SUITE|Ste|STE|Unit|UNIT|Bldg|BLDG|Building|BUILDING|#)\\.?\\s*[\\w-]+)?,?\\s+[A-Z][A-Za-z.' -]{1,40}?${COUNTY},\\s*(?:[A-Z]{2}\\.?|${STATE_NAME})\\s+\\d{5}(?:-\\d{4})?\\b`,
  'g',
);
const SUBJECT_CUE = /\bsubject\s+(?:property|site)\b|\bproperty\s+located\s+at\b|\bsite\s+address\b|\blocated\s+at\b/i;

const STATE_AT_END = new RegExp(`,\\s*(${STATE_NAME})(\\s+\\d{5}(?:-\\d{4})?)$`, 'i');

/** One spelling of an address: whitespace collapsed, upper case, the county dropped, the state as its code. */
const canonicalAddress = (address: string) =>
  address
    .replace(/\s+/g, ' ')
    .replace(/\s+,/g, ',')
    .replace(new RegExp(COUNTY_PART), '')
    .replace(STATE_AT_END, (_, state: string, zip: string) => `, ${STATE_CODES[state.toLowerCase().replace(/\s+/g, ' ')] ?? state}${zip}`)
    .trim()
    .toUpperCase();

/** Whether a sentence prints the given (canonical) address, in whatever spelling. */
export const printsAddress = (text: string, address: string) => [...text.matchAll(ADDRESS)].some((match) => canonicalAddress(match[0]) === address);

/** The subject's address: the printed address most tied to "subject property", else the most frequent. */
export function subjectAddress(sentences: readonly Sentence[]): string | null {
  const scores = new Map<string, number>();
  sentences.forEach((sentence, order) => {
    for (const match of sentence.text.matchAll(ADDRESS)) {
      const address = canonicalAddress(match[0]);
      const cue = SUBJECT_CUE.test(sentence.text) ? 5 : 0;
      const early = order < 60 ? 1 : 0;
      scores.set(address, (scores.get(address) ?? 0) + 1 + cue + early);
    }
  });
  let best: string | null = null;
  let bestScore = 0;
  for (const [address, score] of scores) {
    if (score > bestScore) {
      best = address;
      bestScore = score;
    }
  }
  return best;
}

/** Words that make a capitalised phrase a business or facility name. */
const FACILITY_WORDS =
  /\b(?:Cleaners?|Dyers|Laundry|Laundromat|Station|Garage|Foundry|Mart|Market|Paint|Body|Food|Fuel|Fuels|Gas|Oil|Petroleum|Site|Plating|Anodizing|Motors?|Automotive|Auto|Service|Services|Manufacturing|Works|Shop|Plant|Depot|Terminal|Company|Co\.?|Corporation|Corp\.?|Industries|Products|Chemicals?|Printing|Graphics|Landfill|Yard|Facility|Mill|Refinery|Lumber|Tire|Transmission|Machine|Electric|Metals?|Coatings?|Finishing|Dry|Express|Center|Pipeline|Valve)\b/;
/** Phrases that are organisations of the report, agencies, databases or places rather than sites. */
const NOT_A_SITE =
  /\b(?:Department|Agency|Commission|Board|Bureau|Office|State of|City of|County (?:of|Recorder|Assessor|Health)|ASTM|EPA|Phase I|Environmental (?:Site|Quality|Protection|Professional)|Natural Resources|Voluntary Cleanup|Consult\w*|Geoscien\w*|Engineering|Lending|Bank|Trust|Capital|Realty|Holdings|User|Appendix|Section|Table|Figure|Database|Program|Inventory|Registry|Report|Practice|Quadrangle|Questionnaire|Recognized|Controlled|Historical Recognized|De Minimis|Reconnaissance|Plan|Maps?)\b|^(?:Dr|Mr|Mrs|Ms)\.?\s/;
const STREET_WORD = new RegExp(`\\b(?:${STREET_SUFFIX})\\.?(?:\\s+(?:[NS][EW]|[NSEW])\\.?)?$`);
const MONTH = /^(?:January|February|March|April|May|June|July|August|September|October|November|December)\b/;
/** Sentences that discuss a site rather than list it: a condition, a release, an impact, a closure. */
const DISCUSSES =
  /\bRECs?\b|\brecognized\s+environmental\b|\bHRECs?\b|\bCRECs?\b|\bimpact|\baffect|\brelease|\bcontaminat|\bremediat|\bclosure\b|\bclosed\b|\b(?:up|down|cross)-?gradient\b|\boperat(?:ed|ion)\s+(?:as|of)\b|\boccupied\b|\bformer(?:ly)?\b|\badjoin\w*|\badjacent\b/i;
/** A capitalised phrase: words starting with a capital, joined by `&`, `and`, `of`, with `#114` or `No. 2` numbers. */
const NAME_PHRASE =
  /\b(?:[A-Z][\w'’.-]*|&)(?:\s+(?:[A-Z][\w'’.-]*|&|and|of|#\d+|No\.\s*\d+|\d{1,4}(?=\s+[A-Z])))*(?:\s+#\d+)?(?:,\s+(?:Inc|LLC|Co|Corp|Ltd)\.?(?![\w-]))?/g;
/** A name with its years of occupancy (`X (1965-1988)`, `X from 1973 through 2004`, `X has repaired boats here since 1978`): a use of a property the report traces. */
const occupancy = (quoted: string) =>
  `${quoted}\\s+\\((?:\\d{4}\\s*(?:[-–]|to|through)\\s*(?:\\d{4}|(?:the\\s+)?present))\\)|${quoted}\\s+(?:from|since)\\s+\\d{4}\\b|${quoted}\\s+(?:has|have)\\s+(?:been\\s+)?[a-z]+ed\\b[^.;]*\\bsince\\s+\\d{4}\\b`;
const OCCUPANCY = (name: string) => new RegExp(occupancy(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));

/**
 * Where a sentence places a site's name: in brackets, before `, located` or its distance, before a
 * facility noun (`X station`), before its years of occupancy (`X (1965-1988)`, `X from 1973`), as
 * `the adjoining X property`, after `operated by`.
 */
const NAMED_SITE_CONTEXT = (name: string) => {
  const quoted = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(
    `\\(${quoted}\\)|${quoted},?\\s+(?:located|situated)\\b|${quoted}(?:,|\\s+at)\\s+\\d{1,6}\\s+[A-Z]|${quoted}\\s+\\((?:adjoining|adjacent|abutting|[\\d.]+\\s+miles?)\\b|${quoted},\\s+(?:approximately\\s+|about\\s+)?[\\d.]+\\s+(?:miles?|feet)\\b|${quoted}\\s+(?:(?:service|filling|gas(?:oline)?|repair|dry\\s+cleaning)\\s+)?(?:station|facility|site|plant|shop|store)\\b|${occupancy(quoted)}|\\b(?:adjoining|adjacent|neighbou?ring)\\s+${quoted}\\s+(?:property|site|facility)|\\b(?:operated|occupied|owned|used)\\s+by\\s+(?:the\\s+)?${quoted}|\\b(?:operated|listed|known)\\s+as\\s+(?:the\\s+)?${quoted}`,
  );
};

/** The names a sentence gives: of the sites it discusses, and of any property use it traces by years. */
function namesIn(text: string): string[] {
  return DISCUSSES.test(text) ? candidateNames(text) : candidateNames(text).filter((name) => OCCUPANCY(name).test(text));
}

const cleanName = (phrase: string) =>
  phrase
    .replace(/^(?:The|A|An|In|At|On|From|Based|This|That|Former\s+(?=[a-z]))\s+/, '')
    .replace(/^\d+\s+/, '')
    .replace(/(?:\s+(?:and|of|&|de|la))+$/, '')
    .replace(/(?<!\b(?:Co|Corp|Inc|Ltd))\.$/, '')
    .replace(/(?:\s+(?:LPST|LUST|UST|AST|Case|Incident))+$/, '')
    .trim();

/** A phrase naming a program, a database or a list (`FDEP Petroleum Cleanup program`, `the Maryland Dry Cleaner, RCRA-SQG and LRP databases`). */
const namesARecordSource = (text: string, name: string) => {
  const quoted = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(
    `${quoted}\\s+(?:program|database|databases|list|registry|inventory)\\b|\\bin\\s+the\\s+(?:[^.;:]{0,80}?\\s)?${quoted}(?:,|\\s+and|\\s+or)[^.;:]{0,80}?\\bdatabases\\b`,
  ).test(text);
};

function candidateNames(text: string): string[] {
  const phrases = [...text.matchAll(NAME_PHRASE)].map((match) => cleanName(match[0]));
  // `Rock Creek Environmental Consulting (Rock Creek)`: the short name of an agency or a consultant is not a site either.
  const organisations = phrases.filter((phrase) => NOT_A_SITE.test(phrase));
  const names: string[] = [];
  for (const name of phrases) {
    const words = name.split(/\s+/);
    if (words.length < 2 || words.length > 8) continue;
    if (NOT_A_SITE.test(name) || STREET_WORD.test(name) || MONTH.test(name) || namesARecordSource(text, name)) continue;
    if (organisations.some((organisation) => organisation.startsWith(`${name} `))) continue;
    if (!FACILITY_WORDS.test(name) && !NAMED_SITE_CONTEXT(name).test(text)) continue;
    if (name === name.toUpperCase()) continue; // a database code or a heading
    names.push(name);
  }
  return names;
}

/** A sentence's template: capitalised words and numbers masked, its first words kept. */
const templateOf = (text: string) =>
  text
    .replace(/\([^)]*\)/g, '()')
    .replace(/\b[A-Z][\w'’&#.-]*(?:\s+(?:[A-Z][\w'’&#.-]*|&|and|of|#\d+))*/g, 'N')
    .replace(/\d[\d.,]*/g, '#')
    .replace(/\b(?:north|south|east|west)(?:-?(?:north|south)?(?:east|west))?\b/gi, 'D')
    .replace(/\bmiles?\b|\bfeet\b/gi, 'U')
    .split(/\s+/)
    .slice(0, 8)
    .join(' ');

const ENUMERATION_MIN = 2;

/** Sentences cast from one template twice or more: an enumeration of listings, not a discussion. */
function enumerations(sentences: readonly Sentence[]): Set<number> {
  const byTemplate = new Map<string, number[]>();
  for (const sentence of sentences) {
    if (sentence.kind !== 'body') continue;
    const key = templateOf(sentence.text);
    byTemplate.set(key, [...(byTemplate.get(key) ?? []), sentence.index]);
  }
  return new Set([...byTemplate.values()].filter((indexes) => indexes.length >= ENUMERATION_MIN).flat());
}

const YEAR_CELL = /^(?:c(?:irca|a)?\.?\s*)?(?:1[89]|20)\d{2}s?(?:\s*[-–]\s*(?:(?:1[89]|20)\d{2}|present))?$/i;
const ADDRESS_CELL = new RegExp(`^\\d{1,6}(?:-\\d{1,6})?\\s+\\S.*\\b(?:${STREET_SUFFIX})\\.?$`);
/** A generic use ("A Dry Cleaning Facility", "Gasoline Service Station") is not a name. */
const GENERIC_WORDS = new Set(
  'a an the dry cleaning cleaners facility gasoline gas service station auto automotive repair office building retail store parking residence residential single-family multi-family vacant land warehouse commercial industrial shop garage restaurant plant manufacturing storage lot current former undeveloped agricultural farm house apartment apartments church school'.split(
    ' ',
  ),
);
const isGeneric = (name: string) => name.split(/\s+/).every((word) => GENERIC_WORDS.has(word.toLowerCase()));

/** Names in a historical-use table of the report's body: a row with a year cell and no address cell. */
function historyRowNames(sentence: Sentence): string[] {
  const cells = sentence.text.split(/\s+\|\s+/).map((cell) => cell.trim());
  if (!cells.some((cell) => YEAR_CELL.test(cell)) || cells.some((cell) => ADDRESS_CELL.test(cell))) return [];
  return cells.flatMap((cell) => candidateNames(cell)).filter((name) => !isGeneric(name));
}

/** Names in a row of a findings table (`Former X gasoline station (1948-1979); ... | REC | ...`): its cells read as prose. */
function conditionRowNames(sentence: Sentence): string[] {
  if (!DISCUSSES.test(sentence.text)) return [];
  return sentence.text.split(/\s+\|\s+/).flatMap((cell) => candidateNames(cell.trim()));
}

/** `Former X` and `X` are one site: the plain name is kept when both are printed. */
function mergeFormer(names: string[]): string[] {
  const lower = new Set(names.map((name) => name.toLowerCase()));
  return names.filter((name) => {
    const plain = /^Former\s+(.+)$/i.exec(name)?.[1];
    return !(plain && lower.has(plain.toLowerCase()));
  });
}

/** The named sites the report discusses (in prose or its historical-use tables, outside its appendices), in order of first mention. */
export function siteNames(sentences: readonly Sentence[]): string[] {
  const listed = enumerations(sentences);
  const names: string[] = [];
  for (const sentence of sentences) {
    // Outside any section is a cover or a contents page, unless the report has no sections at all (a letter report).
    if (sentence.astm === 'Appendices' || sentence.frontMatter || (sentence.section !== null && sentence.astm === null) || listed.has(sentence.index)) continue;
    if (sentence.kind === 'table') names.push(...historyRowNames(sentence), ...conditionRowNames(sentence));
    else if (sentence.kind === 'body') names.push(...namesIn(sentence.text));
  }
  return mergeFormer(unique(names));
}

/** Substances an EP names as contaminants (the report's own list wins; this finds them in findings). */
const SUBSTANCES =
  /\b(?:tetrachloroethylene|tetrachloroethene|perchloroethylene|PCE|trichloroethylene|trichloroethene|TCE|cis-1,2-dichloroethene|DCE|vinyl chloride|chlorinated solvents?|petroleum hydrocarbons|total petroleum hydrocarbons|TPH|benzene|toluene|ethylbenzene|xylenes?|BTEX|MTBE|methyl tert-butyl ether|naphthalene|PAHs?|polycyclic aromatic hydrocarbons|PCBs?|polychlorinated biphenyls|arsenic|lead|chromium|hexavalent chromium|cadmium|mercury|nickel|cyanide|PFAS|PFOA|PFOS|1,4-dioxane|pesticides|metals|diesel|gasoline|heating oil|waste oil|hydraulic oil)\b/gi;
const NON_SCOPE = /\basbestos\b|\blead-based\s+paint\b|\bradon\b|\bmold\b|\blead\s+in\s+drinking\s+water\b/i;

const COC_LIST =
  /\bcontaminants?\s+of\s+(?:potential\s+)?concern\b(?:\s*\((?:COCs?|COPCs?)\))?[^.:]*?(?:\bare\b|\bis\b|\binclude[sd]?\b|\bwere\s+identified\s+as\b|:)\s*(.+)$/i;

const splitList = (list: string) =>
  list
    .replace(/\.$/, '')
    .split(/\s*,(?!\d)\s*(?:and\s+|or\s+)?|\s+and\s+|\s*;\s*/)
    .map((item) => item.trim())
    .filter((item) => item.length > 0 && item.length < 80 && !NON_SCOPE.test(item) && !/^(?:none|n\/a|not applicable)$/i.test(item));

/** The contaminants of concern at the subject: the report's stated list, else the substances its counting findings name. */
export function contaminantsOfConcern(sentences: readonly Sentence[], findings: readonly Finding[]): string[] {
  const counted = findings.filter((finding) => finding.counts && ['REC', 'CREC', 'HREC'].includes(finding.kind));
  if (counted.length === 0) return [];
  for (const sentence of sentences) {
    if (sentence.kind === 'heading' || /\bno\s+contaminants\b/i.test(sentence.text)) continue;
    const match = COC_LIST.exec(sentence.text);
    if (match?.[1] && !/\bwhether\b|\bdefin/i.test(sentence.text)) {
      const items = splitList(match[1]);
      if (items.length > 0) return unique(items);
    }
  }
  const named = unique(counted.flatMap((finding) => substancesIn(statementOf(finding, sentences))).filter((item) => !NON_SCOPE.test(item)));
  return named.some((item) => !SUBSTANCE_CLASS.test(item)) ? named.filter((item) => !SUBSTANCE_CLASS.test(item)) : named;
}

/** A product named as what a tank, a line or a station held (`gasoline and diesel USTs`, `heating oil tank`): equipment, not a contaminant found. */
const EQUIPMENT_AFTER =
  /^(?:\s+(?:and|or)\s+[\w-]+(?:\s+oil)?)?\s+(?:USTs?|ASTs?|underground|aboveground|storage|tanks?|dispensers?|pumps?|service|filling|station|lines?|piping|boilers?|furnaces?)\b/i;
/** A class of substances, dropped when the report names its members (`the chlorinated solvent plume` of PCE and TCE). */
const SUBSTANCE_CLASS = /^(?:chlorinated\s+solvents?|metals|pesticides)$/i;

const substancesIn = (text: string) =>
  [...text.matchAll(SUBSTANCES)].filter((match) => !EQUIPMENT_AFTER.test(text.slice((match.index ?? 0) + match[0].length))).map((match) => match[0]);

/** `This condition is considered a CREC`, a list's item: what the finding says is its whole paragraph. */
const ANAPHORIC = /^(?:this|that|these|those|it|such)\b/i;

function statementOf(finding: Finding, sentences: readonly Sentence[]): string {
  if (!ANAPHORIC.test(finding.quote) && finding.reason !== INFERRED.listItem) return finding.quote;
  const sentence = sentences.find((candidate) => candidate.page === finding.page && candidate.text === finding.quote);
  return sentence?.paragraph ?? finding.quote;
}

function unique(items: readonly string[]): string[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = item.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Controls an EP names (ASTM E1527-21's engineering and institutional controls), each as printed up
 * to the end of its phrase: the vapor mitigation system, the asphalt cap, the deed restriction on
 * groundwater, the soil management plan, a use limited to commercial or industrial.
 */
const CONTROLS: readonly RegExp[] = [
  /\b(?:sub-?slab\s+)?(?:vapou?r|soil\s+gas)\s+(?:intrusion\s+)?(?:mitigation|depressuri[sz]ation|extraction|venting)\s+system\b|\bsub-?slab\s+depressuri[sz]ation\s+system\b|\bvapou?r\s+barrier\b/i,
  /\b(?:asphalt|concrete|engineered|soil|clay|pavement)\s+(?:cap|cover)\b|\bengineered\s+barriers?\b/i,
  /\bbuilding\s+control\s+technolog(?:y|ies)\b(?:\s*\([^)]*\))?/i,
  /\bdeed\s+restrictions?\b(?:\s+(?:prohibiting|restricting|limiting|on)\b(?:(?!\s+and\s)[^,;.])*)?/i,
  /\bdeed\s+notices?\b/i,
  /\b(?:environmental|restrictive)\s+covenants?\s+(?:that\s+)?prohibit(?:s|ing)?\b(?:(?!\s+and\s)[^,;.])*/i,
  /\b(?:restriction|prohibition)s?\s+(?:on|of|against)\s+(?:the\s+)?(?:use\s+of\s+)?groundwater\b(?:(?!\s+and\s)[^,;.])*/i,
  /\bgroundwater\s+use\s+restrictions?\b/i,
  /\bsoil\s+management\s+plan\b/i,
  /\b(?:restriction|covenant|limitation)s?\s+(?:limiting|restricting)\s+(?:the\s+(?:subject\s+)?property|(?:the\s+)?(?:land\s+)?use)\s+to\s+(?:commercial|industrial|non-?residential)\b(?:(?!\s+and\s)[^,;.])*|\b(?:limit(?:s|ing)?|restrict(?:s|ing)?)\s+the\s+(?:subject\s+)?property\s+to\s+(?:commercial|industrial|non-?residential)\b(?:(?!\s+and\s)[^,;.])*/i,
  /\b(?:commercial|industrial|non-?residential)(?:\s+(?:or|and)\s+(?:commercial|industrial))?\s+(?:land\s+)?use\s+(?:restriction|limitation|only)s?\b/i,
];
/** An AUL named only by its kind: kept when the report names no specific control. */
const GENERIC_AUL =
  /\b(?:environmental\s+covenants?|activity\s+and\s+use\s+limitations?|institutional\s+controls?|engineering\s+controls?|land\s+use\s+(?:restrictions?|covenants?|controls?))\b/i;

export const controlsIn = (text: string) =>
  CONTROLS.flatMap((pattern) => {
    const match = pattern.exec(text);
    return match
      ? [
          match[0]
            .replace(/\s+/g, ' ')
            .replace(/\s+(?:(?:which|that)\s+)?(?:remaining|remains?|left)\s+in\s+(?:place|effect)$/i, '')
            .trim(),
        ]
      : [];
  });

/**
 * The AULs in place at the subject: the controls named in its counting AUL and CREC statements
 * (as printed, one per control); only when none is named, the kind of instrument (an environmental
 * covenant, institutional controls) of its counting AUL statements.
 */
export function aulsOf(findings: readonly Finding[]): string[] {
  const atSubject = findings.filter((finding) => finding.counts && finding.location === 'subject' && (finding.kind === 'AUL' || finding.kind === 'CREC'));
  const specific = unique(atSubject.flatMap((finding) => controlsIn(finding.quote)));
  if (specific.length > 0) return withoutContained(specific);
  const generic = atSubject.filter((finding) => finding.kind === 'AUL').flatMap((finding) => GENERIC_AUL.exec(finding.quote)?.[0] ?? []);
  return unique(generic.map((phrase) => phrase.toLowerCase()));
}

/** `deed restriction` is dropped when `deed restriction prohibiting the use of groundwater` is kept. */
function withoutContained(phrases: string[]): string[] {
  return phrases.filter((phrase) => !phrases.some((other) => other !== phrase && other.toLowerCase().includes(phrase.toLowerCase())));
}
