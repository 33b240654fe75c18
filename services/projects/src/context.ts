import type { Db } from 'mongodb';
import type { GeoServices } from './geo/geo-services';
import { createKeyedQueue } from './keyed-queue';
import { createListCache, type ListCache } from './list-cache';
import { createActivitiesRepository } from './repositories/activities';
import { createOrganizationRevisionsRepository } from './repositories/organization-revisions';
import { createProjectNumbersRepository } from './repositories/project-numbers';
import { createProjectsRepository } from './repositories/projects';
import { createPropertiesRepository } from './repositories/properties';

/**
 * What every use case works with: repositories, the process's list cache and number queue, the
 * map's outside services, the clock.
 */
export function createProjectsContext({
  db,
  geo,
  listCache = createListCache(),
  now = () => new Date(),
}: {
  db: Db;
  geo: GeoServices;
  listCache?: ListCache;
  now?: () => Date;
}) {
  return {
    projects: createProjectsRepository(db),
    properties: createPropertiesRepository(db),
    geo,
    projectNumbers: createProjectNumbersRepository(db),
    revisions: createOrganizationRevisionsRepository(db),
    activities: createActivitiesRepository(db),
    listCache,
    /** Serializes each organization's number allocation within this process. */
    numberQueue: createKeyedQueue(),
    now,
  };
}
export type ProjectsContext = ReturnType<typeof createProjectsContext>;
