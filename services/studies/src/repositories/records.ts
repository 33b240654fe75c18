import type { CityDirectoryProperty, LocalJobStatus, ProcessingStudy, StreetAlias } from '@groundwork/contracts';

/** `uploads`: every key handed out for an upload, so only its organization may process it. */
export interface UploadRecord {
  _id: string;
  organizationId: string;
  userId: string;
  filename: string;
  createdAt: Date;
}

/** The payload of a `study` job: what the worker needs, fixed when the job was queued. */
export interface StudyJobPayload {
  study: ProcessingStudy;
  organizationId: string;
  s3Key: string;
  filename: string;
  /** The project's properties (subject and adjoining) the listings are matched to. */
  properties: CityDirectoryProperty[];
  /** Renamed streets of the project. */
  aliases: StreetAlias[];
  projectId: string | null;
}

/** `study_results`: one per job (`_id` = job id), pointing at the JSON objects in S3. */
export interface StudyResultRecord {
  _id: string;
  study: ProcessingStudy;
  organizationId: string;
  /** The pages as the intake read them. */
  intakeKey: string;
  /** The editable result (handed out through presigned GET and PUT). */
  resultKey: string;
  /** The extraction as it came out, never handed out for writing. */
  originalKey: string;
  /** ETag of the result object as last seen: a different one means the user saved edits. */
  etag: string | null;
  editedAt: Date | null;
  summary: Record<string, number>;
  createdAt: Date;
  updatedAt: Date;
}

/** `cd_runs`: a project's city directory runs (the spec's local job record). */
export interface CityDirectoryRunRecord {
  _id: string;
  projectId: string;
  organizationId: string;
  externalJobId: string;
  filename: string;
  s3Key: string;
  status: LocalJobStatus;
  parsedKey: string | null;
  createdBy: string;
  createdAt: Date;
  completedAt: Date | null;
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
}
