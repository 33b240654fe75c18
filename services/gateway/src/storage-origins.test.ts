import { describe, expect, it } from 'vitest';
import { storageOrigin } from './storage-origins';

describe('storageOrigin', () => {
  it('is the endpoint in path style (the local s3rver, MinIO)', () => {
    expect(storageOrigin({ endpoint: 'http://127.0.0.1:4568', bucket: 'groundwork-uploads', region: 'us-east-1' })).toBe('http://127.0.0.1:4568');
    expect(storageOrigin({ endpoint: 'https://minio.example.com:9000/', bucket: 'b1', region: 'us-east-1', forcePathStyle: true })).toBe(
      'https://minio.example.com:9000',
    );
  });

  it("is the bucket's own host in virtual-hosted style", () => {
    expect(storageOrigin({ bucket: 'groundwork-uploads', region: 'eu-west-1' })).toBe('https://groundwork-uploads.s3.eu-west-1.amazonaws.com');
    expect(storageOrigin({ endpoint: 'https://s3.us-east-1.amazonaws.com', bucket: 'uploads', region: 'us-east-1', forcePathStyle: false })).toBe(
      'https://uploads.s3.us-east-1.amazonaws.com',
    );
  });

  it('addresses a dotted bucket name, or an endpoint at an IP address, in path style', () => {
    expect(storageOrigin({ bucket: 'uploads.example.com', region: 'us-west-2' })).toBe('https://s3.us-west-2.amazonaws.com');
    expect(storageOrigin({ endpoint: 'http://127.0.0.1:4568', bucket: 'uploads', region: 'us-east-1', forcePathStyle: false })).toBe('http://127.0.0.1:4568');
    expect(storageOrigin({ endpoint: 'http://[::1]:9000', bucket: 'uploads', region: 'us-east-1', forcePathStyle: false })).toBe('http://[::1]:9000');
  });
});
