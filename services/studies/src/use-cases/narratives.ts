import type { EnvironmentalNarrativesInput } from '@groundwork/contracts';
import { environmentalNarrativesInputSchema } from '@groundwork/contracts';
import { notFound, type AuthContext } from '@groundwork/service-kit';
import type { z } from 'zod';
import type { StudiesContext } from '../context';
import { projectForStudy } from './project-access';
import { findOwnJob } from './start-processing';
import { readJsonObject, writeJsonObject } from './study-results';

type Narratives = z.output<typeof environmentalNarrativesInputSchema>;

const narrativesKey = (organizationId: string, projectId: string) => `narratives/${organizationId}/${projectId}.json`;

/**
 * `PUT /api/projects/{id}/environmental/narratives`: the regulatory narrative of the project (body
 * in S3, record in MongoDB); the job must be one of the organization's. Marks the database check.
 */
export async function putNarratives(ctx: StudiesContext, auth: AuthContext, projectId: string, input: Narratives | EnvironmentalNarrativesInput) {
  await projectForStudy(ctx, auth, projectId, { forWrite: true });
  const body = environmentalNarrativesInputSchema.parse(input);
  await findOwnJob(ctx, auth, body.jobId);
  const key = narrativesKey(auth.organizationId, projectId);
  const updatedAt = ctx.now();
  await writeJsonObject(ctx, key, { ...body, updatedAt: updatedAt.toISOString() });
  await ctx.narratives.updateOne(
    { _id: projectId },
    {
      $set: {
        organizationId: auth.organizationId,
        jobId: body.jobId,
        key,
        items: body.narrativeData.items.length,
        records: body.narratives.length,
        updatedBy: auth.userId,
        updatedAt,
      },
    },
    { upsert: true },
  );
  await ctx.projects.setStudyChecks(projectId, { database: true });
  return { jobId: body.jobId, items: body.narrativeData.items.length, records: body.narratives.length, updatedAt: updatedAt.toISOString() };
}

/** The stored narrative, as saved (404 when none was). */
export async function getNarratives(ctx: StudiesContext, auth: AuthContext, projectId: string) {
  await projectForStudy(ctx, auth, projectId, { forWrite: false });
  const record = await ctx.narratives.findOne({ _id: projectId, organizationId: auth.organizationId });
  const body = record ? await readJsonObject(ctx, record.key) : null;
  if (!record || body === null) throw notFound('No regulatory narrative was saved for this project', 'NARRATIVES_NOT_FOUND');
  return body;
}
