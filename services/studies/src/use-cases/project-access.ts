import type { CityDirectoryProperty, StudyContext } from '@groundwork/contracts';
import { projectOfOrganization, type AuthContext } from '@groundwork/service-kit';
import type { StudiesContext } from '../context';

/**
 * The project as the projects service sees it for the caller's organization: 404 when it is not
 * theirs (or does not exist); with `forWrite`, 409 PROJECT_ARCHIVED for an archived one.
 */
export const projectForStudy = (ctx: StudiesContext, auth: AuthContext, projectId: string, { forWrite }: { forWrite: boolean }): Promise<StudyContext> =>
  projectOfOrganization(ctx.projects, auth.organizationId, projectId, { forWrite: forWrite ? 'running studies' : null });

/** The properties a study matches listings to: address and direction of each. */
export const studyProperties = (context: StudyContext): CityDirectoryProperty[] => context.properties.map(({ address, direction }) => ({ address, direction }));
