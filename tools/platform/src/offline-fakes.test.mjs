import { describe, expect, it } from 'vitest';
import { fakeSdaReadyUrl, needsFakeSda } from './offline-fakes.mjs';

describe('the offline Soil Data Access', () => {
  it('is started only when SDA_URL is not set', () => {
    expect(needsFakeSda({})).toBe(true);
    expect(needsFakeSda({ SDA_URL: '' })).toBe(true);
    expect(needsFakeSda({ SDA_URL: 'https://sdmdataaccess.sc.egov.usda.gov/Tabular/post.rest' })).toBe(false);
  });

  it('reads its endpoint from its ready line only', () => {
    expect(fakeSdaReadyUrl('{"msg":"fake soil data access ready","url":"http://127.0.0.1:4009/Tabular/post.rest"}')).toBe(
      'http://127.0.0.1:4009/Tabular/post.rest',
    );
    expect(fakeSdaReadyUrl('{"msg":"something else","url":"http://x"}')).toBeNull();
    expect(fakeSdaReadyUrl('not json')).toBeNull();
  });
});
