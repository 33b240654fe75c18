import { Tag } from 'antd';
import { hydrologicGroupColor } from '../model/soil-rows';

/** A hydrologic soil group in its legend colour; nothing when SDA gave none. */
export function HydrologicGroupTag({ group }: { group: string | null }) {
  if (!group) return null;
  return (
    <Tag color={hydrologicGroupColor(group)} data-testid="hydrologic-group">
      {group}
    </Tag>
  );
}
