import type { ProjectsEnv } from './env';

/** What the routes need to know from the configuration. */
export interface ProjectsSettings {
  /** Identity's JWKS, for `requireAuth`. */
  jwksUrl: string;
  /** Bearer secret of the /internal routes; undefined switches them off (503). */
  internalServiceToken?: string;
}

export const projectsSettings = (env: ProjectsEnv): ProjectsSettings => ({
  jwksUrl: env.IDENTITY_JWKS_URL,
  internalServiceToken: env.INTERNAL_SERVICE_TOKEN,
});
