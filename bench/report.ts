import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { GeneratedReport, GeneratedReportList, GenerateReportResult, Project } from '@groundwork/contracts';
import { demoProjects, freePlatformPorts, seedDemoProjects, startPlatform } from '@groundwork/platform-tools';
import { json, signedInDemo } from './lib/platform-pages';

/** Issue 21: from Generate to the three files, for the demo project, here. */
export const REPORT_TARGET_SECONDS = 15;

export interface ReportBenchResult {
  project: string;
  runs: number;
  targetSeconds: number;
  /** Median seconds from the POST to the report COMPLETED with its three files. */
  medianSeconds: number;
  allSeconds: number[];
  /** Seconds each stage was seen (polling every 50 ms), in the median run. */
  stages: Array<{ stage: string; seconds: number }>;
  files: Array<{ format: string; bytes: number }>;
  findings: number;
}

/** A call of the platform's API as `token`'s user. */
const call = <T>(url: string, token: string, method = 'GET') => json<T>(url, { method, headers: { authorization: `Bearer ${token}` } });

/** One Generate: POST, then the report polled until COMPLETED; the stages seen and when. */
async function generateOnce(url: string, token: string, projectId: string) {
  const started = performance.now();
  const { report } = await call<GenerateReportResult>(`${url}/api/projects/${projectId}/generate-report`, token, 'POST');
  const stages: Array<{ stage: string; at: number }> = [];
  for (;;) {
    const current = await call<GeneratedReport>(`${url}/api/projects/${projectId}/generated-reports/${report.id}`, token);
    if (stages.at(-1)?.stage !== current.stage) stages.push({ stage: current.stage, at: performance.now() - started });
    if (current.status === 'FAILED') throw new Error(`the report failed: ${current.error}`);
    if (current.status === 'COMPLETED') {
      if (current.files.length !== 3) throw new Error(`the report has ${current.files.length} files: ${current.warnings.join(' ')}`);
      const ms = performance.now() - started;
      const spans = stages.map(({ stage, at }, index) => ({ stage, seconds: ((stages[index + 1]?.at ?? ms) - at) / 1000 }));
      return { seconds: ms / 1000, stages: spans, report: current };
    }
    await sleep(50);
  }
}

/**
 * The whole platform on embedded defaults (devdb, local S3, the services and one studies worker,
 * LibreOffice for the PDF), the demo account and its first sample project with its studies run
 * for real; then `runs` Generates one after the other, each timed from the POST to the report
 * COMPLETED with its Word, PDF and Excel files.
 */
export async function benchReport({ runs }: { runs: number }): Promise<ReportBenchResult> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-report-'));
  const platform = await startPlatform({ dataDir, ...(await freePlatformPorts()), quiet: true, log: () => undefined });
  try {
    const sample = demoProjects[0]!;
    const login = await signedInDemo(platform, dataDir, (demo) =>
      seedDemoProjects({
        ...demo,
        gatewayUrl: platform.url,
        projectsUrl: platform.env.PROJECTS_URL!,
        internalToken: platform.env.INTERNAL_SERVICE_TOKEN!,
        projects: [sample],
        log: () => undefined,
      }),
    );
    const projects = await call<Project[]>(`${platform.url}/api/projects`, login.accessToken);
    const project = projects.find((candidate) => candidate.siteAddress === sample.siteAddress);
    if (!project) throw new Error(`no demo project at ${sample.siteAddress}`);
    const measured = [];
    for (let run = 0; run < runs; run += 1) measured.push(await generateOnce(platform.url, login.accessToken, project.id));
    const sorted = [...measured].sort((a, b) => a.seconds - b.seconds);
    const median = sorted[Math.floor(sorted.length / 2)]!;
    const list = await call<GeneratedReportList>(`${platform.url}/api/projects/${project.id}/generated-reports`, login.accessToken);
    if (list.reports.length !== runs) throw new Error(`expected ${runs} reports in the history, found ${list.reports.length}`);
    const round = (value: number) => Math.round(value * 100) / 100;
    return {
      project: sample.siteAddress,
      runs,
      targetSeconds: REPORT_TARGET_SECONDS,
      medianSeconds: round(median.seconds),
      allSeconds: measured.map((run) => round(run.seconds)),
      stages: median.stages.map(({ stage, seconds }) => ({ stage, seconds: round(seconds) })),
      files: median.report.files.map(({ format, bytes }) => ({ format, bytes })),
      findings: median.report.analysis?.findings.length ?? 0,
    };
  } finally {
    await platform.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}
