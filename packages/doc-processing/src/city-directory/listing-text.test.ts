import { describe, expect, it } from 'vitest';
import { cleanOcrText, splitPhone, vacancyMarker } from './listing-text';
import { TAG_RULES, tagConcern, tagListing } from './tags';

describe('splitPhone', () => {
  it.each([
    ['SMITH JOHN R (503) 555-0142', 'SMITH JOHN R', '5035550142', '(503) 555-0142'],
    ['ACME CO 503.555.0142', 'ACME CO', '5035550142', '503.555.0142'],
    ['ACME CO 503-555-0142', 'ACME CO', '5035550142', '503-555-0142'],
    ['JONES MARY 555-0142', 'JONES MARY', '5550142', '555-0142'],
    ['Jones Mary (503)555-0142', 'Jones Mary', '5035550142', '(503)555-0142'],
    ['Royal Cafe Tel. 614 557 3784', 'Royal Cafe', '6145573784', '614 557 3784'],
    ['Western Paint & Varn Co Tel. 557 2593', 'Western Paint & Varn Co', '5572593', '557 2593'],
    ['Chen Richard Tel. 5551875', 'Chen Richard', '5551875', '5551875'],
    ['ACME CO 614 557 3784', 'ACME CO', '6145573784', '614 557 3784'],
    ['White Maria E (557.5522)', 'White Maria E', '5575522', '557.5522'],
    ['SMITH JOHN, 555-0142', 'SMITH JOHN', '5550142', '555-0142'],
    ['Miller Mary R Tel. 556 6493.', 'Miller Mary R', '5566493', '556 6493'],
    ['ACME CO. 555-0142', 'ACME CO.', '5550142', '555-0142'],
    ['LEWIS HAZEL K 5555084', 'LEWIS HAZEL K', '5555084', '5555084'],
    ['CHEN WM 916555 0805', 'CHEN WM', '9165550805', '916555 0805'],
    ['THOMPSON LLOYD C 916. 557.1094', 'THOMPSON LLOYD C', '9165571094', '916. 557.1094'],
    ['Thompson Lloyd C 916.557 1094', 'Thompson Lloyd C', '9165571094', '916.557 1094'],
    ['ALLEN FRANK 556,6664', 'ALLEN FRANK', '5566664', '556,6664'],
  ])('%s', (text, name, phone, raw) => {
    expect(splitPhone(text)).toEqual({ name, phone, phoneRaw: raw });
  });

  it('leaves names without a phone (and house-number-like digits) alone', () => {
    expect(splitPhone('RAINBOW LAUNDROMAT')).toEqual({ name: 'RAINBOW LAUNDROMAT', phone: null, phoneRaw: null });
    expect(splitPhone('PHILLIPS 66 SERVICE')).toEqual({ name: 'PHILLIPS 66 SERVICE', phone: null, phoneRaw: null });
  });
});

describe('vacancyMarker', () => {
  it('recognises the markers, longest first, in any case', () => {
    expect(vacancyMarker('VACANT')).toBe('VACANT');
    expect(vacancyMarker('Vacant Building')).toBe('VACANT BUILDING');
    expect(vacancyMarker('NO CURRENT LISTING')).toBe('NO CURRENT LISTING');
    expect(vacancyMarker('No Return.')).toBe('NO RETURN');
    expect(vacancyMarker('UNOCCUPIED')).toBe('UNOCCUPIED');
    expect(vacancyMarker('ADDRESS NOT LISTED IN RESEARCH SOURCE')).toBe('ADDRESS NOT LISTED IN RESEARCH SOURCE');
  });

  it('does not take an occupant with a marker word for a vacancy', () => {
    expect(vacancyMarker('VACANT LOT SALES CO')).toBeNull();
    expect(vacancyMarker('NO RETURN POLICY OUTLET')).toBeNull();
    expect(vacancyMarker('SMITH JOHN')).toBeNull();
  });
});

describe('cleanOcrText', () => {
  it('drops specks at the ends and glued quotes', () => {
    expect(cleanOcrText(': CITYWIDE STORAGE :')).toBe('CITYWIDE STORAGE');
    expect(cleanOcrText('_ CAPITOL PRINTING CO')).toBe('CAPITOL PRINTING CO');
    expect(cleanOcrText('"HALL ALICE')).toBe('HALL ALICE');
    expect(cleanOcrText('UNOCCUPIED p')).toBe('UNOCCUPIED');
    expect(cleanOcrText('ECHO RADIO & TV REPAIR')).toBe('ECHO RADIO & TV REPAIR');
    expect(cleanOcrText('3424. COMMERCE DR STE 101')).toBe('3424 COMMERCE DR STE 101');
    expect(cleanOcrText('KOWALSKI MARY S$')).toBe('KOWALSKI MARY S');
    expect(cleanOcrText('MARTIN OTTO-G')).toBe('MARTIN OTTO G');
    expect(cleanOcrText('7045 STH ST')).toBe('7045 5TH ST');
    expect(cleanOcrText('1200 IST AVE')).toBe('1200 1ST AVE');
    expect(cleanOcrText('7045 STH ST NGUYEN HAZEL')).toBe('7045 5TH ST NGUYEN HAZEL');
    expect(cleanOcrText('SMITH ST LOUIS')).toBe('SMITH ST LOUIS');
    expect(cleanOcrText('Martin Otto-G 555-9160')).toBe('Martin Otto G 555-9160');
    expect(cleanOcrText('SMITH-JONES MARY')).toBe('SMITH-JONES MARY');
    expect(cleanOcrText('ACME CO. 556.7187')).toBe('ACME CO. 556.7187');
  });

  it('fixes l/I/1 confusions in upper-case words only', () => {
    expect(cleanOcrText('Al TRANSMISSION')).toBe('A1 TRANSMISSION');
    expect(cleanOcrText('MlLLER OTTO Y')).toBe('MILLER OTTO Y');
    expect(cleanOcrText('SMITH JOHN 555-Ol42')).toBe('SMITH JOHN 555-0142');
    expect(cleanOcrText('Miller Otto')).toBe('Miller Otto');
  });
});

