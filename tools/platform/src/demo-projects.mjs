import fs from 'node:fs/promises';
import path from 'node:path';
import { repoRoot } from '@groundwork/dev-infra';

/**
 * The demo account's sample projects, made through the real APIs: projects are created and moved
 * through their statuses as the demo user (through the gateway). A sample with a
 * `cityDirectoryReport` gets that shared fixture's properties and a real city directory run of its
 * PDF, started as the browser starts one (the text report for the first, the scanned one, read by
 * OCR, for the second) and completed by the studies worker, which sets the city directory check and
 * logs the activity; its other checks, and every check of the other samples, are reported on the
 * projects service's internal route, as the studies service does. Only a sample with a report
 * claims the city directory check, so no City Directory tab is empty behind a finished study.
 */
export const demoProjects = [
  {
    siteAddress: '3054 Pacific Hwy, Millbrook, CA 95826',
    clientName: 'Pacific Ridge Capital',
    statuses: ['in_review', 'completed'],
    studyChecks: { cityDirectory: true, aerial: true, database: true },
    cityDirectoryReport: 'city_directory_01_a',
  },
  {
    siteAddress: '1510 Commerce Dr, Granite City, TX 75061',
    clientName: 'Bayview Lending Group',
    statuses: ['in_review'],
    studyChecks: { cityDirectory: true, aerial: true },
    cityDirectoryReport: 'city_directory_02_a_scanned',
  },
  {
    siteAddress: '780 El Camino Real, Redwood City, CA 94063',
    clientName: 'Summit Commercial Realty',
    statuses: [],
    studyChecks: { aerial: true },
  },
  {
    siteAddress: '3125 Old State Route 99, Chico, CA 95928',
    clientName: 'Pacific Ridge Capital',
    statuses: [],
    studyChecks: {},
  },
];

/** The shared sample documents (`../shared/fixtures` beside the repository). */
export const sharedFixturesDir = path.resolve(repoRoot, '../shared/fixtures');

