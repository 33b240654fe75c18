import type { GeneratedReport, Project, Property, ReportAnalysis } from '@groundwork/contracts';
import { aProject, PROJECT_ID } from '../../../test/render-tab';

export function aProperty(overrides: Partial<Property> = {}): Property {
  return { id: 'prop-1', projectId: PROJECT_ID, address: '2400 J St, Sacramento, CA 95816', direction: 'subject', ...overrides };
}

/** The subject and one adjoining property: the first step is done. */
export const IDENTIFIED_PROPERTIES: Property[] = [aProperty(), aProperty({ id: 'prop-2', address: '2410 J St, Sacramento, CA 95816', direction: 'north' })];

/** A project with its study checks; all three done by default. */
export function aProjectWithChecks(checks: Partial<NonNullable<Project['studyChecks']>> = {}): Project {
  return aProject({ studyChecks: { cityDirectory: true, aerial: true, database: true, ...checks } });
}

export function anAnalysis(overrides: Partial<ReportAnalysis> = {}): ReportAnalysis {
  return {
    summary: 'One recognized environmental condition was identified at the north adjoining property.',
    keyFindings: ['A dry cleaner operated north of the subject from 1958 to 1975.', 'No RECs were identified on the subject.'],
    riskAssessment: { level: 'high', description: 'Chlorinated solvents may have migrated onto the subject.' },
    recommendations: [
      { title: 'Phase II subsurface investigation', description: 'Sample soil vapour along the north boundary.', priority: 'high' },
      { title: 'Interview the owner', description: 'Ask about former heating oil tanks.', priority: 'low' },
    ],
    findings: [
      {
        classification: 'REC',
        direction: 'north',
        text: 'Former dry cleaner (Sunshine Cleaners) at the north adjoining property.',
        sources: [
          { study: 'City Directory', document: 'Polk 1965.pdf', page: 12, quote: 'SUNSHINE CLEANERS 2410 J St' },
          { study: 'Regulatory Database', document: 'ERIS radius report.pdf', page: null, quote: null },
        ],
      },
    ],
    dataGaps: [
      {
        direction: 'subject',
        address: '2400 J St, Sacramento, CA 95816',
        from: 1940,
        to: 1950,
        significance: 'Not significant: vacant land in 1938 and 1955.',
      },
    ],
    writer: 'offline',
    ...overrides,
  };
}

const FILES_OF = (id: string): GeneratedReport['files'] => [
  { format: 'docx', fileName: `${id}.docx`, bytes: 1_572_864, url: `http://s3.test/${id}.docx?sig=list` },
  { format: 'pdf', fileName: `${id}.pdf`, bytes: 2_621_440, url: `http://s3.test/${id}.pdf?sig=list` },
  { format: 'xlsx', fileName: `${id}.xlsx`, bytes: 52_429, url: `http://s3.test/${id}.xlsx?sig=list` },
];

export function aCompletedReport(id: string, overrides: Partial<GeneratedReport> = {}): GeneratedReport {
  return {
    id,
    fileName: `ESA-2026-0001 Phase I ESA ${id}`,
    generatedAt: '2026-03-03T14:05:00.000Z',
    status: 'COMPLETED',
    progress: 100,
    stage: 'Done',
    error: null,
    analysis: anAnalysis(),
    files: FILES_OF(id),
    warnings: [],
    requestedAt: '2026-03-03T14:00:00.000Z',
    requestedBy: 'sam@acme.test',
    ...overrides,
  };
}

export function aRunningReport(id: string, overrides: Partial<GeneratedReport> = {}): GeneratedReport {
  return aCompletedReport(id, {
    status: 'RUNNING',
    progress: 40,
    stage: 'Writing the Word report',
    generatedAt: null,
    analysis: null,
    files: [],
    ...overrides,
  });
}
