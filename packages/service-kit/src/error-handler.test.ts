import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { describe, expect, it } from 'vitest';
import { captureLogger } from './testing/capture-logger';
import type { AppEnv } from './app-env';
import { onError, routeNotFound } from './error-handler';
import { AppError, conflict, forbidden, notFound, unauthorized } from './errors';
import { requestContext } from './request-context';

function appThrowing(error: unknown) {
  const { logger, lines } = captureLogger();
  const app = new Hono<AppEnv>().use(requestContext(logger)).get('/boom', () => {
    throw error;
  });
  app.onError(onError);
  app.notFound(routeNotFound);
  return { app, lines };
}

describe('onError', () => {
  it('sends an AppError with its status, code, message, details and the request id', async () => {
    const { app } = appThrowing(conflict('Name taken', { field: 'name' }, 'NAME_TAKEN'));
    const res = await app.request('/boom', { headers: { 'x-request-id': 'req-1' } });
    expect(res.status).toBe(409);
    expect(res.headers.get('x-request-id')).toBe('req-1');
    expect(await res.json()).toEqual({
      message: 'Name taken',
      code: 'NAME_TAKEN',
      requestId: 'req-1',
      details: { field: 'name' },
    });
  });

  it.each([
    [unauthorized(), 401, 'UNAUTHORIZED'],
    [forbidden(), 403, 'FORBIDDEN'],
    [notFound('Project not found'), 404, 'NOT_FOUND'],
    [new AppError(422, 'BAD_PARCEL', 'Parcel is not a polygon'), 422, 'BAD_PARCEL'],
  ])('keeps the status of %s', async (error, status, code) => {
    const res = await appThrowing(error).app.request('/boom');
    expect(res.status).toBe(status);
    const body = await res.json();
    expect(body.code).toBe(code);
    expect(body).not.toHaveProperty('details');
  });

  it('keeps the status and message of an HTTPException and its extra headers', async () => {
    const res401 = new Response('x', { status: 401, headers: { 'www-authenticate': 'Bearer' } });
    const { app } = appThrowing(new HTTPException(401, { message: 'Token expired', res: res401 }));
    const res = await app.request('/boom');
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe('Bearer');
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(await res.json()).toMatchObject({ message: 'Token expired', code: 'UNAUTHORIZED' });
  });

  it('answers 500 without internals and logs the stack', async () => {
    const { app, lines } = appThrowing(new Error('connection string mongodb://secret@db'));
    const res = await app.request('/boom');
    expect(res.status).toBe(500);
    const body = await res.json();
    expect(body).toEqual({ message: 'Internal server error', code: 'INTERNAL', requestId: expect.any(String) });
    expect(JSON.stringify(body)).not.toContain('secret');
    const logged = lines.find((line) => line.msg === 'unhandled error');
    expect(logged?.requestId).toBe(body.requestId);
    expect(JSON.stringify(logged?.err)).toContain('mongodb://secret@db');
  });
});

describe('routeNotFound', () => {
  it('names the method and path', async () => {
    const res = await appThrowing(null).app.request('/nowhere?x=1', { method: 'DELETE' });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      message: 'Route not found: DELETE /nowhere',
      code: 'NOT_FOUND',
      requestId: expect.any(String),
    });
  });
});
