import { authEnv, loadEnv, mongoEnv, portVar, serviceEnv } from '@groundwork/service-kit';
import { z } from 'zod';

const projectsEnvSchema = z.object({ ...serviceEnv, ...authEnv, ...mongoEnv, PROJECTS_PORT: portVar(4002) });

export type ProjectsEnv = z.output<typeof projectsEnvSchema>;

/** The projects service's configuration; throws one error listing every invalid variable. */
export const loadProjectsEnv = (source: Record<string, string | undefined> = process.env): ProjectsEnv =>
  loadEnv(projectsEnvSchema, source);
