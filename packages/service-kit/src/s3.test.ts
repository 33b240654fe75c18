import { describe, expect, it } from 'vitest';
import { createObjectStore, presignGet, presignUploadPost } from './s3';

const store = createObjectStore({
  S3_ENDPOINT: 'http://127.0.0.1:9',
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
  S3_SECRET_ACCESS_KEY: 'secret',
  S3_BUCKET: 'uploads',
  S3_FORCE_PATH_STYLE: undefined,
});

function decodePolicy(fields: Record<string, string>) {
  return JSON.parse(Buffer.from(fields.Policy!, 'base64').toString('utf8')) as {
    expiration: string;
    conditions: unknown[];
  };
}

describe('presignUploadPost', () => {
  it('signs a policy limited to the key, the content type and the size', async () => {
    const before = Date.now();
    const { url, fields } = await presignUploadPost(store, {
      key: 'projects/p1/report.pdf',
      contentType: 'application/pdf',
      maxBytes: 5_000_000,
      expiresIn: 120,
    });
    expect(url).toBe('http://127.0.0.1:9/uploads');
    expect(fields).toMatchObject({ key: 'projects/p1/report.pdf', 'Content-Type': 'application/pdf' });
    expect(fields['X-Amz-Signature']).toMatch(/^[0-9a-f]{64}$/);

    const policy = decodePolicy(fields);
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        ['content-length-range', 1, 5_000_000],
        ['eq', '$Content-Type', 'application/pdf'],
        { 'Content-Type': 'application/pdf' },
        { key: 'projects/p1/report.pdf' },
        { bucket: 'uploads' },
      ]),
    );
    expect(JSON.stringify(policy.conditions)).not.toContain('starts-with');
    const expiresAt = Date.parse(policy.expiration);
    expect(expiresAt).toBeGreaterThanOrEqual(before + 119_000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 121_000);
  });

  it('refuses a key pattern and a non-positive size', async () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: S3's literal ${filename} key placeholder
    await expect(presignUploadPost(store, { key: 'a/${filename}', contentType: 'text/plain', maxBytes: 10 })).rejects.toThrow(/exact key/);
    await expect(presignUploadPost(store, { key: 'a', contentType: 'text/plain', maxBytes: 0 })).rejects.toThrow(/maxBytes/);
  });
});

describe('presigned URLs', () => {
  it('GET can ask the browser to save under a file name', async () => {
    const url = new URL(await presignGet(store, { key: 'k', downloadName: 'Phase I – Elm St.pdf' }));
    expect(url.searchParams.get('response-content-disposition')).toBe("attachment; filename*=UTF-8''Phase%20I%20%E2%80%93%20Elm%20St.pdf");
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
  });
});
