import type { Db } from 'mongodb';
import type { SoilRunRecord } from '../soils/soil-run-record';
import type { MapDocumentRecord } from '../maps/map-record';
import type { GeneratedReportRecord } from '../report/generated-report-record';
import type {
  AerialRunRecord,
  CityDirectoryRunRecord,
  DatabaseRunRecord,
  NarrativesRecord,
  NarrativeVersionRecord,
  ResultLinkRecord,
  StreetAliasesRecord,
  StudyResultRecord,
  UploadRecord,
  WriteLockRecord,
} from './records';

export * from './records';

/** The service's collections (the queue keeps its own `jobs` and `jobs_leases`). */
export function createRepositories(db: Db) {
  return {
    uploads: db.collection<UploadRecord>('uploads'),
    results: db.collection<StudyResultRecord>('study_results'),
    resultLinks: db.collection<ResultLinkRecord>('result_links'),
    cdRuns: db.collection<CityDirectoryRunRecord>('cd_runs'),
    dbRuns: db.collection<DatabaseRunRecord>('db_runs'),
    aerialRuns: db.collection<AerialRunRecord>('aerial_runs'),
    streetAliases: db.collection<StreetAliasesRecord>('street_aliases'),
    narratives: db.collection<NarrativesRecord>('narratives'),
    narrativeVersions: db.collection<NarrativeVersionRecord>('narrative_versions'),
    writeLocks: db.collection<WriteLockRecord>('write_locks'),
    soilRuns: db.collection<SoilRunRecord>('soil_runs'),
    mapDocuments: db.collection<MapDocumentRecord>('map_documents'),
    generatedReports: db.collection<GeneratedReportRecord>('generated_reports'),
  };
}
export type Repositories = ReturnType<typeof createRepositories>;
