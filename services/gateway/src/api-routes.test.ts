import { describe, expect, it } from 'vitest';
import { API_ROUTES, serviceForPath } from './api-routes';

const STUDY_SEGMENTS = [
  'city-directory',
  'environmental',
  'soils',
  'aerial',
  'topography',
  'fire-map',
  'database',
  'generate-report',
  'generated-reports',
  'jobs',
];

describe('serviceForPath', () => {
  it.each([
    ['/api/auth/login', 'identity'],
    ['/api/auth/user', 'identity'],
    ['/api/projects', 'projects'],
    ['/api/projects/p1', 'projects'],
    ['/api/projects/p1/properties', 'projects'],
    ['/api/projects/p1/soilsx', 'projects'],
    ['/api/properties/x1', 'projects'],
    ['/api/config/maps', 'projects'],
    ['/api/parcels/at-point', 'projects'],
    ['/api/geocode', 'projects'],
    ['/api/geocode/reverse', 'projects'],
    ['/api/city-directory/upload-url', 'studies'],
    ['/api/processing', 'studies'],
    ['/api/processing/jobs/j1', 'studies'],
    ['/api/processing/jobs/j1/cancel', 'studies'],
    ['/api/phase1-review/session', 'review'],
    ['/api/regulatory-analysis/session/s1/ask', 'review'],
  ])('%s -> %s', (path, service) => {
    expect(serviceForPath(path)).toBe(service);
  });

  it.each(STUDY_SEGMENTS)('sends /api/projects/{id}/%s and below to studies', (segment) => {
    expect(serviceForPath(`/api/projects/p1/${segment}`)).toBe('studies');
    expect(serviceForPath(`/api/projects/p1/${segment}/deeper/path`)).toBe('studies');
  });

  it.each([
    '/api',
    '/api/',
    '/api/authx',
    '/api/projectsx',
    '/api/geocoder',
    '/api/login',
    '/api/unknown/x',
    '/auth',
    '/api/processingx',
    '/api/uploads/presign',
    '/api/jobs/j1',
  ])('has no service for %s', (path) => {
    expect(serviceForPath(path)).toBeUndefined();
  });

  it.each([
    '/api/auth/dev/outbox',
    '/api/auth/dev/outbox?to=a@b.c',
    '/api/auth/dev',
    '/api/auth/%64ev/outbox',
    '/api/auth/dev%2Foutbox',
    '/api/auth//dev/outbox',
    '/api//auth/dev/outbox',
    '/api/auth/%E0%A4%A',
  ])('never routes %s (the development outbox, however it is spelled)', (path) => {
    expect(serviceForPath(path.split('?')[0] ?? path)).toBeUndefined();
  });

  it('lists the study routes before the projects catch-all', () => {
    const studies = API_ROUTES.findIndex((route) => route.pattern.startsWith('/api/projects/{id}'));
    const projects = API_ROUTES.findIndex((route) => route.pattern === '/api/projects/*');
    expect(studies).toBeGreaterThanOrEqual(0);
    expect(studies).toBeLessThan(projects);
  });
});
