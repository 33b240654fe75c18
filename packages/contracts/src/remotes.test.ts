import { describe, expect, it } from 'vitest';
import { REMOTE_NAMES, remotesDocumentSchema } from './remotes';

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
