import { mayWrite, useCachedUser } from '@groundwork/api-client';
import { SectionHeading } from '@groundwork/design-system/marketing';
import { Flex } from 'antd';
import { useParams } from 'react-router-dom';
import { SoilsWorkspace } from './SoilsWorkspace';

/**
 * Exposed as `mfe_studies/SoilsTab`; the shell renders it on /projects/:projectId?tab=soils. The
 * subject property's soils from USDA Soil Data Access: map units, components, narrative, the
 * hydrologic soil group legend, copy and CSV (issue 20).
 */
export default function SoilsTab() {
  const { projectId = '' } = useParams();
  const canWrite = mayWrite(useCachedUser()?.role);
  return (
    <Flex vertical gap={16}>
      <SectionHeading title="Soils/Geology" align="start" level={2} />
      <SoilsWorkspace key={projectId} projectId={projectId} canWrite={canWrite} />
    </Flex>
  );
}
