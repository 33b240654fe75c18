import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { repoRoot } from '@groundwork/dev-infra';

/**
 * The demo account's sample projects, made through the real APIs: projects are created and moved
 * through their statuses as the demo user (through the gateway). A sample claims a study check only
 * when a real study run backs it, so no tab is empty behind a finished study:
 * - a sample with a `cityDirectoryReport` gets that shared fixture's properties and a real city
 *   directory run of its PDF (the text report for the first, the scanned one, read by OCR, for the
 *   second);
 * - a sample with an `aerialReport` (it needs the properties its `cityDirectoryReport` brings) then
 *   gets a real aerial run of that photograph package;
 * - a sample with a `databaseReport` gets a real regulatory database run of that radius report, so
 *   the first sample has all four steps of its Report tab done by real runs and can generate a report.
 * Each run is started as the browser starts one and completed by the studies worker, which sets the
 * check and logs the activity; the other checks are reported on the projects service's internal
 * route, as the studies service does. One claim has no run behind it: the third sample's aerial
 * check. That sample has no properties, so the aerial study would refuse it (NO_PROPERTIES), and the
 * claim stays because its 33% is the Draft figure the platform test and the projects e2e test
 * assert on the dashboard. The first sample also gets its report's viability dates (`viabilityDaysAgo`),
 * a few weeks before the seed, so its project page shows a viable report.
 */
/**
 * The first sample's subject lot (about 70 m x 67 m), so its Soils/Geology tab has a polygon to
 * query. The platform's offline start answers soils queries from the fake Soil Data Access of
 * `@groundwork/geo-fakes`, whose survey covers this lot (`DEMO_SOILS_SITE` there is the same polygon).
 */
export const DEMO_SUBJECT_BOUNDARY = {
  polygonGeoJson: JSON.stringify(JSON.parse(readFileSync(path.join(repoRoot, 'packages/geo-fakes/fixtures/sda/demo-site.json'), 'utf8')).polygon),
};

