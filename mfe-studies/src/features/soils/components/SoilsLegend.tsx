import { HYDROLOGIC_GROUP_LEGEND } from '@groundwork/contracts';
import { Card } from 'antd';
import { HydrologicGroupTag } from './HydrologicGroupTag';

export const SOILS_LEGEND_TITLE = 'Hydrologic Soil Groups';

/** Spec 02 section 2: the hydrologic soil group legend, word for word, in the table's colours. */
export function SoilsLegend() {
  return (
    <Card size="small" title={SOILS_LEGEND_TITLE} data-testid="soils-legend">
      <ul aria-label={SOILS_LEGEND_TITLE} style={{ margin: 0, paddingInlineStart: 0, listStyle: 'none' }}>
        {HYDROLOGIC_GROUP_LEGEND.map(({ group, meaning }) => (
          <li key={group} style={{ marginBlock: 4 }}>
            <HydrologicGroupTag group={group} /> {meaning}
          </li>
        ))}
      </ul>
    </Card>
  );
}
