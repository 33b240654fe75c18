// Invented names and places for the generated reports (none is a real firm, person or case).

export interface Consultant {
  name: string;
  /** How the report refers to itself after the first mention. */
  short: string;
}

export const CONSULTANTS: readonly Consultant[] = [
  { name: 'Blackrock Geosciences, LLC', short: 'Blackrock' },
  { name: 'Meridian EnviroServices, Inc.', short: 'Meridian' },
  { name: 'Halcyon Environmental Group', short: 'Halcyon' },
  { name: 'Tri-County Site Assessment Associates', short: 'TCSA' },
  { name: 'Northfork Environmental Consultants, P.C.', short: 'Northfork' },
  { name: 'Granite State Earth Sciences, Inc.', short: 'GSES' },
  { name: 'Pelican Bay Environmental, LLC', short: 'Pelican Bay' },
  { name: 'Ashford & Kline Engineering', short: 'Ashford & Kline' },
];

export const USERS: readonly string[] = [
  'Riverbend Capital Partners, LP',
  'First Prairie Bank',
  'Harborview Development Company',
  'Oakmont Industrial REIT',
  'Copperline Holdings, LLC',
  'Bluewater Federal Credit Union',
  'Cedar Point Ventures, Inc.',
  'Stonebridge Commercial Mortgage',
];

export const PEOPLE: readonly string[] = [
  'Maria Delgado',
  'Thomas Brennan',
  'Aisha Okafor',
  'Kevin Lindqvist',
  'Priya Raman',
  'Daniel Whitcomb',
  'Hannah Kowalski',
  'Marcus Bell',
  'Yuki Tanaka',
  'Robert Castillo',
  'Emily Sandoval',
  'Gregory Holt',
  'Fatima Haddad',
  'Samuel Ortiz',
];

export const EP_TITLES: readonly string[] = [
  'Senior Environmental Professional',
  'Project Geologist',
  'Principal Scientist',
  'Environmental Scientist II',
  'Senior Project Manager',
];
export const REVIEWER_TITLES: readonly string[] = ['Principal', 'Senior Reviewer', 'Technical Director', 'Vice President'];

export interface Place {
  city: string;
  county: string;
  state: string;
  stateName: string;
  zip: string;
  agency: string;
  agencyShort: string;
}

export const PLACES: readonly Place[] = [
  {
    city: 'Millbrook',
    county: 'Lane',
    state: 'OR',
    stateName: 'Oregon',
    zip: '97402',
    agency: 'Oregon Department of Environmental Quality',
    agencyShort: 'ODEQ',
  },
  {
    city: 'Fairhaven',
    county: 'Bristol',
    state: 'MA',
    stateName: 'Massachusetts',
    zip: '02719',
    agency: 'Massachusetts Department of Environmental Protection',
    agencyShort: 'MassDEP',
  },
  {
    city: 'Cedar Falls',
    county: 'Black Hawk',
    state: 'IA',
    stateName: 'Iowa',
    zip: '50613',
    agency: 'Iowa Department of Natural Resources',
    agencyShort: 'IDNR',
  },
  {
    city: 'San Marcos',
    county: 'Hays',
    state: 'TX',
    stateName: 'Texas',
    zip: '78666',
    agency: 'Texas Commission on Environmental Quality',
    agencyShort: 'TCEQ',
  },
  {
    city: 'Lakewood',
    county: 'Jefferson',
    state: 'CO',
    stateName: 'Colorado',
    zip: '80226',
    agency: 'Colorado Department of Public Health and Environment',
    agencyShort: 'CDPHE',
  },
  {
    city: 'Greenville',
    county: 'Pitt',
    state: 'NC',
    stateName: 'North Carolina',
    zip: '27834',
    agency: 'North Carolina Department of Environmental Quality',
    agencyShort: 'NCDEQ',
  },
  {
    city: 'Kent',
    county: 'King',
    state: 'WA',
    stateName: 'Washington',
    zip: '98032',
    agency: 'Washington State Department of Ecology',
    agencyShort: 'Ecology',
  },
  {
    city: 'Dayton',
    county: 'Montgomery',
    state: 'OH',
    stateName: 'Ohio',
    zip: '45402',
    agency: 'Ohio Environmental Protection Agency',
    agencyShort: 'Ohio EPA',
  },
  {
    city: 'Tempe',
    county: 'Maricopa',
    state: 'AZ',
    stateName: 'Arizona',
    zip: '85281',
    agency: 'Arizona Department of Environmental Quality',
    agencyShort: 'ADEQ',
  },
  {
    city: 'Ocala',
    county: 'Marion',
    state: 'FL',
    stateName: 'Florida',
    zip: '34471',
    agency: 'Florida Department of Environmental Protection',
    agencyShort: 'FDEP',
  },
];

