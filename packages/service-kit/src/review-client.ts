import { projectReviewFactsSchema, type ProjectReviewFacts } from '@groundwork/contracts';
import { z } from 'zod';
import { unavailable } from './errors';
import { internalCaller } from './internal-call';

/** REVIEW_URL: how a service (studies) reaches the review service's /internal routes (with INTERNAL_SERVICE_TOKEN). */
export const reviewClientEnv = {
  /** Where the review service answers its /internal routes. */
  REVIEW_URL: z
    .url({ protocol: /^https?$/, message: 'expected an http(s) URL' })
    .transform((url) => url.replace(/\/+$/, ''))
    .default('http://127.0.0.1:4004'),
};

export interface ReviewClient {
  /**
   * What the review assistants concluded for the project (done analyses only) in `organizationId`'s
   * sessions. A project without any, unknown or another organization's has empty lists: the
   * review service does not tell them apart, so this never answers null.
   */
  projectFindings(projectId: string, organizationId: string): Promise<ProjectReviewFacts>;
}

export interface ReviewClientOptions {
  /** The calling service, named when the token is missing. */
  service: string;
  baseUrl: string;
  token: string | undefined;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const UNAVAILABLE = 'The review service is unavailable; its findings cannot be read. Try again in a moment.';

/**
 * The review service's /internal routes over HTTP (studies). Anything but a 200 with the
 * contract's body is a 503 AppError: no token, unreachable, too slow, a 401, a 5xx, an unreadable
 * body, and a 404 too (the route answers every project, so a 404 means REVIEW_URL is not the
 * review service; a report must not silently lose its citations).
 */
export function createReviewClient({ service, baseUrl, token, timeoutMs = 10_000, fetch: fetchImpl = fetch }: ReviewClientOptions): ReviewClient {
  const call = internalCaller({ service, base: `${baseUrl}/internal/review`, token, timeoutMs, fetch: fetchImpl, unavailableMessage: UNAVAILABLE });

  return {
    async projectFindings(projectId, organizationId) {
      const res = await call('GET', `/projects/${encodeURIComponent(projectId)}/findings?organizationId=${encodeURIComponent(organizationId)}`);
      if (!res.ok) throw unavailable(UNAVAILABLE, { status: res.status, body: (await res.text().catch(() => '')).slice(0, 300) });
      const parsed = projectReviewFactsSchema.safeParse(await res.json().catch(() => undefined));
      if (!parsed.success) throw unavailable(UNAVAILABLE, { status: res.status, reason: 'unexpected answer' });
      return parsed.data;
    },
  };
}
