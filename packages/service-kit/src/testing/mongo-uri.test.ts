import { describe, expect, it } from 'vitest';
import { mongoUriTarget, retargetMongoUri } from './mongo-uri';

describe('mongo URI helpers', () => {
  it('reads host and port', () => {
    expect(mongoUriTarget('mongodb://127.0.0.1:27018/')).toEqual({ host: '127.0.0.1', port: 27018 });
    expect(mongoUriTarget('mongodb://user:p%40ss@db.local/app?tls=false')).toEqual({ host: 'db.local', port: 27017 });
    expect(mongoUriTarget('mongodb://[::1]:27020')).toEqual({ host: '::1', port: 27020 });
  });

  it('refuses what a single proxy cannot stand in for', () => {
    expect(() => mongoUriTarget('mongodb+srv://cluster.example.net/')).toThrow(/single-host/);
    expect(() => mongoUriTarget('mongodb://a:1,b:2/?replicaSet=rs')).toThrow(/single-host/);
  });

  it('points the URI at the proxy with a direct connection, keeping credentials and options', () => {
    expect(retargetMongoUri('mongodb://user:pw@db.local:27017/app?authSource=admin', 4000)).toBe(
      'mongodb://user:pw@127.0.0.1:4000/app?authSource=admin&directConnection=true',
    );
    expect(retargetMongoUri('mongodb://db.local', 4000)).toBe('mongodb://127.0.0.1:4000/?directConnection=true');
  });
});
