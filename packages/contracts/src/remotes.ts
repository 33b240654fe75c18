import { z } from 'zod';
import { API_BASE_PATH_PATTERN, REMOTE_NAME_PATTERN } from './boot-checks';

/** Every Module Federation remote the shell knows, in registry order. */
export const REMOTE_NAMES = ['mfe_marketing', 'mfe_projects', 'mfe_mapping', 'mfe_studies', 'mfe_review'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export const remoteNameSchema = z.string().regex(REMOTE_NAME_PATTERN, 'Remote names look like mfe_name');

/** One registry row: the remote's name and the URL (absolute or path) of its mf-manifest.json. */
export const remoteEntrySchema = z.object({
  name: remoteNameSchema,
  entry: z.string().min(1),
});
export type RemoteEntry = z.infer<typeof remoteEntrySchema>;

/** Where an API is served: a path on the page's origin (`/api/processing`) or an absolute http(s) URL. */
export const apiBaseSchema = z.union([
  z.string().regex(API_BASE_PATH_PATTERN, 'A path base starts with one "/", names a path and has no spaces'),
  z.url({ protocol: /^https?$/ }),
]);

/** The API bases the shell hands to the API clients before it renders; an absent one keeps the client's default. */
export const apiBasesSchema = z.object({
  processing: apiBaseSchema.optional(),
});
export type ApiBases = z.infer<typeof apiBasesSchema>;

/** `GET /remotes.json`: the registry the shell reads before bootstrap, and where the APIs are. */
export const remotesDocumentSchema = z.object({
  remotes: z.array(remoteEntrySchema),
  api: apiBasesSchema.optional(),
});
export type RemotesDocument = z.infer<typeof remotesDocumentSchema>;
