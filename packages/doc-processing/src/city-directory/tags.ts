import type { CityDirectoryTag } from '@groundwork/contracts';

// The uses an environmental professional looks for in a directory listing, as whole-word keywords.
// Each tag fires once, with the first of its keywords found in the name.
//
// `concern` says what the report makes of a tagged use. 'high': a use that commonly handled
// hazardous substances or petroleum (solvents, fuel, metals, chemicals); on the subject the report
// proposes a REC. 'low': a use worth seeing in the history but that seldom did (a coin laundry
// washes with water, a car wash with detergent, a warehouse stores goods); the report says it is
// not proposed as a REC, citing the listing, and the EP decides.

export type TagConcern = 'high' | 'low';

export const TAG_RULES: ReadonlyArray<{ tag: string; keywords: readonly string[]; concern: TagConcern }> = [
  {
    tag: 'dry cleaner',
    keywords: ['DRY CLEANERS', 'DRY CLEANER', 'DRY CLEANING', 'DRY CLEAN', 'CLEANERS', 'CLEANER', 'DYERS', 'DRYCLEANERS', 'DRYCLEANING'],
    concern: 'high',
  },
  {
    tag: 'gas station',
    keywords: [
      'GAS STATION',
      'SERVICE STATION',
      'FILLING STATION',
      'SERVICE STA',
      'SVC STA',
      'GASOLINE',
      'GAS',
      'FUEL',
      'PETROLEUM',
      'OIL CO',
      'STANDARD OIL',
      'TEXACO',
      'SHELL',
      'CHEVRON',
      'MOBIL',
      'EXXON',
      'ESSO',
      'ARCO',
      'UNION 76',
      'GULF',
      'SUNOCO',
      'CITGO',
      'PHILLIPS 66',
      'CONOCO',
      'SINCLAIR',
      'AMOCO',
      'TEXACO',
      'VALERO',
      'FLYING A',
      'RICHFIELD',
      'HUMBLE OIL',
    ],
    concern: 'high',
  },
  {
    tag: 'auto repair',
    keywords: [
      'AUTO REPAIR',
      'AUTOMOTIVE',
      'AUTO SERVICE',
      'AUTO BODY',
      'BODY SHOP',
      'BODY & FENDER',
      'BODY AND FENDER',
      'GARAGE',
      'MUFFLER',
      'TRANSMISSION',
      'TRANSMISSIONS',
      'BRAKE',
      'BRAKES',
      'RADIATOR',
      'TIRE',
      'TIRES',
      'LUBE',
      'OIL CHANGE',
      'MOTORS',
    ],
    concern: 'high',
  },
  { tag: 'car wash', keywords: ['CAR WASH', 'AUTO WASH', 'CARWASH'], concern: 'low' },
  {
    tag: 'plating / metal finishing',
    keywords: ['PLATING', 'ELECTROPLATING', 'ANODIZING', 'METAL FINISHING', 'POWDER COATING', 'GALVANIZING', 'CHROME'],
    concern: 'high',
  },
  { tag: 'printing', keywords: ['PRINTING', 'PRINTERS', 'PRINTER', 'LITHOGRAPHING', 'LITHOGRAPHY', 'PRESS'], concern: 'high' },
  {
    tag: 'photo processing',
    keywords: ['PHOTO LAB', 'PHOTO FINISHING', 'PHOTOFINISHING', 'FILM PROCESSING', 'PHOTO PROCESSING', 'ONE HOUR PHOTO'],
    concern: 'high',
  },
  {
    tag: 'chemical',
    keywords: ['CHEMICAL', 'CHEMICALS', 'SOLVENTS', 'PESTICIDE', 'PESTICIDES', 'PAINT', 'VARNISH', 'EXTERMINATING', 'PEST CONTROL'],
    concern: 'high',
  },
  { tag: 'manufacturing', keywords: ['MFG', 'MANUFACTURING', 'MANUFACTURERS', 'FACTORY', 'FOUNDRY'], concern: 'high' },
  { tag: 'machine shop', keywords: ['MACHINE SHOP', 'MACHINE WORKS', 'MACHINING', 'SHEET METAL', 'WELDING', 'TOOL & DIE', 'TOOL AND DIE'], concern: 'high' },
  { tag: 'trucking', keywords: ['TRUCKING', 'TRUCK TERMINAL', 'TRUCK LINES', 'FREIGHT', 'TRANSFER & STORAGE', 'HAULING'], concern: 'high' },
  { tag: 'laundry', keywords: ['LAUNDRY', 'LAUNDROMAT', 'LAUNDERERS', 'LAUNDERETTE', 'WASHATERIA', 'LINEN SUPPLY'], concern: 'low' },
  {
    tag: 'electronics repair',
    keywords: ['RADIO & TV REPAIR', 'TV REPAIR', 'RADIO REPAIR', 'ELECTRONICS REPAIR', 'ELECTRONICS', 'TELEVISION'],
    concern: 'low',
  },
  { tag: 'storage', keywords: ['SELF STORAGE', 'MINI STORAGE', 'STORAGE', 'WAREHOUSE'], concern: 'low' },
  { tag: 'tanks', keywords: ['TANK', 'TANKS', 'TANK FARM', 'BULK PLANT'], concern: 'high' },
  {
    tag: 'salvage / junk yard',
    keywords: ['AUTO WRECKERS', 'AUTO WRECKING', 'WRECKING', 'SALVAGE', 'JUNK', 'SCRAP METAL', 'SCRAP', 'RECYCLING'],
    concern: 'high',
  },
  {
    tag: 'equipment repair',
    keywords: ['HYDRAULIC', 'HYDRAULICS', 'EQUIPMENT REPAIR', 'ELECTRIC MOTOR', 'ELECTRIC MOTORS', 'ENGINE REBUILDING', 'PUMP & COMPRESSOR'],
    concern: 'high',
  },
  { tag: 'transformers / electrical', keywords: ['TRANSFORMER', 'TRANSFORMERS', 'SUBSTATION', 'ELECTRIC UTILITY'], concern: 'high' },
  { tag: 'wood treating', keywords: ['WOOD PRESERVING', 'WOOD TREATING', 'CREOSOTE', 'PRESSURE TREATED'], concern: 'high' },
  { tag: 'furniture refinishing', keywords: ['FURNITURE REFINISHING', 'FURNITURE STRIPPING', 'REFINISHING', 'STRIPPING'], concern: 'high' },
  { tag: 'laboratory', keywords: ['LABORATORY', 'LABORATORIES', 'DENTAL LAB', 'X-RAY', 'TESTING LAB'], concern: 'high' },
  { tag: 'battery', keywords: ['BATTERY', 'BATTERIES'], concern: 'high' },
  { tag: 'asphalt / roofing', keywords: ['ASPHALT', 'ROOFING', 'TAR'], concern: 'high' },
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');

const COMPILED = TAG_RULES.map(({ tag, keywords }) => ({
  tag,
  keywords: [...new Set(keywords)].map((keyword) => ({ keyword, pattern: new RegExp(`(?<![A-Z0-9])${escapeRegExp(keyword)}(?![A-Z0-9])`) })),
}));

const CONCERN = new Map(TAG_RULES.map(({ tag, concern }) => [tag, concern]));

/** What the report makes of a tag (see TAG_RULES); a tag this vocabulary no longer has counts as 'high', so nothing is played down. */
export const tagConcern = (tag: string): TagConcern => CONCERN.get(tag) ?? 'high';

/** The tags a listing's name earns, each with the keyword that fired. */
export function tagListing(name: string): CityDirectoryTag[] {
  const upper = name.toUpperCase();
  const tags: CityDirectoryTag[] = [];
  for (const { tag, keywords } of COMPILED) {
    const hit = keywords.find(({ pattern }) => pattern.test(upper));
    if (hit) tags.push({ tag, keyword: hit.keyword });
  }
  return tags;
}
