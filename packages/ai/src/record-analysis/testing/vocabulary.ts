// The names an agency document draws on: jurisdictions with their agencies and towns, sites, people.

export interface Issuer {
  /** The agency as the body names it (the truth's first agency name). */
  name: string;
  /** The letterhead line above it. */
  parent: string;
  office: string;
  /** The domain of its staff's e-mail addresses. */
  domain: string;
}

export interface Town {
  city: string;
  county: string;
  zip: string;
}

export interface Jurisdiction {
  state: string;
  issuers: readonly Issuer[];
  /** Agencies copied on a `cc:` line. */
  copied: readonly string[];
  towns: readonly Town[];
}

export const JURISDICTIONS: readonly Jurisdiction[] = [
  {
    state: 'WA',
    issuers: [
      { name: 'Toxics Cleanup Program', parent: 'Washington State Department of Ecology', office: 'Northwest Regional Office', domain: 'ecy.wa.example.gov' },
      { name: 'Washington State Department of Ecology', parent: 'State of Washington', office: 'Central Regional Office', domain: 'ecy.wa.example.gov' },
    ],
    copied: ['Snohomish Health District', 'Public Health - Seattle and King County'],
    towns: [
      { city: 'Everett', county: 'Snohomish', zip: '98201' },
      { city: 'Kent', county: 'King', zip: '98032' },
    ],
  },
  {
    state: 'OR',
    issuers: [
      { name: 'Oregon Department of Environmental Quality', parent: 'State of Oregon', office: 'Eastern Region - Bend Office', domain: 'deq.or.example.gov' },
    ],
    copied: ['Deschutes County Environmental Health', 'Jackson County Environmental Public Health'],
    towns: [
      { city: 'Bend', county: 'Deschutes', zip: '97701' },
      { city: 'Medford', county: 'Jackson', zip: '97501' },
    ],
  },
  {
    state: 'CA',
    issuers: [
      {
        name: 'Alameda County Department of Environmental Health',
        parent: 'Alameda County Health Care Services Agency',
        office: 'Local Oversight Program',
        domain: 'acgov.example.org',
      },
      {
        name: 'Los Angeles Regional Water Quality Control Board',
        parent: 'California Environmental Protection Agency',
        office: 'Underground Storage Tank Section',
        domain: 'waterboards.ca.example.gov',
      },
      {
        name: 'Department of Toxic Substances Control',
        parent: 'California Environmental Protection Agency',
        office: 'Site Mitigation and Restoration Program',
        domain: 'dtsc.ca.example.gov',
      },
    ],
    copied: ['State Water Resources Control Board', 'San Francisco Bay Regional Water Quality Control Board'],
    towns: [
      { city: 'Hayward', county: 'Alameda', zip: '94544' },
      { city: 'Torrance', county: 'Los Angeles', zip: '90501' },
    ],
  },
  {
    state: 'NY',
    issuers: [
      {
        name: 'New York State Department of Environmental Conservation',
        parent: 'New York State',
        office: 'Division of Environmental Remediation, Region 3',
        domain: 'dec.ny.example.gov',
      },
    ],
    copied: ['Westchester County Department of Health', 'New York State Department of Health'],
    towns: [
      { city: 'White Plains', county: 'Westchester', zip: '10601' },
      { city: 'Yonkers', county: 'Westchester', zip: '10701' },
    ],
  },
  {
    state: 'VA',
    issuers: [
      {
        name: 'Virginia Department of Environmental Quality',
        parent: 'Commonwealth of Virginia',
        office: 'Storage Tank Program, Piedmont Regional Office',
        domain: 'deq.va.example.gov',
      },
    ],
    copied: ['Chesterfield County Environmental Engineering', 'Henrico County Division of Fire'],
    towns: [{ city: 'Richmond', county: 'Chesterfield', zip: '23224' }],
  },
  {
    state: 'TX',
    issuers: [
      {
        name: 'Texas Commission on Environmental Quality',
        parent: 'State of Texas',
        office: 'Remediation Division, Petroleum Storage Tank Section',
        domain: 'tceq.tx.example.gov',
      },
    ],
    copied: ['Harris County Pollution Control Services', 'City of Pasadena Fire Marshal'],
    towns: [{ city: 'Pasadena', county: 'Harris', zip: '77506' }],
  },
];

export const SITE_NAMES: readonly string[] = [
  'Harbor Fuel Stop',
  'Kingsley Auto Service',
  'Ridgeview Dry Cleaners',
  'Northgate Shell',
  'Valley Transit Yard',
  'Cascade Printing Company',
  'Old Mill Marina',
  'Summit Equipment Rental',
  'Lincoln Avenue Texaco',
  'Granite Precision Machining',
  'Willow Creek Mini Mart',
  'Foundry Street Warehouse',
];

export const STREETS: readonly string[] = [
  'Harbor Blvd',
  'Kingsley Rd',
  'Main St',
  'Industrial Pkwy',
  'Willow Ave',
  'Foundry St',
  'Lincoln Ave',
  'Pacific Hwy',
  'Granite Way',
  'Mill Rd',
];

export interface Substance {
  name: string;
  /** Where the release came from, as a background sentence says it. */
  source: string;
}

export const SUBSTANCES: readonly Substance[] = [
  { name: 'gasoline', source: 'a 10,000-gallon unleaded gasoline tank' },
  { name: 'diesel fuel', source: 'a diesel dispenser island' },
  { name: 'waste oil', source: 'a 550-gallon waste oil tank' },
  { name: 'tetrachloroethylene (PCE)', source: 'a dry cleaning machine sump' },
  { name: 'heating oil', source: 'a 1,000-gallon heating oil tank' },
  { name: 'trichloroethylene (TCE)', source: 'a parts degreasing area' },
];

export const DISCOVERIES: readonly string[] = [
  'a failed tank tightness test',
  'the removal of the tanks',
  'the discovery of impacted soil during utility trenching',
  'a property transfer assessment',
];

export const PEOPLE: readonly string[] = [
  'Laura M. Chen',
  'Robert J. Alvarez',
  'Denise K. Porter',
  'Samuel T. Whitfield',
  'Angela R. Moreno',
  'Victor H. Lindgren',
  'Karen E. Okafor',
  'Thomas W. Reilly',
  'Mei-Ling Hsu',
  'Gerald P. Novak',
];

export const STAFF_TITLES: readonly string[] = [
  'Case Manager',
  'Hazardous Materials Specialist',
  'Engineering Geologist',
  'Cleanup Project Manager',
  'Senior Environmental Scientist',
];

export const RECIPIENT_ORGANISATIONS: readonly string[] = [
  'Westbrook Development Company',
  'Pacific Crest Holdings LLC',
  'Greystone Realty Trust',
  'Martinez Family Partnership',
  'Consolidated Petroleum Marketers, Inc.',
];
