import {
  NO_STUDY_CHECKS,
  type Project,
  type ProjectActor,
  type ProjectStatus,
  type StudyChecks,
  VIABILITY_COMPONENTS,
  type ViabilityComponent,
  type ViabilityDates,
} from '@groundwork/contracts';
import type { IndexSpec } from '@groundwork/service-kit';
import { ObjectId, type Db, type UpdateFilter } from 'mongodb';
import { isDuplicateKeyError } from './mongo-errors';

export interface ProjectRecord {
  _id: ObjectId;
  organizationId: string;
  projectNumber: string;
  /** The year and sequence the number was made of, so the highest one is found by index. */
  numberYear: number;
  numberSequence: number;
  siteAddress: string;
  clientName: string;
  status: ProjectStatus;
  studyChecks: StudyChecks;
  /** Stored with the checks it is computed from, so the list is read without recomputing. */
  progress: number;
  externalJobId?: string;
  /** null for projects the system created (e.g. the demo seed without a user). */
  createdBy: ProjectActor | null;
  createdAt: Date;
  updatedAt: Date;
  /** null while the project is active. */
  archivedAt: Date | null;
  /** The entered viability dates (`YYYY-MM-DD`) only: a cleared one is removed. Absent on older projects. */
  viabilityDates?: ViabilityDates;
}

/** Viability dates to set (a date) or clear (null); the components not named are kept. */
export type ViabilityDateChanges = Partial<Record<ViabilityComponent, string | null>>;

/** Fields a writer may change through PATCH. */
export type ProjectChanges = Partial<Pick<ProjectRecord, 'siteAddress' | 'clientName' | 'status' | 'externalJobId'>> & {
  viabilityDates?: ViabilityDateChanges;
};

export const projectsIndexes: IndexSpec = {
  collection: 'projects',
  indexes: [
    // The guard behind project numbers: the counter proposes, this index decides.
    { key: { organizationId: 1, projectNumber: 1 }, name: 'organization_project_number', unique: true },
    { key: { organizationId: 1, archivedAt: 1, createdAt: -1 }, name: 'organization_list' },
    { key: { organizationId: 1, numberYear: 1, numberSequence: -1 }, name: 'organization_number_sequence' },
  ],
};

/** The fields a list item is made of: the list query reads no others. */
const LIST_FIELDS = ['projectNumber', 'siteAddress', 'clientName', 'status', 'createdAt', 'progress', 'archivedAt', 'viabilityDates'] as const;
export type ProjectListRecord = Pick<ProjectRecord, '_id' | (typeof LIST_FIELDS)[number]>;
const LIST_PROJECTION = Object.fromEntries(LIST_FIELDS.map((field) => [field, 1]));

/** The entered viability dates, in component order; `{}` when none is. */
const enteredViabilityDates = (dates: ViabilityDates | undefined): ViabilityDates =>
  Object.fromEntries(VIABILITY_COMPONENTS.flatMap((component) => (dates?.[component] ? [[component, dates[component]]] : [])));

/**
 * A project as `GET /api/projects` lists it: what a card, the filters and the search need, its
 * viability dates (a few bytes, so a list can show the report's viability), and `archivedAt` in
 * the archived list. The optional details (study checks, creator, last change,
 * external job) stay on `GET /api/projects/{id}`: they would double the list of 1,000 projects
 * that every dashboard load reads, gzips and parses.
 */
export const toProjectListItem = (record: ProjectListRecord): Project => ({
  id: record._id.toHexString(),
  projectNumber: record.projectNumber,
  siteAddress: record.siteAddress,
  clientName: record.clientName,
  status: record.status,
  createdAt: record.createdAt.toISOString(),
  progress: record.progress,
  viabilityDates: enteredViabilityDates(record.viabilityDates),
  ...(record.archivedAt ? { archivedAt: record.archivedAt.toISOString() } : {}),
});

/** A project as `GET /api/projects/{id}` answers it: the list item plus its details. */
export const toProject = (record: ProjectRecord): Project => ({
  ...toProjectListItem(record),
  ...(record.externalJobId === undefined ? {} : { externalJobId: record.externalJobId }),
  studyChecks: { ...NO_STUDY_CHECKS, ...record.studyChecks },
  ...(record.createdBy ? { createdBy: record.createdBy } : {}),
  updatedAt: record.updatedAt.toISOString(),
  archivedAt: record.archivedAt?.toISOString() ?? null,
});

