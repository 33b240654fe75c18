import { objectKeyOf, type CityDirectoryProperty, type ProcessingStudy, type ProcessRequest } from '@groundwork/contracts';
import type { AuthContext } from '@groundwork/service-kit';
import type { StudiesContext } from '../context';
import { startCityDirectoryRun } from './city-directory-runs';
import { recordDatabaseRun } from './database-runs';
import { projectForStudy, studyProperties } from './project-access';
import { startProcessing } from './start-processing';

/** The properties a process call names: the subject address, then the adjoining ones. */
const propertiesOf = ({ subjectAddress, adjoiningInfo = [] }: ProcessRequest): CityDirectoryProperty[] => [
  ...(subjectAddress ? [{ address: subjectAddress, direction: 'subject' as const }] : []),
  ...adjoiningInfo.map(({ address, direction }) => ({ address, direction })),
];

/**
 * `POST /api/processing/cd/process`: queues the study of an upload (see `startProcessing`). With a
 * `projectId` it is the project's run: the caller must be able to write to the project (404 for
 * another organization's, 409 PROJECT_ARCHIVED), the properties are the project's, not the body's,
 * and the server completes the run into the project (a city directory run as its product route
 * does; a regulatory database run stores the project's narrative, see `recordDatabaseRun`).
 */
export async function processUpload(ctx: StudiesContext, auth: AuthContext, body: ProcessRequest, study: ProcessingStudy): Promise<{ jobId: string }> {
  const s3Key = objectKeyOf(body.s3Key);
  const reprocess = body.jobId ? { jobId: body.jobId } : {};
  const { projectId } = body;
  if (!projectId) {
    const job = await startProcessing(ctx, auth, { study, s3Key, properties: propertiesOf(body), aliases: [], projectId: null, ...reprocess });
    return { jobId: job.jobId };
  }
  if (study === 'cd') {
    const upload = await ctx.uploads.findOne({ _id: s3Key });
    const run = await startCityDirectoryRun(ctx, auth, projectId, { s3Key, filename: upload?.filename ?? 'upload.pdf', ...reprocess });
    return { jobId: run.jobId };
  }
  const context = await projectForStudy(ctx, auth, projectId, { forWrite: true });
  const job = await startProcessing(ctx, auth, { study, s3Key, properties: studyProperties(context), aliases: [], projectId, ...reprocess });
  if (study === 'database') await recordDatabaseRun(ctx, auth, projectId, job);
  return { jobId: job.jobId };
}
