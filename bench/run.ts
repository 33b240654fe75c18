import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { benchAerial } from './aerial';
import { benchCityDirectory, benchGeneratedLayouts } from './city-directory';
import { benchGatewayProxy } from './gateway-proxy';
import { benchHostilePdf } from './hostile-pdf';
import { benchIntake } from './intake';
import { printTable, kib } from './lib/table';
import { benchMapTab } from './map-tab';
import { benchPhase1Review } from './phase1-review';
import { benchProjectsList } from './projects-list';
import { benchRadiusReport } from './radius-report';
import { benchRemoteMount } from './remote-mount';
import { benchReport } from './report';
import { measureRouteJs } from './route-js';
import { measureShellJs } from './shell-bundle';
import { benchStudiesJobs } from './studies-jobs';

const BENCHMARKS = [
  'gateway-proxy',
  'projects-list',
  'shell-js',
  'remote-mount',
  'map-tab',
  'intake',
  'studies-jobs',
  'city-directory',
  'hostile-pdf',
  'radius-report',
  'aerial',
  'phase1-review',
  'report',
] as const;
type BenchmarkName = (typeof BENCHMARKS)[number];

const requested = process.argv.slice(2);
const unknown = requested.filter((name) => !(BENCHMARKS as readonly string[]).includes(name));
if (unknown.length > 0) {
  console.error(`Unknown benchmark ${unknown.join(', ')}; choose from ${BENCHMARKS.join(', ')} (none: all)`);
  process.exit(1);
}
const selected = (name: BenchmarkName) => requested.length === 0 || requested.includes(name);

