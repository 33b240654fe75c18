import type { StudyContext } from '@groundwork/contracts';
import { projectOfOrganization, type AuthContext } from '@groundwork/service-kit';
import type { StudiesContext } from '../context';
import type { StudyProperty } from '../jobs';

/**
 * The project as the projects service sees it for the caller's organization: 404 when it is not
 * theirs (or does not exist); with `forWrite`, 409 PROJECT_ARCHIVED for an archived one.
 */
export const projectForStudy = (ctx: StudiesContext, auth: AuthContext, projectId: string, { forWrite }: { forWrite: boolean }): Promise<StudyContext> =>
  projectOfOrganization(ctx.projects, auth.organizationId, projectId, { forWrite: forWrite ? 'running studies' : null });

const coordinate = (value: string | undefined) => {
  const parsed = value === undefined || value.trim() === '' ? Number.NaN : Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
};

/** The properties a study matches listings to (address and direction of each) or places on a photograph (their coordinates, when known). */
export const studyProperties = (context: StudyContext): StudyProperty[] =>
  context.properties.map(({ address, direction, latitude, longitude }) => ({
    address,
    direction,
    ...(coordinate(latitude) === undefined || coordinate(longitude) === undefined ? {} : { latitude: coordinate(latitude), longitude: coordinate(longitude) }),
  }));
