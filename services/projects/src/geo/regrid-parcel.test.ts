import { parcelInfoSchema } from '@groundwork/contracts';
import { readFixture, TEST_AREA, type RegridEnvelope } from '@groundwork/geo-fakes';
import { describe, expect, it } from 'vitest';
import { parcelAddress, parcelPolygons, regridEnvelopeSchema, tidyCase, toParcelInfo, type RegridFeature } from './regrid-parcel';

const recorded = () => regridEnvelopeSchema.parse(readFixture<RegridEnvelope>('regrid/parcels-midtown-sacramento.json')).parcels.features;
const feature = (fields: Record<string, unknown>, extra: Partial<RegridFeature> = {}): RegridFeature => ({
  geometry: { type: 'Polygon', coordinates: TEST_AREA.subject.polygon.coordinates },
  properties: { fields },
  ...extra,
});

describe('toParcelInfo', () => {
  it('maps a recorded Regrid v2 record to the spec fields', () => {
    const subject = recorded().find((candidate) => candidate.properties.fields?.parcelnumb === TEST_AREA.subject.apn)!;
    expect(parcelInfoSchema.parse(toParcelInfo(subject))).toEqual({
      owner: 'SUTTER MIDTOWN HOLDINGS LLC',
      address: '2400 J Street, Sacramento, CA 95816',
      apn: '007-0172-012-0000',
      landUse: 'Commercial - Retail Store',
      area: 0.28684,
      county: 'Sacramento',
      state: 'CA',
      geometry: TEST_AREA.subject.polygon,
    });
  });

  it('falls back: fields.address when there is no headline, zoning description for land use, square feet for area', () => {
    const info = toParcelInfo(
      feature({
        address: '338 5 AVENUE',
        city: 'manhattan',
        state2: 'NY',
        szip: '10118-0110',
        zoning_description: 'General Central Commercial',
        ll_gissqft: 97024,
        county: 'new york',
      }),
    );
    expect(info).toMatchObject({ address: '338 5 Avenue, Manhattan, NY 10118-0110', landUse: 'General Central Commercial', area: 2.22736, county: 'New York' });
    expect(toParcelInfo(feature({ sqft: '43560' })).area).toBe(1);
  });

  it('keeps mixed-case values as they are and fills what is missing with null', () => {
    expect(tidyCase('McKinley Park')).toBe('McKinley Park');
    expect(tidyCase('EL DORADO HILLS')).toBe('El Dorado Hills');
    expect(toParcelInfo(feature({}, { geometry: null }))).toEqual({
      owner: null,
      address: null,
      apn: null,
      landUse: null,
      area: null,
      county: null,
      state: null,
      geometry: null,
    });
  });

  it('ignores blank strings, zero or negative areas and non-polygon geometries', () => {
    const info = toParcelInfo(feature({ owner: '  ', ll_gisacre: 0, sqft: -5, usedesc: '' }, { geometry: { type: 'Point', coordinates: [0, 0] } }));
    expect(info).toMatchObject({ owner: null, area: null, landUse: null, geometry: null });
  });

  it('reads a numeric parcel number as text and a MultiPolygon as its polygons', () => {
    const multi = { type: 'MultiPolygon', coordinates: [TEST_AREA.subject.polygon.coordinates, TEST_AREA.parcels.far.polygon.coordinates] };
    const parcel = feature({ parcelnumb: 1008350041 }, { geometry: multi });
    expect(toParcelInfo(parcel).apn).toBe('1008350041');
    expect(parcelPolygons(parcel)).toHaveLength(2);
    expect(toParcelInfo(parcel).geometry).toEqual(multi);
  });
});

describe('parcelAddress', () => {
  it('uses the headline, the situs city before the municipal one, and the 5-digit ZIP', () => {
    expect(
      parcelAddress(
        feature(
          { scity: 'SACRAMENTO', city: 'sacramento-county', state2: 'CA', szip5: '95816', szip: '95816-4012' },
          { properties: { headline: '2400 J Street', fields: { scity: 'SACRAMENTO', state2: 'CA', szip5: '95816' } } },
        ),
      ),
    ).toBe('2400 J Street, Sacramento, CA 95816');
  });
});
