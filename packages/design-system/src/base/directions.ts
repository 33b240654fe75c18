/** Property directions of spec 01 section 3, in display order. */
export const DIRECTIONS = ['subject', 'north', 'south', 'east', 'west'] as const;

export type Direction = (typeof DIRECTIONS)[number];

/** Map and tag colours by direction (spec 01 section 9): subject red, north blue, south green, east purple, west orange. */
export const DIRECTION_COLORS: Readonly<Record<Direction, string>> = {
  subject: '#dc2626',
  north: '#2563eb',
  south: '#15803d',
  east: '#9333ea',
  west: '#c2410c',
};

export const DIRECTION_LABELS: Readonly<Record<Direction, string>> = {
  subject: 'Subject',
  north: 'North',
  south: 'South',
  east: 'East',
  west: 'West',
};
