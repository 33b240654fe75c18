import { Layout, Skeleton } from 'antd';
import { useParams, useSearchParams } from 'react-router-dom';
import { RemoteBoundary } from '../../remotes/RemoteBoundary';
import { loadRemote } from '../../remotes/remote-loads';
import { ProjectLoadError, ProjectNotFound, ProjectRedirecting } from './ProjectLoadProblem';
import { ProjectSidePanel } from './ProjectSidePanel';
import { classifyProjectLoadError } from './project-load-failure';
import { resolveProjectTab } from './project-tabs';
import { projectDocumentTitle, useDocumentTitle } from './project-title';
import { useProject } from './use-project';

/**
 * `/projects/:projectId?tab=`: the side panel and the active tab's remote component, mounted once
 * the project has loaded (remotes read it from the shared cache). A skeleton while it loads;
 * "Project Not Found", a spinner during the unauthorized redirect, or an error card with Retry.
 */
export function ProjectPage() {
  const { projectId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const tab = resolveProjectTab(searchParams.get('tab'));
  const projectQuery = useProject(projectId);
  const project = projectQuery.data;
  // The tab's remote loads while the project does: both are ready sooner than one after the other.
  loadRemote(tab.module);
  useDocumentTitle(project ? projectDocumentTitle(project.projectNumber, tab.label) : undefined);

  if (projectQuery.isError) {
    const failure = classifyProjectLoadError(projectQuery.error);
    if (failure.kind === 'unauthorized') return <ProjectRedirecting />;
    if (!project) {
      if (failure.kind === 'notFound') return <ProjectNotFound />;
      return (
        <ProjectLoadError status={failure.status} message={failure.message} retrying={projectQuery.isFetching} onRetry={() => void projectQuery.refetch()} />
      );
    }
  }

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <ProjectSidePanel projectId={projectId} project={project} activeTab={tab.key} />
      <Layout.Content style={{ padding: 24, minWidth: 0 }}>
        {project ? (
          <RemoteBoundary module={tab.module} />
        ) : (
          <div data-testid="project-content-skeleton">
            <Skeleton active paragraph={{ rows: 8 }} />
          </div>
        )}
      </Layout.Content>
    </Layout>
  );
}
