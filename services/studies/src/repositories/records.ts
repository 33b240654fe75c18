import type { LocalJobStatus, ProcessingStudy, ProjectActor, StreetAlias } from '@groundwork/contracts';

/** `uploads`: every key handed out for an upload, so only its organization may process it. */
export interface UploadRecord {
  _id: string;
  organizationId: string;
  userId: string;
  filename: string;
  createdAt: Date;
}

/** The payloads of the queue's jobs, declared with their job types in `src/jobs.ts`. */
export type { RematchJobPayload, StudyJobPayload } from '../jobs';

/** `study_results`: one per job (`_id` = job id), pointing at the JSON objects in S3. */
export interface StudyResultRecord {
  _id: string;
  study: ProcessingStudy;
  organizationId: string;
  /** The pages as the intake read them. */
  intakeKey: string;
  /** The editable result: read through a presigned GET, saved only through `PUT /api/processing/results/{jobId}`. */
  resultKey: string;
  /** The extraction as it came out, never handed out for writing. */
  originalKey: string;
  /**
   * The latest `rematch` job placing this result's listings again (null or missing when there was
   * none): the study's job view shows it as the run's own work while it runs, and its failure as a warning.
   */
  rematchJobId?: string | null;
  /** ETag of the result object as the service last wrote it. */
  etag: string | null;
  /** The user's last saved edit (the saved body's `editedAt`); null while untouched. */
  editedAt: Date | null;
  summary: Record<string, number>;
  /** What the consultant should know about the result, from its extraction (missing on older records). */
  warnings?: string[];
  createdAt: Date;
  updatedAt: Date;
}

/**
 * `cd_runs`: a project's city directory runs (the spec's local job record). A run is its study job:
 * `_id` is the job's id, the one id the API, the browser and the project (`externalJobId`) know.
 */
export interface CityDirectoryRunRecord {
  _id: string;
  projectId: string;
  organizationId: string;
  filename: string;
  s3Key: string;
  status: LocalJobStatus;
  parsedKey: string | null;
  createdBy: string;
  /** Who last started it (the activity's actor when it completes); missing on runs older than the field. */
  startedBy?: ProjectActor;
  /** Whether its completion was reported to the projects service (the check and the activity). */
  reported: boolean;
  createdAt: Date;
  completedAt: Date | null;
}

/**
 * `db_runs`: a project's regulatory database runs. A run is its study job (`_id` = the job's id);
 * its status and progress are the job's, read from the queue.
 */
export interface DatabaseRunRecord {
  _id: string;
  projectId: string;
  organizationId: string;
  filename: string;
  s3Key: string;
  /** Who last started it (the activity's actor when it completes). */
  startedBy: ProjectActor | null;
  createdAt: Date;
  /** When it was last started (queued, or queued again after it failed): a narrative saved after this is kept. */
  startedAt: Date;
  /** Whether its result was stored as the project's regulatory narrative (or deliberately left, a newer one being there). */
  narrativeStored: boolean;
  /** Whether its completion was reported to the projects service (the check and the activity). */
  reported: boolean;
}

/**
 * `aerial_runs`: a project's aerial runs, kept as its regulatory database runs are (`_id` = the
 * study job's id; status and progress are the job's).
 */
export type AerialRunRecord = Omit<DatabaseRunRecord, 'narrativeStored'>;

/**
 * `result_links`: the save links handed to writers. `_id` is the SHA-256 of the link's token (the
 * token itself is never stored); the link saves only `jobId`'s result until `expiresAt`.
 */
export interface ResultLinkRecord {
  _id: string;
  jobId: string;
  organizationId: string;
  userId: string;
  createdAt: Date;
  expiresAt: Date;
}

/** `street_aliases`: one per project. */
export interface StreetAliasesRecord {
  _id: string;
  organizationId: string;
  aliases: StreetAlias[];
  updatedAt: Date;
}

/** `narratives`: the regulatory narrative of a project; its body lives in S3 at `key`. */
export interface NarrativesRecord {
  _id: string;
  organizationId: string;
  jobId: string;
  key: string;
  items: number;
  records: number;
  updatedBy: string;
  updatedAt: Date;
  /** ETag of the body as the service last wrote it (missing on older records: the object's own then). */
  etag?: string | null;
  /**
   * The time the narrative stands for: when the user saved it, or when the run that wrote it was
   * started. A run started before it never overwrites it. Missing on older records (`updatedAt` then).
   */
  asOf?: Date;
}

/**
 * `narrative_versions`: a record narrative as it was before a save replaced it (the regulatory
 * analysis' "save to database"), one per save; the results' versions before and after it.
 */
export interface NarrativeVersionRecord {
  _id: string;
  projectId: string;
  organizationId: string;
  /** The run whose result was changed (the project's narrative's job). */
  jobId: string;
  itemIndex: number;
  previous: string;
  narrative: string;
  versionBefore: string;
  versionAfter: string;
  savedBy: string;
  savedAt: Date;
  source: { kind: 'regulatory-analysis'; sessionId: string };
}

/**
 * `write_locks`: short leases on one thing being read, checked and written (a job's result, a
 * project's narrative), so that two saves of it, in one process or several, run one after the
 * other. One document per holding (`_id` = `<name>#<seq>`, see `withWriteLock`).
 */
export interface WriteLockRecord {
  _id: string;
  name: string;
  seq: number;
  owner: string;
  expiresAt: Date;
  releasedAt: Date | null;
}
