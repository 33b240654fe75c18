import type { IndexSpec } from '@groundwork/service-kit';

/** Every repository's indexes; `server.ts` creates them before serving. */
export const indexSpecs: IndexSpec[] = [];
