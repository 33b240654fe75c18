import { z } from 'zod';

/** Every Module Federation remote the shell knows, in registry order. */
export const REMOTE_NAMES = [
  'mfe_marketing',
  'mfe_projects',
  'mfe_mapping',
  'mfe_studies',
  'mfe_review',
] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export const remoteNameSchema = z.string().regex(/^mfe_[a-z]+$/, 'Remote names look like mfe_name');

/** One registry row: the remote's name and the URL (absolute or path) of its mf-manifest.json. */
export const remoteEntrySchema = z.object({
  name: remoteNameSchema,
  entry: z.string().min(1),
});
export type RemoteEntry = z.infer<typeof remoteEntrySchema>;

/** `GET /remotes.json`: the registry the shell reads before bootstrap. */
export const remotesDocumentSchema = z.object({
  remotes: z.array(remoteEntrySchema),
});
export type RemotesDocument = z.infer<typeof remotesDocumentSchema>;
