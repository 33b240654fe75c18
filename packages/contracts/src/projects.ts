import { z } from 'zod';

export const projectStatusSchema = z.enum(['draft', 'in_review', 'completed']);
export type ProjectStatus = z.infer<typeof projectStatusSchema>;

export const projectSchema = z.object({
  id: z.string(),
  projectNumber: z.string(),
  siteAddress: z.string(),
  clientName: z.string(),
  status: projectStatusSchema,
  /** ISO 8601 timestamp; a card shows "Unknown" when it is missing. */
  createdAt: z.string().nullish(),
  progress: z.number().min(0).max(100).default(0),
  /** Id of a job in an external processing service. */
  externalJobId: z.string().optional(),
});
export type Project = z.infer<typeof projectSchema>;

/** The New Project dialog and `POST /api/projects`. Upper bounds are not given by the spec. */
export const createProjectInputSchema = z.object({
  siteAddress: z
    .string({ error: 'Site address is required' })
    .trim()
    .min(1, 'Site address is required'),
  clientName: z
    .string({ error: 'Client name is required' })
    .trim()
    .min(1, 'Client name is required'),
});
export type CreateProjectInput = z.infer<typeof createProjectInputSchema>;

/** `PATCH /api/projects/{id}`. */
export const updateProjectInputSchema = z.object({
  externalJobId: z.string().min(1),
});
export type UpdateProjectInput = z.infer<typeof updateProjectInputSchema>;
