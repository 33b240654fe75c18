import { DIRECTION_COLORS, DIRECTION_LABELS, DIRECTIONS, type Direction } from '@groundwork/design-system/base';

/** Parcel rectangles (x, y, width, height) on a 400 x 300 aerial view, the subject in the middle. */
const PARCELS: Readonly<Record<Direction, readonly [number, number, number, number]>> = {
  subject: [148, 104, 104, 88],
  north: [148, 20, 104, 70],
  south: [148, 206, 104, 74],
  east: [266, 104, 98, 88],
  west: [36, 104, 98, 88],
};

/** Rooftops inside the parcels, for an aerial feel. */
const ROOFS: readonly (readonly [number, number, number, number])[] = [
  [170, 124, 56, 40],
  [168, 34, 40, 30],
  [214, 44, 26, 34],
  [162, 222, 70, 34],
  [282, 118, 46, 56],
  [54, 122, 36, 30],
  [96, 150, 28, 30],
];

export interface SiteMapIllustrationProps {
  /** Parcels to outline; the rest of the map stays plain. */
  visible?: readonly Direction[];
  /** Accessible description of what is shown. */
  title?: string;
}

/** A stylised satellite view of a subject property and its adjoining parcels, in the map's direction colours. */
export function SiteMapIllustration({ visible = DIRECTIONS, title = 'Subject property and adjoining parcels' }: SiteMapIllustrationProps) {
  return (
    <svg viewBox="0 0 400 300" role="img" aria-label={title} style={{ width: '100%', height: 'auto', display: 'block', borderRadius: 12 }}>
      <rect width="400" height="300" fill="#2c4a3a" />
      <rect x="0" y="0" width="140" height="96" fill="#35573f" />
      <rect x="262" y="200" width="138" height="100" fill="#3a5c45" />
      <rect x="0" y="92" width="400" height="10" fill="#8a9490" />
      <rect x="0" y="194" width="400" height="10" fill="#8a9490" />
      <rect x="138" y="0" width="8" height="300" fill="#8a9490" />
      <rect x="254" y="0" width="8" height="300" fill="#8a9490" />
      {ROOFS.map(([x, y, width, height]) => (
        <rect key={`${x}-${y}`} x={x} y={y} width={width} height={height} rx="2" fill="#b7bcb8" opacity="0.85" />
      ))}
      {visible.map((direction) => {
        const [x, y, width, height] = PARCELS[direction];
        const colour = DIRECTION_COLORS[direction];
        return (
          <g key={direction} data-parcel={direction}>
            <rect x={x} y={y} width={width} height={height} fill={colour} fillOpacity="0.22" stroke={colour} strokeWidth="3" />
            <rect x={x + 4} y={y + 4} width={direction === 'subject' ? 52 : 40} height="16" rx="3" fill={colour} />
            <text x={x + 8} y={y + 15.5} fill="#ffffff" fontSize="10" fontWeight="700" fontFamily="inherit">
              {DIRECTION_LABELS[direction]}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
