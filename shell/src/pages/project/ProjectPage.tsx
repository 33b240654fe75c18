import { Layout } from 'antd';
import { useParams, useSearchParams } from 'react-router-dom';
import { RemoteBoundary } from '../../remotes/RemoteBoundary';
import { ProjectSidePanel } from './ProjectSidePanel';
import { resolveProjectTab } from './project-tabs';

/** `/projects/:projectId?tab=`: the side panel and the active tab's remote component. */
export function ProjectPage() {
  const { projectId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const tab = resolveProjectTab(searchParams.get('tab'));
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <ProjectSidePanel projectId={projectId} activeTab={tab.key} />
      <Layout.Content style={{ padding: 24, minWidth: 0 }}>
        <RemoteBoundary module={tab.module} />
      </Layout.Content>
    </Layout>
  );
}
