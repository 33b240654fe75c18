import type { MapDocument, MapDocumentKind, MapDocumentList, UpdateMapInput } from '@groundwork/contracts';
import { notFound, projectOfOrganization, type AuthContext } from '@groundwork/service-kit';
import type { StudiesContext } from '../context';
import { deleteMapObjects } from '../maps/map-objects';
import { byYearThenUpload, toMapDocument } from '../maps/map-view';

/** The project when it is the caller's organization's (404 otherwise); for a write, 409 PROJECT_ARCHIVED when archived. */
export const mapProject = (ctx: StudiesContext, auth: AuthContext, projectId: string, { forWrite }: { forWrite: boolean }) =>
  projectOfOrganization(ctx.projects, auth.organizationId, projectId, { forWrite: forWrite ? 'changing its maps' : null });

async function mapOfProject(ctx: StudiesContext, auth: AuthContext, projectId: string, kind: MapDocumentKind, mapId: string) {
  const map = await ctx.mapDocuments.findOne({ _id: mapId });
  if (!map || map.projectId !== projectId || map.organizationId !== auth.organizationId || map.kind !== kind) throw notFound('Map not found', 'MAP_NOT_FOUND');
  return map;
}

/** The project's maps of one kind, oldest year first (no year last), then by upload time. */
export async function listMaps(ctx: StudiesContext, auth: AuthContext, projectId: string, kind: MapDocumentKind): Promise<MapDocumentList> {
  await mapProject(ctx, auth, projectId, { forWrite: false });
  const maps = await ctx.mapDocuments.find({ projectId, kind, organizationId: auth.organizationId }).toArray();
  return { maps: await Promise.all(maps.sort(byYearThenUpload).map((map) => toMapDocument(ctx, map))) };
}

export async function getMap(ctx: StudiesContext, auth: AuthContext, projectId: string, kind: MapDocumentKind, mapId: string): Promise<MapDocument> {
  await mapProject(ctx, auth, projectId, { forWrite: false });
  return toMapDocument(ctx, await mapOfProject(ctx, auth, projectId, kind, mapId));
}

/** Changes the year, source or notes the consultant entered. */
export async function updateMap(
  ctx: StudiesContext,
  auth: AuthContext,
  projectId: string,
  kind: MapDocumentKind,
  mapId: string,
  input: UpdateMapInput,
): Promise<MapDocument> {
  await mapProject(ctx, auth, projectId, { forWrite: true });
  await mapOfProject(ctx, auth, projectId, kind, mapId);
  const details = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  await ctx.mapDocuments.updateOne({ _id: mapId }, { $set: { ...details, updatedAt: ctx.now() } });
  return toMapDocument(ctx, await mapOfProject(ctx, auth, projectId, kind, mapId));
}

/** Deletes the map's record and every object under its prefix (the original and the pages). */
export async function deleteMap(ctx: StudiesContext, auth: AuthContext, projectId: string, kind: MapDocumentKind, mapId: string): Promise<void> {
  await mapProject(ctx, auth, projectId, { forWrite: true });
  await mapOfProject(ctx, auth, projectId, kind, mapId);
  await ctx.mapDocuments.deleteOne({ _id: mapId });
  await deleteMapObjects(ctx.store, projectId, mapId);
}
