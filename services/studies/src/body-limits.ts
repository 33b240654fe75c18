import { RESULT_MAX_BYTES } from './use-cases/study-results';

/** The JSON API's bodies but for the two below: a few KB, a city directory's aliases or a run's patch. */
export const MAX_BODY_BYTES = 8 * 1024 * 1024;

/**
 * `PUT /api/projects/{id}/environmental/narratives`: a regulatory narrative as large as a
 * regulatory database result may be (5,000 items of about 2 KB, 20,000 flat records of about
 * 120 bytes: some 12.5 MB), with room to spare.
 */
export const NARRATIVES_MAX_BODY_BYTES = 16 * 1024 * 1024;

/** The whole app's bound: the largest body of any route; each router holds its own. */
export const APP_MAX_BODY_BYTES = Math.max(MAX_BODY_BYTES, RESULT_MAX_BYTES, NARRATIVES_MAX_BODY_BYTES);