async function call(url, { method = 'GET', body, token } = {}) {
  const response = await fetch(url, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${new URL(url).pathname} answered ${response.status}: ${text}`);
  return text ? JSON.parse(text) : undefined;
}

/**
 * The PDF of fixture `name` and its truth file's properties (address and direction), or null when
 * either file is missing (a checkout without ../shared/fixtures).
 */
async function readCityDirectoryReport(fixturesDir, name) {
  const filename = `${name}.pdf`;
  try {
    const [pdf, truth] = await Promise.all([fs.readFile(path.join(fixturesDir, filename)), fs.readFile(path.join(fixturesDir, `${name}.truth.json`), 'utf8')]);
    const properties = JSON.parse(truth).properties.map(({ address, direction }) => ({ address, direction }));
    return { filename, pdf, properties };
  } catch (err) {
    if (err.code === 'ENOENT') return null;
    throw err;
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A city directory run of `report` on `projectId` as the studies tab starts one: presigned upload,
 * process, the job id kept on the project, then polling until COMPLETED. The studies worker
 * completes the run itself (run completed, the project's city directory check, the activity)
 * before its job shows COMPLETED, so nothing is replayed here.
 */
async function runCityDirectory({ gatewayUrl, token, projectId, report, pollIntervalMs, runTimeoutMs }) {
  const { filename, pdf } = report;
  const upload = await call(`${gatewayUrl}/api/city-directory/upload-url`, {
    method: 'POST',
    token,
    body: { filename, contentType: 'application/pdf' },
  });
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
  form.append('file', new Blob([pdf], { type: 'application/pdf' }), filename);
  const stored = await fetch(upload.url, { method: 'POST', body: form, signal: AbortSignal.timeout(15_000) });
  if (!stored.ok) throw new Error(`uploading ${filename} to storage answered ${stored.status}: ${await stored.text()}`);

  const run = await call(`${gatewayUrl}/api/projects/${projectId}/city-directory/process`, {
    method: 'POST',
    token,
    body: { s3Key: upload.key, filename },
  });
  await call(`${gatewayUrl}/api/projects/${projectId}`, { method: 'PATCH', token, body: { externalJobId: run.jobId } });

  const deadline = Date.now() + runTimeoutMs;
  for (;;) {
    const job = await call(`${gatewayUrl}/api/processing/jobs/${run.jobId}?study=cd`, { token });
    const status = String(job.status).toUpperCase();
    if (status === 'COMPLETED') break;
    if (status === 'FAILED') throw new Error(`the city directory demo run failed: ${job.errorMessage ?? 'no reason given'}`);
    if (Date.now() >= deadline) {
      throw new Error(`the city directory demo run did not finish in ${runTimeoutMs / 1000} s: is a studies worker running (STUDIES_WORKERS)?`);
    }
    await sleep(pollIntervalMs);
  }
}

/**
 * Signs in as `email` at `gatewayUrl` and creates the sample projects, unless the account already
 * has projects (so a half-finished earlier run is never doubled). Returns how many it created.
 * A sample's real city directory run (before its status steps, so the dashboard's recent activity
 * leads with those) falls back to the internal check, with a line through `log`, when the fixture
 * is missing from `fixturesDir` or `studiesWorkers` is 0; a run that fails or takes longer than
 * `runTimeoutMs` throws.
 * @param {{ gatewayUrl: string, projectsUrl: string, internalToken: string, email: string, password: string, projects?: typeof demoProjects, studiesWorkers?: number, fixturesDir?: string, log?: (line: string) => void, pollIntervalMs?: number, runTimeoutMs?: number }} options
 */
export async function seedDemoProjects({
  gatewayUrl,
  projectsUrl,
  internalToken,
  email,
  password,
  projects = demoProjects,
  studiesWorkers,
  fixturesDir = sharedFixturesDir,
  log = (line) => process.stdout.write(`${line}\n`),
  pollIntervalMs = 250,
  runTimeoutMs = 120_000,
}) {
  const tokens = await call(`${gatewayUrl}/api/auth/login`, { method: 'POST', body: { email, password } });
  if (!tokens?.accessToken) throw new Error(`signing in as ${email} gave no access token`);
  const token = tokens.accessToken;
  const existing = await call(`${gatewayUrl}/api/projects`, { token });
  if (existing.length > 0) return 0;
  // Oldest first, so the dashboard (newest first) lists them in the order above.
  for (const sample of [...projects].reverse()) {
    const project = await call(`${gatewayUrl}/api/projects`, {
      method: 'POST',
      token,
      body: { siteAddress: sample.siteAddress, clientName: sample.clientName },
    });
    let internalChecks = sample.studyChecks;
    if (sample.cityDirectoryReport) {
      const report = await readCityDirectoryReport(fixturesDir, sample.cityDirectoryReport);
      const fallback = (reason) => log(`demo project ${sample.siteAddress}: ${reason}, so its city directory check is set without a real run`);
      if (!report) {
        fallback(`no ${sample.cityDirectoryReport}.pdf and .truth.json in ${fixturesDir}`);
      } else {
        for (const property of report.properties) {
          await call(`${gatewayUrl}/api/projects/${project.id}/properties`, { method: 'POST', token, body: property });
        }
        if (studiesWorkers === 0) {
          fallback('STUDIES_WORKERS=0 runs no studies worker');
        } else {
          await runCityDirectory({ gatewayUrl, token, projectId: project.id, report, pollIntervalMs, runTimeoutMs });
          internalChecks = Object.fromEntries(Object.entries(sample.studyChecks).filter(([check]) => check !== 'cityDirectory'));
        }
      }
    }
    for (const status of sample.statuses) {
      await call(`${gatewayUrl}/api/projects/${project.id}`, { method: 'PATCH', token, body: { status } });
    }
    if (Object.keys(internalChecks).length > 0) {
      await call(`${projectsUrl}/internal/projects/${project.id}/study-checks`, {
        method: 'PUT',
        token: internalToken,
        body: internalChecks,
      });
    }
  }
  return projects.length;
}
