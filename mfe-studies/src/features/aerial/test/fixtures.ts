import type { AerialPhoto, AerialPrediction, AerialStudyResult, Property } from '@groundwork/contracts';
import { PROJECT_ID } from '../../../test/render-tab';

export const SUBJECT = '1352 MILL RD';
export const NORTH = '1360 MILL RD';
export const EAST = '1400 MILL RD';

export function aPhoto(overrides: Partial<AerialPhoto> = {}): AerialPhoto {
  return {
    index: 0,
    year: 1952,
    date: null,
    page: 3,
    label_text: '1952',
    source: 'USDA',
    scale: { text: '1" = 500\'', feet_per_inch: 500 },
    ft_per_px: 2,
    width: 1000,
    height: 800,
    subject: { x: 500, y: 400, outlined: false },
    ...overrides,
  };
}

export function aPrediction(overrides: Partial<AerialPrediction> = {}): AerialPrediction {
  const label = overrides.label ?? 'residential';
  const confidence = overrides.confidence ?? 0.82;
  return {
    year: 1952,
    address: SUBJECT,
    direction: 'subject',
    label,
    confidence,
    page: 3,
    photo: 0,
    window: { x: 450, y: 350, width: 100, height: 100 },
    offline: { label, confidence },
    vision: null,
    edited: false,
    ...overrides,
  };
}

/**
 * Two photos (1952 on page 3, 1975 on page 4) and three properties, listed east first (the table
 * must put the subject first): one reading at 55% (low) and one where the readers disagree.
 */
export function aResult(): AerialStudyResult {
  return {
    years: [1952, 1975],
    scale: { text: '1" = 500\'', feet_per_inch: 500 },
    photos: [aPhoto(), aPhoto({ index: 1, year: 1975, page: 4, label_text: '1975', source: 'USGS' })],
    predictions: [
      aPrediction({ address: EAST, direction: 'east', label: 'agricultural', confidence: 0.9, window: { x: 700, y: 350, width: 100, height: 100 } }),
      aPrediction({ address: EAST, direction: 'east', year: 1975, page: 4, photo: 1, label: 'commercial', confidence: 0.77 }),
      aPrediction({ label: 'residential', confidence: 0.82 }),
      aPrediction({
        year: 1975,
        page: 4,
        photo: 1,
        label: 'commercial',
        confidence: 0.7,
        offline: { label: 'industrial', confidence: 0.55 },
        vision: { label: 'commercial', confidence: 0.7, reason: 'Large flat roofs and a parking lot.' },
      }),
      aPrediction({ address: NORTH, direction: 'north', label: 'undeveloped', confidence: 0.55 }),
      aPrediction({ address: NORTH, direction: 'north', year: 1975, page: 4, photo: 1, label: 'residential', confidence: 0.95 }),
    ],
    classifier: 'offline+vision:gpt-test',
    editedAt: null,
  };
}

export function aProperty(overrides: Partial<Property> = {}): Property {
  return { id: `prop-${overrides.direction ?? 'subject'}`, projectId: PROJECT_ID, address: SUBJECT, direction: 'subject', ...overrides };
}

export const someProperties = (): Property[] => [
  aProperty({ latitude: '38.57', longitude: '-121.47' }),
  aProperty({ address: NORTH, direction: 'north' }),
  aProperty({ address: EAST, direction: 'east' }),
];
