import { DIRECTIONS } from '@groundwork/design-system/base';
import { SiteMapIllustration } from '../../../components/SiteMapIllustration';
import { SceneFrame } from './SceneFrame';

/** Parcels appear in order: subject, north, south, east, west. */
export function PropertyMappingScene({ revealed }: { revealed: number }) {
  return (
    <SceneFrame>
      <SiteMapIllustration visible={DIRECTIONS.slice(0, revealed)} title="Demo map: parcels outlined so far" />
    </SceneFrame>
  );
}
