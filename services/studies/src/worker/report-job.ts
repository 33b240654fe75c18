import { writeReportProse, type LlmClient } from '@groundwork/ai';
import type { ProjectActor, ReportAnalysis, ReportFormat, StudyContext } from '@groundwork/contracts';
import { PermanentJobError, type JobHandler } from '@groundwork/job-queue';
import { putObject, type Logger, type ReviewClient } from '@groundwork/service-kit';
import type { StudiesContext } from '../context';
import type { reportJob } from '../jobs';
import { projectFactsText } from '../report/analysis';
import { draftReport, withAnalysis } from '../report/build-model';
import { reportDocx } from '../report/docx';
import type { GeneratedReportRecord, StoredReportFile } from '../report/generated-report-record';
import { docxToPdf, PdfConversionError, type PdfOptions } from '../report/pdf';
import { gatherProjectFacts } from '../report/project-facts';
import { reportWorkbook } from '../report/xlsx';
import { fetchAndRecordSoils, type SoilsJobDeps } from './soils-job';

export interface ReportJobOptions {
  /** The LLM that writes the prose when one is configured; the offline prose otherwise. */
  llm?: LlmClient | null;
  /** The time the LLM gets for the prose (REPORT_PROSE_BUDGET_MS). */
  proseBudgetMs?: number;
  /** LibreOffice for the PDF (SOFFICE_PATH, REPORT_PDF_TIMEOUT_MS). */
  pdf?: PdfOptions;
}

export interface ReportJobDeps extends ReportJobOptions {
  ctx: StudiesContext;
  review: ReviewClient | null;
  logger: Logger;
  /** Where the report fetches the soils when the project has none yet (the `soils` job's settings); without it, it does not. */
  soils?: SoilsJobDeps | null;
}

export const REPORT_ACTIVITY = 'Phase I report generated';

/**
 * The soils of a project that has none yet, fetched for its report as the Soils tab would (a soils
 * run the tab then shows, and its activity): only when the subject is drawn, no run has completed
 * and none is running. Answers the warning the report carries when SDA could not give them.
 */
async function fetchMissingSoils(
  soils: SoilsJobDeps,
  { organizationId, context, requestedBy, runId, now }: { organizationId: string; context: StudyContext; requestedBy: ProjectActor; runId: string; now: Date },
  signal: AbortSignal,
): Promise<string | null> {
  const projectId = context.project.id;
  const polygonGeoJson = context.properties.find((property) => property.direction === 'subject' && property.polygonGeoJson)?.polygonGeoJson;
  if (!polygonGeoJson) return null;
  const existing = await soils.runs.findOne({ projectId, organizationId, status: { $in: ['COMPLETED', 'RUNNING'] } });
  if (existing) return null;
  const outcome = await fetchAndRecordSoils(
    soils,
    { jobId: runId, payload: { organizationId, projectId, polygonGeoJson, startedBy: requestedBy }, createdAt: now },
    signal,
  );
  return outcome.status === 'FAILED' ? `The soils could not be fetched from USDA Soil Data Access: ${outcome.reason}` : null;
}

const CONTENT_TYPES: Record<ReportFormat, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Where a report's files live: `reports/<organization>/<project>/<report>/<file name>`. */
export const reportFileKey = (record: Pick<GeneratedReportRecord, 'organizationId' | 'projectId' | '_id'>, fileName: string) =>
  `reports/${record.organizationId}/${record.projectId}/${record._id}/${fileName}`;

/**
 * A `report` job: the soils fetched if the project has none yet, the project's facts read from its
 * studies and the review service, the findings
 * drawn with their sources, the prose (the LLM's where it adds no fact), then the Word report, the
 * Excel workbook and the PDF (LibreOffice) written to storage. The record follows each stage with
 * its progress; a PDF that cannot be written leaves the other two files and a warning. The
 * project's activity gets "Phase I report generated" once.
 */
