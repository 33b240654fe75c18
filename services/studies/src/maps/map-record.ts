import type { MapDocumentKind } from '@groundwork/contracts';

/** One rendered page of a map: its image in storage and its size in pixels. */
export interface MapPageRecord {
  page: number;
  width: number;
  height: number;
  key: string;
}

/**
 * `map_documents`: a historical map of a project (`_id` = the id in its object keys,
 * `maps/<projectId>/<_id>/`), with the details the consultant entered and its rendered pages.
 */
export interface MapDocumentRecord {
  _id: string;
  projectId: string;
  organizationId: string;
  kind: MapDocumentKind;
  /** The original file (`maps/<projectId>/<_id>/original.<ext>`). */
  key: string;
  filename: string;
  contentType: string;
  bytes: number;
  year: number | null;
  source: string;
  notes: string;
  status: 'PROCESSING' | 'READY' | 'FAILED';
  /** Why it FAILED, for the consultant. */
  error: string | null;
  /** The `map-render` job rendering its pages. */
  jobId: string | null;
  pageCount: number | null;
  pages: MapPageRecord[];
  uploadedAt: Date;
  /** The uploader's email (else user id). */
  uploadedBy: string;
  updatedAt: Date;
}
