import type { Property } from '@groundwork/contracts';

/**
 * Realistic data for the Adjoining Properties stories: a former gas station on a Sacramento
 * corner lot, its four neighbours, and the addresses assessors print for rural parcels.
 */

const PROJECT_ID = 'proj-esa-2026-0142';

const property = (id: string, direction: Property['direction'], address: string): Property => ({ id, projectId: PROJECT_ID, direction, address });

export const subjectProperty = property('prop-subject', 'subject', '2400 J St, Sacramento, CA 95816');

/** Listed out of order, as the API may answer: the table sorts subject, north, south, east, west. */
export const adjoiningProperties: Property[] = [
  property('prop-east', 'east', '2416 J St, Sacramento, CA 95816'),
  property('prop-north', 'north', '2401 K St, Sacramento, CA 95816'),
  property('prop-west', 'west', '2330 J St, Sacramento, CA 95816'),
  property('prop-south', 'south', '2409 I St, Sacramento, CA 95816'),
];

export const sampleProperties: Property[] = [subjectProperty, ...adjoiningProperties];

/** Two neighbours on one side happen on corner lots and across split parcels. */
export const twoToTheEast: Property[] = [...sampleProperties, property('prop-east-2', 'east', '2424 J St, Unit B (rear building), Sacramento, CA 95816')];

export const longAddressProperties: Property[] = [
  property(
    'prop-long-subject',
    'subject',
    'Parcel 14-22-301-007, northeast corner of County Road 1200 N and State Route 29, Rochester Township, Sangamon County, IL 62563',
  ),
  property(
    'prop-long-north',
    'north',
    'Former Illinois Central Railroad right-of-way, approximately 0.3 mi north of County Road 1200 N, Rochester Township, IL 62563',
  ),
  property(
    'prop-long-east',
    'east',
    'Rochester Grain & Feed Cooperative elevator complex, 4150 State Route 29 (parcels 14-22-401-002 through -005), Rochester, IL 62563',
  ),
  property('prop-long-south', 'south', '4101 State Route 29, Rochester, IL 62563'),
  property('prop-long-west', 'west', 'Undeveloped agricultural parcel 14-21-200-011 (no site address assigned), Rochester Township, Sangamon County, IL'),
];
