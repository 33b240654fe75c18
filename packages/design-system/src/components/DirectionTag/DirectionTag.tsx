import { Tag } from 'antd';
import { DIRECTION_COLORS, DIRECTION_LABELS, type Direction } from '../../base/directions';

export interface DirectionTagProps {
  direction: Direction;
}

export function DirectionTag({ direction }: DirectionTagProps) {
  return (
    <Tag
      data-testid="direction-tag"
      data-direction={direction}
      color={DIRECTION_COLORS[direction]}
      variant="solid"
      style={{ fontWeight: 600, marginInlineEnd: 0 }}
    >
      {DIRECTION_LABELS[direction]}
    </Tag>
  );
}
