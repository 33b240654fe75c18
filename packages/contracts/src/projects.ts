import { z } from 'zod';
import type { Role } from './auth';
import { propertySchema } from './properties';
import { VIABILITY_COMPONENTS, viabilityDatesSchema } from './viability';

export const PROJECT_STATUSES = ['draft', 'in_review', 'completed'] as const;
export const projectStatusSchema = z.enum(PROJECT_STATUSES);
export type ProjectStatus = z.infer<typeof projectStatusSchema>;

/** Spec 01 section 4: the status labels. */
export const PROJECT_STATUS_LABELS: Record<ProjectStatus, string> = {
  draft: 'Draft',
  in_review: 'In Review',
  completed: 'Completed',
};

/**
 * The three checks of spec 01 section 4 that make up a project's progress: the city directory has
 * an entry, aerial data has a prediction, the environmental database has narrative data. The
 * studies service reports them to projects; the browser never computes them.
 */
export const STUDY_CHECKS = ['cityDirectory', 'aerial', 'database'] as const;
export const studyCheckSchema = z.enum(STUDY_CHECKS);
export type StudyCheck = z.infer<typeof studyCheckSchema>;
export type StudyChecks = Record<StudyCheck, boolean>;

export const NO_STUDY_CHECKS: StudyChecks = { cityDirectory: false, aerial: false, database: false };

/** Rounded percentage of the checks that hold: 0, 33, 67 or 100. */
export function progressFromChecks(checks: StudyChecks): number {
  const done = STUDY_CHECKS.filter((check) => checks[check]).length;
  return Math.round((done / STUDY_CHECKS.length) * 100);
}

/** Spec 01 section 9: a card's progress is refreshed every 3000 ms. */
export const PROJECT_PROGRESS_REFRESH_MS = 3000;

export const projectActorSchema = z.object({ userId: z.string(), email: z.string() });
export type ProjectActor = z.infer<typeof projectActorSchema>;

export const projectSchema = z.object({
  id: z.string(),
  /** Human-readable, unique per organization, e.g. `ESA-2026-0007`. */
  projectNumber: z.string(),
  siteAddress: z.string(),
  clientName: z.string(),
  status: projectStatusSchema,
  /** ISO 8601 timestamp; a card shows "Unknown" when it is missing. */
  createdAt: z.string().nullish(),
  /** Rounded percentage of the study checks that hold (0, 33, 67, 100). */
  progress: z.number().min(0).max(100).default(0),
  /** Id of a job in an external processing service. */
  externalJobId: z.string().optional(),
  /** Beyond the spec: which study checks hold, who created it, last change, archive time. */
  studyChecks: z.object({ cityDirectory: z.boolean(), aerial: z.boolean(), database: z.boolean() }).optional(),
  createdBy: projectActorSchema.optional(),
  updatedAt: z.string().optional(),
  archivedAt: z.string().nullish(),
  /**
   * The dates the report's viability counts from (see `viabilityOf`). The projects service always
   * sends it, with the entered components only (`{}` when none is).
   */
  viabilityDates: viabilityDatesSchema.optional(),
});
export type Project = z.infer<typeof projectSchema>;

/** `GET /api/projects` answers a plain list (spec 01 section 7). */
export const projectListSchema = z.array(projectSchema);

/** `GET /api/projects?archived=true` lists the archived projects instead of the active ones. */
export const projectListQuerySchema = z.strictObject({
  archived: z.enum(['true', 'false']).optional(),
});
export type ProjectListQuery = z.infer<typeof projectListQuerySchema>;

/** Upper bounds are not given by the spec; these keep a hostile body from storing megabytes. */
export const PROJECT_TEXT_MAX = 300;

const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message).max(PROJECT_TEXT_MAX, `At most ${PROJECT_TEXT_MAX} characters`);

/** The New Project dialog and `POST /api/projects`. */
export const createProjectInputSchema = z.strictObject({
  siteAddress: requiredText('Site address is required'),
  clientName: requiredText('Client name is required'),
});
export type CreateProjectInput = z.infer<typeof createProjectInputSchema>;

/**
 * The viability dates a PATCH changes: the components named are set, a null one is cleared, the
 * others are kept. At least one component.
 */
export const viabilityDatesChangeSchema = viabilityDatesSchema.refine((dates) => Object.values(dates).some((date) => date !== undefined), {
  message: `Send at least one of ${VIABILITY_COMPONENTS.join(', ')}`,
});

/**
 * `PATCH /api/projects/{id}`: the spec sends externalJobId; status, siteAddress, clientName and
 * viabilityDates are ours. At least one field; unknown fields are refused.
 */
export const updateProjectInputSchema = z
  .strictObject({
    externalJobId: z.string().trim().min(1, 'externalJobId must not be empty').max(200).optional(),
    status: projectStatusSchema.optional(),
    siteAddress: requiredText('Site address is required').optional(),
    clientName: requiredText('Client name is required').optional(),
    viabilityDates: viabilityDatesChangeSchema.optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), {
    message: 'Nothing to update: send externalJobId, status, siteAddress, clientName or viabilityDates',
  });
export type UpdateProjectInput = z.infer<typeof updateProjectInputSchema>;

