import { authEnv, loadEnv, mongoEnv, portVar, serviceEnv } from '@groundwork/service-kit';
import { z } from 'zod';

/** Shortest accepted INTERNAL_SERVICE_TOKEN: a guessable shared secret would open every project. */
export const INTERNAL_TOKEN_MIN_LENGTH = 32;

const projectsEnvSchema = z.object({
  ...serviceEnv,
  ...authEnv,
  ...mongoEnv,
  PROJECTS_PORT: portVar(4002),
  /** Bearer secret of the /internal routes; unset means those routes answer 503. */
  INTERNAL_SERVICE_TOKEN: z
    .string()
    .min(INTERNAL_TOKEN_MIN_LENGTH, `expected at least ${INTERNAL_TOKEN_MIN_LENGTH} characters`)
    .optional(),
});

export type ProjectsEnv = z.output<typeof projectsEnvSchema>;

/** The projects service's configuration; throws one error listing every invalid variable. */
export const loadProjectsEnv = (source: Record<string, string | undefined> = process.env): ProjectsEnv =>
  loadEnv(projectsEnvSchema, source);
