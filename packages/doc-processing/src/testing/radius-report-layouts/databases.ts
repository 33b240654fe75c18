import type { Random } from '../city-directory-layouts/random';
import { AGENCIES, CONTACTS } from './vocabulary';

// The databases a radius report searches, and what one listing in each looks like.

export type DatabaseKind = 'npl' | 'rcra' | 'control' | 'lust' | 'ust' | 'spills' | 'dry' | 'finds' | 'hist';
export type DatabaseGroup = 'federal' | 'state' | 'proprietary';

export interface DatabaseDefinition {
  name: string;
  longName: string;
  searchMi: number;
  group: DatabaseGroup;
  kind: DatabaseKind;
}

const db = (name: string, longName: string, searchMi: number, group: DatabaseGroup, kind: DatabaseKind): DatabaseDefinition => ({
  name,
  longName,
  searchMi,
  group,
  kind,
});

/** Searched in every report. */
export const CORE_DATABASES = [
  db('NPL', 'National Priority List', 1, 'federal', 'npl'),
  db('SEMS', 'Superfund Enterprise Management System', 0.5, 'federal', 'npl'),
  db('CORRACTS', 'RCRA Corrective Action Sites', 1, 'federal', 'rcra'),
  db('RCRA-LQG', 'RCRA Large Quantity Generators', 0.25, 'federal', 'rcra'),
  db('RCRA-SQG', 'RCRA Small Quantity Generators', 0.25, 'federal', 'rcra'),
  db('LUST', 'Leaking Underground Storage Tank Incident Reports', 0.5, 'state', 'lust'),
  db('UST', 'Registered Underground Storage Tanks', 0.25, 'state', 'ust'),
  db('FINDS', 'Facility Index System / Facility Registry System', 0.25, 'federal', 'finds'),
  db('ECHO', 'Enforcement & Compliance History Online', 0.25, 'federal', 'finds'),
  db('SPILLS', 'State Spills / Emergency Response Incidents', 0.125, 'state', 'spills'),
  db('DRYCLEANERS', 'State Registered Drycleaner Facilities', 0.25, 'state', 'dry'),
];

/** A report adds some of these. */
export const OPTIONAL_DATABASES = [
  db('SEMS-ARCHIVE', 'SEMS Archive (No Further Remedial Action Planned)', 0.5, 'federal', 'npl'),
  db('RCRA NONGEN', 'RCRA Non-Generators / No Longer Regulated', 0.25, 'federal', 'rcra'),
  db('AST', 'Aboveground Storage Tanks', 0.25, 'state', 'ust'),
  db('VCP', 'Voluntary Cleanup Program Sites', 0.5, 'state', 'control'),
  db('BROWNFIELDS', 'Brownfields Sites Listing', 0.5, 'state', 'control'),
  db('ENG CONTROLS', 'Engineering Controls Sites List', 0.5, 'federal', 'control'),
  db('INST CONTROL', 'Institutional Controls Sites List', 0.5, 'federal', 'control'),
  db('SHWS', 'State Hazardous Waste Sites', 1, 'state', 'npl'),
  db('RGA LUST', 'Recovered Government Archive Leaking UST', 0.25, 'proprietary', 'lust'),
  db('CA FID UST', 'Facility Inventory Database UST Listing', 0.25, 'state', 'ust'),
  db('NY Spills', 'New York Spills Information Database', 0.125, 'state', 'spills'),
  db('EDR Hist Auto', 'Historical Auto Stations (proprietary)', 0.125, 'proprietary', 'hist'),
  db('EDR Hist Cleaner', 'Historical Dry Cleaners (proprietary)', 0.125, 'proprietary', 'hist'),
  db('HIST CLEANER', 'Historical Cleaners Directory Listings', 0.125, 'proprietary', 'hist'),
];

const STATUSES: Record<DatabaseKind, string[]> = {
  npl: ['Proposed', 'Final', 'Deleted', 'Active - Remedial Investigation', 'Archived'],
  rcra: ['Active Generator', 'No Longer Regulated', 'Inactive', 'Corrective Action Complete'],
  control: ['Active', 'Certificate of completion', 'Enrolled', 'In place'],
  lust: ['Open - remediation', 'Open - site assessment', 'Case closed', 'Completed - Case Closed', 'Open - verification monitoring'],
  ust: ['Active', 'Removed', 'Closed in place', 'Permanently out of use', 'Temporarily out of use'],
  spills: ['Open', 'Closed', 'No further action'],
  dry: ['Active', 'Inactive', 'Closed'],
  finds: ['Registered', 'Active', 'Inactive'],
  hist: ['Historical listing'],
};

const SUBSTANCES = ['Gasoline', 'Diesel', 'Heating oil', 'Waste oil', 'MTBE', 'Benzene', 'Kerosene', 'PCE (tetrachloroethylene)', 'TCE', 'Used oil'];
const CONTAMINANTS = ['PCBs', 'Arsenic', 'Chromium', 'Lead', 'Vinyl chloride', 'PCE', 'TCE', 'Dioxins'];
const BUSINESS_TYPES = ['Gasoline Service Stations', 'Automotive Repair Shops', 'Laundry and Garment Services', 'Auto and Home Supply Stores'];
const EVENTS = ['Workplan approved', 'Inspection conducted', 'Tank removal observed', 'Site assessment report received', 'Notice of responsibility issued'];

export interface Listing {
  db: string;
  facilityId: string;
  status: string;
  /** Printed `label: value` lines after the facility id and status, in order. */
  details: Array<[string, string]>;
  /** The date a table column shows (release, registration or install date), or null. */
  date: string | null;
  links: string[];
}