const durationSeconds = Number(process.env.BENCH_DURATION_S ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

const machine = {
  node: process.version,
  cpus: os.cpus().length,
  cpuModel: os.cpus()[0]?.model ?? 'unknown',
  platform: `${os.platform()} ${os.release()}`,
};
console.log(`Groundwork benchmarks on ${machine.cpus} x ${machine.cpuModel}, Node ${machine.node}`);
const results: Record<string, unknown> = {};

if (selected('gateway-proxy')) {
  console.log(`Gateway proxy: ${durationSeconds} s per run, ${connections} connections, 127.0.0.1 only`);
  const proxy = await benchGatewayProxy({ durationSeconds, connections });
  results.gatewayProxy = proxy;
  printTable(
    `Gateway proxy, ${proxy.route} (upstream: ${proxy.upstream})`,
    ['target', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'requests', 'errors', 'timeouts', 'non-2xx', 'gateway CPU ms/req', 'upstream CPU ms/req'],
    (
      [
        ['upstream directly', proxy.direct],
        ['through gateway', proxy.viaGateway],
      ] as const
    ).map(([label, result]) => [
      label,
      result.requestsPerSecond,
      result.latencyMs.p50,
      result.latencyMs.p95,
      result.latencyMs.p99,
      result.latencyMs.max,
      result.requests,
      result.errors,
      result.timeouts,
      result.non2xx,
      result.cpuMsPerRequest.gateway ?? 'n/a',
      result.cpuMsPerRequest.upstream ?? 'n/a',
    ]),
  );
}

if (selected('projects-list')) {
  const options = {
    durationSeconds,
    rate: Number(process.env.BENCH_PROJECTS_RATE ?? 200),
    connections: Number(process.env.BENCH_PROJECTS_CONNECTIONS ?? 10),
    projects: Number(process.env.BENCH_PROJECTS_COUNT ?? 1000),
  };
  console.log(
    `\nProjects list: ${options.projects} projects in one organization, ${options.rate} req/s fixed for ${durationSeconds} s per run, ${options.connections} connections`,
  );
  const list = await benchProjectsList(options);
  results.projectsList = list;
  console.log(
    `Seeded through the API in ${list.seeding.seconds} s (${list.seeding.createsPerSecond} creates/s, create p95 ${list.seeding.createP95Ms} ms); ` +
      `list ${kib(list.listBytes)} of JSON; first read after a write (rebuilds the cached list): ${list.listAfterWriteMs.join(', ')} ms`,
  );
  printTable(
    `${list.route}, ${list.projects} projects, ${list.rate} req/s (database: ${list.database})`,
    [
      'run',
      'req/s',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      'max ms',
      'requests',
      'errors',
      'timeouts',
      'non-2xx',
      '304',
      'bytes/resp',
      'gateway CPU ms/req',
      'projects CPU ms/req',
      'db CPU ms/req',
    ],
    list.runs.map((run) => [
      run.label,
      run.requestsPerSecond,
      run.latencyMs.p50,
      run.latencyMs.p95,
      run.latencyMs.p99,
      run.latencyMs.max,
      run.requests,
      run.errors,
      run.timeouts,
      run.non2xx - run.statusClasses['3xx'],
      run.statusClasses['3xx'],
      run.bytesPerResponse,
      run.cpuMsPerRequest.gateway ?? 'n/a',
      run.cpuMsPerRequest.projects ?? 'n/a',
      run.cpuMsPerRequest.database ?? 'n/a',
    ]),
  );
}

if (selected('shell-js')) {
  const shell = await measureShellJs();
  results.shellJs = shell;
  if (!shell.built) {
    console.log(`\nShell initial JS: ${shell.hint}`);
  } else {
    const rows: Array<Array<string | number>> = [
      ['index.html <script> tags', shell.indexScripts.files.length, kib(shell.indexScripts.bytes), kib(shell.indexScripts.gzipBytes)],
    ];
    if ('skipped' in shell.landingPageLoad) {
      console.log(`\nLanding page load in Chromium skipped: ${shell.landingPageLoad.skipped}`);
    } else {
      const load = shell.landingPageLoad;
      rows.push(
        ['loading / in Chromium: shell', load.shell.files.length, kib(load.shell.bytes), kib(load.shell.gzipBytes)],
        ['loading / in Chromium: remotes', load.remotes.files.length, kib(load.remotes.bytes), kib(load.remotes.gzipBytes)],
        ['loading / in Chromium: all', load.all.files.length, kib(load.all.bytes), kib(load.all.gzipBytes)],
      );
    }
    printTable('Shell initial JS (gzip level 9)', ['scope', 'files', 'raw', 'gzip'], rows);
  }
  // Issue 22's first-load budgets, per route, the whole platform running.
  const routes = await measureRouteJs();
  results.routeJs = routes;
  if (!routes.measured) {
    console.log(`\nFirst load per route skipped: ${routes.reason}`);
  } else {
    printTable(
      'First load per route: gzipped JS fetched on a cold cache (level 9)',
      ['route', 'files', 'gzip', 'budget', 'within', 'zod', 'left out (lazy ArcGIS)'],
      routes.routes.map((route) => [
        `${route.route} ${route.path}`,
        route.files,
        kib(route.gzipBytes),
        `<= ${route.budgetKib} KiB`,
        route.gzipBytes <= route.budgetKib * 1024 ? 'yes' : 'NO',
        route.zodGzipBytes > 0 ? kib(route.zodGzipBytes) : 'none',
        route.excludedGzipBytes > 0 ? kib(route.excludedGzipBytes) : '-',
      ]),
    );
    for (const route of routes.routes) {
      console.log(
        `  ${route.route}: largest ${route.scripts
          .slice(0, 6)
          .map((file) => `${file.path} ${kib(file.gzipBytes)}`)
          .join(', ')}`,
      );
    }
  }
}

if (selected('remote-mount')) {
  const runs = Number(process.env.BENCH_REMOTE_MOUNT_RUNS ?? 5);
  console.log(`\nRemote mount: ${runs} runs per route change in Chromium, warm cache, whole platform on 127.0.0.1`);
  const mount = await benchRemoteMount({ runs });
  results.remoteMount = mount;
  if (!mount.measured) {
    console.log(`Remote mount skipped: ${mount.reason}`);
  } else {
    printTable(
      `Route change to the remote's first paint (User Timing marks, target <= ${mount.targetMs} ms)`,
      ['route change', 'runs (ms)', 'median', 'max', 'within'],
      mount.scenarios.map((scenario) => [
        scenario.label,
        scenario.runsMs.join(' '),
        `${scenario.medianMs} ms`,
        `${scenario.maxMs} ms`,
        scenario.medianMs <= mount.targetMs ? 'yes' : 'NO',
      ]),
    );
  }
}

if (selected('map-tab')) {
  const runs = Number(process.env.BENCH_MAP_RUNS ?? 5);
  console.log(`\nMap tab: ${runs} runs in Chromium (SwiftShader WebGL), whole platform on 127.0.0.1, geo services faked`);
  const map = await benchMapTab({ runs });
  results.mapTab = map;
  if (!map.measured) {
    console.log(`Map tab skipped: ${map.reason}`);
  } else {
    printTable(
      `Adjoining Properties tab until the map is interactive, in-page marks (target ${map.targetMs} ms)`,
      ['scenario', 'runs: view ready / first click handled (ms)', 'median ready', 'median interactive'],
      map.scenarios.map((scenario) => [
        scenario.label,
        scenario.runs.map((run) => `${run.readyMs}/${run.interactiveMs}`).join(' '),
        scenario.medianReadyMs,
        scenario.medianInteractiveMs,
      ]),
    );
    printTable(
      'What the map tab downloads from the mapping remote (gzip level 9)',
      ['scope', 'files', 'raw', 'gzip'],
      [
        ['initial JS (remoteEntry + the tab)', map.mappingJs.initial.files, kib(map.mappingJs.initial.bytes), kib(map.mappingJs.initial.gzipBytes)],
        ['lazy JS (@arcgis/core and the map code)', map.mappingJs.lazy.files, kib(map.mappingJs.lazy.bytes), kib(map.mappingJs.lazy.gzipBytes)],
        ['ArcGIS assets (workers, theme CSS)', map.arcgisAssets.files, kib(map.arcgisAssets.bytes), kib(map.arcgisAssets.gzipBytes)],
      ],
    );
    console.log(
      `Shell initial load (/dashboard): ${map.dashboard.mappingRequests.length} requests to the mapping remote, ` +
        `${map.dashboard.mapChunksRequested.length} of the map's lazy chunks; requests leaving 127.0.0.1: ${map.externalRequests.length}`,
    );
  }
}

if (selected('intake')) {
  const options = {
    textPages: Number(process.env.BENCH_INTAKE_TEXT_PAGES ?? 300),
    scannedPages: Number(process.env.BENCH_INTAKE_SCANNED_PAGES ?? 10),
  };
  console.log(`\nIntake (@groundwork/doc-processing): ${options.textPages}-page text PDF and ${options.scannedPages} scanned pages, fixture pages repeated`);
  const intake = await benchIntake(options);
  results.intake = intake;
  console.log(
    `inspectUpload of the ${intake.textDocument.pages}-page text PDF (${kib(intake.textDocument.bytes)}): ${intake.textDocument.inspectMs} ms; ` +
      `scanned PDF ${kib(intake.scannedDocument.bytes)}`,
  );
  printTable(
    `extractPages on ${intake.cores} cores (OCR: tesseract.js, English, PSM 3, 200 DPI greyscale)`,
    ['document', 'pages', 'concurrency', 'seconds', 'pages/s', 'CPU s/page', 'text pages', 'OCR pages', 'OCR confidence'],
    intake.runs.map((run) => [
      run.label,
      run.pages,
      run.concurrency,
      run.seconds,
      run.pagesPerSecond,
      run.cpuSecondsPerPage,
      run.textPages,
      run.ocrPages,
      run.ocrConfidence ?? 'n/a',
    ]),
  );
}

if (selected('studies-jobs')) {
  const options = {
    jobs: Number(process.env.BENCH_QUEUE_JOBS ?? 200),
    iterations: Number(process.env.BENCH_PICKUP_RUNS ?? 10),
  };
  console.log(
    `\nStudies jobs: ${options.jobs} no-op jobs through the queue, then ${options.iterations} uploads through the studies service and one worker process`,
  );
  const jobs = await benchStudiesJobs(options);
  results.studiesJobs = jobs;
  printTable(
    `Job queue throughput, no-op handler, in-process runWorker loops polling every 10 ms (database: ${jobs.database})`,
    [
      'workers',
      'jobs',
      'enqueue jobs/s',
      'seconds',
      'jobs/s',
      'COMPLETED',
      'handler runs',
      'max runs/job',
      'claims',
      'worker errors',
      'workers CPU ms/job',
      'db CPU ms/job',
    ],
    jobs.throughput.map((run) => [
      run.workers,
      run.jobs,
      run.enqueuePerSecond,
      run.seconds,
      run.jobsPerSecond,
      run.completed,
      run.handlerRuns,
      run.maxRunsPerJob,
      run.claims,
      run.workerErrors,
      run.cpuMsPerJob.workers,
      run.cpuMsPerJob.database ?? 'n/a',
    ]),
  );
  const pickup = jobs.pickup;
  printTable(
    `Upload to job start, ${pickup.iterations} uploads of ${pickup.fixture}: real service + one worker process (WORKER_POLL_MS ${pickup.workerPollMs}), job polled every 20 ms`,
    ['step', 'p50 ms', 'p95 ms'],
    pickup.steps.map((step) => [step.label, step.p50, step.p95]),
  );
  console.log(`Upload -> COMPLETED (intake and city directory extraction included): p50 ${pickup.uploadToCompletedP50Ms} ms`);
}

if (selected('city-directory')) {
  const options = {
    textPages: Number(process.env.BENCH_CD_TEXT_PAGES ?? 100),
    scannedPages: Number(process.env.BENCH_CD_SCANNED_PAGES ?? 20),
  };
  console.log(
    `\nCity directory: upload to table for a ${options.textPages}-page text report and ${options.scannedPages} scanned pages, studies service + one worker process`,
  );
  const directory = await benchCityDirectory(options);
  results.cityDirectory = directory;
  const within = (figure: number, target: number) => (figure <= target ? 'yes' : 'NO');
  printTable(
    `Upload -> COMPLETED -> table, seconds per phase (polled every 100 ms; database: ${directory.database})`,
    [
      'document',
      'pages',
      'text/OCR pages',
      'entries',
      'upload-url',
      'storage POST',
      'process',
      'queue wait',
      'processing',
      'table',
      'worker job',
      'total',
      `total, ${directory.browserPollMs / 1000} s polls`,
      'target',
      'within (100 ms / 2 s polls)',
    ],
    directory.runs.map((run) => [
      run.label,
      run.pages,
      `${run.textPages}/${run.ocrPages}`,
      run.entries,
      run.phases.uploadUrl,
      run.phases.storagePost,
      run.phases.process,
      run.phases.queueWait,
      run.phases.processing,
      run.phases.table,
      run.workerJobSeconds ?? 'n/a',
      run.totalSeconds,
      run.browserTotalSeconds,
      `<= ${run.targetSeconds}`,
      `${within(run.totalSeconds, run.targetSeconds)} / ${within(run.browserTotalSeconds, run.targetSeconds)}`,
    ]),
  );
  const seedList = (value: string) => value.split(',').filter(Boolean).map(Number);
  const layoutOptions = {
    seeds: seedList(process.env.BENCH_CD_LAYOUT_SEEDS ?? '1,2,3'),
    scannedSeeds: seedList(process.env.BENCH_CD_LAYOUT_SCANNED_SEEDS ?? '1,2'),
  };
  const layouts = await benchGeneratedLayouts(layoutOptions);
  results.cityDirectoryLayouts = layouts;
  printTable(
    `Generated layouts (text seeds ${layoutOptions.seeds.join(', ')}, scanned seeds ${layoutOptions.scannedSeeds.join(', ')}): entry-level F1 (year, direction, occupant, phone), read in this process`,
    ['family', 'seed', 'kind', 'pages', 'entries expected', 'entries found', 'entry F1', 'vacancy F1', 'extraction s'],
    layouts.map((run) => [
      run.family,
      run.seed,
      run.scanned ? 'scanned' : 'text',
      run.pages,
      run.entriesExpected,
      run.entriesFound,
      run.entryF1,
      run.vacancyF1,
      run.extractionSeconds,
    ]),
  );
}

if (selected('hostile-pdf')) {
  const options = {
    blankPages: Number(process.env.BENCH_HOSTILE_BLANK_PAGES ?? 5000),
    stretchedPages: Number(process.env.BENCH_HOSTILE_STRETCHED_PAGES ?? 1000),
  };
  console.log(
    `\nHostile PDFs: ${options.blankPages} blank pages and ${options.stretchedPages} stretched-image pages, studies service + one worker process (default limits)`,
  );
  const hostile = await benchHostilePdf(options);
  results.hostilePdf = hostile;
  printTable(
    `Upload -> FAILED with the limit named, then the next job (polled every 100 ms; database: ${hostile.database})`,
    ['document', 'size', 'status', 'limit', 'seconds', 'worker job s', 'runner peak RSS MB', 'target', 'message'],
    hostile.runs.map((run) => [
      run.label,
      kib(run.bytes),
      run.status,
      run.code ?? '-',
      run.seconds,
      run.workerSeconds ?? 'n/a',
      run.runnerPeakRssMb ?? 'n/a',
      run.targetSeconds === null ? '-' : `<= ${run.targetSeconds} s: ${run.seconds <= run.targetSeconds ? 'yes' : 'NO'}`,
      run.errorMessage ?? '',
    ]),
  );
}

if (selected('aerial')) {
  const options = { photos: Number(process.env.BENCH_AERIAL_PHOTOS ?? 10), service: process.env.BENCH_AERIAL_SERVICE !== '0' };
  console.log(`\nAerial package: ${options.photos} photographs read into the land-use table (target: upload to table)`);
  const aerial = await benchAerial(options);
  results.aerial = aerial;
  console.log(`Document: a generated ${aerial.document.layout} package; ${aerial.document.pages} pages, ${kib(aerial.document.bytes)}`);
  const within = (figure: number) => (figure <= aerial.targetSeconds ? 'yes' : 'NO');
  const rows: Array<Array<string | number>> = [
    [
      'extractPages + extractAerialPackage, this process',
      `${aerial.inProcess.intakeSeconds} + ${aerial.inProcess.readingSeconds}`,
      aerial.inProcess.seconds,
      within(aerial.inProcess.seconds),
      '-',
      `${aerial.inProcess.photos} photos / ${aerial.inProcess.predictions} cells`,
    ],
    ['the same in the isolated extraction process', '-', aerial.isolated.seconds, within(aerial.isolated.seconds), aerial.isolated.peakRssMb ?? 'n/a', '-'],
  ];
  if ('skipped' in aerial.servicePath) rows.push(['upload -> table (service + worker)', '-', 'n/a', '-', '-', `skipped: ${aerial.servicePath.skipped}`]);
  else {
    const { phases } = aerial.servicePath;
    rows.push([
      'upload -> COMPLETED -> predictions (service + worker)',
      `${phases.upload}/${phases.process}/${phases.toCompleted}/${phases.result}`,
      aerial.servicePath.seconds,
      within(aerial.servicePath.seconds),
      '-',
      `${aerial.servicePath.photos} photos / ${aerial.servicePath.predictions} cells`,
    ]);
  }
  printTable(
    `Aerial package, ${aerial.document.photos} photographs (target <= ${aerial.targetSeconds} s)`,
    ['path', 'phases s', 'seconds', 'within target', 'peak RSS MB', 'read'],
    rows,
  );
}

if (selected('radius-report')) {
  const options = { pages: Number(process.env.BENCH_RR_PAGES ?? 300), service: process.env.BENCH_RR_SERVICE !== '0' };
  console.log(`\nRadius report: a ${options.pages}-page text report read into its records (target: upload to table)`);
  const report = await benchRadiusReport(options);
  results.radiusReport = report;
  console.log(`Document: ${report.document.source}; ${report.document.pages} pages, ${kib(report.document.bytes)}`);
  const target = `<= ${report.targetSeconds}`;
  const within = (figure: number) => (figure <= report.targetSeconds ? 'yes' : 'NO');
  const found = (run: { sites: number; orphans: number; unrecognised: string | null }) =>
    run.unrecognised === null ? `${run.sites}/${run.orphans}` : `none: ${run.unrecognised}`;
  const { inProcess, isolated, servicePath } = report;
  const rows: Array<Array<string | number>> = [
    [
      'extractPages + extractRadiusReport, this process',
      `${inProcess.intakeSeconds} + ${inProcess.extractionSeconds}`,
      inProcess.totalSeconds,
      target,
      within(inProcess.totalSeconds),
      `${inProcess.processPeakRssMb} (this process)`,
      found(inProcess),
    ],
    ['the same in the isolated extraction process', '-', isolated.seconds, target, within(isolated.seconds), isolated.peakRssMb ?? 'n/a', found(isolated)],
  ];
  if ('skipped' in servicePath)
    rows.push(['upload -> COMPLETED -> result JSON (service + worker)', '-', 'n/a', target, '-', '-', `skipped: ${servicePath.skipped}`]);
  else {
    const phases = servicePath.phases;
    rows.push([
      'upload -> COMPLETED -> result JSON (service + worker)',
      `${phases.uploadUrl}/${phases.storagePost}/${phases.process}/${phases.queueWait}/${phases.processing}/${phases.result}`,
      servicePath.totalSeconds,
      target,
      within(servicePath.totalSeconds),
      servicePath.workerPeakRssMb ?? 'n/a',
      found(servicePath),
    ]);
  }
  printTable(
    `Radius report, ${report.document.pages} pages: seconds (phases: intake + extraction, or upload-url/storage POST/process/queue wait/processing/result)`,
    ['path', 'phases s', 'total s', 'target s', 'within', 'peak RSS MB', 'sites/orphans'],
    rows,
  );
}

if (selected('phase1-review')) {
  const options = { pages: Number(process.env.BENCH_P1_PAGES ?? 30), runs: Number(process.env.BENCH_P1_RUNS ?? 3) };
  console.log(`\nPhase I review: a ${options.pages}-page PDF read and reviewed offline (median of ${options.runs} runs)`);
  const review = await benchPhase1Review(options);
  results.phase1Review = review;
  console.log(`Document: ${review.document.source}; ${kib(review.document.bytes)}`);
  printTable(
    `Phase I review, ${review.document.pages} pages, offline: seconds`,
    ['step', 'seconds', 'target s', 'within'],
    [
      ['read the text (isolated PDF process)', review.readSeconds, '-', '-'],
      ['review (sections, findings, decision, extractions)', review.reviewSeconds, '-', '-'],
      ['file to result', review.totalSeconds, `<= ${review.targetSeconds}`, review.totalSeconds <= review.targetSeconds ? 'yes' : 'NO'],
      ['one question answered (mean of 4)', review.askSeconds, '-', '-'],
    ],
  );
  console.log(`Decision ${review.decision}, ${review.findings} findings; peak RSS of this process ${review.processPeakRssMb} MB`);
}

if (selected('report')) {
  const runs = Number(process.env.BENCH_REPORT_RUNS ?? 3);
  console.log(`\nReport: Generate to the Word, PDF and Excel files for the demo project, the whole platform on embedded defaults (median of ${runs} runs)`);
  const report = await benchReport({ runs });
  results.report = report;
  printTable(
    `Report generation, ${report.project}: seconds`,
    ['step', 'seconds', 'target s', 'within'],
    [
      ...report.stages.map(({ stage, seconds }) => [`  ${stage}`, seconds, '-', '-']),
      ['Generate to three files (median)', report.medianSeconds, `<= ${report.targetSeconds}`, report.medianSeconds <= report.targetSeconds ? 'yes' : 'NO'],
    ],
  );
  console.log(
    `Runs: ${report.allSeconds.join(' s, ')} s; ${report.findings} findings; files ${report.files.map((file) => `${file.format} ${kib(file.bytes)}`).join(', ')}`,
  );
}

// A partial run (`pnpm bench projects-list`) keeps the other benchmarks' last figures.
const resultsDir = path.join(import.meta.dirname, 'results');
await fs.mkdir(resultsDir, { recursive: true });
const outFile = path.join(resultsDir, 'latest.json');
const previous =
  requested.length === 0
    ? {}
    : await fs.readFile(outFile, 'utf8').then(
        (text) => JSON.parse(text) as Record<string, unknown>,
        () => ({}),
      );
await fs.writeFile(outFile, `${JSON.stringify({ ...previous, at: new Date().toISOString(), machine, ...results }, null, 2)}\n`);
console.log(`\nWrote ${path.relative(process.cwd(), outFile)}`);
