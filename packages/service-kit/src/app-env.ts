import type { Logger } from 'pino';

/** Hono environment shared by every service: what `requestContext()` puts on the context. */
export interface AppEnv {
  Variables: {
    requestId: string;
    logger: Logger;
  };
}
