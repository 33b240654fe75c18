import { RESULT_MAX_BYTES } from './use-cases/study-results';

/** The JSON API's bodies: the largest legitimate one is a regulatory narrative (2,000 items), a few MB. */
export const MAX_BODY_BYTES = 8 * 1024 * 1024;

/** The whole app's bound: the largest body of any route (a saved result); each router holds its own. */
export const APP_MAX_BODY_BYTES = Math.max(MAX_BODY_BYTES, RESULT_MAX_BYTES);
