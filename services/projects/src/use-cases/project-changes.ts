import {
  PROJECT_STATUS_LABELS,
  type ProjectStatus,
  type UpdateProjectInput,
  VIABILITY_COMPONENT_LABELS,
  VIABILITY_COMPONENTS,
  type ViabilityDates,
} from '@groundwork/contracts';
import type { ProjectRecord, ViabilityDateChanges } from '../repositories/projects';

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

/** The viability dates a PATCH really sets or clears: a date already stored, or a clear of one never entered, is no change. */
export function diffViabilityDates(current: ViabilityDates | undefined, input: UpdateProjectInput['viabilityDates']): ViabilityDateChanges {
  const changes: ViabilityDateChanges = {};
  for (const component of VIABILITY_COMPONENTS) {
    const date = input?.[component];
    if (date !== undefined && date !== (current?.[component] ?? null)) changes[component] = date;
  }
  return changes;
}

/** "Site visit date set to 2026-05-14; Interviews date cleared", or null for no change. */
export function describeViabilityChanges(changes: ViabilityDateChanges): string | null {
  const lines = VIABILITY_COMPONENTS.filter((component) => changes[component] !== undefined).map((component) => {
    const date = changes[component];
    return `${VIABILITY_COMPONENT_LABELS[component]} date ${date ? `set to ${date}` : 'cleared'}`;
  });
  return lines.length > 0 ? lines.join('; ') : null;
}

/** "Status changed from Draft to In Review". */
export const describeStatusChange = (from: ProjectStatus, to: ProjectStatus): string =>
  `Status changed from ${PROJECT_STATUS_LABELS[from]} to ${PROJECT_STATUS_LABELS[to]}`;
