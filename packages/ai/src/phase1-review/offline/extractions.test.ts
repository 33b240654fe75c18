import type { Finding } from '@groundwork/contracts';
import { describe, expect, it } from 'vitest';
import { aulsOf, contaminantsOfConcern, printsAddress, siteNames, subjectAddress } from './extractions';
import { sentence } from './test-sentences';

const rec = (quote: string, kind: Finding['kind'] = 'REC'): Finding => ({ kind, location: 'subject', counts: true, quote, page: 1, reason: '' });

describe('extractions', () => {
  it('takes the address tied to the subject property, upper-cased', () => {
    const sentences = [
      sentence('The adjoining property at 2443 Harbor Blvd, Northgate, IL 60640 is a body shop.', { astm: 'Site Description' }),
      sentence('The subject property is located at 2440 Factory St., Northgate, IL 60640, in Cook County.', { astm: 'Site Description' }),
    ];
    expect(subjectAddress(sentences)).toBe('2440 FACTORY ST., NORTHGATE, IL 60640');
    expect(subjectAddress([sentence('No address here.')])).toBeNull();
  });

  it('reads an address whose state is spelled out, with its county, as the state code', () => {
    const sentences = [sentence('The subject property is located at 2150 West Lake Street, Minneapolis, Hennepin County, Minnesota 55405.')];
    expect(subjectAddress(sentences)).toBe('2150 WEST LAKE STREET, MINNEAPOLIS, MN 55405');
    expect(subjectAddress([sentence('The property is at 4120 Williamson Road NW, Roanoke, Virginia 24012.')])).toBe(
      '4120 WILLIAMSON ROAD NW, ROANOKE, VA 24012',
    );
    expect(printsAddress('Property Address: 10250 North Freeway, Houston, Texas 77037', '10250 NORTH FREEWAY, HOUSTON, TX 77037')).toBe(true);
  });

  it('names the sites the report discusses, not those it only lists, nor agencies or streets', () => {
    const listing = (name: string, index: number) => ({
      ...sentence(`${name} (12${index} Oak Ave), approximately 0.${index} mile north, is listed in the UST database as a closed case.`, {
        astm: 'Records Review',
      }),
      index: 10 + index,
    });
    const sentences = [
      { ...sentence('The former operation of Elite Cleaners & Dyers on the subject property represents a REC.'), index: 1 },
      {
        ...sentence('The Former Valley Plating and Anodizing, located 0.49 miles southwest, is not expected to impact the subject property.', {
          astm: 'Records Review',
        }),
        index: 2,
      },
      { ...sentence('The Department of Environmental Quality issued closure for the release on Harbor Blvd.', { astm: 'Records Review' }), index: 3 },
      { ...sentence('1953-1980 | City directories | Corner Service Station', { astm: 'Records Review', kind: 'table' }), index: 4 },
      { ...sentence('1949 | Aerial photograph | A Dry Cleaning Facility', { astm: 'Records Review', kind: 'table' }), index: 5 },
      { ...sentence('A release at Metro Auto Body & Paint was remediated.', { astm: 'Appendices' }), index: 6 },
      ...['Dollar Max', 'Sunrise Dental Group', 'Quick Lube Express', 'Pinnacle Printing & Graphics'].map(listing),
    ];
    expect(siteNames(sentences)).toEqual(['Elite Cleaners & Dyers', 'Former Valley Plating and Anodizing', 'Corner Service Station']);
  });

  it('reads a numbered road, and the sites a report traces by their years, place, facility noun or findings table', () => {
    expect(subjectAddress([sentence('The subject property is located at 7700 Ranch Road 12, San Marcos, TX 78666.')])).toBe(
      '7700 RANCH ROAD 12, SAN MARCOS, TX 78666',
    );
    const sentences = [
      sentence('City directories list Merrimack Paper Box Company (1965-1988) and Lone Star Title Company among office tenants.', { astm: 'Records Review' }),
      sentence('Miami Valley Plating Works, approximately 0.7 miles northeast, is not expected to affect the subject property.', { astm: 'Records Review' }),
      sentence('The Linden Shell station on the adjoining property is a REC for the adjoining property.', { astm: 'Executive Summary' }),
      sentence('Rock Creek Environmental Consulting (Rock Creek) reviewed the former uses of the subject property.', { astm: 'Executive Summary' }),
      sentence('Former Grand Avenue Conoco gasoline station (1948-1979); USTs not closed | REC | Phase II', { astm: 'Executive Summary', kind: 'table' }),
    ].map((item, index) => ({ ...item, index }));
    expect(siteNames(sentences)).toEqual(['Merrimack Paper Box Company', 'Miami Valley Plating Works', 'Linden Shell', 'Former Grand Avenue Conoco']);
  });

  it('reads the stated contaminants of concern only when a REC, CREC or HREC counts, never non-scope items', () => {
    const sentences = [sentence('The contaminants of concern for the subject property are PCE, TCE and vinyl chloride.')];
    expect(contaminantsOfConcern(sentences, [rec('a REC')])).toEqual(['PCE', 'TCE', 'vinyl chloride']);
    expect(contaminantsOfConcern(sentences, [])).toEqual([]);
    const fromFindings = contaminantsOfConcern(
      [sentence('Asbestos was observed.')],
      [rec('The former station represents a REC due to benzene and MTBE in soil; asbestos is non-scope.')],
    );
    expect(fromFindings).toEqual(['benzene', 'MTBE']);
  });

  it('names each control in place as printed, the kind of instrument only when no control is named', () => {
    expect(
      aulsOf([
        rec(
          'The release was closed in 2009 under an environmental covenant requiring a deed restriction prohibiting the use of groundwater beneath the property and maintenance of the asphalt cap over the former source area.',
          'CREC',
        ),
        rec('The covenant also requires operation of the sub-slab vapor mitigation system.', 'AUL'),
        { ...rec('No AULs were identified.', 'AUL'), counts: false },
      ]),
    ).toEqual(['asphalt cap', 'deed restriction prohibiting the use of groundwater beneath the property', 'sub-slab vapor mitigation system']);
    expect(aulsOf([rec('Yes, an environmental covenant is recorded for the subject property.', 'AUL')])).toEqual(['environmental covenant']);
    expect(aulsOf([rec('The former station represents a REC.')])).toEqual([]);
  });
});