export const demoProjects = [
  {
    siteAddress: '3054 Pacific Hwy, Millbrook, CA 95826',
    clientName: 'Pacific Ridge Capital',
    statuses: ['in_review', 'completed'],
    studyChecks: { cityDirectory: true, aerial: true, database: true },
    cityDirectoryReport: 'city_directory_01_a',
    aerialReport: 'aerial_package_01_a',
    databaseReport: 'radius_report_01_a',
    subjectBoundary: DEMO_SUBJECT_BOUNDARY,
    // Days before the seed, so the report stays viable (180 days from the earliest) for months.
    viabilityDaysAgo: { databaseSearch: 20, siteVisit: 14, interviews: 12, epDeclaration: null },
  },
  {
    siteAddress: '1510 Commerce Dr, Granite City, TX 75061',
    clientName: 'Bayview Lending Group',
    statuses: ['in_review'],
    studyChecks: { cityDirectory: true, aerial: true },
    cityDirectoryReport: 'city_directory_02_a_scanned',
    aerialReport: 'aerial_package_02_d',
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

/** A fixture file's content, or null when it is missing (a checkout without ../shared/fixtures). */
async function readFixture(fixturesDir, file, encoding) {
  try {
    return await fs.readFile(path.join(fixturesDir, file), encoding);
  } catch (err) {
    if (err.code === 'ENOENT') return null;
    throw err;
  }
}

/** The PDF of fixture `name`, or null when it is missing. */
async function readReport(fixturesDir, name) {
  const filename = `${name}.pdf`;
  const pdf = await readFixture(fixturesDir, filename);
  return pdf && { filename, pdf };
}

/** The PDF of city directory fixture `name` and its truth file's properties (address and direction), or null when either is missing. */
async function readCityDirectoryReport(fixturesDir, name) {
  const [report, truth] = await Promise.all([readReport(fixturesDir, name), readFixture(fixturesDir, `${name}.truth.json`, 'utf8')]);
  if (!report || !truth) return null;
  return { ...report, properties: JSON.parse(truth).properties.map(({ address, direction }) => ({ address, direction })) };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const DAY_MS = 24 * 60 * 60 * 1000;

/** The PATCH's viability dates (`YYYY-MM-DD`) of `daysAgo` (null: not done yet) counted back from `now`. */
export const viabilityDatesAgo = (daysAgo, now) =>
  Object.fromEntries(
    Object.entries(daysAgo).map(([component, days]) => [component, days === null ? null : new Date(now.getTime() - days * DAY_MS).toISOString().slice(0, 10)]),
  );

/**
 * Each study the seed runs, as its tab starts one: the route of its presigned upload (and the
 * answer's name for the key), the start of the run on the project (answering the job id) and the
 * `study` its job is polled with. The studies worker completes a run itself (the project's check,
 * the activity) before its job shows COMPLETED, so nothing is replayed here.
 */
const studyRuns = {
  cityDirectory: {
    label: 'city directory',
    uploadPath: '/api/city-directory/upload-url',
    uploadedKey: (upload) => upload.key,
    // The city directory tab keeps the run's job id on the project.
    async start({ gatewayUrl, token }, projectId, { s3Key, filename }) {
      const run = await call(`${gatewayUrl}/api/projects/${projectId}/city-directory/process`, { method: 'POST', token, body: { s3Key, filename } });
      await call(`${gatewayUrl}/api/projects/${projectId}`, { method: 'PATCH', token, body: { externalJobId: run.jobId } });
      return run.jobId;
    },
    jobStudy: 'cd',
  },
  aerial: {
    label: 'aerial',
    uploadPath: '/api/processing/upload-url',
    uploadedKey: (upload) => upload.s3Key,
    // The server reads the land use at the project's own properties.
    async start({ gatewayUrl, token }, projectId, { s3Key }) {
      const run = await call(`${gatewayUrl}/api/processing/cd/process?study=aerial`, { method: 'POST', token, body: { study: 'aerial', s3Key, projectId } });
      return run.jobId;
    },
    jobStudy: 'aerial',
  },
  database: {
    label: 'regulatory database',
    uploadPath: '/api/processing/upload-url',
    uploadedKey: (upload) => upload.s3Key,
    async start({ gatewayUrl, token }, projectId, { s3Key }) {
      const run = await call(`${gatewayUrl}/api/processing/cd/process?study=database`, {
        method: 'POST',
        token,
        body: { study: 'database', s3Key, projectId },
      });
      return run.jobId;
    },
    jobStudy: 'database',
  },
};

/** Stores `report` through the study's presigned upload (form fields first, then the file); answers its key. */
async function uploadReport({ gatewayUrl, token }, study, { filename, pdf }) {
  const upload = await call(`${gatewayUrl}${study.uploadPath}`, { method: 'POST', token, body: { filename, contentType: 'application/pdf' } });
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
  form.append('file', new Blob([pdf], { type: 'application/pdf' }), filename);
  const stored = await fetch(upload.url, { method: 'POST', body: form, signal: AbortSignal.timeout(15_000) });
  if (!stored.ok) throw new Error(`uploading ${filename} to storage answered ${stored.status}: ${await stored.text()}`);
  return study.uploadedKey(upload);
}

/** Polls job `jobId` until COMPLETED; throws when it fails or outlasts `runTimeoutMs`. */
async function awaitCompletion({ gatewayUrl, token, pollIntervalMs, runTimeoutMs }, study, jobId) {
  const deadline = Date.now() + runTimeoutMs;
  for (;;) {
    const job = await call(`${gatewayUrl}/api/processing/jobs/${jobId}?study=${study.jobStudy}`, { token });
    const status = String(job.status).toUpperCase();
    if (status === 'COMPLETED') return;
    if (status === 'FAILED') throw new Error(`the ${study.label} demo run failed: ${job.errorMessage ?? 'no reason given'}`);
    if (Date.now() >= deadline) {
      throw new Error(`the ${study.label} demo run did not finish in ${runTimeoutMs / 1000} s: is a studies worker running (STUDIES_WORKERS)?`);
    }
    await sleep(pollIntervalMs);
  }
}

/** A real run of `report` on `projectId`: upload, start, then polling until the worker completed it. */
async function runStudy(session, study, projectId, report) {
  const s3Key = await uploadReport(session, study, report);
  const jobId = await study.start(session, projectId, { s3Key, filename: report.filename });
  await awaitCompletion(session, study, jobId);
}

/**
 * The sample's study runs, in order, each with its report (null when it cannot run) and why not:
 * the city directory's fixture brings the properties the aerial run needs.
 */
async function plannedRuns(sample, fixturesDir) {
  const cityDirectory = sample.cityDirectoryReport ? await readCityDirectoryReport(fixturesDir, sample.cityDirectoryReport) : null;
  const aerial = sample.aerialReport && cityDirectory ? await readReport(fixturesDir, sample.aerialReport) : null;
  const database = sample.databaseReport ? await readReport(fixturesDir, sample.databaseReport) : null;
  return {
    properties: cityDirectory?.properties ?? [],
    runs: [
      sample.cityDirectoryReport && {
        check: 'cityDirectory',
        report: cityDirectory,
        missing: `no ${sample.cityDirectoryReport}.pdf and .truth.json in ${fixturesDir}`,
      },
      sample.aerialReport && {
        check: 'aerial',
        report: aerial,
        missing: cityDirectory ? `no ${sample.aerialReport}.pdf in ${fixturesDir}` : 'no properties without its city directory fixture',
      },
      sample.databaseReport && { check: 'database', report: database, missing: `no ${sample.databaseReport}.pdf in ${fixturesDir}` },
    ].filter(Boolean),
  };
}

/**
 * Adds the sample's properties to `projectId` and runs its studies for real, each falling back to
 * the internal check with a line through `log` when its fixture is missing or no studies worker
 * runs. Answers the checks the real runs set.
 */
async function runSampleStudies(session, sample, projectId, { fixturesDir, studiesWorkers, log }) {
  const { properties, runs } = await plannedRuns(sample, fixturesDir);
  for (const property of properties) {
    const boundary = property.direction === 'subject' ? (sample.subjectBoundary ?? {}) : {};
    await call(`${session.gatewayUrl}/api/projects/${projectId}/properties`, { method: 'POST', token: session.token, body: { ...property, ...boundary } });
  }
  const done = [];
  for (const { check, report, missing } of runs) {
    const study = studyRuns[check];
    const fallback = !report ? missing : studiesWorkers === 0 ? 'STUDIES_WORKERS=0 runs no studies worker' : null;
    if (fallback) {
      log(`demo project ${sample.siteAddress}: ${fallback}, so its ${study.label} check is set without a real run`);
    } else {
      await runStudy(session, study, projectId, report);
      done.push(check);
    }
  }
  return done;
}

/**
 * Signs in as `email` at `gatewayUrl` and creates the sample projects, unless the account already
 * has projects (so a half-finished earlier run is never doubled). Returns how many it created.
 * A sample's real study runs (the city directory's, then the aerial's, then the regulatory database's; before its status steps, so
 * the dashboard's recent activity leads with those) fall back to the internal check, with a line
 * through `log`, when a fixture is missing from `fixturesDir` or `studiesWorkers` is 0; a run that
 * fails or takes longer than `runTimeoutMs` throws. A sample's `viabilityDaysAgo` become its report's
 * viability dates, counted back from `now()`, first (so they stay out of the recent activity's lead).
 * @param {{ gatewayUrl: string, projectsUrl: string, internalToken: string, email: string, password: string, projects?: typeof demoProjects, studiesWorkers?: number, fixturesDir?: string, log?: (line: string) => void, pollIntervalMs?: number, runTimeoutMs?: number, now?: () => Date }} options
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
  now = () => new Date(),
}) {
  const tokens = await call(`${gatewayUrl}/api/auth/login`, { method: 'POST', body: { email, password } });
  if (!tokens?.accessToken) throw new Error(`signing in as ${email} gave no access token`);
  const session = { gatewayUrl, token: tokens.accessToken, pollIntervalMs, runTimeoutMs };
  const existing = await call(`${gatewayUrl}/api/projects`, { token: session.token });
  if (existing.length > 0) return 0;
  // Oldest first, so the dashboard (newest first) lists them in the order above.
  for (const sample of [...projects].reverse()) {
    const project = await call(`${gatewayUrl}/api/projects`, {
      method: 'POST',
      token: session.token,
      body: { siteAddress: sample.siteAddress, clientName: sample.clientName },
    });
    if (sample.viabilityDaysAgo) {
      const viabilityDates = viabilityDatesAgo(sample.viabilityDaysAgo, now());
      await call(`${gatewayUrl}/api/projects/${project.id}`, { method: 'PATCH', token: session.token, body: { viabilityDates } });
    }
    const done = await runSampleStudies(session, sample, project.id, { fixturesDir, studiesWorkers, log });
    for (const status of sample.statuses) {
      await call(`${gatewayUrl}/api/projects/${project.id}`, { method: 'PATCH', token: session.token, body: { status } });
    }
    const internalChecks = Object.fromEntries(Object.entries(sample.studyChecks).filter(([check]) => !done.includes(check)));
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
