import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';
import { AppError, badRequest, unsupportedMediaType } from './errors';

/** Deeper JSON than this is refused before validation: no real request nests that far. */
export const MAX_JSON_DEPTH = 32;
const jsonMediaType = /^application\/([\w.-]+\+)?json$/i;

export interface ValidationIssue {
  path: string;
  message: string;
}

/** zod issues as `{ path: 'items.0.name', message }`, the `details` of VALIDATION_FAILED. */
export function describeIssues(error: z.core.$ZodError): ValidationIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}

export function validationFailed(target: string, issues: ValidationIssue[]): AppError {
  const summary = issues
    .slice(0, 5)
    .map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message))
    .join('; ');
  return new AppError(400, 'VALIDATION_FAILED', `Invalid ${target}: ${summary}`, { issues });
}

/**
 * Refuses parsed JSON that nests deeper than `maxDepth` or uses `__proto__` as a key (harmless
 * from JSON.parse, but a prototype-pollution gadget once code copies it with Object.assign).
 * Iterative, so hostile input cannot overflow the stack.
 */
export function assertSafeJson(value: unknown, maxDepth = MAX_JSON_DEPTH): void {
  const pending: Array<{ node: unknown; depth: number }> = [{ node: value, depth: 0 }];
  while (pending.length > 0) {
    const { node, depth } = pending.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (depth >= maxDepth) {
      throw badRequest(`JSON nests deeper than ${maxDepth} levels`, undefined, 'JSON_TOO_DEEP');
    }
    for (const key of Object.keys(node)) {
      if (key === '__proto__') throw badRequest('JSON key "__proto__" is not allowed', undefined, 'FORBIDDEN_KEY');
      pending.push({ node: (node as Record<string, unknown>)[key], depth: depth + 1 });
    }
  }
}

function hasBody(request: Request): boolean {
  return request.body !== null && request.headers.get('content-length') !== '0';
}

/**
 * `@hono/zod-validator` with the service error shape: a failure throws 400 VALIDATION_FAILED
 * listing every issue; a JSON target also refuses a non-JSON body (415) and hostile JSON (400).
 * The validated value is typed for `c.req.valid(target)` and for the RPC client.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(target: Target, schema: Schema) {
  return zValidator(
    target,
    schema,
    (result, c) => {
      if (result.success) return;
      const contentType = c.req.header('content-type')?.split(';')[0]?.trim() ?? '';
      if (target === 'json' && hasBody(c.req.raw) && !jsonMediaType.test(contentType)) {
        throw unsupportedMediaType('application/json');
      }
      throw validationFailed(target, describeIssues(result.error));
    },
    {
      validationFunction: (zodSchema, value) => {
        if (target === 'json') assertSafeJson(value);
        // The library's result type is conditional on the schema type, which stays deferred here.
        return zodSchema.safeParseAsync(value) as never;
      },
    },
  );
}