/** A project id on the wire: 24 hex characters (anything else is a 400, never a query). */
export const projectIdSchema = z.string().regex(/^[0-9a-f]{24}$/i, 'Invalid project id');
export const projectIdParamSchema = z.strictObject({ id: projectIdSchema });

/**
 * Who may move a project between statuses. A draft goes to review; review sends it back to draft
 * or completes it; a completed project can be reopened to review. Writers (owner, admin, member)
 * submit and send back; completing and reopening is a sign-off, kept to owners and admins.
 * A draft cannot jump straight to completed.
 */
export const STATUS_TRANSITIONS: Readonly<Record<ProjectStatus, ReadonlyArray<{ to: ProjectStatus; roles: readonly Role[] }>>> = {
  draft: [{ to: 'in_review', roles: ['owner', 'admin', 'member'] }],
  in_review: [
    { to: 'draft', roles: ['owner', 'admin', 'member'] },
    { to: 'completed', roles: ['owner', 'admin'] },
  ],
  completed: [{ to: 'in_review', roles: ['owner', 'admin'] }],
};

export type StatusTransitionCheck = { allowed: true } | { allowed: false; reason: 'not_a_transition' | 'role'; message: string };

/** Whether `role` may move a project from `from` to `to` (a same-status change is not a transition). */
export function checkStatusTransition(from: ProjectStatus, to: ProjectStatus, role: Role): StatusTransitionCheck {
  const transition = STATUS_TRANSITIONS[from].find((candidate) => candidate.to === to);
  if (!transition) {
    return {
      allowed: false,
      reason: 'not_a_transition',
      message: `A project cannot go from ${PROJECT_STATUS_LABELS[from]} to ${PROJECT_STATUS_LABELS[to]}`,
    };
  }
  if (!transition.roles.includes(role)) {
    return {
      allowed: false,
      reason: 'role',
      message: `Only an owner or admin can move a project from ${PROJECT_STATUS_LABELS[from]} to ${PROJECT_STATUS_LABELS[to]}`,
    };
  }
  return { allowed: true };
}

/** The statuses `role` may move a project to from `from`, for the UI's status menu. */
export const nextStatuses = (from: ProjectStatus, role: Role): ProjectStatus[] =>
  STATUS_TRANSITIONS[from].filter((transition) => transition.roles.includes(role)).map((transition) => transition.to);

export const ACTIVITY_TYPES = [
  'project_created',
  'project_updated',
  'status_changed',
  'project_archived',
  'project_restored',
  'property_added',
  'property_updated',
  'property_removed',
  'study_finished',
  'report_generated',
] as const;
export const activityTypeSchema = z.enum(ACTIVITY_TYPES);
export type ActivityType = z.infer<typeof activityTypeSchema>;

/** One entry of a project's activity log; `actor` is null for the system (e.g. a worker). */
export const activitySchema = z.object({
  id: z.string(),
  projectId: z.string(),
  projectNumber: z.string(),
  siteAddress: z.string(),
  type: activityTypeSchema,
  /** Readable line, e.g. "Status changed from Draft to In Review". */
  summary: z.string(),
  actor: projectActorSchema.nullable(),
  at: z.string(),
});
export type Activity = z.infer<typeof activitySchema>;
export const activityListSchema = z.array(activitySchema);

export const ACTIVITY_LIMIT_DEFAULT = 10;
export const ACTIVITY_LIMIT_MAX = 100;

/** `GET /api/projects/activity` (the organization's) and `GET /api/projects/{id}/activity`. */
export const activityQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(ACTIVITY_LIMIT_MAX).default(ACTIVITY_LIMIT_DEFAULT),
});

/**
 * Service-to-service calls (never routed by the gateway), authenticated with the shared
 * `INTERNAL_SERVICE_TOKEN` as a Bearer token.
 * `PUT /internal/projects/{id}/study-checks`: the studies service reports which checks hold.
 */
export const studyChecksInputSchema = z
  .strictObject({ cityDirectory: z.boolean().optional(), aerial: z.boolean().optional(), database: z.boolean().optional() })
  .refine((input) => Object.values(input).some((value) => value !== undefined), {
    message: 'Send at least one of cityDirectory, aerial, database',
  });
export type StudyChecksInput = z.infer<typeof studyChecksInputSchema>;

/**
 * `POST /internal/projects/{id}/activity`: a study finished or a report was generated. With an
 * `idempotencyKey` the project keeps one entry per key, so a caller may retry until it hears back.
 */
export const internalActivityInputSchema = z.strictObject({
  type: z.enum(['study_finished', 'report_generated']),
  summary: z.string().trim().min(1).max(300),
  actor: projectActorSchema.nullable().default(null),
  idempotencyKey: z.string().trim().min(1).max(200).optional(),
});
export type InternalActivityInput = z.input<typeof internalActivityInputSchema>;

/** `GET /internal/projects/{id}/study-context?organizationId=`: 404 unless the project is that organization's. */
export const studyContextQuerySchema = z.strictObject({ organizationId: z.string().min(1).max(100) });

/** What a study needs of its project: the project itself and its property list (subject and adjoining). */
export const studyContextSchema = z.object({
  project: projectSchema,
  properties: z.array(propertySchema),
});
export type StudyContext = z.infer<typeof studyContextSchema>;
