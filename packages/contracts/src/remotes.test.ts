import { describe, expect, it } from 'vitest';
import { apiBaseSchema, REMOTE_NAMES, remotesDocumentSchema } from './remotes';

describe('remotesDocumentSchema', () => {
  it('accepts every known remote name with an entry', () => {
    const document = {
      remotes: REMOTE_NAMES.map((name) => ({ name, entry: `/remotes/${name}/mf-manifest.json` })),
    };
    expect(remotesDocumentSchema.parse(document)).toEqual(document);
  });

  it.each(['mfe-marketing', 'marketing', 'mfe_', 'mfe_Marketing', 'mfe_mark1'])('refuses the name %s', (name) => {
    expect(remotesDocumentSchema.safeParse({ remotes: [{ name, entry: '/x' }] }).success).toBe(false);
  });

  it('refuses an empty entry', () => {
    expect(remotesDocumentSchema.safeParse({ remotes: [{ name: 'mfe_review', entry: '' }] }).success).toBe(false);
  });
});

describe('the API bases of /remotes.json', () => {
  it('are optional, and carry the processing base when given', () => {
    expect(remotesDocumentSchema.parse({ remotes: [] })).toEqual({ remotes: [] });
    const document = { remotes: [], api: { processing: '/api/processing' } };
    expect(remotesDocumentSchema.parse(document)).toEqual(document);
  });

  it.each(['/api/processing', '/proc', 'https://processing.example.com/api/processing', 'http://127.0.0.1:4100'])('accept the base %s', (base) => {
    expect(apiBaseSchema.parse(base)).toBe(base);
  });

  it.each(['', '/', 'api/processing', '//evil.example.com/api', '/api processing', 'ftp://files.example.com', 'javascript:alert(1)'])(
    'refuse the base %s',
    (base) => {
      expect(apiBaseSchema.safeParse(base).success).toBe(false);
      expect(remotesDocumentSchema.safeParse({ remotes: [], api: { processing: base } }).success).toBe(false);
    },
  );
});
