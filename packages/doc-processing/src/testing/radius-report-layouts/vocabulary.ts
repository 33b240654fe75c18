// Words the generated radius reports are made of: vendors, places, facilities, databases.

export const VENDORS = [
  'TerraSearch Data Corporation',
  'Beacon Environmental Data Services',
  'Northfield Regulatory Records',
  'Atlas GeoRisk Information',
  'Summit Site Data LLC',
  'Clearwater Environmental Records',
];

export const PLACES = [
  { city: 'NORTHGATE', state: 'IL', zip: '60640' },
  { city: 'PINE BLUFF CROSSING', state: 'GA', zip: '30318' },
  { city: 'MILLBROOK', state: 'CA', zip: '95826' },
  { city: 'OAK HARBOR', state: 'OH', zip: '43215' },
  { city: 'CEDAR FALLS', state: 'OR', zip: '97203' },
  { city: 'RIVERTON', state: 'NJ', zip: '07102' },
  { city: 'GRANITE CITY', state: 'TX', zip: '75201' },
  { city: 'LAKEWOOD', state: 'NY', zip: '14750' },
];

export const STREETS = [
  'MILL RD',
  'FRONT ST',
  'MAIN ST',
  'HARBOR BLVD',
  'INDUSTRIAL WAY',
  'CANAL ST',
  'KENT AVE',
  'GRAND AVE',
  'SUNSET BLVD',
  'CENTRAL AVE',
  'FOUNDRY RD',
  'DEPOT ST',
  'CHURCH ST',
  'WALNUT ST',
  'RAILROAD AVE',
  'JEFFERSON ST',
  'MAPLE AVE',
  'PARK AVE',
  'MARKET ST',
  'OAK AVE',
  'BROADWAY',
  'WASHINGTON BLVD',
  'COMMERCE DR',
  '5TH ST',
  'LINCOLN AVE',
  'VETERANS MEMORIAL HWY',
];

export const SUBJECT_NAMES = ['FORMER SERVICE STATION', 'WAREHOUSE PROPERTY', 'VACANT LOT', 'COMMERCIAL PROPERTY', 'RETAIL CENTER', 'FORMER DRY CLEANER'];

export const FACILITY_NAMES = [
  'BOEING SURPLUS WAREHOUSE',
  'FEDEX FREIGHT TERMINAL',
  'VICTORY MOTORS',
  'WESTERN PAINT & VARNISH CO',
  'CENTRAL FEED & SEED',
  'EXPRESS FUEL & FOOD',
  'PINNACLE PRINTING & GRAPHICS INC',
  'BRIGHTSIDE CHILD CARE CENTER',
  'NORTHWEST PIPELINE VALVE SITE',
  'UNITED RENTALS',
  'ECONOMY TIRE SHOP LLC',
  'ALLSTATE INSURANCE AGENCY LLC',
  'PARAMOUNT BODY & FENDER',
  'HIGHWAY MOTOR COURT INC',
  'U-STOR-IT',
  'BELL SHEET METAL CO',
  'A1 TRANSMISSION INC',
  'STATEWIDE STAFFING SERVICES',
  'TRIANGLE TRUCK TERMINAL',
  'PIONEER GARAGE',
  'COUNTY FLEET MAINTENANCE',
  'RAINBOW LAUNDROMAT',
  'GOLDEN RULE GROCERY INC',
  '7-ELEVEN STORE 2231',
  'NORTHSIDE BARBER SHOP INC',
  'SHELL SERVICE STATION',
  'ADVANCED CIRCUIT BOARDS INC',
  'CITY SERVICE STATION',
  'GOLDEN DRAGON RESTAURANT',
  'SUNNYSIDE DAIRY',
  'STAR DRY CLEANING CO',
  'ELITE CLEANERS & DYERS',
  'IDEAL LAUNDRY & DRY CLEANERS',
  'MIDWAY AUTO SALVAGE',
  'ACME PLATING WORKS',
  'QUICK LUBE EXPRESS',
  'HARBOR PHOTO LAB',
  'SUBURBAN PROPANE',
  'COASTAL FREIGHT LOGISTICS',
  'SUNRISE DENTAL GROUP',
  'LASER QUEST OFFICE SUPPLY',
  'ARCO FACILITY 05123',
  'VALLEY CHIROPRACTIC',
  'METRO TRANSIT BUS YARD',
  'RIVERSIDE MACHINE & TOOL',
  'DELTA CHEMICAL DISTRIBUTORS',
  'OLD TOWN HARDWARE',
  'KWIK STOP #14',
  'MOBIL STATION 18-KQ2',
  'J & R AUTO REPAIR',
];

/** What a name may carry after it: a store number, a former use. */
export const NAME_SUFFIXES = ['', '', '', '', ' #2', ' #3', ' (FORMER)', ' SITE', ' NO 2'];

/** Orphan addresses that defeat a geocoder, with the reason a report gives. */
export const HARD_ADDRESSES = [
  { address: 'RR 9 BOX 32', reason: 'Rural route' },
  { address: 'RR 1 BOX 49', reason: 'Rural route' },
  { address: 'HWY 49 MP 7', reason: 'Highway mile post' },
  { address: 'FRONT ST & PARK AVE', reason: 'Intersection' },
  { address: 'LINCOLN AVE (NEAR SUNSET BLVD)', reason: 'Approximate location' },
  { address: 'COUNTY RD 12', reason: 'No street number' },
];

export const CONTACTS = ['J. MARQUEZ', 'R. HOLLIS', 'K. CHEN', 'D. BRANDT', 'M. OKAFOR', 'R. LINDQVIST', 'S. PATEL'];
export const AGENCIES = [
  'Environmental Protection Agency',
  'Office of the State Fire Marshal',
  'Department of Environmental Quality',
  'Land Protection Branch',
];

/** Words in names and addresses that stay upper-case when a report prints Title Case. */
export const ACRONYMS = new Set(['LLC', 'RR', 'MP', 'II', 'A1', 'US', 'PO']);

export const DIRECTIONS = ['N', 'NNE', 'NE', 'ENE', 'E', 'ESE', 'SE', 'SSE', 'S', 'SSW', 'SW', 'WSW', 'W', 'WNW', 'NW', 'NNW'] as const;
export type Direction = (typeof DIRECTIONS)[number];

export const DIRECTION_WORDS: Record<Direction, string> = {
  N: 'North',
  NNE: 'North-Northeast',
  NE: 'Northeast',
  ENE: 'East-Northeast',
  E: 'East',
  ESE: 'East-Southeast',
  SE: 'Southeast',
  SSE: 'South-Southeast',
  S: 'South',
  SSW: 'South-Southwest',
  SW: 'Southwest',
  WSW: 'West-Southwest',
  W: 'West',
  WNW: 'West-Northwest',
  NW: 'Northwest',
  NNW: 'North-Northwest',
};
