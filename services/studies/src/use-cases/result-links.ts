import { createHash, randomBytes } from 'node:crypto';
import { forbidden, type AuthContext } from '@groundwork/service-kit';
import type { StudiesContext } from '../context';
import type { ResultLinkRecord } from '../repositories';

/** Where results are saved: `PUT /api/processing/results/{jobId}?token=...` (routed to us by the gateway). */
export const RESULTS_PATH = '/api/processing/results';

/** 32 random bytes, base64url: 43 characters. */
export const RESULT_LINK_TOKEN = /^[A-Za-z0-9_-]{43}$/;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A link that saves `jobId`'s result for `presignExpiresSeconds`, for a writer: an unguessable
 * token in the query (the access logs record paths only), of which only the SHA-256 is stored.
 * Expired links are swept first (FerretDB v1 has no TTL indexes). The link is relative to the
 * page's origin: the gateway routes `/api/processing/*` here in every deployment, and no
 * forwarded header (a TLS-terminating balancer, a forged Host) can turn it into another origin.
 */
export async function issueResultLink(ctx: StudiesContext, auth: AuthContext, jobId: string): Promise<string> {
  const now = ctx.now();
  await ctx.resultLinks.deleteMany({ expiresAt: { $lte: now } });
  const token = randomBytes(32).toString('base64url');
  await ctx.resultLinks.insertOne({
    _id: hashOf(token),
    jobId,
    organizationId: auth.organizationId,
    userId: auth.userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ctx.presignExpiresSeconds * 1000),
  });
  return `${RESULTS_PATH}/${encodeURIComponent(jobId)}?token=${token}`;
}

/** The link `token` names, when it saves `jobId`'s result and has not expired; 403 RESULT_LINK_INVALID otherwise. */
export async function openResultLink(ctx: StudiesContext, jobId: string, token: string): Promise<ResultLinkRecord> {
  const link = await ctx.resultLinks.findOne({ _id: hashOf(token) });
  if (!link || link.jobId !== jobId || link.expiresAt.getTime() <= ctx.now().getTime()) {
    throw forbidden('This save link is invalid or has expired. Reload the results and save again.', 'RESULT_LINK_INVALID');
  }
  return link;
}