export function createReportJobHandler({ ctx, review, logger, llm = null, proseBudgetMs, pdf, soils = null }: ReportJobDeps): JobHandler<typeof reportJob> {
  return async (job, { reportProgress, signal }) => {
    const { organizationId, projectId, requestedBy } = job.payload;
    const log = logger.child({ jobId: job.jobId, projectId });
    const timings: Record<string, number> = {};
    let last = Date.now();
    const started = last;
    const stage = async (progress: number, name: string, timing?: string) => {
      if (timing) timings[timing] = Date.now() - last;
      last = Date.now();
      await ctx.generatedReports.updateOne({ _id: job.jobId }, { $set: { status: 'RUNNING', progress, stage: name, timings } });
      await reportProgress(progress);
    };
    const fail = async (message: string) => {
      await ctx.generatedReports.updateOne({ _id: job.jobId }, { $set: { status: 'FAILED', stage: 'Failed', error: message, timings } });
      return new PermanentJobError(message);
    };

    await stage(5, 'Reading the project');
    const context = await ctx.projects.studyContext(projectId, organizationId);
    if (!context) throw await fail('The project no longer exists.');
    let soilsWarning: string | null = null;
    if (soils) {
      await stage(10, 'Fetching the soils', 'project');
      soilsWarning = await fetchMissingSoils(soils, { organizationId, context, requestedBy, runId: `${job.jobId}-soils`, now: ctx.now() }, signal);
    }
    await stage(15, 'Reading the studies', soils ? 'soils' : 'project');
    const facts = await gatherProjectFacts({ ...ctx, review }, organizationId, context);
    await stage(35, 'Drawing the findings from the studies', 'studies');
    const today = ctx.now().toISOString().slice(0, 10);
    const draft = draftReport(facts, today);
    const warnings = [...facts.unavailable, ...(soilsWarning ? [soilsWarning] : [])];
    let analysis: ReportAnalysis = draft.analysis;
    let writer = 'offline';
    if (llm) {
      await stage(45, 'Writing the prose', 'findings');
      const prose = await writeReportProse(
        {
          facts: projectFactsText(facts, draft.analysis.findings, draft.coverage, draft.model.viability),
          findings: draft.analysis.findings,
          riskLevel: draft.analysis.riskAssessment.level,
          summary: draft.analysis.summary,
          riskDescription: draft.analysis.riskAssessment.description,
          recommendations: draft.analysis.recommendations,
        },
        { client: llm, budgetMs: proseBudgetMs, signal },
      );
      if (prose.error) warnings.push(`The LLM did not write the prose (${prose.error}); the offline prose is used.`);
      if (prose.rejected.length > 0) {
        warnings.push(
          `The LLM's text stated facts the project does not hold, so the offline text was kept for: ${prose.rejected.map((item) => item.field).join(', ')}.`,
        );
        log.warn({ rejected: prose.rejected }, 'report prose rejected');
      }
      writer = prose.model ?? 'offline';
      analysis = {
        ...draft.analysis,
        summary: prose.summary,
        riskAssessment: { ...draft.analysis.riskAssessment, description: prose.riskDescription },
        recommendations: draft.analysis.recommendations.map(({ id, ...item }) => ({ ...item, description: prose.recommendations[id] ?? item.description })),
        writer: prose.writer,
      };
    } else {
      analysis = { ...draft.analysis, recommendations: draft.analysis.recommendations.map(({ id: _, ...item }) => item) };
    }
    const model = withAnalysis(draft.model, analysis);

    await stage(60, 'Writing the Word report', llm ? 'prose' : 'findings');
    const docx = await reportDocx(model);
    await stage(70, 'Writing the Excel workbook', 'docx');
    const xlsx = await reportWorkbook(model);
    await stage(80, 'Converting the report to PDF', 'xlsx');
    let pdfBytes: Buffer | null = null;
    try {
      pdfBytes = await docxToPdf(docx, pdf);
    } catch (err) {
      if (!(err instanceof PdfConversionError)) throw err;
      warnings.push(`No PDF was written: ${err.message}`);
      log.warn({ reason: err.message }, 'report PDF not written');
    }
    await stage(92, 'Storing the files', 'pdf');
    const record = await ctx.generatedReports.findOne({ _id: job.jobId });
    const base = (record?.fileName ?? `${job.jobId}.docx`).replace(/\.docx$/, '');
    const outputs: Array<[ReportFormat, Buffer | null]> = [
      ['docx', docx],
      ['pdf', pdfBytes],
      ['xlsx', xlsx],
    ];
    const files: StoredReportFile[] = [];
    for (const [format, bytes] of outputs) {
      if (!bytes) continue;
      const fileName = `${base}.${format}`;
      const key = reportFileKey({ organizationId, projectId, _id: job.jobId }, fileName);
      await putObject(ctx.store, { key, body: bytes, contentType: CONTENT_TYPES[format] });
      files.push({ format, key, fileName, bytes: bytes.length });
    }
    timings.store = Date.now() - last;
    timings.total = Date.now() - started;
    await ctx.generatedReports.updateOne(
      { _id: job.jobId },
      {
        $set: { status: 'COMPLETED', progress: 100, stage: 'Completed', error: null, analysis, files, warnings, writer, generatedAt: ctx.now(), timings },
        $setOnInsert: {
          projectId,
          organizationId,
          fileName: `${base}.docx`,
          requestedBy,
          requestedAt: job.createdAt,
        },
      },
      { upsert: true },
    );
    log.info({ timings, files: files.length, findings: analysis.findings.length, writer }, 'report generated');
    await ctx.projects
      .recordActivity(projectId, {
        type: 'report_generated',
        summary: `${REPORT_ACTIVITY}: ${base}`,
        actor: requestedBy,
        idempotencyKey: `report:${job.jobId}`,
      })
      .catch((err: unknown) => log.warn({ err }, 'report activity not logged'));
    return { files: files.length };
  };
}