const digits = (random: Random, count: number) => Array.from({ length: count }, () => random.int(0, 9)).join('');
const letters = (random: Random, count: number) => Array.from({ length: count }, () => String.fromCharCode(65 + random.int(0, 25))).join('');

export function usDate(random: Random, fromYear: number, toYear: number): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(random.int(1, 12))}/${pad(random.int(1, 28))}/${random.int(fromYear, toYear)}`;
}

function facilityId(random: Random, kind: DatabaseKind, state: string): string {
  switch (kind) {
    case 'npl':
    case 'rcra':
      return `${state}D${random.int(1, 9)}${digits(random, 8)}`;
    case 'lust':
      return `${letters(random, 2)}${digits(random, 6)}`;
    case 'ust':
      return String(random.int(10000, 99999));
    case 'spills':
      return `${random.int(19, 20)}${digits(random, 7)}`;
    case 'dry':
      return `DC${random.int(10000, 99999)}`;
    case 'finds':
      return `110${digits(random, 9)}`;
    case 'hist':
      return `${random.int(1, 9)}${digits(random, 9)}`;
    case 'control':
      return `${state}-${letters(random, 1)}${random.int(1000, 9999)}`;
  }
}

function kindDetails(random: Random, kind: DatabaseKind): { details: Array<[string, string]>; date: string | null } {
  switch (kind) {
    case 'lust': {
      const date = usDate(random, 1985, 2021);
      return {
        date,
        details: [
          ['Release date', date],
          ['Substance', random.pick(SUBSTANCES)],
          ['Media affected', random.pick(['Soil', 'Groundwater', 'Soil and groundwater'])],
        ],
      };
    }
    case 'ust': {
      const year = String(random.int(1955, 2005));
      return {
        date: year,
        details: [
          ['Number of tanks', String(random.int(1, 6))],
          ['Capacity (gal)', String(random.pick([550, 1000, 2000, 4000, 10000]))],
          ['Install date', year],
        ],
      };
    }
    case 'npl':
      return {
        date: usDate(random, 1983, 2015),
        details: [
          ['Federal Facility', 'No'],
          ['Contaminants', random.sample(CONTAMINANTS, 2).join(', ')],
        ],
      };
    case 'rcra': {
      const date = usDate(random, 1985, 2022);
      return {
        date,
        details: [
          ['Date form received by agency', date],
          ['Waste codes', random.sample(['D001', 'D018', 'F002', 'F005', 'U210', 'D039'], 2).join(', ')],
        ],
      };
    }
    case 'spills': {
      const date = usDate(random, 1990, 2022);
      return {
        date,
        details: [
          ['Spill date', date],
          ['Material', random.pick(SUBSTANCES)],
          ['Quantity', `${random.int(5, 400)} gallons`],
        ],
      };
    }
    case 'dry':
      return {
        date: null,
        details: [
          ['Solvent', random.pick(['PCE (tetrachloroethylene)', 'Petroleum solvent'])],
          ['Year began operation', String(random.int(1950, 1995))],
        ],
      };
    case 'finds':
      return { date: null, details: [['Environmental interest', random.pick(['RCRAINFO', 'AIR MINOR', 'NPDES', 'ICIS', 'STATE MASTER'])]] };
    case 'hist': {
      const first = random.int(1935, 1980);
      const years = [first, first + random.int(1, 4), first + random.int(5, 9)].join(', ');
      return {
        date: null,
        details: [
          ['Business type', random.pick(BUSINESS_TYPES)],
          ['Years listed', years],
        ],
      };
    }
    case 'control':
      return { date: usDate(random, 1995, 2022), details: [['Control type', random.pick(['Deed restriction', 'Cap', 'Groundwater use restriction'])]] };
  }
}

function link(random: Random, kind: DatabaseKind, id: string): string {
  switch (kind) {
    case 'lust':
      return `https://deq.example.gov/lust/case-detail?id=${id}`;
    case 'ust':
      return `https://tanks.example.gov/facility/${id}`;
    case 'finds':
    case 'rcra':
      return `https://echo.epa.example.gov/detailed-facility-report?fid=${id}`;
    case 'npl':
      return `https://semspub.epa.example.gov/site/${id}`;
    default:
      return `https://records.example.gov/documents/${digits(random, 6)}/closure_letter.pdf`;
  }
}

/** One site's listing in `definition`: its id, status, details and (sometimes) document links. */
export function makeListing(random: Random, definition: DatabaseDefinition, state: string): Listing {
  const facility = facilityId(random, definition.kind, state);
  const { details, date } = kindDetails(random, definition.kind);
  details.push(['Agency', random.pick(AGENCIES)], ['Contact', random.pick(CONTACTS)]);
  const event = usDate(random, 1986, 2023);
  details.push([`Event ${event}`, random.pick(EVENTS)]);
  const links = random.chance(0.3) ? [link(random, definition.kind, facility)] : [];
  if (links.length > 0 && random.chance(0.25)) links.push(`https://records.example.gov/documents/${digits(random, 6)}/closure_letter.pdf`);
  return { db: definition.name, facilityId: facility, status: random.pick(STATUSES[definition.kind]), details, date, links };
}

/** How a vendor labels a listing's id and status in `Label: value` lines, by database kind. */
export function listingLabels(kind: DatabaseKind): { id: string; status: string } {
  switch (kind) {
    case 'npl':
    case 'rcra':
      return { id: 'EPA ID', status: kind === 'rcra' ? 'Handler status' : 'Status' };
    case 'finds':
      return { id: 'Registry ID', status: 'Status' };
    case 'ust':
      return { id: 'Facility ID', status: 'Tank status' };
    default:
      return { id: 'Facility ID', status: 'Status' };
  }
}