/** Ids arrive validated as 24 hex characters (`projectIdSchema`). */
const objectId = (id: string) => ObjectId.createFromHexString(id);

const NEWEST_FIRST = { createdAt: -1, _id: -1 } as const;

/**
 * The update document of `changes`: each viability date is set or unset on its own path, so two
 * writers changing different dates never undo one another.
 */
function updateOf({ viabilityDates = {}, ...fields }: ProjectChanges, now: Date): UpdateFilter<ProjectRecord> {
  const dates = Object.entries(viabilityDates);
  const set = Object.fromEntries(dates.filter(([, date]) => date !== null).map(([component, date]) => [`viabilityDates.${component}`, date]));
  const unset = Object.fromEntries(dates.filter(([, date]) => date === null).map(([component]) => [`viabilityDates.${component}`, 1 as const]));
  return { $set: { ...fields, ...set, updatedAt: now }, ...(Object.keys(unset).length > 0 ? { $unset: unset } : {}) };
}

/**
 * Every query but the internal by-id ones names the organization: an id alone never reaches
 * another organization's project.
 */
export function createProjectsRepository(db: Db) {
  const projects = db.collection<ProjectRecord>('projects');
  return {
    /** Inserts the project; false when its number is already taken in the organization. */
    async insert(record: ProjectRecord): Promise<boolean> {
      try {
        await projects.insertOne(record);
        return true;
      } catch (err) {
        if (isDuplicateKeyError(err)) return false;
        throw err;
      }
    },
    /** The highest sequence number used in the organization's year (0 when none). */
    async highestSequence(organizationId: string, year: number): Promise<number> {
      const [highest] = await projects
        .find({ organizationId, numberYear: year }, { projection: { numberSequence: 1 } })
        .sort({ numberSequence: -1 })
        .limit(1)
        .toArray();
      return highest?.numberSequence ?? 0;
    },
    findInOrganization: (organizationId: string, id: string) => projects.findOne({ _id: objectId(id), organizationId }),
    /** For service-to-service calls, which know the project but not the organization. */
    findById: (id: string) => projects.findOne({ _id: objectId(id) }),
    listByOrganization: (organizationId: string, { archived }: { archived: boolean }): Promise<ProjectListRecord[]> =>
      projects
        .find({ organizationId, archivedAt: archived ? { $ne: null } : null }, { projection: LIST_PROJECTION })
        .sort(NEWEST_FIRST)
        .toArray() as Promise<ProjectListRecord[]>,
    /**
     * Applies `changes` to an active project still in status `expectedStatus`; null when it is
     * gone, archived or moved meanwhile (the caller re-reads and decides again).
     */
    update: (organizationId: string, id: string, expectedStatus: ProjectStatus, changes: ProjectChanges, now: Date) =>
      projects.findOneAndUpdate({ _id: objectId(id), organizationId, archivedAt: null, status: expectedStatus }, updateOf(changes, now), {
        returnDocument: 'after',
      }),
    /** Archives (`archivedAt` a date) or restores (null); null when it already was. */
    setArchivedAt: (organizationId: string, id: string, archivedAt: Date | null, now: Date) =>
      projects.findOneAndUpdate(
        { _id: objectId(id), organizationId, archivedAt: archivedAt ? null : { $ne: null } },
        { $set: { archivedAt, updatedAt: now } },
        { returnDocument: 'after' },
      ),
    /**
     * Replaces the study checks and progress if the checks are still `expected` (a compare and
     * set, so two reports arriving together never lose one another); null otherwise.
     */
    setStudyChecks: (id: string, expected: StudyChecks, checks: StudyChecks, progress: number, now: Date) =>
      projects.findOneAndUpdate(
        {
          _id: objectId(id),
          'studyChecks.cityDirectory': expected.cityDirectory,
          'studyChecks.aerial': expected.aerial,
          'studyChecks.database': expected.database,
        },
        { $set: { studyChecks: checks, progress, updatedAt: now } },
        { returnDocument: 'after' },
      ),
  };
}
export type ProjectsRepository = ReturnType<typeof createProjectsRepository>;