describe('tagListing', () => {
  it('tags uses with the keyword that fired, whole words only', () => {
    expect(tagListing('STAR DRY CLEANING CO')).toEqual([{ tag: 'dry cleaner', keyword: 'DRY CLEANING' }]);
    expect(tagListing('Texaco Service Station')).toEqual([{ tag: 'gas station', keyword: 'SERVICE STATION' }]);
    expect(tagListing('PARAMOUNT BODY & FENDER')).toEqual([{ tag: 'auto repair', keyword: 'BODY & FENDER' }]);
    expect(tagListing('DURAFINISH POWDER COATING')).toEqual([{ tag: 'plating / metal finishing', keyword: 'POWDER COATING' }]);
    expect(tagListing('HARBOR PHOTO LAB')).toEqual([{ tag: 'photo processing', keyword: 'PHOTO LAB' }]);
    expect(tagListing('ACME MFG')).toEqual([{ tag: 'manufacturing', keyword: 'MFG' }]);
    expect(tagListing('TRIANGLE TRUCK TERMINAL')).toEqual([{ tag: 'trucking', keyword: 'TRUCK TERMINAL' }]);
    expect(tagListing('CITYWIDE SELF STORAGE')).toEqual([{ tag: 'storage', keyword: 'SELF STORAGE' }]);
    expect(tagListing('ECHO RADIO & TV REPAIR')).toEqual([{ tag: 'electronics repair', keyword: 'RADIO & TV REPAIR' }]);
    expect(tagListing('VALLEY AUTO WRECKERS')).toEqual([{ tag: 'salvage / junk yard', keyword: 'AUTO WRECKERS' }]);
    expect(tagListing('PACIFIC NORTHWEST HYDRAULIC AND PNEUMATIC EQUIPMENT REPAIR')).toEqual([{ tag: 'equipment repair', keyword: 'HYDRAULIC' }]);
    expect(tagListing('WESTERN WOOD PRESERVING CO')).toEqual([{ tag: 'wood treating', keyword: 'WOOD PRESERVING' }]);
    expect(tagListing('OLD TOWN FURNITURE STRIPPING')).toEqual([{ tag: 'furniture refinishing', keyword: 'FURNITURE STRIPPING' }]);
    expect(tagListing('BAY TESTING LAB')).toEqual([{ tag: 'laboratory', keyword: 'TESTING LAB' }]);
    expect(tagListing('INTERSTATE BATTERIES')).toEqual([{ tag: 'battery', keyword: 'BATTERIES' }]);
    expect(tagListing('ACE ROOFING & TAR')).toEqual([{ tag: 'asphalt / roofing', keyword: 'ROOFING' }]);
  });

  it('gives a listing every tag it earns, in the order of the rules', () => {
    expect(tagListing('IDEAL LAUNDRY & DRY CLEANERS')).toEqual([
      { tag: 'dry cleaner', keyword: 'DRY CLEANERS' },
      { tag: 'laundry', keyword: 'LAUNDRY' },
    ]);
    expect(tagListing('MAIN ST AUTO SALVAGE & BATTERY')).toEqual([
      { tag: 'salvage / junk yard', keyword: 'SALVAGE' },
      { tag: 'battery', keyword: 'BATTERY' },
    ]);
  });

  it('tells a car wash from auto repair, and a tank business from storage', () => {
    expect(tagListing('BLUE WAVE CAR WASH')).toEqual([{ tag: 'car wash', keyword: 'CAR WASH' }]);
    expect(tagListing("JOE'S CAR WASH & LUBE")).toEqual([
      { tag: 'auto repair', keyword: 'LUBE' },
      { tag: 'car wash', keyword: 'CAR WASH' },
    ]);
    expect(tagListing('VALLEY TANK CO')).toEqual([{ tag: 'tanks', keyword: 'TANK' }]);
    expect(tagListing('AMERICAN MINI STORAGE')).toEqual([{ tag: 'storage', keyword: 'MINI STORAGE' }]);
  });

  it('says which uses are of high concern (the report proposes a REC) and which of low', () => {
    const low = TAG_RULES.filter((rule) => rule.concern === 'low').map((rule) => rule.tag);
    expect(low.sort()).toEqual(['car wash', 'electronics repair', 'laundry', 'storage']);
    for (const tag of ['dry cleaner', 'gas station', 'auto repair', 'plating / metal finishing', 'printing', 'tanks'])
      expect(tagConcern(tag), tag).toBe('high');
    expect(tagConcern('laundry')).toBe('low');
    // A tag from an older vocabulary (a stored run) is never played down.
    expect(tagConcern('some retired tag')).toBe('high');
  });

  it('does not fire inside other words or on ordinary listings', () => {
    expect(tagListing('GASPAR JOHN')).toEqual([]);
    expect(tagListing('SHELLEY MARY')).toEqual([]);
    expect(tagListing('PHO SAIGON')).toEqual([]);
    expect(tagListing('HIGHWAY MOTOR COURT')).toEqual([]);
    expect(tagListing('TARVER JOHN')).toEqual([]);
    expect(tagListing('STARLIGHT LOUNGE')).toEqual([]);
  });
});
