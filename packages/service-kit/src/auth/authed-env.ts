import type { Role } from '@groundwork/contracts';
import type { AppEnv } from '../app-env';

/** Who is calling, from a verified access token. */
export interface AuthContext {
  userId: string;
  email: string;
  organizationId: string;
  role: Role;
}

/** The Hono environment of routes behind `requireAuth`: `c.var.auth` is set. */
export interface AuthedEnv extends AppEnv {
  Variables: AppEnv['Variables'] & { auth: AuthContext };
}
