import type { Project } from '@groundwork/contracts';
import { createLogger, createServiceApp, serveApp } from '@groundwork/service-kit';

/**
 * The benchmark's upstream: the service-kit base app (request id, secure headers, body limit,
 * error shape) with one in-memory route shaped like the projects list. No database, so the
 * figures measure the gateway hop, not storage.
 */
const projects: Project[] = Array.from({ length: 12 }, (_, i) => ({
  id: `65f0c0ffee${String(i).padStart(14, '0')}`,
  projectNumber: `ESA-2025-${String(i + 1).padStart(4, '0')}`,
  siteAddress: `${100 + i} Market Street, San Francisco, CA 94105`,
  clientName: i % 2 ? 'Acme Holdings LLC' : 'Bayview Properties',
  status: 'draft',
  createdAt: '2025-03-01T12:00:00.000Z',
  progress: 0,
}));

const logger = createLogger({ service: 'bench-upstream', level: 'silent' });
const app = createServiceApp({ service: 'bench-upstream', logger, checks: {} });
app.get('/api/projects', (c) => c.json(projects));

await serveApp(app, { port: Number(process.env.PORT), logger });
