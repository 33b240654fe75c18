import { studyContextSchema } from '@groundwork/contracts';
import { TEST_AREA } from '@groundwork/geo-fakes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProjects, type TestProjects } from '../../test/projects';
import { archiveProject } from './archive-project';
import { createProject } from './create-project';
import { createProperty } from './create-property';
import { getProject } from './get-project';
import { getStudyContext } from './get-study-context';
import { listProperties } from './list-properties';

let service: TestProjects;
beforeAll(async () => {
  service = await startProjects();
});
afterAll(() => service.close());

const auth = (organizationId: string) => ({ userId: 'user-1', email: 'owner@example.com', organizationId, role: 'owner' as const });
const { subject, parcels } = TEST_AREA;

describe('getStudyContext', () => {
  it("is the project and its properties exactly as the user's reads show them", async () => {
    const acme = auth('org-context');
    const project = await createProject(service.ctx, acme, { siteAddress: subject.address, clientName: 'Acme' });
    await createProperty(service.ctx, acme, project.id, { address: subject.address, direction: 'subject', polygonGeoJson: subject.polygonGeoJson });
    await createProperty(service.ctx, acme, project.id, { address: parcels.north.address, direction: 'north' });

    const context = studyContextSchema.parse(await getStudyContext(service.ctx, 'org-context', project.id));
    expect(context.project).toEqual(await getProject(service.ctx, acme, project.id));
    expect(context.properties).toEqual(await listProperties(service.ctx, acme, project.id));
    expect(context.properties.map((property) => property.direction)).toEqual(['subject', 'north']);
  });

  it('includes an archived project, with archivedAt, so the caller can refuse it', async () => {
    const acme = auth('org-context');
    const project = await createProject(service.ctx, acme, { siteAddress: '4 Birch Way', clientName: 'Acme' });
    await archiveProject(service.ctx, acme, project.id);
    const context = await getStudyContext(service.ctx, 'org-context', project.id);
    expect(context.project.archivedAt).toEqual(expect.any(String));
    expect(context.properties).toEqual([]);
  });

  it("is 404 for another organization's project and for an unknown id", async () => {
    const project = await createProject(service.ctx, auth('org-context'), { siteAddress: '9 Oak Lane', clientName: 'Acme' });
    for (const [organizationId, id] of [
      ['org-rival', project.id],
      ['org-context', 'abcdefabcdefabcdefabcdef'],
    ]) {
      await expect(getStudyContext(service.ctx, organizationId!, id!)).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
    }
  });
});
