import { DIRECTION_COLORS, DIRECTION_LABELS, type Direction } from '../directions';

export interface DirectionTagProps {
  direction: Direction;
}

/** The direction's label on its map colour, drawn like a solid antd tag but without antd (the demo loads none). */
export function DirectionTag({ direction }: DirectionTagProps) {
  const colour = DIRECTION_COLORS[direction];
  return (
    <span
      data-testid="direction-tag"
      data-direction={direction}
      style={{
        display: 'inline-block',
        padding: '0 7px',
        border: `1px solid ${colour}`,
        borderRadius: 4,
        background: colour,
        color: '#ffffff',
        fontSize: 12,
        fontWeight: 600,
        lineHeight: '20px',
        whiteSpace: 'nowrap',
      }}
    >
      {DIRECTION_LABELS[direction]}
    </span>
  );
}
