import type { IndexSpec } from '@groundwork/service-kit';
import { activitiesIndexes } from './repositories/activities';
import { projectsIndexes } from './repositories/projects';
import { propertiesIndexes } from './repositories/properties';

/**
 * Every repository's indexes; `server.ts` creates them before serving. The project-number
 * counters and organization revisions are read by `_id` only.
 */
export const indexSpecs: IndexSpec[] = [projectsIndexes, activitiesIndexes, propertiesIndexes];
