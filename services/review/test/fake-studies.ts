import { startFakeInternalService } from '@groundwork/service-kit/testing';

interface StoredResult {
  organizationId: string;
  jobId: string;
  version: number;
  narratives: string[];
}

export interface FakeStudies {
  url: string;
  /** Stores a project's regulatory database results: one narrative per record. */
  addResults(projectId: string, organizationId: string, narratives: string[]): { jobId: string; version: string };
  narrativeOf(projectId: string, itemIndex: number): string | undefined;
  versionOf(projectId: string): string;
  /** The previous texts the service kept, oldest first. */
  kept: Array<{ projectId: string; itemIndex: number; previous: string; source: unknown; updatedBy: string }>;
  calls: Array<{ method: string; path: string; body: unknown }>;
  /** Every call answers 500 while true. */
  setBroken(broken: boolean): void;
  close(): Promise<void>;
}

/**
 * The studies service's `/internal/studies/projects/{id}/database/items/{index}` routes on
 * 127.0.0.1, as the review service calls them: the record's narrative replaced over the version
 * named (409 otherwise), the previous text kept.
 */
export async function startFakeStudies(): Promise<FakeStudies> {
  const results = new Map<string, StoredResult>();
  const kept: FakeStudies['kept'] = [];
  let runs = 0;
  const versionText = (result: StoredResult) => `v${result.version}`;
  const send = (status: number, json: unknown) => ({ status, json });
  const fake = await startFakeInternalService((method, url, body) => {
    const match = /^\/internal\/studies\/projects\/([^/]+)\/database\/items\/(\d+)(\/narrative)?$/.exec(url.pathname);
    if (!match) return send(404, { message: 'Not found', code: 'NOT_FOUND' });
    const organizationId = method === 'PUT' ? body?.organizationId : url.searchParams.get('organizationId');
    const result = results.get(match[1]!);
    if (!result || result.organizationId !== organizationId) {
      return send(404, { message: 'No regulatory database results are stored for this project.', code: 'NARRATIVES_NOT_FOUND' });
    }
    const itemIndex = Number(match[2]);
    if (itemIndex >= result.narratives.length) {
      return send(404, { message: `Record ${itemIndex} is not in this project's regulatory database results.`, code: 'RECORD_NOT_FOUND' });
    }
    if (method === 'GET' && !match[3]) {
      return send(200, {
        jobId: result.jobId,
        itemIndex,
        itemCount: result.narratives.length,
        version: versionText(result),
        item: { narrative: result.narratives[itemIndex] },
      });
    }
    if (method !== 'PUT' || !match[3]) return send(405, { message: 'Method not allowed', code: 'METHOD_NOT_ALLOWED' });
    if (body.expectedVersion !== undefined && body.expectedVersion !== versionText(result)) {
      return send(409, {
        message: 'The regulatory database results were changed by another save since this page loaded them.',
        code: 'NARRATIVE_VERSION_CONFLICT',
      });
    }
    const previous = result.narratives[itemIndex]!;
    kept.push({ projectId: match[1]!, itemIndex, previous, source: body.source, updatedBy: body.updatedBy });
    result.narratives[itemIndex] = body.narrative;
    result.version += 1;
    return send(200, { jobId: result.jobId, itemIndex, version: versionText(result), previousNarrative: previous, savedAt: new Date().toISOString() });
  });
  return {
    url: fake.url,
    addResults(projectId, organizationId, narratives) {
      runs += 1;
      const result = { organizationId, jobId: `run-${runs}`, version: 1, narratives: [...narratives] };
      results.set(projectId, result);
      return { jobId: result.jobId, version: versionText(result) };
    },
    narrativeOf: (projectId, itemIndex) => results.get(projectId)?.narratives[itemIndex],
    versionOf: (projectId) => versionText(results.get(projectId)!),
    kept,
    calls: fake.calls,
    setBroken: fake.breakDown,
    close: fake.close,
  };
}
