import { PROJECT_STATUS_LABELS, type ProjectStatus, type UpdateProjectInput } from '@groundwork/contracts';
import type { ProjectRecord } from '../repositories/projects';

/** The PATCH fields besides status, in the order a summary names them. */
const DETAIL_FIELDS = ['siteAddress', 'clientName', 'externalJobId'] as const;
type DetailField = (typeof DETAIL_FIELDS)[number];
export type DetailChanges = Partial<Record<DetailField, string>>;

const DETAIL_LABELS: Record<DetailField, string> = {
  siteAddress: 'Site address',
  clientName: 'Client',
  externalJobId: 'External job',
};

/** What a PATCH really changes: fields equal to the stored ones are no change at all. */
export function diffProject(
  current: Pick<ProjectRecord, DetailField | 'status'>,
  input: UpdateProjectInput,
): { details: DetailChanges; status?: ProjectStatus } {
  const details: DetailChanges = {};
  for (const field of DETAIL_FIELDS) {
    const value = input[field];
    if (value !== undefined && value !== current[field]) details[field] = value;
  }
  return input.status !== undefined && input.status !== current.status ? { details, status: input.status } : { details };
}

/** "Client changed to Acme Corp; Site address changed to 12 Elm St", or null for no change. */
export function describeDetailChanges(details: DetailChanges): string | null {
  const lines = DETAIL_FIELDS.filter((field) => details[field] !== undefined).map((field) => `${DETAIL_LABELS[field]} changed to ${details[field]}`);
  return lines.length > 0 ? lines.join('; ') : null;
}

/** "Status changed from Draft to In Review". */
export const describeStatusChange = (from: ProjectStatus, to: ProjectStatus): string =>
  `Status changed from ${PROJECT_STATUS_LABELS[from]} to ${PROJECT_STATUS_LABELS[to]}`;
