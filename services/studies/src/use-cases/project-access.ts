import type { CityDirectoryProperty, StudyContext } from '@groundwork/contracts';
import { conflict, notFound, type AuthContext } from '@groundwork/service-kit';
import type { StudiesContext } from '../context';

/**
 * The project as the projects service sees it for the caller's organization: 404 when it is not
 * theirs (or does not exist); with `forWrite`, 409 PROJECT_ARCHIVED for an archived one.
 */
export async function projectForStudy(ctx: StudiesContext, auth: AuthContext, projectId: string, { forWrite }: { forWrite: boolean }): Promise<StudyContext> {
  const context = await ctx.projects.studyContext(projectId, auth.organizationId);
  if (!context) throw notFound('Project not found', 'PROJECT_NOT_FOUND');
  if (forWrite && context.project.archivedAt) {
    throw conflict('This project is archived; restore it before running studies.', undefined, 'PROJECT_ARCHIVED');
  }
  return context;
}

/** The properties a study matches listings to: address and direction of each. */
export const studyProperties = (context: StudyContext): CityDirectoryProperty[] => context.properties.map(({ address, direction }) => ({ address, direction }));
