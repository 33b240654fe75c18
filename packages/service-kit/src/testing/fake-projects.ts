import type { Property, StudyContext } from '@groundwork/contracts';
import { startFakeInternalService } from './fake-internal-service';

export { TEST_INTERNAL_TOKEN } from './fake-internal-service';

export interface FakeProjects {
  url: string;
  /** Adds (or replaces) a project of `organizationId` with these properties; answers its id. */
  addProject: (
    organizationId: string,
    properties?: Array<Pick<Property, 'address' | 'direction' | 'latitude' | 'longitude'>>,
    options?: { archived?: boolean },
  ) => string;
  setProperties: (projectId: string, properties: Array<Pick<Property, 'address' | 'direction' | 'latitude' | 'longitude'>>) => void;
  /** Every call the service under test made, in order. */
  calls: Array<{ method: string; path: string; body: unknown }>;
  /** The project's study checks as last reported. */
  studyChecks: (projectId: string) => StudyContext['project']['studyChecks'];
  /** The activity entries a project holds (one per idempotency key, as the real service keeps them). */
  activities: (projectId: string) => Array<{ type: string; summary: string; actor: unknown; idempotencyKey?: string }>;
  /** Makes every call answer 500 (true) or work again (false). */
  breakDown: (broken: boolean) => void;
  close: () => Promise<void>;
}

let projectCount = 0;

/**
 * The projects service's /internal routes as the studies and review services call them (study
 * context, study checks, activity), on 127.0.0.1, with the Bearer token checked.
 */
export async function startFakeProjects(): Promise<FakeProjects> {
  const projects = new Map<string, { organizationId: string; context: StudyContext; activities: Array<Record<string, any>> }>();
  const send = (status: number, json: unknown) => ({ status, json });
  const fake = await startFakeInternalService((_method, url, body) => {
    const match = /^\/internal\/projects\/([^/]+)\/(study-context|study-checks|activity)$/.exec(url.pathname);
    const entry = match ? projects.get(match[1]!) : undefined;
    if (!match || !entry) return send(404, { message: 'Project not found', code: 'NOT_FOUND' });
    if (match[2] === 'study-context') {
      if (url.searchParams.get('organizationId') !== entry.organizationId) return send(404, { message: 'Project not found', code: 'NOT_FOUND' });
      return send(200, entry.context);
    }
    if (match[2] === 'study-checks') {
      entry.context.project.studyChecks = { ...entry.context.project.studyChecks!, ...body };
      return send(200, entry.context.project);
    }
    const repeated = body.idempotencyKey ? entry.activities.find((activity) => activity.idempotencyKey === body.idempotencyKey) : undefined;
    if (!repeated) entry.activities.push(body);
    return send(201, { id: `activity-${entry.activities.indexOf(repeated ?? body)}`, ...(repeated ?? body) });
  });

  const toProperties = (projectId: string, list: Array<Pick<Property, 'address' | 'direction' | 'latitude' | 'longitude'>>): Property[] =>
    list.map((property, index) => ({ id: `${projectId.slice(0, 20)}${String(index).padStart(4, '0')}`, projectId, ...property }));

  return {
    url: fake.url,
    addProject: (organizationId, properties = [], { archived = false } = {}) => {
      projectCount += 1;
      const id = (Date.now().toString(16) + projectCount.toString(16).padStart(6, '0')).padStart(24, 'a').slice(-24);
      const at = new Date().toISOString();
      projects.set(id, {
        organizationId,
        activities: [],
        context: {
          project: {
            id,
            projectNumber: `ESA-2026-${String(projectCount).padStart(4, '0')}`,
            siteAddress: properties.find((property) => property.direction === 'subject')?.address ?? '1 Test Way',
            clientName: 'Test Client',
            status: 'draft',
            createdAt: at,
            progress: 0,
            studyChecks: { cityDirectory: false, aerial: false, database: false },
            archivedAt: archived ? at : null,
          },
          properties: toProperties(id, properties),
        },
      });
      return id;
    },
    setProperties: (projectId, properties) => {
      projects.get(projectId)!.context.properties = toProperties(projectId, properties);
    },
    calls: fake.calls,
    studyChecks: (projectId) => ({ ...projects.get(projectId)!.context.project.studyChecks! }),
    activities: (projectId) => projects.get(projectId)?.activities.map((activity) => ({ ...activity }) as never) ?? [],
    breakDown: fake.breakDown,
    close: fake.close,
  };
}