/** Street names with the suffix forms a report may print (abbreviated or spelled out). */
export const STREETS: readonly string[] = [
  'Industrial',
  'Commerce',
  'Railroad',
  'Harbor',
  'Foundry',
  'Willow',
  'Kingsley',
  'Granite',
  'Lincoln',
  'Riverside',
  'Old Mill',
  'Juniper',
];
export const STREET_TYPES: ReadonlyArray<{ short: string; long: string }> = [
  { short: 'St', long: 'Street' },
  { short: 'Ave', long: 'Avenue' },
  { short: 'Blvd', long: 'Boulevard' },
  { short: 'Rd', long: 'Road' },
  { short: 'Dr', long: 'Drive' },
  { short: 'Pkwy', long: 'Parkway' },
  { short: 'Way', long: 'Way' },
  { short: 'Hwy', long: 'Highway' },
];
export const STREET_PREFIXES: readonly string[] = ['', '', '', 'North ', 'S. ', 'East ', 'W '];

export const ADJOINING_LUST_NAMES: readonly string[] = [
  'QuickStop Fuel #27',
  'Ridgeline Auto Center',
  'Valley Gas & Go',
  'Sunoco Express #4411',
  'Hillcrest Tire & Lube',
  'Pioneer Truck Stop',
];
export const SEMS_NAMES: readonly string[] = [
  'Former Acme Die Casting Works',
  'Eastside Solvent Recyclers',
  'Delta Wood Treating Site',
  'Old Municipal Landfill No. 2',
  'Consolidated Plating Company',
  'Northgate Battery Works',
];
export const CLOSED_LUST_NAMES: readonly string[] = [
  'Corner Pantry #9',
  "Sam's Service Center",
  'Municipal Bus Garage',
  'Lakeside Marina Fuel Dock',
  'County Road Maintenance Yard',
  'Circle K #2207',
];
export const LISTING_NAMES: readonly string[] = [
  'Bright Smile Dental',
  'Evergreen Laundromat',
  'Precision Auto Glass',
  'Tri-State Freight Terminal',
  'Main Street Pharmacy',
  'Cornerstone Printing Co',
  'Golden Wok Restaurant',
  'Summit Car Wash',
  'Prairie Veterinary Hospital',
  'Redline Collision Center',
  'Metro Self Storage',
  'Northside Cleaners Drop-Off',
];
export const ADJOINING_USES: readonly string[] = [
  'Single-family residence',
  'Retail strip center',
  'Office building',
  'Warehouse',
  'Vacant lot',
  'Restaurant',
  'Church',
  'Apartment complex',
  'Medical clinic',
];
export const CURRENT_USES: readonly string[] = [
  'a multi-tenant retail building',
  'a light industrial warehouse',
  'a two-story office building',
  'a vacant commercial building',
  'a self-storage facility',
  'a restaurant and associated parking',
];
export const BENIGN_EARLIEST_USES: readonly string[] = [
  'agricultural land (row crops)',
  'a single-family residence',
  'a church and parsonage',
  'a furniture store',
  'pasture land',
];
export const DIRECTIONS: readonly string[] = ['north', 'northeast', 'east', 'southeast', 'south', 'southwest', 'west', 'northwest'];
export const SIDES = ['north', 'south', 'east', 'west'] as const;
export type Side = (typeof SIDES)[number];
export const MONTHS: readonly string[] = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
export const CONSTRUCTION: readonly string[] = ['steel-frame', 'concrete masonry unit', 'wood-frame', 'tilt-up concrete', 'brick masonry'];
