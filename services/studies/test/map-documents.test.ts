import zlib from 'node:zlib';
import {
  apiErrorBodySchema,
  MAP_DOCUMENT_MESSAGES,
  MAP_MAX_BYTES,
  mapDocumentListSchema,
  mapDocumentSchema,
  mapUploadTargetSchema,
  type MapDocument,
  type MapDocumentKind,
} from '@groundwork/contracts';
import { makePdf, makeZip } from '@groundwork/doc-processing/testing/make-files';
import { createObjectStore, headObject, listObjectKeys } from '@groundwork/service-kit';
import { silentLogger } from '@groundwork/service-kit/testing';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mapRenderJob } from '../src/jobs';
import { createMapRenderJobHandler, MAP_RENDER_FAILED } from '../src/worker/map-render-job';
import { listHistoricalMaps } from '../src/use-cases/list-historical-maps';
import { runDueJobs, startStudies, type TestStudies } from './studies-fixture';

let studies: TestStudies;
let owner: string;
let member: string;
let viewer: string;
let rival: string;
beforeAll(async () => {
  studies = await startStudies();
  ({ owner, member, viewer, rival } = await studies.accounts());
});
afterAll(() => studies.close());

const routeOf = (projectId: string, kind: MapDocumentKind = 'topography') => `/api/projects/${projectId}/${kind}`;
const NO_DETAILS = { year: null, source: '', notes: '' };

/** Asks for an upload URL and posts `bytes` to it as the browser does; answers the key. */
async function uploadMap(token: string, projectId: string, bytes: Uint8Array, filename: string, kind: MapDocumentKind = 'topography') {
  const target = await studies.call('POST', `${routeOf(projectId, kind)}/upload-url`, { token, body: { filename, size: bytes.length } });
  expect(target.status, target.text).toBe(200);
  const { url, fields, key } = mapUploadTargetSchema.parse(target.json);
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([Buffer.from(bytes)], { type: fields['Content-Type'] }), filename);
  const posted = await fetch(url, { method: 'POST', body: form });
  expect(posted.status).toBeLessThan(300);
  return key;
}

async function addMap(
  projectId: string,
  bytes: Uint8Array,
  filename: string,
  { kind = 'topography', details = NO_DETAILS, token = owner }: { kind?: MapDocumentKind; details?: object; token?: string } = {},
) {
  const key = await uploadMap(token, projectId, bytes, filename, kind);
  const res = await studies.call('POST', `${routeOf(projectId, kind)}/maps`, { token, body: { key, filename, ...details } });
  expect(res.status, res.text).toBe(200);
  return mapDocumentSchema.parse(res.json);
}

async function getMap(projectId: string, map: Pick<MapDocument, 'id' | 'kind'>, token = owner) {
  const res = await studies.call('GET', `${routeOf(projectId, map.kind)}/maps/${map.id}`, { token });
  expect(res.status, res.text).toBe(200);
  return mapDocumentSchema.parse(res.json);
}

/** Each page's image as stored: its format and size. */
const pageImages = (map: MapDocument) =>
  Promise.all(
    map.pages.map(async (page) => {
      const bytes = Buffer.from(await (await fetch(page.url)).arrayBuffer());
      const { format, width, height } = await sharp(bytes).metadata();
      return { page: page.page, format, width, height };
    }),
  );

const twoPageTopoPdf = () =>
  makePdf(
    (document) => {
      document.fontSize(28).text('BERNARDSVILLE QUADRANGLE', 72, 72);
      document.moveTo(72, 140).lineTo(720, 540).stroke();
      document.addPage({ size: [792, 612] });
      document.fontSize(28).text('Sheet 2', 72, 72);
      document.circle(396, 306, 120).stroke();
    },
    { size: [792, 612] },
  );

const solidPng = (width: number, height: number, background = { r: 40, g: 90, b: 160 }) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

/** A PNG that announces `width` x `height` one-bit pixels and holds almost none. */
function pngHeader(width: number, height: number): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1;
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', zlib.deflateSync(Buffer.alloc(10))), chunk('IEND', Buffer.alloc(0))]);
}

