import type { CityDirectoryTag } from '@groundwork/contracts';

// The uses an environmental professional looks for in a directory listing, as whole-word keywords.
// Each tag fires once, with the first of its keywords found in the name.

export const TAG_RULES: ReadonlyArray<{ tag: string; keywords: readonly string[] }> = [
  { tag: 'dry cleaner', keywords: ['DRY CLEANERS', 'DRY CLEANER', 'DRY CLEANING', 'DRY CLEAN', 'CLEANERS', 'CLEANER', 'DYERS', 'DRYCLEANERS', 'DRYCLEANING'] },
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
      'CAR WASH',
      'MOTORS',
    ],
  },
  { tag: 'plating / metal finishing', keywords: ['PLATING', 'ELECTROPLATING', 'ANODIZING', 'METAL FINISHING', 'POWDER COATING', 'GALVANIZING', 'CHROME'] },
  { tag: 'printing', keywords: ['PRINTING', 'PRINTERS', 'PRINTER', 'LITHOGRAPHING', 'LITHOGRAPHY', 'PRESS'] },
  { tag: 'photo processing', keywords: ['PHOTO LAB', 'PHOTO FINISHING', 'PHOTOFINISHING', 'FILM PROCESSING', 'PHOTO PROCESSING', 'ONE HOUR PHOTO'] },
  { tag: 'chemical', keywords: ['CHEMICAL', 'CHEMICALS', 'SOLVENTS', 'PESTICIDE', 'PESTICIDES', 'PAINT', 'VARNISH', 'EXTERMINATING', 'PEST CONTROL'] },
  { tag: 'manufacturing', keywords: ['MFG', 'MANUFACTURING', 'MANUFACTURERS', 'FACTORY', 'FOUNDRY'] },
  { tag: 'machine shop', keywords: ['MACHINE SHOP', 'MACHINE WORKS', 'MACHINING', 'SHEET METAL', 'WELDING', 'TOOL & DIE', 'TOOL AND DIE'] },
  { tag: 'trucking', keywords: ['TRUCKING', 'TRUCK TERMINAL', 'TRUCK LINES', 'FREIGHT', 'TRANSFER & STORAGE', 'HAULING'] },
  { tag: 'laundry', keywords: ['LAUNDRY', 'LAUNDROMAT', 'LAUNDERERS', 'LAUNDERETTE', 'WASHATERIA', 'LINEN SUPPLY'] },
  { tag: 'electronics repair', keywords: ['RADIO & TV REPAIR', 'TV REPAIR', 'RADIO REPAIR', 'ELECTRONICS REPAIR', 'ELECTRONICS', 'TELEVISION'] },
  { tag: 'storage', keywords: ['SELF STORAGE', 'MINI STORAGE', 'STORAGE', 'TANK', 'TANKS', 'WAREHOUSE'] },
  { tag: 'salvage / junk yard', keywords: ['AUTO WRECKERS', 'AUTO WRECKING', 'WRECKING', 'SALVAGE', 'JUNK', 'SCRAP METAL', 'SCRAP', 'RECYCLING'] },
  {
    tag: 'equipment repair',
    keywords: ['HYDRAULIC', 'HYDRAULICS', 'EQUIPMENT REPAIR', 'ELECTRIC MOTOR', 'ELECTRIC MOTORS', 'ENGINE REBUILDING', 'PUMP & COMPRESSOR'],
  },
  { tag: 'transformers / electrical', keywords: ['TRANSFORMER', 'TRANSFORMERS', 'SUBSTATION', 'ELECTRIC UTILITY'] },
  { tag: 'wood treating', keywords: ['WOOD PRESERVING', 'WOOD TREATING', 'CREOSOTE', 'PRESSURE TREATED'] },
  { tag: 'furniture refinishing', keywords: ['FURNITURE REFINISHING', 'FURNITURE STRIPPING', 'REFINISHING', 'STRIPPING'] },
  { tag: 'laboratory', keywords: ['LABORATORY', 'LABORATORIES', 'DENTAL LAB', 'X-RAY', 'TESTING LAB'] },
  { tag: 'battery', keywords: ['BATTERY', 'BATTERIES'] },
  { tag: 'asphalt / roofing', keywords: ['ASPHALT', 'ROOFING', 'TAR'] },
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');

const COMPILED = TAG_RULES.map(({ tag, keywords }) => ({
  tag,
  keywords: [...new Set(keywords)].map((keyword) => ({ keyword, pattern: new RegExp(`(?<![A-Z0-9])${escapeRegExp(keyword)}(?![A-Z0-9])`) })),
}));

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
