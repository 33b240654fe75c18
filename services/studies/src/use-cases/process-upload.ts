import { objectKeyOf, type ProcessingStudy, type ProcessRequest } from '@groundwork/contracts';
import type { StudyProperty } from '../jobs';
import { badRequest, type AuthContext } from '@groundwork/service-kit';
import type { StudiesContext } from '../context';
import { startCityDirectoryRun } from './city-directory-runs';
import { AERIAL_RUNS } from './aerial-runs';
import { DATABASE_RUNS } from './database-runs';
import { projectForStudy, studyProperties } from './project-access';
import { recordProjectRun } from './project-runs';
import { startProcessing } from './start-processing';

/** The properties a process call names: the subject address, then the adjoining ones. */
const propertiesOf = ({ subjectAddress, adjoiningInfo = [] }: ProcessRequest): StudyProperty[] => {
  const listed = adjoiningInfo.map(({ address, direction, latitude, longitude }) => ({
    address,
    direction,
    // Both or neither: a stored undefined would come back null.
    ...(latitude === undefined || longitude === undefined ? {} : { latitude, longitude }),
  }));
  const subjectListed = listed.some((property) => property.direction === 'subject');
  return [...(subjectAddress && !subjectListed ? [{ address: subjectAddress, direction: 'subject' as const }] : []), ...listed];
};

/** Spec 02 section 8: the aerial study reads land use where the properties are, so it needs at least one. */
export const NO_PROPERTIES_MESSAGE = 'No adjoining properties found. Please add properties first.';

const requireProperties = (study: ProcessingStudy, properties: StudyProperty[]) => {
  if (study === 'aerial' && properties.length === 0) throw badRequest(NO_PROPERTIES_MESSAGE, undefined, 'NO_PROPERTIES');
};

/**
 * `POST /api/processing/cd/process`: queues the study of an upload (see `startProcessing`). With a
 * `projectId` it is the project's run: the caller must be able to write to the project (404 for
 * another organization's, 409 PROJECT_ARCHIVED), the properties are the project's, not the body's,
 * and the server completes the run into the project (a city directory run as its product route
 * does; a regulatory database run stores the project's narrative, an aerial run sets the project's
 * aerial check, see `recordProjectRun`). The aerial study needs at least one property (400
 * NO_PROPERTIES).
 */
export async function processUpload(ctx: StudiesContext, auth: AuthContext, body: ProcessRequest, study: ProcessingStudy): Promise<{ jobId: string }> {
  const s3Key = objectKeyOf(body.s3Key);
  const reprocess = body.jobId ? { jobId: body.jobId } : {};
  const { projectId } = body;
  if (!projectId) {
    const properties = propertiesOf(body);
    requireProperties(study, properties);
    const job = await startProcessing(ctx, auth, { study, s3Key, properties, aliases: [], projectId: null, ...reprocess });
    return { jobId: job.jobId };
  }
  if (study === 'cd') {
    const upload = await ctx.uploads.findOne({ _id: s3Key });
    const run = await startCityDirectoryRun(ctx, auth, projectId, { s3Key, filename: upload?.filename ?? 'upload.pdf', ...reprocess });
    return { jobId: run.jobId };
  }
  const context = await projectForStudy(ctx, auth, projectId, { forWrite: true });
  const properties = studyProperties(context);
  requireProperties(study, properties);
  const job = await startProcessing(ctx, auth, { study, s3Key, properties, aliases: [], projectId, ...reprocess });
  if (study === 'database') await recordProjectRun(ctx, DATABASE_RUNS, auth, projectId, job);
  if (study === 'aerial') await recordProjectRun(ctx, AERIAL_RUNS, auth, projectId, job);
  return { jobId: job.jobId };
}