describe('historical map documents', () => {
  it('renders a two-page topographic PDF uploaded through the presigned POST', async () => {
    const projectId = studies.projects.addProject('org-acme');
    const pdf = await twoPageTopoPdf();
    const registered = await addMap(projectId, pdf, 'Bernardsville 1953.pdf', { details: { year: 1953, source: 'USGS', notes: '7.5 minute series' } });
    expect(registered).toMatchObject({
      projectId,
      kind: 'topography',
      filename: 'Bernardsville 1953.pdf',
      contentType: 'application/pdf',
      bytes: pdf.length,
      year: 1953,
      source: 'USGS',
      notes: '7.5 minute series',
      status: 'PROCESSING',
      pageCount: null,
      pages: [],
      uploadedBy: 'olivia@acme.example',
    });
    expect(Buffer.from(await (await fetch(registered.fileUrl)).arrayBuffer())).toEqual(Buffer.from(pdf));

    expect(await runDueJobs(studies)).toBe(1);
    const ready = await getMap(projectId, registered);
    expect(ready).toMatchObject({ status: 'READY', pageCount: 2 });
    expect(ready.error).toBeUndefined();
    // 11 x 8.5 inches: 3000 pixels on the long side.
    const size = { width: 3000, height: Math.ceil((612 * 3000) / 792) };
    expect(ready.pages.map(({ page, width, height }) => ({ page, width, height }))).toEqual([
      { page: 1, ...size },
      { page: 2, ...size },
    ]);
    expect(await pageImages(ready)).toEqual([
      { page: 1, format: 'png', ...size },
      { page: 2, format: 'png', ...size },
    ]);
    expect((await listObjectKeys(studies.store, `maps/${projectId}/${ready.id}/`)).sort()).toEqual(
      [`maps/${projectId}/${ready.id}/original.pdf`, `maps/${projectId}/${ready.id}/pages/1.png`, `maps/${projectId}/${ready.id}/pages/2.png`].sort(),
    );
  });

  it('renders each page of a multi-page TIFF', async () => {
    const projectId = studies.projects.addProject('org-acme');
    const sheets = await Promise.all([solidPng(1200, 900, { r: 200, g: 40, b: 40 }), solidPng(1200, 900)]);
    const tiff = await sharp(sheets, { join: { animated: true } })
      .tiff({ compression: 'lzw' })
      .toBuffer();
    const registered = await addMap(projectId, tiff, 'sanborn-1921.tif', { kind: 'fire-map', details: { year: 1921, source: 'Sanborn', notes: '' } });
    expect(registered.contentType).toBe('image/tiff');
    await runDueJobs(studies);
    const ready = await getMap(projectId, registered);
    expect(ready).toMatchObject({ status: 'READY', pageCount: 2, kind: 'fire-map' });
    expect(await pageImages(ready)).toEqual([
      { page: 1, format: 'png', width: 1200, height: 900 },
      { page: 2, format: 'png', width: 1200, height: 900 },
    ]);
  });

  it('fits a PNG within 4000 pixels and turns a JPEG by its EXIF orientation', async () => {
    const projectId = studies.projects.addProject('org-acme');
    const png = await addMap(projectId, await solidPng(5000, 1000), 'wide.png');
    const photo = await sharp({ create: { width: 400, height: 200, channels: 3, background: { r: 90, g: 120, b: 60 } } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const jpeg = await addMap(projectId, photo, 'photo.JPG');
    expect(jpeg.contentType).toBe('image/jpeg');
    expect(await runDueJobs(studies)).toBe(2);
    expect(await pageImages(await getMap(projectId, png))).toEqual([{ page: 1, format: 'png', width: 4000, height: 800 }]);
    expect(await pageImages(await getMap(projectId, jpeg))).toEqual([{ page: 1, format: 'jpeg', width: 200, height: 400 }]);
  });

  it('lists oldest year first, maps without a year last, then by upload time', async () => {
    const projectId = studies.projects.addProject('org-acme');
    const png = await solidPng(20, 20);
    const named = async (filename: string, year: number | null) => {
      await addMap(projectId, png, filename, { details: { ...NO_DETAILS, year } });
      await new Promise((resolve) => setTimeout(resolve, 5));
    };
    await named('1990.png', 1990);
    await named('undated.png', null);
    await named('1953-a.png', 1953);
    await named('1953-b.png', 1953);
    await addMap(projectId, png, 'fire.png', { kind: 'fire-map', details: { ...NO_DETAILS, year: 1900 } });
    const res = await studies.call('GET', `${routeOf(projectId)}/maps`, { token: viewer });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(mapDocumentListSchema.parse(res.json).maps.map((map) => map.filename)).toEqual(['1953-a.png', '1953-b.png', '1990.png', 'undated.png']);

    expect(await listHistoricalMaps(studies.ctx, 'org-acme', projectId)).toEqual([
      expect.objectContaining({ kind: 'fire-map', year: 1900, filename: 'fire.png' }),
      expect.objectContaining({ kind: 'topography', year: 1953, filename: '1953-a.png', source: '' }),
      expect.objectContaining({ year: 1953, filename: '1953-b.png' }),
      expect.objectContaining({ year: 1990 }),
      expect.objectContaining({ year: null, filename: 'undated.png' }),
    ]);
    expect(await listHistoricalMaps(studies.ctx, 'org-rival', projectId)).toEqual([]);
  });

  it('changes the details, and deletes the record and every object of the map', async () => {
    const projectId = studies.projects.addProject('org-acme');
    const map = await addMap(projectId, await twoPageTopoPdf(), 'quad.pdf', { details: { year: 1953, source: 'USGS', notes: '' } });
    await runDueJobs(studies);
    const patched = await studies.call('PATCH', `${routeOf(projectId)}/maps/${map.id}`, { token: member, body: { year: 1954, notes: 'Photorevised 1970' } });
    expect(patched.status, patched.text).toBe(200);
    expect(mapDocumentSchema.parse(patched.json)).toMatchObject({ year: 1954, source: 'USGS', notes: 'Photorevised 1970', status: 'READY' });
    const invalid = await studies.call('PATCH', `${routeOf(projectId)}/maps/${map.id}`, { token: member, body: { year: 1500 } });
    expect(invalid.status).toBe(400);
    expect(invalid.json).toMatchObject({ code: 'VALIDATION_FAILED' });
    // The map is a topographic one: not found under the fire insurance maps.
    expect((await studies.call('GET', `${routeOf(projectId, 'fire-map')}/maps/${map.id}`, { token: owner })).status).toBe(404);

    expect(await listObjectKeys(studies.store, `maps/${projectId}/${map.id}/`)).toHaveLength(3);
    const deleted = await studies.call('DELETE', `${routeOf(projectId)}/maps/${map.id}`, { token: member });
    expect(deleted.status).toBe(204);
    expect(await listObjectKeys(studies.store, `maps/${projectId}/${map.id}/`)).toEqual([]);
    expect((await studies.call('GET', `${routeOf(projectId)}/maps/${map.id}`, { token: owner })).json).toMatchObject({ code: 'MAP_NOT_FOUND' });
    expect((await studies.call('GET', `${routeOf(projectId)}/maps`, { token: owner })).json).toEqual({ maps: [] });
  });

  it('refuses a file whose content is not what its name says, and deletes it', async () => {
    const projectId = studies.projects.addProject('org-acme');
    const key = await uploadMap(owner, projectId, makeZip({ 'map.txt': 'not a map' }), 'map.pdf');
    const res = await studies.call('POST', `${routeOf(projectId)}/maps`, { token: owner, body: { key, filename: 'map.pdf', ...NO_DETAILS } });
    expect(res.status).toBe(400);
    expect(apiErrorBodySchema.parse(res.json)).toMatchObject({
      code: 'INVALID_FILE_TYPE',
      message: MAP_DOCUMENT_MESSAGES.notThatType,
      details: { title: MAP_DOCUMENT_MESSAGES.invalidTypeTitle },
    });
    expect(await headObject(studies.store, key)).toBeNull();
  });

  it('signs the size limit and content type into the upload policy, and refuses larger files and other types', async () => {
    const projectId = studies.projects.addProject('org-acme');
    const target = await studies.call('POST', `${routeOf(projectId)}/upload-url`, { token: owner, body: { filename: 'scan.TIFF', size: 1000 } });
    const { fields, key } = mapUploadTargetSchema.parse(target.json);
    expect(key).toMatch(new RegExp(`^maps/${projectId}/[0-9a-f-]{36}/original\\.tiff$`));
    const policy = JSON.parse(Buffer.from(fields.Policy!, 'base64').toString('utf8'));
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        ['content-length-range', 1, MAP_MAX_BYTES],
        ['eq', '$Content-Type', 'image/tiff'],
      ]),
    );
    expect(fields['Content-Type']).toBe('image/tiff');

    const tooLarge = await studies.call('POST', `${routeOf(projectId)}/upload-url`, { token: owner, body: { filename: 'big.pdf', size: MAP_MAX_BYTES + 1 } });
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.json.details.issues).toEqual([{ path: 'size', message: MAP_DOCUMENT_MESSAGES.tooLarge }]);
    const wrongType = await studies.call('POST', `${routeOf(projectId)}/upload-url`, { token: owner, body: { filename: 'map.gif', size: 10 } });
    expect(wrongType.status).toBe(400);
    expect(wrongType.json.details.issues).toEqual([{ path: 'filename', message: MAP_DOCUMENT_MESSAGES.invalidType }]);
  });

  it('refuses a key of another project, one never issued, and one not uploaded yet', async () => {
    const projectId = studies.projects.addProject('org-acme');
    const otherProject = studies.projects.addProject('org-acme');
    const key = await uploadMap(owner, otherProject, await solidPng(10, 10), 'other.png');
    for (const wrongKey of [key, 'uploads/org-acme/x/report.pdf', `maps/${projectId}/not-a-uuid/original.png`]) {
      const res = await studies.call('POST', `${routeOf(projectId)}/maps`, { token: owner, body: { key: wrongKey, filename: 'other.png', ...NO_DETAILS } });
      expect(res.status).toBe(404);
      expect(res.json).toMatchObject({ code: 'UPLOAD_NOT_FOUND' });
    }
    expect(await headObject(studies.store, key)).not.toBeNull();

    const target = await studies.call('POST', `${routeOf(projectId)}/upload-url`, { token: owner, body: { filename: 'later.png', size: 10 } });
    const missing = await studies.call('POST', `${routeOf(projectId)}/maps`, {
      token: owner,
      body: { key: target.json.key, filename: 'later.png', ...NO_DETAILS },
    });
    expect(missing.status).toBe(400);
    expect(missing.json).toMatchObject({ code: 'UPLOAD_MISSING' });
  });

  it('ends FAILED with the reason when the file cannot be read', async () => {
    const projectId = studies.projects.addProject('org-acme');
    const brokenPdf = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 9 0 R >> garbage\n%%EOF\n');
    const pdf = await addMap(projectId, brokenPdf, 'broken.pdf');
    const brokenTiff = new Uint8Array([0x49, 0x49, 0x2a, 0x00, 0x08, 0x00, 0x00, 0x00, 0xff, 0xff, 0x01, 0x02, 0x03]);
    const tiff = await addMap(projectId, brokenTiff, 'broken.tif', { kind: 'fire-map' });
    const huge = await addMap(projectId, pngHeader(20_000, 20_000), 'huge.png');
    expect(await runDueJobs(studies)).toBe(3);
    expect(await getMap(projectId, huge)).toMatchObject({ status: 'FAILED', error: 'The PNG could not be decoded: it has more than 300 million pixels' });
    const failedPdf = await getMap(projectId, pdf);
    expect(failedPdf).toMatchObject({ status: 'FAILED', pages: [], pageCount: null });
    expect(failedPdf.error).toMatch(/^The PDF could not be read: /);
    const failedTiff = await getMap(projectId, tiff);
    expect(failedTiff).toMatchObject({ status: 'FAILED' });
    expect(failedTiff.error).toMatch(/^The TIFF could not be decoded: /);
    // Final at once: nothing is retried.
    expect(await runDueJobs(studies)).toBe(0);
  });

  it('shows a map FAILED once the queue gave up on its job', async () => {
    const projectId = studies.projects.addProject('org-acme');
    const map = await addMap(projectId, await solidPng(10, 10), 'stuck.png');
    const record = await studies.ctx.mapDocuments.findOne({ _id: map.id });
    await studies.db.collection<{ _id: string }>('jobs').updateOne({ _id: record!.jobId! }, { $set: { status: 'FAILED', errorMessage: 'The job stalled' } });
    expect(await getMap(projectId, map)).toMatchObject({ status: 'FAILED', error: MAP_RENDER_FAILED });
  });

  it('deletes the pages of a map deleted while it rendered', async () => {
    const projectId = studies.projects.addProject('org-acme');
    const map = await addMap(projectId, await twoPageTopoPdf(), 'deleted-meanwhile.pdf');
    const record = await studies.ctx.mapDocuments.findOne({ _id: map.id });
    const job = await studies.ctx.queue.getAs(mapRenderJob, record!.jobId!);
    const render = createMapRenderJobHandler({ store: studies.store, maps: studies.ctx.mapDocuments, logger: silentLogger() });
    let deleted = false;
    const deleteOnFirstPage = async () => {
      if (!deleted) expect((await studies.call('DELETE', `${routeOf(projectId)}/maps/${map.id}`, { token: owner })).status).toBe(204);
      deleted = true;
      return true;
    };
    const context = { reportProgress: deleteOnFirstPage, touch: () => {}, signal: new AbortController().signal };
    expect(await render(job!, context)).toEqual({ pages: 2 });
    expect(await listObjectKeys(studies.store, `maps/${projectId}/${map.id}/`)).toEqual([]);
  });

  it('ends FAILED when the last attempt fails for another reason than the file', async () => {
    const projectId = studies.projects.addProject('org-acme');
    const map = await addMap(projectId, await solidPng(10, 10), 'storage-down.png');
    const record = await studies.ctx.mapDocuments.findOne({ _id: map.id });
    const job = (await studies.ctx.queue.getAs(mapRenderJob, record!.jobId!))!;
    const unreachable = createObjectStore({
      S3_ENDPOINT: 'http://127.0.0.1:9',
      S3_REGION: 'us-east-1',
      S3_BUCKET: studies.store.bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: true,
    });
    const render = createMapRenderJobHandler({ store: unreachable, maps: studies.ctx.mapDocuments, logger: silentLogger() });
    const context = { reportProgress: async () => true, touch: () => {}, signal: new AbortController().signal };
    await expect(render({ ...job, attempts: 1 }, context)).rejects.toThrow();
    expect((await getMap(projectId, map)).status).toBe('PROCESSING');
    await expect(render({ ...job, attempts: job.maxAttempts }, context)).rejects.toThrow();
    expect(await getMap(projectId, map)).toMatchObject({ status: 'FAILED', error: MAP_RENDER_FAILED });
  });

  it('lets viewers read but not upload, change or delete', async () => {
    const projectId = studies.projects.addProject('org-acme');
    const map = await addMap(projectId, await solidPng(10, 10), 'viewer.png');
    const base = routeOf(projectId);
    for (const [method, path, body] of [
      ['POST', `${base}/upload-url`, { filename: 'a.png', size: 10 }],
      ['POST', `${base}/maps`, { key: `maps/${projectId}/00000000-0000-4000-8000-000000000000/original.png`, filename: 'a.png', ...NO_DETAILS }],
      ['PATCH', `${base}/maps/${map.id}`, { year: 1960 }],
      ['DELETE', `${base}/maps/${map.id}`, undefined],
    ] as const) {
      const res = await studies.call(method, path, { token: viewer, body });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    expect((await studies.call('GET', `${base}/maps`, { token: viewer })).json.maps).toHaveLength(1);
    expect((await getMap(projectId, map, viewer)).filename).toBe('viewer.png');
  });

  it("answers 404 for another organization's project", async () => {
    const projectId = studies.projects.addProject('org-acme');
    const map = await addMap(projectId, await solidPng(10, 10), 'ours.png');
    const base = routeOf(projectId);
    for (const [method, path, body] of [
      ['GET', `${base}/maps`, undefined],
      ['GET', `${base}/maps/${map.id}`, undefined],
      ['POST', `${base}/upload-url`, { filename: 'a.png', size: 10 }],
      ['PATCH', `${base}/maps/${map.id}`, { year: 1960 }],
      ['DELETE', `${base}/maps/${map.id}`, undefined],
    ] as const) {
      const res = await studies.call(method, path, { token: rival, body });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.json).toMatchObject({ code: 'PROJECT_NOT_FOUND' });
    }
    expect(await headObject(studies.store, `maps/${projectId}/${map.id}/original.png`)).not.toBeNull();
  });
});
